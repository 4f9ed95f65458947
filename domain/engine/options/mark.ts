/**
 * An option contract on a player's books and what it is worth (banking.md §6): bought contracts
 * at +bid × 100 × contracts, written ones at −ask × 100 × contracts, from the contract's last mark
 * (the session object marks open contracts at every tick and period). Imported by the books'
 * valuation, which the web client shares: no pricing here.
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { toMinor } from '../../money';
import type { OptionStatus } from '../../contracts/options';
import type { PlayerState } from '../types';
import { familyBook } from '../../trading/book';

/** The quote of a contract at a moment, per share. */
export interface OptionMark {
  bid: number;
  ask: number;
  /** Decimal. */
  iv: number;
  delta: number;
  /** The underlying's mid. */
  spot: number;
  intrinsic: number;
  at: number;
}

export interface OptionContract {
  id: number;
  player_id: number;
  person_id: number | null;
  /** The option asset ('AAPL.O-OPT'), its id and name; the equity it is on. */
  ric: string;
  asset_id: number;
  asset_name: string;
  underlying_ric: string;
  /** The premium currency (the underlying's). */
  currency: string;
  type: 'call' | 'put';
  /** +1 bought, −1 written. */
  side: 1 | -1;
  strike: number;
  /** ISO date. */
  expiration: string;
  contracts: number;
  /** Per share: the ask paid or the bid received. */
  open_price: number;
  open_iv: number;
  open_spot: number;
  opened_at: number;
  /** The chain's quote date the contract was entered on. */
  quote_date: string;
  /** The premium booked at opening, minor units, signed (− paid, + received). */
  premium_minor: number;
  /** Reserved on the wallet while a written contract is open, minor units. */
  collateral_minor: number;
  mark: OptionMark;
  /** The shadow delta hedge (banking.md §6): the delta and spot it was last rebalanced at, and its PnL so far (currency). */
  hedge: { delta: number; spot: number; pnl: number };
  /** 0 active, 1 closed. */
  status: 0 | 1;
  outcome: OptionStatus;
  /** Per share: the bid or ask of an early close, the intrinsic value at exercise or expiry. */
  close_price: number | null;
  close_spot: number | null;
  closed_at: number | null;
  /** Σ of the contract's bookings (premiums, settlement), reporting currency at each booking's rate. */
  realized_reporting: number;
  investment_rationale: string | null;
}

const M = BANKING_CONVENTIONS.optionMultiplier;

/** What an open contract is worth per its mark, in its currency: +bid × 100 × n bought, −ask × 100 × n written. */
export function optionValue(c: OptionContract): number {
  return c.side > 0 ? c.mark.bid * M * c.contracts : -c.mark.ask * M * c.contracts;
}

/** Σ open contracts' value in the reporting currency; `gross` is the bought ones' alone (the options class limit). */
export function optionsValue(player: PlayerState, fxToReporting: (currency: string) => number): { value: number; gross: number } {
  let value = 0;
  let gross = 0;
  for (const c of familyBook(player.book, 'options')?.open.values() ?? []) {
    const v = optionValue(c) * fxToReporting(c.currency);
    value += v;
    if (c.side > 0) gross += v;
  }
  return { value, gross };
}

/**
 * A written contract's collateral per banking.md §6, minor units: max(p + 20 % × S − otm,
 * p + 10 % × (S for a call, K for a put)) × 100 × contracts, p the sale price at opening and the
 * ask at each recompute. Here, not in contract.ts, so the ticket in the browser shares it.
 */
export function collateralMinor(c: Pick<OptionContract, 'type' | 'strike' | 'contracts' | 'currency'>, p: number, spot: number): number {
  const otm = c.type === 'call' ? Math.max(0, c.strike - spot) : Math.max(0, spot - c.strike);
  const perShare = Math.max(p + BANKING_CONVENTIONS.optionCollateralSpotShare * spot - otm, p + BANKING_CONVENTIONS.optionCollateralMinShare * (c.type === 'call' ? spot : c.strike));
  return toMinor(perShare * M * c.contracts, c.currency);
}
