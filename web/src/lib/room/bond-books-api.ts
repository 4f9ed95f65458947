/**
 * The HTM and AFS books' calls (domain/contracts/bond-books): a player's books (their own, or
 * any player's for the staff) and the trainer's Allow/Lock (`switch_htm_permission`, spec 002 §7).
 */
import { getBondBooks, getBondBooksByPlayerId, switchHtmPermission, type BondBooksView, type BondBookPosition } from '@domain/contracts/bond-books';
import type { SessionView } from '@domain/session/session-record';
import { callSession } from '@/lib/session-call';

export type { BondBooksView, BondBookPosition };

const quiet = { notify: false } as const;

export function fetchOwnBondBooks(sessionId: number): Promise<BondBooksView> {
  return callSession(getBondBooks, sessionId, {}, quiet);
}

export function fetchPlayerBondBooks(sessionId: number, playerId: number): Promise<BondBooksView> {
  return callSession(getBondBooksByPlayerId, sessionId, { player_id: playerId }, quiet);
}

/** Allows (true) or locks (false) HTM sales. */
export function switchHtm(sessionId: number, value: boolean): Promise<SessionView> {
  return callSession(switchHtmPermission, sessionId, { value });
}
