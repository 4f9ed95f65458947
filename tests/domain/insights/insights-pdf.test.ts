/**
 * The insights report's PDF (durable-objects/.../insights/insights-pdf.ts), drawn from a known
 * portfolio and roadmap, opened with Debian's poppler-utils: its text read back with pdftotext
 * (portfolio name, figures, the roadmap's headings, formatted words, list items) and its first
 * pages rendered to PNG with pdftoppm (test-results/insights-report-*.png) to look at. Without
 * poppler-utils the reading is skipped with the reason printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoadmapItem } from '../../../domain/contracts/insights';
import { mediaUrl, type InsightDocument } from '../../../domain/insights/document';
import { insightsPdf, type InsightsPdfInput } from '../../../durable-objects/trading-session/features/insights/insights-pdf';
import { gradientPng } from '../../fixtures/insights-png';

function hasPoppler(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const poppler = hasPoppler();
if (!poppler) console.warn('insights-pdf.test.ts: poppler-utils (pdftotext, pdftoppm) not installed: the PDF is built but not read back');

const item = (id: number, layout: 1 | 2, content: InsightDocument, at: string, imageId: number | null = null): RoadmapItem => ({
  id,
  session_id: 9,
  player_id: 1,
  person_id: 4,
  person: 'Ada desk',
  layout,
  timestamp: at,
  content,
  image_id: imageId,
  image: imageId === null ? null : mediaUrl(imageId),
  roadmap_contents: [],
});

const INPUT: InsightsPdfInput = {
  portfolio_name: 'Duration Fund',
  player_name: 'ada_lovelace',
  session_id: 9,
  person: 'Ada desk',
  created_at: Date.parse('2026-11-18T16:30:00Z'),
  reporting_currency: 'USD',
  summary: { market_value: 1_012_345.67, portfolio_return: 1.234567, pnl: 12_345.67, fx_pnl: -210.5, initial_aum: 1_000_000 },
  positions: [
    { name: 'Apple Inc', ric: 'AAPL.O', quantity: 100, avg_open_price: 190.12, market_price: 201.5, value: 20_150, unrealized_pnl: 1_138, realized_pnl: 0 },
    { name: 'SAP SE', ric: 'SAP.DE', quantity: -50, avg_open_price: 140, market_price: 142.3, value: -7_400.25, unrealized_pnl: -124.6, realized_pnl: 35.2 },
  ],
  wallets: [
    { currency: 'USD', amount: 979_850.12 },
    { currency: 'EUR', amount: 7_250 },
  ],
  items: [
    item(
      1,
      1,
      {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Rates thesis' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'We go ' },
              { type: 'text', text: 'long duration', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' because ' },
              { type: 'text', text: 'inflation is easing', marks: [{ type: 'italic' }, { type: 'underline' }] },
              { type: 'text', text: '. '.concat('The curve should bull-steepen as the central bank turns. '.repeat(4)) },
            ],
          },
          { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: 'Centred conclusion' }] },
          { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Markets climb a wall of worry.' }] }] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Buy AAPL on dips' }] }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Short SAP' }] }] }] },
          { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Size the hedge' }] }] }] },
          { type: 'image', attrs: { src: mediaUrl(1) } },
        ],
      },
      '2026-11-18T15:10:00Z',
    ),
    item(2, 2, { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Chart review' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'The text sits beside the chart. '.repeat(8) }] }] }, '2026-11-18T15:40:00Z', 2),
  ],
  image: async (id) => (id === 1 ? { content_type: 'image/png', bytes: gradientPng(240, 120) } : id === 2 ? { content_type: 'image/png', bytes: gradientPng(160, 160) } : null),
};

describe('the insights report PDF', () => {
  it('is a PDF of the portfolio and the roadmap under the portfolio name', async () => {
    const bytes = await insightsPdf(INPUT);
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
    if (!poppler) return;
    const dir = mkdtempSync(join(tmpdir(), 'insights-pdf-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Duration Fund',
      'Insights report',
      'ada_lovelace',
      'Ada desk',
      'USD 1,012,345.67',
      '+1.23%',
      'Apple Inc (AAPL.O)',
      '+1,138.00',
      '-124.60',
      '979,850.12',
      'Rates thesis',
      'long duration',
      'inflation is easing',
      'Centred conclusion',
      'Markets climb a wall of worry.',
      'Buy AAPL on dips',
      '1.',
      'Size the hedge',
      'Chart review',
      '2026-11-18 15:10 UTC',
      'Layout 2: Text and image',
      'Page 1 of',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The roadmap in time order.
    expect(text.indexOf('Rates thesis')).toBeLessThan(text.indexOf('Chart review'));
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    expect(images.trim().split('\n').length - 2).toBe(2);
    mkdirSync('test-results', { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '70', file, 'test-results/insights-report']);
    expect(readdirSync('test-results').filter((f) => f.startsWith('insights-report')).length).toBeGreaterThan(0);
  });
});
