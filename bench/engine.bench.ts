/**
 * The pure engine in Node: orders per second `placeOrder` executes for one session of 300
 * players × 200 instruments (historical, default settings), with no storage. The target figure
 * shares one market view across the orders, as the session object does within a historical
 * period (and within a second in real time): quotes are computed once. A second figure gives
 * each order a fresh view, the worst case of one order per second. Every player first holds 15
 * positions, so each limit check revalues a realistic book.
 */
import { ScenarioType, TransactionType } from '../domain/enums';
import { Refusal } from '../domain/refusal';
import { initialAum, type EngineState } from '../domain/engine/engine-state';
import { placeOrder } from '../domain/engine/orders';
import type { PlayerState, SessionInstrument } from '../domain/engine/types';
import { defaultMarket } from '../domain/market/default-market';
import { UNIVERSE } from '../domain/market/universe/universe';
import { toMinor } from '../domain/money';
import { parseCreateSession } from '../domain/session/create-session';
import { isTradable } from '../domain/trading/asset-classes';
import { toSessionInstrument } from '../domain/engine/session-instrument';
import { SessionMarketView } from '../durable-objects/trading-session/kernel/market-view';
import { engineSettings, initialSettings } from '../domain/session/session-record';
import { line, summarize } from './stats';

/** Resourcetypes of the bench sessions, in the order instruments are taken (here and in the Worker's bench route). */
export const BENCH_RESOURCETYPES = ['Crypto', 'Metal', 'FX', 'ETF', 'Equity', 'GovtBond'];
const PLAYERS = 300;
const INSTRUMENTS = 200;
const HELD = 15;
const ORDERS = 60_000;
const AT = Date.parse('2025-06-16T21:00:00Z'); // a business day's close

function instruments(): SessionInstrument[] {
  const pool = BENCH_RESOURCETYPES.flatMap((t) => UNIVERSE.filter((i) => i.resourcetype === t && isTradable(i.resourcetype)));
  return pool.slice(0, INSTRUMENTS).map((i, k) => toSessionInstrument(i, { asset_id: k + 1, risk_weight: 1, no_of_decimals: 2, market_hours: null }));
}

function freshState() {
  const parsed = parseCreateSession({ klass_id: 1, scenario_type: ScenarioType.Historical, start_date: '2025-01-02', end_date: '2025-12-31' }, '2026-01-15');
  if (!parsed.ok) throw new Error(parsed.message);
  const stored = initialSettings(parsed.settings);
  const settings = engineSettings(stored);
  const list = instruments();
  const currencies = [...new Set(list.map((i) => i.variable_currency))];
  const players = new Map<number, PlayerState>();
  for (let id = 1; id <= PLAYERS; id++) {
    const wallets = new Map(currencies.map((c) => [c, { currency: c, balance: c === 'USD' ? toMinor(initialAum(settings), 'USD') : 0, reserved: 0 }]));
    players.set(id, { id, user_id: id, name: `p${id}`, deals: 0, book: { wallets, positions: new Map(), families: {} } });
  }
  const state: EngineState = { settings, instruments: new Map(list.map((i) => [i.ric, i])), players, openOrders: new Map(), nextOrderId: 1, odas: new Map() };
  const view = () => new SessionMarketView(defaultMarket(), null, stored, AT);
  // Trading uses the USD instruments quoted that day (cash is held in USD only).
  const rics = list.filter((i) => i.variable_currency === 'USD' && view().quote(i.ric)).map((i) => i.ric);
  return { state, rics, view };
}

/** Places ORDERS market orders (players in turn, buy then sell); `view` gives each order its market. */
function run(view: () => SessionMarketView, state: EngineState, rics: string[]) {
  const players = [...state.players.values()];
  const ctx = { refusal: null, isRealTime: false };
  const samples: number[] = [];
  let refused = 0;
  const t0 = performance.now();
  for (let k = 0; k < ORDERS; k++) {
    const p = players[k % PLAYERS]!;
    // Buy a 16th instrument in even rounds, sell it again in odd ones.
    const ric = rics[(p.id + HELD + Math.floor(k / PLAYERS / 2)) % rics.length]!;
    const held = p.book.positions.get(ric)?.quantity ?? 0;
    const s = performance.now();
    try {
      placeOrder(state, view(), p, { ric, resourcetype: 'MarketOrder', transaction: held > 0 ? TransactionType.Sell : TransactionType.Buy, quantity: 10 }, ctx);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refused++;
    }
    samples.push(performance.now() - s);
  }
  return { rate: ORDERS / ((performance.now() - t0) / 1000), refused, ...summarize(samples) };
}

export function benchEngine(): void {
  console.log(`\nPure engine in Node: ${PLAYERS} players × ${INSTRUMENTS} instruments, ${HELD} positions each, ${ORDERS.toLocaleString('en-US')} market orders`);
  const { state, rics, view } = freshState();
  for (const p of state.players.values()) {
    for (let h = 0; h < HELD; h++) {
      placeOrder(state, view(), p, { ric: rics[(p.id + h) % rics.length]!, resourcetype: 'MarketOrder', transaction: TransactionType.Buy, quantity: 10 }, { refusal: null, isRealTime: false });
    }
  }
  const shared = view();
  const cached = run(() => shared, state, rics);
  line(`orders per second, pure logic (quotes shared as in the object, ${cached.refused} refused)`, `${Math.round(cached.rate).toLocaleString('en-US')}/s`, '≥ 20,000/s', cached.rate >= 20_000);
  line('one order, pure logic', `p50 ${(cached.p50 * 1000).toFixed(0)} µs`);
  line('', `p99 ${(cached.p99 * 1000).toFixed(0)} µs`);
  const fresh = run(view, state, rics);
  line('same, a fresh market view for every order (quotes computed again)', `${Math.round(fresh.rate).toLocaleString('en-US')}/s`);
}
