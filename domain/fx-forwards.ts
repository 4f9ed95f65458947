/**
 * FX forwards: outright from swap points, swap points from deposit rates by covered interest
 * parity, and the rate a forward implies.
 *
 * Conventions (public contract):
 * - A pair BASE/QUOTE (e.g. EURUSD: base EUR, quote — "terms" or "variable" — USD) is quoted as
 *   QUOTE per 1 BASE. Pairs are written 'EURUSD' or 'EUR/USD' (case-insensitive).
 * - Pip size: 0.01 when the quote currency is JPY, else 0.0001 (4-decimal pairs). Other
 *   2-decimal quote currencies are not special-cased; pass pipSize explicitly for them.
 * - outright = spot + swapPoints × pipSize; swap points are returned unrounded.
 * - Covered interest parity with simple money-market interest on each leg:
 *     F = S × (1 + r_quote × days/basis_quote) / (1 + r_base × days/basis_base).
 *   Rates are decimals (0.05 = 5 %); days are actual calendar days from spot to the forward date.
 * - Money-market basis: ACT/365 for GBP, AUD, NZD, CAD, HKD, SGD, ZAR, PLN (their domestic
 *   deposit conventions), ACT/360 for every other currency (USD, EUR, JPY, CHF, SEK, ...).
 */
import { DomainError, requireFinite, requirePositive } from './domain-error';

export type MoneyMarketBasis = 360 | 365;

/** Currencies whose money-market deposits accrue ACT/365 (all others: ACT/360). */
export const ACT_365_CURRENCIES: readonly string[] = ['GBP', 'AUD', 'NZD', 'CAD', 'HKD', 'SGD', 'ZAR', 'PLN'];

const CURRENCY_CODE = /^[A-Z]{3}$/;
const PAIR = /^([A-Za-z]{3})\/?([A-Za-z]{3})$/;

function validateCurrency(currency: unknown): string {
  const code = typeof currency === 'string' ? currency.toUpperCase() : '';
  if (!CURRENCY_CODE.test(code)) {
    throw new DomainError('INVALID_INPUT', `Currency must be a 3-letter ISO code (got ${String(currency)}).`);
  }
  return code;
}

/** Splits 'EURUSD' or 'EUR/USD' into its base and quote currencies (upper case). */
export function parseCurrencyPair(pair: string): { base: string; quote: string } {
  const match = typeof pair === 'string' ? PAIR.exec(pair.trim()) : null;
  if (!match) throw new DomainError('INVALID_INPUT', `Currency pair must look like 'EURUSD' or 'EUR/USD' (got ${String(pair)}).`);
  const base = (match[1] as string).toUpperCase();
  const quote = (match[2] as string).toUpperCase();
  if (base === quote) throw new DomainError('INVALID_INPUT', `A currency pair needs two different currencies (got ${pair}).`);
  return { base, quote };
}

/** Pip size of a pair: 0.01 for JPY-quoted pairs, else 0.0001. */
export function pipSize(pair: string): number {
  return parseCurrencyPair(pair).quote === 'JPY' ? 0.01 : 0.0001;
}

/** True for pairs whose quote currency is JPY (2-decimal pairs). */
export function isJpyPair(pair: string): boolean {
  return parseCurrencyPair(pair).quote === 'JPY';
}

/** Money-market day-count basis (days per year) of a currency. */
export function moneyMarketBasis(currency: string): MoneyMarketBasis {
  return ACT_365_CURRENCIES.includes(validateCurrency(currency)) ? 365 : 360;
}

function validateBasis(basis: unknown, label: string): MoneyMarketBasis {
  if (basis === 360 || basis === 365) return basis;
  throw new DomainError('INVALID_INPUT', `${label} must be 360 or 365 (got ${String(basis)}).`);
}

function validatePipSize(value: unknown): number {
  return requirePositive(value, 'pipSize');
}

function validateDays(days: unknown): number {
  const n = requireFinite(days, 'days');
  if (!Number.isInteger(n) || n < 1) throw new DomainError('OUT_OF_BOUNDS', `days must be a whole number >= 1 (got ${n}).`);
  return n;
}

/** 1 + r·days/basis, which must stay positive for the deposit to make sense. */
function growthFactor(rate: unknown, days: number, basis: MoneyMarketBasis, label: string): number {
  const r = requireFinite(rate, label);
  const growth = 1 + (r * days) / basis;
  if (growth <= 0) throw new DomainError('OUT_OF_BOUNDS', `${label} ${r} over ${days} days leaves nothing to repay.`);
  return growth;
}

/** Outright forward from spot and swap points. */
export function outrightFromSwapPoints(input: { spot: number; swapPoints: number; pipSize: number }): number {
  const spot = requirePositive(input.spot, 'spot');
  const points = requireFinite(input.swapPoints, 'swapPoints');
  const outright = spot + points * validatePipSize(input.pipSize);
  if (outright <= 0) throw new DomainError('OUT_OF_BOUNDS', `Swap points ${points} give a non-positive outright.`);
  return outright;
}

/** Swap points (in pips, unrounded) between spot and an outright. */
export function swapPointsFromOutright(input: { spot: number; outright: number; pipSize: number }): number {
  const spot = requirePositive(input.spot, 'spot');
  const outright = requirePositive(input.outright, 'outright');
  return (outright - spot) / validatePipSize(input.pipSize);
}

export interface ParityInput {
  spot: number;
  days: number;
  /** Deposit rate of the base currency, decimal. */
  baseRate: number;
  /** Deposit rate of the quote (terms) currency, decimal. */
  quoteRate: number;
  baseBasis: MoneyMarketBasis;
  quoteBasis: MoneyMarketBasis;
}

/** Outright forward by covered interest parity. */
export function forwardOutright(input: ParityInput): number {
  const spot = requirePositive(input.spot, 'spot');
  const days = validateDays(input.days);
  const baseGrowth = growthFactor(input.baseRate, days, validateBasis(input.baseBasis, 'baseBasis'), 'baseRate');
  const quoteGrowth = growthFactor(input.quoteRate, days, validateBasis(input.quoteBasis, 'quoteBasis'), 'quoteRate');
  return (spot * quoteGrowth) / baseGrowth;
}

/** Swap points (unrounded) by covered interest parity. */
export function swapPointsFromRates(input: ParityInput & { pipSize: number }): number {
  const outright = forwardOutright(input);
  return swapPointsFromOutright({ spot: input.spot, outright, pipSize: input.pipSize });
}

/** The quote-currency deposit rate that makes `outright` fair given the base rate. */
export function impliedQuoteRate(input: Omit<ParityInput, 'quoteRate'> & { outright: number }): number {
  const spot = requirePositive(input.spot, 'spot');
  const outright = requirePositive(input.outright, 'outright');
  const days = validateDays(input.days);
  const quoteBasis = validateBasis(input.quoteBasis, 'quoteBasis');
  const baseGrowth = growthFactor(input.baseRate, days, validateBasis(input.baseBasis, 'baseBasis'), 'baseRate');
  return ((outright / spot) * baseGrowth - 1) * (quoteBasis / days);
}

/** The base-currency deposit rate that makes `outright` fair given the quote rate. */
export function impliedBaseRate(input: Omit<ParityInput, 'baseRate'> & { outright: number }): number {
  const spot = requirePositive(input.spot, 'spot');
  const outright = requirePositive(input.outright, 'outright');
  const days = validateDays(input.days);
  const baseBasis = validateBasis(input.baseBasis, 'baseBasis');
  const quoteGrowth = growthFactor(input.quoteRate, days, validateBasis(input.quoteBasis, 'quoteBasis'), 'quoteRate');
  return ((spot / outright) * quoteGrowth - 1) * (baseBasis / days);
}

export interface PairForward {
  outright: number;
  swapPoints: number;
  pipSize: number;
  baseBasis: MoneyMarketBasis;
  quoteBasis: MoneyMarketBasis;
}

/** Forward of a named pair: each currency's money-market basis and the pair's pip size applied. */
export function pairForward(input: { pair: string; spot: number; days: number; baseRate: number; quoteRate: number }): PairForward {
  const { base, quote } = parseCurrencyPair(input.pair);
  const parity: ParityInput = {
    spot: input.spot,
    days: input.days,
    baseRate: input.baseRate,
    quoteRate: input.quoteRate,
    baseBasis: moneyMarketBasis(base),
    quoteBasis: moneyMarketBasis(quote),
  };
  const pip = pipSize(input.pair);
  const outright = forwardOutright(parity);
  return {
    outright,
    swapPoints: swapPointsFromOutright({ spot: parity.spot, outright, pipSize: pip }),
    pipSize: pip,
    baseBasis: parity.baseBasis,
    quoteBasis: parity.quoteBasis,
  };
}
