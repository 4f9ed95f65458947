/** Shapes the console reads from the session's object (see durable-objects/trading-session). */
import type { AssetGroup } from '@domain/enums';

/** A row of `fetch_players`: the player's summary, online flag and latest metrics. */
export interface ConsolePlayer {
  id: number;
  name: string;
  deals: number;
  online: boolean;
  /** Enforced metric limits ('Volatility', 'VaR'…) the player's last metrics are outside of. */
  metric_breaches?: string[];
  last_market_value: number;
  last_pnl_sum: number;
  last_fx_return: number;
  last_portfolio_return: number;
  tactical_asset_allocations: { asset_class: string; percent: number }[];
  portfolio_volatility: number | null;
  alpha: number | null;
  beta: number | null;
  sharpe_ratio: number | null;
  treynor_ratio: number | null;
  var05: number | null;
}

/** An instrument saved in the session (`fetch_session_assets`). */
export interface SessionAsset {
  ric: string;
  asset_id: number;
  name: string;
  ticker: string;
  resourcetype: string;
  base_currency: string;
  variable_currency: string;
  asset_class: number;
  group: AssetGroup;
  unit_factor: number;
  risk_weight: number;
  no_of_decimals: number;
  bid: number | null;
  ask: number | null;
  market_open: boolean;
}

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
  bid: number | null;
  ask: number | null;
}

export interface Wallet {
  currency: string;
  amount: number;
  collateral_amount: number;
}

export interface Position {
  ric: string;
  quantity: number;
  value: number;
  avg_open_price: number;
  reporting_unrealized_pnl: number;
  reporting_realized_pnl: number;
  unrealizedPrice?: number;
  unrealizedFx?: number;
  realized?: number;
}

export interface Order {
  id: number;
  player_id: number;
  ric: string;
  status: number;
  transaction: number;
  resourcetype: string;
  quantity: number;
  limit_price: number | null;
  open_price: number | null;
  timestamp: number;
  executed_at?: number | null;
  canceled_at?: number | null;
  forecast?: string | null;
  investment_rationale?: string | null;
  term?: string | null;
  analysis?: string | null;
  person_id?: number | null;
  person_name?: string | null;
  ticker?: string;
}

/** `retrieve_player_admin`: a player's books valued now. */
export interface PlayerDetails {
  id: number;
  name: string;
  deals: number;
  last_market_value: number;
  last_pnl_sum: number;
  last_fx_return: number;
  last_portfolio_return: number;
  wallets: Wallet[];
  financial_instruments: Position[];
  open_orders: Order[];
  player_history: { step: number; at: number; portfolio_return: number; market_value: number }[];
  dividends: { currency: string; outstanding: number }[];
  /** Overnight deposits (real-time cash-approach sessions), active and broken. */
  deposits?: { id: number; name: string; currency_symbol: string; status: number; annualized_rate: number | null; initial_amount: number; accumulated_interest: number }[];
  benchmark_history: { step: number; at: number; value: number }[];
}
