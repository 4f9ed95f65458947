/**
 * The conservation property meets concurrency (fast-check, in workerd, through the Worker's
 * real entry points): random rounds of commands by two players of one running session, each
 * round's commands started together so that they interleave inside the session object:
 * market and limit orders (with and without a `client_order_id`, a twin of an earlier one, a
 * person new to the session, an order sent twice at once as a double-click sends it), cancels, deposits made and broken, cash exchanged to euros,
 * FX forwards bought and closed, and ticks of the session's clock. After every run:
 * - no answer is a 5xx;
 * - the books in memory are the books in storage, every wallet the sum of its ledger, no
 *   `client_order_id` stored twice nor answered with two orders (setup/books-coherence.ts);
 * - no money without a cause: every 'trade' entry of the ledger belongs to one executed order
 *   and is that order's quantity × price, every executed order has exactly one, and every
 *   position is the sum of its executed orders.
 */
import { runDurableObjectAlarm } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../domain/money';
import { clientIdAnswerProblems, coherenceProblems, storedOrders } from './setup/books-coherence';
import { sessionStorage } from './setup/books-snapshot';
import { directApi, directPost } from './setup/direct-api';
import { signedInClass } from './setup/fixtures';
import { runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday: US, European and crypto markets open
const RICS = ['AAPL.O', 'SAP.DE', 'BTC='] as const;
const FORWARD = 'EUR3M=';
const CURRENCY: Record<string, string> = { 'AAPL.O': 'USD', 'SAP.DE': 'EUR', 'BTC=': 'USD' };

type Command =
  | { kind: 'order'; player: 0 | 1; ric: (typeof RICS)[number]; side: 0 | 1; quantity: number; clientId: 'none' | 'new' | 'twin'; person: 'none' | 'new' | 'known' }
  | { kind: 'double-click'; player: 0 | 1; ric: (typeof RICS)[number]; quantity: number; person: 'new' | 'known' }
  | { kind: 'limit'; player: 0 | 1; ric: (typeof RICS)[number]; quantity: number }
  | { kind: 'cancel'; player: 0 | 1; all: boolean }
  | { kind: 'deposit'; player: 0 | 1; make: boolean }
  | { kind: 'exchange'; player: 0 | 1; amount: number }
  | { kind: 'forward'; player: 0 | 1; close: boolean }
  | { kind: 'tick' };

const player = fc.constantFrom(0 as const, 1 as const);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('order' as const), player, ric: fc.constantFrom(...RICS), side: fc.constantFrom(0 as const, 0 as const, 1 as const), quantity: fc.integer({ min: 1, max: 20 }), clientId: fc.constantFrom('none' as const, 'new' as const, 'twin' as const), person: fc.constantFrom('none' as const, 'new' as const, 'known' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('double-click' as const), player, ric: fc.constantFrom(...RICS), quantity: fc.integer({ min: 1, max: 20 }), person: fc.constantFrom('new' as const, 'known' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('limit' as const), player, ric: fc.constantFrom(...RICS), quantity: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), player, all: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player, make: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('exchange' as const), player, amount: fc.integer({ min: 100, max: 50_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('forward' as const), player, close: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'tick' as const }) },
);
/** Rounds of one to three commands started before any of them finishes. */
const rounds = fc.array(fc.array(command, { minLength: 1, maxLength: 3 }), { minLength: 4, maxLength: 10 });

type Answer = { what: string; status: number; json: Record<string, unknown> };

interface Run {
  sessionId: number;
  tokens: string[];
  clock: number;
  /** The last client order id each player sent, for twins. */
  lastClientId: (string | null)[];
  persons: number[][];
  openOrders: number[][];
  forwards: number[][];
  answers: Answer[];
}

async function call(run: Run, who: number, what: string, path: string, json: Record<string, unknown>): Promise<Answer> {
  const res = await directApi(path, { method: 'POST', token: run.tokens[who], json: { session_id: run.sessionId, ...json } });
  const text = await res.text();
  const answer = { what, status: res.status, json: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : { text }) as Record<string, unknown> };
  run.answers.push(answer);
  return answer;
}

async function newPerson(run: Run, who: number): Promise<number> {
  const res = await directPost(run.tokens[who]!, '/api/persons', { name: `Desk ${crypto.randomUUID().slice(0, 6)}` });
  return res.json.id as number;
}

async function execute(run: Run, c: Command): Promise<void> {
  if (c.kind === 'tick') {
    run.clock += 5_000;
    await stubOf(run.sessionId).setTestClock(run.clock);
    await runDurableObjectAlarm(stubOf(run.sessionId));
    return;
  }
  const who = c.player;
  switch (c.kind) {
    case 'order': {
      let client_order_id: string | null = null;
      if (c.clientId === 'new') client_order_id = run.lastClientId[who] = crypto.randomUUID();
      if (c.clientId === 'twin') client_order_id = run.lastClientId[who] ?? (run.lastClientId[who] = crypto.randomUUID());
      let person: number | null = null;
      if (c.person === 'new') run.persons[who]!.push((person = await newPerson(run, who)));
      if (c.person === 'known') person = run.persons[who]!.at(-1) ?? null;
      await call(run, who, 'order', '/api/orders', { financial_instrument: c.ric, transaction: c.side, quantity: c.quantity, resourcetype: 'MarketOrder', client_order_id, person });
      return;
    }
    case 'double-click': {
      // The same order twice at once, as a double-click on the ticket sends it.
      const client_order_id = (run.lastClientId[who] = crypto.randomUUID());
      const person = c.person === 'new' ? await newPerson(run, who) : (run.persons[who]!.at(-1) ?? null);
      if (c.person === 'new') run.persons[who]!.push(person!);
      const body = { financial_instrument: c.ric, transaction: 0, quantity: c.quantity, resourcetype: 'MarketOrder', client_order_id, person };
      await Promise.all([call(run, who, 'order', '/api/orders', body), call(run, who, 'order', '/api/orders', body)]);
      return;
    }
    case 'limit': {
      // Far below the market: it stays open until cancelled.
      const a = await call(run, who, 'limit order', '/api/orders', { financial_instrument: c.ric, transaction: 0, quantity: c.quantity, resourcetype: 'LimitOrder', limit_price: 1 });
      if (a.status === 201) run.openOrders[who]!.push(a.json.id as number);
      return;
    }
    case 'cancel': {
      if (c.all) await call(run, who, 'cancel all', '/api/orders/cancel_orders', {});
      else {
        const id = run.openOrders[who]!.shift();
        if (id !== undefined) await call(run, who, 'cancel', `/api/orders/${id}/cancel`, {});
      }
      return;
    }
    case 'deposit':
      await call(run, who, c.make ? 'deposit' : 'break deposit', c.make ? '/api/deposits/make_deposit' : '/api/deposits/break_deposit', { currency_symbol: 'USD', ...(c.make ? { amount_to_deposit: 10_000 } : {}) });
      return;
    case 'exchange':
      await call(run, who, 'exchange', '/api/wallets/exchange', { from_wallet: 'USD', to_wallet: 'EUR', amount: c.amount });
      return;
    case 'forward': {
      if (c.close) {
        const id = run.forwards[who]!.shift();
        if (id !== undefined) await call(run, who, 'close forward', '/api/forward_contracts/close_forward_contract', { contract_id: id });
      } else {
        const a = await call(run, who, 'forward', '/api/forward_contracts/buy_forward_contract', { financial_instrument: FORWARD, amount: 50_000 });
        if (a.status < 300) run.forwards[who]!.push(a.json.id as number);
      }
      return;
    }
  }
}

/** Trade entries without their order, orders without their one entry, entries of another amount, positions that are not their orders' sum. */
async function conservationProblems(sessionId: number): Promise<string[]> {
  const storage = await sessionStorage(sessionId);
  const orders = storedOrders(storage);
  const executed = new Map(orders.filter((o) => o.status === 1).map((o) => [o.id, o]));
  const problems: string[] = [];
  const tradeEntries = new Map<number, number[]>();
  for (const e of storage.ledger ?? []) {
    if (e.reason !== 'trade') continue;
    const orderId = Number(e.order_id);
    const order = executed.get(orderId);
    if (!order) problems.push(`trade entry ${e.id} of ${e.amount} names order ${e.order_id}, which is not an executed order`);
    else if (e.currency !== CURRENCY[order.ric]) problems.push(`trade entry ${e.id} in ${e.currency} for ${order.ric}`);
    tradeEntries.set(orderId, [...(tradeEntries.get(orderId) ?? []), Number(e.amount)]);
  }
  const held = new Map<string, number>();
  for (const o of executed.values()) {
    const signed = o.transaction === 0 ? o.quantity : -o.quantity;
    const entries = tradeEntries.get(o.id) ?? [];
    const expected = toMinor(-signed * o.open_price, CURRENCY[o.ric]!);
    if (entries.length !== 1 || entries[0] !== expected) problems.push(`order ${o.id} (${signed} ${o.ric} at ${o.open_price}) has trade entries ${JSON.stringify(entries)}, expected [${expected}]`);
    held.set(`${o.player_id}/${o.ric}`, (held.get(`${o.player_id}/${o.ric}`) ?? 0) + signed);
  }
  for (const p of storage.positions ?? []) {
    const key = `${p.player_id}/${p.ric}`;
    if (Number(p.quantity) !== (held.get(key) ?? 0)) problems.push(`position ${key} holds ${p.quantity} but its executed orders sum to ${held.get(key) ?? 0}`);
    held.delete(key);
  }
  for (const [key, quantity] of held) if (quantity !== 0) problems.push(`executed orders of ${key} sum to ${quantity} but no position is stored`);
  return problems;
}

describe('conservation under interleaved requests', () => {
  let cls: Awaited<ReturnType<typeof signedInClass>>;
  beforeAll(async () => {
    cls = await signedInClass();
  }, 30_000);

  it('no interleaving of two players’ commands creates, loses or doubles money or units', async () => {
    const tally = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(rounds, async (plan) => {
        const sessionId = await runningSession(cls.trainerToken, cls.klassId, { scenario_type: 0 }, [...RICS, FORWARD], T0);
        const run: Run = { sessionId, tokens: cls.traineeTokens, clock: T0, lastClientId: [null, null], persons: [[], []], openOrders: [[], []], forwards: [[], []], answers: [] };
        for (const round of plan) await Promise.all(round.map((c) => execute(run, c)));
        const problems = [
          ...run.answers.filter((a) => a.status >= 500).map((a) => `${a.what}: ${a.status} ${JSON.stringify(a.json).slice(0, 200)}`),
          ...(await coherenceProblems([sessionId])),
          ...(await conservationProblems(sessionId)),
          ...clientIdAnswerProblems(run.answers),
        ];
        expect(problems).toEqual([]);
        for (const a of run.answers) tally.set(`${a.what} ${a.status}`, (tally.get(`${a.what} ${a.status}`) ?? 0) + 1);
      }),
      { numRuns: 20 },
    );
    // The runs did trade (the rarer commands, exchanges and forwards, happen a few times a run of 20).
    for (const done of ['order 201', 'limit order 201']) expect(tally.get(done) ?? 0, `${done} in ${JSON.stringify([...tally])}`).toBeGreaterThan(0);
  }, 240_000);
});
