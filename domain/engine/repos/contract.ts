/**
 * Repos on a player's books (banking.md §2; spec 001 §2 "Repo", §3 "Repo contract", §5): the
 * player borrows cash against a bond it holds long. Opening books the cash at the haircut
 * ('repo_cash'); the bond stays in the position (price moves and coupons remain the player's)
 * but the repoed quantity cannot be sold; interest accrues for display and valuation; at
 * maturity the cash is repaid ('repo_repayment') with its interest ('repo_interest'), whatever
 * the wallet holds (it may go negative: lombard applies). There is no early termination by the
 * player; the session's end and the administrator's Close positions settle early at the interest
 * accrued so far. The market (the house) is the counterparty.
 *
 * Value: a repo is a liability, −(cash + accrued interest) in the market value (group 'Repo');
 * its PnL is the interest (and, for a loan in a foreign currency, the loan's FX move), unrealised
 * while open and realised at settlement.
 */
import { dealDone } from '../deals';
import { fromMinor, toMinor } from '../../money';
import { conflict, invalid, notFound } from '../../refusal';
import { markOf, type EngineState } from '../engine-state';
import { walletsEvent } from '../events';
import type { Change, EngineEvent, EngineResult, MarketView, PlayerState, SessionInstrument } from '../types';
import { familyBook, familyBookOrInit, type PlayerBook } from '../../trading/book';
import { accruedRepoInterest, daysRun, markRepo, repoedQuantity } from './value';
import {
  actualDays,
  availableRepoable,
  collateralValue,
  defaultHaircut,
  isoDay,
  isRepoCollateral,
  REPO_MESSAGES,
  repoCash,
  repoInterest,
  repoMaturityDate,
  repoRateFromQuote,
  repoSettlementInstant,
  repoTenorOf,
} from './rules';
import { moneyMarketBasis } from '../../fx-forwards';

export { accruedRepoInterest, daysRun, markRepo, repoedQuantity, repoPositionFields, reposValue, totalRepoedAmount, type RepoPositionFields } from './value';

export interface RepoContract {
  id: number;
  player_id: number;
  person_id: number | null;
  /** The repo instrument ('USD1WRP='). */
  repo_ric: string;
  repo_name: string;
  /** The bond given as collateral. */
  collateral_ric: string;
  collateral_name: string;
  currency: string;
  /** Face repoed. */
  quantity: number;
  /** The bond's clean bid and accrued per 100 at opening. */
  clean_bid: number;
  accrued_per_100: number;
  /** quantity × (clean bid + accrued) / 100, major units. */
  collateral_value: number;
  haircut: number;
  /** The repo instrument's ask at opening as quoted (percent) and as the rules use it (decimal). */
  rate_percent: number;
  rate: number;
  /** Cash lent, minor units of `currency` (rounded once at opening). */
  cash: number;
  opened_at: number;
  /** ISO dates: opening and maturity; `days` between them. */
  open_date: string;
  maturity_date: string;
  days: number;
  /** Currency → reporting at the mid at opening (a foreign loan's FX move is PnL), and the cash at that rate. */
  open_fx: number;
  cash_reporting: number;
  /** Set at settlement: the interest paid (minor units), when, how. */
  interest: number | null;
  settled_at: number | null;
  settlement: 'maturity' | 'early' | null;
  /** Realised PnL in the reporting currency at settlement. */
  realized_reporting: number | null;
}

/**
 * A player's repos: the open ones by id (settled ones live only in storage), and of the settled
 * ones Σ realised PnL (−interest, and the FX move of a foreign loan) and Σ cash borrowed,
 * reporting currency.
 */
export interface RepoBook {
  open: Map<number, RepoContract>;
  realized: number;
  settledCash: number;
}

declare module '../../trading/book' {
  interface FamilyBooks {
    repos: RepoBook;
  }
}

declare module '../types' {
  interface FamilyChanges {
    /** A repo opened or settled. */
    repo: { kind: 'repo'; player_id: number; contract: RepoContract };
  }
}

/** The player's repos book, made empty when they have none yet. */
export function repoBook(book: PlayerBook): RepoBook {
  return familyBookOrInit(book, 'repos', () => ({ open: new Map(), realized: 0, settledCash: 0 }));
}

/** The repos' view of the session: the books, the market now and the bonds' maturities. */
export class RepoMarket {
  constructor(
    readonly state: EngineState,
    readonly market: MarketView,
    /** A bond's maturity date (ISO), null when it has none known. */
    private readonly maturityOf: (ric: string) => string | null = () => null,
  ) {}

  now(): number {
    return this.market.now();
  }

  today(): string {
    return isoDay(this.market.now());
  }

  bondMaturity(ric: string): string | null {
    return this.maturityOf(ric);
  }

  fxToReporting(currency: string): number {
    return this.market.fxToReporting(currency);
  }

  /** Bid, ask and accrued after the session's spread widener; null without a two-sided quote. */
  quote(ric: string): { bid: number; ask: number; accruedPer100: number } | null {
    if (!this.state.instruments.has(ric) || !this.market.quote(ric)) return null;
    const m = markOf(this.state, this.market, ric);
    return Number.isFinite(m.bid) && Number.isFinite(m.ask) ? { bid: m.bid, ask: m.ask, accruedPer100: m.accruedPer100 } : null;
  }

  /** The maturity a repo on `instrument` opened today would have, or null when its tenor is unknown. */
  maturityIfOpenedNow(instrument: SessionInstrument): string | null {
    const tenor = repoTenorOf(instrument);
    return tenor ? repoMaturityDate(this.today(), tenor) : null;
  }
}

/** Open repos of a player, by id. */
export function openRepos(player: PlayerState): RepoContract[] {
  return [...(familyBook(player.book, 'repos')?.open.values() ?? [])].sort((a, b) => a.id - b.id);
}

export interface OpenRepoInput {
  repoRic: string;
  collateralRic: unknown;
  quantity: unknown;
  personId: number | null;
}

/**
 * Enters a repo: `quantity` face of a bond the player holds long, in the repo's currency and
 * maturing after the repo, at most its available repoable amount. The cash (collateral value at
 * the clean bid plus accrued, less the haircut) is credited now as one 'repo_cash' entry.
 */
export function openRepo(rm: RepoMarket, player: PlayerState, input: OpenRepoInput, context: { id: number; haircut?: number }): EngineResult<RepoContract> {
  const repo = rm.state.instruments.get(input.repoRic);
  if (!repo || repo.resourcetype !== 'Repo') throw invalid(REPO_MESSAGES.notRepo);
  const tenor = repoTenorOf(repo);
  if (!tenor) throw invalid(REPO_MESSAGES.notRepo);
  if (input.collateralRic === null || input.collateralRic === undefined || input.collateralRic === '') throw invalid(REPO_MESSAGES.noCollateral);
  const bond = rm.state.instruments.get(String(input.collateralRic));
  if (!bond) throw invalid(REPO_MESSAGES.noCollateral);
  if (!isRepoCollateral(bond.resourcetype)) throw invalid(REPO_MESSAGES.notBond);
  if (bond.variable_currency !== repo.variable_currency) throw invalid(REPO_MESSAGES.wrongCurrency, { currency: repo.variable_currency });
  const q = input.quantity;
  if (typeof q !== 'number' || !Number.isInteger(q) || q <= 0) throw invalid(REPO_MESSAGES.quantity);
  const owned = player.book.positions.get(bond.ric)?.quantity ?? 0;
  if (owned <= 0) throw invalid(REPO_MESSAGES.notHeld);
  const available = availableRepoable(owned, repoedQuantity(player.book, bond.ric));
  if (q > available) throw invalid(REPO_MESSAGES.aboveAvailable, { available_repoable_amount: available });
  const today = rm.today();
  const maturity = repoMaturityDate(today, tenor);
  const bondMaturity = rm.bondMaturity(bond.ric);
  if (bondMaturity !== null && bondMaturity <= maturity) throw invalid(REPO_MESSAGES.maturesFirst, { bond_maturity_date: bondMaturity, repo_maturity_date: maturity });
  const wallet = player.book.wallets.get(repo.variable_currency);
  if (!wallet) throw invalid(REPO_MESSAGES.walletNotFound);
  const bondQuote = rm.quote(bond.ric);
  const repoQuote = rm.quote(repo.ric);
  if (!bondQuote || !(bondQuote.bid > 0) || !repoQuote) throw conflict(REPO_MESSAGES.noPrice);
  const haircut = context.haircut ?? defaultHaircut();
  const value = collateralValue(q, bondQuote.bid, bondQuote.accruedPer100);
  const cash = toMinor(repoCash(value, haircut), repo.variable_currency);
  if (cash <= 0) throw invalid(REPO_MESSAGES.quantity);
  const now = rm.now();
  const contract: RepoContract = {
    id: context.id,
    player_id: player.id,
    person_id: input.personId,
    repo_ric: repo.ric,
    repo_name: repo.name,
    collateral_ric: bond.ric,
    collateral_name: bond.name,
    currency: repo.variable_currency,
    quantity: q,
    clean_bid: bondQuote.bid,
    accrued_per_100: bondQuote.accruedPer100,
    collateral_value: value,
    haircut,
    rate_percent: repoQuote.ask,
    rate: repoRateFromQuote(repoQuote.ask),
    cash,
    opened_at: now,
    open_date: today,
    maturity_date: maturity,
    days: actualDays(today, maturity),
    open_fx: rm.fxToReporting(repo.variable_currency),
    cash_reporting: fromMinor(cash, repo.variable_currency) * rm.fxToReporting(repo.variable_currency),
    interest: null,
    settled_at: null,
    settlement: null,
    realized_reporting: null,
  };
  repoBook(player.book).open.set(contract.id, contract);
  const next = { ...wallet, balance: wallet.balance + cash };
  player.book.wallets.set(next.currency, next);
  const changes: Change[] = [
    { kind: 'ledger', player_id: player.id, entry: { currency: contract.currency, amount: cash, reason: 'repo_cash', orderId: null }, at: now },
    { kind: 'wallet', player_id: player.id, wallet: next },
    { kind: 'repo', player_id: player.id, contract },
    dealDone(player),
  ];
  return { value: contract, changes, events: [walletsEvent(player)] };
}

/**
 * Settles an open repo now: the cash back ('repo_repayment') and the interest for `days` of
 * the term ('repo_interest'), each one entry, whatever the wallet holds. At maturity the whole
 * term; early (session end, Close positions) the days run so far.
 */
export function settleRepo(rm: { market: MarketView }, player: PlayerState, contractId: number, how: 'maturity' | 'early'): EngineResult<RepoContract> {
  const c = familyBook(player.book, 'repos')?.open.get(contractId);
  if (!c) throw notFound(REPO_MESSAGES.notFound, { contract_id: contractId });
  const now = rm.market.now();
  const days = how === 'maturity' ? c.days : daysRun(c, isoDay(now));
  const interest = toMinor(repoInterest(fromMinor(c.cash, c.currency), c.rate, days, c.currency), c.currency);
  const fx = rm.market.fxToReporting(c.currency);
  const realized = -fromMinor(c.cash + interest, c.currency) * fx + fromMinor(c.cash, c.currency) * c.open_fx;
  const settled: RepoContract = { ...c, interest, settled_at: now, settlement: how, realized_reporting: realized };
  const book = repoBook(player.book);
  book.open.delete(c.id);
  book.realized += realized;
  book.settledCash += c.cash_reporting;
  const wallet = player.book.wallets.get(c.currency) ?? { currency: c.currency, balance: 0, reserved: 0 };
  const next = { ...wallet, balance: wallet.balance - c.cash - interest };
  player.book.wallets.set(c.currency, next);
  const changes: Change[] = [{ kind: 'ledger', player_id: player.id, entry: { currency: c.currency, amount: -c.cash, reason: 'repo_repayment', orderId: null }, at: now }];
  if (interest !== 0) changes.push({ kind: 'ledger', player_id: player.id, entry: { currency: c.currency, amount: -interest, reason: 'repo_interest', orderId: null }, at: now });
  changes.push({ kind: 'wallet', player_id: player.id, wallet: next }, { kind: 'repo', player_id: player.id, contract: settled });
  const events: EngineEvent[] = [
    walletsEvent(player),
    { audience: { player_id: player.id }, type: 'repo_settled', data: { player_id: player.id, contract: repoView(settled, null) } },
  ];
  return { value: settled, changes, events };
}

/** Whether a repo is due at `now`: its maturity date's close has passed. */
export function isRepoDue(c: RepoContract, now: number): boolean {
  return now >= repoSettlementInstant(c.maturity_date);
}

function collect<T>(results: EngineResult<T>[]): EngineResult<T[]> {
  return { value: results.map((r) => r.value), changes: results.flatMap((r) => r.changes), events: results.flatMap((r) => r.events) };
}

/** Settles every open repo due at the market's time (a step that missed days catches up: every repo past its date settles). */
export function settleDueRepos(rm: { state: EngineState; market: MarketView }): EngineResult<RepoContract[]> {
  const now = rm.market.now();
  const results: EngineResult<RepoContract>[] = [];
  for (const player of rm.state.players.values()) {
    for (const c of openRepos(player)) if (isRepoDue(c, now)) results.push(settleRepo(rm, player, c.id, 'maturity'));
  }
  return collect(results);
}

/** Settles every open repo early at the interest accrued so far (session end, Close positions); `players` limits it to some. */
export function settleAllRepos(rm: { state: EngineState; market: MarketView }, players: Iterable<PlayerState> = rm.state.players.values()): EngineResult<RepoContract[]> {
  const results: EngineResult<RepoContract>[] = [];
  for (const player of players) for (const c of openRepos(player)) results.push(settleRepo(rm, player, c.id, isRepoDue(c, rm.market.now()) ? 'maturity' : 'early'));
  return collect(results);
}

/** A repo as the contract lists, the blotter and the trainer's views show it (spec 001 §3 "Repo contract"). */
export function repoView(c: RepoContract, market: MarketView | null) {
  const settled = c.settled_at !== null;
  const cash = fromMinor(c.cash, c.currency);
  const projected = repoInterest(cash, c.rate, c.days, c.currency);
  const mark = !settled && market ? markRepo({ market }, c) : null;
  return {
    id: c.id,
    player_id: c.player_id,
    person: c.person_id,
    repo_instrument: c.repo_ric,
    repo_asset_name: c.repo_name,
    /** Percent, as the repo instrument's ask was quoted (5.10 is 5.10 %). */
    repo_contract_open_rate: c.rate_percent,
    underlying_instrument: c.collateral_ric,
    underlying_asset_name: c.collateral_name,
    repoed_quantity: c.quantity,
    /** Clean bid of the bond at opening, percent of par; accrued per 100 beside it. */
    asset_price_at_repo_open: c.clean_bid,
    accrued_interest_at_repo_open: c.accrued_per_100,
    collateral_value: c.collateral_value,
    haircut: c.haircut,
    cash: cash,
    repo_contract_ccy: c.currency,
    days: c.days,
    basis: moneyMarketBasis(c.currency),
    /** Interest for the whole term and cash + interest at maturity (what the player repurchases at). */
    interest_at_maturity: projected,
    repurchase_amount: cash + projected,
    /** Interest accrued so far (open), major units. */
    accrued_interest: mark ? mark.accrued : null,
    /** Interest paid at settlement, major units (0 while open). */
    paid_interest: c.interest === null ? 0 : fromMinor(c.interest, c.currency),
    created_timestamp: new Date(c.opened_at).toISOString(),
    open_date: c.open_date,
    settlement_date: c.maturity_date,
    settled,
    settled_timestamp: settled ? new Date(c.settled_at!).toISOString() : null,
    settlement: c.settlement,
    /** Open: −(cash + accrued) in the reporting currency. */
    reporting_value: mark ? mark.value : 0,
    reporting_unrealized_pnl: mark ? mark.unrealized : 0,
    reporting_realized_pnl: c.realized_reporting,
  };
}
export type RepoView = ReturnType<typeof repoView>;
