/**
 * The interbank RFQ on the players' books (banking.md §9; spec 001 §5, §7; 002 §4): requests,
 * responses and the deals they become. Pure: the session object passes in the rows it stored and
 * writes back the `interbank` changes with the wallets and ledger entries, in one transaction.
 *
 * - Send: one active request per bank, an amount in steps of 1,000,000 up to 100,000,000, sent
 *   to chosen other banks; each gets a response row 'Waiting quote'.
 * - Quote: the responder sends bid ≤ ask in percent once; Send locks it in ('Waiting hit').
 * - Hit: the requester answers a locked quote Lend (at the bid), Borrow (at the ask) or Nothing.
 *   The first Lend or Borrow closes the request and the other quotes lapse. Checked at the hit:
 *   the lender's free cash covers the amount, and |interbank amount after| ≤ the limit for both.
 *   Lender −principal 'interbank_lend', borrower +principal 'interbank_borrow'.
 * - Cancel: the requester cancels the whole request; a responder withdraws its own response.
 *   A request left with no open response closes (so its bank may send another).
 * - Maturity, at the next period step: the borrower repays the principal ('interbank_repayment')
 *   and the interest for the calendar days run ('interbank_interest'), the lender receives both:
 *   the two banks' entries sum to zero. No default: a borrower short of cash goes negative.
 */
import { dealDone } from '../engine/deals';
import { walletsEvent } from '../engine/events';
import type { EngineState } from '../engine/engine-state';
import type { Change, EngineEvent, EngineResult, PlayerState } from '../engine/types';
import { fromMinor, toMinor } from '../money';
import { conflict, invalid, notFound } from '../refusal';
import { freeCashMinor, type LedgerReason } from '../trading/book';
import { isoDay } from '../engine/repos/rules';
import { checkQuote, checkRfqAmount, hitTerms, INTERBANK_MESSAGES as M, interbankInterestMinor, withinInterbankLimit, type HitType } from './rules';
import { interbankAmount, interbankBook, interbankDaysRun, openInterbankDeals, sideOf, type InterbankDeal } from './value';

export type RequestStatus = 'sent' | 'hit' | 'cancelled' | 'closed' | 'expired';
/** A response's status as the modal shows it. */
export type ResponseStatus = 'Waiting quote' | 'Waiting hit' | 'Lend' | 'Borrow' | 'Nothing' | 'Lapsed' | 'Cancelled';

export interface InterbankRequest {
  id: number;
  player_id: number;
  player_name: string;
  /** Major units of `currency`. */
  amount: number;
  currency: string;
  selected_players: number[];
  active: boolean;
  status: RequestStatus;
  /** Who cancelled it (either side), when cancelled. */
  cancelled_by: number | null;
  created_at: number;
  closed_at: number | null;
  period: number;
}

export interface InterbankResponse {
  id: number;
  request_id: number;
  requesting_player_id: number;
  requesting_player_name: string;
  responding_player_id: number;
  responding_player_name: string;
  /** Percent; null until quoted. */
  bid: number | null;
  ask: number | null;
  status: ResponseStatus;
  locked_in: boolean;
  quoted_at: number | null;
  answered_at: number | null;
  /** The requester's side once hit. */
  direction: 'lend' | 'borrow' | null;
  deal_id: number | null;
}

/** One row the feature stores. */
export type InterbankWrite = { request: InterbankRequest } | { response: InterbankResponse } | { deal: InterbankDeal };

declare module '../engine/types' {
  interface FamilyChanges {
    /** An interbank RFQ request, response or deal written (features/interbank.ts owns the tables). */
    interbank: { kind: 'interbank'; write: InterbankWrite };
  }
}

/** What the engine needs of the moment: the time, the scenario date, the next one and the period. */
export interface InterbankClock {
  now: number;
  /** ISO scenario date today. */
  today: string;
  /** ISO scenario date of the next period, null in the last one. */
  nextDate: string | null;
  period: number;
}

const OPEN_RESPONSE: readonly ResponseStatus[] = ['Waiting quote', 'Waiting hit'];

export function isOpenResponse(r: InterbankResponse): boolean {
  return OPEN_RESPONSE.includes(r.status);
}

function write(w: InterbankWrite): Change {
  return { kind: 'interbank', write: w };
}

function requestEvent(type: 'rfq_sent' | 'rfq_cancelled', to: number, request: InterbankRequest, extra: { response_id?: number | null; by?: number | null; reason?: string } = {}): EngineEvent {
  return {
    audience: { player_id: to },
    type,
    data: { request_id: request.id, response_id: extra.response_id ?? null, from_player_id: request.player_id, from_player_name: request.player_name, amount: request.amount, by: extra.by ?? null, reason: extra.reason ?? null },
  };
}

/** Sends an RFQ: the request and one response per chosen bank ('Waiting quote'). */
export function sendRfq(
  state: EngineState,
  requester: PlayerState,
  input: { amount: unknown; selected_players: readonly number[] },
  active: InterbankRequest | null,
  ids: { request: number; response: () => number },
  clock: InterbankClock,
): EngineResult<{ request: InterbankRequest; responses: InterbankResponse[] }> {
  if (active?.active) throw conflict(M.activeRequest, { request_id: active.id });
  const amount = checkRfqAmount(input.amount);
  const banks = [...new Set(input.selected_players)];
  if (!banks.length) throw invalid(M.noBanks);
  if (banks.includes(requester.id)) throw invalid(M.quoteItself);
  const others = banks.map((id) => state.players.get(id));
  if (others.some((p) => !p)) throw invalid(M.unknownBank, { selected_players: banks });
  const request: InterbankRequest = {
    id: ids.request,
    player_id: requester.id,
    player_name: requester.name,
    amount,
    currency: state.settings.reporting_currency,
    selected_players: banks,
    active: true,
    status: 'sent',
    cancelled_by: null,
    created_at: clock.now,
    closed_at: null,
    period: clock.period,
  };
  const responses = (others as PlayerState[]).map<InterbankResponse>((p) => ({
    id: ids.response(),
    request_id: request.id,
    requesting_player_id: requester.id,
    requesting_player_name: requester.name,
    responding_player_id: p.id,
    responding_player_name: p.name,
    bid: null,
    ask: null,
    status: 'Waiting quote',
    locked_in: false,
    quoted_at: null,
    answered_at: null,
    direction: null,
    deal_id: null,
  }));
  const events: EngineEvent[] = responses.map((r) => requestEvent('rfq_sent', r.responding_player_id, request, { response_id: r.id }));
  events.push(requestEvent('rfq_sent', requester.id, request));
  return { value: { request, responses }, changes: [write({ request }), ...responses.map((response) => write({ response }))], events };
}

/** The responder's quote: bid ≤ ask in percent, once; Send locks it in ('Waiting hit'). */
export function quoteRfq(request: InterbankRequest | null, response: InterbankResponse | null, responderId: number, bid: unknown, ask: unknown, now: number): EngineResult<InterbankResponse> {
  if (!response || response.responding_player_id !== responderId || !request) throw notFound(M.responseNotFound);
  if (!request.active) throw conflict(M.inactive);
  if (response.locked_in) throw conflict(M.locked);
  if (response.status !== 'Waiting quote') throw conflict(M.inactive);
  const quote = checkQuote(bid, ask);
  const next: InterbankResponse = { ...response, ...quote, status: 'Waiting hit', locked_in: true, quoted_at: now };
  const event: EngineEvent = {
    audience: { player_id: request.player_id },
    type: 'rfq_response_sent',
    data: { request_id: request.id, response_id: next.id, from_player_id: responderId, from_player_name: next.responding_player_name, bid: quote.bid, ask: quote.ask },
  };
  return { value: next, changes: [write({ response: next })], events: [event] };
}

function closeRequest(request: InterbankRequest, status: RequestStatus, now: number, by: number | null = null): InterbankRequest {
  return { ...request, active: false, status, closed_at: now, cancelled_by: by };
}

function creditWallet(player: PlayerState, currency: string, amount: number, reason: LedgerReason, at: number, changes: Change[]): void {
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  const next = { ...wallet, balance: wallet.balance + amount };
  player.book.wallets.set(currency, next);
  if (amount !== 0) changes.push({ kind: 'ledger', player_id: player.id, entry: { currency, amount, reason, orderId: null }, at });
  changes.push({ kind: 'wallet', player_id: player.id, wallet: next });
}

/** Adds an open deal to both its parties' books, or a repaid one's interest to their realised sums. */
export function addDealToBooks(players: ReadonlyMap<number, PlayerState>, deal: InterbankDeal): void {
  for (const id of [deal.lender_id, deal.borrower_id]) {
    const player = players.get(id);
    if (!player) continue;
    const book = interbankBook(player.book);
    if (deal.status === 0) book.open.set(deal.id, deal);
    else book.interest += sideOf(deal, id) * fromMinor(deal.interest ?? 0, deal.currency);
  }
}

export interface HitResult {
  request: InterbankRequest;
  response: InterbankResponse;
  deal: InterbankDeal | null;
}

/**
 * The requester's answer to a locked quote. Nothing declines it (the request closes when no
 * open response is left); Lend or Borrow strikes the deal, closes the request and lapses the others.
 */
export function hitRfq(
  state: EngineState,
  request: InterbankRequest | null,
  responses: readonly InterbankResponse[],
  responseId: number,
  type: HitType,
  requesterId: number,
  dealId: number,
  clock: InterbankClock,
): EngineResult<HitResult> {
  const response = responses.find((r) => r.id === responseId);
  if (!request || !response || request.player_id !== requesterId || response.request_id !== request.id) throw notFound(M.responseNotFound);
  if (!request.active) throw conflict(M.inactive);
  if (response.status !== 'Waiting hit' || response.bid === null || response.ask === null) throw conflict(M.notWaitingHit);
  if (type !== 'lend' && type !== 'borrow' && type !== 'nothing') throw invalid(M.hitType);
  const now = clock.now;
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const answerEvent = (r: InterbankResponse, deal: InterbankDeal | null): EngineEvent => ({
    audience: { player_id: r.responding_player_id },
    type: 'rfq_hit',
    data: { request_id: request.id, response_id: r.id, from_player_id: request.player_id, from_player_name: request.player_name, status: r.status, direction: r.direction, amount: request.amount, rate: deal?.rate_percent ?? null },
  });
  if (type === 'nothing') {
    const declined: InterbankResponse = { ...response, status: 'Nothing', answered_at: now };
    changes.push(write({ response: declined }));
    events.push(answerEvent(declined, null));
    const stillOpen = responses.some((r) => r.id !== response.id && isOpenResponse(r));
    const next = stillOpen ? request : closeRequest(request, 'closed', now);
    if (!stillOpen) changes.push(write({ request: next }));
    return { value: { request: next, response: declined, deal: null }, changes, events };
  }
  const requester = state.players.get(request.player_id);
  const responder = state.players.get(response.responding_player_id);
  if (!requester || !responder) throw notFound(M.responseNotFound);
  const { ratePct, requesterLends } = hitTerms(type, { bid: response.bid, ask: response.ask });
  const lender = requesterLends ? requester : responder;
  const borrower = requesterLends ? responder : requester;
  const currency = request.currency;
  const principal = toMinor(request.amount, currency);
  if (freeCashMinor(lender.book.wallets.get(currency)) < principal) {
    throw invalid(lender === requester ? M.ownCash : M.otherCash(lender.name), { amount: request.amount });
  }
  for (const [player, delta] of [
    [lender, request.amount],
    [borrower, -request.amount],
  ] as const) {
    const after = interbankAmount(player.book, player.id) + delta;
    if (!withinInterbankLimit(after)) throw invalid(player === requester ? M.ownLimit : M.otherLimit(player.name), { interbank_amount_after: after });
  }
  const deal: InterbankDeal = {
    id: dealId,
    request_id: request.id,
    response_id: response.id,
    requesting_player_id: requester.id,
    responding_player_id: responder.id,
    lender_id: lender.id,
    borrower_id: borrower.id,
    lender_name: lender.name,
    borrower_name: borrower.name,
    currency,
    principal,
    rate_percent: ratePct,
    rate: ratePct / 100,
    opened_at: now,
    start_date: clock.today,
    expected_maturity_date: clock.nextDate,
    period: clock.period,
    status: 0,
    maturity_date: null,
    days: null,
    interest: null,
    settled_at: null,
    settlement: null,
  };
  creditWallet(lender, currency, -principal, 'interbank_lend', now, changes);
  creditWallet(borrower, currency, principal, 'interbank_borrow', now, changes);
  addDealToBooks(state.players, deal);
  const hit: InterbankResponse = { ...response, status: type === 'lend' ? 'Lend' : 'Borrow', direction: type, answered_at: now, deal_id: deal.id };
  const closed = closeRequest(request, 'hit', now);
  changes.push(write({ deal }), write({ response: hit }), write({ request: closed }));
  events.push(answerEvent(hit, deal));
  for (const other of responses) {
    if (other.id === response.id || !isOpenResponse(other)) continue;
    const lapsed: InterbankResponse = { ...other, status: 'Lapsed', answered_at: now };
    changes.push(write({ response: lapsed }));
    events.push(requestEvent('rfq_cancelled', other.responding_player_id, closed, { response_id: other.id, reason: 'lapsed' }));
  }
  changes.push(dealDone(requester), dealDone(responder));
  events.push(walletsEvent(lender), walletsEvent(borrower));
  return { value: { request: closed, response: hit, deal }, changes, events };
}

/**
 * Cancels by either side: the requester's cancel closes the request and every open response;
 * a responder's withdraws its own response, and the request closes when none is left open.
 */
export function cancelRfq(request: InterbankRequest | null, responses: readonly InterbankResponse[], byPlayerId: number, now: number): EngineResult<InterbankRequest> {
  if (!request) throw notFound(M.requestNotFound);
  const mine = responses.find((r) => r.request_id === request.id && r.responding_player_id === byPlayerId);
  if (request.player_id !== byPlayerId && !mine) throw notFound(M.requestNotFound);
  if (!request.active) throw conflict(M.inactive);
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  if (request.player_id === byPlayerId) {
    const closed = closeRequest(request, 'cancelled', now, byPlayerId);
    changes.push(write({ request: closed }));
    for (const r of responses) {
      if (!isOpenResponse(r)) continue;
      changes.push(write({ response: { ...r, status: 'Cancelled', answered_at: now } }));
      events.push(requestEvent('rfq_cancelled', r.responding_player_id, closed, { response_id: r.id, by: byPlayerId, reason: 'cancelled' }));
    }
    events.push(requestEvent('rfq_cancelled', byPlayerId, closed, { by: byPlayerId, reason: 'cancelled' }));
    return { value: closed, changes, events };
  }
  if (!isOpenResponse(mine!)) throw conflict(M.inactive);
  changes.push(write({ response: { ...mine!, status: 'Cancelled', answered_at: now } }));
  const stillOpen = responses.some((r) => r.id !== mine!.id && isOpenResponse(r));
  const next = stillOpen ? request : closeRequest(request, 'cancelled', now, byPlayerId);
  if (!stillOpen) changes.push(write({ request: next }));
  events.push(requestEvent('rfq_cancelled', request.player_id, next, { response_id: mine!.id, by: byPlayerId, reason: 'cancelled' }));
  events.push(requestEvent('rfq_cancelled', byPlayerId, next, { response_id: mine!.id, by: byPlayerId, reason: 'cancelled' }));
  return { value: next, changes, events };
}

/** At the period step: active requests lapse with their open responses (a quote is good for its period). */
export function expireRequests(active: readonly InterbankRequest[], responses: readonly InterbankResponse[], now: number): EngineResult<number> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  for (const request of active) {
    if (!request.active) continue;
    const closed = closeRequest(request, 'expired', now);
    changes.push(write({ request: closed }));
    events.push(requestEvent('rfq_cancelled', request.player_id, closed, { reason: 'expired' }));
    for (const r of responses) {
      if (r.request_id !== request.id || !isOpenResponse(r)) continue;
      changes.push(write({ response: { ...r, status: 'Lapsed', answered_at: now } }));
      events.push(requestEvent('rfq_cancelled', r.responding_player_id, closed, { response_id: r.id, reason: 'expired' }));
    }
  }
  return { value: active.length, changes, events };
}

/**
 * Repays one open deal on `today` with the interest for the calendar days run: the borrower pays
 * principal ('interbank_repayment') and interest ('interbank_interest'), the lender receives them.
 */
export function repayDeal(state: EngineState, deal: InterbankDeal, now: number, today: string, settlement: NonNullable<InterbankDeal['settlement']>): EngineResult<InterbankDeal> {
  const days = interbankDaysRun(deal, today);
  const interest = interbankInterestMinor(deal.principal, deal.rate, days, deal.currency);
  const repaid: InterbankDeal = { ...deal, status: 1, maturity_date: today, days, interest, settled_at: now, settlement };
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  for (const id of [deal.borrower_id, deal.lender_id]) {
    const player = state.players.get(id);
    if (!player) continue;
    const side = sideOf(deal, id);
    creditWallet(player, deal.currency, side * deal.principal, 'interbank_repayment', now, changes);
    if (interest !== 0) creditWallet(player, deal.currency, side * interest, 'interbank_interest', now, changes);
    const book = interbankBook(player.book);
    book.open.delete(deal.id);
    book.interest += side * fromMinor(interest, deal.currency);
    events.push(walletsEvent(player));
    events.push({ audience: { player_id: id }, type: 'interbank_deal_settled', data: { player_id: id, deal_id: deal.id, side: side > 0 ? 'lend' : 'borrow', interest: side * fromMinor(interest, deal.currency), settlement } });
  }
  changes.push(write({ deal: repaid }));
  return { value: repaid, changes, events };
}

/** Every open deal of the session repaid now (the period step, the session's end, Close positions). */
export function repayAllDeals(state: EngineState, now: number, settlement: NonNullable<InterbankDeal['settlement']>): EngineResult<InterbankDeal[]> {
  const today = isoDay(now);
  const seen = new Map<number, InterbankDeal>();
  for (const player of state.players.values()) for (const d of openInterbankDeals(player.book)) seen.set(d.id, d);
  const value: InterbankDeal[] = [];
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  for (const deal of [...seen.values()].sort((a, b) => a.id - b.id)) {
    const r = repayDeal(state, deal, now, today, settlement);
    value.push(r.value);
    changes.push(...r.changes);
    events.push(...r.events);
  }
  return { value, changes, events };
}
