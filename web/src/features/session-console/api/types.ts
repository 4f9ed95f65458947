/**
 * Shapes the console reads: the session calls' answers come from their contracts
 * (domain/contracts), so the console reads exactly what the server sends.
 */
import type { BlotterOrder } from '@domain/contracts/orders';
import type { PlayerBooks, PlayerRow, SessionAsset } from '@domain/contracts/reads';
import type { FinancialInstrumentView, WalletView } from '@domain/session/entities';

/** A row of `fetch_players`: the player's summary, online flag and latest metrics. */
export type ConsolePlayer = PlayerRow;
/** An instrument saved in the session with its quote (`fetch_session_assets`). */
export type { SessionAsset };
export type Wallet = WalletView;
export type Position = FinancialInstrumentView;
/** An order, with the name of the person behind it where the blotter gives one. */
export type Order = BlotterOrder | (Omit<BlotterOrder, 'person_name'> & { person_name?: string | null });
/** `retrieve_player_admin`: a player's books valued now. */
export type PlayerDetails = PlayerBooks;

/** A row of `GET /api/underlying_assets/`. */
export interface UniverseAsset {
  id: number;
  ric: string;
  ticker: string;
  name: string;
  resourcetype: string;
  region: string | number | null;
  geography: string | null;
  variable_currency: string;
  listed: boolean;
  /** The day one listed after 2014 began trading (YYYY-MM-DD), under the session's market model; null otherwise. */
  listed_from: string | null;
  bid: number | null;
  ask: number | null;
}
