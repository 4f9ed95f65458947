/**
 * Central-bank auctions (spec 000 §2 Central Bank tab, §4, §5, §7 `/auctions/…`,
 * `/yields/fetch_todays_historical_yields`; 001 §2 Auctions route, §5; rules in banking.md §7 and
 * domain/engine/auctions). The staff create and issue; players bid once per auction; both list
 * the session's auctions (a player sees only its own offer). The calls carry `session_id` beside
 * the spec's fields: the Worker routes a call to its session's object by it.
 */
import { z } from 'zod';
import type { AuctionView } from '../engine/auctions/auction';
import { numeric } from './fields';
import { sessionCall } from './session-call';

/** The day's government yields of a currency at the bill tenors, percent (spec 000 §4 "Yields"). */
export type PeriodYields = {
  ccy_symbol: string;
  /** The scenario date they are read at. */
  date: string;
  wk4: number | null;
  wk8: number | null;
  wk13: number | null;
  wk26: number | null;
  wk52: number | null;
};

export interface HistoricalYields {
  current_period_yields: PeriodYields;
  past_period_yields: PeriodYields;
}

export const createAuction = sessionCall<AuctionView>()({
  name: 'auctions.create',
  method: 'POST',
  path: '/api/auctions/create_auction',
  session: 'body',
  roles: ['staff'],
  status: 201,
  input: z.object({
    tenor: numeric(z.number({ error: 'tenor is required' }).int()),
    /** The generated series; the server makes it again (and unique in the session). */
    auction_series: z.string().max(60).nullish(),
    maturity_date: z.string({ error: 'maturity_date is required' }).regex(/^\d{4}-\d{2}-\d{2}/, 'maturity_date must be a date (YYYY-MM-DD)'),
    bid_value_no_units: numeric(z.number({ error: 'bid_value_no_units is required' })),
    bid_unit: numeric(z.number({ error: 'bid_unit is required' }).int()),
    currency: z.string({ error: 'currency is required' }).trim().regex(/^[A-Z]{3}$/, 'currency must be a currency code, e.g. USD'),
    /** Percent. */
    rate: numeric(z.number({ error: 'rate is required' })),
    rate_difference_from_historical_rate: numeric(z.number({ error: 'rate_difference_from_historical_rate is required' })),
  }),
  example: { tenor: 2, maturity_date: '2024-04-01', bid_value_no_units: 80, bid_unit: 0, currency: 'USD', rate: 2.5, rate_difference_from_historical_rate: 0 },
});

export const issueSecurity = sessionCall<AuctionView>()({
  name: 'auctions.issue',
  method: 'POST',
  path: '/api/auctions/issue_security',
  session: 'body',
  roles: ['staff'],
  input: z.object({ auction_id: numeric(z.number({ error: 'auction_id is required' }).int().positive('auction_id is required')) }),
  example: { auction_id: 1 },
});

export const listAuctionsBySession = sessionCall<AuctionView[]>()({
  name: 'auctions.list',
  method: 'POST',
  path: '/api/auctions/list_auctions_by_session',
  session: 'body',
  roles: ['player', 'staff'],
  input: z.object({}),
});

export const createPlayerAuctionResponse = sessionCall<AuctionView>()({
  name: 'auctions.bid',
  method: 'POST',
  path: '/api/auctions/create_player_auction_response',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    auction: numeric(z.number({ error: 'auction is required' }).int().positive('auction is required')),
    /** The bidder: the caller's own player (another player's id is refused). */
    player: numeric(z.number().int().positive()).nullish(),
    initial_bid_value: numeric(z.number({ error: 'initial_bid_value is required' })),
  }),
  example: { auction: 1, initial_bid_value: 1_000_000 },
});

export const fetchTodaysHistoricalYields = sessionCall<HistoricalYields>()({
  name: 'auctions.yields',
  method: 'POST',
  path: '/api/yields/fetch_todays_historical_yields',
  session: 'body',
  roles: ['player', 'staff'],
  input: z.object({ ccy_symbol: z.string().trim().regex(/^[A-Z]{3}$/, 'ccy_symbol must be a currency code, e.g. USD').nullish() }),
  example: { ccy_symbol: 'USD' },
});
