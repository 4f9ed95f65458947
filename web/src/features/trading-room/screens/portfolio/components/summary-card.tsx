/**
 * The portfolio summary (spec 001 §2): market value, PnL, cash transaction mark-to-market (cash
 * approach with more than one playable currency: foreign cash against the average rate it was
 * bought at), income, fees, total return, and for the risk-weighted approach the risk-weighted
 * value and VaR. All in the reporting currency; the lines reconcile with the initial AUM.
 */
import { Card, Heading } from '@radix-ui/themes';
import { RiskApproach } from '@domain/enums';
import { formatMoney, formatMetric } from '@domain/format';
import type { SessionView } from '@domain/session/session-record';
import { PortfolioSummary, SummaryRow } from '@/components/portfolio-summary';
import type { PlayerView } from '@/lib/room/player-api';

export function SummaryCard({
  session,
  player,
  multiCurrency,
  riskWeightedValue,
  valueAtRisk,
}: {
  session: SessionView;
  player: PlayerView | null;
  multiCurrency: boolean;
  riskWeightedValue: number | null;
  valueAtRisk: number | null | undefined;
}) {
  const ccy = session.reporting_currency;
  const riskWeighted = session.risk_approach === RiskApproach.RiskWeighted;
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        Summary
      </Heading>
      <PortfolioSummary figures={player} currency={ccy} showCashMtm={!riskWeighted && multiCurrency}>
        {riskWeighted ? (
          <>
            <SummaryRow label="Risk weighted value">{player ? formatMoney(riskWeightedValue, ccy) : null}</SummaryRow>
            <SummaryRow label="Value at risk">
              {player ? (valueAtRisk === null || valueAtRisk === undefined ? formatMetric(null) : formatMoney(valueAtRisk, ccy)) : null}
            </SummaryRow>
          </>
        ) : null}
      </PortfolioSummary>
    </Card>
  );
}
