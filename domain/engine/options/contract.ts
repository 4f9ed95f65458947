/**
 * Option contracts on a player's books (banking.md §6; spec 001 §2 Options, §3 option contract,
 * §5; 000 §4 statuses): bought at the ask or written at the bid of the moment ('option_premium',
 * 100 × price × contracts, one half-even rounding), closed early at the other side
 * ('option_premium' the other way, 'Closed early'), exercised while in the money
 * ('option_settlement', +intrinsic × 100 × contracts, 'Exercised'), processed once at expiry
 * (in the money by at least 0.01: exercised or assigned, else worthless). A written contract
 * reserves its collateral on the wallet, recomputed at each period or daily roll and released on
 * close. The house takes the other side of every contract.
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH } from '../../constants';
import { OPTION_MESSAGES, type OptionContractView, type OptionStatus } from '../../contracts/options';
import { AssetClass, RiskApproach } from '../../enums';
import { fromMinor, toMinor } from '../../money';
import { standardExpirations } from '../../option-chain';
import { conflict, invalid, notFound } from '../../refusal';
import { familyBook, familyBookOrInit, freeCashMinor, type PlayerBook } from '../../trading/book';
import { cdsRoom } from '../cds/rules';
import { dealDone } from '../deals';
import { classOption, initialAum, riskWeightedUsed, valuePlayer, type EngineState } from '../engine-state';
import { walletsEvent } from '../events';
import type { Change, EngineEvent, EngineResult, MarketView, PlayerState, SessionInstrument } from '../types';
import { daysBetween, intrinsicValue, isoDay, listedStrikes, quoteOption, type ContractKey, type OptionQuote, type OptionSurface } from './chain';
import { collateralMinor, optionsValue, optionValue, type OptionContract, type OptionMark } from './mark';

export { collateralMinor, optionsValue, optionValue, type OptionContract, type OptionMark } from './mark';

const M = BANKING_CONVENTIONS.optionMultiplier;

/** The options market of a session at one moment: the engine's state, the market, the day's surfaces. */
export interface OptionsMarket {
  readonly state: EngineState;
  readonly market: MarketView;
  /** The surface of an option asset on the session's day, or null when it has none (no history, no quote). */
  surface(assetRic: string): OptionSurface | null;
  /** A contract's quote at a spot where it is not the day's surface's (a quote feed; the guide's worked examples). */
  quote?(assetRic: string, key: ContractKey, spot: number): OptionQuote;
}

/** A contract's quote at `spot`: the market's own where it has one, else the day's surface's. */
function quoteAt(om: OptionsMarket, surface: OptionSurface, assetRic: string, key: ContractKey, spot: number): OptionQuote {
  return om.quote ? om.quote(assetRic, key, spot) : quoteOption(surface, spot, key);
}

/** The underlying's mid now, or null without a quote. */
export function spotOf(market: MarketView, underlyingRic: string): number | null {
  const q = market.quote(underlyingRic);
  if (!q) return null;
  // Kept to 6 decimals, so intrinsic values read as the figures people compute (110 − 100.005 = 9.995).
  const mid = Math.round(((q.bid + q.ask) / 2) * 1e6) / 1e6;
  return Number.isFinite(mid) && mid > 0 ? mid : null;
}

/** A player's options: the open contracts by id (closed ones live only in storage), and Σ of every booking (premiums, settlements), reporting currency at each booking's rate (in the valuation's realised PnL). */
export interface OptionBook {
  open: Map<number, OptionContract>;
  realized: number;
}

declare module '../../trading/book' {
  interface FamilyBooks {
    options: OptionBook;
  }
}

declare module '../types' {
  interface FamilyChanges {
    /** An option contract entered, marked at a period or roll, closed, exercised or expired. */
    option: { kind: 'option'; player_id: number; contract: OptionContract };
  }
}

/** The player's options book, made empty when they have none yet. */
export function optionBook(book: PlayerBook): OptionBook {
  return familyBookOrInit(book, 'options', () => ({ open: new Map(), realized: 0 }));
}

export function openOptions(player: PlayerState): OptionContract[] {
  return [...(familyBook(player.book, 'options')?.open.values() ?? [])].sort((a, b) => a.id - b.id);
}

/** The quote of a contract now, or null without a spot or a surface. */
export function quoteNow(om: OptionsMarket, c: Pick<OptionContract, 'ric' | 'underlying_ric' | 'type' | 'strike' | 'expiration'>): { quote: OptionQuote; spot: number } | null {
  const spot = spotOf(om.market, c.underlying_ric);
  const surface = om.surface(c.ric);
  if (spot === null || !surface) return null;
  return { quote: quoteAt(om, surface, c.ric, { type: c.type, strike: c.strike, expiration: c.expiration }, spot), spot };
}

function markOf(quote: OptionQuote, spot: number, at: number): OptionMark {
  return { bid: quote.bid, ask: quote.ask, iv: quote.iv, delta: quote.delta, spot, intrinsic: quote.intrinsic, at };
}

/** Positive whole contracts within the sanity bound. */
export function checkContracts(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || !Number.isInteger(value) || value <= 0) throw invalid(OPTION_MESSAGES.contracts);
  if (value > BANKING_CONVENTIONS.optionMaxContracts) throw invalid(OPTION_MESSAGES.tooMany, { maximum: BANKING_CONVENTIONS.optionMaxContracts });
  return value;
}


/** Books `minor` on the player's wallet of `currency`, counted in the contract's realised reporting sum. */
function book(om: OptionsMarket, player: PlayerState, c: { currency: string; realized_reporting: number }, minor: number, reason: 'option_premium' | 'option_settlement', changes: Change[]): number {
  if (minor === 0) return c.realized_reporting;
  const wallet = player.book.wallets.get(c.currency) ?? { currency: c.currency, balance: 0, reserved: 0 };
  const next = { ...wallet, balance: wallet.balance + minor };
  player.book.wallets.set(c.currency, next);
  changes.push({ kind: 'ledger', player_id: player.id, entry: { currency: c.currency, amount: minor, reason, orderId: null }, at: om.market.now() });
  changes.push({ kind: 'wallet', player_id: player.id, wallet: next });
  const reporting = fromMinor(minor, c.currency) * om.market.fxToReporting(c.currency);
  optionBook(player.book).realized += reporting;
  return c.realized_reporting + reporting;
}

/** Moves the wallet's reserved collateral by `delta` minor units. */
function reserve(player: PlayerState, currency: string, delta: number, changes: Change[]): void {
  if (delta === 0) return;
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  const next = { ...wallet, reserved: Math.max(0, wallet.reserved + delta) };
  player.book.wallets.set(currency, next);
  changes.push({ kind: 'wallet', player_id: player.id, wallet: next });
}

export interface OpenOptionInput {
  instrument: SessionInstrument;
  /** The option asset's equity. */
  underlyingRic: string;
  type: 'call' | 'put' | null;
  side: 1 | -1;
  strike: number | null;
  expiration: string | null;
  contracts: unknown;
  investmentRationale: string | null;
  personId: number | null;
}

/** The room left under the options class's limit for bought premiums, reporting currency (cdsRoom's rule). */
export function optionsRoom(om: OptionsMarket, player: PlayerState, instrument: SessionInstrument): number {
  const s = om.state.settings;
  const option = classOption(s, instrument) ?? s.asset_class_options.find((o) => o.asset_class === AssetClass.Options);
  const cashApproach = s.risk_approach === RiskApproach.Cash;
  return cdsRoom({
    cashApproach,
    aum: initialAum(s),
    pvLimit: option?.pv_limit ?? 1,
    riskWeightedUsed: cashApproach ? 0 : riskWeightedUsed(om.state, valuePlayer(om.state, om.market, player)),
    riskWeight: option?.risk_weight ?? instrument.risk_weight ?? 1,
    grossReporting: optionsValue(player, (c) => om.market.fxToReporting(c)).gross,
  });
}

/** Buys (side +1, at the ask) or writes (side −1, at the bid) a contract of the day's chain at the quote of the moment. */
export function openOption(om: OptionsMarket, player: PlayerState, input: OpenOptionInput, context: { id: number }): EngineResult<OptionContract> {
  const { instrument } = input;
  const surface = om.surface(instrument.ric);
  const spot = spotOf(om.market, input.underlyingRic);
  if (!surface || spot === null) throw conflict(OPTION_MESSAGES.noPrice);
  // Only a contract of the chain listed now: a strike of the step around the spot, a listed expiration.
  if (input.type === null || input.strike === null || input.expiration === null) throw invalid(OPTION_MESSAGES.reselect);
  if (!standardExpirations(surface.quoteDate).includes(input.expiration) || !listedStrikes(surface, spot).strikes.includes(input.strike)) throw invalid(OPTION_MESSAGES.reselect);
  const contracts = checkContracts(input.contracts);
  if (om.state.settings.require_investment_rationale) {
    const length = (input.investmentRationale ?? '').trim().length;
    if (length < RATIONALE_MIN_LENGTH || length > RATIONALE_MAX_LENGTH) throw invalid(OPTION_MESSAGES.rationale, { min: RATIONALE_MIN_LENGTH, max: RATIONALE_MAX_LENGTH });
  }
  const quote = quoteAt(om, surface, instrument.ric, { type: input.type, strike: input.strike, expiration: input.expiration }, spot);
  const currency = instrument.variable_currency;
  const price = input.side > 0 ? quote.ask : quote.bid;
  if (input.side < 0 && !(quote.bid > 0)) throw invalid(OPTION_MESSAGES.noBid);
  const premium = toMinor(price * M * contracts, currency);
  const wallet = player.book.wallets.get(currency);
  const fx = om.market.fxToReporting(currency);
  const now = om.market.now();
  const draft = {
    type: input.type,
    strike: input.strike,
    contracts,
    currency,
  };
  let collateral = 0;
  if (input.side > 0) {
    if (om.state.settings.risk_approach === RiskApproach.Cash && premium > freeCashMinor(wallet)) {
      throw invalid(OPTION_MESSAGES.insufficientFunds, { premium: fromMinor(premium, currency), free_cash: fromMinor(freeCashMinor(wallet), currency) });
    }
    const room = optionsRoom(om, player, instrument);
    if (fromMinor(premium, currency) * fx > room + 1e-9) throw invalid(OPTION_MESSAGES.limit, { room_reporting: Math.floor(room * 100) / 100 });
  } else {
    const free = freeCashMinor(wallet);
    const writing = openOptions(player).some((c) => c.side < 0 && c.currency === currency);
    if (writing && free < 0) throw invalid(OPTION_MESSAGES.shortfall, { shortfall: fromMinor(-free, currency) });
    // At opening p is the sale price (the bid); at each recompute the ask of the moment (banking.md §6).
    collateral = collateralMinor(draft, quote.bid, spot);
    if (free + premium - collateral < 0) {
      throw invalid(OPTION_MESSAGES.collateral, { collateral: fromMinor(collateral, currency), free_cash_after_premium: fromMinor(free + premium, currency) });
    }
  }
  const changes: Change[] = [];
  const contract: OptionContract = {
    id: context.id,
    player_id: player.id,
    person_id: input.personId,
    ric: instrument.ric,
    asset_id: instrument.asset_id,
    asset_name: instrument.name,
    underlying_ric: input.underlyingRic,
    currency,
    type: input.type,
    side: input.side,
    strike: input.strike,
    expiration: input.expiration,
    contracts,
    open_price: price,
    open_iv: quote.iv,
    open_spot: spot,
    opened_at: now,
    quote_date: surface.quoteDate,
    premium_minor: input.side > 0 ? -premium : premium,
    collateral_minor: collateral,
    mark: markOf(quote, spot, now),
    hedge: { delta: quote.delta, spot, pnl: 0 },
    status: 0,
    outcome: 'Active',
    close_price: null,
    close_spot: null,
    closed_at: null,
    realized_reporting: 0,
    investment_rationale: input.investmentRationale,
  };
  contract.realized_reporting = book(om, player, contract, contract.premium_minor, 'option_premium', changes);
  reserve(player, currency, collateral, changes);
  optionBook(player.book).open.set(contract.id, contract);
  changes.push({ kind: 'option', player_id: player.id, contract }, dealDone(player));
  return { value: contract, changes, events: [walletsEvent(player)] };
}

/** The shadow hedge carried to `spot`: −sign × delta × 100 × contracts × (spot − hedge spot) more. */
function hedgedTo(c: OptionContract, spot: number, delta: number): OptionContract['hedge'] {
  const pnl = c.hedge.pnl - c.side * c.hedge.delta * M * c.contracts * (spot - c.hedge.spot);
  return { delta, spot, pnl };
}

function closeWith(om: OptionsMarket, player: PlayerState, c: OptionContract, how: { price: number; spot: number; outcome: OptionStatus; minor: number; reason: 'option_premium' | 'option_settlement' }, changes: Change[]): OptionContract {
  const realized = book(om, player, c, how.minor, how.reason, changes);
  reserve(player, c.currency, -c.collateral_minor, changes);
  const next: OptionContract = {
    ...c,
    hedge: hedgedTo(c, how.spot, 0),
    collateral_minor: 0,
    status: 1,
    outcome: how.outcome,
    close_price: how.price,
    close_spot: how.spot,
    closed_at: om.market.now(),
    realized_reporting: realized,
  };
  familyBook(player.book, 'options')?.open.delete(c.id);
  changes.push({ kind: 'option', player_id: player.id, contract: next });
  return next;
}

/** A per-share price kept to 6 decimals (no floating-point tails in what the lists show). */
function perShare(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function findOpen(player: PlayerState, contractId: number): OptionContract {
  const c = familyBook(player.book, 'options')?.open.get(contractId);
  if (!c) throw notFound(OPTION_MESSAGES.notFound, { contract_id: contractId });
  return c;
}

function notExpired(om: OptionsMarket, c: OptionContract): void {
  if (daysBetween(isoDay(om.market.now()), c.expiration) < 0) throw invalid(OPTION_MESSAGES.expired);
}

/** Closes a contract before expiry: a bought one sold at the bid, a written one bought back at the ask ('Closed early'). */
export function closeOptionEarly(om: OptionsMarket, player: PlayerState, contractId: number): EngineResult<OptionContract> {
  const c = findOpen(player, contractId);
  notExpired(om, c);
  const now = quoteNow(om, c);
  if (!now) throw conflict(OPTION_MESSAGES.noPrice);
  const price = c.side > 0 ? now.quote.bid : now.quote.ask;
  // No bid, no sale (as the ticket says): the contract runs to expiry, or the house takes it at the finish.
  if (c.side > 0 && !(price > 0)) throw invalid(OPTION_MESSAGES.noBid);
  const minor = c.side > 0 ? toMinor(price * M * c.contracts, c.currency) : -toMinor(price * M * c.contracts, c.currency);
  const changes: Change[] = [];
  const next = closeWith(om, player, c, { price, spot: now.spot, outcome: 'Closed early', minor, reason: 'option_premium' }, changes);
  changes.push(dealDone(player));
  return { value: next, changes, events: [walletsEvent(player)] };
}

/** Exercises a bought contract in the money: cash-settled at intrinsic ('option_settlement', 'Exercised'). */
export function exerciseOption(om: OptionsMarket, player: PlayerState, contractId: number): EngineResult<OptionContract> {
  const c = findOpen(player, contractId);
  if (c.side < 0) throw invalid(OPTION_MESSAGES.exerciseSold);
  notExpired(om, c);
  const spot = spotOf(om.market, c.underlying_ric);
  if (spot === null) throw conflict(OPTION_MESSAGES.noPrice);
  const intrinsic = perShare(intrinsicValue(c.type, c.strike, spot));
  const minor = toMinor(intrinsic * M * c.contracts, c.currency);
  if (!(minor > 0)) throw invalid(OPTION_MESSAGES.exerciseOtm, { intrinsic_value: intrinsic });
  const changes: Change[] = [];
  const next = closeWith(om, player, c, { price: intrinsic, spot, outcome: 'Exercised', minor, reason: 'option_settlement' }, changes);
  changes.push(dealDone(player));
  return { value: next, changes, events: [walletsEvent(player)] };
}

/** Whether a contract's expiry is due on `day` (the period's date in history, the day the roll closed in real time). */
export function expiryDue(c: OptionContract, day: string): boolean {
  return daysBetween(c.expiration, day) >= 0;
}

/** One contract at expiry at `spot`: in the money by at least 0.01 exercised (bought) or assigned (written), else worthless. */
function expire(om: OptionsMarket, player: PlayerState, c: OptionContract, spot: number, changes: Change[]): OptionContract {
  const intrinsic = perShare(intrinsicValue(c.type, c.strike, spot));
  const inTheMoney = intrinsic >= BANKING_CONVENTIONS.optionExerciseThreshold - 1e-9;
  const amount = inTheMoney ? toMinor(intrinsic * M * c.contracts, c.currency) : 0;
  const outcome: OptionStatus = !inTheMoney ? 'Worthless' : c.side > 0 ? 'Exercised' : 'Written';
  return closeWith(om, player, c, { price: inTheMoney ? intrinsic : 0, spot, outcome, minor: c.side * amount, reason: 'option_settlement' }, changes);
}

/**
 * Every open contract whose expiry `day` reached (once: a processed contract is closed), at
 * `spotAtExpiry` (real time: the underlying at the expiration date's close), else at its
 * underlying's spot now (history: the step's spot, issue 17).
 */
export function expireDueOptions(om: OptionsMarket, day: string, spotAtExpiry?: (c: OptionContract) => number | null): EngineResult<OptionContract[]> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const value: OptionContract[] = [];
  for (const player of om.state.players.values()) {
    let touched = false;
    for (const c of openOptions(player)) {
      if (!expiryDue(c, day)) continue;
      const spot = spotAtExpiry?.(c) ?? spotOf(om.market, c.underlying_ric) ?? c.mark.spot;
      value.push(expire(om, player, c, spot, changes));
      touched = true;
    }
    if (touched) events.push(walletsEvent(player));
  }
  return { value, changes, events };
}

/**
 * Marks every open contract at the moment's quote. With `rebalance` (a period or the daily roll)
 * the shadow hedge is rebalanced and a written contract's collateral recomputed, and the
 * contracts are written; otherwise only their marks in memory move (a real-time tick).
 */
export function markOptions(om: OptionsMarket, player: PlayerState, rebalance: boolean): EngineResult<OptionContract[]> {
  const changes: Change[] = [];
  const value: OptionContract[] = [];
  let walletMoved = false;
  for (const c of openOptions(player)) {
    const now = quoteNow(om, c);
    if (!now) continue;
    let next: OptionContract = { ...c, mark: markOf(now.quote, now.spot, om.market.now()) };
    if (rebalance) {
      next = { ...next, hedge: hedgedTo(c, now.spot, now.quote.delta) };
      if (c.side < 0) {
        const collateral = collateralMinor(c, now.quote.ask, now.spot);
        if (collateral !== c.collateral_minor) {
          reserve(player, c.currency, collateral - c.collateral_minor, changes);
          walletMoved = true;
          next = { ...next, collateral_minor: collateral };
        }
      }
      changes.push({ kind: 'option', player_id: player.id, contract: next });
    }
    optionBook(player.book).open.set(c.id, next);
    value.push(next);
  }
  return { value, changes, events: walletMoved ? [walletsEvent(player)] : [] };
}

/** The house closes every open contract of the player (the session's finish, Close positions): expired ones settled, the others at the bid or ask. */
export function closeAllOptions(om: OptionsMarket, player: PlayerState): EngineResult<OptionContract[]> {
  const changes: Change[] = [];
  const value: OptionContract[] = [];
  const day = isoDay(om.market.now());
  for (const c of openOptions(player)) {
    if (expiryDue(c, day) && daysBetween(c.expiration, day) > 0) {
      value.push(expire(om, player, c, spotOf(om.market, c.underlying_ric) ?? c.mark.spot, changes));
      continue;
    }
    const now = quoteNow(om, c);
    const price = now ? (c.side > 0 ? now.quote.bid : now.quote.ask) : c.side > 0 ? c.mark.bid : c.mark.ask;
    const minor = c.side * toMinor(price * M * c.contracts, c.currency);
    value.push(closeWith(om, player, c, { price, spot: now?.spot ?? c.mark.spot, outcome: 'Closed early', minor, reason: 'option_premium' }, changes));
  }
  return { value, changes, events: value.length ? [walletsEvent(player)] : [] };
}

/** The three PnL figures of banking.md §6 in the contract's currency: marked now while open, final once closed. */
export function optionPnl(c: OptionContract): { pnl: number; intrinsic_pnl: number; delta_hedge_pnl: number; overall_pnl: number } {
  const open = c.status === 0;
  const closePrice = open ? (c.side > 0 ? c.mark.bid : c.mark.ask) : (c.close_price ?? 0);
  const spot = open ? c.mark.spot : (c.close_spot ?? c.mark.spot);
  const n = M * c.contracts;
  const pnl = round2(c.side * (closePrice - c.open_price) * n);
  const intrinsicPnl = round2(c.side * (intrinsicValue(c.type, c.strike, spot) - c.open_price) * n);
  const hedge = open ? hedgedTo(c, spot, c.mark.delta).pnl : c.hedge.pnl;
  const deltaHedge = round2(hedge);
  return { pnl, intrinsic_pnl: intrinsicPnl, delta_hedge_pnl: deltaHedge, overall_pnl: round2(pnl + deltaHedge) };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100 + 0;
}

/** A contract as the positions, the blotter and the staff see it (spec 001 §3 "Option contract"). */
export function optionView(c: OptionContract, now: number): OptionContractView {
  const open = c.status === 0;
  const spot = open ? c.mark.spot : c.close_spot;
  const intrinsic = spot === null ? null : intrinsicValue(c.type, c.strike, spot);
  return {
    id: c.id,
    player_id: c.player_id,
    options_instrument: c.asset_id,
    ric: c.ric,
    asset_name: c.asset_name,
    underlying_ric: c.underlying_ric,
    currency: c.currency,
    transaction: c.side > 0 ? 'Buy' : 'Sell',
    contract_type: c.type === 'call' ? 'Call' : 'Put',
    strike: c.strike,
    premium: fromMinor(Math.abs(c.premium_minor), c.currency),
    contracts: c.contracts,
    equity_equivalent: c.side * M * c.contracts,
    open_price: c.open_price,
    current_bid: open ? c.mark.bid : null,
    current_ask: open ? c.mark.ask : null,
    open_iv: c.open_iv,
    current_iv: open ? c.mark.iv : null,
    current_delta: open ? c.mark.delta : null,
    underlying_spot: spot,
    intrinsic_value: intrinsic === null ? null : Math.round(intrinsic * 10000) / 10000,
    expiration_date: c.expiration,
    days_to_expiry: Math.max(0, daysBetween(isoDay(now), c.expiration)),
    quote_date: c.quote_date,
    status: c.outcome,
    can_exercise: open && c.side > 0 && intrinsic !== null && toMinor(intrinsic * M * c.contracts, c.currency) > 0 && daysBetween(isoDay(now), c.expiration) >= 0,
    close_price: c.close_price,
    close_spot: c.close_spot,
    closing_timestamp: c.closed_at === null ? null : new Date(c.closed_at).toISOString(),
    collateral: fromMinor(c.collateral_minor, c.currency),
    ...optionPnl(c),
    timestamp: new Date(c.opened_at).toISOString(),
    investment_rationale: c.investment_rationale,
    person: c.person_id,
  };
}

