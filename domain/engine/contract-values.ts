/**
 * What each contract family adds to a player's valuation (domain/trading/valuation.ts
 * `ContractValue`): one valuer per family, one line each, so a new family joins the market
 * value, the PnL and the allocations without touching the valuation itself.
 */
import type { ContractValue } from '../trading/valuation';
import { familyBook } from '../trading/book';
import { ForwardMarket, forwardsValue } from './fx-forwards/mark';
import { CdsMarket, cdsValue } from './cds/mark';
import { reposValue } from './repos/value';
import { interbankValue } from '../interbank/value';
import { TBillMarket, tbillsValue } from './tbills/mark';
import { clientBookValue } from '../client-dealing/value';
import { optionsValue } from './options/mark';
import type { EngineState } from './engine-state';
import type { MarketView, PlayerState } from './types';

/** A family's contribution, or null when the player holds nothing of it (skipped cheaply). */
export type ContractValuer = (state: EngineState, market: MarketView, player: PlayerState) => ContractValue | null;

/** FX forwards: worth their unrealised PnL; settled ones' PnL is realised (their cash is in the wallets). */
const fxForwards: ContractValuer = (state, market, player) => {
  const book = familyBook(player.book, 'forwards');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'fx_forwards', value: 0, unrealized: 0, realized } : null;
  const value = forwardsValue(new ForwardMarket(state, market), player);
  return { family: 'fx_forwards', value, unrealized: value, realized };
};

/** CDS: worth their mark-to-market (group CDS); premiums and buy-backs booked are realised (their cash is in the wallets). */
const cds: ContractValuer = (state, market, player) => {
  const book = familyBook(player.book, 'cds');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'cds', value: 0, unrealized: 0, realized, group: 'CDS' } : null;
  const value = cdsValue(new CdsMarket(state, market), player);
  return { family: 'cds', value, unrealized: value, realized, group: 'CDS' };
};

/** Repos: a loan worth −(cash + accrued interest) (group Repo); the interest (and a foreign loan's FX move) is their PnL, realised at settlement. */
const repos: ContractValuer = (_state, market, player) => {
  const book = familyBook(player.book, 'repos');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'repos', value: 0, unrealized: 0, realized, group: 'Repo' } : null;
  const { value, unrealized } = reposValue(market, player);
  return { family: 'repos', value, unrealized, realized, group: 'Repo' };
};

/** T-bills: worth amount × bid / 100 (group Bonds, where class TBills belongs); sales and redemptions against the cost are realised. */
const tbills: ContractValuer = (state, market, player) => {
  const book = familyBook(player.book, 'tbills');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'tbills', value: 0, unrealized: 0, realized, group: 'Bonds' } : null;
  const { value, unrealized } = tbillsValue(new TBillMarket(state, market), player);
  return { family: 'tbills', value, unrealized, realized, group: 'Bonds' };
};

/** Interbank deals: a loan worth +(principal + accrued), a borrowing −(principal + accrued); the interest is their PnL, realised at repayment. A loan counts as Cash. */
const interbank: ContractValuer = (_state, market, player) => {
  const book = familyBook(player.book, 'interbank');
  const realized = book?.interest ?? 0;
  if (!book?.open.size) return realized ? { family: 'interbank', value: 0, unrealized: 0, realized } : null;
  const { value, unrealized } = interbankValue(player.book, player.id, market.now());
  return { family: 'interbank', value, unrealized, realized, ...(value > 0 ? { group: 'Cash' as const } : {}) };
};

/** Client loans and deposits (banking.md §8): loans − deposits at par (principal flows are value-neutral); the net client interest is realised. */
const clientMoney: ContractValuer = (_state, market, player) => {
  const byReason = player.flows?.byReason;
  const v = clientBookValue(player.book, (c) => market.fxToReporting(c), (byReason?.client_loan_interest ?? 0) + (byReason?.client_deposit_interest ?? 0));
  return v ? { family: 'client_money', value: v.value, unrealized: 0, realized: v.realized } : null;
};

/** Options: bought at +bid × 100 × contracts, written at −ask × 100 × contracts (group Options); premiums and settlements booked are realised. */
const options: ContractValuer = (_state, market, player) => {
  const book = familyBook(player.book, 'options');
  const realized = book?.realized ?? 0;
  if (!book?.open.size) return realized ? { family: 'options', value: 0, unrealized: 0, realized, group: 'Options' } : null;
  const { value } = optionsValue(player, (c) => market.fxToReporting(c));
  return { family: 'options', value, unrealized: value, realized, group: 'Options' };
};

export const CONTRACT_VALUERS: readonly ContractValuer[] = [fxForwards, cds, repos, interbank, tbills, clientMoney, options];

export function contractValues(state: EngineState, market: MarketView, player: PlayerState): ContractValue[] {
  const values: ContractValue[] = [];
  for (const valuer of CONTRACT_VALUERS) {
    const v = valuer(state, market, player);
    if (v) values.push(v);
  }
  return values;
}
