/**
 * The live state of one open session page and the one reducer that moves it: `liveReducer(state,
 * action)` folds every event of the session channel (domain/live-events.ts, parsed by the live
 * channel) and the results of the page's own loads into a new state. Pure: no React, no DOM, no
 * I/O; session-live.tsx keeps its result in jotai atoms, and the screens read those.
 *
 * What the state holds:
 * - the session record (`fetch_session`, then snapshot, session_updated, historical_step_updated,
 *   passed_time, currently_passing_time, update_delay) and who is online (channel_welcome,
 *   player_connected, player_disconnected);
 * - a count of (re)connection snapshots, so screens reload what a snapshot does not carry;
 * - the trainee's live books: `retrieve_player` and `fetch_session_assets` once loaded, then
 *   quotes (send_price), wallets and positions (update_wallets, update_instruments), totals and
 *   position values (portfolio_value_updated), the return history (player_history_created), the
 *   latest metrics (metrics_received) and ODAs (oda_updated, oda_canceled);
 * - `ordersVersion`, which grows with every order event (blotters refetch with it), and
 *   `revalueRequests`, which grows when the books changed in a way only `retrieve_player` values
 *   (the trading room reloads the player, debounced, when it grows).
 *
 * Relative imports only: the domain unit tests load this file in plain Node, without the app's
 * path aliases.
 */
import type { PlayerBooks, SessionAsset } from '../../../../domain/contracts/reads';
import type { LiveEvent, LiveEventOf } from '../../../../domain/live-events';
import type { SessionView } from '../../../../domain/session/session-record';
import type { OdaView } from '../../../../domain/session/entities';
import { passedTimeSchema, sessionRecordSchema } from './live-payloads';

export type PlayerWallet = PlayerBooks['wallets'][number];
export type PlayerPosition = PlayerBooks['financial_instruments'][number];

export interface Presence {
  /** User ids online as last reported by the channel. */
  online: ReadonlySet<number>;
  /** Usernames learnt from the channel's events, by user id. */
  names: ReadonlyMap<number, string>;
  /** True once a welcome frame arrived. */
  known: boolean;
}

export interface LivePrice {
  bid: number | null;
  ask: number | null;
  /** Bonds: accrued interest per 100 face. */
  accrued_interest: number;
  open: boolean;
  /** Direction of the last change of the mid, for the arrows and the flash. */
  move: 'up' | 'down' | null;
  /** Session time of the quote (ms), 0 for the initial load. */
  at: number;
}

export type Loadable<T> = { data: T | null; error: string | null };
export type MetricsPoint = LiveEventOf<'metrics_received'>['data'];

export interface LiveState {
  /** The session of the open page; 0 when none is open. */
  sessionId: number;
  /** Null until `fetch_session` or the first snapshot arrived. */
  session: SessionView | null;
  presence: Presence;
  /** Counts (re)connection snapshots. */
  snapshots: number;
  player: Loadable<PlayerBooks>;
  assets: Loadable<SessionAsset[]>;
  prices: ReadonlyMap<string, LivePrice>;
  ordersVersion: number;
  latestMetrics: MetricsPoint | null;
  /** ODA (stop loss, take profit) per instrument: the server's after every load, then live. */
  odas: ReadonlyMap<string, OdaView>;
  revalueRequests: number;
}

/** What the page itself learnt, folded by the same reducer as the channel's events. */
export type LoadAction =
  | { type: 'player_loaded'; player: PlayerBooks }
  | { type: 'player_failed'; error: string }
  | { type: 'assets_loaded'; assets: SessionAsset[] }
  | { type: 'assets_failed'; error: string };

export type LiveAction = LiveEvent | LoadAction;

const NO_PRESENCE: Presence = { online: new Set(), names: new Map(), known: false };

export function initialLiveState(sessionId: number, session: SessionView | null = null): LiveState {
  return {
    sessionId,
    session,
    presence: NO_PRESENCE,
    snapshots: 0,
    player: { data: null, error: null },
    assets: { data: null, error: null },
    prices: new Map(),
    ordersVersion: 0,
    latestMetrics: null,
    odas: new Map(),
    revalueRequests: 0,
  };
}

export const NO_SESSION: LiveState = initialLiveState(0);

function mid(p: { bid: number | null; ask: number | null }): number | null {
  return p.bid !== null && p.ask !== null ? (p.bid + p.ask) / 2 : (p.bid ?? p.ask);
}

/** Quotes of a fresh instrument list; a quote a price event already moved is kept. */
function pricesFromAssets(assets: SessionAsset[], previous: ReadonlyMap<string, LivePrice>): Map<string, LivePrice> {
  const next = new Map<string, LivePrice>();
  for (const a of assets) {
    const prev = previous.get(a.ric);
    const price: LivePrice = { bid: a.bid, ask: a.ask, accrued_interest: a.accrued_interest, open: a.market_open, move: null, at: 0 };
    next.set(a.ric, prev && prev.at > 0 ? prev : price);
  }
  return next;
}

function applyPrices(previous: ReadonlyMap<string, LivePrice>, event: LiveEventOf<'send_price'>): Map<string, LivePrice> {
  const next = new Map(previous);
  for (const q of event.data.prices) {
    const prev = previous.get(q.ric);
    const before = prev ? mid(prev) : null;
    const after = mid(q);
    const move = before === null || after === null || after === before ? (prev?.move ?? null) : after > before ? 'up' : 'down';
    next.set(q.ric, { bid: q.bid, ask: q.ask, accrued_interest: q.accrued_interest ?? prev?.accrued_interest ?? 0, open: q.open, move, at: event.data.timestamp });
  }
  return next;
}

export function presenceReducer(state: Presence, event: LiveEvent): Presence {
  switch (event.type) {
    case 'channel_welcome': {
      const names = new Map(state.names);
      names.set(event.data.user_id, event.data.username);
      return { online: new Set(event.data.online_user_ids), names, known: true };
    }
    case 'player_connected':
    case 'player_disconnected': {
      const online = new Set(state.online);
      if (event.type === 'player_connected') online.add(event.data.user_id);
      else online.delete(event.data.user_id);
      const names = new Map(state.names);
      names.set(event.data.user_id, event.data.username);
      return { ...state, online, names };
    }
    default:
      return state;
  }
}

/** The player's books changed by `change`, when they are loaded. */
function withBooks(state: LiveState, change: (books: PlayerBooks) => PlayerBooks): LiveState {
  return state.player.data ? { ...state, player: { ...state.player, data: change(state.player.data) } } : state;
}

/** Books that only `retrieve_player` values again: the trading room reloads them. */
function revalue(state: LiveState): LiveState {
  return { ...state, revalueRequests: state.revalueRequests + 1 };
}

/** Amounts and averages from `update_instruments`; values follow on revaluation. */
function patchPositions(books: PlayerBooks, changed: LiveEventOf<'update_instruments'>['data']): PlayerBooks {
  const positions = books.financial_instruments.map((p) => {
    const c = changed.findLast((x) => x.id === p.id);
    return c ? { ...p, amount: c.amount, avg_open_price: c.avg_open_price } : p;
  });
  return { ...books, financial_instruments: positions };
}

/** The positions as the tick valued them. */
function markPositions(books: PlayerBooks, marks: readonly PlayerPosition[]): PlayerBooks {
  const byId = new Map(marks.map((m) => [m.id, m]));
  return { ...books, financial_instruments: books.financial_instruments.map((p) => byId.get(p.id) ?? p) };
}

function portfolioValueUpdated(state: LiveState, event: LiveEventOf<'portfolio_value_updated'>): LiveState {
  const d = event.data;
  const books = state.player.data;
  // Only the player's own copy carries positions: before the books are loaded, load them again after it.
  if (!books) return d.positions ? revalue(state) : state;
  // The staff get every player's totals; the trading room follows its own player only.
  if (books.id !== d.id) return state;
  let next = withBooks(state, (b) => ({
    ...b,
    last_market_value: d.last_market_value,
    last_pnl_sum: d.last_pnl_sum,
    last_fx_return: d.last_fx_return,
    last_portfolio_return: d.last_portfolio_return,
    // The summary's other lines, as the tick counted them.
    initial_aum: d.initial_aum ?? b.initial_aum,
    cash_mtm: d.cash_mtm === undefined ? b.cash_mtm : d.cash_mtm,
    income: d.income === undefined ? b.income : d.income,
    fees: d.fees === undefined ? b.fees : d.fees,
    deals: d.deals,
  }));
  // The player's own copy carries each position's value: patched in place. Only a position
  // this page does not know yet needs the whole book again.
  if (d.positions) {
    const marks = d.positions;
    next = withBooks(next, (b) => markPositions(b, marks));
    if (marks.some((m) => !books.financial_instruments.some((p) => p.id === m.id))) next = revalue(next);
  }
  return next;
}

function sessionReducer(session: SessionView | null, event: LiveEvent): SessionView | null {
  switch (event.type) {
    case 'snapshot': {
      const parsed = sessionRecordSchema.safeParse(event.data.session);
      return parsed.success ? parsed.data : session;
    }
    case 'session_updated': {
      // The class channel sends index rows; the session channel the whole record, which replaces this one.
      const parsed = sessionRecordSchema.safeParse(event.data);
      return parsed.success ? parsed.data : session;
    }
    case 'historical_step_updated': {
      const parsed = sessionRecordSchema.safeParse(event.data);
      return session && parsed.success ? { ...session, ...parsed.data } : session;
    }
    case 'passed_time': {
      const parsed = passedTimeSchema.safeParse(event.data);
      return session && parsed.success ? { ...session, ...parsed.data } : session;
    }
    case 'currently_passing_time':
      return session ? { ...session, currently_passing_time: event.data.currently_passing_time } : session;
    case 'update_delay':
      return session ? { ...session, delay_minutes_left: event.data.delay_minutes_left } : session;
    default:
      return session;
  }
}

function booksReducer(state: LiveState, event: LiveEvent): LiveState {
  switch (event.type) {
    case 'send_price': {
      const rates = event.data.fx_rates;
      const assets = state.assets.data;
      return {
        ...state,
        prices: applyPrices(state.prices, event),
        assets:
          rates && assets
            ? { ...state.assets, data: assets.map((a) => (rates[a.variable_currency] != null ? { ...a, fx_to_reporting: rates[a.variable_currency] } : a)) }
            : state.assets,
      };
    }
    case 'update_wallets': {
      const wallets = event.data;
      return revalue(withBooks(state, (b) => ({ ...b, wallets })));
    }
    case 'update_instruments':
      return revalue(withBooks(state, (b) => patchPositions(b, event.data)));
    case 'order_executed':
    case 'order_updated':
    case 'order_canceled':
      return revalue({ ...state, ordersVersion: state.ordersVersion + 1 });
    case 'deposit_updated':
    // A contract settled or closed by its stop: the books are valued again.
    case 'fwd_contract_closed_by_oda':
    case 'repo_settled':
    case 'update_cds_contracts':
      return revalue(state);
    case 'oda_updated':
    case 'oda_canceled': {
      const odas = new Map(state.odas);
      const ric = event.data.financial_instrument.underlying_asset.ric;
      if (event.type === 'oda_updated') odas.set(ric, event.data);
      else odas.delete(ric);
      return { ...state, odas };
    }
    case 'portfolio_value_updated':
      return portfolioValueUpdated(state, event);
    case 'player_history_created': {
      const d = event.data;
      if (state.player.data?.id !== d.player_id) return state;
      return withBooks(state, (b) => ({
        ...b,
        player_history: [...b.player_history.filter((h) => h.step !== d.step), { step: d.step, timestamp: d.timestamp, portfolio_return: d.portfolio_return, market_value: d.market_value }],
      }));
    }
    case 'metrics_received':
      return { ...state, latestMetrics: event.data };
    default:
      return state;
  }
}

function loadReducer(state: LiveState, action: LoadAction): LiveState {
  switch (action.type) {
    case 'player_loaded':
      // The server's ODAs are the truth after every load; live events keep them current between.
      return { ...state, player: { data: action.player, error: null }, odas: new Map(action.player.odas.map((o) => [o.financial_instrument.underlying_asset.ric, o])) };
    case 'player_failed':
      return { ...state, player: { data: state.player.data, error: action.error } };
    case 'assets_loaded':
      return { ...state, assets: { data: action.assets, error: null }, prices: pricesFromAssets(action.assets, state.prices) };
    case 'assets_failed':
      return { ...state, assets: { data: state.assets.data, error: action.error } };
  }
}

function isLoadAction(action: LiveAction): action is LoadAction {
  return action.type === 'player_loaded' || action.type === 'player_failed' || action.type === 'assets_loaded' || action.type === 'assets_failed';
}

/** The one reducer of the session page's live state. */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  if (isLoadAction(action)) return loadReducer(state, action);
  const session = sessionReducer(state.session, action);
  const presence = presenceReducer(state.presence, action);
  const snapshots = action.type === 'snapshot' ? state.snapshots + 1 : state.snapshots;
  const next = session === state.session && presence === state.presence && snapshots === state.snapshots ? state : { ...state, session, presence, snapshots };
  return booksReducer(next, action);
}
