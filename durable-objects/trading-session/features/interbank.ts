/**
 * The interbank market in the session object (banking.md §9; spec 001 §2, §4, §5, §7; 002 §4,
 * §7, §8): the RFQ calls (send, quote, hit, cancel: each a player's own, refused while the session
 * is paused, frozen, being created or finished, and in sessions without client money), the
 * Interbank Requests modal's read (and the staff's read of any player), and in each period step's
 * payments phase every open deal repaid with its interest for the calendar days between the two
 * scenario dates, then the requests still active lapse. At the session's end and the admin's
 * Close positions open deals are repaid with the interest accrued so far (0 days on the day they
 * were struck). Rules: domain/interbank.
 */
import {
  cancelRfq,
  getInterbank,
  getInterbankByPlayerId,
  hitRfqResponse,
  sendRfq,
  sendRfqResponse,
  type InterbankBook,
  type InterbankDealView,
  type RfqRequestView,
  type RfqResponseView,
} from '../../../domain/contracts/interbank';
import { BANKING_CONVENTIONS as C } from '../../../domain/banking-conventions';
import { addDealToBooks, cancelRfq as cancelRequest, expireRequests, hitRfq, isOpenResponse, quoteRfq, repayAllDeals, sendRfq as sendRequest, type InterbankClock, type InterbankRequest, type InterbankResponse } from '../../../domain/interbank/rfq';
import { INTERBANK_MESSAGES, interbankInterest, remainingInterbankLimit } from '../../../domain/interbank/rules';
import { interbankAmount, sideOf, type InterbankDeal } from '../../../domain/interbank/value';
import { familyBook } from '../../../domain/trading/book';
import { actualDays, isoDay } from '../../../domain/engine/repos/rules';
import { fromMinor } from '../../../domain/money';
import { conflict, notFound } from '../../../domain/refusal';
import { clockOf } from '../../../domain/session/session-record';
import { playerIdOf } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import type { FeatureStorage } from '../kernel/feature-storage';

const ACTIVITY = 'Interbank dealing';
/** How many of a player's past requests and of the requests sent to it the modal lists. */
const LISTED = 30;

function nextId(k: SessionKernel, table: 'interbank_requests' | 'interbank_responses' | 'interbank_deals'): number {
  return k.sql.exec<{ next: number }>(`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM ${table}`).one().next;
}

function readRequest(k: SessionKernel, id: number): InterbankRequest | null {
  const row = k.sql.exec<{ json: string }>('SELECT json FROM interbank_requests WHERE id = ?', id).toArray()[0];
  return row ? (JSON.parse(row.json) as InterbankRequest) : null;
}

function readResponse(k: SessionKernel, id: number): InterbankResponse | null {
  const row = k.sql.exec<{ json: string }>('SELECT json FROM interbank_responses WHERE id = ?', id).toArray()[0];
  return row ? (JSON.parse(row.json) as InterbankResponse) : null;
}

function responsesOf(k: SessionKernel, requestId: number): InterbankResponse[] {
  return k.sql
    .exec<{ json: string }>('SELECT json FROM interbank_responses WHERE request_id = ? ORDER BY id', requestId)
    .toArray()
    .map((r) => JSON.parse(r.json) as InterbankResponse);
}

function activeRequestOf(k: SessionKernel, playerId: number): InterbankRequest | null {
  const row = k.sql.exec<{ json: string }>('SELECT json FROM interbank_requests WHERE player_id = ? AND active = 1 ORDER BY id DESC LIMIT 1', playerId).toArray()[0];
  return row ? (JSON.parse(row.json) as InterbankRequest) : null;
}

/** The session's moment for the rules: its time, the scenario date, the next period's and the period. */
function interbankClock(k: SessionKernel): InterbankClock {
  const s = k.settings();
  const c = k.clock();
  const now = k.sessionTime();
  const clock = clockOf(s);
  const nextDate = clock && c.period + 1 <= clock.totalPeriods ? clock.scenarioDateOf(c.period + 1) : null;
  return { now, today: isoDay(now), nextDate, period: c.period };
}

/** Refused in sessions without client money, and while nobody may trade (spec 001 §5, 000 §4). */
function requireMarket(k: SessionKernel): void {
  if (!k.settings().client_money) throw conflict(INTERBANK_MESSAGES.noClientMoney);
  k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
}

function dealOf(k: SessionKernel, id: number | null): InterbankDeal | null {
  if (id === null) return null;
  const row = k.sql.exec<{ json: string }>('SELECT json FROM interbank_deals WHERE id = ?', id).toArray()[0];
  return row ? (JSON.parse(row.json) as InterbankDeal) : null;
}

/** A deal's interest: paid once repaid, else expected for the days to its expected maturity (major units, unsigned). */
function dealInterest(d: InterbankDeal): number | null {
  if (d.interest !== null) return fromMinor(d.interest, d.currency);
  if (!d.expected_maturity_date) return null;
  return interbankInterest(fromMinor(d.principal, d.currency), d.rate, Math.max(0, actualDays(d.start_date, d.expected_maturity_date)), d.currency);
}

function responseView(k: SessionKernel, r: InterbankResponse, request: InterbankRequest): RfqResponseView {
  const deal = dealOf(k, r.deal_id);
  return {
    id: r.id,
    request_id: r.request_id,
    amount: request.amount,
    currency: request.currency,
    bid: r.bid,
    ask: r.ask,
    status: r.status,
    locked_in: r.locked_in,
    request_active: request.active,
    requesting_player_id: r.requesting_player_id,
    requesting_player_name: r.requesting_player_name,
    responding_player_id: r.responding_player_id,
    responding_player_name: r.responding_player_name,
    direction: r.direction,
    interest: deal ? dealInterest(deal) : null,
    deal_id: r.deal_id,
  };
}

function requestView(k: SessionKernel, request: InterbankRequest): RfqRequestView {
  const state = k.state();
  return {
    id: request.id,
    amount: request.amount,
    currency: request.currency,
    active: request.active,
    status: request.status,
    player_id: request.player_id,
    player_name: request.player_name,
    selected_players: request.selected_players.map((id) => ({ id, name: state.players.get(id)?.name ?? `Player ${id}` })),
    cancelled_by: request.cancelled_by,
    created_at: request.created_at,
    period: request.period,
    responses: responsesOf(k, request.id).map((r) => responseView(k, r, request)),
  };
}

function dealView(d: InterbankDeal, playerId: number): InterbankDealView {
  const side = sideOf(d, playerId);
  const interest = dealInterest(d);
  return {
    id: d.id,
    side: side > 0 ? 'lend' : 'borrow',
    counterparty_id: side > 0 ? d.borrower_id : d.lender_id,
    counterparty_name: side > 0 ? d.borrower_name : d.lender_name,
    lender_name: d.lender_name,
    borrower_name: d.borrower_name,
    amount: fromMinor(d.principal, d.currency),
    currency: d.currency,
    rate: d.rate_percent,
    start_date: d.start_date,
    maturity_date: d.maturity_date ?? d.expected_maturity_date,
    days: d.days ?? (d.expected_maturity_date ? Math.max(0, actualDays(d.start_date, d.expected_maturity_date)) : null),
    interest: interest === null ? null : side * interest,
    current: d.status === 0,
    settlement: d.settlement,
    period: d.period,
  };
}

/** A player's side of the interbank market, as the Interbank Requests modal and the trainer's tab read it. */
export function interbankBookOf(k: SessionKernel, playerId: number): InterbankBook {
  const state = k.state();
  const player = state.players.get(playerId);
  if (!player) throw notFound('Player not found');
  const amount = interbankAmount(player.book, playerId);
  const mine = k.sql
    .exec<{ json: string }>('SELECT json FROM interbank_requests WHERE player_id = ? ORDER BY id DESC LIMIT ?', playerId, LISTED)
    .toArray()
    .map((r) => requestView(k, JSON.parse(r.json) as InterbankRequest));
  const toMe = k.sql
    .exec<{ response: string; request: string }>(
      `SELECT r.json AS response, q.json AS request FROM interbank_responses r JOIN interbank_requests q ON q.id = r.request_id
       WHERE r.responding_player_id = ? ORDER BY r.id DESC LIMIT ?`,
      playerId,
      LISTED,
    )
    .toArray()
    .map((row) => responseView(k, JSON.parse(row.response) as InterbankResponse, JSON.parse(row.request) as InterbankRequest));
  const deals = k.sql
    .exec<{ json: string }>('SELECT json FROM interbank_deals WHERE lender_id = ? OR borrower_id = ? ORDER BY status, id DESC', playerId, playerId)
    .toArray()
    .map((r) => dealView(JSON.parse(r.json) as InterbankDeal, playerId));
  const active = mine.find((r) => r.active) ?? null;
  const pending = (active?.responses.filter((r) => r.status === 'Waiting hit').length ?? 0) + toMe.filter((r) => r.request_active && r.status === 'Waiting quote').length;
  return {
    player_id: playerId,
    currency: state.settings.reporting_currency,
    interbank_amount: amount,
    interbank_interest: familyBook(player.book, 'interbank')?.interest ?? 0,
    remaining_limit: remainingInterbankLimit(amount),
    limit: C.interbankLimit,
    amount_step: C.interbankAmountStep,
    default_amount: C.interbankDefaultAmount,
    other_players: [...state.players.values()].filter((p) => p.id !== playerId).map((p) => ({ id: p.id, name: p.name })).sort((a, b) => a.name.localeCompare(b.name)),
    active_request: active,
    my_requests: mine,
    requests_to_me: toMe,
    deals,
    pending_count: pending,
    enabled: Boolean(k.settings().client_money),
  };
}

/** Deals (open ones into both parties' books, repaid ones' interest summed), requests and responses. */
const storage: FeatureStorage = {
  writes: {
    interbank(sql, c) {
      const w = c.write;
      if ('deal' in w) {
        sql.exec(
          `INSERT INTO interbank_deals (id, lender_id, borrower_id, status, json) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET status = excluded.status, json = excluded.json`,
          w.deal.id,
          w.deal.lender_id,
          w.deal.borrower_id,
          w.deal.status,
          JSON.stringify(w.deal),
        );
      } else if ('request' in w) {
        sql.exec(
          `INSERT INTO interbank_requests (id, player_id, active, json) VALUES (?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET active = excluded.active, json = excluded.json`,
          w.request.id,
          w.request.player_id,
          w.request.active ? 1 : 0,
          JSON.stringify(w.request),
        );
      } else {
        sql.exec(
          `INSERT INTO interbank_responses (id, request_id, requesting_player_id, responding_player_id, json) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET json = excluded.json`,
          w.response.id,
          w.response.request_id,
          w.response.requesting_player_id,
          w.response.responding_player_id,
          JSON.stringify(w.response),
        );
      }
    },
  },
  load(sql, players) {
    for (const r of sql.exec<{ json: string }>('SELECT json FROM interbank_deals ORDER BY id').toArray()) addDealToBooks(players, JSON.parse(r.json) as InterbankDeal);
  },
};

export const interbank: Feature = {
  name: 'interbank',
  storage,
  migrations: [
    {
      id: 110,
      // Requests (active = 1 while open), their responses (one per chosen bank), and the deals (status 0 open, loaded into both parties' books; 1 repaid).
      sql: `CREATE TABLE interbank_requests (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, active INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX interbank_requests_player ON interbank_requests (player_id, active);
      CREATE TABLE interbank_responses (
        id INTEGER PRIMARY KEY, request_id INTEGER NOT NULL, requesting_player_id INTEGER NOT NULL, responding_player_id INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX interbank_responses_request ON interbank_responses (request_id);
      CREATE INDEX interbank_responses_responder ON interbank_responses (responding_player_id);
      CREATE TABLE interbank_deals (
        id INTEGER PRIMARY KEY, lender_id INTEGER NOT NULL, borrower_id INTEGER NOT NULL, status INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX interbank_deals_status ON interbank_deals (status);`,
    },
  ],
  calls: [
    handle(sendRfq, (k, input, actor) => {
      requireMarket(k);
      const playerId = playerIdOf(actor)!;
      const state = k.state();
      const clock = interbankClock(k);
      let responseId = nextId(k, 'interbank_responses');
      const sent = k.applyEngine(() =>
        sendRequest(state, state.players.get(playerId)!, { amount: input.amount, selected_players: input.selected_players }, activeRequestOf(k, playerId), { request: nextId(k, 'interbank_requests'), response: () => responseId++ }, clock),
      );
      return requestView(k, sent.request);
    }),
    handle(sendRfqResponse, (k, input, actor) => {
      requireMarket(k);
      const response = readResponse(k, input.response_id);
      const request = response ? readRequest(k, response.request_id) : null;
      const quoted = k.applyEngine(() => quoteRfq(request, response, playerIdOf(actor)!, input.bid, input.ask, interbankClock(k).now));
      return responseView(k, quoted, request!);
    }),
    handle(hitRfqResponse, (k, input, actor) => {
      requireMarket(k);
      const response = readResponse(k, input.response_id);
      const request = response ? readRequest(k, response.request_id) : null;
      const responses = request ? responsesOf(k, request.id) : [];
      const hit = k.applyEngine(() => hitRfq(k.state(), request, responses, input.response_id, input.type, playerIdOf(actor)!, nextId(k, 'interbank_deals'), interbankClock(k)));
      return responseView(k, hit.response, hit.request);
    }),
    handle(cancelRfq, (k, input, actor) => {
      requireMarket(k);
      const request = readRequest(k, input.request_id);
      const responses = request ? responsesOf(k, request.id) : [];
      const closed = k.applyEngine(() => cancelRequest(request, responses, playerIdOf(actor)!, interbankClock(k).now));
      return requestView(k, closed);
    }),
    handle(getInterbank, (k, _input, actor) => interbankBookOf(k, playerIdOf(actor)!)),
    handle(getInterbankByPlayerId, (k, input) => interbankBookOf(k, input.player_id)),
  ],
  step: [
    {
      // Every open deal is repaid at the period step with its interest for the days run; then the requests still active lapse.
      phase: 'payments',
      run(k, step) {
        // Only client-money sessions have an interbank market: the others skip the requests query at every step.
        if (!step.settings.client_money || !(step.kind === 'period' || step.roll)) return;
        const state = k.state();
        const now = step.market.now();
        if ([...state.players.values()].some((p) => familyBook(p.book, 'interbank')?.open.size)) {
          const r = repayAllDeals(state, now, 'maturity');
          step.changes.push(...r.changes);
          step.events.push(...r.events);
        }
        const active = k.sql.exec<{ json: string }>('SELECT json FROM interbank_requests WHERE active = 1').toArray().map((r) => JSON.parse(r.json) as InterbankRequest);
        if (!active.length) return;
        const responses = active.flatMap((q) => responsesOf(k, q.id)).filter(isOpenResponse);
        const e = expireRequests(active, responses, now);
        step.changes.push(...e.changes);
        step.events.push(...e.events);
      },
    },
  ],
  /** Open deals are repaid with the interest accrued so far: the final books hold no interbank loan. */
  finish(k) {
    return settleOpen(k, 'session_end');
  },
  closePositions: (k) => settleOpen(k, 'close_positions'),
};

function settleOpen(k: SessionKernel, settlement: 'session_end' | 'close_positions') {
  const state = k.state();
  if (![...state.players.values()].some((p) => familyBook(p.book, 'interbank')?.open.size)) return { changes: [], events: [], closed: 0 };
  const r = repayAllDeals(state, k.sessionTime(), settlement);
  return { changes: r.changes, events: r.events, closed: r.value.length };
}
