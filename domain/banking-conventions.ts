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
} as const;
