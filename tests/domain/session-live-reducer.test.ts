/**
 * The web app's live reducer (web/src/lib/session-live/live-state.ts): one pure function folds
 * the session channel's events and the page's loads into the live state the screens read.
 * Events are written as the server sends them and parsed as the browser does (parseLiveEvents).
 */
import { describe, expect, it } from 'vitest';
import type { PlayerBooks, SessionAsset } from '../../domain/contracts/reads';
import { parseLiveEvents, type LiveEvent } from '../../domain/live-events';
import { initialLiveState, liveReducer, type LiveAction, type LiveState } from '../../web/src/lib/session-live/live-state';
import { sessionRecordSchema } from '../../web/src/lib/session-live/live-payloads';

const PLAYER_ID = 11;

/** The financial instrument reference of an asset of the test (its id is the asset's). */
const ref = (ric: string, id = ric === 'AAA' ? 1 : 2) => ({
  id,
  underlying_asset: { id, name: ric, ticker: ric, ric, resourcetype: 'Equity', base_currency: 'USD', variable_currency: 'USD' },
});

/** A raw frame as the server sends it, parsed as the live channel parses it. */
function event(raw: unknown): LiveEvent {
  const [parsed] = parseLiveEvents(JSON.stringify(raw));
  if (!parsed) throw new Error(`not a live event: ${JSON.stringify(raw)}`);
  return parsed;
}

function fold(state: LiveState, ...actions: LiveAction[]): LiveState {
  return actions.reduce(liveReducer, state);
}

const RECORD = { id: 7, status: 1, scenario_type: 1, risk_approach: 1, period: 3, reporting_currency: 'USD', currently_passing_time: false, instruments_saved: true, delay_minutes_left: 0, scenario_date: '2025-01-02', elapsed_days: 10 };
const session = sessionRecordSchema.parse(RECORD);

const asset = (ric: string, bid: number, ask: number): SessionAsset => ({
  ric,
  asset_id: 1,
  name: ric,
  ticker: ric,
  resourcetype: 'Equity',
  base_currency: 'EUR',
  variable_currency: 'EUR',
  asset_class: 1,
  group: 'Equities',
  unit_factor: 1,
  risk_weight: 1,
  no_of_decimals: 2,
  market_hours: null,
  bid,
  ask,
  accrued_interest: 0,
  market_open: true,
  closed_reason: null,
});

/** AAA held at 10 × 5, valued at `price`. */
function mark(price: number, unrealizedPrice: number, realized: number) {
  return {
    ...ref('AAA'),
    amount: 10,
    avg_open_price: 5,
    market_price: price,
    reporting_value: 10 * price,
    reporting_unrealized_pnl: unrealizedPrice,
    unrealized_price_pnl: unrealizedPrice,
    unrealized_fx_pnl: 0,
    reporting_realized_pnl: realized,
    return_percent: null,
    asset_group: 'Equities',
    region: null,
    risk_weight: 1,
  };
}

function books(): PlayerBooks {
  return {
    id: PLAYER_ID,
    name: 'Bruno',
    deals: 1,
    last_market_value: 1000,
    last_pnl_sum: 0,
    last_fx_return: 0,
    last_portfolio_return: 0,
    initial_aum: 1000,
    cash_mtm: 0,
    income: 0,
    fees: 0,
    paid_lombard_interest: 0,
    metric_breaches: [],
    allocations: {},
    wallets: [{ id: 'USD', currency: 'USD', amount: 1000, collateral_amount: 0 }],
    financial_instruments: [{ ...mark(5, 0, 0) }],
    open_orders: [],
    odas: [{ financial_instrument: ref('AAA'), stop_loss_price: 4, take_profit_price: null }],
    player_history: [{ step: 1, timestamp: 1, portfolio_return: 0.01, market_value: 1000 }],
    failed_executions: [],
    dividends: [],
    deposits: [],
    exchange_history: [],
    benchmark_history: [],
  };
}

const METRICS = { player_id: PLAYER_ID, step: 1, timestamp: 1, market_value: 1000, portfolio_volatility: 0, alpha: 0, beta: 1, sharpe_ratio: 0, treynor_ratio: 0, var05: 0, market_index_return: 0 };

const loaded = () => fold(initialLiveState(7, session), { type: 'player_loaded', player: books() }, { type: 'assets_loaded', assets: [asset('AAA', 10, 12), asset('BBB', 1, 2)] });

describe('session record and presence', () => {
  it('takes the record of each snapshot and counts the snapshots', () => {
    const state = fold(initialLiveState(7), event({ type: 'snapshot', data: { session: { ...RECORD, period: 4 }, wallets: null, positions: null } }));
    expect(state.session?.period).toBe(4);
    expect(state.snapshots).toBe(1);
  });

  it('keeps its record when session_updated carries a class channel index row', () => {
    const row = { id: 7, klass_id: 1, klass_name: 'A', trainer_id: 2, status: 0, scenario_type: 1, risk_approach: 1, create_date: '2025-01-01', finish_date: null, start_date: null, end_date: null };
    expect(liveReducer(initialLiveState(7, session), event({ type: 'session_updated', data: row })).session).toBe(session);
    expect(liveReducer(initialLiveState(7, session), event({ type: 'session_updated', data: { ...RECORD, status: 0 } })).session?.status).toBe(0);
  });

  it('moves the historical clock with passed_time and the flags with their events', () => {
    const state = fold(
      initialLiveState(7, session),
      event({ type: 'passed_time', data: { period: 5, scenario_date: '2025-03-01', elapsed_days: 60, remaining_simulated_days: 10, remaining_session_time: 120 } }),
      event({ type: 'currently_passing_time', data: { currently_passing_time: true } }),
      event({ type: 'update_delay', data: { delay_minutes_left: 3 } }),
    );
    expect(state.session).toMatchObject({ period: 5, scenario_date: '2025-03-01', elapsed_days: 60, currently_passing_time: true, delay_minutes_left: 3, instruments_saved: true });
  });

  it('follows who is online', () => {
    const state = fold(
      initialLiveState(7, session),
      event({ type: 'channel_welcome', data: { channel: 'session', user_id: 1, username: 'trainer', online_user_ids: [1, 5] } }),
      event({ type: 'player_connected', data: { user_id: 6, username: 'chloe', player_id: 12 } }),
      event({ type: 'player_disconnected', data: { user_id: 5, username: 'bruno', player_id: 11 } }),
    );
    expect(state.presence.known).toBe(true);
    expect([...state.presence.online].sort()).toEqual([1, 6]);
    expect(state.presence.names.get(5)).toBe('bruno');
  });
});

describe('the trainee books', () => {
  it('starts the quotes from the instruments and moves them with send_price', () => {
    const state = fold(loaded(), event({ type: 'send_price', data: { timestamp: 1000, prices: [['AAA', 11, 13, 1], { ric: 'BBB', bid: 0.5, ask: 1.5, open: false }], fx_rates: { EUR: 1.1 } } }));
    expect(state.prices.get('AAA')).toEqual({ bid: 11, ask: 13, accrued_interest: 0, open: true, move: 'up', at: 1000 });
    expect(state.prices.get('BBB')).toMatchObject({ move: 'down', open: false });
    expect(state.assets.data?.every((a) => a.fx_to_reporting === 1.1)).toBe(true);
    // Instruments loaded again keep a quote a price event already moved.
    const reloaded = liveReducer(state, { type: 'assets_loaded', assets: [asset('AAA', 10, 12)] });
    expect(reloaded.prices.get('AAA')?.bid).toBe(11);
  });

  it('takes the ODAs of every load, then follows oda_updated and oda_canceled', () => {
    const state = loaded();
    expect(state.odas.get('AAA')?.stop_loss_price).toBe(4);
    const updated = liveReducer(state, event({ type: 'oda_updated', data: { financial_instrument: ref('BBB'), stop_loss_price: null, take_profit_price: 3 } }));
    expect(updated.odas.get('BBB')?.take_profit_price).toBe(3);
    expect(liveReducer(updated, event({ type: 'oda_canceled', data: { financial_instrument: ref('AAA'), stop_loss_price: 4, take_profit_price: null } })).odas.has('AAA')).toBe(false);
  });

  it('shows the wallets at once and asks for a revaluation', () => {
    const wallets = [
      { id: 'JPY', currency: 'JPY', amount: 1234, collateral_amount: 34 },
      { id: 'USD', currency: 'USD', amount: 123.45, collateral_amount: 0 },
    ];
    const state = liveReducer(loaded(), event({ type: 'update_wallets', data: wallets }));
    expect(state.player.data?.wallets).toEqual(wallets);
    expect(state.revalueRequests).toBe(1);
  });

  it('leaves out a payload of the wrong shape instead of reading it', () => {
    // The channel drops frames whose payload is not the event's (domain/live-events.ts).
    expect(parseLiveEvents(JSON.stringify({ type: 'oda_updated', data: { ric: 'AAA' } }))).toEqual([]);
    const badMarks = { type: 'portfolio_value_updated', data: { id: PLAYER_ID, last_market_value: 5, last_pnl_sum: 0, last_fx_return: 0, last_portfolio_return: 0, deals: 1, positions: [{ ...mark(7, 0, 0), reporting_value: 'lots' }] } };
    expect(parseLiveEvents(JSON.stringify(badMarks))).toEqual([]);
    expect(liveReducer(loaded(), event({ type: 'snapshot', data: { session: { id: 7 }, wallets: null, positions: null } })).session).toBe(session);
  });

  it('patches quantities from update_instruments and counts order events', () => {
    const state = fold(
      loaded(),
      event({ type: 'update_instruments', data: [{ ...ref('AAA'), amount: 25, avg_open_price: 6 }] }),
      event({ type: 'order_executed', data: { id: 1, player_id: PLAYER_ID, financial_instrument: ref('AAA'), status: 1 } }),
      event({ type: 'order_canceled', data: { id: 2, player_id: PLAYER_ID, financial_instrument: ref('AAA'), status: 2 } }),
    );
    expect(state.player.data?.financial_instruments[0]).toMatchObject({ amount: 25, avg_open_price: 6 });
    expect(state.ordersVersion).toBe(2);
    expect(state.revalueRequests).toBe(3);
  });

  it('values the positions from the player own portfolio_value_updated, and ignores other players', () => {
    const totals = { last_pnl_sum: 20, last_fx_return: 0, last_portfolio_return: 0.07, deals: 3 };
    const mine = liveReducer(loaded(), event({ type: 'portfolio_value_updated', data: { id: PLAYER_ID, last_market_value: 1070, ...totals, positions: [mark(7, 20, 1)] } }));
    expect(mine.player.data).toMatchObject({ last_market_value: 1070, last_pnl_sum: 20, deals: 3 });
    expect(mine.player.data?.financial_instruments[0]).toMatchObject({ market_price: 7, reporting_value: 70, reporting_unrealized_pnl: 20, reporting_realized_pnl: 1 });
    expect(mine.revalueRequests).toBe(0);
    const other = liveReducer(loaded(), event({ type: 'portfolio_value_updated', data: { id: 99, last_market_value: 5, ...totals } }));
    expect(other.player.data?.last_market_value).toBe(1000);
    // A position this page does not know yet: the books are loaded again.
    const unknown = liveReducer(loaded(), event({ type: 'portfolio_value_updated', data: { id: PLAYER_ID, last_market_value: 1, ...totals, positions: [{ ...mark(7, 20, 1), ...ref('NEW', 9) }] } }));
    expect(unknown.revalueRequests).toBe(1);
  });

  it('keeps one history point per step and the latest metrics', () => {
    const state = fold(
      loaded(),
      event({ type: 'player_history_created', data: { player_id: PLAYER_ID, step: 1, timestamp: 5, portfolio_return: 0.02, market_value: 1020 } }),
      event({ type: 'player_history_created', data: { player_id: PLAYER_ID, step: 2, timestamp: 6, portfolio_return: 0.03, market_value: 1030 } }),
      event({ type: 'metrics_received', data: { ...METRICS, step: 2, portfolio_volatility: 0.1 } }),
    );
    expect(state.player.data?.player_history.map((h) => [h.step, h.portfolio_return])).toEqual([
      [1, 0.02],
      [2, 0.03],
    ]);
    expect(state.latestMetrics).toMatchObject({ step: 2, portfolio_volatility: 0.1 });
  });

  it('keeps the books loaded when a reload fails, with the reason', () => {
    const state = liveReducer(loaded(), { type: 'player_failed', error: 'Server unreachable' });
    expect(state.player.data?.id).toBe(PLAYER_ID);
    expect(state.player.error).toBe('Server unreachable');
  });

  it('never changes the state it was given', () => {
    const before = loaded();
    const copy = structuredClone(before);
    fold(
      before,
      event({ type: 'send_price', data: { timestamp: 1, prices: [['AAA', 1, 2, 1]] } }),
      event({ type: 'update_wallets', data: [{ id: 'USD', currency: 'USD', amount: 1, collateral_amount: 0 }] }),
      event({ type: 'oda_canceled', data: { financial_instrument: ref('AAA'), stop_loss_price: 4, take_profit_price: null } }),
      event({ type: 'player_connected', data: { user_id: 6, username: 'chloe', player_id: 12 } }),
    );
    expect(before).toEqual(copy);
  });
});
