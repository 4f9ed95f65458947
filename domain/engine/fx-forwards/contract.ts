/**
 * FX forward contracts on a player's books (banking.md §1, spec 001 §2 and §3 "Forward
 * contract"): open at the outright for the residual tenor, revalue (unrealised only, no
 * ledger), offset by a closing contract of the opposite sign at the close side with the
 * difference cash-settled now, close by a stop loss or take profit on a price update, and
 * settle at maturity against the spot mid. Offset and maturity book one 'forward_settlement'
 * ledger entry in the variable currency's wallet; opening books nothing (a forward is worth
 * zero at inception). The house takes the other side of every contract.
 */
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH, RATIONALE_REQUIRED } from '../../constants';
import { fromMinor, toMinor } from '../../money';
import { conflict, invalid, notFound } from '../../refusal';
import type { Change, EngineEvent, EngineResult, PlayerState, SessionInstrument } from '../types';
import { familyBook, familyBookOrInit, type PlayerBook } from '../../trading/book';
import { initialAum, valuePlayer } from '../engine-state';
import { dealDone } from '../deals';
import { walletsEvent } from '../events';
import { ForwardMarket, forwardGross, markForward } from './mark';
import {
  checkAmount,
  checkForwardOda,
  FORWARD_MESSAGES,
  forwardLimit,
  maturityDate,
  maturityInstant,
  odaTrigger,
  openPrice,
  pnlVar,
  tenorDays,
} from './rules';

export { ForwardMarket, forwardGross, forwardsValue, markForward, type ForwardTerms, type OutrightFallback } from './mark';

export type ForwardOrderType = 'MarketOrder' | 'StopLossOrder' | 'TakeProfitOrder';

export interface ForwardContract {
  id: number;
  player_id: number;
  person_id: number | null;
  /** The FxForwards asset's ric ('EUR3M='). */
  ric: string;
  spot_ric: string;
  base_currency: string;
  variable_currency: string;
  decimals: number;
  /** The standard tenor the asset's points are quoted for, days. */
  tenor_days: number;
  /** Signed base currency: + buys base, − sells base. */
  amount: number;
  open_price: number;
  opened_at: number;
  /** ISO date; settles at that day's close. */
  maturity_date: string;
  type: ForwardOrderType;
  investment_rationale: string | null;
  /** On a closing contract: the contract it offsets. */
  closing_contract_for: number | null;
  /** On an offset contract: its closing contract. */
  closed_by: number | null;
  /** The close side at offset, the spot mid at maturity. */
  close_price: number | null;
  /** Set when the contract closed (offset, stop loss, take profit) or matured. */
  delivery_timestamp: number | null;
  /** Cash settled, minor units of the variable currency (on the contract that settled, not its closing one). */
  realized: number | null;
  realized_reporting: number | null;
  stop_loss_price: number | null;
  take_profit_price: number | null;
}

/** A player's FX forwards: the open contracts by id (closed and matured ones live only in storage), and Σ settled contracts' realised PnL, reporting currency at each settlement's rate (in the valuation's realised PnL). */
export interface ForwardBook {
  open: Map<number, ForwardContract>;
  realized: number;
}

declare module '../../trading/book' {
  interface FamilyBooks {
    forwards: ForwardBook;
  }
}

declare module '../types' {
  interface FamilyChanges {
    /** An FX forward contract opened, closed or with its ODA changed. */
    fx_forward: { kind: 'fx_forward'; player_id: number; contract: ForwardContract };
  }
}

/** The player's forwards book, made empty when they have none yet. */
export function forwardBook(book: PlayerBook): ForwardBook {
  return familyBookOrInit(book, 'forwards', () => ({ open: new Map(), realized: 0 }));
}

/** Where a forward asset is priced from: its spot pair and the standard tenor of its points. */
export interface ForwardSpec {
  spotRic: string;
  tenorDays: number;
  decimals: number;
}

/**
 * The spot pair's ric in the market's (Refinitiv) style: the non-USD currency against USD
 * ('EUR=' is EURUSD, 'JPY=' is USDJPY), else the cross ('EURGBP=').
 */
export function spotRicOf(base: string, variable: string): string {
  if (variable === 'USD') return `${base}=`;
  if (base === 'USD') return `${variable}=`;
  return `${base}${variable}=`;
}

/**
 * The spot pair and tenor of a session's FxForwards instrument ('EURUSD 3M': 3 months), or null
 * for any other. Derived from the instrument, so that the web bundle, which shares the engine's
 * lookups, never carries the market's universe.
 */
export function forwardSpec(instrument: SessionInstrument | undefined): ForwardSpec | null {
  if (!instrument || instrument.resourcetype !== 'FxForwards') return null;
  const months = Number(/(\d+)M\b/.exec(instrument.ticker)?.[1] ?? /(\d+)M\b/.exec(instrument.name)?.[1] ?? NaN);
  if (!Number.isFinite(months) || months <= 0) return null;
  return {
    spotRic: spotRicOf(instrument.base_currency, instrument.variable_currency),
    tenorDays: tenorDays(months),
    decimals: instrument.no_of_decimals || (instrument.variable_currency === 'JPY' ? 2 : 4),
  };
}

/** Open contracts of a player, by id. */
export function openForwards(player: PlayerState): ForwardContract[] {
  return [...(familyBook(player.book, 'forwards')?.open.values() ?? [])].sort((a, b) => a.id - b.id);
}

/** 'FX FWDS limit usage' and the remaining hedge amount of a player (banking.md §1 limit). */
export function playerForwardLimit(fm: ForwardMarket, player: PlayerState) {
  const s = fm.state.settings;
  return forwardLimit({ forwardGross: forwardGross(fm, player), spotFxGross: valuePlayer(fm.state, fm.market, player).fxGross, fxLeverage: s.fx_leverage, aum: initialAum(s) });
}

export interface OpenForwardInput {
  ric: string;
  amount: unknown;
  investmentRationale: string | null;
  personId: number | null;
}

/** Opens a contract at the ask outright (buy) or the bid outright (sell) for its full tenor. */
export function openForward(fm: ForwardMarket, player: PlayerState, input: OpenForwardInput, context: { id: number }): EngineResult<ForwardContract> {
  const instrument = fm.state.instruments.get(input.ric);
  const spec = forwardSpec(instrument);
  if (!instrument || !spec) throw invalid(FORWARD_MESSAGES.notForward);
  const amount = checkAmount(input.amount);
  if (fm.state.settings.require_investment_rationale) {
    const length = (input.investmentRationale ?? '').trim().length;
    if (length < RATIONALE_MIN_LENGTH || length > RATIONALE_MAX_LENGTH) {
      throw invalid(RATIONALE_REQUIRED, { min: RATIONALE_MIN_LENGTH, max: RATIONALE_MAX_LENGTH });
    }
  }
  if (!player.book.wallets.has(instrument.variable_currency)) throw invalid(FORWARD_MESSAGES.walletNotFound);
  const now = fm.now();
  const draft = {
    ric: instrument.ric,
    spot_ric: spec.spotRic,
    decimals: spec.decimals,
    tenor_days: spec.tenorDays,
    maturity_date: maturityDate(now, spec.tenorDays),
    base_currency: instrument.base_currency,
    variable_currency: instrument.variable_currency,
  };
  const outright = fm.outright(draft);
  if (!outright) throw conflict(FORWARD_MESSAGES.noPrice);
  const limit = playerForwardLimit(fm, player);
  const notional = Math.abs(amount) * fm.fxToReporting(instrument.base_currency);
  if (notional > limit.remaining + 1e-6) {
    throw invalid(FORWARD_MESSAGES.pastLimit, { remaining_reporting_absolute_hedge_amount: limit.remaining, fx_fwds_limit_usage: limit.usage });
  }
  const contract: ForwardContract = {
    id: context.id,
    player_id: player.id,
    person_id: input.personId,
    ...draft,
    amount,
    open_price: openPrice(amount, outright),
    opened_at: now,
    type: 'MarketOrder',
    investment_rationale: input.investmentRationale,
    closing_contract_for: null,
    closed_by: null,
    close_price: null,
    delivery_timestamp: null,
    realized: null,
    realized_reporting: null,
    stop_loss_price: null,
    take_profit_price: null,
  };
  forwardBook(player.book).open.set(contract.id, contract);
  return { value: contract, changes: [{ kind: 'fx_forward', player_id: player.id, contract }, dealDone(player)], events: [] };
}

/** Books `realized` minor units of `currency` to the player's wallet as one 'forward_settlement' entry. */
function settle(player: PlayerState, currency: string, realized: number, at: number, changes: Change[]): void {
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  const next = { ...wallet, balance: wallet.balance + realized };
  player.book.wallets.set(currency, next);
  if (realized !== 0) changes.push({ kind: 'ledger', player_id: player.id, entry: { currency, amount: realized, reason: 'forward_settlement', orderId: null }, at });
  changes.push({ kind: 'wallet', player_id: player.id, wallet: next });
}

export function findOpenForward(player: PlayerState, contractId: number): ForwardContract {
  const c = familyBook(player.book, 'forwards')?.open.get(contractId);
  if (!c) throw notFound(FORWARD_MESSAGES.notFound, { contract_id: contractId });
  return c;
}

export interface ClosedForward {
  contract: ForwardContract;
  closing: ForwardContract;
}

/**
 * Offsets an open contract (by the player, or by its stop loss or take profit): a closing
 * contract of the opposite sign, same maturity, at the close side now; both close at once and
 * amount × (close side − open price) is settled now in the variable currency.
 */
export function offsetForward(
  fm: ForwardMarket,
  player: PlayerState,
  contractId: number,
  context: { id: number; type: ForwardOrderType; investmentRationale: string | null; personId: number | null },
): EngineResult<ClosedForward> {
  const c = findOpenForward(player, contractId);
  const mark = markForward(fm, c);
  if (!mark) throw conflict(FORWARD_MESSAGES.noPrice);
  const now = fm.now();
  const realized = toMinor(mark.unrealizedVar, c.variable_currency);
  const fx = fm.fxToReporting(c.variable_currency);
  const closing: ForwardContract = {
    ...c,
    id: context.id,
    person_id: context.personId,
    amount: -c.amount,
    open_price: mark.price,
    opened_at: now,
    type: context.type,
    investment_rationale: context.investmentRationale,
    closing_contract_for: c.id,
    closed_by: null,
    close_price: mark.price,
    delivery_timestamp: now,
    realized: null,
    realized_reporting: null,
    stop_loss_price: null,
    take_profit_price: null,
  };
  const closed: ForwardContract = {
    ...c,
    closed_by: closing.id,
    close_price: mark.price,
    delivery_timestamp: now,
    realized,
    realized_reporting: fromMinor(realized, c.variable_currency) * fx,
  };
  const book = forwardBook(player.book);
  book.open.delete(c.id);
  book.realized += closed.realized_reporting!;
  const changes: Change[] = [];
  settle(player, c.variable_currency, realized, now, changes);
  changes.push({ kind: 'fx_forward', player_id: player.id, contract: closed }, { kind: 'fx_forward', player_id: player.id, contract: closing }, dealDone(player));
  return { value: { contract: closed, closing }, changes, events: [walletsEvent(player)] };
}

/** Settles a contract at maturity against the spot mid: amount × (spot mid − open price) in VAR. */
export function matureForward(fm: ForwardMarket, player: PlayerState, contractId: number): EngineResult<ForwardContract> | null {
  const c = findOpenForward(player, contractId);
  const mid = fm.spotMid(c.spot_ric);
  if (mid === null) return null;
  const now = fm.now();
  const realized = toMinor(pnlVar(c.amount, c.open_price, mid), c.variable_currency);
  const matured: ForwardContract = {
    ...c,
    close_price: mid,
    delivery_timestamp: now,
    realized,
    realized_reporting: fromMinor(realized, c.variable_currency) * fm.fxToReporting(c.variable_currency),
  };
  const book = forwardBook(player.book);
  book.open.delete(c.id);
  book.realized += matured.realized_reporting!;
  const changes: Change[] = [];
  settle(player, c.variable_currency, realized, now, changes);
  changes.push({ kind: 'fx_forward', player_id: player.id, contract: matured });
  return { value: matured, changes, events: [walletsEvent(player)] };
}

/** Whether a contract is due at `now` (its maturity date's close has passed). */
export function isDue(c: ForwardContract, now: number): boolean {
  return now >= maturityInstant(c.maturity_date);
}

/** Sets (or replaces) a contract's stop loss and take profit, checked against its close side now. */
export function setForwardOda(fm: ForwardMarket, player: PlayerState, contractId: number, sl: unknown, tp: unknown): EngineResult<ForwardContract> {
  const c = findOpenForward(player, contractId);
  const mark = markForward(fm, c);
  if (!mark) throw conflict(FORWARD_MESSAGES.noPrice);
  const next: ForwardContract = { ...c, ...checkForwardOda(c.amount, mark.price, sl, tp) };
  forwardBook(player.book).open.set(c.id, next);
  return { value: next, changes: [{ kind: 'fx_forward', player_id: player.id, contract: next }], events: [] };
}

export function deleteForwardOda(player: PlayerState, contractId: number): EngineResult<ForwardContract> {
  const c = findOpenForward(player, contractId);
  if (c.stop_loss_price === null && c.take_profit_price === null) throw conflict(FORWARD_MESSAGES.noOda);
  const next: ForwardContract = { ...c, stop_loss_price: null, take_profit_price: null };
  forwardBook(player.book).open.set(c.id, next);
  return { value: next, changes: [{ kind: 'fx_forward', player_id: player.id, contract: next }], events: [] };
}

/**
 * Closes every open contract whose stop loss or take profit the close side has reached, at the
 * close side now (not at the trigger). `nextId` numbers the closing contracts.
 */
export function checkForwardOdas(fm: ForwardMarket, nextId: () => number, eligible: (c: ForwardContract) => boolean = () => true): EngineResult<ClosedForward[]> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const value: ClosedForward[] = [];
  for (const player of fm.state.players.values()) {
    for (const c of openForwards(player)) {
      if ((c.stop_loss_price === null && c.take_profit_price === null) || !eligible(c)) continue;
      const mark = markForward(fm, c);
      if (!mark) continue;
      const type = odaTrigger(c.amount, mark.price, c.stop_loss_price, c.take_profit_price);
      if (!type) continue;
      const r = offsetForward(fm, player, c.id, { id: nextId(), type, investmentRationale: null, personId: null });
      changes.push(...r.changes);
      events.push(...r.events);
      events.push({
        audience: { player_id: player.id },
        type: 'fwd_contract_closed_by_oda',
        data: { player_id: player.id, contract: forwardView(r.value.contract, fm), closing_contract: forwardView(r.value.closing, fm) },
      });
      value.push(r.value);
    }
  }
  return { value, changes, events };
}

/** Settles every open contract due at the forward market's time. */
export function matureDueForwards(fm: ForwardMarket): EngineResult<ForwardContract[]> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const value: ForwardContract[] = [];
  const now = fm.now();
  for (const player of fm.state.players.values()) {
    for (const c of openForwards(player)) {
      if (!isDue(c, now)) continue;
      const r = matureForward(fm, player, c.id);
      if (!r) continue;
      changes.push(...r.changes);
      events.push(...r.events);
      value.push(r.value);
    }
  }
  return { value, changes, events };
}

/** The blotter's offset label (spec 001 §2): Full length, Offsetting #id, Offset by #id, Stop loss for #id, Take profit for #id. */
export function offsetLabel(c: ForwardContract): string | null {
  if (c.closing_contract_for !== null) {
    if (c.type === 'StopLossOrder') return `Stop loss for #${c.closing_contract_for}`;
    if (c.type === 'TakeProfitOrder') return `Take profit for #${c.closing_contract_for}`;
    return `Offsetting #${c.closing_contract_for}`;
  }
  if (c.closed_by !== null) return `Offset by #${c.closed_by}`;
  if (c.delivery_timestamp !== null) return 'Full length';
  return null;
}

/** A contract as the contract lists, the blotter and the trainer's views show it (spec 001 §3 "Forward contract"). */
export function forwardView(c: ForwardContract, fm: ForwardMarket | null) {
  const open = c.delivery_timestamp === null;
  const mark = open && fm ? markForward(fm, c) : null;
  return {
    id: c.id,
    player_id: c.player_id,
    financial_instrument: c.ric,
    spot_ric: c.spot_ric,
    base_currency: c.base_currency,
    variable_currency: c.variable_currency,
    transaction: c.amount > 0 ? 'Buy' : 'Sell',
    type: c.type,
    amount: c.amount,
    open_date: new Date(c.opened_at).toISOString(),
    open_price: c.open_price,
    maturity_date: c.maturity_date,
    delivery_timestamp: c.delivery_timestamp === null ? null : new Date(c.delivery_timestamp).toISOString(),
    /** Open: the price it would close at now. Closed: the close side (offset) or the spot mid (maturity). */
    close_price: open ? (mark?.price ?? null) : c.close_price,
    close_spot_rate: !open && c.closing_contract_for === null && c.closed_by === null ? c.close_price : null,
    unrealized_pnl: mark ? mark.unrealizedVar : null,
    reporting_unrealized_pnl: open ? (mark?.unrealizedReporting ?? null) : 0,
    realized_pnl: c.realized === null ? null : fromMinor(c.realized, c.variable_currency),
    reporting_realized_pnl: c.realized_reporting,
    closing_contract_for: c.closing_contract_for,
    closed_by: c.closed_by,
    offset: offsetLabel(c),
    investment_rationale: c.investment_rationale,
    person: c.person_id,
    oda: { stop_loss_price: c.stop_loss_price, take_profit_price: c.take_profit_price },
  };
}
export type ForwardView = ReturnType<typeof forwardView>;
