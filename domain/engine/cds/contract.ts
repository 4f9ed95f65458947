/**
 * CDS contracts on a player's books (banking.md §3; spec 001 §2 "CDS Contract", §3 "CDS
 * contract", §9): open at the ask (buying protection) or the bid (selling it) with a signed
 * notional, premiums on their schedule ('cds_premium': the buyer pays, the seller receives,
 * each rounded once), mark-to-market from the close side of the spread, maturity after the
 * last premium (the final stub). There is no close call: the opposite contract nets. At the
 * session's finish the house buys open contracts back at their MTM ('cds_settlement',
 * banking-conventions.ts `cdsFinish`). Opening books nothing (a CDS opened at the quoted spread
 * is worth its bid-ask cost only). The house takes the other side of every contract.
 */
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH, RATIONALE_REQUIRED } from '../../constants';
import { RiskApproach } from '../../enums';
import { fromMinor, toMinor } from '../../money';
import { conflict, invalid, notFound } from '../../refusal';
import { classOption, initialAum, riskWeightedUsed, valuePlayer } from '../engine-state';
import { dealDone } from '../deals';
import { walletsEvent } from '../events';
import type { Change, EngineEvent, EngineResult, PlayerState, SessionInstrument } from '../types';
import { familyBook, familyBookOrInit, type PlayerBook } from '../../trading/book';
import { CdsMarket, cdsGross, markCds, netByInstrument } from './mark';
import {
  actualDays,
  CDS_MESSAGES,
  cdsMaturityDate,
  cdsRoom,
  checkCdsAmount,
  dueInstant,
  isoDay,
  maximumAmount,
  openSide,
  periodMonths,
  premiumMinor,
  premiumSchedule,
  premiumsAccrued,
  toBasisPoints,
} from './rules';
import { AssetClass } from '../../enums';

export { CdsMarket, cdsGross, cdsValue, markCds } from './mark';

/** 0 open, 1 matured (every premium paid), 2 bought back by the house at the session's finish. */
export type CdsStatus = 0 | 1 | 2;

export interface CdsContract {
  id: number;
  player_id: number;
  person_id: number | null;
  /** The CDS asset's ric. */
  ric: string;
  /** The asset's name ('Italy 5Y CDS'): underlying_asset_name. */
  name: string;
  currency: string;
  /** Signed notional: + bought protection, − sold protection. */
  amount: number;
  /** The spread as a decimal at opening: the ask for buyers, the bid for sellers. */
  open_rate: number;
  opened_at: number;
  /** ISO date the schedule runs from (the session's day at opening). */
  open_date: string;
  /** ISO date; the last premium (the final stub) is paid and the contract matures at its close. */
  maturity_date: string;
  period_months: number;
  /** How many periods of the schedule are booked. */
  periods_paid: number;
  /** Σ premiums booked, minor units of `currency`, signed as booked (the buyer's negative). */
  premium_booked: number;
  /** Σ of everything booked (premiums and the buy-back), reporting currency at each booking's rate. */
  realized_reporting: number;
  status: CdsStatus;
  /** When it matured or was bought back. */
  closed_at: number | null;
  /** The buy-back's cash at the session's finish, minor units (null otherwise). */
  settlement: number | null;
  investment_rationale: string | null;
}

/** What the session object knows of a CDS asset beyond its session copy (the market's reference data). */
export interface CdsTerms {
  /** cds_maturity in years. */
  years: number;
  /** cds_frequency (0 semi-annual, 1 yearly, 2 quarterly), null when the asset has none. */
  frequency: number | null;
  /** cds_asset_maturity_date, when the asset has one. */
  assetMaturity: string | null;
}

/** The years of a CDS asset from its ticker or name ('ITALY 5Y', 'Italy 5Y CDS'), for assets without reference data. */
export function cdsYearsOf(instrument: Pick<SessionInstrument, 'ticker' | 'name'>): number | null {
  const years = Number(/(\d+)Y\b/.exec(instrument.ticker)?.[1] ?? /(\d+)Y\b/.exec(instrument.name)?.[1] ?? NaN);
  return Number.isFinite(years) && years > 0 ? years : null;
}

/** A player's CDS: the open contracts by id (matured and bought-back ones live only in storage), and Σ of every booking (premiums, buy-backs), reporting currency at each booking's rate (in the valuation's realised PnL). */
export interface CdsBook {
  open: Map<number, CdsContract>;
  realized: number;
}

declare module '../../trading/book' {
  interface FamilyBooks {
    cds: CdsBook;
  }
}

declare module '../types' {
  interface FamilyChanges {
    /** A CDS contract opened, its premiums booked, matured or bought back. */
    cds: { kind: 'cds'; player_id: number; contract: CdsContract };
  }
}

/** The player's CDS book, made empty when they have none yet. */
export function cdsBook(book: PlayerBook): CdsBook {
  return familyBookOrInit(book, 'cds', () => ({ open: new Map(), realized: 0 }));
}

/** Open contracts of a player, by id. */
export function openCdsContracts(player: PlayerState): CdsContract[] {
  return [...(familyBook(player.book, 'cds')?.open.values() ?? [])].sort((a, b) => a.id - b.id);
}

// ----- The limit --------------------------------------------------------------------------------

export interface CdsInstrumentLimit {
  financial_instrument: string;
  asset_id: number;
  /** Largest protection a new contract may buy / sell now, in the instrument's currency. */
  maximum_buy: number;
  maximum_sell: number;
}

/** The player's room for CDS notional, reporting currency (issue 15 decisions). */
export function cdsRoomOf(cm: CdsMarket, player: PlayerState, instrument: SessionInstrument | undefined): number {
  const s = cm.state.settings;
  const option = instrument ? classOption(s, instrument) : s.asset_class_options.find((o) => o.asset_class === AssetClass.Cds);
  const cashApproach = s.risk_approach === RiskApproach.Cash;
  return cdsRoom({
    cashApproach,
    aum: initialAum(s),
    pvLimit: option?.pv_limit ?? 1,
    riskWeightedUsed: cashApproach ? 0 : riskWeightedUsed(cm.state, valuePlayer(cm.state, cm.market, player)),
    riskWeight: option?.risk_weight ?? instrument?.risk_weight ?? 1,
    grossReporting: cdsGross(cm, player),
  });
}

/** The maximum of each side on every CDS instrument of the session. */
export function cdsLimits(cm: CdsMarket, player: PlayerState): CdsInstrumentLimit[] {
  const net = netByInstrument(player);
  const limits: CdsInstrumentLimit[] = [];
  for (const i of cm.state.instruments.values()) {
    if (i.resourcetype !== 'CDS') continue;
    const room = cdsRoomOf(cm, player, i);
    const fx = cm.fxToReporting(i.variable_currency);
    limits.push({
      financial_instrument: i.ric,
      asset_id: i.asset_id,
      maximum_buy: maximumAmount('buy', room, net.get(i.ric) ?? 0, fx),
      maximum_sell: maximumAmount('sell', room, net.get(i.ric) ?? 0, fx),
    });
  }
  return limits;
}

// ----- Opening ----------------------------------------------------------------------------------

export interface OpenCdsInput {
  ric: string;
  amount: unknown;
  investmentRationale: string | null;
  personId: number | null;
  terms: CdsTerms;
}

/** Opens a contract at the ask (buying protection) or the bid (selling it); nothing is booked. */
export function openCds(cm: CdsMarket, player: PlayerState, input: OpenCdsInput, context: { id: number }): EngineResult<CdsContract> {
  const instrument = cm.state.instruments.get(input.ric);
  if (!instrument || instrument.resourcetype !== 'CDS') throw invalid(CDS_MESSAGES.notCds);
  const amount = checkCdsAmount(input.amount);
  if (cm.state.settings.require_investment_rationale) {
    const length = (input.investmentRationale ?? '').trim().length;
    if (length < RATIONALE_MIN_LENGTH || length > RATIONALE_MAX_LENGTH) {
      throw invalid(RATIONALE_REQUIRED, { min: RATIONALE_MIN_LENGTH, max: RATIONALE_MAX_LENGTH });
    }
  }
  const quote = cm.quote(instrument.ric);
  if (!quote) throw conflict(CDS_MESSAGES.noPrice);
  const side = amount > 0 ? 'buy' : 'sell';
  const maximum = maximumAmount(side, cdsRoomOf(cm, player, instrument), netByInstrument(player).get(instrument.ric) ?? 0, cm.fxToReporting(instrument.variable_currency));
  if (Math.abs(amount) > maximum) throw invalid(CDS_MESSAGES.pastMaximum, { maximum });
  const now = cm.now();
  const openDate = isoDay(now);
  const contract: CdsContract = {
    id: context.id,
    player_id: player.id,
    person_id: input.personId,
    ric: instrument.ric,
    name: instrument.name,
    currency: instrument.variable_currency,
    amount,
    open_rate: openSide(amount, quote),
    opened_at: now,
    open_date: openDate,
    maturity_date: cdsMaturityDate(openDate, input.terms.years, input.terms.assetMaturity),
    period_months: periodMonths(input.terms.frequency),
    periods_paid: 0,
    premium_booked: 0,
    realized_reporting: 0,
    status: 0,
    closed_at: null,
    settlement: null,
    investment_rationale: input.investmentRationale,
  };
  if (contract.maturity_date <= openDate) throw invalid(CDS_MESSAGES.notCds);
  cdsBook(player.book).open.set(contract.id, contract);
  // Entering a contract is one of the player's deals (players table, first-trade badge, reports).
  return { value: contract, changes: [{ kind: 'cds', player_id: player.id, contract }, dealDone(player)], events: [] };
}

export function findOpenCds(player: PlayerState, contractId: number): CdsContract {
  const c = familyBook(player.book, 'cds')?.open.get(contractId);
  if (!c) throw notFound(CDS_MESSAGES.notFound, { contract_id: contractId });
  return c;
}

// ----- Bookings ---------------------------------------------------------------------------------

/** Books `minor` units of the contract's currency under `reason` on the player's wallet (no entry for 0); what it was worth in reporting. */
function book(player: PlayerState, currency: string, minor: number, reason: 'cds_premium' | 'cds_settlement', at: number, fx: number, changes: Change[]): number {
  if (minor === 0) return 0;
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  const next = { ...wallet, balance: wallet.balance + minor };
  player.book.wallets.set(currency, next);
  changes.push({ kind: 'ledger', player_id: player.id, entry: { currency, amount: minor, reason, orderId: null }, at });
  changes.push({ kind: 'wallet', player_id: player.id, wallet: next });
  const value = fromMinor(minor, currency) * fx;
  cdsBook(player.book).realized += value;
  return value;
}

/**
 * Pays every premium of the contract due at `now` (the catch-up of dates a step passed), each
 * in one 'cds_premium' entry; after the last one (the maturity) the contract matures. Null when
 * nothing was due.
 */
export function payDuePremiums(cm: CdsMarket, player: PlayerState, contractId: number): EngineResult<CdsContract> | null {
  const c = findOpenCds(player, contractId);
  const now = cm.now();
  const schedule = premiumSchedule(c.open_date, c.maturity_date, c.period_months);
  const due = schedule.filter((p) => p.index > c.periods_paid && now >= dueInstant(p.payDate));
  if (!due.length) return null;
  const changes: Change[] = [];
  const fx = cm.fxToReporting(c.currency);
  let booked = 0;
  let value = 0;
  for (const p of due) {
    const minor = premiumMinor(c.amount, c.open_rate, p.days, c.currency);
    booked += minor;
    value += book(player, c.currency, minor, 'cds_premium', now, fx, changes);
  }
  const last = due[due.length - 1]!;
  const matured = last.index === schedule.length;
  const next: CdsContract = {
    ...c,
    periods_paid: last.index,
    premium_booked: c.premium_booked + booked,
    realized_reporting: c.realized_reporting + value,
    status: matured ? 1 : 0,
    closed_at: matured ? now : null,
  };
  if (matured) cdsBook(player.book).open.delete(c.id);
  else cdsBook(player.book).open.set(c.id, next);
  changes.push({ kind: 'cds', player_id: player.id, contract: next });
  return { value: next, changes, events: [walletsEvent(player)] };
}

/** Premiums due and maturities of every open contract at the market's time. */
export function payDueCds(cm: CdsMarket): EngineResult<CdsContract[]> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const value: CdsContract[] = [];
  for (const player of cm.state.players.values()) {
    let paid = false;
    for (const c of openCdsContracts(player)) {
      const r = payDuePremiums(cm, player, c.id);
      if (!r) continue;
      changes.push(...r.changes);
      value.push(r.value);
      paid = true;
    }
    if (paid) events.push(walletsEvent(player));
  }
  return { value, changes, events };
}

/**
 * The house buys an open contract back (the session's finish): the premium accrued since its
 * last payment date ('cds_premium'), then its MTM in cash ('cds_settlement'). Null without a quote.
 */
export function buyBackCds(cm: CdsMarket, player: PlayerState, contractId: number): EngineResult<CdsContract> | null {
  const c = findOpenCds(player, contractId);
  const mark = markCds(cm, c);
  if (!mark) return null;
  const now = cm.now();
  const today = isoDay(now);
  const schedule = premiumSchedule(c.open_date, c.maturity_date, c.period_months);
  const from = c.periods_paid > 0 ? schedule[c.periods_paid - 1]!.payDate : c.open_date;
  const changes: Change[] = [];
  const fx = cm.fxToReporting(c.currency);
  const stub = premiumMinor(c.amount, c.open_rate, Math.max(0, actualDays(from, today)), c.currency);
  const settlement = toMinor(mark.mtm, c.currency);
  const value = book(player, c.currency, stub, 'cds_premium', now, fx, changes) + book(player, c.currency, settlement, 'cds_settlement', now, fx, changes);
  const next: CdsContract = { ...c, premium_booked: c.premium_booked + stub, realized_reporting: c.realized_reporting + value, status: 2, closed_at: now, settlement };
  cdsBook(player.book).open.delete(c.id);
  changes.push({ kind: 'cds', player_id: player.id, contract: next });
  return { value: next, changes, events: [walletsEvent(player)] };
}

// ----- Views ------------------------------------------------------------------------------------

/** Days from the session's day to the maturity, as the historical blotter says it: 'today', 'in 1 day', 'in N days', 'matured'. */
export function maturityText(maturity: string, now: number, matured: boolean): string {
  const days = actualDays(isoDay(now), maturity);
  if (matured || days < 0) return 'matured';
  if (days === 0) return 'today';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

/** A contract as the contract lists, the blotter and the trainer's views show it (spec 001 §3 "CDS contract"). */
export function cdsView(c: CdsContract, cm: CdsMarket | null) {
  const open = c.status === 0;
  const mark = open && cm ? markCds(cm, c) : null;
  const now = cm?.now() ?? c.closed_at ?? c.opened_at;
  const fx = cm ? cm.fxToReporting(c.currency) : 1;
  const schedule = premiumSchedule(c.open_date, c.maturity_date, c.period_months);
  const nextPeriod = open ? (schedule[c.periods_paid] ?? null) : null;
  const accrued = premiumsAccrued(c.amount, c.open_rate, c.open_date, isoDay(now));
  return {
    id: c.id,
    player_id: c.player_id,
    financial_instrument: c.ric,
    underlying_asset_name: c.name,
    transaction: c.amount > 0 ? 'Buy protection' : 'Sell protection',
    amount: c.amount,
    open_rate: c.open_rate,
    open_rate_bp: toBasisPoints(c.open_rate),
    /** Premiums paid so far in the contract's currency: positive when the player paid (a buyer), negative when received. */
    premium_paid: c.premium_booked === 0 ? 0 : -fromMinor(c.premium_booked, c.currency),
    /** The next premium, signed as it will be booked, and its date (null once closed). */
    next_premium: nextPeriod ? fromMinor(premiumMinor(c.amount, c.open_rate, nextPeriod.days, c.currency), c.currency) : null,
    next_premium_date: nextPeriod?.payDate ?? null,
    period_months: c.period_months,
    cds_contract_maturity_date: c.maturity_date,
    maturity_text: maturityText(c.maturity_date, now, !open),
    matured: c.status === 1,
    status: c.status === 0 ? 'Active' : c.status === 1 ? 'Matured' : 'Bought back',
    /** MTM in the contract's currency; 0 once closed. */
    cds_contract_current_mkt_value: open ? (mark?.mtm ?? null) : 0,
    spread_now: mark?.spread ?? null,
    rpv01: mark?.rpv01 ?? null,
    /** MTM − premiums accrued since opening (open), or what was booked (closed), reporting currency. */
    reporting_cds_contract_pnl: open ? (mark ? (mark.mtm - accrued) * fx : null) : c.realized_reporting,
    cds_contract_ccy: c.currency,
    scenario_date_created_timestamp: new Date(c.opened_at).toISOString(),
    open_date: c.open_date,
    closed_at: c.closed_at === null ? null : new Date(c.closed_at).toISOString(),
    settlement: c.settlement === null ? null : fromMinor(c.settlement, c.currency),
    investment_rationale: c.investment_rationale,
    person: c.person_id,
  };
}
export type CdsView = ReturnType<typeof cdsView>;
