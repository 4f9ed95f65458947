/**
 * FX spot pairs and outright forwards.
 *
 * Spot: ric in Refinitiv style ('EUR=' is EURUSD, 'JPY=' is USDJPY, crosses 'EURGBP='); ticker the
 * six-letter pair; base_currency / variable_currency the pair's legs (price = variable units per
 * base unit). Every non-USD currency of the universe has a pair against USD, so any position can be
 * converted to any reporting currency. The list starts EURUSD, USDJPY, GBPUSD (spec 000 §9).
 * `anchor_price` is the 2014-01-02 mid; cross rates are the product of their USD legs.
 * Volatility: majors 0.06-0.11, EM floaters 0.10-0.18; managed or pegged currencies (CNY, HKD, SAR,
 * AED) carry their small realised vol.
 *
 * Forwards: outright forwards at 1M/3M/6M/12M on EURUSD, USDJPY, GBPUSD, USDCHF, priced at the
 * epoch by covered interest parity from the currencies' overnight rates (simple, ACT/360).
 * Ric 'EUR1M=', ticker 'EURUSD 1M', name '<non-USD currency> <tenor>' ('JPY 1M', as the spec shows).
 */
import type { FxForwardInstrument, FxInstrument } from '../instrument';
import { overnightRate } from './currencies';

interface SpotRow {
  ric: string;
  base: string;
  quote: string;
  rate: number;
  vol: number;
}

function spot(r: SpotRow): FxInstrument {
  return {
    ric: r.ric,
    ticker: `${r.base}${r.quote}`,
    name: `${r.base}/${r.quote}`,
    resourcetype: 'FX',
    region: 'Global',
    geography: 'XX',
    base_currency: r.base,
    variable_currency: r.quote,
    volatility: r.vol,
    anchor_price: r.rate,
  };
}

// USD legs at the epoch, used for the crosses.
const EURUSD = 1.37;
const USDJPY = 105.0;
const GBPUSD = 1.65;
const USDCHF = 0.893;
const USDIDR = 12200;

function cross(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

export const FX_PAIRS: readonly FxInstrument[] = [
  spot({ ric: 'EUR=', base: 'EUR', quote: 'USD', rate: EURUSD, vol: 0.08 }),
  spot({ ric: 'JPY=', base: 'USD', quote: 'JPY', rate: USDJPY, vol: 0.1 }),
  spot({ ric: 'GBP=', base: 'GBP', quote: 'USD', rate: GBPUSD, vol: 0.08 }),
  spot({ ric: 'CHF=', base: 'USD', quote: 'CHF', rate: USDCHF, vol: 0.09 }),
  spot({ ric: 'IDR=', base: 'USD', quote: 'IDR', rate: USDIDR, vol: 0.12 }),
  spot({ ric: 'AUD=', base: 'AUD', quote: 'USD', rate: 0.892, vol: 0.11 }),
  spot({ ric: 'CAD=', base: 'USD', quote: 'CAD', rate: 1.065, vol: 0.07 }),
  spot({ ric: 'NZD=', base: 'NZD', quote: 'USD', rate: 0.822, vol: 0.11 }),
  // Crosses of the reporting currencies.
  spot({ ric: 'EURGBP=', base: 'EUR', quote: 'GBP', rate: cross(EURUSD / GBPUSD, 4), vol: 0.07 }),
  spot({ ric: 'EURJPY=', base: 'EUR', quote: 'JPY', rate: cross(EURUSD * USDJPY, 2), vol: 0.11 }),
  spot({ ric: 'EURCHF=', base: 'EUR', quote: 'CHF', rate: cross(EURUSD * USDCHF, 4), vol: 0.06 }),
  spot({ ric: 'GBPJPY=', base: 'GBP', quote: 'JPY', rate: cross(GBPUSD * USDJPY, 2), vol: 0.11 }),
  spot({ ric: 'GBPCHF=', base: 'GBP', quote: 'CHF', rate: cross(GBPUSD * USDCHF, 4), vol: 0.09 }),
  spot({ ric: 'CHFJPY=', base: 'CHF', quote: 'JPY', rate: cross(USDJPY / USDCHF, 2), vol: 0.11 }),
  spot({ ric: 'EURIDR=', base: 'EUR', quote: 'IDR', rate: cross(EURUSD * USDIDR, 0), vol: 0.13 }),
  // Other developed and Asian currencies.
  spot({ ric: 'SEK=', base: 'USD', quote: 'SEK', rate: 6.45, vol: 0.1 }),
  spot({ ric: 'NOK=', base: 'USD', quote: 'NOK', rate: 6.08, vol: 0.1 }),
  spot({ ric: 'SGD=', base: 'USD', quote: 'SGD', rate: 1.265, vol: 0.06 }),
  spot({ ric: 'HKD=', base: 'USD', quote: 'HKD', rate: 7.755, vol: 0.005 }),
  spot({ ric: 'CNY=', base: 'USD', quote: 'CNY', rate: 6.05, vol: 0.04 }),
  spot({ ric: 'KRW=', base: 'USD', quote: 'KRW', rate: 1050, vol: 0.1 }),
  spot({ ric: 'TWD=', base: 'USD', quote: 'TWD', rate: 29.8, vol: 0.06 }),
  spot({ ric: 'INR=', base: 'USD', quote: 'INR', rate: 61.9, vol: 0.1 }),
  spot({ ric: 'ILS=', base: 'USD', quote: 'ILS', rate: 3.48, vol: 0.08 }),
  // Latin America, EMEA and Africa.
  spot({ ric: 'BRL=', base: 'USD', quote: 'BRL', rate: 2.36, vol: 0.16 }),
  spot({ ric: 'MXN=', base: 'USD', quote: 'MXN', rate: 13.05, vol: 0.12 }),
  spot({ ric: 'ZAR=', base: 'USD', quote: 'ZAR', rate: 10.5, vol: 0.16 }),
  spot({ ric: 'TRY=', base: 'USD', quote: 'TRY', rate: 2.16, vol: 0.15 }),
  spot({ ric: 'SAR=', base: 'USD', quote: 'SAR', rate: 3.7502, vol: 0.002 }),
  spot({ ric: 'AED=', base: 'USD', quote: 'AED', rate: 3.6729, vol: 0.002 }),
  spot({ ric: 'EGP=', base: 'USD', quote: 'EGP', rate: 6.95, vol: 0.12 }),
  spot({ ric: 'KES=', base: 'USD', quote: 'KES', rate: 86.3, vol: 0.1 }),
  spot({ ric: 'NGN=', base: 'USD', quote: 'NGN', rate: 158, vol: 0.12 }),
  spot({ ric: 'GHS=', base: 'USD', quote: 'GHS', rate: 2.4, vol: 0.18 }),
];

const TENORS_MONTHS = [1, 3, 6, 12] as const;

interface ForwardPair {
  spotRic: string;
  /** The non-USD currency, used for the ric and the name ('EUR1M=', 'EUR 1M'). */
  code: string;
  decimals: number;
}

const FORWARD_PAIRS: readonly ForwardPair[] = [
  { spotRic: 'EUR=', code: 'EUR', decimals: 4 },
  { spotRic: 'JPY=', code: 'JPY', decimals: 2 },
  { spotRic: 'GBP=', code: 'GBP', decimals: 4 },
  { spotRic: 'CHF=', code: 'CHF', decimals: 4 },
];

function forwards(p: ForwardPair): FxForwardInstrument[] {
  const s = FX_PAIRS.find((x) => x.ric === p.spotRic);
  if (!s) throw new Error(`no spot ${p.spotRic}`);
  const rBase = overnightRate(s.base_currency);
  const rQuote = overnightRate(s.variable_currency);
  return TENORS_MONTHS.map((m) => {
    const t = (m * 30) / 360;
    const outright = (s.anchor_price * (1 + rQuote * t)) / (1 + rBase * t);
    return {
      ric: `${p.code}${m}M=`,
      ticker: `${s.ticker} ${m}M`,
      name: `${p.code} ${m}M`,
      resourcetype: 'FxForwards',
      region: 'Global',
      geography: 'XX',
      base_currency: s.base_currency,
      variable_currency: s.variable_currency,
      volatility: s.volatility,
      anchor_price: Number(outright.toFixed(p.decimals + 1)),
      corresponding_fx_asset: s.ric,
      tenor_months: m,
      no_of_decimals: p.decimals,
    };
  });
}

export const FX_FORWARDS: readonly FxForwardInstrument[] = FORWARD_PAIRS.flatMap(forwards);
