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
   * Interbank RFQ (banking.md §9, spec 001 §9): amounts in the reporting currency, step 1,000,000,
   * default 10,000,000, at most 100,000,000; the limit on |interbank amount| (+ lent, − borrowed,
   * outstanding) is the same 100,000,000 [spec]. Quotes are rates in percent within these bounds,
   * kept to 4 decimals [ours]; negative rates are allowed (EUR and CHF history has them).
   * A deal runs one period and pays its interest at the next period step for the calendar days
   * between the two scenario dates [ours]; open requests lapse at the period step (a quote is good
   * for the period it was given in) [ours]; at the session's end or the admin's Close positions a
   * deal is repaid with the interest accrued so far [ours].
   */
  interbankAmountStep: 1_000_000,
  interbankDefaultAmount: 10_000_000,
  interbankLimit: 100_000_000,
  interbankMinRatePct: -10,
  interbankMaxRatePct: 100,
  interbankRateDecimals: 4,
  /**
   * T-bills (banking.md §4): discount rates on ACT/360 for every currency; a bill without a
   * feed is priced off the currency's yield curve (wk4 … wk52 read as discount rates, linear in
   * the days left) at ± this many percentage points: bid = price(d + spread), ask = price(d − spread).
   */
  tbillDiscountDayBasis: 360,
  tbillQuoteSpreadPct: 0.01,
  /** Bill prices are kept to 6 decimals (and shown to 3). */
  tbillPriceDecimals: 6,
  /** The curve's points: the yield tenors 4WK … 52WK and their days. */
  tbillCurveTenors: [
    { tenor: '4WK', days: 28 },
    { tenor: '8WK', days: 56 },
    { tenor: '13WK', days: 91 },
    { tenor: '26WK', days: 182 },
    { tenor: '52WK', days: 364 },
  ] as readonly { tenor: '4WK' | '8WK' | '13WK' | '26WK' | '52WK'; days: number }[],
  /**
   * Auctions (banking.md §7): the rate a trainer may set is the day's historical yield of the
   * tenor ± this band, in percentage points, in steps of `auctionRateStep` (spec 000 §9).
   */
  auctionRateBand: 0.5,
  auctionRateStep: 0.001,
  /** A stored maturity may fall at most this many days after issue + the tenor's days (a weekend moved to Monday). */
  auctionMaturitySlackDays: 3,
  /**
   * Client dealing (banking.md §8, the demand model). The four tenors both products are offered
   * in (codes of spec 002 §4) with their days. Δ, the guide's "days per period", is here the
   * actual calendar days between the step's two scenario dates (a historical session's
   * `frequency` counts workdays, domain/session/historical-clock.ts); the starting book is
   * laddered over the scenario's first period's calendar days. Interest of a deal is paid every
   * step for the calendar days since its last payment (to its maturity at the last one), ACT/360
   * (ACT/365 for the ACT_365_CURRENCIES), one entry per player, product and step summing each
   * deal's interest rounded half-even once. Rates are percent on the wire, kept to
   * `clientRateDecimals`. A step's awards use the rates saved during the period before it (a bank
   * that saves nothing keeps its last); the session's last step awards nothing (no period follows).
   * Awards are floored to the minor unit after adding `clientAwardEpsilon` minor units (so that a
   * product a hair below a whole cent in doubles is not floored a cent down); the remainder goes to
   * the outside option. Deals outliving the session stay open at par in the final value (no
   * early settlement); the admin's Close positions leaves them (they are the bank's balance sheet).
   * A bank that joins after the starting book gets no starting book, and 1/(n + 1) of each share
   * (the others scaled down so the shares still sum to 1).
   */
  clientTenors: [
    { tenor: '4WK', code: 0, days: 28 },
    { tenor: '13WK', code: 2, days: 91 },
    { tenor: '26WK', code: 3, days: 182 },
    { tenor: '52WK', code: 4, days: 364 },
  ] as readonly { tenor: '4WK' | '13WK' | '26WK' | '52WK'; code: number; days: number }[],
  /** Loan rates at most the 4-week yield + this (percentage points, spec 001 §5); deposit rates too [ours]. */
  clientRateCapAboveYield: 7,
  /** Loan and deposit rates at least this, percent (spec 001 §5 for deposits; ours for loans). */
  clientRateFloor: 0,
  clientRateDecimals: 3,
  clientAwardEpsilon: 1e-6,
  /** The yield curve chart of the Markets header in client-money sessions (spec 001 §2), in years. */
  clientCurvePoints: [
    { tenor: '4WK', years: 4 / 52 },
    { tenor: '13WK', years: 13 / 52 },
    { tenor: '26WK', years: 26 / 52 },
    { tenor: '52WK', years: 1 },
    { tenor: '2YR', years: 2 },
    { tenor: '5YR', years: 5 },
    { tenor: '10YR', years: 10 },
    { tenor: '30YR', years: 30 },
  ] as readonly { tenor: string; years: number }[],
  /** Client-book residual maturity buckets in months (spec 001 §9): the long set and the short set. */
  clientDurationBucketsMonths: [
    { label: '0-1', upTo: 1 },
    { label: '1-3', upTo: 3 },
    { label: '3-7', upTo: 7 },
    { label: '7-10', upTo: 10 },
    { label: '10-15', upTo: 15 },
    { label: '15+', upTo: Number.POSITIVE_INFINITY },
  ] as readonly { label: string; upTo: number }[],
  clientShortDurationBucketsMonths: [
    { label: '0-3', upTo: 3 },
    { label: '3-12', upTo: Number.POSITIVE_INFINITY },
  ] as readonly { label: string; upTo: number }[],
  /**
   * HTM duration breakdown (issue 15): 11 buckets by modified duration in years, a bucket holding
   * durations below its `upTo` (the last one up to 100, spec 001 §9).
   */
  htmDurationBuckets: [
    ...Array.from({ length: 10 }, (_, k) => ({ label: `${k}-${k + 1}`, upTo: k + 1 })),
    { label: '10-100', upTo: Number.POSITIVE_INFINITY },
  ] as readonly { label: string; upTo: number }[],
  /** Options (banking.md §6): shares per contract [spec 001 §9]. */
  optionMultiplier: 100,
  /** At expiry a contract in the money by at least this (per share) is exercised, as OCC does [mkt S9]. */
  optionExerciseThreshold: 0.01,
  /** Written options' collateral [ours, CBOE-style S10]: max(p + 20 % × S − otm, p + 10 % × (S for calls, K for puts)) × 100 × contracts. */
  optionCollateralSpotShare: 0.2,
  optionCollateralMinShare: 0.1,
  /** Largest number of contracts one trade may carry (a sanity bound beside the limits). */
  optionMaxContracts: 10_000,
  /**
   * Option quotes (domain/engine/options/chain.ts): full bid-ask width
   * max(optionMinSpread, min(optionSpreadFraction × mid, optionMaxSpreadOfSpot × S) × (1 + optionSpreadWidening × min(z, optionSpreadWideningCap))),
   * z = |ln(K/F)| / (σ √T), rounded outward to the cent; never an ask below intrinsic value.
   */
  optionSpreadFraction: 0.05,
  optionMaxSpreadOfSpot: 0.005,
  optionSpreadWidening: 0.5,
  optionSpreadWideningCap: 4,
  optionMinSpread: 0.01,
  /** The surface's one-month ATM volatility: realised volatility of this many daily returns up to the quote date … */
  optionRealisedVolWindow: 60,
  /** … clamped to this range (decimal), and this one when fewer than three closes (or no instrument volatility) are known. */
  optionSurfaceVolMin: 0.05,
  optionSurfaceVolMax: 1.5,
  optionDefaultVolatility: 0.25,
  /** AFS duration breakdown (000 §9): whole years to maturity 0–3, 4–7, 8–15, 16–30, 31+. */
  afsMaturityBuckets: [
    { label: '0-3', upTo: 4 },
    { label: '4-7', upTo: 8 },
    { label: '8-15', upTo: 16 },
    { label: '16-30', upTo: 31 },
    { label: '31+', upTo: Number.POSITIVE_INFINITY },
  ] as readonly { label: string; upTo: number }[],
} as const;
