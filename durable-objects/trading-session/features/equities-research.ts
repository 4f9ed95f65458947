/**
 * Equities research's Valuation and Dividends tabs (issue 14; spec 001 §2, §9; 002 §7
 * `/equities/session_equities`, `/equities/player_dividends`), for real-time sessions containing
 * equities (the correlation matrix, the third tab, is correlation-matrix.ts). The rules are in
 * domain/research/equity-valuation.ts and equity-dividends.ts; this reads the market's closes up
 * to the session's time, never after it, and the dividends the income feature holds as due.
 *
 * The figures that only depend on past closes (range, volatility, beta, earnings) are kept per
 * equity, daily close, month and reported quarter while the object's books are in memory; the
 * price now is read at each call.
 */
import { playerDividends, sessionEquities } from '../../../domain/contracts/equities-research';
import type { SessionInstrument } from '../../../domain/engine/types';
import { fromMinor, toMinor } from '../../../domain/money';
import type { MarketDataProvider } from '../../../domain/market/history';
import { MarketWithImports } from '../../../domain/market/imported-history';
import type { EquityInstrument, Instrument } from '../../../domain/market/instrument';
import { REPORTING_BENCHMARKS } from '../../../domain/market/universe/index-funds';
import { dividendsBetween, isExDividendIndex, PAY_LAG_DAYS } from '../../../domain/market/simulation/dividends';
import { calendarDayOfBusinessDay, closeIndexAt, EPOCH_MS } from '../../../domain/market/time-grid';
import { forbidden, invalid, notFound } from '../../../domain/refusal';
import { lastDividend, trailingYield, TRAILING_DIVIDEND_DAYS, type EquityDividends, type PlayerDividends } from '../../../domain/research/equity-dividends';
import {
  annualisedVolatility,
  completedMonthEnds,
  fiftyTwoWeekRange,
  lastReportedQuarter,
  monthlyBeta,
  monthOf,
  peRatio,
  trailingEarnings,
  BETA_MONTHS,
  FIFTY_TWO_WEEKS_DAYS,
  VOLATILITY_WINDOW,
  type EquityValuation,
  type MonthEndClose,
  type SessionEquities,
} from '../../../domain/research/equity-valuation';
import { DAY_MS } from '../../../domain/constants';
import type { Actor } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { readImports } from '../kernel/store';
import { researchEquities } from './correlation-matrix';
import { dividendsDue } from './income';

export const OWN_DIVIDENDS_ONLY = 'A trainee may see only their own dividends';
export const PLAYER_ID_REQUIRED = 'player_id is required';

/** The market the session reads history from: the simulation with the history imported for its instruments over it (options' surfaces read it too). */
export function historyOf(k: SessionKernel): { market: MarketDataProvider; imported: number } {
  const imports = readImports(k.sql);
  return { market: imports.length ? new MarketWithImports(k.market(), new Map(imports)) : k.market(), imported: imports.length };
}

/** The market's reference data of a session equity (sector, reference P/E, index, dividend calendar). */
function equityData(market: MarketDataProvider, ric: string): EquityInstrument {
  const i = market.instrument(ric);
  if (i.resourcetype !== 'Equity') throw new Error(`${ric} is not an equity`);
  return i;
}

/** The index the beta is measured against: the equity's own index fund, else the broad US market. */
function betaIndexOf(market: MarketDataProvider, i: EquityInstrument): string {
  try {
    market.instrument(i.index_fund);
    return i.index_fund;
  } catch {
    return REPORTING_BENCHMARKS.USD;
  }
}

function monthEndCloses(market: MarketDataProvider, instrument: Instrument, monthEnds: readonly number[]): MonthEndClose[] {
  const cal = market.calendarOf(instrument);
  return monthEnds.map((ms) => ({ month: monthOf(ms), close: market.closeMid(instrument.ric, Math.max(0, closeIndexAt(ms, cal))) }));
}

/** What an equity's past closes give (nothing of the price now): the same all day, so kept per daily close. */
type PastFigures = Omit<EquityValuation, 'asset_id' | 'ric' | 'ticker' | 'name' | 'region' | 'currency' | 'price' | 'last_w52_low' | 'last_w52_high' | 'last_pe_ratio' | 'pe_note'> & {
  /** Daily closes of the last 52 weeks, oldest first. */
  yearCloses: number[];
};

function pastFigures(market: MarketDataProvider, i: EquityInstrument, asOf: number): PastFigures {
  const cal = market.calendarOf(i);
  const last = closeIndexAt(asOf, cal);
  const first = Math.max(0, closeIndexAt(asOf - FIFTY_TWO_WEEKS_DAYS * DAY_MS, cal) + 1);
  // The volatility's 250 returns need 251 closes; the range's 52 weeks hold about 260.
  const from = Math.max(0, Math.min(first, last - VOLATILITY_WINDOW));
  const closes: number[] = [];
  for (let k = from; k <= last; k++) closes.push(market.closeMid(i.ric, k));
  const yearCloses = closes.slice(first - from);
  const volatility = annualisedVolatility(closes);
  const index = betaIndexOf(market, i);
  const monthEnds = completedMonthEnds(asOf, BETA_MONTHS + 1);
  const beta = monthlyBeta(monthEndCloses(market, i, monthEnds), monthEndCloses(market, market.instrument(index), monthEnds));
  const earnings = trailingEarnings(i, market.seed, asOf, (ms) => market.closeMid(i.ric, Math.max(0, closeIndexAt(ms, cal))));
  return {
    sector: i.sector,
    industry: i.industry,
    last_earnings: earnings.eps,
    earnings_quarter: earnings.quarters.at(-1)?.quarter ?? null,
    last_beta: beta.value,
    beta_note: beta.reason,
    beta_index: index,
    beta_changes: beta.changes,
    last_volatility: volatility.value,
    volatility_note: volatility.reason,
    yearCloses,
  };
}

function midNow(k: SessionKernel, ric: string): number | null {
  const q = k.marketView().quote(ric);
  return q ? (q.bid + q.ask) / 2 : null;
}

/**
 * The past figures of the equities, for one stamp: what they depend on changes with a new daily
 * close, a new month (beta), a new report (earnings) or imported history, and the cache is
 * emptied when the stamp moves on (a session awake for weeks keeps one day's figures).
 */
function pastCache(k: SessionKernel, asOf: number, imported: number): Map<string, PastFigures> {
  const stamp = `${closeIndexAt(asOf, 'weekday')}:${monthOf(asOf)}:${lastReportedQuarter(asOf)}:${imported}`;
  const cache = k.derivedCache('equities-research.past', () => ({ stamp, byRic: new Map<string, PastFigures>() }));
  if (cache.stamp !== stamp) {
    cache.stamp = stamp;
    cache.byRic.clear();
  }
  return cache.byRic;
}

function valuationOf(k: SessionKernel, market: MarketDataProvider, cache: Map<string, PastFigures>, s: SessionInstrument, asOf: number): EquityValuation {
  const i = equityData(market, s.ric);
  let past = cache.get(s.ric);
  if (!past) {
    past = pastFigures(market, i, asOf);
    cache.set(s.ric, past);
  }
  const price = midNow(k, s.ric);
  const range = fiftyTwoWeekRange(past.yearCloses, price);
  const pe = peRatio(price, past.last_earnings);
  const { yearCloses: _closes, ...figures } = past;
  return {
    asset_id: s.asset_id,
    ric: s.ric,
    ticker: s.ticker,
    name: s.name,
    region: s.region ?? i.region,
    currency: s.variable_currency,
    price,
    last_w52_low: range?.low ?? null,
    last_w52_high: range?.high ?? null,
    last_pe_ratio: pe.value,
    pe_note: pe.value === null ? pe.reason : null,
    ...figures,
  };
}

function sessionEquitiesAt(k: SessionKernel): SessionEquities {
  const equities = researchEquities(k);
  const asOf = k.sessionTime();
  const { market, imported } = historyOf(k);
  const cache = pastCache(k, asOf, imported);
  const rows = [...equities.values()].map((s) => valuationOf(k, market, cache, s, asOf));
  rows.sort((a, b) => a.name.localeCompare(b.name));
  return { as_of: new Date(asOf).toISOString(), equities: rows };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The next ex-date on the equity's calendar after the close in force at `asOf` (within a year), with its pay date. */
function nextExDate(i: EquityInstrument, lastClose: number): { ex: string; pay: string } | null {
  if (i.dividend_frequency === 0 || !(i.dividend_yield > 0)) return null;
  for (let k = lastClose + 1; k <= lastClose + 270; k++) {
    if (!isExDividendIndex(i, k)) continue;
    const exMs = EPOCH_MS + calendarDayOfBusinessDay(k) * DAY_MS;
    return { ex: isoDay(exMs), pay: isoDay(exMs + PAY_LAG_DAYS * DAY_MS) };
  }
  return null;
}

function playerFor(k: SessionKernel, actor: Actor, named: number | undefined): number {
  let id: number;
  if (actor.kind === 'player') {
    if (named !== undefined && named !== actor.player_id) throw forbidden(OWN_DIVIDENDS_ONLY);
    id = actor.player_id;
  } else {
    if (named === undefined) throw invalid(PLAYER_ID_REQUIRED);
    id = named;
  }
  if (!k.state().players.has(id)) throw notFound('Player not found');
  return id;
}

function dividendsOf(k: SessionKernel, actor: Actor, named: number | undefined): PlayerDividends {
  const equities = researchEquities(k);
  const playerId = playerFor(k, actor, named);
  const player = k.state().players.get(playerId)!;
  const asOf = k.sessionTime();
  const { market } = historyOf(k);
  const view = k.marketView();
  const reporting = k.settings().reporting_currency;
  const due = dividendsDue(k).filter((d) => d.player_id === playerId);
  const rows: EquityDividends[] = [];
  for (const s of equities.values()) {
    const i = equityData(market, s.ric);
    const last = closeIndexAt(asOf, market.calendarOf(i));
    const firstOfYear = closeIndexAt(asOf - TRAILING_DIVIDEND_DAYS * DAY_MS, market.calendarOf(i)) + 1;
    // Declared dividends only: an ex-date at or before the session's close in force, each worth a share of the close before it.
    const trailing = dividendsBetween(i, (k2) => market.closeMid(i.ric, k2), firstOfYear, last);
    const declared = lastDividend(trailing);
    const next = nextExDate(i, last);
    const items = due.filter((d) => d.ric === s.ric).map((d) => ({ ex_date: d.ex_date, pay_date: d.pay_date, amount: fromMinor(d.amount, d.currency) }));
    const owedMinor = due.filter((d) => d.ric === s.ric).reduce((sum, d) => sum + d.amount, 0);
    const owed = fromMinor(owedMinor, s.variable_currency);
    rows.push({
      asset_id: s.asset_id,
      ric: s.ric,
      ticker: s.ticker,
      name: s.name,
      region: s.region ?? i.region,
      currency: s.variable_currency,
      dividend_frequency: i.dividend_frequency,
      last_div_yield: trailingYield(trailing, midNow(k, s.ric)),
      last_div_per_share: declared?.amount ?? null,
      last_div_ex_date: declared?.ex_date ?? null,
      last_div_pay_date: declared?.pay_date ?? null,
      next_div_ex_date: next?.ex ?? null,
      next_div_pay_date: next?.pay ?? null,
      shares: player.book.positions.get(s.ric)?.quantity ?? 0,
      outstanding: owed,
      outstanding_reporting: fromMinor(toMinor(owed * view.fxToReporting(s.variable_currency), reporting), reporting),
      outstanding_items: items,
    });
  }
  rows.sort((a, b) => a.name.localeCompare(b.name));
  const total = rows.reduce((sum, r) => sum + toMinor(r.outstanding_reporting, reporting), 0);
  return { player_id: playerId, reporting_currency: reporting, as_of: new Date(asOf).toISOString(), total_outstanding_reporting: fromMinor(total, reporting), equities: rows };
}

export const equitiesResearch: Feature = {
  name: 'equities research',
  calls: [handle(sessionEquities, (k) => sessionEquitiesAt(k)), handle(playerDividends, (k, input, actor) => dividendsOf(k, actor, input.player_id))],
};
