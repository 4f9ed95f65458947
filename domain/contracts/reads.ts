/**
 * What the screens read from a session (spec 002 §7 "Sessions"): the session and its
 * instruments, players and their books (a player's own, or any player's for the staff),
 * metrics, news, allocations, the leaderboard and the open-orders CSV. Nothing here changes
 * the books.
 */
import { z } from 'zod';
import type { TacticalAllocation } from '../engine/allocations';
import type { PlayerMetrics } from '../engine/player-metrics';
import type { SessionInstrument } from '../engine/types';
import type { AssetGroup } from '../enums';
import type { NewsItem } from '../market/news/types';
import type { PlayerSummary, PlayerView } from '../session/player-view';
import type { SessionView, StoredSettings } from '../session/session-record';
import type { DepositView, ExchangeView } from './cash';
import { playerIdField } from './fields';
import { sessionCall } from './session-call';

/** `fetch_session_assets`: an instrument of the session with its quote and whether it trades now. */
export type SessionAsset = SessionInstrument & {
  bid: number | null;
  ask: number | null;
  accrued_interest: number;
  market_open: boolean;
  closed_reason: string | null;
  /** Variable → reporting currency at the mid, so the ticket computes the same maximum as the server. */
  fx_to_reporting?: number | null;
};

/** `retrieve_player`: the player's books valued now, with outstanding dividends, deposits, exchanges and the benchmark. */
export type PlayerBooks = PlayerView & {
  dividends: { currency: string; outstanding: number }[];
  deposits: DepositView[];
  exchange_history: ExchangeView[];
  benchmark_history: { step: number; at: number; value: number }[];
};

/** A row of the trainer's players table. */
export type PlayerRow = PlayerSummary & {
  online: boolean;
  /** Enforced metric limits the player is outside of. */
  metric_breaches: string[];
  portfolio_volatility: number | null;
  alpha: number | null;
  beta: number | null;
  sharpe_ratio: number | null;
  treynor_ratio: number | null;
  var05: number | null;
};

/** A metrics point of a player (the metrics are null until the series is long enough). */
export type MetricsRow = { player_id: number; step: number; timestamp: number; market_value: number } & Partial<PlayerMetrics>;

export type LeaderboardRow = { rank: number; player_id: number; name: string; portfolio_return: number; market_value: number; deals: number };

export type GroupAllocations = {
  limits: StoredSettings['asset_group_allocations'];
  players: { player_id: number; name: string; allocations: Partial<Record<AssetGroup, number>> }[];
};

type Roles = readonly ['player', 'staff'] | readonly ['staff'];
const anyone = ['player', 'staff'] as const;
const staff = ['staff'] as const;
const forPlayer = z.object({ player_id: playerIdField });

/** A GET on `/api/sessions/{id}/{path}`. */
function read<Output>(name: string, path: string, roles: Roles) {
  return sessionCall<Output>()({ name: `reads.${name}`, method: 'GET', path: `/api/sessions/:id/${path}`, session: 'path', roles, input: z.object({}) });
}

/** A GET about one player: the caller's own, or the one the staff name by `player_id`. */
function readPlayer<Output>(name: string, path: string, roles: Roles) {
  return sessionCall<Output>()({ name: `reads.${name}`, method: 'GET', path: `/api/sessions/:id/${path}`, session: 'path', roles, input: forPlayer, example: { player_id: 1 } });
}

export const fetchSession = read<SessionView>('session', 'fetch_session', anyone);
export const fetchSessionAssets = read<SessionAsset[]>('assets', 'fetch_session_assets', anyone);
export const fetchPlayers = read<PlayerRow[]>('players', 'fetch_players', staff);
export const retrievePlayer = readPlayer<PlayerBooks>('player', 'retrieve_player', anyone);
export const retrievePlayerAdmin = readPlayer<PlayerBooks>('player_admin', 'retrieve_player_admin', staff);
export const fetchMetrics = readPlayer<MetricsRow[]>('metrics', 'fetch_metrics', anyone);
export const fetchTacticalAllocations = readPlayer<TacticalAllocation[]>('tactical_allocations', 'fetch_tactical_asset_allocations', anyone);
export const fetchGroupAllocations = read<GroupAllocations>('group_allocations', 'fetch_asset_group_allocations', anyone);
export const fetchLeaderboard = read<LeaderboardRow[]>('leaderboard', 'fetch_leaderboard', anyone);
export const fetchPassedNews = read<NewsItem[]>('news', 'fetch_passed_news', anyone);

/** The session's market time (ISO): the scenario date's close in history, now in real time. Market reads stop there. */
export type MarketClock = { session_time: string };
export const fetchMarketClock = read<MarketClock>('market_clock', 'market_clock', anyone);

/** Open orders of every player as a CSV download (spec 002 §3 columns). */
export const openOrdersCsv = sessionCall<string>()({
  name: 'reads.open_orders_csv',
  method: 'GET',
  path: '/api/sessions/:id/open_orders',
  session: 'path',
  roles: ['staff'],
  input: z.object({}),
  answer: { csv: (id) => `open_orders_session_${id}.csv` },
});
