/**
 * The insights report's PDF (issue 14, spec 001 §2 "Insights"): under the player's portfolio
 * name, the portfolio valued now (summary, positions with value and PnL, cash) and the roadmap
 * in time order, each entry with its date and person and its document drawn as far as the
 * standard fonts allow (headings, bold, italic, underline, quotes, bulleted and numbered lists,
 * alignment, line breaks) with its images embedded; layout 2 puts its image beside the text.
 * Drawn with the platform's PDF kit (platform/pdf) in vectors and standard fonts: it runs in the
 * session object, which has no canvas.
 */
import { StandardFonts, type PDFFont, type PDFImage, type RGB } from 'pdf-lib';
import { PDF_COLORS, PdfFlow, toneOf, winAnsiSafe, type TableRow } from '../../../../platform/pdf';
import type { RoadmapItem } from '../../../../domain/contracts/insights';
import { LAYOUT_LABELS } from '../../../../domain/contracts/insights';
import type { BlockNode, InlineNode, InsightDocument, TextAlign } from '../../../../domain/insights/document';
import { mediaIdOf } from '../../../../domain/insights/document';
import { formatDate, formatMoney, formatNumber, formatPercent, formatSignedMoney } from '../../../../domain/format';

export interface PdfPosition {
  name: string;
  ric: string;
  quantity: number;
  avg_open_price: number;
  market_price: number;
  /** Reporting currency. */
  value: number;
  unrealized_pnl: number;
  realized_pnl: number;
}

export interface InsightsPdfInput {
  portfolio_name: string;
  player_name: string;
  session_id: number;
  person: string;
  created_at: number;
  reporting_currency: string;
  summary: { market_value: number; portfolio_return: number; pnl: number; fx_pnl: number; initial_aum: number };
  positions: PdfPosition[];
  wallets: { currency: string; amount: number }[];
  items: RoadmapItem[];
  /** An image of the player's by id, or null when it is gone. */
  image: (id: number) => Promise<{ content_type: string; bytes: Uint8Array } | null>;
}

/** Images embedded in one report, in bytes: beyond it an image is named, not drawn. */
export const MAX_REPORT_IMAGE_BYTES = 16 * 1024 * 1024;

const signedPercent = (percent: number) => {
  const text = formatPercent(percent / 100, 2);
  return percent > 0 && /[1-9]/.test(text) ? `+${text}` : text;
};

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; boldItalic: PDFFont };
type Style = { bold: boolean; italic: boolean; underline: boolean };
type Word = { text: string; style: Style; width: number; space: number } | { br: true };

class RichText {
  private embeddedBytes = 0;
  private readonly cache = new Map<number, PDFImage | null>();

  constructor(
    private readonly pdf: PdfFlow,
    private readonly fonts: Fonts,
    private readonly image: InsightsPdfInput['image'],
  ) {}

  private font(s: Style): PDFFont {
    if (s.bold && s.italic) return this.fonts.boldItalic;
    if (s.bold) return this.fonts.bold;
    if (s.italic) return this.fonts.italic;
    return this.fonts.regular;
  }

  /** The top of the cursor, from the page's top. */
  get cursor(): number {
    return this.pdf.pageHeight - this.pdf.y;
  }

  async embedded(id: number): Promise<PDFImage | null> {
    if (this.cache.has(id)) return this.cache.get(id)!;
    let result: PDFImage | null = null;
    const found = await this.image(id);
    if (found && this.embeddedBytes + found.bytes.length <= MAX_REPORT_IMAGE_BYTES) {
      try {
        result = found.content_type === 'image/png' ? await this.pdf.doc.embedPng(found.bytes) : await this.pdf.doc.embedJpg(found.bytes);
        this.embeddedBytes += found.bytes.length;
      } catch {
        result = null;
      }
    }
    this.cache.set(id, result);
    return result;
  }

  /** Words with their style and width; line breaks as their own entries. */
  private words(content: InlineNode[] | undefined, size: number, base: Partial<Style>): Word[] {
    const out: Word[] = [];
    for (const node of content ?? []) {
      if (node.type === 'hardBreak') {
        out.push({ br: true });
        continue;
      }
      const marks = new Set((node.marks ?? []).map((m) => m.type));
      const style: Style = { bold: base.bold || marks.has('bold'), italic: base.italic || marks.has('italic'), underline: marks.has('underline') };
      const font = this.font(style);
      const text = winAnsiSafe(node.text.replace(/\n/g, ' '));
      // Split keeping where the spaces were, so that "bold" + "ly" stays one word.
      for (const part of text.split(/( +)/)) {
        if (!part) continue;
        if (/^ +$/.test(part)) {
          const last = out[out.length - 1];
          if (last && !('br' in last)) last.space = font.widthOfTextAtSize(' ', size);
          continue;
        }
        out.push({ text: part, style, width: font.widthOfTextAtSize(part, size), space: 0 });
      }
    }
    return out;
  }

  /** Wrapped, styled, aligned text in the column [x, x + width]. */
  inline(content: InlineNode[] | undefined, x: number, width: number, o: { size: number; align?: TextAlign; color?: RGB; bold?: boolean; italic?: boolean; bar?: number[] }): void {
    const size = o.size;
    const leading = size * 1.35;
    const words = this.words(content, size, { bold: o.bold, italic: o.italic });
    const lines: Word[][] = [];
    let line: Word[] = [];
    let used = 0;
    for (const w of words) {
      if ('br' in w) {
        lines.push(line);
        line = [];
        used = 0;
        continue;
      }
      const prevSpace = line.length ? (line[line.length - 1] as Exclude<Word, { br: true }>).space : 0;
      if (line.length && used + prevSpace + w.width > width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      used += (line.length ? prevSpace : 0) + Math.min(w.width, width);
      line.push(w);
    }
    lines.push(line);
    lines.forEach((ln, k) => {
      this.pdf.ensure(leading);
      const top = this.cursor;
      const items = ln as Exclude<Word, { br: true }>[];
      const natural = items.reduce((s, w, j) => s + w.width + (j < items.length - 1 ? w.space : 0), 0);
      const gaps = items.slice(0, -1).filter((w) => w.space > 0).length;
      const lastLine = k === lines.length - 1;
      let cx = x;
      let extra = 0;
      if (o.align === 'center') cx = x + Math.max(0, (width - natural) / 2);
      else if (o.align === 'right') cx = x + Math.max(0, width - natural);
      else if (o.align === 'justify' && !lastLine && gaps > 0 && natural < width) extra = (width - natural) / gaps;
      const baseline = this.pdf.pageHeight - top - size * 0.8;
      for (const [j, w] of items.entries()) {
        const font = this.font(w.style);
        const text = w.width > width ? w.text.slice(0, Math.max(1, Math.floor((w.text.length * width) / w.width))) : w.text;
        this.pdf.page.drawText(text, { x: cx, y: baseline, size, font, color: o.color ?? PDF_COLORS.text });
        const drawn = font.widthOfTextAtSize(text, size);
        const gap = j < items.length - 1 ? w.space + (w.space > 0 ? extra : 0) : 0;
        // Underline runs under the word and on into the space when the next word is underlined too.
        if (w.style.underline) {
          const next = items[j + 1];
          const through = next?.style.underline ? gap : 0;
          this.pdf.page.drawLine({ start: { x: cx, y: baseline - size * 0.12 }, end: { x: cx + drawn + through, y: baseline - size * 0.12 }, thickness: size * 0.06, color: o.color ?? PDF_COLORS.text });
        }
        cx += drawn + gap;
      }
      for (const barX of o.bar ?? []) {
        this.pdf.page.drawLine({ start: { x: barX, y: this.pdf.pageHeight - top + 1 }, end: { x: barX, y: this.pdf.pageHeight - top - leading + 1 }, thickness: 2, color: PDF_COLORS.rule });
      }
      this.pdf.space(leading);
    });
  }

  async drawImage(id: number | null, x: number, width: number, maxHeight: number, bar: number[] = []): Promise<void> {
    const img = id === null ? null : await this.embedded(id);
    if (!img) {
      this.inline([{ type: 'text', text: '[image not included]' }], x, width, { size: 8.5, color: PDF_COLORS.muted, italic: true, bar });
      return;
    }
    const scale = Math.min(1, width / img.width, maxHeight / img.height);
    const w = img.width * scale;
    const h = img.height * scale;
    const top = this.pdf.reserve(h + 6);
    this.pdf.page.drawImage(img, { x, y: this.pdf.pageHeight - top - h, width: w, height: h });
  }

  /** A document's blocks in the column [x, x + width]; quotes draw a bar at their left. */
  async blocks(blocks: BlockNode[], x: number, width: number, bar: number[] = []): Promise<void> {
    for (const b of blocks) {
      switch (b.type) {
        case 'paragraph':
          this.inline(b.content, x, width, { size: 9.5, align: b.attrs?.textAlign, bar });
          this.pdf.space(3);
          break;
        case 'heading': {
          const size = b.attrs.level === 1 ? 15 : b.attrs.level === 2 ? 12.5 : 11;
          this.pdf.space(4);
          this.pdf.ensure(size * 1.35 + 20);
          this.inline(b.content, x, width, { size, align: b.attrs.textAlign, bold: true, bar });
          this.pdf.space(2);
          break;
        }
        case 'blockquote':
          await this.blocks(b.content, x + 12, width - 12, [...bar, x + 3]);
          break;
        case 'bulletList':
        case 'orderedList': {
          const start = b.type === 'orderedList' ? (b.attrs?.start ?? 1) : 1;
          for (const [k, item] of b.content.entries()) {
            this.pdf.ensure(9.5 * 1.35);
            const marker = b.type === 'bulletList' ? '•' : `${start + k}.`;
            const top = this.cursor;
            this.pdf.page.drawText(marker, { x: x + 2, y: this.pdf.pageHeight - top - 9.5 * 0.8, size: 9.5, font: this.fonts.regular, color: PDF_COLORS.text });
            await this.blocks(item.content, x + 16, width - 16, bar);
          }
          break;
        }
        case 'image':
          await this.drawImage(mediaIdOf(b.attrs.src), x, width, 300, bar);
          break;
      }
    }
  }
}

async function roadmapItem(pdf: PdfFlow, rich: RichText, item: RoadmapItem): Promise<void> {
  pdf.ensure(80);
  pdf.heading(`${formatDate(item.timestamp, { time: true })} UTC  \u2014  ${item.person}`, 2, 40);
  pdf.paragraph(`Layout ${item.layout}: ${LAYOUT_LABELS[item.layout]}`, { size: 7.5, color: PDF_COLORS.muted });
  pdf.space(2);
  const doc: InsightDocument = item.content;
  if (item.layout === 2) {
    // The text in the left column, the image beside it on the right, both from the same top.
    const gap = 14;
    const imageWidth = pdf.contentWidth * 0.4;
    const textWidth = pdf.contentWidth - imageWidth - gap;
    const img = item.image_id === null ? null : await rich.embedded(item.image_id);
    const h = img ? img.height * Math.min(1, imageWidth / img.width, 260 / img.height) : 0;
    pdf.ensure(Math.min(h, 260) + 6);
    const page = pdf.page;
    const top = rich.cursor;
    if (img) {
      const w = img.width * (h / img.height);
      page.drawImage(img, { x: pdf.left + textWidth + gap + (imageWidth - w), y: pdf.pageHeight - top - h, width: w, height: h });
    }
    await rich.blocks(doc.content, pdf.left, textWidth);
    if (pdf.page === page && rich.cursor < top + h + 6) pdf.space(top + h + 6 - rich.cursor);
    if (!img && item.image_id !== null) pdf.paragraph('[image not included]', { size: 8.5, color: PDF_COLORS.muted });
  } else {
    await rich.blocks(doc.content, pdf.left, pdf.contentWidth);
  }
  pdf.space(6);
  pdf.rule(PDF_COLORS.grid);
  pdf.space(8);
}

/** The report's PDF file. */
export async function insightsPdf(input: InsightsPdfInput): Promise<Uint8Array> {
  const title = input.portfolio_name;
  const pdf = await PdfFlow.create({
    title: `Insights report: ${title}`,
    subject: `Session ${input.session_id}, ${input.player_name}`,
    author: input.person,
    createdAt: new Date(input.created_at),
    footer: (n, of) => `${title}  \u00b7  Insights report  \u00b7  Page ${n} of ${of}`,
  });
  const [italic, boldItalic] = await Promise.all([pdf.doc.embedFont(StandardFonts.HelveticaOblique), pdf.doc.embedFont(StandardFonts.HelveticaBoldOblique)]);
  const rich = new RichText(pdf, { regular: pdf.regular, bold: pdf.bold, italic, boldItalic }, input.image);
  const ccy = input.reporting_currency;

  pdf.title(title, 'Insights report');
  pdf.definitionList([
    { label: 'Player', value: input.player_name },
    { label: 'Session', value: String(input.session_id) },
    { label: 'Prepared by', value: input.person },
    { label: 'Created', value: `${formatDate(input.created_at, { time: true })} UTC` },
    { label: 'Reporting currency', value: ccy },
  ]);

  pdf.heading('Portfolio');
  const s = input.summary;
  pdf.keyValues(
    [
      { label: 'Market value', value: formatMoney(s.market_value, ccy) },
      { label: 'Return', value: signedPercent(s.portfolio_return), tone: toneOf(s.portfolio_return) },
      { label: 'Positions PnL', value: formatSignedMoney(s.pnl, ccy), tone: toneOf(s.pnl) },
      { label: 'FX PnL', value: formatSignedMoney(s.fx_pnl, ccy), tone: toneOf(s.fx_pnl) },
    ],
    { columns: 4 },
  );
  const rows: TableRow[] = input.positions.map((p) => ({
    cells: [
      `${p.name} (${p.ric})`,
      formatNumber(p.quantity, { decimals: 4, minDecimals: 0 }),
      formatNumber(p.avg_open_price, { decimals: 4, minDecimals: 2 }),
      formatNumber(p.market_price, { decimals: 4, minDecimals: 2 }),
      formatNumber(p.value, { decimals: 2 }),
      { text: formatSignedMoney(p.unrealized_pnl, ccy).replace(`${ccy} `, ''), tone: toneOf(p.unrealized_pnl) },
      { text: formatSignedMoney(p.realized_pnl, ccy).replace(`${ccy} `, ''), tone: toneOf(p.realized_pnl) },
    ],
  }));
  pdf.heading('Positions', 2);
  pdf.table(
    [
      { header: 'Instrument', width: 3.2 },
      { header: 'Quantity', width: 1.2, align: 'right' },
      { header: 'Avg open', width: 1.2, align: 'right' },
      { header: 'Price', width: 1.2, align: 'right' },
      { header: `Value (${ccy})`, width: 1.5, align: 'right' },
      { header: 'Unrealised PnL', width: 1.5, align: 'right' },
      { header: 'Realised PnL', width: 1.5, align: 'right' },
    ],
    rows,
    { empty: 'No open positions' },
  );
  pdf.heading('Cash', 2);
  pdf.table(
    [
      { header: 'Currency', width: 1 },
      { header: 'Amount', width: 2, align: 'right' },
    ],
    input.wallets.map((w) => ({ cells: [w.currency, { text: formatNumber(w.amount, { decimals: 2 }), tone: w.amount < 0 ? 'loss' : 'default' }] })),
    { empty: 'No cash' },
  );

  pdf.heading('Roadmap');
  if (!input.items.length) pdf.paragraph('No roadmap items yet.', { color: PDF_COLORS.muted });
  for (const item of input.items) await roadmapItem(pdf, rich, item);
  return pdf.save();
}
