/**
 * The individual report's PDF, rendered (issue #14 "Must show"): a report computed by the domain
 * from a scripted trade list (the engine's own fill rule books it) is laid out by the Worker's
 * PDF code, written out, opened with Debian's poppler-utils (`pdftotext` for its text,
 * `pdftoppm -png -r 60` for its pictures, which are kept under test-results/ to be looked at).
 * Without poppler-utils the test is skipped with the reason printed (CI installs it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndividualReportAnswer } from '../../domain/contracts/reports';
import { AssetClass, OrderStatus, ScenarioType, TransactionType } from '../../domain/enums';
import type { Order, PlayerState, SessionInstrument } from '../../domain/engine/types';
import { formatSignedMoney } from '../../domain/format';
import { formatReturnPercent } from '../../domain/reports/individual-report-figures';
import { DEAL_ERRORS, individualReport, sessionDays, type IndividualReport } from '../../domain/reports/individual-report';
import type { PlayerBook } from '../../domain/trading/book';
import { applyFill } from '../../domain/trading/execution';
import { revalue, type Mark } from '../../domain/trading/valuation';
import { winAnsiSafe } from '../../platform/pdf';
import { individualReportPdf, type ReportPdfSession } from '../../worker/reports/individual-report-pdf';

const popplerMissing = ['pdftoppm', 'pdftotext'].filter((tool) => spawnSync(tool, ['-v']).error);
if (popplerMissing.length) console.warn(`Skipping the PDF render test: ${popplerMissing.join(' and ')} not found (install Debian's poppler-utils).`);

const AUM = 1_000_000;
const PLAYER = 'Zoë Łukasz-Nakamura 中村';

function instrument(ric: string, name: string, currency: string, assetClass: AssetClass, region: string): SessionInstrument {
  return {
    ric,
    asset_id: 1,
    name,
    ticker: ric,
    resourcetype: 'Equity',
    region,
    base_currency: currency,
    variable_currency: currency,
    asset_class: assetClass,
    group: assetClass === AssetClass.Metals ? 'Alternatives' : 'Equities',
    unit_factor: 1,
    risk_weight: 1,
    no_of_decimals: 2,
    market_hours: null,
  } as SessionInstrument;
}

const INSTRUMENTS = new Map<string, SessionInstrument>([
  ['AAPL.O', instrument('AAPL.O', 'Apple Inc', 'USD', AssetClass.Equities, 'United States')],
  ['BMWG.DE', instrument('BMWG.DE', 'Bayerische Motoren Werke AG', 'EUR', AssetClass.Equities, 'Germany')],
  ['XAU=', instrument('XAU=', 'Gold', 'USD', AssetClass.Metals, 'Global')],
  ['NESN.S', instrument('NESN.S', 'Nestlé SA', 'USD', AssetClass.Equities, 'Switzerland')],
]);

const at = (day: string, hour: number) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
let nextId = 1;
function order(ric: string, transaction: TransactionType, quantity: number, price: number | null, fx: number | null, executedAt: number): Order {
  return {
    id: nextId++,
    player_id: 1,
    person_id: null,
    ric,
    resourcetype: 'MarketOrder',
    transaction,
    quantity,
    limit_price: null,
    status: OrderStatus.Executed,
    open_price: price,
    accrued_per_100: 0,
    collateral: 0,
    forecast: null,
    investment_rationale: null,
    term: null,
    analysis: null,
    client_order_id: null,
    timestamp: executedAt,
    executed_at: executedAt,
    canceled_at: null,
    fx,
    last_error: null,
    execution_tries: 0,
  };
}

const { Buy, Sell, ShortSell } = TransactionType;
const ORDERS = [
  order('AAPL.O', Buy, 100, 10, 1, at('2024-01-02', 10)),
  order('AAPL.O', Sell, 40, 12, 1, at('2024-01-02', 15)), // +80, intraday
  order('AAPL.O', Sell, 60, 8, 1, at('2024-01-03', 10)), // −120
  order('BMWG.DE', Buy, 50, 20, 1.1, at('2024-01-03', 11)),
  order('XAU=', ShortSell, 10, 2000, 1, at('2024-01-04', 9)),
  order('BMWG.DE', Buy, 50, 24, 1.1, at('2024-01-04', 10)),
  order('BMWG.DE', Sell, 30, 25, 1.2, at('2024-01-04', 11)), // +174
];
// Booked in the books but its price was never recorded: its deal carries an error.
const UNPRICED = order('NESN.S', Buy, 5, null, null, at('2024-01-04', 12));

function booksOf(orders: readonly Order[]): PlayerBook {
  const book: PlayerBook = {
    wallets: new Map([
      ['USD', { currency: 'USD', balance: AUM * 100, reserved: 0 }],
      ['EUR', { currency: 'EUR', balance: 0, reserved: 0 }],
    ]),
    positions: new Map(),
    families: {},
  };
  for (const o of orders) {
    const i = INSTRUMENTS.get(o.ric)!;
    const out = applyFill(book.wallets.get(i.variable_currency)!, book.positions.get(o.ric), {
      orderId: o.id,
      ric: o.ric,
      variableCurrency: i.variable_currency,
      reportingCurrency: 'USD',
      quantity: o.transaction === Buy ? o.quantity : -o.quantity,
      price: o.open_price ?? 100,
      accruedPer100: 0,
      unitFactor: 1,
      fx: o.fx ?? 1,
    });
    book.wallets.set(i.variable_currency, out.wallet);
    book.positions.set(o.ric, out.position);
  }
  return book;
}

const MARKS: Record<string, Mark> = {
  'AAPL.O': { bid: 9, ask: 9.1, accruedPer100: 0, unitFactor: 1, variableCurrency: 'USD', group: 'Equities' },
  'BMWG.DE': { bid: 26, ask: 26.2, accruedPer100: 0, unitFactor: 1, variableCurrency: 'EUR', group: 'Equities' },
  'XAU=': { bid: 1990, ask: 1995, accruedPer100: 0, unitFactor: 1, variableCurrency: 'USD', group: 'Alternatives' },
  'NESN.S': { bid: 101, ask: 102, accruedPer100: 0, unitFactor: 1, variableCurrency: 'USD', group: 'Equities' },
};

function scriptedReport(): IndividualReport {
  const orders = [...ORDERS, UNPRICED];
  const book = booksOf(orders);
  const player: PlayerState = { id: 7, user_id: 1, name: PLAYER, book, deals: orders.length };
  const asOf = at('2024-01-05', 21);
  return individualReport({
    player,
    instruments: INSTRUMENTS,
    reportingCurrency: 'USD',
    initialAum: AUM,
    valuation: revalue(book, (ric) => MARKS[ric]!, (c) => ({ USD: 1, EUR: 1.25 })[c]!, 'USD', AUM),
    unpriced: new Set(),
    orders,
    days: sessionDays({ historical: true, period: 3, startDate: '2024-01-02', asOf }),
    asOf,
  });
}

const SESSION: ReportPdfSession = {
  id: 42,
  klass_name: 'Markets 101 – Spring',
  scenario_type: ScenarioType.Historical,
  start_date: '2024-01-02',
  reporting_currency: 'USD',
  period: 3,
  total_periods: 12,
  benchmark: { kind: 'composition', components: [{ ric: 'SPY.P', weight: 0.6 }, { ric: 'IEF.O', weight: 0.4 }], constant: null },
};

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe.skipIf(popplerMissing.length > 0)('the individual report PDF', () => {
  it('renders with the player’s name, session, period, benchmark, figures, charts, deals with their errors and the definitions', async () => {
    const report = scriptedReport();
    const answer: IndividualReportAnswer & { report: IndividualReport } = {
      session_id: 42,
      player_id: 7,
      player_name: PLAYER,
      status: 1,
      message: null,
      error: null,
      computed_at: Date.now(),
      report,
    };
    const bytes = await individualReportPdf(answer, SESSION, new Date('2026-11-20T10:00:00Z'));
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');

    const dir = mkdtempSync(join(tmpdir(), 'individual-report-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    const text = pdfText(file);
    // The name as the standard fonts can print it: the accents they have, the rest replaced.
    expect(winAnsiSafe(PLAYER)).toBe('Zoë Lukasz-Nakamura ??');
    expect(text).toContain('Zoë Lukasz-Nakamura ??');
    expect(text).toContain('Session 42: Markets 101 – Spring (id 42)');
    expect(text).toContain('2024-01-02 to 2024-01-05 (period 4 of 12)');
    expect(text).toContain('SPY.P 60%, IEF.O 40%');
    // The return as the PDF prints it, and the realised PnL (AAPL 80 − 120, BMW 174, by hand).
    expect(text).toContain(formatReturnPercent(report.returns.return_percent));
    expect(report.returns.realized_pnl).toBeCloseTo(134, 6);
    expect(text).toContain('USD +134.00');
    for (const heading of ['Returns', 'Return per trade', 'Trades', 'Investments', 'Return by geography', 'Return by asset class', 'Return by instrument', 'Positions', 'Deals', 'Definitions']) {
      expect(text).toContain(heading);
    }
    // Breakdown bars: BMW's 174 + 581 and the axis label.
    expect(text).toContain(formatSignedMoney(report.returns_breakdown.instrument.find((b) => b.key === 'BMWG.DE')!.pnl, 'USD'));
    expect(text).toContain('PnL (USD)');
    // The unpriced deal's error, and the definitions footnote.
    expect(text.replace(/\s+/g, ' ')).toContain(DEAL_ERRORS.noPrice.slice(0, 40));
    expect(text).toContain('A trade is an executed order.');
    expect(text).toMatch(/Page 1 of \d/);

    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(dir, 'page')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.png')).sort();
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const out = join(process.cwd(), 'test-results', 'individual-report-pdf');
    mkdirSync(out, { recursive: true });
    for (const page of pages) {
      const png = readFileSync(join(dir, page));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      writeFileSync(join(out, page), png);
    }
    console.info(`Rendered ${pages.length} pages to ${out}`);
  });
});
