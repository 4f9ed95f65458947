/**
 * Finding the stories: read the factor draws that move prices (equity:global, region:*,
 * fx:usd, crypto:global; under model 2 the moves that stand for them, see context.ts) and the
 * closes themselves, and keep the days on which something large happened. Every story carries
 * the actual close-to-close moves it will quote, and a factor story is dropped when the price it
 * quotes went the other way (so a headline never contradicts the tape). Thresholds and
 * importances: see ./types.ts.
 */
import { isExDividendIndex, dividendExFraction } from '../simulation/dividends';
import { factorSpecOf } from '../simulation/factor-model';
import { closeTimeOf } from '../time-grid';
import { dollarChange, foreignCurrency, type NewsContext } from './context';
import { COMMODITIES, DOLLAR_BASKET, GLOBAL_INDEX, MAJOR_INDICES, REGION_DESKS } from './reference';
import type { CommodityStory, CompanyStory, CryptoStory, FxStory, Importance, MarketStory, Move, WrapStory } from './types';

const BUSINESS_DAY_SD = Math.sqrt(1 / 252);
const CALENDAR_DAY_SD = Math.sqrt(1 / 365);
/** Company stories per day at most (the largest moves win). */
export const MAX_COMPANY_STORIES_PER_DAY = 4;

const moves = (ctx: NewsContext, rics: readonly string[], day: number): Move[] =>
  rics.map((ric) => ctx.move(ric, day)).filter((m): m is Move => m !== null);

const sameSign = (a: number, b: number) => (a > 0 && b > 0) || (a < 0 && b < 0);

/** Importance from a size against ascending thresholds for importances 2, 3, 4, 5 (below the first: 1). */
function graded(size: number, thresholds: readonly number[]): Importance {
  let importance = 1;
  for (const t of thresholds) if (size >= t) importance++;
  return importance as Importance;
}

// ----- Equity markets ------------------------------------------------------------------------

export function detectMarkets(ctx: NewsContext, first: number, last: number): MarketStory[] {
  const out: MarketStory[] = [];
  for (let day = first; day <= last; day++) {
    const z = ctx.z('equity:global', day);
    if (Math.abs(z) > 2) {
      const lead = ctx.move(GLOBAL_INDEX, day) ?? ctx.move('.SPX', day);
      if (lead && sameSign(lead.change, z)) {
        const importance = graded(Math.abs(z), [2, 2.5, 3, 3.5]);
        const others = moves(ctx, MAJOR_INDICES, day).filter((m) => m.instrument.ric !== lead.instrument.ric);
        out.push({ kind: 'market', key: 'global', day, calendar: 'weekday', importance, region: 'Global', z, lead, others });
      }
    }
    for (const [region, desk] of Object.entries(REGION_DESKS)) {
      const rz = ctx.z(`region:${region}`, day);
      if (Math.abs(rz) <= 2.3) continue;
      const [lead, ...others] = moves(ctx, desk.indices, day);
      if (!lead || !sameSign(lead.change, rz)) continue;
      // The global factor can offset a regional shock: only a real move of the index is news.
      const sigmas = Math.abs(lead.change) / (lead.instrument.volatility * BUSINESS_DAY_SD);
      if (sigmas < 1.5) continue;
      const importance = graded(sigmas, [1.5, 2.5, 3.5, Infinity]);
      out.push({ kind: 'market', key: desk.slug, day, calendar: 'weekday', importance, region, z: rz, lead, others });
    }
  }
  return out;
}

// ----- Companies -----------------------------------------------------------------------------

export function detectCompanies(ctx: NewsContext, first: number, last: number): CompanyStory[] {
  const byDay = new Map<number, CompanyStory[]>();
  for (const equity of ctx.equities) {
    const spec = factorSpecOf(equity);
    if (!spec) continue;
    const sd = equity.volatility * BUSINESS_DAY_SD;
    const drift = (spec.drift - (equity.volatility * equity.volatility) / 2) / 252;
    const exFraction = dividendExFraction(equity);
    let previous = ctx.market.closeMid(equity.ric, first - 1);
    for (let day = first; day <= last; day++) {
      const close = ctx.market.closeMid(equity.ric, day);
      const prev = previous;
      previous = close;
      const exDividend = exFraction > 0 && isExDividendIndex(equity, day);
      // The path drops by the dividend on the ex-date; judge the move without it.
      const adjusted = close / (prev * (exDividend ? 1 - exFraction : 1)) - 1;
      const sigmas = adjusted / sd;
      if (Math.abs(sigmas) < 2.6 || !ctx.listed(equity.ric, day, 'weekday')) continue;
      const zTotal = (Math.log1p(adjusted) - drift) / sd;
      const own = spec.idiosyncratic * ctx.z(`asset:${equity.ric}`, day);
      const story: CompanyStory = {
        kind: 'company',
        key: equity.ric,
        day,
        calendar: 'weekday',
        importance: graded(Math.abs(sigmas), [3.2, 4, 5, Infinity]),
        equity,
        move: { instrument: equity, close, change: close / prev - 1 },
        sigmas,
        companySpecific: sameSign(own, zTotal) && Math.abs(own) >= 0.5 * Math.abs(zTotal),
        dividend: exDividend ? prev * exFraction : 0,
        benchmark: ctx.move(equity.index_fund, day),
      };
      const list = byDay.get(day);
      if (list) list.push(story);
      else byDay.set(day, [story]);
    }
  }
  const out: CompanyStory[] = [];
  for (const list of byDay.values()) {
    list.sort((a, b) => Math.abs(b.sigmas) - Math.abs(a.sigmas) || (a.key < b.key ? -1 : 1));
    out.push(...list.slice(0, MAX_COMPANY_STORIES_PER_DAY));
  }
  return out;
}

// ----- FX --------------------------------------------------------------------------------------

const MAJOR_PAIRS = ['EUR=', 'JPY=', 'GBP='] as const;

export function detectFx(ctx: NewsContext, first: number, last: number): FxStory[] {
  const out: FxStory[] = [];
  const basketPairs = ctx.usdPairs.filter((p) => DOLLAR_BASKET[foreignCurrency(p)] !== undefined);
  for (let day = first; day <= last; day++) {
    const z = ctx.z('fx:usd', day);
    if (Math.abs(z) > 2.2 && basketPairs.length > 0) {
      let sum = 0;
      let weights = 0;
      for (const pair of basketPairs) {
        const m = ctx.move(pair.ric, day);
        const w = DOLLAR_BASKET[foreignCurrency(pair)] ?? 0;
        if (!m) continue;
        sum += w * dollarChange(pair, m.change);
        weights += w;
      }
      const basket = weights > 0 ? sum / weights : 0;
      if (sameSign(basket, z)) {
        const importance = graded(Math.abs(z), [2.2, 3, Infinity, Infinity]);
        out.push({ kind: 'fx', key: 'usd', day, calendar: 'weekday', importance, currency: 'USD', basket, moves: moves(ctx, MAJOR_PAIRS, day) });
      }
    }
    for (const pair of ctx.usdPairs) {
      const m = ctx.move(pair.ric, day);
      if (!m) continue;
      const sigmas = Math.abs(m.change) / (pair.volatility * BUSINESS_DAY_SD);
      if (sigmas < 3.3) continue;
      const currency = foreignCurrency(pair);
      const importance = graded(sigmas, [3.3, 4, Infinity, Infinity]);
      out.push({ kind: 'fx', key: currency, day, calendar: 'weekday', importance, currency, basket: 0, moves: [m] });
    }
  }
  return out;
}

// ----- Commodities -------------------------------------------------------------------------------

export function detectCommodities(ctx: NewsContext, first: number, last: number): CommodityStory[] {
  const out: CommodityStory[] = [];
  for (const ric of Object.keys(COMMODITIES)) {
    const instrument = ctx.byRic.get(ric);
    if (!instrument) continue;
    const sd = instrument.volatility * BUSINESS_DAY_SD;
    for (let day = first; day <= last; day++) {
      const m = ctx.move(ric, day);
      if (!m) continue;
      const sigmas = m.change / sd;
      if (Math.abs(sigmas) < 2.8) continue;
      const importance = graded(Math.abs(sigmas), [2.8, 3.5, 4.5, Infinity]);
      out.push({ kind: 'commodity', key: ric, day, calendar: 'weekday', importance, move: m, sigmas });
    }
  }
  return out;
}

// ----- Crypto (calendar days: coins trade every day) ---------------------------------------------

const LEAD_COINS = ['BTC=', 'ETH='] as const;

export function detectCrypto(ctx: NewsContext, first: number, last: number): CryptoStory[] {
  const out: CryptoStory[] = [];
  const coins = ctx.instruments.filter((i) => i.resourcetype === 'Crypto');
  if (coins.length === 0) return out;
  for (let day = first; day <= last; day++) {
    const weekday = new Date(closeTimeOf(day, 'daily')).getUTCDay();
    const lead = moves(ctx, LEAD_COINS, day);
    const z = ctx.z('crypto:global', day);
    const btc = lead[0];
    const btcSigmas = btc ? Math.abs(btc.change) / (btc.instrument.volatility * CALENDAR_DAY_SD) : 0;
    if (Math.abs(z) >= 2.3 && btc && sameSign(btc.change, z) && btcSigmas >= 1.5) {
      const importance = graded(btcSigmas, [1.5, 2.5, Infinity, Infinity]);
      out.push({ kind: 'crypto', key: 'market', day, calendar: 'daily', importance, scope: 'market', moves: lead });
    } else {
      for (const coin of coins) {
        const m = ctx.move(coin.ric, day);
        if (!m || Math.abs(m.change) / (coin.volatility * CALENDAR_DAY_SD) < 3.2) continue;
        out.push({ kind: 'crypto', key: coin.ric, day, calendar: 'daily', importance: 2, scope: 'coin', moves: [m] });
      }
    }
    if ((weekday === 0 || weekday === 6) && lead.length > 0) {
      out.push({ kind: 'crypto', key: 'weekend', day, calendar: 'daily', importance: 1, scope: 'weekend', moves: lead });
    }
  }
  return out;
}

// ----- The daily wrap ------------------------------------------------------------------------------

const WRAP_EXTRAS = [GLOBAL_INDEX, 'XAU=', 'EUR='] as const;

export function detectWraps(ctx: NewsContext, first: number, last: number): WrapStory[] {
  const out: WrapStory[] = [];
  for (let day = first; day <= last; day++) {
    const ms = closeTimeOf(day, 'weekday');
    const level = ctx.market.yieldAt('USD', 10, ms);
    const tenYear = { level, change: level - ctx.market.yieldAt('USD', 10, closeTimeOf(day - 1, 'weekday')) };
    const list = moves(ctx, [...MAJOR_INDICES, ...WRAP_EXTRAS], day);
    if (list.length === 0) continue;
    out.push({ kind: 'wrap', key: 'close', day, calendar: 'weekday', importance: 1, moves: list, tenYear });
  }
  return out;
}
