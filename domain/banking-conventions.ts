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
   * Lombard (overdraft) rate above the policy rate (banking.md §10): an overdraft clearly
   * dearer than the interbank market, as central banks' marginal lending facilities are.
   */
  lombardSpread: 0.01,
  /** The policy rate lombard is set above: the currency's yield at this tenor in days (4 weeks). */
  policyRateTenorDays: 28,
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
  /** CDS (banking.md §3): recovery rate R of the risky duration, λ = s / (1 − R). */
  cdsRecoveryRate: 0.4,
  /** CDS premiums accrue ACT/360 in every currency (the ISDA standard contract). */
  cdsPremiumDayBasis: 360,
  /** CDS mark-to-market: years left are actual days / 365 (ACT/365F, as in the ISDA standard model). */
  cdsMtmYearDays: 365,
  /** The discount rate r of the risky duration: the currency's government yield at this tenor (else 0). */
  cdsDiscountTenor: '52WK',
  /**
   * CDS premium period in months by the asset's cds_frequency (decision 1: 0 semi-annual,
   * 1 yearly, 2 quarterly); an asset without the field pays quarterly. Premiums fall every period
   * from the opening date (weekends to Monday) with a final stub at maturity; a step that passes
   * several dates pays each one (catch-up).
   */
  cdsPeriodMonths: { 0: 6, 1: 12, 2: 3 } as Readonly<Record<number, number>>,
  cdsDefaultPeriodMonths: 3,
  /** CDS premiums are due, and contracts mature, at the daily close of their date (UTC). */
  cdsPaymentTimeUtc: '21:00:00',
  /**
   * CDS at session finish (banking.md §3 "buy back"): the house closes each open contract at its
   * mark-to-market, cash-settled now ('cds_settlement'), after the premium accrued since its last
   * payment date ('cds_premium'); no opposite contract is left open in the final books.
   */
  cdsFinish: 'cash_settlement_at_mtm',
  /** Largest CDS notional one contract may carry (a sanity bound beside the limit). */
  cdsMaxAmount: 1_000_000_000,
  /**
   * Repos (banking.md §2): the haircut a repo instrument lends at, (collateral value − cash) /
   * collateral value; 2 % is the usual textbook figure for government bonds (ICMA).
   */
  repoHaircut: 0.02,
  /** Repos mature and settle at the daily close of their maturity date (UTC). */
  repoSettlementTimeUtc: '21:00:00',
  /**
   * HTM duration breakdown (issue 15): 11 buckets by modified duration in years, a bucket holding
   * durations below its `upTo` (the last one up to 100, spec 001 §9).
   */
  htmDurationBuckets: [
    ...Array.from({ length: 10 }, (_, k) => ({ label: `${k}-${k + 1}`, upTo: k + 1 })),
    { label: '10-100', upTo: Number.POSITIVE_INFINITY },
  ] as readonly { label: string; upTo: number }[],
  /** AFS duration breakdown (000 §9): whole years to maturity 0–3, 4–7, 8–15, 16–30, 31+. */
  afsMaturityBuckets: [
    { label: '0-3', upTo: 4 },
    { label: '4-7', upTo: 8 },
    { label: '8-15', upTo: 16 },
    { label: '16-30', upTo: 31 },
    { label: '31+', upTo: Number.POSITIVE_INFINITY },
  ] as readonly { label: string; upTo: number }[],
} as const;
