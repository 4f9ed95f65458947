/**
 * The figures of the Options screens, pure (banking.md §6, spec 001 §9): the premium of a trade,
 * its equity equivalent, the collateral a written option reserves, % ATM, the ATM IV change, the
 * chain's rows by strike for one expiry, and its term structure. Money is rounded once, half to
 * even, to the currency's minor units, as the server books it.
 */
import { BANKING_CONVENTIONS } from '@domain/banking-conventions';
import { fromMinor, toMinor } from '@domain/money';
import type { OptionAssetChain, OptionChainRow } from '@domain/contracts/options';
import { collateralMinor } from '@domain/engine/options/mark';

export const MULTIPLIER = BANKING_CONVENTIONS.optionMultiplier;
export const DEFAULT_CONTRACTS = 100;
export const MAX_CONTRACTS = BANKING_CONVENTIONS.optionMaxContracts;

export type OptionSide = 'call' | 'put';
export type OptionTxn = 'buy' | 'sell';

/** The chain contract the trader picked: a row (strike, expiry, side) and whether to buy or sell it. */
export interface SelectedContract {
  assetId: number;
  strike: number;
  expiration: string;
  type: OptionSide;
  txn: OptionTxn;
}

/** 100 × price × contracts, in the currency (rounded half to even to its minor units). */
export function premiumOf(price: number, contracts: number, currency: string): number {
  return fromMinor(toMinor(MULTIPLIER * price * contracts, currency), currency);
}

/** +100 × contracts bought, −100 × contracts sold. */
export function equityEquivalent(txn: OptionTxn, contracts: number): number {
  return (txn === 'buy' ? 1 : -1) * MULTIPLIER * contracts;
}

/** The collateral a written option reserves at its sale price `p` (the server's rule, domain/engine/options/mark.ts). */
export function writtenCollateral(type: OptionSide, strike: number, spot: number, p: number, contracts: number, currency: string): number {
  return fromMinor(collateralMinor({ type, strike, contracts, currency }, p, spot), currency);
}

/** strike / spot − 1 (a fraction), null without a spot. */
export function percentAtm(strike: number, spot: number | null | undefined): number | null {
  return spot && spot > 0 ? strike / spot - 1 : null;
}

/** The relative change of the ATM IV from the previous quote date (a fraction), null at the first. */
export function atmIvChange(chain: Pick<OptionAssetChain, 'atm_iv' | 'previous_atm_iv'>): number | null {
  const prev = chain.previous_atm_iv;
  return prev === null || !(prev > 0) ? null : chain.atm_iv / prev - 1;
}

export interface StrikeRow {
  strike: number;
  call: OptionChainRow | null;
  put: OptionChainRow | null;
}

/** One expiry's rows paired by strike (calls beside puts), ascending strikes. */
export function strikeRows(chain: OptionAssetChain, expiration: string): StrikeRow[] {
  const byStrike = new Map<number, StrikeRow>();
  for (const r of chain.contracts) {
    if (r.expiration !== expiration) continue;
    const row = byStrike.get(r.strike) ?? { strike: r.strike, call: null, put: null };
    if (r.type_int === 0) row.call = r;
    else row.put = r;
    byStrike.set(r.strike, row);
  }
  return [...byStrike.values()].sort((a, b) => a.strike - b.strike);
}

/** The chain row of a selection, or null when the chain has no such row (any more). */
export function rowOf(chain: OptionAssetChain | null | undefined, s: Pick<SelectedContract, 'strike' | 'expiration' | 'type'> | null): OptionChainRow | null {
  if (!chain || !s) return null;
  const typeInt = s.type === 'call' ? 0 : 1;
  return chain.contracts.find((r) => r.strike === s.strike && r.expiration === s.expiration && r.type_int === typeInt) ?? null;
}

/** The IV of a strike: the mean of both sides where both quote one. */
function ivAt(chain: OptionAssetChain, expiration: string, strike: number): number | null {
  const ivs = chain.contracts.filter((r) => r.expiration === expiration && r.strike === strike && r.implied_volatility > 0).map((r) => r.implied_volatility);
  return ivs.length ? ivs.reduce((a, b) => a + b, 0) / ivs.length : null;
}

/** ATM IV by days to expiry: each expiry's IV at the strike nearest the spot. */
export function termStructure(chain: OptionAssetChain): { days: number; expiration: string; iv: number | null }[] {
  return chain.expiration_dates.map((expiration, i) => {
    const strikes = [...new Set(chain.contracts.filter((r) => r.expiration === expiration).map((r) => r.strike))];
    const nearest = strikes.length ? strikes.reduce((a, b) => (Math.abs(b - chain.underlying_spot) < Math.abs(a - chain.underlying_spot) ? b : a)) : null;
    return { days: chain.expiration_days[i] ?? 0, expiration, iv: nearest === null ? null : ivAt(chain, expiration, nearest) };
  });
}

/** The price of a trade: the ask when buying, the bid when selling (null without one). */
export function tradePrice(row: OptionChainRow | null, txn: OptionTxn): number | null {
  if (!row) return null;
  const p = txn === 'buy' ? row.ask : row.bid;
  return p > 0 ? p : null;
}
