/**
 * European options under Black–Scholes–Merton: price, greeks and implied volatility.
 *
 * Units (public contract): all rates and volatilities are decimals (0.05 = 5 %), continuously
 * compounded; the dividend yield is Merton's continuous yield q; time in years.
 * Greeks: delta per 1.00 of spot; gamma per 1.00 of spot, per 1.00 of spot; vega per 1.00 of
 * volatility (divide by 100 for "per vol point"); theta per year of calendar time passing
 * (∂V/∂t = −∂V/∂T; divide by 365 for per day); rho per 1.00 of rate (divide by 100 per 1 %).
 *
 * At expiry or zero volatility (σ√T = 0) the model is deterministic: the price is the
 * discounted forward intrinsic value, gamma and vega are 0, and an option exactly at the
 * forward takes the σ → 0 limit N(d1) = N(d2) = ½ (price 0).
 */
import { DomainError, requireFinite, requireNonNegative, requirePositive } from './domain-error';

export type OptionType = 'call' | 'put';

export interface BlackScholesInput {
  type: OptionType;
  spot: number;
  strike: number;
  timeYears: number;
  rate: number;
  dividendYield: number;
  volatility: number;
}

export interface BlackScholesResult {
  price: number;
  delta: number;
  gamma: number;
  vega: number;
  theta: number;
  rho: number;
}

/** The same inputs with the option's price in place of its volatility. */
export type ImpliedVolatilityInput = Omit<BlackScholesInput, 'volatility'> & { price: number };

// ---------------------------------------------------------------------------------------------
// Standard normal distribution.

const INV_SQRT_2PI = 0.3989422804014327;

/** Standard normal density. */
export function normalPdf(x: number): number {
  requireFinite(x, 'x');
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

// Coefficients of W. J. Cody's rational Chebyshev approximations ("Rational Chebyshev
// approximations for the error function", Math. Comp. 23 (1969), as in his ANORM routine,
// ACM TOMS 715). Relative error below 1e-16 in each interval.
const CODY_A = [2.2352520354606839287, 161.02823106855587881, 1067.6894854603709582, 18154.981253343561249, 0.065682337918207449113];
const CODY_B = [47.20258190468824187, 976.09855173777669322, 10260.932208618978205, 45507.789335026729956];
const CODY_C = [
  0.39894151208813466764, 8.8831497943883759412, 93.506656132177855979, 597.27027639480026226, 2494.5375852903726711,
  6848.1904505362823326, 11602.651437647350124, 9842.7148383839780218, 1.0765576773720192317e-8,
];
const CODY_D = [
  22.266688044328115691, 235.38790178262499861, 1519.377599407554805, 6485.558298266760755, 18615.571640885098091,
  34900.952721145977266, 38912.003286093271411, 19685.429676859990727,
];
const CODY_P = [
  0.21589853405795699, 0.1274011611602473639, 0.022235277870649807, 0.001421619193227893466, 2.9112874951168792e-5,
  0.02307344176494017303,
];
const CODY_Q = [1.28426009614491121, 0.468238212480865118, 0.0659881378689285515, 0.00378239633202758244, 7.29751555083966205e-5];

function coef(table: readonly number[], index: number): number {
  return table[index] as number;
}

/**
 * exp(−y²/2) computed as exp(−a²/2)·exp(−(y−a)(y+a)/2) with a = y rounded down to 1/16:
 * Cody's trick that keeps the tail's relative accuracy (y² itself would lose low bits).
 */
function gaussianTailFactor(y: number): number {
  const a = Math.trunc(y * 16) / 16;
  const del = (y - a) * (y + a);
  return Math.exp(-a * a * 0.5) * Math.exp(-del * 0.5);
}

/** Standard normal CDF Φ(x), Cody's algorithm, accurate to about double precision. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) throw new DomainError('INVALID_INPUT', 'x must be a number (got NaN).');
  const y = Math.abs(x);
  if (y <= 0.67448975) {
    let numerator = 0;
    let denominator = 0;
    if (y > 1.11e-16) {
      const xsq = x * x;
      numerator = coef(CODY_A, 4) * xsq;
      denominator = xsq;
      for (let i = 0; i < 3; i += 1) {
        numerator = (numerator + coef(CODY_A, i)) * xsq;
        denominator = (denominator + coef(CODY_B, i)) * xsq;
      }
    }
    return 0.5 + (x * (numerator + coef(CODY_A, 3))) / (denominator + coef(CODY_B, 3));
  }
  let tail: number; // Φ(−|x|)
  if (y <= Math.sqrt(32)) {
    let numerator = coef(CODY_C, 8) * y;
    let denominator = y;
    for (let i = 0; i < 7; i += 1) {
      numerator = (numerator + coef(CODY_C, i)) * y;
      denominator = (denominator + coef(CODY_D, i)) * y;
    }
    tail = gaussianTailFactor(y) * ((numerator + coef(CODY_C, 7)) / (denominator + coef(CODY_D, 7)));
  } else if (y < 38) {
    const xsq = 1 / (y * y);
    let numerator = coef(CODY_P, 5) * xsq;
    let denominator = xsq;
    for (let i = 0; i < 4; i += 1) {
      numerator = (numerator + coef(CODY_P, i)) * xsq;
      denominator = (denominator + coef(CODY_Q, i)) * xsq;
    }
    const rational = (xsq * (numerator + coef(CODY_P, 4))) / (denominator + coef(CODY_Q, 4));
    tail = (gaussianTailFactor(y) * (INV_SQRT_2PI - rational)) / y;
  } else {
    tail = 0; // below the smallest double
  }
  return x > 0 ? 1 - tail : tail;
}

// ---------------------------------------------------------------------------------------------
// Black–Scholes–Merton.

function validateType(type: unknown): OptionType {
  if (type === 'call' || type === 'put') return type;
  throw new DomainError('INVALID_INPUT', `Option type must be 'call' or 'put' (got ${String(type)}).`);
}

/** The option and market inputs shared by pricing and implied volatility. */
export interface OptionMarket {
  type: OptionType;
  spot: number;
  strike: number;
  timeYears: number;
  rate: number;
  dividendYield: number;
}

function validateMarket(input: Omit<OptionMarket, 'type'> & { type: unknown }): OptionMarket {
  if (typeof input !== 'object' || input === null) throw new DomainError('INVALID_INPUT', 'Option input is required.');
  return {
    type: validateType(input.type),
    spot: requirePositive(input.spot, 'spot'),
    strike: requirePositive(input.strike, 'strike'),
    timeYears: requireNonNegative(input.timeYears, 'timeYears'),
    rate: requireFinite(input.rate, 'rate'),
    dividendYield: requireFinite(input.dividendYield, 'dividendYield'),
  };
}

function priceAndGreeks(market: OptionMarket, volatility: number): BlackScholesResult {
  const { type, spot, strike, timeYears: t, rate: r, dividendYield: q } = market;
  const spotDiscount = Math.exp(-q * t);
  const strikeDiscount = Math.exp(-r * t);
  const discountedSpot = spot * spotDiscount;
  const discountedStrike = strike * strikeDiscount;
  const sigmaRootT = volatility * Math.sqrt(t);
  const sign = type === 'call' ? 1 : -1;

  // N(±d1), N(±d2) with the option's sign (call +, put −): each is evaluated directly rather
  // than as 1 − N(d) so deep in-the-money puts and far-out calls keep their relative precision.
  let nd1: number;
  let nd2: number;
  let density: number; // n(d1)
  if (sigmaRootT > 0) {
    const d1 = (Math.log(spot / strike) + (r - q + 0.5 * volatility * volatility) * t) / sigmaRootT;
    const d2 = d1 - sigmaRootT;
    nd1 = normalCdf(sign * d1);
    nd2 = normalCdf(sign * d2);
    density = normalPdf(d1);
  } else {
    const moneyness = sign * Math.sign(discountedSpot - discountedStrike);
    nd1 = nd2 = moneyness > 0 ? 1 : moneyness < 0 ? 0 : 0.5;
    density = 0;
  }

  const timeDecay = sigmaRootT > 0 ? (-discountedSpot * density * volatility) / (2 * Math.sqrt(t)) : 0;
  // `+ 0` turns the −0 of far-from-the-money legs into 0.
  return {
    price: Math.max(0, sign * (discountedSpot * nd1 - discountedStrike * nd2)),
    delta: sign * spotDiscount * nd1 + 0,
    gamma: sigmaRootT > 0 ? (spotDiscount * density) / (spot * sigmaRootT) : 0,
    vega: discountedSpot * density * Math.sqrt(t),
    theta: timeDecay - sign * (r * discountedStrike * nd2 - q * discountedSpot * nd1) + 0,
    rho: sign * strike * t * strikeDiscount * nd2 + 0,
  };
}

/** Black–Scholes–Merton price and greeks of a European option; see the module header for units. */
export function blackScholes(input: BlackScholesInput): BlackScholesResult {
  const market = validateMarket(input);
  const volatility = requireNonNegative(input.volatility, 'volatility');
  return priceAndGreeks(market, volatility);
}

/**
 * No-arbitrage bounds of a European option price: the discounted forward intrinsic value below,
 * the discounted spot (call) or discounted strike (put) above.
 */
export function optionPriceBounds(input: OptionMarket): { lower: number; upper: number } {
  return boundsOf(validateMarket(input));
}

function boundsOf(market: OptionMarket): { lower: number; upper: number } {
  const discountedSpot = market.spot * Math.exp(-market.dividendYield * market.timeYears);
  const discountedStrike = market.strike * Math.exp(-market.rate * market.timeYears);
  return market.type === 'call'
    ? { lower: Math.max(0, discountedSpot - discountedStrike), upper: discountedSpot }
    : { lower: Math.max(0, discountedStrike - discountedSpot), upper: discountedStrike };
}

const VOL_MAX = 100; // 10 000 %: beyond this the price is indistinguishable from its upper bound
const VOL_TOLERANCE = 1e-13;

/**
 * Volatility that reproduces `price`. The price is strictly increasing in σ between the
 * no-arbitrage bounds, so a bracketed Newton (Newton steps inside the bracket, bisection
 * otherwise) always converges. A price exactly at the lower bound returns 0; a price below
 * the lower bound or at/above the upper bound has no volatility and throws OUT_OF_BOUNDS.
 */
export function impliedVolatility(input: ImpliedVolatilityInput): number {
  const market = validateMarket(input);
  if (market.timeYears === 0) {
    throw new DomainError('INVALID_INPUT', 'timeYears must be greater than 0 for an implied volatility.');
  }
  const price = requireFinite(input.price, 'price');
  const { lower, upper } = boundsOf(market);
  if (price < lower || price >= upper) {
    throw new DomainError(
      'OUT_OF_BOUNDS',
      `Price ${price} is outside the no-arbitrage bounds [${lower}, ${upper}) of this ${market.type}.`,
    );
  }
  if (price === lower) return 0;

  let lo = 0;
  let hi = VOL_MAX;
  if (priceAndGreeks(market, hi).price <= price) {
    throw new DomainError('OUT_OF_BOUNDS', `Price ${price} is too close to the upper bound ${upper} for a finite volatility.`);
  }
  // Manaster–Koehler start: vega peaks at σ² = 2·|ln(F/K)|/T, where Newton converges monotonically;
  // clamped to [0.1, 5] for near-the-money and extreme strikes — the bracket guards convergence.
  const forward = market.spot * Math.exp((market.rate - market.dividendYield) * market.timeYears);
  const start = Math.sqrt((2 * Math.abs(Math.log(forward / market.strike))) / market.timeYears);
  let sigma = Math.min(Math.max(start, 0.1), 5);
  for (let iteration = 0; iteration < 300; iteration += 1) {
    const { price: modelPrice, vega } = priceAndGreeks(market, sigma);
    const diff = modelPrice - price;
    if (diff === 0) return sigma;
    if (diff > 0) hi = sigma;
    else lo = sigma;
    let next = sigma - diff / vega;
    if (!Number.isFinite(next) || next <= lo || next >= hi) next = (lo + hi) / 2;
    if (Math.abs(next - sigma) <= VOL_TOLERANCE || hi - lo <= VOL_TOLERANCE) return next;
    sigma = next;
  }
  return sigma;
}
