/**
 * The market curve the client market prices against (banking.md §8 y_t(τ)): the government
 * yield series of a currency (domain/market/universe/rates.ts, 'Yields' instruments quoted in
 * percent), read at the session's moment through its market view, so imported history counts.
 * Between the series' tenors the curve is linear, flat beyond the ends.
 */
import { TENORS, type Tenor } from '../enums';
import { YIELD_SERIES } from '../market/universe/rates';
import type { Quote } from '../engine/types';
import { BANKING_CONVENTIONS as C } from '../banking-conventions';
import type { CurvePoint } from '../contracts/client-dealing';

/** The ric of a currency's yield at a tenor ('US13WKT=RR'), or null when the market has none. */
export function yieldRic(currency: string, tenor: string): string | null {
  const code = TENORS.indexOf(tenor as Tenor);
  return YIELD_SERIES.find((y) => y.variable_currency === currency && y.tenor === code)?.ric ?? null;
}

const TENOR_YEARS: Record<string, number> = { '4WK': 4 / 52, '8WK': 8 / 52, '13WK': 13 / 52, '26WK': 26 / 52, '52WK': 1, '2YR': 2, '3YR': 3, '5YR': 5, '7YR': 7, '10YR': 10, '30YR': 30 };

/** Yield in percent at `tenor`, the quote's mid; interpolated between the currency's tenors when it has no series there. */
export function yieldAtTenor(quote: (ric: string) => Quote | null, currency: string, tenor: string): number | null {
  const direct = yieldRic(currency, tenor);
  const mid = (ric: string | null) => {
    const q = ric ? quote(ric) : null;
    return q ? (q.bid + q.ask) / 2 : null;
  };
  const own = mid(direct);
  if (own !== null) return own;
  const years = TENOR_YEARS[tenor];
  if (years === undefined) return null;
  const points = TENORS.map((t) => ({ years: TENOR_YEARS[t]!, y: mid(yieldRic(currency, t)) })).filter((p): p is { years: number; y: number } => p.y !== null);
  if (!points.length) return null;
  if (years <= points[0]!.years) return points[0]!.y;
  const last = points[points.length - 1]!;
  if (years >= last.years) return last.y;
  const k = points.findIndex((p) => p.years >= years);
  const a = points[k - 1]!;
  const b = points[k]!;
  return a.y + ((b.y - a.y) * (years - a.years)) / (b.years - a.years);
}

/** The yield curve chart's points (spec 001 §2: 4, 13, 26, 52 weeks, 2, 5, 10, 30 years). */
export function yieldCurve(quote: (ric: string) => Quote | null, currency: string): CurvePoint[] {
  return C.clientCurvePoints.map((p) => ({ tenor: p.tenor, years: p.years, yield: yieldAtTenor(quote, currency, p.tenor) }));
}
