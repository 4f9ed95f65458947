/**
 * What the admin's error monitoring answers (spec 002 §2 /dashboard/errors, §7 "Errors"): the
 * shapes the Worker's /api/errors routes return and the errors page reads. Times are epoch
 * milliseconds of the session's clock.
 */

/** A page of a list (spec 002 §3 "Paginated sessions" shape, used by every admin list). */
export interface Page<T> {
  results: T[];
  count: number;
  page_size: number;
  page_number: number;
}

export interface OrderExecutionError {
  id: number;
  timestamp: number;
  message: string;
}

/** An order the admin watches: pending and tried, on open/close, or a stop loss / take profit. */
export interface AdminOrderRow {
  /** The report's own id (a stop loss or take profit has no order). */
  id: number;
  order_id: number | null;
  session_id: number;
  klass_name: string;
  player_id: number;
  player_name: string;
  ric: string;
  asset_name: string;
  resourcetype: string;
  transaction: number;
  quantity: number;
  limit_price: number | null;
  status: number;
  execution_tries: number;
  timestamp: number;
  executed_at: number | null;
  execute_at: number | null;
  /** The last error of a created order, unless it is 'Market is not open!'. */
  execution_errors: OrderExecutionError[];
}

/** A player whose stored market value differs from a fresh revaluation of the ledger and positions. */
export interface PlayerDifferenceRow {
  session: number;
  klass: string;
  player: number;
  player_name: string;
  last_market_value: number;
  last_portfolio_return: number;
  difference: number;
  computed_at: number;
}
