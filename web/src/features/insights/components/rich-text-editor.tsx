/**
 * The roadmap item's rich-text editor (tiptap 3 on ProseMirror): bold, italic, underline,
 * headings 1–3, quote, bulleted and numbered lists, alignment, and images uploaded to the
 * server (PNG or JPEG up to 1 MB). Only what the server's allow-list keeps is switched on
 * (no code, strike, links or rules), and the document leaves through `storedDocument`, which
 * points each image at its media route. This module is loaded only by the insights screen.
 */
import { Flex, IconButton, Separator, Text, Tooltip } from '@radix-ui/themes';
import {
  FontBoldIcon,
  FontItalicIcon,
  ImageIcon,
  ListBulletIcon,
  QuoteIcon,
  TextAlignCenterIcon,
  TextAlignJustifyIcon,
  TextAlignLeftIcon,
  TextAlignRightIcon,
  UnderlineIcon,
} from '@radix-ui/react-icons';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { mediaUrl, type InsightDocument } from '@domain/insights/document';
import { pickImage } from './image-picker';

/** The uploaded image's id rides on the node; the local object URL only shows it while editing. */
const UploadedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      imageId: {
        default: null,
        parseHTML: (el: HTMLElement) => {
          const v = Number(el.getAttribute('data-image-id'));
          return Number.isInteger(v) && v > 0 ? v : null;
        },
        renderHTML: (attrs: { imageId?: number | null }) => (attrs.imageId ? { 'data-image-id': String(attrs.imageId) } : {}),
      },
    };
  },
});

/** The editor's JSON as the server stores it: images by their media route (unuploaded ones left out), no empty attributes. */
export function storedDocument(json: JSONContent): InsightDocument {
  const walk = (node: JSONContent): JSONContent | null => {
    if (node.type === 'image') {
      const id = Number(node.attrs?.imageId);
      if (!Number.isInteger(id) || id <= 0) return null;
      const alt = typeof node.attrs?.alt === 'string' && node.attrs.alt ? { alt: node.attrs.alt } : {};
      return { type: 'image', attrs: { src: mediaUrl(id), ...alt } };
    }
    const out: JSONContent = { type: node.type };
    const attrs = Object.fromEntries(Object.entries(node.attrs ?? {}).filter(([, v]) => v !== null && v !== undefined));
    if (Object.keys(attrs).length) out.attrs = attrs;
    if (node.text !== undefined) out.text = node.text;
    if (node.marks?.length) out.marks = node.marks.map((m) => ({ type: m.type }));
    if (node.content) out.content = node.content.map(walk).filter((n): n is JSONContent => n !== null);
    return out;
  };
  return walk(json) as unknown as InsightDocument;
}

export interface RichTextEditorHandle {
  document(): InsightDocument;
  isEmpty(): boolean;
  clear(): void;
}

function ToolButton({ label, active, onClick, disabled, children }: { label: string; active?: boolean; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip content={label}>
      <IconButton
        type="button"
        size="2"
        variant={active ? 'solid' : 'ghost'}
        color={active ? undefined : 'gray'}
        aria-label={label}
        aria-pressed={active ?? false}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

function HeadingButton({ editor, level, active }: { editor: Editor; level: 1 | 2 | 3; active: boolean }) {
  return (
    <ToolButton label={`Heading ${level}`} active={active} onClick={() => editor.chain().focus().toggleHeading({ level }).run()}>
      <Text size="1" weight="bold">
        H{level}
      </Text>
    </ToolButton>
  );
}

function Toolbar({ editor, onImage, uploading }: { editor: Editor; onImage: () => void; uploading: boolean }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      quote: e.isActive('blockquote'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      justify: e.isActive({ textAlign: 'justify' }),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Flex gap="1" align="center" wrap="wrap" p="2" className="insights-toolbar" role="toolbar" aria-label="Formatting">
      <ToolButton label="Bold" active={s.bold} onClick={() => chain().toggleBold().run()}>
        <FontBoldIcon />
      </ToolButton>
      <ToolButton label="Italic" active={s.italic} onClick={() => chain().toggleItalic().run()}>
        <FontItalicIcon />
      </ToolButton>
      <ToolButton label="Underline" active={s.underline} onClick={() => chain().toggleUnderline().run()}>
        <UnderlineIcon />
      </ToolButton>
      <Separator orientation="vertical" mx="1" />
      <HeadingButton editor={editor} level={1} active={s.h1} />
      <HeadingButton editor={editor} level={2} active={s.h2} />
      <HeadingButton editor={editor} level={3} active={s.h3} />
      <Separator orientation="vertical" mx="1" />
      <ToolButton label="Quote" active={s.quote} onClick={() => chain().toggleBlockquote().run()}>
        <QuoteIcon />
      </ToolButton>
      <ToolButton label="Bulleted list" active={s.bullets} onClick={() => chain().toggleBulletList().run()}>
        <ListBulletIcon />
      </ToolButton>
      <ToolButton label="Numbered list" active={s.numbers} onClick={() => chain().toggleOrderedList().run()}>
        <Text size="1" weight="bold">
          1.
        </Text>
      </ToolButton>
      <Separator orientation="vertical" mx="1" />
      <ToolButton label="Align left" active={s.left} onClick={() => chain().setTextAlign('left').run()}>
        <TextAlignLeftIcon />
      </ToolButton>
      <ToolButton label="Align center" active={s.center} onClick={() => chain().setTextAlign('center').run()}>
        <TextAlignCenterIcon />
      </ToolButton>
      <ToolButton label="Align right" active={s.right} onClick={() => chain().setTextAlign('right').run()}>
        <TextAlignRightIcon />
      </ToolButton>
      <ToolButton label="Justify" active={s.justify} onClick={() => chain().setTextAlign('justify').run()}>
        <TextAlignJustifyIcon />
      </ToolButton>
      <Separator orientation="vertical" mx="1" />
      <ToolButton label={uploading ? 'Uploading image…' : 'Insert image (PNG or JPEG, at most 1 MB)'} onClick={onImage} disabled={uploading}>
        <ImageIcon />
      </ToolButton>
    </Flex>
  );
}

export function RichTextEditor({
  ref,
  sessionId,
  onError,
  onChange,
}: {
  ref: Ref<RichTextEditorHandle>;
  sessionId: number;
  onError: (message: string | null) => void;
  onChange?: () => void;
}) {
  const [uploading, setUploading] = useState(false);
  const objectUrls = useRef<string[]>([]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3] }, code: false, codeBlock: false, strike: false, horizontalRule: false, link: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
      UploadedImage.configure({ inline: false, allowBase64: false }),
    ],
    editorProps: { attributes: { class: 'insights-doc insights-editor-content', 'aria-label': 'Roadmap item text', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: () => onChange?.(),
  });

  useImperativeHandle(
    ref,
    () => ({
      document: () => storedDocument(editor.getJSON()),
      isEmpty: () => editor.isEmpty,
      clear: () => {
        editor.commands.clearContent(true);
        for (const url of objectUrls.current) URL.revokeObjectURL(url);
        objectUrls.current = [];
      },
    }),
    [editor],
  );

  const insertImage = async () => {
    const picked = await pickImage(sessionId, setUploading);
    if (!picked) return;
    if ('error' in picked) {
      onError(picked.error);
      return;
    }
    onError(null);
    objectUrls.current.push(picked.localUrl);
    editor
      .chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src: picked.localUrl, alt: picked.name, imageId: picked.id } })
      .run();
  };

  return (
    <div className="insights-editor">
      <Toolbar editor={editor} onImage={() => void insertImage()} uploading={uploading} />
      <EditorContent editor={editor} />
    </div>
  );
}
