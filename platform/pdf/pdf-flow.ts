/**
 * A small flow-layout kit over pdf-lib for the platform's report PDFs (individual report,
 * insights report), all in vectors and the standard fonts so it runs in a Worker (no canvas,
 * no font files). Blocks are laid out top to bottom from a cursor; a block that does not fit
 * the rest of the page starts a new one (tables break between rows and repeat their header).
 * Every string goes through `winAnsiSafe`, so any Unicode name is safe to pass.
 *
 *   const pdf = await PdfFlow.create({ title: 'Individual report', footer: (n, of) => `Page ${n} of ${of}` });
 *   pdf.title('Individual report', 'Ada Lovelace');
 *   pdf.heading('Returns');
 *   pdf.keyValues([{ label: 'Return', value: '+1.25%', tone: 'profit' }], { columns: 4 });
 *   pdf.table([{ header: 'Instrument', width: 3 }, { header: 'PnL', width: 1, align: 'right' }], rows);
 *   barChart(pdf, { bars, formatValue });   // ./bar-chart.ts
 *   const bytes = await pdf.save();
 *
 * Units are PDF points (1/72 inch); y grows upwards in pdf-lib, the cursor hides that.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { winAnsiSafe } from './win-ansi';

export const A4: [number, number] = [595.28, 841.89];

/** The kit's palette: a calm print palette, green for profit and red for loss. */
export const PDF_COLORS = {
  text: rgb(0.11, 0.12, 0.14),
  muted: rgb(0.42, 0.44, 0.48),
  rule: rgb(0.82, 0.83, 0.86),
  grid: rgb(0.91, 0.92, 0.94),
  headerFill: rgb(0.95, 0.96, 0.97),
  zebra: rgb(0.98, 0.98, 0.99),
  accent: rgb(0.24, 0.35, 0.75),
  profit: rgb(0.13, 0.55, 0.29),
  loss: rgb(0.8, 0.16, 0.2),
  lossFill: rgb(0.99, 0.93, 0.93),
} as const;

/** How a value reads: profit green, loss red, muted grey, or the text colour. */
export type Tone = 'profit' | 'loss' | 'muted' | 'default';

export function toneColor(tone: Tone | undefined): RGB {
  if (tone === 'profit') return PDF_COLORS.profit;
  if (tone === 'loss') return PDF_COLORS.loss;
  if (tone === 'muted') return PDF_COLORS.muted;
  return PDF_COLORS.text;
}

/** The tone of a signed figure: profit above zero, loss below, default at zero or unknown. */
export function toneOf(value: number | null | undefined): Tone {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return 'default';
  return value > 0 ? 'profit' : 'loss';
}

export interface FlowOptions {
  /** The document's title (its metadata; `title()` draws the visible one). */
  title: string;
  subject?: string;
  author?: string;
  /** Page size in points; A4 portrait by default. */
  pageSize?: [number, number];
  /** Margin on every side, points (default 48). */
  margin?: number;
  /** Text at the bottom of every page, drawn once the page count is known. */
  footer?: (page: number, pages: number) => string;
  /** Creation date written to the metadata (default now). */
  createdAt?: Date;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Left indent, points. */
  indent?: number;
  /** Line height as a multiple of the size (default 1.3). */
  leading?: number;
}

export interface KeyValue {
  label: string;
  value: string;
  tone?: Tone;
  /** A second, smaller line under the value (e.g. the instrument of a figure). */
  detail?: string;
}

export interface TableColumn {
  header: string;
  /** Relative width: the columns share the content width in proportion. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableCell {
  text: string;
  tone?: Tone;
  bold?: boolean;
}

export interface TableRow {
  cells: (string | TableCell)[];
  /** A full-width line under the row, in red with a warning mark (e.g. why a figure is missing). */
  error?: string | null;
}

export interface TableOptions {
  /** Font size of the cells (default 8). */
  size?: number;
  /** Text under the header when there is no row. */
  empty?: string;
}

export class PdfFlow {
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly margin: number;
  readonly pageWidth: number;
  readonly pageHeight: number;
  private current!: PDFPage;
  /** Distance from the page's top to the cursor. */
  private cursor = 0;
  private readonly footer?: FlowOptions['footer'];

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, o: FlowOptions) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.margin = o.margin ?? 48;
    [this.pageWidth, this.pageHeight] = o.pageSize ?? A4;
    this.footer = o.footer;
    this.newPage();
  }

  static async create(o: FlowOptions): Promise<PdfFlow> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsiSafe(o.title));
    if (o.subject) doc.setSubject(winAnsiSafe(o.subject));
    if (o.author) doc.setAuthor(winAnsiSafe(o.author));
    doc.setCreator('Trading training platform');
    doc.setProducer('pdf-lib');
    const created = o.createdAt ?? new Date();
    doc.setCreationDate(created);
    doc.setModificationDate(created);
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfFlow(doc, regular, bold, o);
  }

  /** The page being drawn on. */
  get page(): PDFPage {
    return this.current;
  }

  /** Width between the margins. */
  get contentWidth(): number {
    return this.pageWidth - 2 * this.margin;
  }

  /** Left edge of the content. */
  get left(): number {
    return this.margin;
  }

  /** The pdf-lib y of the cursor (its baseline is below it). */
  get y(): number {
    return this.pageHeight - this.cursor;
  }

  /** Room left above the bottom margin (the footer lives in the margin). */
  get remaining(): number {
    return this.pageHeight - this.margin - this.cursor;
  }

  newPage(): void {
    this.current = this.doc.addPage([this.pageWidth, this.pageHeight]);
    this.cursor = this.margin;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number): void {
    if (height > this.remaining && this.cursor > this.margin) this.newPage();
  }

  /** Moves the cursor down. */
  space(points: number): void {
    this.cursor += points;
  }

  fontOf(bold?: boolean): PDFFont {
    return bold ? this.bold : this.regular;
  }

  width(text: string, size: number, bold?: boolean): number {
    return this.fontOf(bold).widthOfTextAtSize(winAnsiSafe(text), size);
  }

  /** Draws one line of text with its top at `top` (distance from the page's top). Returns its width. */
  drawText(text: string, x: number, top: number, style: TextStyle & { maxWidth?: number; align?: 'left' | 'right' | 'center' } = {}): number {
    const size = style.size ?? 10;
    const font = this.fontOf(style.bold);
    let safe = winAnsiSafe(text);
    if (style.maxWidth !== undefined) safe = fitText(safe, font, size, style.maxWidth);
    const w = font.widthOfTextAtSize(safe, size);
    const dx = style.align === 'right' ? -w : style.align === 'center' ? -w / 2 : 0;
    this.current.drawText(safe, { x: x + dx, y: this.pageHeight - top - size * 0.8, size, font, color: style.color ?? PDF_COLORS.text });
    return w;
  }

  /** Words of `text` broken into lines no wider than `width`. */
  wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    const font = this.fontOf(bold);
    const lines: string[] = [];
    for (const paragraph of text.split('\n').map(winAnsiSafe)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) {
          line = font.widthOfTextAtSize(next, size) <= width ? next : fitText(next, font, size, width);
        } else {
          lines.push(line);
          line = font.widthOfTextAtSize(word, size) <= width ? word : fitText(word, font, size, width);
        }
      }
      if (line) lines.push(line);
    }
    return lines.length ? lines : [''];
  }

  /** The document's visible title, with an optional subtitle under it and a rule. */
  title(text: string, subtitle?: string): void {
    this.ensure(60);
    this.drawText(text, this.left, this.cursor, { size: 20, bold: true });
    this.cursor += 26;
    if (subtitle) {
      this.drawText(subtitle, this.left, this.cursor, { size: 13, color: PDF_COLORS.accent, bold: true });
      this.cursor += 19;
    }
    this.rule();
    this.cursor += 10;
  }

  /** A section heading (level 1) or a sub-heading (level 2); kept with at least `keepWith` points of what follows. */
  heading(text: string, level: 1 | 2 = 1, keepWith = 60): void {
    const size = level === 1 ? 13 : 10.5;
    this.space(level === 1 ? 10 : 6);
    this.ensure(size * 1.6 + keepWith);
    this.drawText(text, this.left, this.cursor, { size, bold: true, color: level === 1 ? PDF_COLORS.text : PDF_COLORS.muted });
    this.cursor += size * 1.5;
  }

  /** Wrapped text; breaks pages between lines. */
  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 9.5;
    const leading = size * (style.leading ?? 1.3);
    const indent = style.indent ?? 0;
    for (const line of this.wrap(text, this.contentWidth - indent, size, style.bold)) {
      this.ensure(leading);
      this.drawText(line, this.left + indent, this.cursor, { ...style, size });
      this.cursor += leading;
    }
  }

  /** A bulleted list, each item wrapped under its own bullet. */
  bullets(items: readonly string[], style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const leading = size * (style.leading ?? 1.3);
    for (const item of items) {
      const lines = this.wrap(item, this.contentWidth - 12, size, style.bold);
      lines.forEach((line, k) => {
        this.ensure(leading);
        if (k === 0) this.drawText('•', this.left + 2, this.cursor, { ...style, size });
        this.drawText(line, this.left + 12, this.cursor, { ...style, size });
        this.cursor += leading;
      });
      this.cursor += size * 0.25;
    }
  }

  /** A thin horizontal rule across the content. */
  rule(color: RGB = PDF_COLORS.rule): void {
    const y = this.y;
    this.current.drawLine({ start: { x: this.left, y }, end: { x: this.left + this.contentWidth, y }, thickness: 0.6, color });
  }

  /** Figures as a grid of tiles: the label small and grey, the value bold under it (and its detail). */
  keyValues(rows: readonly KeyValue[], o: { columns?: number } = {}): void {
    const columns = Math.max(1, o.columns ?? 3);
    const gap = 10;
    const cellWidth = (this.contentWidth - gap * (columns - 1)) / columns;
    for (let k = 0; k < rows.length; k += columns) {
      const line = rows.slice(k, k + columns);
      const hasDetail = line.some((r) => r.detail);
      const height = hasDetail ? 44 : 32;
      this.ensure(height + 4);
      line.forEach((r, c) => {
        const x = this.left + c * (cellWidth + gap);
        this.current.drawRectangle({ x, y: this.y - height, width: cellWidth, height, color: PDF_COLORS.headerFill });
        this.drawText(r.label, x + 6, this.cursor + 5, { size: 7.5, color: PDF_COLORS.muted, maxWidth: cellWidth - 12 });
        this.drawText(r.value, x + 6, this.cursor + 15, { size: 11, bold: true, color: toneColor(r.tone), maxWidth: cellWidth - 12 });
        if (r.detail) this.drawText(r.detail, x + 6, this.cursor + 30, { size: 7.5, color: PDF_COLORS.muted, maxWidth: cellWidth - 12 });
      });
      this.cursor += height + 6;
    }
  }

  /** Label and value pairs on lines, the labels in a column of their own (e.g. a report's particulars). */
  definitionList(rows: readonly { label: string; value: string }[], o: { size?: number; labelWidth?: number } = {}): void {
    const size = o.size ?? 9.5;
    const labelWidth = o.labelWidth ?? 110;
    const leading = size * 1.45;
    for (const r of rows) {
      const lines = this.wrap(r.value, this.contentWidth - labelWidth, size);
      this.ensure(leading * lines.length);
      this.drawText(r.label, this.left, this.cursor, { size, color: PDF_COLORS.muted, maxWidth: labelWidth - 8 });
      lines.forEach((line, k) => this.drawText(line, this.left + labelWidth, this.cursor + k * leading, { size }));
      this.cursor += leading * lines.length;
    }
  }

  /**
   * A table across the content width: a shaded header (repeated on every page it spans),
   * striped rows, cells cut with an ellipsis when too long, and a row's error as a red line
   * with a warning mark under it.
   */
  table(columns: readonly TableColumn[], rows: readonly TableRow[], o: TableOptions = {}): void {
    const size = o.size ?? 8;
    const rowHeight = size + 7;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.contentWidth);
    const xs = widths.map((_, k) => this.left + widths.slice(0, k).reduce((s, w) => s + w, 0));
    const pad = 4;
    const header = () => {
      this.current.drawRectangle({ x: this.left, y: this.y - rowHeight, width: this.contentWidth, height: rowHeight, color: PDF_COLORS.headerFill });
      columns.forEach((c, k) => {
        const x = c.align === 'right' ? xs[k]! + widths[k]! - pad : xs[k]! + pad;
        this.drawText(c.header, x, this.cursor + 3.5, { size, bold: true, color: PDF_COLORS.muted, align: c.align ?? 'left', maxWidth: widths[k]! - 2 * pad });
      });
      this.cursor += rowHeight;
      this.rule();
    };
    this.ensure(rowHeight * 3);
    header();
    if (!rows.length && o.empty) {
      this.drawText(o.empty, this.left + pad, this.cursor + 4, { size, color: PDF_COLORS.muted });
      this.cursor += rowHeight;
    }
    rows.forEach((row, index) => {
      const errorLines = row.error ? this.wrap(row.error, this.contentWidth - 2 * pad - 14, size - 0.5) : [];
      const errorHeight = errorLines.length * (size + 3) + (errorLines.length ? 3 : 0);
      if (rowHeight + errorHeight > this.remaining) {
        this.newPage();
        header();
      }
      const height = rowHeight + errorHeight;
      if (row.error) this.current.drawRectangle({ x: this.left, y: this.y - height, width: this.contentWidth, height, color: PDF_COLORS.lossFill });
      else if (index % 2 === 1) this.current.drawRectangle({ x: this.left, y: this.y - height, width: this.contentWidth, height, color: PDF_COLORS.zebra });
      row.cells.forEach((raw, k) => {
        const cell: TableCell = typeof raw === 'string' ? { text: raw } : raw;
        const c = columns[k];
        if (!c) return;
        const x = c.align === 'right' ? xs[k]! + widths[k]! - pad : xs[k]! + pad;
        this.drawText(cell.text, x, this.cursor + 3.5, { size, bold: cell.bold, color: toneColor(cell.tone), align: c.align ?? 'left', maxWidth: widths[k]! - 2 * pad });
      });
      this.cursor += rowHeight;
      errorLines.forEach((line, k) => {
        if (k === 0) this.warningMark(this.left + pad + 4, this.cursor + (size - 0.5) / 2 + 0.5, (size + 1) / 2);
        this.drawText(line, this.left + pad + 14, this.cursor, { size: size - 0.5, color: PDF_COLORS.loss });
        this.cursor += size + 3;
      });
      if (errorLines.length) this.cursor += 3;
    });
    this.rule();
    this.space(4);
  }

  /** A red disc with a white '!' centred at (x, top), radius r: the mark of an error text. */
  warningMark(x: number, top: number, r: number): void {
    const y = this.pageHeight - top;
    this.current.drawCircle({ x, y, size: r, color: PDF_COLORS.loss });
    const size = r * 1.5;
    const w = this.bold.widthOfTextAtSize('!', size);
    this.current.drawText('!', { x: x - w / 2, y: y - size * 0.36, size, font: this.bold, color: rgb(1, 1, 1) });
  }

  /** Reserves `height` points (a new page when they do not fit) and returns the top of the box. */
  reserve(height: number): number {
    this.ensure(height);
    const top = this.cursor;
    this.cursor += height;
    return top;
  }

  /** Writes the footers and returns the file (bytes a Response body takes as they are). */
  async save(): Promise<Uint8Array<ArrayBuffer>> {
    const pages = this.doc.getPages();
    if (this.footer) {
      pages.forEach((page, k) => {
        const text = winAnsiSafe(this.footer!(k + 1, pages.length));
        const size = 7.5;
        const w = this.regular.widthOfTextAtSize(text, size);
        page.drawLine({ start: { x: this.left, y: this.margin - 14 }, end: { x: this.pageWidth - this.margin, y: this.margin - 14 }, thickness: 0.4, color: PDF_COLORS.rule });
        page.drawText(text, { x: this.pageWidth - this.margin - w, y: this.margin - 26, size, font: this.regular, color: PDF_COLORS.muted });
      });
    }
    return new Uint8Array(await this.doc.save());
  }
}

/** `text` (already WinAnsi-safe) cut with an ellipsis to fit `width`. */
export function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const ellipsis = '…';
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(text.slice(0, mid) + ellipsis, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? text.slice(0, lo).trimEnd() + ellipsis : '';
}
