/**
 * The auction calls of spec 000 §7 / 001 §7 (`/auctions/…`, `/yields/fetch_todays_historical_yields`),
 * typed by their contracts in domain/contracts/auctions. Errors are left to the caller.
 */
import {
  createAuction,
  createPlayerAuctionResponse,
  fetchTodaysHistoricalYields,
  issueSecurity,
  listAuctionsBySession,
  type HistoricalYields,
} from '@domain/contracts/auctions';
import type { AuctionView } from '@domain/engine/auctions/auction';
import { callSession } from '@/lib/session-call';

export type { AuctionView, HistoricalYields };

const quiet = { notify: false } as const;

export function fetchAuctions(sessionId: number): Promise<AuctionView[]> {
  return callSession(listAuctionsBySession, sessionId, {}, quiet);
}

export function fetchYields(sessionId: number, currency: string): Promise<HistoricalYields> {
  return callSession(fetchTodaysHistoricalYields, sessionId, { ccy_symbol: currency }, quiet);
}

export function startAuction(
  sessionId: number,
  input: { tenor: number; auction_series: string; maturity_date: string; bid_value_no_units: number; bid_unit: number; currency: string; rate: number; rate_difference_from_historical_rate: number },
): Promise<AuctionView> {
  return callSession(createAuction, sessionId, input, quiet);
}

export function issueAuction(sessionId: number, auctionId: number): Promise<AuctionView> {
  return callSession(issueSecurity, sessionId, { auction_id: auctionId }, quiet);
}

export function placeBid(sessionId: number, input: { auction: number; player?: number | null; initial_bid_value: number }): Promise<AuctionView> {
  return callSession(createPlayerAuctionResponse, sessionId, input, quiet);
}
