/**
 * The copy of an instrument a session keeps: its reference fields, the class and group its
 * limits and allocations use, and its market hours. Built once when the trainer saves the
 * session's instruments.
 */
import type { MarketHours } from '../market-hours';
import type { Instrument } from '../market/instrument';
import { assetClassOf, assetGroupOf, unitFactor } from '../trading/asset-classes';
import type { SessionInstrument } from './types';

export interface InstrumentListing {
  asset_id: number;
  risk_weight: number;
  no_of_decimals: number;
  market_hours: MarketHours | null;
}

export function toSessionInstrument(i: Instrument, listing: InstrumentListing): SessionInstrument {
  const assetClass = assetClassOf(i as Pick<Instrument, 'resourcetype'> & { etf_class?: string });
  return {
    ric: i.ric,
    asset_id: listing.asset_id,
    name: i.name,
    ticker: i.ticker,
    resourcetype: i.resourcetype,
    region: i.region,
    base_currency: i.base_currency,
    variable_currency: i.variable_currency,
    asset_class: assetClass,
    group: assetGroupOf(assetClass),
    unit_factor: unitFactor(i.resourcetype),
    risk_weight: listing.risk_weight,
    no_of_decimals: listing.no_of_decimals,
    market_hours: listing.market_hours,
    ...(i.resourcetype === 'Repo' ? { repo_tenor: i.tenor, repo_tenor_unit: i.tenor_unit } : {}),
    ...(i.resourcetype === 'HTMBond' || i.resourcetype === 'AFSBond'
      ? { bond_terms: { couponPct: i.coupon_pct, frequency: i.coupon_frequency, maturity: i.maturity_date, dayCount: i.day_count } }
      : {}),
  };
}
