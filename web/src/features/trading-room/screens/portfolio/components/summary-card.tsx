/**
 * The portfolio summary (spec 001 §2): market value, PnL, cash transaction mark-to-market (cash
 * approach with more than one playable currency), total return, and for the risk-weighted
 * approach the risk-weighted value and VaR. All in the reporting currency.
 */
import { Card, DataList, Heading, Skeleton, Text } from '@radix-ui/themes';
import { RiskApproach } from '@domain/enums';
import { formatMoney, formatMetric } from '@domain/format';
import type { PlayerView } from '@/features/trading-room/api/player-api';
import type { SessionView } from '@domain/session/session-record';
import { SignedMoney, SignedPercent } from '../../shared/components/signed-value';

const NUM = { fontVariantNumeric: 'tabular-nums' } as const;

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
      <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }}>
        <Row label="Market value">{player ? <Text weight="bold">{formatMoney(player.last_market_value, ccy)}</Text> : null}</Row>
        <Row label="PnL">{player ? <SignedMoney value={player.last_pnl_sum} currency={ccy} /> : null}</Row>
        {!riskWeighted && multiCurrency ? (
          <Row label="Cash transaction mark-to-market">{player ? <SignedMoney value={player.last_fx_return} currency={ccy} /> : null}</Row>
        ) : null}
        <Row label="Total return">{player ? <SignedPercent value={player.last_portfolio_return} weight="bold" /> : null}</Row>
        {riskWeighted ? (
          <>
            <Row label="Risk weighted value">{player ? formatMoney(riskWeightedValue, ccy) : null}</Row>
            <Row label="Value at risk">{player ? (valueAtRisk === null || valueAtRisk === undefined ? formatMetric(null) : formatMoney(valueAtRisk, ccy)) : null}</Row>
          </>
        ) : null}
      </DataList.Root>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="200px">{label}</DataList.Label>
      <DataList.Value style={NUM}>{children ?? <Skeleton width="120px" height="18px" />}</DataList.Value>
    </DataList.Item>
  );
}
