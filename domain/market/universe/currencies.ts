/**
 * Currencies of the simulated universe: the six reporting currencies first, then every other
 * currency an instrument is quoted in. Minor units follow ISO 4217; `overnight_rate` is an
 * overnight policy-like rate at the simulation epoch (2014-01-02), annual decimal.
 */
import type { CurrencyDef } from '../instrument';

export const CURRENCIES: readonly CurrencyDef[] = [
  // Reporting currencies (spec 000 §9).
  { symbol: 'USD', name: 'US Dollar', minor_units: 2, overnight_rate: 0.001 },
  { symbol: 'EUR', name: 'Euro', minor_units: 2, overnight_rate: 0.0015 },
  { symbol: 'GBP', name: 'Pound Sterling', minor_units: 2, overnight_rate: 0.005 },
  { symbol: 'JPY', name: 'Japanese Yen', minor_units: 0, overnight_rate: 0.0007 },
  { symbol: 'CHF', name: 'Swiss Franc', minor_units: 2, overnight_rate: 0.0 },
  { symbol: 'IDR', name: 'Indonesian Rupiah', minor_units: 2, overnight_rate: 0.0575 },
  // Developed markets.
  { symbol: 'CAD', name: 'Canadian Dollar', minor_units: 2, overnight_rate: 0.01 },
  { symbol: 'AUD', name: 'Australian Dollar', minor_units: 2, overnight_rate: 0.025 },
  { symbol: 'NZD', name: 'New Zealand Dollar', minor_units: 2, overnight_rate: 0.025 },
  { symbol: 'SEK', name: 'Swedish Krona', minor_units: 2, overnight_rate: 0.0075 },
  { symbol: 'NOK', name: 'Norwegian Krone', minor_units: 2, overnight_rate: 0.015 },
  { symbol: 'HKD', name: 'Hong Kong Dollar', minor_units: 2, overnight_rate: 0.001 },
  { symbol: 'SGD', name: 'Singapore Dollar', minor_units: 2, overnight_rate: 0.001 },
  { symbol: 'ILS', name: 'Israeli New Shekel', minor_units: 2, overnight_rate: 0.01 },
  // Emerging markets.
  { symbol: 'CNY', name: 'Chinese Yuan Renminbi', minor_units: 2, overnight_rate: 0.03 },
  { symbol: 'KRW', name: 'South Korean Won', minor_units: 0, overnight_rate: 0.025 },
  { symbol: 'TWD', name: 'New Taiwan Dollar', minor_units: 2, overnight_rate: 0.004 },
  { symbol: 'INR', name: 'Indian Rupee', minor_units: 2, overnight_rate: 0.08 },
  { symbol: 'BRL', name: 'Brazilian Real', minor_units: 2, overnight_rate: 0.10 },
  { symbol: 'MXN', name: 'Mexican Peso', minor_units: 2, overnight_rate: 0.035 },
  { symbol: 'ZAR', name: 'South African Rand', minor_units: 2, overnight_rate: 0.05 },
  { symbol: 'TRY', name: 'Turkish Lira', minor_units: 2, overnight_rate: 0.0775 },
  { symbol: 'SAR', name: 'Saudi Riyal', minor_units: 2, overnight_rate: 0.0025 },
  { symbol: 'AED', name: 'UAE Dirham', minor_units: 2, overnight_rate: 0.002 },
  { symbol: 'EGP', name: 'Egyptian Pound', minor_units: 2, overnight_rate: 0.0825 },
  { symbol: 'KES', name: 'Kenyan Shilling', minor_units: 2, overnight_rate: 0.085 },
  { symbol: 'NGN', name: 'Nigerian Naira', minor_units: 2, overnight_rate: 0.12 },
  { symbol: 'GHS', name: 'Ghanaian Cedi', minor_units: 2, overnight_rate: 0.16 },
];

const BY_SYMBOL: ReadonlyMap<string, CurrencyDef> = new Map(CURRENCIES.map((c) => [c.symbol, c]));

/** The currency definition for an ISO symbol, or undefined when the universe does not know it. */
export function currencyBySymbol(symbol: string): CurrencyDef | undefined {
  return BY_SYMBOL.get(symbol);
}

/** Overnight rate of a known currency at the epoch (throws on an unknown symbol: a data bug). */
export function overnightRate(symbol: string): number {
  const c = BY_SYMBOL.get(symbol);
  if (!c) throw new Error(`unknown currency ${symbol}`);
  return c.overnight_rate;
}
