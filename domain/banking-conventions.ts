/**
 * Our banking conventions where the specification is silent (the [ours] items of
 * `../shared/guides/banking.md`): one table, so that changing one touches one place. Rates are
 * annual decimal fractions (0.0025 = 0.25 percentage points).
 */
export const BANKING_CONVENTIONS = {
  /**
   * What a deposit earns above idle cash: the overnight rate (idle cash's rate, nothing while
   * it is at or below zero) plus this premium, compounded daily like idle cash. Placing cash on
   * deposit is a commitment (it cannot trade until broken), which is what the premium pays for.
   */
  depositTermPremium: 0.0025,
  /**
   * Lombard (overdraft) rate above the overnight rate (banking.md §10): an overdraft clearly
   * dearer than the interbank market, as central banks' marginal lending facilities are.
   */
  lombardSpread: 0.01,
  /** Full bid-ask width of a cash conversion, as a fraction of the mid (an FX major's). */
  cashExchangeSpread: 0.0001,
  /**
   * FX forwards (banking.md §1): quoted swap points are for the asset's standard tenor; with r
   * days left a contract uses points × r / T, capped at this (a maturity moved off a weekend is
   * not priced beyond the quoted points).
   */
  forwardMaxPointsScale: 1,
  /** Forwards mature and settle at the daily close of their maturity date (UTC). */
  forwardSettlementTimeUtc: '21:00:00',
  /** Largest forward amount in base currency one contract may carry (a sanity bound). */
  forwardMaxAmount: 1_000_000_000,
} as const;
