/**
 * The individual report's widgets as labelled, formatted figures (spec 000 §2 "Report widgets"),
 * shared by the screen and the PDF so both print the same text for the same figure. Money with
 * its currency and a sign, percents with two decimals and a sign where they are returns.
 */
import { TRANSACTION_TYPE_LABELS, type TransactionType } from '../enums';
import { MISSING, formatMoney, formatNumber, formatPercent, formatSignedMoney } from '../format';
import type { IndividualReport, ReportPosition } from './individual-report';

export type FigureTone = 'profit' | 'loss' | 'default';

export interface ReportFigure {
  label: string;
  value: string;
  tone: FigureTone;
  /** A second line: the instrument of the figure, or what it counts. */
  detail?: string;
}

export interface ReportWidget {
  key: 'returns' | 'return_per_trade' | 'trades' | 'investments';
  title: string;
  figures: ReportFigure[];
}

export const toneOfFigure = (value: number | null | undefined): FigureTone =>
  value === null || value === undefined || !Number.isFinite(value) || value === 0 ? 'default' : value > 0 ? 'profit' : 'loss';

/** The tone of a figure as printed: one that prints as zero ('0.00%', 'USD 0.00') is not coloured. */
export const toneAsPrinted = (value: number | null | undefined, text: string): FigureTone => (/[1-9]/.test(text) ? toneOfFigure(value) : 'default');

/** A return in percent (12.5 = 12.5 %) with its sign: '+12.50%', '-0.04%', '0.00%'. */
export function formatReturnPercent(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return MISSING;
  const text = formatPercent(percent / 100, 2);
  return percent > 0 && /[1-9]/.test(text) ? `+${text}` : text;
}

/** A share of the trades in percent, without a sign: '25.00%'. */
export const formatShare = (percent: number | null | undefined) => (percent === null || percent === undefined ? MISSING : formatPercent(percent / 100, 2));

const money = (value: number | null | undefined, currency: string): ReportFigure['value'] => formatSignedMoney(value, currency);

/** A signed amount and its tone as printed. */
const signed = (value: number | null | undefined, currency: string) => {
  const text = money(value, currency);
  return { value: text, tone: toneAsPrinted(value, text) };
};

const count = (n: number) => formatNumber(n, { decimals: 0 });
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

function positionFigure(label: string, p: ReportPosition | null, currency: string, by: 'pnl' | 'value'): ReportFigure {
  if (!p) return { label, value: MISSING, tone: 'default', detail: 'None' };
  const value = by === 'pnl' ? money(p.pnl, currency) : formatMoney(p.value, currency);
  const quantity = quantityText(p.quantity);
  return { label, value, tone: by === 'pnl' ? toneOfFigure(p.pnl) : 'default', detail: by === 'pnl' ? `${p.name} (${p.ric})` : `${p.name} (${p.ric}), ${quantity}` };
}

/** The four widgets of figures, in the spec's order. */
export function reportWidgets(r: IndividualReport): ReportWidget[] {
  const ccy = r.reporting_currency;
  const t = r.trades;
  const rpt = r.return_per_trade;
  return [
    {
      key: 'returns',
      title: 'Returns',
      figures: [
        { label: 'Return', value: formatReturnPercent(r.returns.return_percent), tone: toneAsPrinted(r.returns.return_percent, formatReturnPercent(r.returns.return_percent)), detail: `Market value ${formatMoney(r.returns.market_value, ccy)}` },
        { label: 'Realized PnL', ...signed(r.returns.realized_pnl, ccy) },
        { label: 'Unrealized PnL', ...signed(r.returns.unrealized_pnl, ccy) },
        { label: 'FX PnL', ...signed(r.returns.fx_pnl, ccy) },
      ],
    },
    {
      key: 'return_per_trade',
      title: 'Return per trade',
      figures: [
        { label: 'Average PnL per trade', ...signed(rpt.average_pnl, ccy) },
        { label: 'Position PnL average', ...signed(rpt.position_pnl_average, ccy) },
        { label: 'Min realized PnL', ...signed(rpt.min_realized_pnl, ccy) },
        { label: 'Max realized PnL', ...signed(rpt.max_realized_pnl, ccy) },
        { label: 'Min unrealized PnL', ...signed(rpt.min_unrealized_pnl, ccy) },
        { label: 'Max unrealized PnL', ...signed(rpt.max_unrealized_pnl, ccy) },
      ],
    },
    {
      key: 'trades',
      title: 'Trades',
      figures: [
        { label: 'Total trades', value: count(t.total), tone: 'default' },
        { label: 'Daily average', value: t.daily_average === null ? MISSING : formatNumber(t.daily_average, { decimals: 2 }), tone: 'default', detail: `over ${plural(t.days, 'day')}` },
        { label: 'Daily max', value: count(t.daily_max), tone: 'default' },
        { label: 'Profitable', value: formatShare(t.profitable_percent), tone: t.profitable ? 'profit' : 'default', detail: plural(t.profitable, 'trade') },
        { label: 'Losing', value: formatShare(t.losing_percent), tone: t.losing ? 'loss' : 'default', detail: plural(t.losing, 'trade') },
        { label: 'Intraday', value: formatShare(t.intraday_percent), tone: 'default', detail: plural(t.intraday, 'trade') },
      ],
    },
    {
      key: 'investments',
      title: 'Investments',
      figures: [
        positionFigure('Biggest winner', r.investments.biggest_winner, ccy, 'pnl'),
        positionFigure('Biggest loser', r.investments.biggest_loser, ccy, 'pnl'),
        positionFigure('Top long position', r.investments.top_long, ccy, 'value'),
        positionFigure('Top short position', r.investments.top_short, ccy, 'value'),
      ],
    },
  ];
}

export const BREAKDOWN_TITLES = { geography: 'Return by geography', asset_class: 'Return by asset class', instrument: 'Return by instrument' } as const;
export const BREAKDOWN_KEYS = ['geography', 'asset_class', 'instrument'] as const;

/** The transaction's word for a deal ('Buy', 'Sell', 'Short Sell'). */
export function transactionLabel(transaction: number): string {
  return TRANSACTION_TYPE_LABELS[transaction as TransactionType] ?? String(transaction);
}

/** A deal's price with 2 to 4 decimals, as many as it has (FX rates and bond prices carry more than 2). */
export function priceText(price: number | null): string {
  return price === null ? MISSING : formatNumber(price, { decimals: 4 }).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** A quantity: whole numbers without decimals, fractions (crypto) with up to 4. */
export const quantityText = (q: number) => formatNumber(q, { decimals: Number.isInteger(q) ? 0 : 4 });
