/**
 * The specification's enumerations, with their numeric values kept exactly
 * (spec README: "Enumerations keep their numeric values"). Every layer imports
 * them from here so a value is written once.
 */

/** Label lookup keyed by the values of a numeric enum object; the object is passed only so its values type the keys. */
function labelsOf<T extends Record<string, number>>(_enumObject: T, labels: Record<T[keyof T], string>) {
  return labels;
}

export const UserType = { Trainee: 0, Trainer: 1, Admin: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const USER_TYPE_LABELS = labelsOf(UserType, { 0: 'Trainee', 1: 'Trainer', 2: 'Admin' });

export const SessionStatus = { Paused: 0, Running: 1, Finished: 2, Creating: 3, Delay: 4, Frozen: 5 } as const;
export type SessionStatus = (typeof SessionStatus)[keyof typeof SessionStatus];
export const SESSION_STATUS_LABELS = labelsOf(SessionStatus, {
  0: 'Paused',
  1: 'Running',
  2: 'Finished',
  3: 'Creating',
  4: 'Delay',
  5: 'Frozen',
});

export const ScenarioType = { RealTime: 0, Historical: 1 } as const;
export type ScenarioType = (typeof ScenarioType)[keyof typeof ScenarioType];
export const SCENARIO_TYPE_LABELS = labelsOf(ScenarioType, { 0: 'Real Time', 1: 'Historical' });

export const RiskApproach = { Cash: 0, RiskWeighted: 1 } as const;
export type RiskApproach = (typeof RiskApproach)[keyof typeof RiskApproach];
export const RISK_APPROACH_LABELS = labelsOf(RiskApproach, { 0: 'Cash', 1: 'Risk weighted' });

/** Shown under the label "Role" in the create-session form. */
export const ManagementType = { PortfolioManagement: 0, WealthManagement: 1 } as const;
export type ManagementType = (typeof ManagementType)[keyof typeof ManagementType];
export const MANAGEMENT_TYPE_LABELS = labelsOf(ManagementType, {
  0: 'Portfolio Management',
  1: 'Wealth Management',
});

export const TradingTimeType = { TwentyFourFive: 0, TradingWindows: 1 } as const;
export type TradingTimeType = (typeof TradingTimeType)[keyof typeof TradingTimeType];
export const TRADING_TIME_TYPE_LABELS = labelsOf(TradingTimeType, { 0: '24/5', 1: 'Trading Windows' });

export const OrderStatus = { Created: 0, Executed: 1, Canceled: 2 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUS_LABELS = labelsOf(OrderStatus, { 0: 'Created', 1: 'Executed', 2: 'Canceled' });

export const TransactionType = { Buy: 0, Sell: 1, ShortSell: 2 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
export const TRANSACTION_TYPE_LABELS = labelsOf(TransactionType, { 0: 'Buy', 1: 'Sell', 2: 'Short Sell' });

export const OptionType = { Call: 0, Put: 1 } as const;
export type OptionType = (typeof OptionType)[keyof typeof OptionType];

/** Order resourcetypes as the player side sends them (spec 001 section 3). */
export const ORDER_RESOURCETYPES = ['MarketOrder', 'LimitOrder', 'MarketOnOpenOrder', 'MarketOnCloseOrder'] as const;
export type OrderResourcetype = (typeof ORDER_RESOURCETYPES)[number];

/** Contract order types (forwards): spec 000 section 9. */
export const CONTRACT_ORDER_TYPES = ['MarketOrder', 'StopLossOrder', 'TakeProfitOrder'] as const;

export const AssetClass = {
  Cash: 0,
  Equities: 1,
  FX: 2,
  GovtBonds: 3,
  Metals: 4,
  EtfEquities: 5,
  EtfBonds: 6,
  EtfCommodities: 7,
  CorporateBonds: 8,
  Crypto: 9,
  FxForwards: 10,
  HtmBonds: 11,
  Bonds: 12,
  Repos: 13,
  Cds: 14,
  Yields: 15,
  TBills: 16,
  Options: 17,
} as const;
export type AssetClass = (typeof AssetClass)[keyof typeof AssetClass];
export const ASSET_CLASS_LABELS = labelsOf(AssetClass, {
  0: 'Cash',
  1: 'Equities',
  2: 'FX',
  3: 'Govt Bonds',
  4: 'Metals',
  5: 'ETF Equities',
  6: 'ETF Bonds',
  7: 'ETF Commodities',
  8: 'Corporate Bonds',
  9: 'Crypto',
  10: 'FX Forwards',
  11: 'HTM Bonds',
  12: 'Bonds',
  13: 'Repos',
  14: 'CDS',
  15: 'Yields',
  16: 'TBills',
  17: 'Options',
});

export const ASSET_GROUPS = [
  'Cash',
  'Equities',
  'Bonds',
  'Alternatives',
  'FX',
  'Crypto',
  'HTM Bonds',
  'AFS bonds',
  'Repo',
  'CDS',
  'Options',
] as const;
export type AssetGroup = (typeof ASSET_GROUPS)[number];

/** Underlying-asset resourcetypes (spec 001 section 3). */
export const RESOURCETYPES = [
  'FX',
  'FxForwards',
  'Equity',
  'ETF',
  'GovtBond',
  'CorporateBond',
  'HTMBond',
  'AFSBond',
  'Metal',
  'Crypto',
  'CDS',
  'TBill',
  'Repo',
  'Option',
  'Yields',
  'IndexFund',
  'Deposit',
] as const;
export type Resourcetype = (typeof RESOURCETYPES)[number];

/** Numeric region enum in the spec's listing order. */
export const REGIONS = [
  'Global',
  'APAC',
  'Europe',
  'North America',
  'Latin America',
  'Middle East',
  'Africa',
  'West Africa',
] as const;
export type Region = (typeof REGIONS)[number];

export const REPORTING_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'IDR'] as const;
export type ReportingCurrency = (typeof REPORTING_CURRENCIES)[number];

/** Deposit / T-bill tenor codes 0 to 10; auctions use the first five. */
export const TENORS = ['4WK', '8WK', '13WK', '26WK', '52WK', '2YR', '3YR', '5YR', '7YR', '10YR', '30YR'] as const;
export type Tenor = (typeof TENORS)[number];
export const AUCTION_TENORS = TENORS.slice(0, 5) as readonly Tenor[];
export const AUCTION_UNITS = ['Million', 'Billion', 'Trillion'] as const;

export const LIMIT_METRICS = ['VaR', 'Sharpe', 'Treynor', 'Alpha', 'Beta', 'Volatility'] as const;
export type LimitMetric = (typeof LIMIT_METRICS)[number];
export const DISPLAY_METRICS = [...LIMIT_METRICS, 'Duration', 'Portfolio'] as const;
export type DisplayMetric = (typeof DISPLAY_METRICS)[number];

export const INVESTMENT_PROFILES = [
  'Conservative',
  'Moderately Conservative',
  'Balanced',
  'Moderately Aggressive',
  'Aggressive',
] as const;

export const ANALYSIS_TYPES = ['Technical', 'Fundamental'] as const;
export const TERMS = ['Short Term', 'Medium Term'] as const;

export const AUTO_TRADE_FREQUENCIES = ['every minute', 'every 30 minutes', 'daily', 'weekly'] as const;

export const DURATION_BUCKETS = ['0-3', '4-7', '8-15', '16-30', '31+'] as const;
export const BOND_DURATION_BANDS = ['0-2', '2-5', '5-10', '10-20', '20+'] as const;

export const DOMICILES = ['BRA', 'CHN', 'DEU', 'GBR', 'IDN', 'IND', 'JPN', 'USA', 'ZAF'] as const;
export const ISSUER_PREFIXES = ['GOV.', 'AGN.', 'CORP.'] as const;

/** Auto-trader status. */
export const AutoTraderStatus = { NeverStarted: 0, Paused: 1, AutoTrading: 2, Finished: 3 } as const;
