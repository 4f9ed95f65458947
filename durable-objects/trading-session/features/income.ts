/**
 * Income between trades, in the payments phase of a step: dividends (declared on the ex-date,
 * paid on the pay date), coupons, redemptions at maturity, overnight interest on cash and
 * deposits in real-time cash sessions, and lombard interest on overdrafts. A historical period
 * pays what fell due over it; a real-time session pays a day's income at its first tick after
 * the close.
 */
import { RiskApproach, ScenarioType } from '../../../domain/enums';
import { processIncome, type DividendDue } from '../../../domain/engine/income';
import { marketIncomeCalendar } from '../../../domain/engine/market-income-calendar';
import type { Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { readDoc, writeDoc } from '../kernel/store';

const DIVIDENDS_DOC = 'dividends_due';

/** Dividends declared and not yet paid (outstanding dividends on the player's screens). */
export function dividendsDue(k: SessionKernel): DividendDue[] {
  return readDoc<DividendDue[]>(k.sql, DIVIDENDS_DOC) ?? [];
}

export const income: Feature = {
  name: 'income',
  step: [
    {
      phase: 'payments',
      run(k, step) {
        if (!step.roll) return;
        const s = step.settings;
        const paid = processIncome(k.state(), step.market, marketIncomeCalendar(k.market()), step.roll.from, step.roll.to, dividendsDue(k), {
          payCashInterest: s.scenario_type === ScenarioType.RealTime && s.risk_approach === RiskApproach.Cash,
        });
        step.changes.push(...paid.changes);
        step.events.push(...paid.events);
        writeDoc(k.sql, DIVIDENDS_DOC, paid.value);
      },
    },
  ],
};
