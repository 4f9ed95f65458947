/**
 * The option chains of a session (banking.md §6; spec 001 §7 `fetch_options_chains`): each option
 * asset's surface for the session's day (the underlying's realised volatility up to that day,
 * imported history included, the dividend yield, the curve of its currency), the options market
 * the contract rules read, and the chains computed on demand from the surface and the spot of the
 * moment, cached per asset, day, minute and spot, with the session's own volume and open interest.
 */
import { BANKING_CONVENTIONS } from '../../../../domain/banking-conventions';
import type { OptionAssetChain } from '../../../../domain/contracts/options';
import { ScenarioType } from '../../../../domain/enums';
import { activityKey, isoDay, quoteOption, sessionChain, surfaceOf, type OptionQuote, type OptionSurface, type SessionActivity, type SessionChain } from '../../../../domain/engine/options/chain';
import { spotOf, type OptionsMarket } from '../../../../domain/engine/options/contract';
import { billYield } from '../../../../domain/engine/tbills/mark';
import type { MarketView, SessionInstrument } from '../../../../domain/engine/types';
import { closeIndexAt, closeTimeOf } from '../../../../domain/market/time-grid';
import type { SessionKernel } from '../../kernel/session-kernel';
import { historyOf } from '../equities-research';

export function optionInstruments(k: SessionKernel): SessionInstrument[] {
  return [...k.state().instruments.values()].filter((i) => i.resourcetype === 'Option');
}

/** The equity an option asset is on: the market's `non_derivate_asset` ('AAPL.O-OPT' → 'AAPL.O'). */
export function underlyingOf(k: SessionKernel, ric: string): string {
  try {
    const i = k.market().instrument(ric) as { non_derivate_asset?: string };
    if (i.non_derivate_asset) return i.non_derivate_asset;
  } catch {
    // An asset the market does not know: the naming rule.
  }
  return ric.replace(/-OPT$/, '');
}

/** The surface of an option asset on the day of `at` (closes up to that day only: no look-ahead), cached per day. */
function surfaceAt(k: SessionKernel, market: MarketView, instrument: SessionInstrument, at: number): OptionSurface | null {
  const quoteDate = isoDay(at);
  const cache = k.remember('options.surfaces', () => new Map<string, OptionSurface | null>());
  const key = `${instrument.ric}|${quoteDate}`;
  if (cache.has(key)) return cache.get(key)!;
  if (cache.size > 500) cache.clear();
  const underlying = underlyingOf(k, instrument.ric);
  let surface: OptionSurface | null = null;
  try {
    const history = historyOf(k).market;
    const equity = history.instrument(underlying) as { volatility?: number; dividend_yield?: number };
    // The closes in force at the quote date and before it only (no look-ahead), imported history included.
    const last = closeIndexAt(at, 'weekday');
    const closes: number[] = [];
    for (let i = Math.max(0, last - BANKING_CONVENTIONS.optionRealisedVolWindow); i <= last; i += 1) closes.push(history.closeMid(underlying, i));
    surface = surfaceOf({
      quoteDate,
      closes,
      dividendYield: equity.dividend_yield ?? 0,
      rates: curveRates(market, instrument.variable_currency),
      seed: instrument.asset_id,
      defaultVolatility: equity.volatility ?? null,
    });
    // The day's strikes are listed around the spot at the day's start: the period's spot in history,
    // the close in force in real time (so they do not move with every tick).
    const realTime = k.settings().scenario_type === ScenarioType.RealTime;
    const reference = realTime ? history.closeMid(underlying, last) : spotOf(market, underlying);
    if (reference !== null && Number.isFinite(reference) && reference > 0) surface.referenceSpot = reference;
  } catch {
    surface = null;
  }
  cache.set(key, surface);
  return surface;
}

/** The session curve of a currency at the bill tenors, as decimal rates (none without a curve: rate 0). */
function curveRates(market: MarketView, currency: string): { days: number; rate: number }[] {
  const points: { days: number; rate: number }[] = [];
  for (const t of BANKING_CONVENTIONS.tbillCurveTenors) {
    const y = billYield(market, currency, t.tenor);
    if (y !== null) points.push({ days: t.days, rate: y / 100 });
  }
  return points;
}

export function optionsMarket(k: SessionKernel, market: MarketView = k.marketView()): OptionsMarket {
  const byRic = new Map(optionInstruments(k).map((i) => [i.ric, i]));
  const surfaces = new Map<string, OptionSurface | null>();
  const surface = (ric: string): OptionSurface | null => {
    if (!surfaces.has(ric)) {
      const i = byRic.get(ric);
      const s = i ? surfaceAt(k, market, i, market.now()) : null;
      surfaces.set(ric, s ? withMoment(s, market.now()) : null);
    }
    return surfaces.get(ric)!;
  };
  // One quote per contract and spot within a step or call: players holding the same contract share it.
  const quotes = new Map<string, OptionQuote>();
  return {
    state: k.state(),
    market,
    surface,
    quote: (ric, key, spot) => {
      const id = `${ric}|${activityKey(key)}|${spot}`;
      let q = quotes.get(id);
      if (!q) {
        q = quoteOption(surface(ric)!, spot, key);
        quotes.set(id, q);
      }
      return q;
    },
  };
}

/** The day's surface quoting at `at`, to the minute (time value runs down through the day, not by the tick). */
function withMoment(surface: OptionSurface, at: number): OptionSurface {
  return { ...surface, asOf: Math.floor(at / 60_000) * 60_000 };
}

/** Contracts traded (volume) and open (open interest) in the session, per contract of an asset. */
export function activityOf(k: SessionKernel, ric: string): SessionActivity {
  const out = new Map<string, { volume: number; open_interest: number }>();
  // Summed by SQLite rather than parsed row by row: every trainee's refetch reads it.
  const rows = k.sql.exec<{ type: 'call' | 'put'; strike: number; expiration: string; traded: number; open: number }>(
    `SELECT json_extract(json, '$.type') AS type, json_extract(json, '$.strike') AS strike, json_extract(json, '$.expiration') AS expiration,
            SUM(json_extract(json, '$.contracts') * (CASE WHEN json_extract(json, '$.outcome') = 'Closed early' THEN 2 ELSE 1 END)) AS traded,
            SUM(CASE WHEN status = 0 THEN json_extract(json, '$.contracts') ELSE 0 END) AS open
       FROM option_contracts WHERE json_extract(json, '$.ric') = ? GROUP BY 1, 2, 3`,
    ric,
  );
  for (const r of rows) out.set(activityKey({ type: r.type, strike: r.strike, expiration: r.expiration }), { volume: r.traded, open_interest: r.open });
  return out;
}

/**
 * The chain of the surface at a spot, computed once per asset, day and spot (a tick's or a
 * period's): every trainee refetching after a new period gets the same one.
 */
function cachedChain(k: SessionKernel, ric: string, surface: OptionSurface, spot: number): SessionChain {
  const cache = k.remember('options.chains', () => new Map<string, SessionChain>());
  const key = `${ric}|${surface.quoteDate}|${surface.asOf ?? ''}|${spot}`;
  let chain = cache.get(key);
  if (!chain) {
    if (cache.size > 50) cache.clear();
    chain = forTheWire(sessionChain(surface, spot));
    cache.set(key, chain);
  }
  return chain;
}

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals + 0;

/**
 * Greeks and volatilities kept to the decimals a desk reads (delta, vega, theta, IV 6; gamma 8):
 * every trainee fetches every chain, and full doubles (3.901472359231079e-20) made them a third larger.
 */
function forTheWire(chain: SessionChain): SessionChain {
  const rows = chain.rows.map((r) => ({
    ...r,
    delta: round(r.delta, 6),
    gamma: round(r.gamma, 8),
    vega: round(r.vega, 6),
    theta: round(r.theta, 6),
    implied_volatility: round(r.implied_volatility, 6),
  }));
  return { ...chain, rows };
}

/** The session's own volume and open interest added to a chain's synthetic ones. */
function withActivity(chain: SessionChain, activity: SessionActivity): SessionChain {
  if (!activity.size) return chain;
  const rows = chain.rows.map((r) => {
    const a = activity.get(activityKey({ type: r.type_int === 0 ? 'call' : 'put', strike: r.strike, expiration: r.expiration }));
    return a ? { ...r, volume: r.volume + a.volume, open_interest: r.open_interest + a.open_interest } : r;
  });
  return { ...chain, rows };
}

/** The previous quote date's moment: the period before in history, the business day before in real time. */
function previousQuoteMoment(k: SessionKernel, at: number): number | null {
  const s = k.settings();
  if (s.scenario_type !== ScenarioType.Historical) return closeTimeOf(closeIndexAt(at, 'weekday') - 1, 'weekday');
  // The period before: `frequency` workdays back; none at the first period.
  if (k.clock().period === 0) return null;
  return closeTimeOf(closeIndexAt(at, 'weekday') - Math.max(1, s.frequency ?? 1), 'weekday');
}

/** Every option asset's chain now, keyed by the asset's id (spec 001 §7 `fetch_options_chains`). */
export function chainsNow(k: SessionKernel): Record<string, OptionAssetChain> {
  const market = k.marketView();
  const out: Record<string, OptionAssetChain> = {};
  for (const i of optionInstruments(k)) {
    const underlying = underlyingOf(k, i.ric);
    const om = optionsMarket(k, market);
    const spot = spotOf(market, underlying);
    const surface = surfaceAt(k, market, i, market.now());
    if (spot === null || !surface) continue;
    const chain = withActivity(cachedChain(k, i.ric, withMoment(surface, market.now()), spot), activityOf(k, i.ric));
    const before = previousQuoteMoment(k, market.now());
    const previous = before === null ? null : surfaceAt(k, market, i, before);
    out[String(i.asset_id)] = {
      asset_id: i.asset_id,
      ric: i.ric,
      name: i.name,
      ticker: i.ticker,
      underlying_ric: underlying,
      currency: i.variable_currency,
      underlying_spot: spot,
      expiration_dates: chain.expiration_dates,
      expiration_days: chain.expiration_days,
      strike_step: chain.strike_step,
      atm_strike: chain.atm_strike,
      atm_iv: chain.atm_iv,
      previous_atm_iv: previous && previous.quoteDate !== surface.quoteDate ? previous.atmVolatility : null,
      quote_date: surface.quoteDate,
      contracts: chain.rows,
    };
  }
  return out;
}

