/**
 * A roadmap document rendered as React elements from its allow-listed JSON (the server kept only
 * known nodes, marks and attributes: domain/insights/document.ts). Text is always React text,
 * never HTML; anything unexpected renders as nothing.
 */
import type { CSSProperties, ReactNode } from 'react';
import { mediaIdOf, type BlockNode, type InlineNode, type InsightDocument, type TextAlign } from '@domain/insights/document';
import { MediaImage } from './media-image';

const alignStyle = (align: TextAlign | undefined): CSSProperties | undefined => (align ? { textAlign: align } : undefined);

function Inline({ nodes }: { nodes: InlineNode[] | undefined }) {
  return (
    <>
      {(nodes ?? []).map((node, k) => {
        if (node.type === 'hardBreak') return <br key={k} />;
        if (node.type !== 'text') return null;
        let out: ReactNode = node.text;
        for (const mark of node.marks ?? []) {
          if (mark.type === 'bold') out = <strong>{out}</strong>;
          else if (mark.type === 'italic') out = <em>{out}</em>;
          else if (mark.type === 'underline') out = <u>{out}</u>;
        }
        return <span key={k}>{out}</span>;
      })}
    </>
  );
}

function Blocks({ blocks }: { blocks: BlockNode[] }) {
  return (
    <>
      {blocks.map((b, k) => {
        switch (b.type) {
          case 'paragraph':
            return (
              <p key={k} style={alignStyle(b.attrs?.textAlign)}>
                <Inline nodes={b.content} />
              </p>
            );
          case 'heading': {
            const Tag = (['h3', 'h4', 'h5'] as const)[b.attrs.level - 1] ?? 'h5';
            return (
              <Tag key={k} style={alignStyle(b.attrs.textAlign)} className={`insights-doc-h${b.attrs.level}`}>
                <Inline nodes={b.content} />
              </Tag>
            );
          }
          case 'blockquote':
            return (
              <blockquote key={k}>
                <Blocks blocks={b.content} />
              </blockquote>
            );
          case 'bulletList':
          case 'orderedList': {
            const items = b.content.map((item, j) => (
              <li key={j}>
                <Blocks blocks={item.content} />
              </li>
            ));
            return b.type === 'bulletList' ? <ul key={k}>{items}</ul> : <ol key={k} start={b.attrs?.start}>{items}</ol>;
          }
          case 'image':
            // Only the media route of an uploaded image (the server allows nothing else either).
            if (mediaIdOf(b.attrs.src) === null) return null;
            return (
              <div key={k} className="insights-doc-image">
                <MediaImage url={b.attrs.src} alt={b.attrs.alt} />
              </div>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

export function DocumentView({ doc }: { doc: InsightDocument }) {
  return (
    <div className="insights-doc">
      <Blocks blocks={doc.content} />
    </div>
  );
}
