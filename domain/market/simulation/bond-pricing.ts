/**
 * Bonds in the simulated market: a bond's yield is its currency's zero yield at its remaining
 * life plus its credit spread (scaled by the credit cycle bonds and CDS share). A daily close
 * needs only the clean price (the schedule built once per bond); a quote shows the full
 * analytics (yield, accrued interest, duration, DV01).
 */
import { DAY_MS } from '../../constants';
import { bondAnalytics, CleanPricer, type BondAnalytics } from '../../bonds';
import type { BondInstrument, Instrument } from '../instrument';
import { staticSpread } from './credit';
import { bidAsk, spreadOf } from './spreads';
import type { Quote } from './market';

interface BondTerms {
  maturityMs: number;
  /** The bond's credit spread (decimal) before the credit cycle scales it. */
  staticSpread: number;
  pricer: CleanPricer;
}

export function isBond(i: Instrument): i is BondInstrument {
  return i.resourcetype === 'GovtBond' || i.resourcetype === 'CorporateBond' || i.resourcetype === 'HTMBond' || i.resourcetype === 'AFSBond';
}

export class BondPricing {
  /** Per bond, what its closes reuse (built on first use). */
  private readonly terms = new Map<string, BondTerms>();

  constructor(
    /** A currency's zero yield (decimal) at a maturity in years, at a moment. */
    private readonly yieldAt: (currency: string, tauYears: number, ms: number) => number,
    /** The credit cycle's log factor at a moment. */
    private readonly creditCycleAt: (ms: number) => number,
  ) {}

  /** A close needs only the clean price: bondAnalytics' own sum, without the ISO dates, accrued interest and risk a quote shows. */
  cleanPriceAt(i: BondInstrument, ms: number): number {
    return this.termsOf(i).pricer.cleanPriceAt(Math.floor(ms / DAY_MS), 100 * this.yieldToMaturity(i, ms));
  }

  quote(i: BondInstrument, ms: number): Quote {
    const a = this.analyticsAt(i, ms);
    const { bid, ask } = bidAsk(a.cleanPrice, spreadOf(i));
    return {
      ric: i.ric,
      timestamp: ms,
      bid,
      ask,
      mid: a.cleanPrice,
      yield_pct: a.yieldPct,
      accrued_interest: a.accruedInterest,
      accrued_days: a.accruedDays,
      duration: a.modifiedDuration,
      dv01: a.dv01,
    };
  }

  private analyticsAt(i: BondInstrument, ms: number): BondAnalytics {
    return bondAnalytics({
      settlement: new Date(ms).toISOString().slice(0, 10),
      maturity: i.maturity_date,
      couponPct: i.coupon_pct,
      frequency: i.coupon_frequency,
      dayCount: i.day_count,
      yieldPct: 100 * this.yieldToMaturity(i, ms),
    });
  }

  /** The yield to maturity (decimal) at a moment. */
  private yieldToMaturity(i: BondInstrument, ms: number): number {
    const terms = this.termsOf(i);
    const tau = (terms.maturityMs - ms) / (365.25 * DAY_MS);
    const spread = terms.staticSpread * Math.exp(this.creditCycleAt(ms));
    return this.yieldAt(i.variable_currency, Math.max(tau, 1 / 365), ms) + spread;
  }

  /** What every close of a bond reuses: its maturity, its spread before the credit cycle, its coupon schedule. */
  private termsOf(i: BondInstrument): BondTerms {
    let terms = this.terms.get(i.ric);
    if (!terms) {
      const kind = i.issuer_type === 'CORP.' ? 'corporate' : 'sovereign';
      terms = {
        maturityMs: Date.parse(i.maturity_date),
        staticSpread: staticSpread(kind, i.geography, i.rating, i.variable_currency),
        pricer: new CleanPricer({ maturity: i.maturity_date, couponPct: i.coupon_pct, frequency: i.coupon_frequency, dayCount: i.day_count }),
      };
      this.terms.set(i.ric, terms);
    }
    return terms;
  }
}
