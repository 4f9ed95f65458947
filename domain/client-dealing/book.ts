/**
 * Client loans and deposits on the banks' books (banking.md §8): the starting book, each
 * period's awards, interest every step and the maturities. The market (the client market, a
 * named source) is the counterparty of every deal. Ledger: a loan award −principal
 * 'client_loan_drawdown' (the loan is an asset at par), a deposit award +principal
 * 'client_deposit_received' (a liability at par); each step +'client_loan_interest' and
 * −'client_deposit_interest' (one entry per player and product, Σ of each deal's interest rounded
 * once); maturity +'client_loan_repayment' and −'client_deposit_withdrawal'. Market value =
 * cash + loans − deposits + positions: principal flows are value-neutral, interest is the source.
 *
 * A deal never changes after it is made except when it matures (its interest so far is a pure
 * function of the scenario dates), so a step writes only the new and the matured deals.
 */
import { dayDiff, toIsoDate, parseIsoDate } from '../calendar';
import { fromMinor, toMinor } from '../money';
import { walletsEvent } from '../engine/events';
import type { Change, EngineEvent, EngineResult, PlayerState } from '../engine/types';
import type { EngineState } from '../engine/engine-state';
import { familyBook, familyBookOrInit, type LedgerReason, type PlayerBook } from '../trading/book';
import { BANKING_CONVENTIONS as C } from '../banking-conventions';
import {
  CLIENT_PRODUCTS,
  CLIENT_TENORS,
  awardTenor,
  dealInterest,
  initialShares,
  rateLimits,
  referenceRate,
  roundRate,
  startingTranches,
  tenorCode,
  tenorDays,
  tenorPool,
  type ClientProduct,
  type ClientTenor,
  type TenorShares,
} from './model';
import { productParams, type ClientDealingScenario } from './scenario';

export interface ClientDeal {
  id: number;
  player_id: number;
  product: ClientProduct;
  tenor: ClientTenor;
  /** The period it was awarded in (0: the starting book). */
  period: number;
  /** Minor units of `currency`. */
  principal: number;
  currency: string;
  /** Percent. */
  rate: number;
  start_date: string;
  maturity_date: string;
  /** Interest accrues from here: the start, or the session's first date for the starting book's older tranches. */
  accrual_start: string;
  status: 0 | 1;
  matured_date: string | null;
  /** Σ interest paid over its life, minor units, set when it matures. */
  interest_paid: number | null;
}

/** Rates per product and tenor, percent. */
export type ClientRates = Record<ClientProduct, Record<ClientTenor, number>>;

/** One product and tenor of a period: the market and every bank's rate and award. */
export interface PeriodTenor {
  yield: number;
  reference: number;
  /** Pool_τ(t), major units. */
  pool: number;
  /** NB_τ(t) (the starting book's total for period 0), minor units. */
  nb: number;
  outside: number;
  banks: Record<string, { rate: number; award: number; share: number }>;
}

/** What a period awarded (period 0: the starting book). */
export interface ClientPeriodRecord {
  period: number;
  date: string;
  /** Δ: calendar days since the previous period (the first period's days for the starting book). */
  delta_days: number;
  currency: string;
  yield_4wk: number;
  products: Record<ClientProduct, Record<ClientTenor, PeriodTenor>>;
}

/** The client market's memory between steps. */
export interface ClientMarketState {
  /** The last period awarded (0 once the starting book is booked). */
  period: number;
  shares: Record<ClientProduct, Record<ClientTenor, TenorShares>>;
  /** Each bank's rates for the next period (the future cards), by player id. */
  rates: Record<string, ClientRates>;
}

export type CurveAt = (tenor: ClientTenor) => number;

const REASONS: Record<ClientProduct, { award: LedgerReason; interest: LedgerReason; maturity: LedgerReason; sign: 1 | -1 }> = {
  // A loan: cash goes out at the award and comes back with interest.
  loans: { award: 'client_loan_drawdown', interest: 'client_loan_interest', maturity: 'client_loan_repayment', sign: -1 },
  // A deposit: cash comes in at the award and goes back with interest.
  depos: { award: 'client_deposit_received', interest: 'client_deposit_interest', maturity: 'client_deposit_withdrawal', sign: 1 },
};

export function addDays(date: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(date).getTime() + days * 86_400_000));
}

/** A player's client book: the open client loans and deposits by id (banking.md §8); matured ones live only in storage. */
export type ClientDealBook = Map<number, ClientDeal>;

declare module '../trading/book' {
  interface FamilyBooks {
    clientDeals: ClientDealBook;
  }
}

declare module '../engine/types' {
  interface FamilyChanges {
    /** A client loan or deposit awarded (or of the starting book), or matured. */
    client_deal: { kind: 'client_deal'; player_id: number; deal: ClientDeal };
  }
}

/** The player's client book, made empty when they have none yet. */
export function clientDealBook(book: PlayerBook): ClientDealBook {
  return familyBookOrInit(book, 'clientDeals', () => new Map());
}

export function openClientDeals(book: PlayerBook): ClientDeal[] {
  return [...(familyBook(book, 'clientDeals')?.values() ?? [])].sort((a, b) => a.id - b.id);
}

/** Outstanding principal of a player's loans and deposits, major units of the reporting currency. */
export function clientOutstanding(book: PlayerBook): { loans: number; depos: number } {
  // Summed in minor units (one currency: the reporting one), converted once.
  let loans = 0;
  let depos = 0;
  let currency = 'USD';
  for (const d of familyBook(book, 'clientDeals')?.values() ?? []) {
    currency = d.currency;
    if (d.product === 'loans') loans += d.principal;
    else depos += d.principal;
  }
  return { loans: fromMinor(loans, currency), depos: fromMinor(depos, currency) };
}

/** Weighted average rate (percent) of a player's open deals of a product, or null without any. */
export function averageClientRate(deals: Iterable<ClientDeal>, product: ClientProduct): { rate: number | null; weight: number } {
  let weight = 0;
  let sum = 0;
  for (const d of deals) {
    if (d.product !== product) continue;
    weight += d.principal;
    sum += d.principal * d.rate;
  }
  return { rate: weight > 0 ? sum / weight : null, weight };
}

/** Starting rates (the first period's): k × y_0(τ), rounded. */
export function startingRates(scenario: ClientDealingScenario, curve: CurveAt): ClientRates {
  const rates = {} as ClientRates;
  for (const product of CLIENT_PRODUCTS) {
    rates[product] = {} as Record<ClientTenor, number>;
    for (const t of CLIENT_TENORS) rates[product][t.tenor] = roundRate(Math.max(C.clientRateFloor, referenceRate(productParams(scenario, product), curve(t.tenor))));
  }
  return rates;
}

function book(changes: Change[], player: PlayerState, currency: string, amount: number, reason: LedgerReason, at: number): void {
  if (amount === 0) return;
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  const next = { ...wallet, balance: wallet.balance + amount };
  player.book.wallets.set(currency, next);
  changes.push({ kind: 'ledger', player_id: player.id, entry: { currency, amount, reason, orderId: null }, at }, { kind: 'wallet', player_id: player.id, wallet: next });
}

export interface OpenBookInput {
  scenario: ClientDealingScenario;
  currency: string;
  /** The session's first date (period 0) and the dates of the following periods. */
  date: string;
  periodDate: (period: number) => string;
  firstPeriodDays: number;
  curve: CurveAt;
  nextId: number;
  at: number;
}

/**
 * Books every bank's starting book (banking.md §8): s_i(0) × Pool_τ(0) per product and tenor in
 * ceil(days(τ)/Δ) tranches maturing one per period, at the starting curve's rates; one ledger
 * entry per product and tenor. Returns the market's state and the period-0 record.
 */
export function openClientBook(state: EngineState, input: OpenBookInput): EngineResult<{ market: ClientMarketState; record: ClientPeriodRecord; deals: ClientDeal[] }> {
  const players = [...state.players.values()].sort((a, b) => a.id - b.id);
  const ids = players.map((p) => p.id);
  const rates = startingRates(input.scenario, input.curve);
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const deals: ClientDeal[] = [];
  let nextId = input.nextId;
  const shares = {} as ClientMarketState['shares'];
  const products = {} as ClientPeriodRecord['products'];
  for (const product of CLIENT_PRODUCTS) {
    const params = productParams(input.scenario, product);
    shares[product] = {} as Record<ClientTenor, TenorShares>;
    products[product] = {} as Record<ClientTenor, PeriodTenor>;
    for (const t of CLIENT_TENORS) {
      shares[product][t.tenor] = initialShares(ids);
      const tranches = startingTranches(params, t.tenor, ids.length, input.firstPeriodDays, input.currency);
      const total = tranches.reduce((a, b) => a + b, 0);
      const rate = rates[product][t.tenor];
      const y = input.curve(t.tenor);
      products[product][t.tenor] = {
        yield: y,
        reference: referenceRate(params, y),
        pool: tenorPool(params, 0),
        nb: total * ids.length,
        outside: toMinor(tenorPool(params, 0), input.currency) - total * ids.length,
        banks: Object.fromEntries(ids.map((id) => [String(id), { rate, award: total, share: 1 / (ids.length + 1) }])),
      };
      for (const player of players) {
        tranches.forEach((principal, j) => {
          if (principal <= 0) return;
          const maturity = input.periodDate(j + 1);
          const deal: ClientDeal = {
            id: nextId++,
            player_id: player.id,
            product,
            tenor: t.tenor,
            period: 0,
            principal,
            currency: input.currency,
            rate,
            start_date: addDays(maturity, -t.days),
            maturity_date: maturity,
            accrual_start: input.date,
            status: 0,
            matured_date: null,
            interest_paid: null,
          };
          clientDealBook(player.book).set(deal.id, deal);
          deals.push(deal);
          changes.push({ kind: 'client_deal', player_id: player.id, deal });
        });
        book(changes, player, input.currency, REASONS[product].sign * total, REASONS[product].award, input.at);
      }
    }
  }
  for (const player of players) events.push(walletsEvent(player));
  const market: ClientMarketState = { period: 0, shares, rates: Object.fromEntries(ids.map((id) => [String(id), structuredClone(rates)])) };
  const record: ClientPeriodRecord = { period: 0, date: input.date, delta_days: input.firstPeriodDays, currency: input.currency, yield_4wk: input.curve('4WK'), products };
  return { value: { market, record, deals }, changes, events };
}

/** Interest due on a deal over (from, to], calendar days within its accrual life. */
export function interestBetween(deal: ClientDeal, from: string, to: string): number {
  const start = from > deal.accrual_start ? from : deal.accrual_start;
  const end = to < deal.maturity_date ? to : deal.maturity_date;
  const days = dayDiff(start, end);
  return days > 0 ? dealInterest(deal.principal, deal.rate, days, deal.currency) : 0;
}

/** Σ interest a deal paid over the step dates up to `today` (each step rounded once, as booked). */
export function interestPaidSoFar(deal: ClientDeal, stepDates: readonly string[], today: string): number {
  let paid = 0;
  for (let k = 1; k < stepDates.length && stepDates[k]! <= today; k++) paid += interestBetween(deal, stepDates[k - 1]!, stepDates[k]!);
  return paid;
}

/**
 * The payments of a step from `from` to `to` (scenario dates): every open deal's interest for the
 * days since its last payment (to its maturity at the last), one entry per player and product;
 * deals maturing on or before `to` repaid (loans) or withdrawn (deposits), one entry each per player and product.
 */
export function payClientDeals(state: EngineState, from: string, to: string, at: number): EngineResult<{ interest: number; matured: ClientDeal[] }> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const matured: ClientDeal[] = [];
  let interestCount = 0;
  for (const player of [...state.players.values()].sort((a, b) => a.id - b.id)) {
    const deals = openClientDeals(player.book);
    if (!deals.length) continue;
    const interest: Record<ClientProduct, Map<string, number>> = { loans: new Map(), depos: new Map() };
    const principal: Record<ClientProduct, Map<string, number>> = { loans: new Map(), depos: new Map() };
    for (const deal of deals) {
      const due = interestBetween(deal, from, to);
      if (due) interest[deal.product].set(deal.currency, (interest[deal.product].get(deal.currency) ?? 0) + due);
      if (deal.maturity_date <= to) {
        principal[deal.product].set(deal.currency, (principal[deal.product].get(deal.currency) ?? 0) + deal.principal);
        const done: ClientDeal = { ...deal, status: 1, matured_date: to, interest_paid: null };
        clientDealBook(player.book).delete(deal.id);
        matured.push(done);
        changes.push({ kind: 'client_deal', player_id: player.id, deal: done });
      }
    }
    let moved = false;
    for (const product of CLIENT_PRODUCTS) {
      // Loans earn (+), deposits cost (−); principal comes back on a loan (+), goes back on a deposit (−).
      for (const [currency, amount] of interest[product]) {
        book(changes, player, currency, -REASONS[product].sign * amount, REASONS[product].interest, at);
        interestCount++;
        moved = true;
      }
      for (const [currency, amount] of principal[product]) {
        book(changes, player, currency, -REASONS[product].sign * amount, REASONS[product].maturity, at);
        moved = true;
      }
    }
    if (moved) events.push(walletsEvent(player));
  }
  return { value: { interest: interestCount, matured }, changes, events };
}

export interface AwardInput {
  scenario: ClientDealingScenario;
  market: ClientMarketState;
  currency: string;
  period: number;
  date: string;
  deltaDays: number;
  curve: CurveAt;
  nextId: number;
  at: number;
}

/** The awards of a period (banking.md §8): every bank's saved rates against the reference, deals booked for each award. */
export function awardClientPeriod(state: EngineState, input: AwardInput): EngineResult<{ market: ClientMarketState; record: ClientPeriodRecord; deals: ClientDeal[] }> {
  const players = [...state.players.values()].sort((a, b) => a.id - b.id);
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const deals: ClientDeal[] = [];
  let nextId = input.nextId;
  const fallback = startingRates(input.scenario, input.curve);
  const rates: ClientMarketState['rates'] = { ...input.market.rates };
  for (const p of players) rates[String(p.id)] ??= structuredClone(fallback);
  const shares = {} as ClientMarketState['shares'];
  const products = {} as ClientPeriodRecord['products'];
  const moved = new Set<PlayerState>();
  for (const product of CLIENT_PRODUCTS) {
    const params = productParams(input.scenario, product);
    shares[product] = {} as Record<ClientTenor, TenorShares>;
    products[product] = {} as Record<ClientTenor, PeriodTenor>;
    for (const t of CLIENT_TENORS) {
      const y = input.curve(t.tenor);
      const previous = input.market.shares[product]?.[t.tenor] ?? initialShares(players.map((p) => p.id));
      const award = awardTenor({
        product,
        params,
        tenor: t.tenor,
        period: input.period,
        deltaDays: input.deltaDays,
        yieldPct: y,
        currency: input.currency,
        banks: players.map((p) => ({ id: p.id, rate: rates[String(p.id)]![product][t.tenor] })),
        previous,
      });
      shares[product][t.tenor] = award.shares;
      products[product][t.tenor] = {
        yield: y,
        reference: award.reference,
        pool: award.pool,
        nb: award.nb,
        outside: award.outside,
        banks: Object.fromEntries(award.banks.map((b) => [String(b.id), { rate: b.rate, award: b.award, share: b.share }])),
      };
      for (const b of award.banks) {
        if (b.award <= 0) continue;
        const player = state.players.get(b.id)!;
        const deal: ClientDeal = {
          id: nextId++,
          player_id: player.id,
          product,
          tenor: t.tenor,
          period: input.period,
          principal: b.award,
          currency: input.currency,
          rate: b.rate,
          start_date: input.date,
          maturity_date: addDays(input.date, t.days),
          accrual_start: input.date,
          status: 0,
          matured_date: null,
          interest_paid: null,
        };
        clientDealBook(player.book).set(deal.id, deal);
        deals.push(deal);
        changes.push({ kind: 'client_deal', player_id: player.id, deal });
        book(changes, player, input.currency, REASONS[product].sign * b.award, REASONS[product].award, input.at);
        moved.add(player);
      }
    }
  }
  for (const player of moved) events.push(walletsEvent(player));
  const market: ClientMarketState = { period: input.period, shares, rates };
  const record: ClientPeriodRecord = { period: input.period, date: input.date, delta_days: input.deltaDays, currency: input.currency, yield_4wk: input.curve('4WK'), products };
  return { value: { market, record, deals }, changes, events };
}

// ----- Cards (spec 001 §4 "Client loan/deposit rate row", 002 §7 get_client_loans_depos) -------

export type ClientCard = {
  /** The tenor's code (spec 002 §4: 4WK 0, 13WK 2, 26WK 3, 52WK 4). */
  id: number;
  tenor: ClientTenor;
  /** Percent. */
  rate: number;
  min: number;
  max: number;
  /** Pool_τ(t), major units. */
  total_tenor_pool: number;
};

export type ClientAwardCard = ClientCard & {
  period: number;
  date: string;
  /** What the bank was awarded, major units. */
  awarded_sum: number;
  /** The award's interest over its whole term, major units. */
  interest: number;
  /** The slice re-priced this period (NB), major units, and the bank's share of the market after it. */
  new_business: number;
  share: number;
  /** The reference rate of the period (k × y), percent. */
  reference_rate: number;
  maturity_date: string;
};

export function awardCards(record: ClientPeriodRecord | null, product: ClientProduct, playerId: number): ClientAwardCard[] {
  if (!record) return [];
  return CLIENT_TENORS.map((t) => {
    const row = record.products[product][t.tenor];
    const mine = row.banks[String(playerId)] ?? { rate: 0, award: 0, share: 0 };
    const limits = rateLimits(product, record.yield_4wk);
    const interest = record.period === 0 ? 0 : dealInterest(mine.award, mine.rate, t.days, record.currency);
    return {
      id: t.code,
      tenor: t.tenor,
      rate: mine.rate,
      min: limits.min,
      max: limits.max,
      total_tenor_pool: row.pool,
      period: record.period,
      date: record.date,
      awarded_sum: fromMinor(mine.award, record.currency),
      interest: record.period === 0 ? startingBookInterest(record, product, t.tenor, mine) : fromMinor(interest, record.currency),
      new_business: fromMinor(row.nb, record.currency),
      share: mine.share,
      reference_rate: row.reference,
      maturity_date: addDays(record.date, t.days),
    };
  });
}

/** The starting book's tranches run out over the tenor: their interest to maturity from the first date, about half a term's. */
function startingBookInterest(record: ClientPeriodRecord, product: ClientProduct, tenor: ClientTenor, mine: { rate: number; award: number }): number {
  void product;
  const n = Math.max(1, Math.ceil(tenorDays(tenor) / Math.max(1, record.delta_days)));
  let total = 0;
  for (let j = 1; j <= n; j++) total += dealInterest(Math.round(mine.award / n), mine.rate, Math.min(tenorDays(tenor), j * record.delta_days), record.currency);
  return fromMinor(total, record.currency);
}

export function futureCards(rates: ClientRates | undefined, product: ClientProduct, yield4wk: number, scenario: ClientDealingScenario, nextPeriod: number): ClientCard[] {
  const limits = rateLimits(product, yield4wk);
  const params = productParams(scenario, product);
  return CLIENT_TENORS.map((t) => ({
    id: t.code,
    tenor: t.tenor,
    rate: rates?.[product][t.tenor] ?? 0,
    min: limits.min,
    max: limits.max,
    total_tenor_pool: tenorPool(params, nextPeriod),
  }));
}

export const CLIENT_RATE_MESSAGES = {
  unknownTenor: (tenor: unknown) => `Unknown tenor ${String(tenor)}: offer 4WK, 13WK, 26WK or 52WK (ids 0, 2, 3, 4)`,
  rate: (what: string, tenor: string, min: number, max: number) => `The ${what} rate for ${tenor} must be between ${min} and ${max}`,
  empty: 'Send at least one rate',
  notClientMoney: 'This session has no client dealing',
  notOpened: 'The client book opens once the session is created',
} as const;

/** A rate update's rows to the tenor → rate map, each checked against the limits; throws the message. */
export function checkRates(product: ClientProduct, rows: readonly { id?: number | null; tenor?: string | null; rate: number }[], yield4wk: number): Partial<Record<ClientTenor, number>> {
  if (!rows.length) throw new RangeError(CLIENT_RATE_MESSAGES.empty);
  const limits = rateLimits(product, yield4wk);
  const out: Partial<Record<ClientTenor, number>> = {};
  for (const row of rows) {
    const t = CLIENT_TENORS.find((x) => (row.tenor !== undefined && row.tenor !== null ? x.tenor === String(row.tenor).toUpperCase() : x.code === row.id));
    if (!t) throw new RangeError(CLIENT_RATE_MESSAGES.unknownTenor(row.tenor ?? row.id));
    const rate = roundRate(row.rate);
    if (!Number.isFinite(row.rate) || rate < limits.min || rate > limits.max) {
      throw new RangeError(CLIENT_RATE_MESSAGES.rate(product === 'loans' ? 'loan' : 'deposit', t.tenor, limits.min, limits.max));
    }
    out[t.tenor] = rate;
  }
  return out;
}

/** Residual maturity of the open book in the short buckets (months, spec 001 §9), major units. */
export function maturityProfile(book: PlayerBook, today: string) {
  const buckets = C.clientShortDurationBucketsMonths.map((b) => ({ bucket: b.label, loans: 0, depos: 0 }));
  for (const d of familyBook(book, 'clientDeals')?.values() ?? []) {
    const months = (dayDiff(today, d.maturity_date) * 12) / 365;
    const k = C.clientShortDurationBucketsMonths.findIndex((b) => months < b.upTo);
    const row = buckets[k === -1 ? buckets.length - 1 : k]!;
    row[d.product] += fromMinor(d.principal, d.currency);
  }
  return buckets;
}

export { tenorCode };
