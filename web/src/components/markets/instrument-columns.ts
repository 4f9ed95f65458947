/**
 * The per-class columns of the Markets instrument tables (spec 000 §2 "Instrument tables"):
 * equities and ETFs show their region as the accordion's groups, so no column; bonds coupon date, coupon, DV01, duration, yield and rating (the
 * analytics only in real-time sessions); HTM and AFS bonds issuer type, domicile, years to
 * maturity, duration, coupon, yield, DV01 and days to coupon. Every column sorts.
 */
import { formatDate, formatNumber } from '@domain/format';
import type { SessionAsset } from '@/lib/room/player-api';
import { numericDetail, type AssetDetails } from '@/lib/room/use-asset-details';
import type { MarketTab } from './instrument-types';

export interface InstrumentColumn {
  key: string;
  label: string;
  numeric: boolean;
  /** The cell's value (and its sort key); null shows a dash and sorts last. */
  value: (asset: SessionAsset, details: AssetDetails | undefined) => string | number | null;
  format?: (value: number) => string;
}

const text = (key: string, label: string, read: (a: SessionAsset, d: AssetDetails | undefined) => unknown): InstrumentColumn => ({
  key,
  label,
  numeric: false,
  value: (a, d) => {
    const v = read(a, d);
    return typeof v === 'string' && v ? v : null;
  },
});
const figure = (key: string, label: string, field: string, decimals: number, suffix = ''): InstrumentColumn => ({
  key,
  label,
  numeric: true,
  value: (_a, d) => numericDetail(d, field),
  format: (v) => `${formatNumber(v, { decimals })}${suffix}`,
});

const couponDate = text('coupon_date', 'Next coupon', (_a, d) => (typeof d?.coupon_date === 'string' ? formatDate(d.coupon_date) : null));
const coupon = figure('coupon', 'Coupon', 'coupon_rate', 3, '%');
const rating = text('rating', 'Rating', (_a, d) => d?.rating);
const dv01 = figure('dv01', 'DV01', 'bpv', 4);
const duration = figure('duration', 'Duration', 'duration', 2);
const yieldPct = figure('yield', 'Yield', 'ask_yield', 3, '%');

/** The extra columns of `tab`'s table; bond analytics are hidden in historical sessions (spec 000 §2). */
export function columnsOf(tab: MarketTab, realTime: boolean): InstrumentColumn[] {
  switch (tab) {
    case 'Bonds':
      return realTime ? [couponDate, coupon, dv01, duration, yieldPct, rating] : [couponDate, coupon, rating];
    case 'HTM':
    case 'AFS':
      return [
        text('issuer_type', 'Issuer type', (_a, d) => d?.issuer_type),
        text('domicile', 'Domicile', (_a, d) => d?.domicile),
        figure('years', 'Years to maturity', 'htm_afs_years_to_maturity', 2),
        duration,
        coupon,
        yieldPct,
        dv01,
        figure('days_to_coupon', 'Days to coupon', 'htm_afs_days_to_coupon', 0),
      ];
    default:
      return [];
  }
}

/** Whether `tab`'s columns read the instruments' details (one request per instrument). */
export function needsDetails(tab: MarketTab): boolean {
  return tab === 'Bonds' || tab === 'HTM' || tab === 'AFS';
}
