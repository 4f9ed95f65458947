/**
 * The individual report of a player (spec 000 §2 "Report widgets"; issue #14): returns, return
 * per trade, trades, investments and the return breakdowns, every figure derived here from the
 * player's books (positions and their realised PnL), their valuation at the session's prices,
 * and their executed orders. Pure: the session object passes in what it stored and valued.
 *
 * Per-deal realised PnL is not stored with an order, so the orders are replayed in execution
 * order through the same `applyFill` the engine booked them with: each reducing order's
 * realised PnL is then exactly what the books realised. Where the replay cannot agree with the
 * books (a position changed outside orders, e.g. a bond redeemed), that instrument and its deals
 * carry an error text instead of figures.
 *
 * Money is in the reporting currency (major units); percents are percents (12.5 = 12.5 %).
 */
import { ASSET_CLASS_LABELS, TransactionType, type AssetClass } from '../enums';
import type { Order, PlayerState, SessionInstrument } from '../engine/types';
import { fromMinor } from '../money';
import { applyFill } from '../trading/execution';
import type { PositionState } from '../trading/book';
import type { Valuation } from '../trading/valuation';

/** The definitions printed in the report's footnote (issue #14). */
export const REPORT_DEFINITIONS: readonly string[] = [
  'A trade is an executed order.',
  'A day is a calendar day of session time; in historical sessions, a period.',
  'Profitable and losing trades are orders that reduce a position with realised PnL above or below zero; orders that open or add to a position count in the total only.',
  'Intraday trades reduce a position within the day it was opened.',
  'Average PnL per trade is the PnL of all positions (realised and unrealised) divided by the number of trades; position PnL average divides it by the number of instruments traded or held.',
  'Min and max realised PnL are over the reducing trades; min and max unrealised PnL over the positions still open.',
  'Return breakdowns add each instrument’s PnL (realised and unrealised) by geography, asset class and instrument, and each contract family’s (forwards, repos, CDS, T-bills, options) under its asset class; their return is that PnL on the initial AUM.',
];

/** Report status (spec 000 §2 player modal). */
export const ReportStatus = { Unavailable: 0, Ready: 1, Failed: 2 } as const;
export type ReportStatus = (typeof ReportStatus)[keyof typeof ReportStatus];

export const REPORT_TEXTS = {
  unavailable: 'Reports are unavailable at the moment.',
  failed: 'An error has occurred while computing your report. Please notify the development team.',
  notFinished: 'Reports are available when the session is finished.',
  none: 'No report',
} as const;

/** Compute reports refused (and the admin's button disabled) while the session is being created (spec 002 §2). */
export const REPORTS_CREATING = 'Reports cannot be computed while the session is being created';

export const DEAL_ERRORS = {
  noPrice: 'The execution price or rate of this order was not recorded: its realised PnL cannot be computed.',
  unknownInstrument: 'The instrument of this order is no longer in the session.',
  outsideOrders: 'This position changed outside orders (e.g. a redemption): its trades are left out of the per-trade figures.',
  afterUnknown: 'An earlier order of this instrument could not be computed, so neither can this one.',
} as const;

export const POSITION_ERRORS = {
  noQuote: 'No price for this instrument at the report’s time: its value and unrealised PnL are left out.',
  outsideOrders: DEAL_ERRORS.outsideOrders,
} as const;

/** One executed order as the report sees it. */
export interface ReportDeal {
  order_id: number;
  ric: string;
  name: string;
  transaction: TransactionType;
  quantity: number;
  price: number | null;
  executed_at: number;
  /** Whether it reduced a position (only those count as profitable or losing). */
  reduces: boolean;
  /** Realised by this order; 0 for an opening order, null when it cannot be computed. */
  realized_pnl: number | null;
  intraday: boolean;
  error: string | null;
}

/** One instrument traded or held, valued at the report's time. */
export interface ReportPosition {
  ric: string;
  name: string;
  asset_class: string;
  region: string;
  quantity: number;
  /** Signed value (shorts negative); null without a price. */
  value: number | null;
  realized_pnl: number;
  /** Null without a price (closed positions: 0). */
  unrealized_pnl: number | null;
  /** Realised and unrealised (the unrealised left out when unknown). */
  pnl: number;
  error: string | null;
}

export interface BreakdownBar {
  key: string;
  label: string;
  pnl: number;
  /** The PnL on the initial AUM, percent. */
  return_percent: number;
}

export interface IndividualReport {
  /** Session time the figures are at (ms). */
  as_of: number;
  reporting_currency: string;
  returns: { return_percent: number; realized_pnl: number; unrealized_pnl: number; fx_pnl: number; market_value: number; initial_aum: number };
  return_per_trade: {
    average_pnl: number | null;
    position_pnl_average: number | null;
    min_realized_pnl: number | null;
    max_realized_pnl: number | null;
    min_unrealized_pnl: number | null;
    max_unrealized_pnl: number | null;
  };
  trades: {
    total: number;
    days: number;
    daily_average: number | null;
    daily_max: number;
    profitable: number;
    losing: number;
    intraday: number;
    profitable_percent: number | null;
    losing_percent: number | null;
    intraday_percent: number | null;
  };
  investments: {
    biggest_winner: ReportPosition | null;
    biggest_loser: ReportPosition | null;
    top_long: ReportPosition | null;
    top_short: ReportPosition | null;
  };
  returns_breakdown: { geography: BreakdownBar[]; asset_class: BreakdownBar[]; instrument: BreakdownBar[] };
  positions: ReportPosition[];
  deals: ReportDeal[];
  definitions: readonly string[];
}

export interface ReportInput {
  player: PlayerState;
  instruments: ReadonlyMap<string, SessionInstrument>;
  reportingCurrency: string;
  initialAum: number;
  /** The player's books valued at the report's time (engine-state.ts valuePlayer). */
  valuation: Valuation;
  /** Instruments without a quote at the report's time. */
  unpriced: ReadonlySet<string>;
  /** The player's executed orders (any order). */
  orders: readonly Order[];
  /** Days of the session (sessionDays). */
  days: number;
  asOf: number;
}

/** A calendar day of session time (historical executions are stamped at their period's close: one date per period). */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * How many days the session traded on: historical, the periods reached (period index + 1);
 * real time, the calendar days from its start date to the report's time, both counted.
 */
export function sessionDays(input: { historical: boolean; period: number; startDate: string; asOf: number }): number {
  if (input.historical) return Math.max(1, input.period + 1);
  const start = Date.parse(`${input.startDate.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${dayOf(input.asOf)}T00:00:00Z`);
  return Number.isFinite(start) ? Math.max(1, Math.round((end - start) / 86_400_000) + 1) : 1;
}

const signedQuantity = (o: Order) => (o.transaction === TransactionType.Buy ? o.quantity : -o.quantity);

/** Replays each instrument's orders through the books' own fill rule: per-deal realised PnL, reductions, intraday. */
function replayDeals(input: ReportInput): ReportDeal[] {
  const executed = [...input.orders].filter((o) => o.executed_at !== null).sort((a, b) => a.executed_at! - b.executed_at! || a.id - b.id);
  const replayed = new Map<string, { position: PositionState | undefined; openedDay: string | null; broken: boolean }>();
  const deals: ReportDeal[] = [];
  for (const o of executed) {
    const i = input.instruments.get(o.ric);
    const deal: ReportDeal = {
      order_id: o.id,
      ric: o.ric,
      name: i?.name ?? o.ric,
      transaction: o.transaction,
      quantity: o.quantity,
      price: o.open_price,
      executed_at: o.executed_at!,
      reduces: false,
      realized_pnl: null,
      intraday: false,
      error: null,
    };
    deals.push(deal);
    const run = replayed.get(o.ric) ?? { position: undefined, openedDay: null, broken: false };
    replayed.set(o.ric, run);
    if (!i) deal.error = DEAL_ERRORS.unknownInstrument;
    else if (o.open_price === null || o.fx === null) deal.error = DEAL_ERRORS.noPrice;
    if (deal.error || run.broken) {
      // Later deals of this instrument cannot be replayed on a position that is not known.
      run.broken = true;
      deal.error ??= DEAL_ERRORS.afterUnknown;
      continue;
    }
    const held = run.position?.quantity ?? 0;
    const q = signedQuantity(o);
    const wallet = { currency: i!.variable_currency, balance: 0, reserved: 0 };
    const out = applyFill(wallet, run.position, {
      orderId: o.id,
      ric: o.ric,
      variableCurrency: i!.variable_currency,
      reportingCurrency: input.reportingCurrency,
      quantity: q,
      price: o.open_price!,
      accruedPer100: o.accrued_per_100,
      unitFactor: i!.unit_factor,
      fx: o.fx!,
    });
    const day = dayOf(o.executed_at!);
    if (held === 0) run.openedDay = day;
    deal.reduces = held !== 0 && Math.sign(held) !== Math.sign(q);
    deal.realized_pnl = fromMinor(out.realizedPrice + out.realizedFx, input.reportingCurrency);
    deal.intraday = deal.reduces && run.openedDay === day;
    run.position = out.position;
  }
  // Where the replay does not end where the books are, the position moved outside orders.
  for (const [ric, run] of replayed) {
    const book = input.player.book.positions.get(ric);
    const agrees = !run.broken && run.position && book && run.position.quantity === book.quantity && run.position.realizedPrice + run.position.realizedFx === book.realizedPrice + book.realizedFx;
    if (agrees) continue;
    for (const d of deals) {
      if (d.ric !== ric || d.error) continue;
      d.error = DEAL_ERRORS.outsideOrders;
      d.realized_pnl = null;
      d.reduces = false;
      d.intraday = false;
    }
  }
  return deals;
}

function positionsOf(input: ReportInput, deals: readonly ReportDeal[]): ReportPosition[] {
  const valued = new Map(input.valuation.positions.map((p) => [p.ric, p]));
  const rics = new Set<string>([...input.player.book.positions.keys(), ...deals.map((d) => d.ric)]);
  const out: ReportPosition[] = [];
  for (const ric of rics) {
    const book = input.player.book.positions.get(ric);
    const v = valued.get(ric);
    const i = input.instruments.get(ric);
    const quantity = book?.quantity ?? 0;
    const realized = book ? fromMinor(book.realizedPrice + book.realizedFx, input.reportingCurrency) : 0;
    const noQuote = quantity !== 0 && input.unpriced.has(ric);
    const unrealized = quantity === 0 ? 0 : noQuote ? null : (v?.unrealizedPrice ?? 0) + (v?.unrealizedFx ?? 0);
    const dealError = deals.some((d) => d.ric === ric && d.error === DEAL_ERRORS.outsideOrders);
    out.push({
      ric,
      name: i?.name ?? ric,
      asset_class: i ? ASSET_CLASS_LABELS[i.asset_class as AssetClass] : 'Unknown',
      region: i?.region || 'Other',
      quantity,
      value: quantity === 0 ? 0 : noQuote ? null : (v?.value ?? 0),
      realized_pnl: realized,
      unrealized_pnl: unrealized,
      pnl: realized + (unrealized ?? 0),
      error: noQuote ? POSITION_ERRORS.noQuote : dealError ? POSITION_ERRORS.outsideOrders : null,
    });
  }
  return out.sort((a, b) => a.ric.localeCompare(b.ric));
}

const minOf = (xs: readonly number[]) => (xs.length ? Math.min(...xs) : null);
const maxOf = (xs: readonly number[]) => (xs.length ? Math.max(...xs) : null);
const percentOf = (n: number, total: number) => (total > 0 ? (100 * n) / total : null);

function breakdown(positions: readonly ReportPosition[], keyOf: (p: ReportPosition) => [string, string], aum: number): BreakdownBar[] {
  const bars = new Map<string, BreakdownBar>();
  for (const p of positions) {
    const [key, label] = keyOf(p);
    const bar = bars.get(key) ?? { key, label, pnl: 0, return_percent: 0 };
    bar.pnl += p.pnl;
    bar.return_percent = aum > 0 ? (100 * bar.pnl) / aum : 0;
    bars.set(key, bar);
  }
  return [...bars.values()].sort((a, b) => b.pnl - a.pnl || a.key.localeCompare(b.key));
}

/** The contract families' labels in the breakdowns: their asset class's where they have one (spec 000 §9). */
const FAMILY_LABELS: Readonly<Record<string, string>> = {
  fx_forwards: ASSET_CLASS_LABELS[10],
  repos: ASSET_CLASS_LABELS[13],
  cds: ASSET_CLASS_LABELS[14],
  tbills: ASSET_CLASS_LABELS[16],
  options: ASSET_CLASS_LABELS[17],
  interbank: 'Interbank',
  client_money: 'Client money',
};

/**
 * The bars with each contract family's PnL (its unrealised value change and what its bookings
 * realised, as the valuation counts them) added under its own label: the families trade by
 * contract, not by order, so no position of the replay carries them.
 */
function withContracts(bars: BreakdownBar[], v: Valuation, aum: number): BreakdownBar[] {
  const out = [...bars];
  for (const c of v.contracts) {
    const pnl = c.unrealized + c.realized;
    if (Math.abs(pnl) < 0.005) continue;
    const label = FAMILY_LABELS[c.family] ?? c.family;
    const at = out.findIndex((b) => b.key === label);
    const bar = at >= 0 ? { ...out[at]!, pnl: out[at]!.pnl + pnl } : { key: label, label, pnl, return_percent: 0 };
    bar.return_percent = aum > 0 ? (100 * bar.pnl) / aum : 0;
    if (at >= 0) out[at] = bar;
    else out.push(bar);
  }
  return out.sort((a, b) => b.pnl - a.pnl || a.key.localeCompare(b.key));
}

function tradeFigures(deals: readonly ReportDeal[], days: number): IndividualReport['trades'] {
  const perDay = new Map<string, number>();
  for (const d of deals) perDay.set(dayOf(d.executed_at), (perDay.get(dayOf(d.executed_at)) ?? 0) + 1);
  const total = deals.length;
  const profitable = deals.filter((d) => d.reduces && d.realized_pnl !== null && d.realized_pnl > 0).length;
  const losing = deals.filter((d) => d.reduces && d.realized_pnl !== null && d.realized_pnl < 0).length;
  const intraday = deals.filter((d) => d.intraday).length;
  return {
    total,
    days,
    daily_average: days > 0 ? total / days : null,
    daily_max: Math.max(0, ...perDay.values()),
    profitable,
    losing,
    intraday,
    profitable_percent: percentOf(profitable, total),
    losing_percent: percentOf(losing, total),
    intraday_percent: percentOf(intraday, total),
  };
}

function investments(positions: readonly ReportPosition[]): IndividualReport['investments'] {
  const byPnl = [...positions].sort((a, b) => b.pnl - a.pnl);
  const open = positions.filter((p) => p.value !== null && p.quantity !== 0).sort((a, b) => b.value! - a.value!);
  const winner = byPnl[0];
  const loser = byPnl.at(-1);
  const long = open[0];
  const short = open.at(-1);
  return {
    biggest_winner: winner && winner.pnl > 0 ? winner : null,
    biggest_loser: loser && loser.pnl < 0 ? loser : null,
    top_long: long && long.quantity > 0 ? long : null,
    top_short: short && short.quantity < 0 ? short : null,
  };
}

/** The player's individual report from their books, valuation and executed orders. */
export function individualReport(input: ReportInput): IndividualReport {
  const deals = replayDeals(input);
  const positions = positionsOf(input, deals);
  const v = input.valuation;
  const realizedDeals = deals.filter((d) => d.reduces && d.realized_pnl !== null).map((d) => d.realized_pnl!);
  const unrealizedOpen = positions.filter((p) => p.quantity !== 0 && p.unrealized_pnl !== null).map((p) => p.unrealized_pnl!);
  const totalPnl = positions.reduce((sum, p) => sum + p.pnl, 0);
  return {
    as_of: input.asOf,
    reporting_currency: input.reportingCurrency,
    returns: {
      return_percent: 100 * v.portfolioReturn,
      realized_pnl: v.realized,
      unrealized_pnl: v.unrealized,
      fx_pnl: v.fxPnl,
      market_value: v.marketValue,
      initial_aum: input.initialAum,
    },
    return_per_trade: {
      average_pnl: deals.length ? totalPnl / deals.length : null,
      position_pnl_average: positions.length ? totalPnl / positions.length : null,
      min_realized_pnl: minOf(realizedDeals),
      max_realized_pnl: maxOf(realizedDeals),
      min_unrealized_pnl: minOf(unrealizedOpen),
      max_unrealized_pnl: maxOf(unrealizedOpen),
    },
    trades: tradeFigures(deals, input.days),
    investments: investments(positions),
    returns_breakdown: {
      geography: breakdown(positions, (p) => [p.region, p.region], input.initialAum),
      asset_class: withContracts(breakdown(positions, (p) => [p.asset_class, p.asset_class], input.initialAum), v, input.initialAum),
      instrument: withContracts(breakdown(positions, (p) => [p.ric, p.name], input.initialAum), v, input.initialAum),
    },
    positions,
    deals,
    definitions: REPORT_DEFINITIONS,
  };
}
