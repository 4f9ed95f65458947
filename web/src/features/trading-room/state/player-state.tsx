/**
 * The trainee's live state inside one session, shared by every trading-room screen.
 *
 * `<PlayerStateProvider>` (mounted once by `trading-room.tsx`, inside `SessionLiveProvider`)
 * loads `retrieve_player` and `fetch_session_assets`, then keeps them current from the session
 * channel: `send_price` moves the quotes, `update_wallets` / `update_instruments` patch the books
 * at once and a debounced `retrieve_player` revalues them, `order_*` events bump a counter,
 * `portfolio_value_updated` (each tick or period, with the player's positions valued) moves the
 * totals and every position's value, `player_history_created` the return chart,
 * `metrics_received` is kept as the latest metrics point. After a dropped connection the
 * channel's `snapshot` reloads everything.
 *
 * Hooks (all throw outside the provider):
 * - `usePlayer()` → { player, error, reload } — the player's books (`PlayerView`, null until loaded).
 * - `useSessionAssets()` → { assets, byRic, error, reload } — the session's instruments.
 * - `usePrices()` → Map ric → `LivePrice` (bid, ask, open, accrued, last move up/down).
 * - `usePrice(ric)` → the `LivePrice` of one instrument, or undefined.
 * - `useOrdersVersion()` → a number that grows on every order event (refetch blotters with it).
 * - `useLatestMetrics()` → the last `metrics_received` payload, or null.
 * - `useTradingAllowed()` → null when trading is possible now, else the reason (status, passing time).
 * - `useOdas()` → Map ric → ODA (stop loss, take profit) set or ended while this page is open.
 * - `useMarketOrderRegistry()` → { claimOrder, releaseOrder } by `client_order_id`: the ticket
 *   reports the orders it placed itself, so the provider's 'Order filled' notice shows only for
 *   orders that fill later (limit, on-open/on-close, ODA closes), once per order.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SessionStatus } from '@domain/enums';
import type { LiveEvent, LiveEventOf } from '@domain/live-events';
import { fromMinor } from '@domain/money';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { useSessionEvents, useSessionLive } from '@/features/session-live/session-live';
import { fetchSessionAssets, retrievePlayer, type PlayerPosition, type PlayerView, type PlayerWallet, type SessionAsset, type WalletState, type Oda } from '../api/player-api';
import { notifyOrderFilled } from './order-filled-notice';

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

interface PlayerStateValue {
  player: Loadable<PlayerView>;
  assets: Loadable<SessionAsset[]>;
  prices: ReadonlyMap<string, LivePrice>;
  ordersVersion: number;
  latestMetrics: LiveEventOf<'metrics_received'>['data'] | null;
  reloadPlayer: () => void;
  reloadAssets: () => void;
  odas: ReadonlyMap<string, Oda>;
  claimOrder: (clientOrderId: string) => void;
  releaseOrder: (clientOrderId: string) => void;
}

const PlayerStateContext = createContext<PlayerStateValue | null>(null);

/** How long to gather book events before revaluing through `retrieve_player`. */
const REVALUE_DEBOUNCE_MS = 250;

function walletView(w: WalletState): PlayerWallet {
  return { ...w, amount: fromMinor(w.balance, w.currency), collateral_amount: fromMinor(w.reserved, w.currency) };
}

function mid(p: { bid: number | null; ask: number | null }): number | null {
  return p.bid !== null && p.ask !== null ? (p.bid + p.ask) / 2 : (p.bid ?? p.ask);
}

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

/** Patches positions from `update_instruments` (quantities and averages; values follow on revaluation). */
function patchPositions(player: PlayerView, changed: Record<string, unknown>[]): PlayerView {
  const positions = [...player.financial_instruments];
  for (const raw of changed) {
    const ric = String(raw.ric);
    const quantity = Number(raw.quantity);
    const i = positions.findIndex((p) => p.ric === ric);
    if (i >= 0) positions[i] = { ...positions[i]!, quantity, avg_open_price: Number(raw.avgPrice ?? positions[i]!.avg_open_price) };
  }
  return { ...player, financial_instruments: positions as PlayerPosition[] };
}

/** A position as the tick values it (the engine's PositionValuation). */
type PositionMark = Pick<PlayerPosition, 'ric' | 'quantity' | 'markPrice' | 'value' | 'unrealizedPrice' | 'unrealizedFx' | 'realized'>;

/** Moves the positions' marks, values and PnL to the tick's valuation. */
function markPositions(player: PlayerView, marks: readonly PositionMark[]): PlayerView {
  const byRic = new Map(marks.map((m) => [m.ric, m]));
  const positions = player.financial_instruments.map((p) => {
    const m = byRic.get(p.ric);
    return m ? { ...p, ...m, reporting_unrealized_pnl: m.unrealizedPrice + m.unrealizedFx, reporting_realized_pnl: m.realized } : p;
  });
  return { ...player, financial_instruments: positions };
}

export function PlayerStateProvider({ children }: { children: ReactNode }) {
  const { sessionId, snapshots, session } = useSessionLive();
  const [player, setPlayer] = useState<Loadable<PlayerView>>({ data: null, error: null });
  const [assets, setAssets] = useState<Loadable<SessionAsset[]>>({ data: null, error: null });
  const [prices, setPrices] = useState<ReadonlyMap<string, LivePrice>>(new Map());
  const [ordersVersion, setOrdersVersion] = useState(0);
  const [latestMetrics, setLatestMetrics] = useState<PlayerStateValue['latestMetrics']>(null);
  const [odas, setOdas] = useState<ReadonlyMap<string, Oda>>(new Map());
  const claimed = useRef(new Set<string>());
  const notified = useRef(new Set<number>());
  const playerRequest = useRef(0);
  const assetsRef = useRef<SessionAsset[] | null>(null);
  assetsRef.current = assets.data;
  const playerRef = useRef<PlayerView | null>(null);
  playerRef.current = player.data;
  const revalueTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reloadPlayer = useCallback(() => {
    const request = ++playerRequest.current;
    retrievePlayer(sessionId)
      .then((data) => {
        if (request !== playerRequest.current) return;
        setPlayer({ data, error: null });
        // The server's ODAs are the truth after every load; live events keep them current between.
        setOdas(new Map(data.odas.map((o) => [o.ric, o as Oda])));
      })
      .catch((error: unknown) => {
        if (request === playerRequest.current && !isSessionExpiredError(error)) setPlayer((prev) => ({ data: prev.data, error: errorMessage(error) }));
      });
  }, [sessionId]);

  const reloadAssets = useCallback(() => {
    fetchSessionAssets(sessionId)
      .then((data) => {
        setAssets({ data, error: null });
        setPrices((prev) => pricesFromAssets(data, prev));
      })
      .catch((error: unknown) => {
        if (!isSessionExpiredError(error)) setAssets((prev) => ({ data: prev.data, error: errorMessage(error) }));
      });
  }, [sessionId]);

  const scheduleRevalue = useCallback(() => {
    if (revalueTimer.current) clearTimeout(revalueTimer.current);
    revalueTimer.current = setTimeout(() => {
      revalueTimer.current = null;
      reloadPlayer();
    }, REVALUE_DEBOUNCE_MS);
  }, [reloadPlayer]);

  useEffect(() => () => void (revalueTimer.current && clearTimeout(revalueTimer.current)), []);

  // First load, and again after every (re)connection snapshot: events may have been missed.
  useEffect(() => {
    reloadPlayer();
    reloadAssets();
  }, [reloadPlayer, reloadAssets, snapshots]);

  // The instrument list changes when the trainer saves instruments or the session starts.
  const instrumentsSaved = session?.instruments_saved;
  const status = session?.status;
  const firstStatus = useRef(true);
  useEffect(() => {
    if (firstStatus.current) {
      firstStatus.current = false;
      return;
    }
    reloadAssets();
    reloadPlayer();
  }, [instrumentsSaved, status, reloadAssets, reloadPlayer]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      switch (event.type) {
        case 'send_price': {
          setPrices((prev) => applyPrices(prev, event));
          const rates = event.data.fx_rates;
          if (rates) {
            setAssets((prev) =>
              prev.data ? { ...prev, data: prev.data.map((a) => (rates[a.variable_currency] != null ? { ...a, fx_to_reporting: rates[a.variable_currency] } : a)) } : prev,
            );
          }
          return;
        }
        case 'update_wallets': {
          const wallets = (event.data as unknown as WalletState[]).map(walletView);
          setPlayer((prev) => (prev.data ? { ...prev, data: { ...prev.data, wallets } } : prev));
          scheduleRevalue();
          return;
        }
        case 'update_instruments':
          setPlayer((prev) => (prev.data ? { ...prev, data: patchPositions(prev.data, event.data) } : prev));
          scheduleRevalue();
          return;
        case 'order_executed':
          setOrdersVersion((n) => n + 1);
          const clientId = (event.data as { client_order_id?: string | null }).client_order_id;
          if (!(clientId && claimed.current.has(clientId)) && !notified.current.has(event.data.id)) {
            notified.current.add(event.data.id);
            notifyOrderFilled(event.data, assetsRef.current?.find((a) => a.ric === event.data.ric));
          }
          scheduleRevalue();
          return;
        case 'deposit_updated':
          scheduleRevalue();
          return;
        case 'order_updated':
        case 'order_canceled':
          setOrdersVersion((n) => n + 1);
          scheduleRevalue();
          return;
        case 'oda_updated':
        case 'oda_canceled': {
          const oda = event.data as unknown as Oda;
          setOdas((prev) => {
            const next = new Map(prev);
            if (event.type === 'oda_updated') next.set(oda.ric, oda);
            else next.delete(oda.ric);
            return next;
          });
          return;
        }
        case 'portfolio_value_updated': {
          const d = event.data as LiveEventOf<'portfolio_value_updated'>['data'] & Partial<PlayerView>;
          setPlayer((prev) =>
            prev.data && prev.data.id === d.id
              ? {
                  ...prev,
                  data: {
                    ...prev.data,
                    last_market_value: d.last_market_value,
                    last_pnl_sum: d.last_pnl_sum ?? prev.data.last_pnl_sum,
                    last_fx_return: d.last_fx_return ?? prev.data.last_fx_return,
                    last_portfolio_return: d.last_portfolio_return ?? prev.data.last_portfolio_return,
                    deals: d.deals ?? prev.data.deals,
                  },
                }
              : prev,
          );
          // The player's own copy carries each position's value: patch them in place. Only a
          // position this page does not know yet needs the whole book again.
          const moved = d.positions as PositionMark[] | undefined;
          if (!moved) return;
          setPlayer((prev) => (prev.data && prev.data.id === d.id ? { ...prev, data: markPositions(prev.data, moved) } : prev));
          if (moved.some((m) => !playerRef.current?.financial_instruments.some((p) => p.ric === m.ric))) scheduleRevalue();
          return;
        }
        case 'player_history_created': {
          const d = event.data;
          setPlayer((prev) => {
            if (!prev.data || prev.data.id !== d.player_id) return prev;
            const history = prev.data.player_history.filter((h) => h.step !== d.step);
            history.push({ step: d.step, at: d.timestamp, portfolio_return: d.portfolio_return, market_value: d.market_value });
            return { ...prev, data: { ...prev.data, player_history: history } };
          });
          return;
        }
        case 'metrics_received':
          setLatestMetrics(event.data);
          return;
        default:
          return;
      }
    },
    [scheduleRevalue],
  );
  useSessionEvents(onEvent);

  const claimOrder = useCallback((id: string) => void claimed.current.add(id), []);
  const releaseOrder = useCallback((id: string) => void claimed.current.delete(id), []);

  const value = useMemo<PlayerStateValue>(
    () => ({ player, assets, prices, ordersVersion, latestMetrics, reloadPlayer, reloadAssets, odas, claimOrder, releaseOrder }),
    [player, assets, prices, ordersVersion, latestMetrics, reloadPlayer, reloadAssets, odas, claimOrder, releaseOrder],
  );
  return <PlayerStateContext.Provider value={value}>{children}</PlayerStateContext.Provider>;
}

function usePlayerState(): PlayerStateValue {
  const value = useContext(PlayerStateContext);
  if (!value) throw new Error('Trading-room hooks need <PlayerStateProvider>');
  return value;
}

export function usePlayer() {
  const { player, reloadPlayer } = usePlayerState();
  return { player: player.data, error: player.error, reload: reloadPlayer };
}

export function useSessionAssets() {
  const { assets, reloadAssets } = usePlayerState();
  const byRic = useMemo(() => new Map((assets.data ?? []).map((a) => [a.ric, a])), [assets.data]);
  return { assets: assets.data, byRic, error: assets.error, reload: reloadAssets };
}

export function usePrices(): ReadonlyMap<string, LivePrice> {
  return usePlayerState().prices;
}

export function usePrice(ric: string | null | undefined): LivePrice | undefined {
  const prices = usePrices();
  return ric ? prices.get(ric) : undefined;
}

export function useOrdersVersion(): number {
  return usePlayerState().ordersVersion;
}

export function useLatestMetrics() {
  return usePlayerState().latestMetrics;
}

export function useMarketOrderRegistry() {
  const { claimOrder, releaseOrder } = usePlayerState();
  return { claimOrder, releaseOrder };
}

export function useOdas(): ReadonlyMap<string, Oda> {
  return usePlayerState().odas;
}

/** Null when the player may trade now; otherwise why not (spec 001 §4). */
export function useTradingAllowed(): string | null {
  const { session } = useSessionLive();
  if (!session) return 'Loading session…';
  if (session.currently_passing_time) return 'The session is advancing to the next period';
  switch (session.status) {
    case SessionStatus.Running:
      return null;
    case SessionStatus.Paused:
      return 'Trading is not possible while the session is paused';
    case SessionStatus.Frozen:
      return 'Trading is not possible while the session is frozen';
    case SessionStatus.Creating:
      return 'Trading is not possible while the session is being created';
    case SessionStatus.Delay:
      return 'Trading is not possible before the session starts';
    default:
      return 'Trading is not possible: the session is finished';
  }
}
