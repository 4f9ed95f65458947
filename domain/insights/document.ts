/**
 * The roadmap item's document (issue 14, spec 001 §2 "Insights"): the JSON the browser's rich-text
 * editor (tiptap, a ProseMirror document) produces, checked on the server against an allow-list.
 * Workers have no DOM for an HTML sanitiser, and the document is never HTML: it is a tree of
 * known nodes, rebuilt here from what was sent so that only these survive:
 * - nodes: doc, paragraph, heading (levels 1–3), text, blockquote, bulletList, orderedList,
 *   listItem, hardBreak, image;
 * - marks: bold, italic, underline (without attributes);
 * - attributes: textAlign (left, center, right, justify) on paragraphs and headings, a heading's
 *   level, an ordered list's start, an image's src (only the media route of an uploaded image,
 *   `/api/insights/media/<id>`) and alt text.
 * Anything else (unknown nodes with what they hold, unknown marks, every other attribute: event
 * handlers, styles, classes, links) is dropped; what cannot be a document at all, or is too
 * big or too deep, is refused with a text a person can act on. Pure: no DOM, no storage.
 */

export const INSIGHTS_MEDIA_PATH = '/api/insights/media/';

/** The media route of an uploaded image: the only `src` an image node may carry. */
export function mediaUrl(id: number): string {
  return `${INSIGHTS_MEDIA_PATH}${id}`;
}

/** The image id a `src` refers to, or null when it is not exactly the media route of an image. */
export function mediaIdOf(src: unknown): number | null {
  if (typeof src !== 'string') return null;
  const m = /^\/api\/insights\/media\/([1-9]\d{0,11})$/.exec(src);
  return m ? Number(m[1]) : null;
}

export const DOCUMENT_LIMITS = {
  /** The document as JSON, in characters, before anything is dropped. */
  maxJsonChars: 200_000,
  /** Nested nodes (a list in a quote in a list item… counts one per node). */
  maxDepth: 12,
  maxNodes: 4_000,
  /** All text of the document. */
  maxTextChars: 20_000,
  maxImages: 12,
  maxAltChars: 200,
} as const;

export const DOCUMENT_TEXTS = {
  notADocument: 'The content must be a document of the editor',
  tooBig: `The document is too large (at most ${DOCUMENT_LIMITS.maxJsonChars.toLocaleString('en-US')} characters of editor data)`,
  tooDeep: `The document is nested too deeply (at most ${DOCUMENT_LIMITS.maxDepth} levels of quotes and lists)`,
  tooManyNodes: `The document has too many parts (at most ${DOCUMENT_LIMITS.maxNodes.toLocaleString('en-US')})`,
  tooMuchText: `The text is too long (at most ${DOCUMENT_LIMITS.maxTextChars.toLocaleString('en-US')} characters)`,
  tooManyImages: `A roadmap item holds at most ${DOCUMENT_LIMITS.maxImages} images`,
} as const;

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];
export const MARKS = ['bold', 'italic', 'underline'] as const;
export type MarkType = (typeof MARKS)[number];

export type Mark = { type: MarkType };
export type TextNode = { type: 'text'; text: string; marks?: Mark[] };
export type HardBreakNode = { type: 'hardBreak' };
export type InlineNode = TextNode | HardBreakNode;
export type ParagraphNode = { type: 'paragraph'; attrs?: { textAlign: TextAlign }; content?: InlineNode[] };
export type HeadingNode = { type: 'heading'; attrs: { level: 1 | 2 | 3; textAlign?: TextAlign }; content?: InlineNode[] };
export type BlockquoteNode = { type: 'blockquote'; content: BlockNode[] };
export type ListItemNode = { type: 'listItem'; content: BlockNode[] };
export type BulletListNode = { type: 'bulletList'; content: ListItemNode[] };
export type OrderedListNode = { type: 'orderedList'; attrs?: { start: number }; content: ListItemNode[] };
export type ImageNode = { type: 'image'; attrs: { src: string; alt?: string } };
export type BlockNode = ParagraphNode | HeadingNode | BlockquoteNode | BulletListNode | OrderedListNode | ImageNode;
export type InsightDocument = { type: 'doc'; content: BlockNode[] };

export type SanitizeResult =
  | {
      ok: true;
      doc: InsightDocument;
      /** The uploaded images the document shows, in order, each once: the caller checks they are the player's. */
      imageIds: number[];
      /** What was left out, for the curious ("node script", "attribute image.onerror", "mark link"). */
      dropped: string[];
    }
  | { ok: false; error: string };

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

// C0 controls other than tab and newline, and DEL: nothing a person typed.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Walks the raw tree once, without recursion (a hostile document may nest thousands deep),
 * through `content` arrays only: the node depth, the node count and the text length, before
 * anything is rebuilt.
 */
function measure(root: Raw): string | null {
  const stack: { node: unknown; depth: number }[] = [{ node: root, depth: 1 }];
  let nodes = 0;
  let text = 0;
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (!isObject(node)) continue;
    if (depth > DOCUMENT_LIMITS.maxDepth) return DOCUMENT_TEXTS.tooDeep;
    if (++nodes > DOCUMENT_LIMITS.maxNodes) return DOCUMENT_TEXTS.tooManyNodes;
    if (typeof node.text === 'string') {
      text += node.text.length;
      if (text > DOCUMENT_LIMITS.maxTextChars) return DOCUMENT_TEXTS.tooMuchText;
    }
    if (Array.isArray(node.content)) for (const child of node.content) stack.push({ node: child, depth: depth + 1 });
  }
  return null;
}

class Builder {
  readonly dropped: string[] = [];
  readonly imageIds: number[] = [];

  drop(what: string): void {
    if (this.dropped.length < 50 && !this.dropped.includes(what)) this.dropped.push(what);
  }

  /** Attributes other than `allowed` are noted as dropped. */
  private checkAttrs(type: string, attrs: unknown, allowed: readonly string[]): Raw {
    if (attrs === undefined || attrs === null) return {};
    if (!isObject(attrs)) {
      this.drop(`attributes of ${type}`);
      return {};
    }
    for (const key of Object.keys(attrs)) if (!allowed.includes(key)) this.drop(`attribute ${type}.${key}`);
    return attrs;
  }

  private align(type: string, value: unknown): TextAlign | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string' && (TEXT_ALIGNS as readonly string[]).includes(value)) return value as TextAlign;
    this.drop(`attribute ${type}.textAlign`);
    return undefined;
  }

  private marks(raw: unknown): Mark[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.drop('marks');
      return [];
    }
    const out: Mark[] = [];
    for (const m of raw) {
      const type = isObject(m) ? m.type : undefined;
      if (typeof type === 'string' && (MARKS as readonly string[]).includes(type)) {
        if (isObject(m) && m.attrs !== undefined && m.attrs !== null) this.drop(`attributes of mark ${type}`);
        if (!out.some((x) => x.type === type)) out.push({ type: type as MarkType });
      } else this.drop(`mark ${typeof type === 'string' ? type.slice(0, 40) : 'without a type'}`);
    }
    // One order, so that equal formatting compares equal.
    return out.sort((a, b) => MARKS.indexOf(a.type) - MARKS.indexOf(b.type));
  }

  /** The document itself carries no attributes. */
  docAttrs(attrs: unknown): void {
    this.checkAttrs('doc', attrs, []);
  }

  /** Inline content: text and line breaks; anything else is dropped. */
  inline(raw: unknown, parent: string): InlineNode[] {
    if (!Array.isArray(raw)) return [];
    const out: InlineNode[] = [];
    for (const node of raw) {
      const type = isObject(node) ? node.type : undefined;
      if (type === 'text' && isObject(node)) {
        const text = typeof node.text === 'string' ? node.text.replace(CONTROL, '') : '';
        if (!text) continue;
        this.checkAttrs('text', node.attrs, []);
        const marks = this.marks(node.marks);
        out.push(marks.length ? { type: 'text', text, marks } : { type: 'text', text });
      } else if (type === 'hardBreak' && isObject(node)) {
        this.checkAttrs('hardBreak', node.attrs, []);
        out.push({ type: 'hardBreak' });
      } else this.drop(`node ${typeof type === 'string' ? type.slice(0, 40) : 'without a type'} in ${parent}`);
    }
    return out;
  }

  /** Block content (of the document, a quote, a list item); stray text is gathered into paragraphs. */
  blocks(raw: unknown, parent: string): BlockNode[] {
    if (!Array.isArray(raw)) return [];
    const out: BlockNode[] = [];
    let loose: unknown[] = [];
    const flush = () => {
      if (!loose.length) return;
      const content = this.inline(loose, parent);
      if (content.length) out.push({ type: 'paragraph', content });
      loose = [];
    };
    for (const node of raw) {
      const type = isObject(node) ? node.type : undefined;
      if (type === 'text' || type === 'hardBreak') {
        loose.push(node);
        continue;
      }
      flush();
      const block = isObject(node) ? this.block(node) : null;
      if (block) out.push(block);
      else if (!isObject(node) || !['paragraph', 'heading', 'blockquote', 'bulletList', 'orderedList', 'image'].includes(String(type))) {
        this.drop(`node ${typeof type === 'string' ? type.slice(0, 40) : 'without a type'} in ${parent}`);
      }
    }
    flush();
    return out;
  }

  private block(node: Raw): BlockNode | null {
    switch (node.type) {
      case 'paragraph': {
        const attrs = this.checkAttrs('paragraph', node.attrs, ['textAlign']);
        const textAlign = this.align('paragraph', attrs.textAlign);
        const content = this.inline(node.content, 'paragraph');
        return { type: 'paragraph', ...(textAlign ? { attrs: { textAlign } } : {}), ...(content.length ? { content } : {}) };
      }
      case 'heading': {
        const attrs = this.checkAttrs('heading', node.attrs, ['textAlign', 'level']);
        const textAlign = this.align('heading', attrs.textAlign);
        const content = this.inline(node.content, 'heading');
        const level = attrs.level;
        if (level !== 1 && level !== 2 && level !== 3) {
          // Another level is kept as text, without the heading.
          this.drop('attribute heading.level');
          return { type: 'paragraph', ...(textAlign ? { attrs: { textAlign } } : {}), ...(content.length ? { content } : {}) };
        }
        return { type: 'heading', attrs: textAlign ? { level, textAlign } : { level }, ...(content.length ? { content } : {}) };
      }
      case 'blockquote': {
        this.checkAttrs('blockquote', node.attrs, []);
        const content = this.blocks(node.content, 'blockquote');
        return { type: 'blockquote', content: content.length ? content : [{ type: 'paragraph' }] };
      }
      case 'bulletList':
      case 'orderedList': {
        const type = node.type;
        const attrs = this.checkAttrs(type, node.attrs, type === 'orderedList' ? ['start'] : []);
        const items = this.listItems(node.content, type);
        if (!items.length) {
          this.drop(`empty ${type}`);
          return null;
        }
        if (type === 'bulletList') return { type, content: items };
        const start = attrs.start;
        const valid = typeof start === 'number' && Number.isInteger(start) && start >= 0 && start <= 100_000;
        if (start !== undefined && start !== null && !valid) this.drop('attribute orderedList.start');
        return valid && start !== 1 ? { type, attrs: { start }, content: items } : { type, content: items };
      }
      case 'image': {
        const attrs = this.checkAttrs('image', node.attrs, ['src', 'alt']);
        const id = mediaIdOf(attrs.src);
        if (id === null) {
          this.drop('image whose src is not an uploaded image');
          return null;
        }
        if (!this.imageIds.includes(id)) this.imageIds.push(id);
        const alt = typeof attrs.alt === 'string' ? attrs.alt.replace(CONTROL, '').trim().slice(0, DOCUMENT_LIMITS.maxAltChars) : '';
        return { type: 'image', attrs: alt ? { src: mediaUrl(id), alt } : { src: mediaUrl(id) } };
      }
      default:
        return null;
    }
  }

  private listItems(raw: unknown, parent: string): ListItemNode[] {
    if (!Array.isArray(raw)) return [];
    const out: ListItemNode[] = [];
    for (const node of raw) {
      if (!isObject(node) || node.type !== 'listItem') {
        this.drop(`node ${isObject(node) && typeof node.type === 'string' ? node.type.slice(0, 40) : 'without a type'} in ${parent}`);
        continue;
      }
      this.checkAttrs('listItem', node.attrs, []);
      const content = this.blocks(node.content, 'listItem');
      // The editor's list item begins with a paragraph.
      if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
      out.push({ type: 'listItem', content });
    }
    return out;
  }
}

/** The allow-listed document rebuilt from what was sent, or why it cannot be one. */
export function sanitizeDocument(input: unknown): SanitizeResult {
  if (!isObject(input) || input.type !== 'doc' || !Array.isArray(input.content)) return { ok: false, error: DOCUMENT_TEXTS.notADocument };
  // Depth first, without recursion: serialising a thousands-deep tree would overflow the stack.
  const problem = measure(input);
  if (problem) return { ok: false, error: problem };
  let json: string;
  try {
    json = JSON.stringify(input);
  } catch {
    // Deep nesting outside `content` (in attributes), or a cycle.
    return { ok: false, error: DOCUMENT_TEXTS.tooDeep };
  }
  if (json.length > DOCUMENT_LIMITS.maxJsonChars) return { ok: false, error: DOCUMENT_TEXTS.tooBig };
  const b = new Builder();
  b.docAttrs(input.attrs);
  const content = b.blocks(input.content, 'doc');
  if (b.imageIds.length > DOCUMENT_LIMITS.maxImages) return { ok: false, error: DOCUMENT_TEXTS.tooManyImages };
  return { ok: true, doc: { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] }, imageIds: b.imageIds, dropped: b.dropped };
}

/** Whether a document says nothing: no text but white space, and no image. */
export function isEmptyDocument(doc: InsightDocument): boolean {
  let empty = true;
  const walk = (blocks: BlockNode[]) => {
    for (const b of blocks) {
      if (!empty) return;
      if (b.type === 'image') empty = false;
      else if (b.type === 'paragraph' || b.type === 'heading') {
        if ((b.content ?? []).some((n) => n.type === 'text' && n.text.trim())) empty = false;
      } else if (b.type === 'blockquote') walk(b.content);
      else for (const item of b.content) walk(item.content);
    }
  };
  walk(doc.content);
  return empty;
}
