/**
 * State of one trading session's engine: its settings, instruments, players' books and
 * orders. The engine is pure: it reads quotes through `MarketView` and returns the changes
 * to persist and the events to send; the session's Durable Object stores and broadcasts them.
 */
import type { LimitMetric } from '../enums';
import type { GroupLimit, MetricLimit } from './risk-limits';
import type { PlayerMetrics } from './player-metrics';
import type { AssetClass, AssetGroup, OrderResourcetype, OrderStatus, RiskApproach, ScenarioType, TransactionType } from '../enums';
import type { MarketHours } from '../market-hours';
import type { PlayerBook, LedgerEntry, PositionState, WalletState } from '../trading/book';
import type { DepositState } from './deposits';
import type { ExchangeRecord } from './cash-exchange';
import type { PlayerFlows } from './cash-accounts';
import type { WireEvent } from '../live-events';
import type { BondTerms } from './bond-books/amortised-cost';

export interface AssetClassOption {
  asset_class: AssetClass;
  /** Fraction of AUM a long position of the class may reach (1 when none saved). */
  pv_limit: number;
  risk_weight: number;
}

/** The settings the engine reads; the session's full settings carry more. */
export interface EngineSettings {
  scenario_type: ScenarioType;
  reporting_currency: string;
  risk_approach: RiskApproach;
  starting_cash_amount: number;
  risk_weighted_limit: number;
  limit_order_collateral: number;
  short_sell_leverage: number;
  fx_leverage: number;
  bond_leverage: number;
  allow_short_sell: boolean;
  /** Short selling on spot FX only, whatever allow_short_sell says (absent in sessions created before it). */
  allow_short_only_on_fx?: boolean;
  /** HTM bonds may be sold (the trainer's Allow/Lock, switch_htm_permission); absent: locked. */
  allow_htm?: boolean;
  spread_widener: number;
  transaction_fee: number;
  require_investment_rationale: boolean;
  asset_class_options: AssetClassOption[];
  /** The trainer's portfolio limits (risk-limits.ts); absent means none. */
  asset_group_allocations?: GroupLimit[];
  metrics_limits?: MetricLimit[];
  limit_metric?: LimitMetric | null;
  metric_limit_low?: number | null;
  metric_limit_high?: number | null;
}

export interface SessionInstrument {
  ric: string;
  asset_id: number;
  name: string;
  ticker: string;
  resourcetype: string;
  /** The market's region (Markets groups equities and ETFs by it); absent in sessions saved before it was kept. */
  region?: string;
  base_currency: string;
  variable_currency: string;
  asset_class: AssetClass;
  group: AssetGroup;
  unit_factor: number;
  risk_weight: number;
  no_of_decimals: number;
  market_hours: MarketHours | null;
  /** Repo instruments: the tenor and its unit (0 days, 1 weeks, 2 months; spec 002 §3); absent in sessions saved before it was kept. */
  repo_tenor?: number;
  repo_tenor_unit?: 0 | 1 | 2;
  /** Bonds: coupon schedule and day count (HTM/AFS amortised cost); absent in sessions saved before it was kept. */
  bond_terms?: BondTerms;
}

export interface Quote {
  bid: number;
  ask: number;
  /** Bonds: accrued interest per 100 face at the quote's settlement. */
  accruedPer100: number;
}

/** What the engine needs from the market at the session's current moment. */
export interface MarketView {
  /** The session's current time: now in real time, the scenario date's close in history. */
  now(): number;
  quote(ric: string): Quote | null;
  /** Variable → reporting currency at the mid (1 for the reporting currency itself). */
  fxToReporting(currency: string): number;
  isOpen(instrument: SessionInstrument): boolean;
  /** Whether the instrument begins trading after now (issue 26's `listed_from`): orders are refused 'Not listed yet'. */
  notListedYet?(ric: string): boolean;
}

export interface Order {
  id: number;
  player_id: number;
  person_id: number | null;
  ric: string;
  resourcetype: OrderResourcetype;
  transaction: TransactionType;
  quantity: number;
  limit_price: number | null;
  status: OrderStatus;
  /** Execution price (bonds: clean). */
  open_price: number | null;
  accrued_per_100: number;
  /** Cash reserved while open, minor units of the variable currency. */
  collateral: number;
  forecast: string | null;
  investment_rationale: string | null;
  term: string | null;
  analysis: string | null;
  client_order_id: string | null;
  timestamp: number;
  executed_at: number | null;
  canceled_at: number | null;
  /** FX rate to the reporting currency at execution. */
  fx: number | null;
  last_error: string | null;
  execution_tries: number;
  /** Set on the market order an ODA placed to close a position. */
  trigger?: 'stop_loss' | 'take_profit' | null;
  /**
   * Market-on-open and market-on-close orders: when they become due (the market's next open, or
   * just before its next close), fixed when placed. Absent on orders stored before it was kept.
   */
  execute_at?: number | null;
  /** Set on an administrator's forced order (engine/forced-orders.ts): the price it was filled at. */
  forced_price?: number | null;
  /** Who forced it (the administrator's username), for the audit. */
  forced_by?: string | null;
}

/** Stop loss and take profit on one instrument of a player (spec 001 §4 "ODA"). */
export type Oda = {
  player_id: number;
  ric: string;
  stop_loss_price: number | null;
  take_profit_price: number | null;
};

export interface PlayerState {
  id: number;
  user_id: number;
  name: string;
  book: PlayerBook;
  deals: number;
  /** The player's last measured metrics, for the enforced metric limits. */
  metrics?: PlayerMetrics | null;
  /**
   * Trades, income and fees in the reporting currency at the rate of each booking (cash-accounts.ts);
   * null for a session whose books were kept before they were counted (absent: none yet).
   */
  flows?: PlayerFlows | null;
}

export interface FailedExecution {
  order_id: number;
  player_id: number;
  message: string;
  at: number;
}

/**
 * The changes of the contract families, by kind. Empty here on purpose: each family declares its
 * own from its folder, by declaration merging, beside its contract type (as `FamilyBooks`,
 * domain/trading/book.ts), and this file names none of them:
 *
 *   declare module '../types' {
 *     interface FamilyChanges { option: { kind: 'option'; player_id: number; contract: OptionContract } }
 *   }
 *
 * The key is the change's kind.
 */
export interface FamilyChanges {}

/** The engine's own changes: wallets, positions, the ledger, orders, deposits, cash flows. */
export type CoreChange =
  | { kind: 'wallet'; player_id: number; wallet: WalletState }
  | { kind: 'position'; player_id: number; position: PositionState }
  | { kind: 'ledger'; player_id: number; entry: LedgerEntry; at: number }
  | { kind: 'order'; order: Order }
  | { kind: 'failed_execution'; failure: FailedExecution }
  | { kind: 'player_deals'; player_id: number; deals: number }
  | { kind: 'oda'; player_id: number; ric: string; oda: Oda | null }
  | { kind: 'exchange'; record: ExchangeRecord }
  /** `accrued`: interest this change added to the deposit, minor units (income for the books' summary). */
  | { kind: 'deposit'; player_id: number; deposit: DepositState; accrued?: number }
  /** The player's flows in the reporting currency (cash-accounts.ts), after the changes before it. */
  | { kind: 'player_flows'; player_id: number; flows: PlayerFlows };

/** A change to persist, in order; the object writes them in one storage transaction. */
export type Change = CoreChange | FamilyChanges[keyof FamilyChanges];

/**
 * Who receives an event: one player and the staff (`only` leaves the staff out, for what only
 * the player's own screens need), everyone in the session, or the staff.
 */
export type Audience = { player_id: number; only?: boolean } | 'all' | 'staff';

/** A live event (the channel's discriminated union) and whom it is for. */
export type EngineEvent = { [K in WireEvent['type']]: Extract<WireEvent, { type: K }> & { audience: Audience } }[WireEvent['type']];

export interface EngineResult<T> {
  value: T;
  changes: Change[];
  events: EngineEvent[];
}
