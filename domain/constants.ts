/**
 * Business constants and defaults of the specification (000 section 9, 001 section 9,
 * 002 sections 7 and 9). Percentages are stored as fractions, as the create payload sends them.
 */
import { ManagementType, RiskApproach, ScenarioType, TradingTimeType } from './enums';

export const SESSION_CREATE_DEFAULTS = {
  scenario_type: ScenarioType.RealTime,
  risk_approach: RiskApproach.Cash,
  management_type: ManagementType.PortfolioManagement,
  limit_order_collateral: 0.1,
  risk_weighted_limit: 100_000_000,
  transaction_fee: 0,
  spread_widener: 0,
  short_sell_leverage: 0.3,
  fx_leverage: 1,
  bond_leverage: 1,
  starting_cash_amount: 100_000_000,
  reporting_currency: 'USD',
  allow_short_sell: true,
  client_money: false,
  show_auctions: false,
  metrics_interval: 24,
  trading_time_type: TradingTimeType.TwentyFourFive,
  news_importances: [1, 2],
  frequency: 1,
  historical_sleep_time: 120,
  delay_minutes_left: 0,
  historical_period_length_days: 180,
} as const;

export const SESSION_LIMITS = {
  frequencyMin: 1,
  frequencyMax: 31,
  passTimeMin: 20,
  passTimeMax: 2000,
  delayMin: 0,
  delayMax: 31,
} as const;

/** Access tokens are refreshed when this many seconds or fewer are left. */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 30;
/** Wait before the browser goes to /auth/login after a failed refresh. */
export const SESSION_EXPIRED_REDIRECT_MS = 1500;

export const LIVE_CHANNEL = {
  pingIntervalMs: 10_000,
  pongTimeoutMs: 5_000,
  reconnectAttempts: 5,
  reconnectDelayMs: 10_000,
  pingTimeoutCloseCode: 4008,
  pingTimeoutReason: 'ping_timeout',
} as const;

export const DEFAULT_ORDER_QUANTITY = 100;
export const DEFAULT_DEPOSIT_AMOUNT = 10_000;
export const MIN_DEPOSIT_AMOUNT = 100;
export const RATIONALE_MIN_LENGTH = 10;
export const RATIONALE_MAX_LENGTH = 511;
/** The refusal of a missing or short investment rationale where the session requires one (spec 000 §3). */
export const RATIONALE_REQUIRED = 'Must provide investment rationale, minimum 10 characters.';

/** Why an investment rationale is not acceptable under the session's rule, or null: required, 10 to 511 characters (trimmed); else at most 511. */
export function rationaleRefusal(text: string | null | undefined, required: boolean): string | null {
  const length = (text ?? '').trim().length;
  if (required) return length >= RATIONALE_MIN_LENGTH && length <= RATIONALE_MAX_LENGTH ? null : RATIONALE_REQUIRED;
  return length <= RATIONALE_MAX_LENGTH ? null : `Investment rationale: at most ${RATIONALE_MAX_LENGTH} characters`;
}
/** The highest price a limit order or an ODA may name, far above any instrument's: a larger one is a typo. */
export const MAX_PRICE = 1_000_000_000;
export const NAME_TRUNCATE_LENGTH = 25;
export const DAY_MS = 86_400_000;

export const PAGE_SIZES = {
  news: 30,
  equityTables: 20,
  pastDeals: 5,
  consoleInstruments: 20,
  adminAssets: 50,
  adminSessions: 20,
  openClosePrices: 100,
  errorTables: 10,
} as const;

/** Sort orders of the markets screens. */
export const BOND_COUNTRY_SORT = ['US', 'DE', 'FR', 'IT', 'UK', 'GB', 'JP', 'AU'] as const;
export const FX_SORT_START = ['EURUSD', 'USDJPY', 'GBPUSD'] as const;

/** Default market hours (UTC); metals run Sunday 21:00 through Friday 21:45. */
export const METALS_SUNDAY_OPEN = '21:00';
export const METALS_FRIDAY_CLOSE = '21:45';
