/**
 * The roadmap document's allow-list (domain/insights/document.ts): what the editor makes survives
 * unchanged; scripts, event handlers, styles, links, unknown nodes and marks, foreign image
 * sources are dropped; what is not a document, too big or too deep is refused with a text.
 */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, DOCUMENT_TEXTS, isEmptyDocument, mediaIdOf, mediaUrl, sanitizeDocument, type InsightDocument } from '../../../domain/insights/document';
import { IMAGE_TEXTS, MAX_IMAGE_BYTES, decodeImage, imageTypeOf } from '../../../domain/insights/images';

const text = (t: string, ...marks: string[]) => (marks.length ? { type: 'text', text: t, marks: marks.map((type) => ({ type })) } : { type: 'text', text: t });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

function ok(input: unknown) {
  const r = sanitizeDocument(input);
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  return r;
}

function refused(input: unknown): string {
  const r = sanitizeDocument(input);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

describe('the roadmap document allow-list', () => {
  it('keeps what the editor makes, exactly', () => {
    const editor: InsightDocument = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [{ type: 'text', text: 'Q3 plan' }] },
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Rates' }] },
        {
          type: 'paragraph',
          attrs: { textAlign: 'justify' },
          content: [
            { type: 'text', text: 'Go ' },
            { type: 'text', text: 'long', marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'duration' },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quote' }] }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }, { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'b' }] }] }] }] }] },
        { type: 'image', attrs: { src: mediaUrl(7), alt: 'Curve' } },
        { type: 'paragraph' },
      ],
    };
    const r = ok(editor);
    expect(r.doc).toEqual(editor);
    expect(r.imageIds).toEqual([7]);
    expect(r.dropped).toEqual([]);
  });

  it('comes back inert from a <script> node, an onerror attribute and their friends, keeping the formatting and the image', () => {
    const r = ok(
      doc(
        { type: 'script', attrs: { src: 'https://evil.example/x.js' }, content: [text('alert(1)')] },
        { type: 'heading', attrs: { level: 2, onclick: 'alert(1)' }, content: [text('<script>alert("x")</script>', 'bold')] },
        { type: 'image', attrs: { src: mediaUrl(12), onerror: 'alert(1)', style: 'position:fixed', width: 9999 } },
        { type: 'bulletList', content: [{ type: 'listItem', attrs: { class: 'x' }, content: [p(text('one', 'italic'))] }] },
        { type: 'paragraph', attrs: { textAlign: 'center', style: 'color:red', 'data-x': '1' }, content: [text('centred')] },
      ),
    );
    const json = JSON.stringify(r.doc);
    expect(json).not.toMatch(/script"|onerror|onclick|style|class|evil|width|data-x/);
    expect(r.doc.content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '<script>alert("x")</script>', marks: [{ type: 'bold' }] }] },
      { type: 'image', attrs: { src: mediaUrl(12) } },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one', marks: [{ type: 'italic' }] }] }] }] },
      { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: 'centred' }] },
    ]);
    expect(r.dropped).toEqual(expect.arrayContaining(['node script in doc', 'attribute heading.onclick', 'attribute image.onerror', 'attribute image.style', 'attribute paragraph.style']));
  });

  it('drops images that are not the media route of an uploaded image', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://evil.example/a.png',
      '//evil.example/a.png',
      '/api/insights/media/7?x=1',
      '/api/insights/media/7/../../auth',
      '/api/insights/media/0',
      '/api/insights/media/-1',
      ' /api/insights/media/7',
      42,
      null,
    ]) {
      const r = ok(doc({ type: 'image', attrs: { src } }, p(text('kept'))));
      expect(r.doc.content, String(src)).toEqual([p(text('kept'))]);
      expect(r.imageIds).toEqual([]);
    }
    expect(mediaIdOf('/api/insights/media/15')).toBe(15);
  });

  it('drops unknown marks and every mark attribute, and keeps each mark once in one order', () => {
    const r = ok(
      doc(
        p(
          { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }, { type: 'underline' }, { type: 'bold', attrs: { onclick: 'y' } }, { type: 'bold' }, { type: 'textStyle', attrs: { color: 'red' } }, 'italic', { type: 'code' }] },
        ),
      ),
    );
    expect(r.doc.content).toEqual([p({ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'underline' }] })]);
  });

  it('keeps only the allowed attribute values', () => {
    const r = ok(
      doc(
        { type: 'paragraph', attrs: { textAlign: 'expression(alert(1))' }, content: [text('a')] },
        { type: 'heading', attrs: { level: 6 }, content: [text('six')] },
        { type: 'heading', attrs: { level: '1' }, content: [text('text level')] },
        { type: 'orderedList', attrs: { start: 1e9 }, content: [{ type: 'listItem', content: [p(text('n'))] }] },
        { type: 'image', attrs: { src: mediaUrl(3), alt: `  ${'a'.repeat(500)}\u0000` } },
      ),
    );
    expect(r.doc.content[0]).toEqual(p(text('a')));
    expect(r.doc.content[1]).toEqual(p(text('six')));
    expect(r.doc.content[2]).toEqual(p(text('text level')));
    expect(r.doc.content[3]).toEqual({ type: 'orderedList', content: [{ type: 'listItem', content: [p(text('n'))] }] });
    expect(r.doc.content[4]).toEqual({ type: 'image', attrs: { src: mediaUrl(3), alt: 'a'.repeat(DOCUMENT_LIMITS.maxAltChars) } });
  });

  it('repairs the shape: stray text in paragraphs, lists hold list items, list items begin with a paragraph, no empty text', () => {
    const r = ok(
      doc(
        text('loose '),
        text('words', 'bold'),
        { type: 'bulletList', content: [p(text('not an item')), { type: 'listItem', content: [{ type: 'blockquote', content: [p(text('q'))] }] }] },
        { type: 'bulletList', content: [] },
        { type: 'blockquote', content: [] },
        p(text(''), { type: 'paragraph', content: [text('nested')] }, { type: 'image', attrs: { src: mediaUrl(1) } }),
      ),
    );
    expect(r.doc.content).toEqual([
      p(text('loose '), text('words', 'bold')),
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }, { type: 'blockquote', content: [p(text('q'))] }] }] },
      { type: 'blockquote', content: [{ type: 'paragraph' }] },
      { type: 'paragraph' },
    ]);
  });

  it('removes control characters from text', () => {
    const r = ok(doc(p(text('a\u0000b\u0007c\td'))));
    expect(r.doc.content).toEqual([p(text('abc\td'))]);
  });

  it('refuses what is not a document', () => {
    for (const input of [null, 'text', 42, [], { type: 'paragraph', content: [] }, { type: 'doc' }, { type: 'doc', content: 'x' }, { content: [] }]) {
      expect(refused(input), JSON.stringify(input)).toBe(DOCUMENT_TEXTS.notADocument);
    }
  });

  it('refuses deep nesting, too many nodes, too much text, too many images and a huge document', () => {
    let deep: Record<string, unknown> = p(text('bottom'));
    for (let k = 0; k < 5000; k++) deep = { type: 'blockquote', content: [deep] };
    expect(refused(doc(deep))).toBe(DOCUMENT_TEXTS.tooDeep);
    let fine: Record<string, unknown> = p(text('bottom'));
    for (let k = 0; k < DOCUMENT_LIMITS.maxDepth - 3; k++) fine = { type: 'blockquote', content: [fine] };
    expect(sanitizeDocument(doc(fine)).ok).toBe(true);

    expect(refused(doc(...Array.from({ length: DOCUMENT_LIMITS.maxNodes }, () => ({ type: 'hardBreak' }))))).toBe(DOCUMENT_TEXTS.tooManyNodes);
    expect(refused(doc(p(text('x'.repeat(DOCUMENT_LIMITS.maxTextChars + 1)))))).toBe(DOCUMENT_TEXTS.tooMuchText);
    expect(sanitizeDocument(doc(p(text('x'.repeat(DOCUMENT_LIMITS.maxTextChars))))).ok).toBe(true);
    expect(refused(doc(...Array.from({ length: DOCUMENT_LIMITS.maxImages + 1 }, (_, k) => ({ type: 'image', attrs: { src: mediaUrl(k + 1) } }))))).toBe(DOCUMENT_TEXTS.tooManyImages);
    // Bulk in attributes the allow-list would drop still counts against the size.
    expect(refused(doc({ type: 'paragraph', attrs: { junk: 'x'.repeat(DOCUMENT_LIMITS.maxJsonChars) } }))).toBe(DOCUMENT_TEXTS.tooBig);
  });

  it('tells an empty document', () => {
    expect(isEmptyDocument(ok(doc(p(text('  ')), { type: 'bulletList', content: [{ type: 'listItem', content: [p()] }] })).doc)).toBe(true);
    expect(isEmptyDocument(ok(doc({ type: 'image', attrs: { src: mediaUrl(1) } })).doc)).toBe(false);
    expect(isEmptyDocument(ok(doc({ type: 'blockquote', content: [p(text('x'))] })).doc)).toBe(false);
  });
});

describe('roadmap images', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
  const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

  it('tells PNG and JPEG by their bytes, nothing else', () => {
    expect(imageTypeOf(new Uint8Array(png))).toBe('image/png');
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('<svg/>'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('decodes base64 and data URLs within 1 MB', () => {
    expect(decodeImage(b64(png))).toMatchObject({ ok: true, type: 'image/png' });
    expect(decodeImage(`data:image/jpeg;base64,${b64(png)}`)).toMatchObject({ ok: true, type: 'image/png' });
    expect(decodeImage('')).toEqual({ ok: false, error: IMAGE_TEXTS.empty });
    expect(decodeImage('@@@')).toEqual({ ok: false, error: IMAGE_TEXTS.notBase64 });
    expect(decodeImage(b64([1, 2, 3, 4]))).toEqual({ ok: false, error: IMAGE_TEXTS.wrongType });
    const big = 'A'.repeat(Math.ceil(((MAX_IMAGE_BYTES + 3) * 4) / 3 / 4) * 4);
    expect(decodeImage(big)).toEqual({ ok: false, error: IMAGE_TEXTS.tooBig });
  });
});
