/**
 * The derived fields the screens show for an instrument (spec 000 §3 and 001 §3 underlying
 * asset): the live quote, bond analytics, equity research figures (52-week range, volatility,
 * dividends), ETF descriptions, forward swap points. Computed from the market, never stored.
 */
import { DAY_MS } from '../constants';
import { couponDatesAround } from '../bonds';
import { swapPointsFromOutright, pipSize } from '../fx-forwards';
import { dailyBars } from './history';
import type { Instrument } from './instrument';
import { dividendsBetween, type DividendEvent } from './simulation/dividends';
import type { Quote, SimulatedMarket } from './simulation/market';
import { closeIndexAt } from './time-grid';
import { peRatio, trailingEarnings } from '../research/equity-valuation';

export interface AssetDetails {
  quote: Quote | null;
  listed: boolean;
  [field: string]: unknown;
}

function realisedVolatility(closes: number[], periodsPerYear: number): number | null {
  if (closes.length < 3) return null;
  const r = closes.slice(1).map((c, k) => Math.log(c / closes[k]!));
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  const variance = r.reduce((a, x) => a + (x - mean) ** 2, 0) / (r.length - 1);
  return Math.sqrt(variance * periodsPerYear);
}

function equityFields(market: SimulatedMarket, i: Extract<Instrument, { resourcetype: 'Equity' }>, nowMs: number) {
  const bars = dailyBars(market, i.ric, nowMs - 365 * DAY_MS, nowMs);
  const last = closeIndexAt(nowMs, 'weekday');
  const dividends: DividendEvent[] = dividendsBetween(i, (k) => market.closeMid(i.ric, k), last - 260, last);
  const lastDividend = dividends.at(-1) ?? null;
  const price = market.midAt(i.ric, nowMs);
  // Trailing earnings as equities research reports them: quarterly, seeded, so P/E moves (domain/research/equity-valuation.ts).
  const earnings = trailingEarnings(i, market.seed, nowMs, (ms) => market.closeMid(i.ric, Math.max(0, closeIndexAt(ms, 'weekday')))).eps;
  return {
    sector: i.sector,
    industry: i.industry,
    last_beta: i.beta,
    last_pe_ratio: peRatio(price, earnings).value,
    last_earnings: earnings,
    last_w52_high: bars.length ? Math.max(...bars.map((b) => b.high)) : null,
    last_w52_low: bars.length ? Math.min(...bars.map((b) => b.low)) : null,
    last_volatility: realisedVolatility(bars.map((b) => b.close), 252),
    last_div_yield: i.dividend_yield,
    last_div_per_share: lastDividend?.amount ?? 0,
    last_div_ex_date: lastDividend?.ex_date ?? null,
    last_div_pay_date: lastDividend?.pay_date ?? null,
    index_fund: i.index_fund,
    has_options: i.has_options,
  };
}

function bondFields(market: SimulatedMarket, i: Extract<Instrument, { resourcetype: 'GovtBond' | 'CorporateBond' | 'HTMBond' | 'AFSBond' }>, nowMs: number) {
  const settlement = new Date(nowMs).toISOString().slice(0, 10);
  const q = market.quoteAt(i.ric, nowMs);
  const { next } = couponDatesAround(settlement, i.maturity_date, i.coupon_frequency);
  const years = (Date.parse(i.maturity_date) - nowMs) / (365.25 * DAY_MS);
  const daysToCoupon = Math.round((Date.parse(next) - Date.parse(settlement)) / DAY_MS);
  return {
    issuer: i.issuer,
    issuer_type: i.issuer_type,
    domicile: i.domicile,
    rating: i.rating,
    isin: i.isin,
    coupon_rate: i.coupon_pct,
    coupon_frequency: i.coupon_frequency,
    coupon_date: next,
    maturity_date: i.maturity_date,
    day_count: i.day_count,
    accrued_days: q.accrued_days,
    accrued_interest: q.accrued_interest,
    duration: q.duration,
    bpv: q.dv01,
    ask_yield: q.yield_pct,
    htm_afs_years_to_maturity: years,
    htm_afs_duration: q.duration,
    htm_afs_dv01: q.dv01,
    htm_afs_days_to_coupon: daysToCoupon,
  };
}

/** Fields every class shares, plus the class's own. A bond outside its life has no quote. */
export function assetDetails(market: SimulatedMarket, i: Instrument, nowMs: number): AssetDetails {
  const listed = market.isListed(i.ric, nowMs);
  const base: AssetDetails = { quote: listed ? market.quoteAt(i.ric, nowMs) : null, listed };
  if (!listed) return base;
  switch (i.resourcetype) {
    case 'Equity':
      return { ...base, ...equityFields(market, i, nowMs) };
    case 'GovtBond':
    case 'CorporateBond':
    case 'HTMBond':
    case 'AFSBond':
      return { ...base, ...bondFields(market, i, nowMs) };
    case 'ETF':
      return {
        ...base,
        etf_class: i.etf_class,
        investment_theme: i.investment_theme,
        objectives: i.objectives,
        top_holdings: i.top_holdings,
        links: i.links,
        esg_score: i.esg_score,
        last_div_yield: i.dividend_yield,
        last_beta: i.beta,
      };
    case 'FxForwards': {
      const spot = market.quoteAt(i.corresponding_fx_asset, nowMs);
      const fwd = base.quote!;
      const pip = pipSize(`${i.base_currency}${i.variable_currency}`);
      return {
        ...base,
        corresponding_fx_asset: i.corresponding_fx_asset,
        fwd_maturity_date: new Date(nowMs + Math.round(i.tenor_months * 30.4375) * DAY_MS).toISOString().slice(0, 10),
        bid_swap_points: swapPointsFromOutright({ spot: spot.bid, outright: fwd.bid, pipSize: pip }),
        ask_swap_points: swapPointsFromOutright({ spot: spot.ask, outright: fwd.ask, pipSize: pip }),
      };
    }
    case 'TBill':
      return { ...base, tbill_tenor: i.tbill_tenor };
    case 'Repo':
      return { ...base, tenor: i.tenor, tenor_unit: i.tenor_unit };
    case 'CDS':
      return { ...base, reference_entity: i.reference_entity, rating: i.rating, cds_maturity_years: i.cds_maturity_years, cds_frequency: i.cds_frequency };
    case 'IndexFund':
      return { ...base, issuer_name: i.issuer_name, description: i.description };
    case 'Option':
      return { ...base, non_derivate_asset: i.non_derivate_asset };
    default:
      return base;
  }
}
