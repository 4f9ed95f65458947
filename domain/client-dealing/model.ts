/**
 * The client demand model of the bank simulation (banking.md §8, exact): reference curves as
 * multiples of the market curve, a multinomial logit over the banks and an outside option with
 * the max-shift (no overflow), shares smoothed by α, pools growing by g per period split over
 * the tenors, the laddered slice NB that matures and is re-priced each period, awards floored to
 * the minor unit with the remainder to the outside option, the starting book's ladder, a deal's
 * interest for actual days and the rate limits. Pure: no storage, no clock.
 *
 * Units: rates and yields in percent (3.20 is 3.20 %), as the guide's formulas take them;
 * amounts of the pools in major units, of NB and the awards in integer minor units.
 */
import { BANKING_CONVENTIONS as C } from '../banking-conventions';
import { moneyMarketBasis } from '../fx-forwards';
import { roundHalfEven, toMinor, minorUnits } from '../money';

export type ClientProduct = 'loans' | 'depos';
export const CLIENT_PRODUCTS: readonly ClientProduct[] = ['loans', 'depos'];
export type ClientTenor = (typeof C.clientTenors)[number]['tenor'];
export const CLIENT_TENORS = C.clientTenors;

export function tenorDays(tenor: ClientTenor): number {
  return C.clientTenors.find((t) => t.tenor === tenor)!.days;
}

export function tenorCode(tenor: ClientTenor): number {
  return C.clientTenors.find((t) => t.tenor === tenor)!.code;
}

/** One product's parameters of the scenario (banking.md §8 table). */
export interface ProductParams {
  /** k: the reference curve and the first period's rates as a multiple of the market curve. */
  curve: number;
  alpha: number;
  gamma: number;
  /** P: the client market's outstanding amount at t = 0, major units. */
  pool: number;
  /** g: both pools are multiplied by g every period. */
  growth: number;
}

/** refL = k_L × y, refD = k_D × y (percent). */
export function referenceRate(params: Pick<ProductParams, 'curve'>, yieldPct: number): number {
  return params.curve * yieldPct;
}

/** u_i = −γ_L × (rL_i − refL) for loans, +γ_D × (rD_i − refD) for deposits (rates in percent). */
export function utility(product: ClientProduct, gamma: number, rate: number, reference: number): number {
  return product === 'loans' ? -gamma * (rate - reference) : gamma * (rate - reference);
}

/**
 * The logit's target shares: s*_i = exp(u_i − m) / (exp(−m) + Σ_j exp(u_j − m)) with
 * m = max(0, u_1 … u_n) (the outside option's u_0 = 0 included), and s*_0 = exp(−m) / (…).
 */
export function targetShares(utilities: readonly number[]): { banks: number[]; outside: number } {
  const m = Math.max(0, ...utilities);
  const e = utilities.map((u) => Math.exp(u - m));
  const outside = Math.exp(-m);
  const denominator = outside + e.reduce((a, b) => a + b, 0);
  return { banks: e.map((x) => x / denominator), outside: outside / denominator };
}

/** s(t) = α × s(t − 1) + (1 − α) × s*(t). */
export function smoothShare(previous: number, target: number, alpha: number): number {
  return alpha * previous + (1 - alpha) * target;
}

/** Pool_τ(t) = P × g^t / m, major units (m = the number of tenors offered). */
export function tenorPool(params: Pick<ProductParams, 'pool' | 'growth'>, period: number, tenors = C.clientTenors.length): number {
  return (params.pool * params.growth ** period) / tenors;
}

/** NB_τ(t) = round_half_even(Pool_τ(t) × min(1, Δ / days(τ))), minor units. */
export function newBusiness(pool: number, deltaDays: number, days: number, currency: string): number {
  return toMinor(pool * Math.min(1, deltaDays / days), currency);
}

/** award_i = floor(s_i × NB) minor units; the remainder to the outside option. Σ awards + outside = NB. */
export function splitAwards(shares: readonly number[], nb: number): { awards: number[]; outside: number } {
  const awards = shares.map((s) => Math.max(0, Math.floor(s * nb + C.clientAwardEpsilon)));
  const outside = nb - awards.reduce((a, b) => a + b, 0);
  return { awards, outside };
}

/** A deal's interest for `days` at `ratePct` on `principal` minor units, rounded half-even once to the minor unit. */
export function dealInterest(principal: number, ratePct: number, days: number, currency: string): number {
  if (days <= 0 || principal === 0) return 0;
  const major = principal / 10 ** minorUnits(currency);
  return toMinor((major * (ratePct / 100) * days) / moneyMarketBasis(currency), currency);
}

/** The limits of a rate (percent) given the 4-week yield (percent), banking.md §8 / spec 001 §5. */
export function rateLimits(product: ClientProduct, yield4wkPct: number): { min: number; max: number } {
  void product;
  return { min: C.clientRateFloor, max: roundHalfEven(yield4wkPct + C.clientRateCapAboveYield, C.clientRateDecimals) };
}

export function roundRate(ratePct: number): number {
  return roundHalfEven(ratePct, C.clientRateDecimals);
}

/** Number of tranches of the starting ladder: ceil(days(τ) / Δ). */
export function ladderTranches(days: number, deltaDays: number): number {
  return Math.max(1, Math.ceil(days / Math.max(1, deltaDays)));
}

/** `total` minor units in `n` equal tranches (the first `total mod n` one unit larger), maturing one per period. */
export function splitEqually(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, j) => base + (j < extra ? 1 : 0));
}

/** One product and tenor's market state: each bank's share and the outside option's (they sum to 1). */
export interface TenorShares {
  banks: Record<string, number>;
  outside: number;
}

/** Everyone at 1/(n + 1), the outside option alike. */
export function initialShares(bankIds: readonly number[]): TenorShares {
  const s = 1 / (bankIds.length + 1);
  return { banks: Object.fromEntries(bankIds.map((id) => [String(id), s])), outside: s };
}

/**
 * Shares with every bank of `bankIds` present: a bank not yet in them (joined later) enters at
 * 1/(n + 1) and the others, the outside option included, are scaled by 1 − 1/(n + 1).
 */
export function withBanks(shares: TenorShares, bankIds: readonly number[]): TenorShares {
  const missing = bankIds.filter((id) => shares.banks[String(id)] === undefined);
  if (!missing.length) return shares;
  const n = bankIds.length;
  let next: TenorShares = { banks: { ...shares.banks }, outside: shares.outside };
  for (const id of missing) {
    const entering = 1 / (n + 1);
    const scale = 1 - entering;
    next = {
      banks: Object.fromEntries([...Object.entries(next.banks).map(([k, v]) => [k, v * scale] as const), [String(id), entering]]),
      outside: next.outside * scale,
    };
  }
  return next;
}

export interface TenorAwardInput {
  product: ClientProduct;
  params: ProductParams;
  tenor: ClientTenor;
  period: number;
  deltaDays: number;
  /** y_t(τ), percent. */
  yieldPct: number;
  currency: string;
  /** Each bank's rate for the tenor, percent. */
  banks: readonly { id: number; rate: number }[];
  previous: TenorShares;
}

export interface TenorAward {
  tenor: ClientTenor;
  reference: number;
  /** Pool_τ(t), major units (total_tenor_pool). */
  pool: number;
  /** NB_τ(t), minor units. */
  nb: number;
  shares: TenorShares;
  /** Per bank: the rate, its target and smoothed share and its award (minor units). */
  banks: { id: number; rate: number; target: number; share: number; award: number }[];
  /** The rounding remainder and the outside option's share of NB, minor units. */
  outside: number;
}

/** One period's awards of one product and tenor (banking.md §8). */
export function awardTenor(input: TenorAwardInput): TenorAward {
  const { params, product } = input;
  const reference = referenceRate(params, input.yieldPct);
  const target = targetShares(input.banks.map((b) => utility(product, params.gamma, b.rate, reference)));
  const previous = withBanks(input.previous, input.banks.map((b) => b.id));
  const shares = input.banks.map((b, i) => smoothShare(previous.banks[String(b.id)]!, target.banks[i]!, params.alpha));
  const outsideShare = smoothShare(previous.outside, target.outside, params.alpha);
  const pool = tenorPool(params, input.period);
  const nb = newBusiness(pool, input.deltaDays, tenorDays(input.tenor), input.currency);
  const split = splitAwards(shares, nb);
  return {
    tenor: input.tenor,
    reference,
    pool,
    nb,
    shares: { banks: Object.fromEntries(input.banks.map((b, i) => [String(b.id), shares[i]!])), outside: outsideShare },
    banks: input.banks.map((b, i) => ({ id: b.id, rate: b.rate, target: target.banks[i]!, share: shares[i]!, award: split.awards[i]! })),
    outside: split.outside,
  };
}

/**
 * A bank's starting book of one product and tenor (banking.md §8): s_i(0) × Pool_τ(0) floored to
 * the minor unit, in ceil(days(τ)/Δ) equal tranches maturing one per period, at the starting
 * curve's rate.
 */
export function startingTranches(params: ProductParams, tenor: ClientTenor, banks: number, firstPeriodDays: number, currency: string): number[] {
  const total = Math.floor((toMinor(tenorPool(params, 0), currency) * 1) / (banks + 1) + C.clientAwardEpsilon);
  return splitEqually(total, ladderTranches(tenorDays(tenor), firstPeriodDays));
}
