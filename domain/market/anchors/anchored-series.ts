/**
 * The instruments whose daily closes are real levels' conditioned walks (issue 26): which anchor
 * tables each follows, and the series itself, a pure function of the seed. The log path is the
 * seed's walk with the regime's volatility, conditioned once over the whole anchored span
 * (simulation/anchored-path.ts): reading a date cold or after a long range gives the same value.
 * After the last anchor it goes on as the seed's walk at the instrument's base volatility, or as
 * its leader's moves times its beta plus its own noise (`SERIES_LEADERS`).
 */
import { conditionLogPath, cumulativeVariance, regimeVolatility, type LogAnchor } from '../simulation/anchored-path';
import { GrowingPath } from '../simulation/paths';
import { DAY_MS } from '../../constants';
import { closeIndexAt, CLOSE_OFFSET_MS, SIMULATION_EPOCH, stepYears, type Calendar } from '../time-grid';
import { BRENT_MONTH_END, FED_FX_MONTHLY, GOLD_MONTHLY, SP500_MONTHLY, SP500_POINTS, WTI_MONTH_END, YEAR_END, type AnchorTable } from './anchor-levels';

export type AnchorClass = 'equity' | 'fx' | 'metal' | 'crypto' | 'commodity';

/** The top of each class's realised-volatility range (issue 26's decisions: equity 70 %, FX 25 %, metals 45 %, crypto 160 %). */
export const CLASS_TOP_VOLATILITY: Record<AnchorClass, number> = { equity: 0.7, fx: 0.25, metal: 0.45, crypto: 1.6, commodity: 0.9 };

/**
 * The most a regime's σ may be: 15 % under its class's top, so that a year of closes stays in the
 * class's range. A year's realised figure scatters by about 4.5 % around σ (252 closes) and the
 * anchors' changing drift adds to it: at 95 % of the top, the Turkish lira's 2022 and the real's
 * 2024 realised 25.3 % and 25.1 % against FX's 25 %.
 */
export const TOP_VOLATILITY: Record<AnchorClass, number> = Object.fromEntries(
  Object.entries(CLASS_TOP_VOLATILITY).map(([cls, top]) => [cls, 0.85 * top]),
) as Record<AnchorClass, number>;

export interface AnchorSource {
  tables: readonly AnchorTable[];
  cls: AnchorClass;
}

const yearEnd = (series: string) => YEAR_END[series]!;

/** Instrument ric → the real levels it follows. */
export const ANCHOR_SOURCES: Readonly<Record<string, AnchorSource>> = {
  '.SPX': { tables: [SP500_MONTHLY, SP500_POINTS], cls: 'equity' },
  '.NDX': { tables: [yearEnd('NDX')], cls: 'equity' },
  '.STOXX50E': { tables: [yearEnd('STOXX50E')], cls: 'equity' },
  '.FTSE': { tables: [yearEnd('FTSE')], cls: 'equity' },
  '.N225': { tables: [yearEnd('N225')], cls: 'equity' },
  '.SSMI': { tables: [yearEnd('SSMI')], cls: 'equity' },
  '.HSI': { tables: [yearEnd('HSI')], cls: 'equity' },
  '.GSPTSE': { tables: [yearEnd('GSPTSE')], cls: 'equity' },
  '.AXJO': { tables: [yearEnd('AXJO')], cls: 'equity' },
  '.KS11': { tables: [yearEnd('KS11')], cls: 'equity' },
  '.NSEI': { tables: [yearEnd('NSEI')], cls: 'equity' },
  '.SSEC': { tables: [yearEnd('SSEC')], cls: 'equity' },
  '.BVSP': { tables: [yearEnd('BVSP')], cls: 'equity' },
  '.dMIWD00000PUS': { tables: [yearEnd('MSCI_WORLD')], cls: 'equity' },
  '.dMIEF00000PUS': { tables: [yearEnd('MSCI_EM')], cls: 'equity' },
  'EUR=': { tables: [FED_FX_MONTHLY.EURUSD!], cls: 'fx' },
  'GBP=': { tables: [FED_FX_MONTHLY.GBPUSD!], cls: 'fx' },
  'AUD=': { tables: [FED_FX_MONTHLY.AUDUSD!], cls: 'fx' },
  'JPY=': { tables: [FED_FX_MONTHLY.USDJPY!], cls: 'fx' },
  'CHF=': { tables: [FED_FX_MONTHLY.USDCHF!], cls: 'fx' },
  'CAD=': { tables: [FED_FX_MONTHLY.USDCAD!], cls: 'fx' },
  'CNY=': { tables: [yearEnd('USDCNY')], cls: 'fx' },
  'INR=': { tables: [yearEnd('USDINR')], cls: 'fx' },
  'KRW=': { tables: [yearEnd('USDKRW')], cls: 'fx' },
  'MXN=': { tables: [yearEnd('USDMXN')], cls: 'fx' },
  'TRY=': { tables: [yearEnd('USDTRY')], cls: 'fx' },
  'ZAR=': { tables: [yearEnd('USDZAR')], cls: 'fx' },
  'BRL=': { tables: [yearEnd('USDBRL')], cls: 'fx' },
  'XAU=': { tables: [GOLD_MONTHLY], cls: 'metal' },
  'XAG=': { tables: [yearEnd('XAGUSD')], cls: 'metal' },
  'XPT=': { tables: [yearEnd('XPTUSD')], cls: 'metal' },
  'XPD=': { tables: [yearEnd('XPDUSD')], cls: 'metal' },
  'BTC=': { tables: [yearEnd('BTCUSD')], cls: 'crypto' },
  'ETH=': { tables: [yearEnd('ETHUSD')], cls: 'crypto' },
  BRENT: { tables: [BRENT_MONTH_END], cls: 'commodity' },
  WTI: { tables: [WTI_MONTH_END], cls: 'commodity' },
};

/** Where an anchor row falls on a calendar's closes: a month's closes, or the close of (or before) a day. */
export function anchorSpan(date: string, calendar: Calendar): { from: number; to: number } {
  if (date.length === 7) {
    const [y, m] = date.split('-').map(Number) as [number, number];
    const first = Date.UTC(y, m - 1, 1);
    const next = Date.UTC(y, m, 1);
    // The last close before the month, plus one; the last close on or before its last day.
    const from = closeIndexAt(first - DAY_MS + CLOSE_OFFSET_MS, calendar) + 1;
    const to = closeIndexAt(next - DAY_MS + CLOSE_OFFSET_MS, calendar);
    return { from, to };
  }
  const at = closeIndexAt(Date.parse(`${date}T00:00:00Z`) + CLOSE_OFFSET_MS, calendar);
  return { from: at, to: at };
}

/** The anchors of a source on a calendar, from the epoch on, and the level the path starts from. */
export function gridAnchors(source: AnchorSource, calendar: Calendar): { anchors: LogAnchor[]; start: number } {
  const anchors: LogAnchor[] = [];
  let start: number | null = null;
  for (const table of source.tables) {
    for (const [date, value] of table.rows) {
      // A level dated before the epoch (2013-12-31) is the one the path starts from.
      if (date < SIMULATION_EPOCH) {
        start = Math.log(value);
        continue;
      }
      const span = anchorSpan(date, calendar);
      anchors.push({ from: Math.max(0, span.from), to: span.to, value: Math.log(value) });
    }
  }
  anchors.sort((a, b) => a.from - b.from || a.to - b.to);
  return { anchors, start: start ?? anchors[0]?.value ?? 0 };
}

/**
 * What shapes a series between its anchors and after its last one: another series' daily moves
 * times a beta (the S&P 500's monthly moves for an index with only year-end anchors, gold's for
 * silver), plus the series' own noise at `residualShare` of its volatility. The anchors then bend
 * only the series' own part: the leader's moves are known, not drawn.
 */
export interface SeriesLeader {
  logAt(index: number): number;
  beta: number;
  residualShare: number;
}

/**
 * One instrument's conditioned log path on its calendar's closes: `logAt(i)` is the log of the
 * close with index i, `volatilityAt(i)` the regime's σ that day (intraday noise scales with it).
 */
export class AnchoredSeries {
  private readonly conditioned: Float64Array;
  private readonly sigma: Float64Array;
  private readonly last: number;
  private readonly after: GrowingPath;

  constructor(
    source: AnchorSource,
    calendar: Calendar,
    readonly baseVolatility: number,
    /** The seed's standard normal draw for day i of this series. */
    normal: (i: number) => number,
    leader?: SeriesLeader,
  ) {
    const { anchors, start } = gridAnchors(source, calendar);
    const dt = stepYears(calendar);
    this.last = anchors.reduce((m, a) => Math.max(m, a.to), 0);
    const days = this.last + 1;
    this.sigma = regimeVolatility(days, anchors, dt, baseVolatility, TOP_VOLATILITY[source.cls]);
    const share = leader?.residualShare ?? 1;
    const led = (i: number) => (leader ? leader.beta * (leader.logAt(i) - leader.logAt(i - 1)) : 0);
    const own = Float64Array.from(this.sigma, (s) => s * share);
    const raw = new Float64Array(days);
    raw[0] = start;
    for (let i = 1; i < days; i++) raw[i] = raw[i - 1]! + led(i) + own[i]! * Math.sqrt(dt) * normal(i);
    this.conditioned = conditionLogPath(raw, cumulativeVariance(own, dt), anchors);
    const sd = baseVolatility * share * Math.sqrt(dt);
    this.after = new GrowingPath((k) => led(this.last + k) + sd * normal(this.last + k));
  }

  logAt(index: number): number {
    if (index <= 0) return this.conditioned[0]!;
    if (index <= this.last) return this.conditioned[index]!;
    return this.conditioned[this.last]! + this.after.at(index - this.last);
  }

  volatilityAt(index: number): number {
    return index >= 0 && index <= this.last ? this.sigma[index]! : this.baseVolatility;
  }

  /** The index of the last anchored close: after it the series is the seed's walk. */
  get lastAnchored(): number {
    return this.last;
  }
}

/**
 * Who leads whom in model 2, with the beta of the follower's moves on the leader's: equity indices
 * with only year-end anchors take their shape from the S&P 500 within the year and after their
 * last year-end; silver, platinum and palladium from gold.
 */
export const SERIES_LEADERS: Readonly<Record<string, { leader: string; beta: number; residualShare: number }>> = {
  ...Object.fromEntries(
    Object.entries(ANCHOR_SOURCES)
      .filter(([ric, s]) => s.cls === 'equity' && ric !== '.SPX')
      .map(([ric]) => [ric, { leader: '.SPX', beta: 0.8, residualShare: 0.7 }]),
  ),
  'XAG=': { leader: 'XAU=', beta: 1.3, residualShare: 0.6 },
  'XPT=': { leader: 'XAU=', beta: 0.9, residualShare: 0.8 },
  'XPD=': { leader: 'XAU=', beta: 0.8, residualShare: 0.9 },
};
