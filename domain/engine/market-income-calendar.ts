/** The income calendar of the simulated market: its dividend dates, coupon schedules and rates. */
import { couponDatesAround } from '../bonds';
import type { BondInstrument, EquityInstrument } from '../market/instrument';
import { dividendsBetween } from '../market/simulation/dividends';
import type { SimulatedMarket } from '../market/simulation/market';
import { closeIndexAt } from '../market/time-grid';
import type { IncomeCalendar } from './income';

const DAY = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function couponPer100(bond: BondInstrument, previous: string, next: string): number {
  if (bond.day_count === 'ACT/360' || bond.day_count === 'ACT/365F') {
    const days = (Date.parse(next) - Date.parse(previous)) / DAY;
    return (bond.coupon_pct * days) / (bond.day_count === 'ACT/360' ? 360 : 365);
  }
  return bond.coupon_pct / bond.coupon_frequency;
}

export function marketIncomeCalendar(market: SimulatedMarket): IncomeCalendar {
  return {
    dividends(ric, fromMs, toMs) {
      const i = market.instrument(ric);
      if (i.resourcetype !== 'Equity') return [];
      return dividendsBetween(i as EquityInstrument, (k) => market.closeMid(ric, k), closeIndexAt(fromMs, 'weekday') + 1, closeIndexAt(toMs, 'weekday'));
    },
    coupons(ric, fromMs, toMs) {
      const i = market.instrument(ric);
      if (!('maturity_date' in i)) return [];
      const bond = i as BondInstrument;
      const out: { date: string; per100: number }[] = [];
      let day = isoOf(fromMs);
      // Walk the schedule: each next coupon date after `day`, while it falls in (from, to].
      while (Date.parse(`${day}T21:00:00Z`) < toMs && day < bond.maturity_date) {
        const { previous, next } = couponDatesAround(day, bond.maturity_date, bond.coupon_frequency);
        if (Date.parse(`${next}T21:00:00Z`) > toMs) break;
        out.push({ date: next, per100: couponPer100(bond, previous, next) });
        day = next;
      }
      return out;
    },
    maturity(ric) {
      const i = market.instrument(ric);
      return 'maturity_date' in i ? (i as BondInstrument).maturity_date : null;
    },
    overnightRate: (ccy, ms) => market.overnightRateAt(ccy, ms),
    lombardRate: (ccy, ms) => market.lombardRateAt(ccy, ms),
  };
}
