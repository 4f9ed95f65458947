/**
 * Overnight deposits (spec 001 §2 Cash tab, §5 "Deposit"; 002 §2): in real-time cash-approach
 * sessions a player may place cash of a wallet on deposit (at least 100) and break it later.
 * One deposit per currency at a time.
 *
 * Idle cash earns the overnight rate (nothing while it is at or below zero), booked to the
 * wallet at each daily roll, so it compounds daily (engine/income.ts). A deposit earns that
 * rate plus the term premium of the banking conventions, compounded daily the same way: each
 * roll's interest = (principal + interest so far) × rate × days / basis (ACT/360, GBP and the
 * other ACT_365_CURRENCIES 365, as idle cash),
 * rounded once, half to even, when accrued. A deposit therefore always ends above the same
 * cash left idle. Breaking it returns principal and interest to the wallet as two ledger entries.
 */
import { BANKING_CONVENTIONS } from '../banking-conventions';
import { MIN_DEPOSIT_AMOUNT } from '../constants';
import { RiskApproach, ScenarioType } from '../enums';
import { fromMinor, toMinor } from '../money';
import { familyBookOrInit, freeCashMinor, type PlayerBook } from '../trading/book';
import { conflict, invalid, notFound } from '../refusal';
import type { Change, EngineResult, EngineSettings, PlayerState } from './types';
import { walletsEvent } from './events';
import { moneyMarketBasis } from '../fx-forwards';

export const DEPOSITS_UNAVAILABLE = 'Deposits are available only in real-time sessions with the cash approach';

export function depositsAllowed(s: Pick<EngineSettings, 'scenario_type' | 'risk_approach'>): boolean {
  return s.scenario_type === ScenarioType.RealTime && s.risk_approach === RiskApproach.Cash;
}

/** The annual rate a deposit earns when the currency's overnight rate is `overnight`: idle cash's rate plus the term premium. */
export function depositRate(overnight: number): number {
  return Math.max(0, overnight) + BANKING_CONVENTIONS.depositTermPremium;
}

export function depositName(currency: string): string {
  return `${currency} Overnight Deposit`;
}

/**
 * An overnight deposit (real-time cash-approach sessions): cash moved out of a wallet that
 * earns the overnight rate plus a term premium, compounded daily on ACT/360 until it is broken
 * (this file).
 */
export interface DepositState {
  id: number;
  currency: string;
  name: string;
  /** 0 active, 1 broken. */
  status: 0 | 1;
  /** Minor units. */
  principal: number;
  /** Interest accrued so far, minor units: each day's accrual is rounded once when booked. */
  interest: number;
  /** Σ annual rate × days accrued, for the average annualized rate. */
  rateDays: number;
  days: number;
  openedAt: number;
  closedAt: number | null;
  /** Person who made it, when the player named one. */
  openedBy: number | null;
  /** Who broke it: the player, or the session's end. */
  closedBy: 'player' | 'session_end' | null;
}

/** A player's deposits family book: the active deposits by currency (one per currency); broken ones live only in storage. */
export type DepositBook = Map<string, DepositState>;

declare module '../trading/book' {
  interface FamilyBooks {
    deposits: DepositBook;
  }
}

/** The player's deposits book, made empty when they have none yet. */
export function depositBook(book: PlayerBook): DepositBook {
  return familyBookOrInit(book, 'deposits', () => new Map());
}

export function makeDeposit(
  settings: EngineSettings,
  player: PlayerState,
  input: { currency: string; amount: number; personId: number | null },
  context: { id: number; now: number },
): EngineResult<DepositState> {
  if (!depositsAllowed(settings)) throw conflict(DEPOSITS_UNAVAILABLE);
  const wallet = player.book.wallets.get(input.currency);
  if (!wallet) throw invalid('Wallet not found!');
  if (!(Number.isFinite(input.amount) && input.amount >= MIN_DEPOSIT_AMOUNT)) {
    throw invalid(`The minimum deposit is ${MIN_DEPOSIT_AMOUNT}`, { minimum: MIN_DEPOSIT_AMOUNT });
  }
  if (depositBook(player.book).has(input.currency)) throw conflict(`A ${input.currency} deposit is already open: break it first`);
  const principal = toMinor(input.amount, input.currency);
  if (principal > freeCashMinor(wallet)) {
    throw invalid('The amount is above the available balance', { available: fromMinor(Math.max(0, freeCashMinor(wallet)), input.currency) });
  }
  const deposit: DepositState = {
    id: context.id,
    currency: input.currency,
    name: depositName(input.currency),
    status: 0,
    principal,
    interest: 0,
    rateDays: 0,
    days: 0,
    openedAt: context.now,
    closedAt: null,
    openedBy: input.personId,
    closedBy: null,
  };
  const next = { ...wallet, balance: wallet.balance - principal };
  player.book.wallets.set(input.currency, next);
  depositBook(player.book).set(input.currency, deposit);
  const changes: Change[] = [
    { kind: 'ledger', player_id: player.id, entry: { currency: input.currency, amount: -principal, reason: 'deposit', orderId: null }, at: context.now },
    { kind: 'wallet', player_id: player.id, wallet: next },
    { kind: 'deposit', player_id: player.id, deposit },
  ];
  return { value: deposit, changes, events: [walletsEvent(player), depositEvent(player.id, deposit)] };
}

/** Breaks the player's active deposit in `currency`: principal and interest back to the wallet. */
export function breakDeposit(player: PlayerState, currency: string, context: { now: number; by: 'player' | 'session_end' }): EngineResult<DepositState> {
  const deposit = depositBook(player.book).get(currency);
  if (!deposit) throw notFound(`There is no open ${currency} deposit`);
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  const closed: DepositState = { ...deposit, status: 1, closedAt: context.now, closedBy: context.by };
  const next = { ...wallet, balance: wallet.balance + deposit.principal + deposit.interest };
  player.book.wallets.set(currency, next);
  depositBook(player.book).delete(currency);
  const changes: Change[] = [
    { kind: 'ledger', player_id: player.id, entry: { currency, amount: deposit.principal, reason: 'deposit', orderId: null }, at: context.now },
    { kind: 'wallet', player_id: player.id, wallet: next },
    { kind: 'deposit', player_id: player.id, deposit: closed },
  ];
  if (deposit.interest !== 0) {
    changes.splice(1, 0, { kind: 'ledger', player_id: player.id, entry: { currency, amount: deposit.interest, reason: 'deposit_interest', orderId: null }, at: context.now });
  }
  return { value: closed, changes, events: [walletsEvent(player), depositEvent(player.id, closed)] };
}

/**
 * Interest of `days` days on every active deposit at `depositRate` of each currency's annual
 * overnight rate, ACT/360 (ACT/365 for the currencies of ACT_365_CURRENCIES, as idle cash), on
 * principal and the interest accrued so far (daily compounding).
 */
export function accrueDeposits(player: PlayerState, days: number, overnightRate: (currency: string) => number): Change[] {
  const changes: Change[] = [];
  if (days <= 0) return changes;
  for (const [currency, d] of depositBook(player.book)) {
    const rate = depositRate(overnightRate(currency));
    const accrued = toMinor((fromMinor(d.principal + d.interest, currency) * rate * days) / moneyMarketBasis(currency), currency);
    const next: DepositState = {
      ...d,
      interest: d.interest + accrued,
      rateDays: d.rateDays + rate * days,
      days: d.days + days,
    };
    depositBook(player.book).set(currency, next);
    changes.push({ kind: 'deposit', player_id: player.id, deposit: next, accrued });
  }
  return changes;
}

/** A deposit as the Cash tab, the blotter and the player modal show it (spec 001 §3 "Deposit"). */
export function depositView(d: DepositState, annualizedRate: number | null = null) {
  return {
    id: d.id,
    name: d.name,
    currency_symbol: d.currency,
    status: d.status,
    /** The rate it earns now (active deposits), annual decimal. */
    annualized_rate: d.status === 0 ? annualizedRate : null,
    initial_amount: fromMinor(d.principal, d.currency),
    accumulated_interest: fromMinor(d.interest, d.currency),
    average_annualized_rate: d.days > 0 ? d.rateDays / d.days : null,
    maturity: d.days,
    opening_date: new Date(d.openedAt).toISOString(),
    closing_date: d.closedAt === null ? null : new Date(d.closedAt).toISOString(),
    person: d.openedBy,
    closed_by: d.closedBy === 'session_end' ? 'Session end' : d.closedBy === 'player' ? 'Player' : null,
  };
}

function depositEvent(playerId: number, d: DepositState) {
  return { audience: { player_id: playerId }, type: 'deposit_updated', data: depositView(d) } as const;
}
