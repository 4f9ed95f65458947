/**
 * The portfolio's right column (spec 001 §2): Portfolio Limits (short selling, leverage, limit
 * order collateral, the asset-group bands against the current allocation), Instrument Limits
 * (or Limits & Weights in the risk-weighted approach: each asset class's limit as a share of the
 * initial AUM and its risk weight) and the trading windows (GMT+0) when the session uses them.
 * Players are told these limits are set by the instructor.
 */
import { Badge, Card, DataList, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { ASSET_CLASS_LABELS, RiskApproach, TradingTimeType, type AssetClass } from '@domain/enums';
import { formatMoney, formatPercent, shortLimitText } from '@domain/format';
import { NumericCell, NumericHeader } from '@/components/table-parts';
import type { SessionView } from '@domain/session/session-record';
import type { SessionAsset } from '@/lib/room/player-api';

const NUM = { fontVariantNumeric: 'tabular-nums' } as const;

export function PortfolioLimitsCard({ session, groupShares }: { session: SessionView; groupShares: Record<string, number> | null }) {
  const cash = session.risk_approach === RiskApproach.Cash;
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="1">
        Portfolio Limits
      </Heading>
      <Text as="p" size="1" color="gray" mb="3">
        Set by the instructor.
      </Text>
      <DataList.Root size="1">
        <DataList.Item>
          <DataList.Label>{cash ? 'Initial AUM' : 'Risk weighted limit'}</DataList.Label>
          <DataList.Value style={NUM}>{formatMoney(cash ? session.starting_cash_amount : session.risk_weighted_limit, session.reporting_currency)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Short limit</DataList.Label>
          <DataList.Value style={NUM}>
            {shortLimitText(session.allow_short_sell || session.allow_short_only_on_fx, session.short_sell_leverage)}
            {session.allow_short_only_on_fx ? ' (spot FX only)' : ''}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>FX leverage</DataList.Label>
          <DataList.Value style={NUM}>{formatPercent(session.fx_leverage, 0)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Bond leverage</DataList.Label>
          <DataList.Value style={NUM}>{formatPercent(session.bond_leverage, 0)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Limit order collateral</DataList.Label>
          <DataList.Value style={NUM}>{formatPercent(session.limit_order_collateral, 0)}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      {session.asset_group_allocations.length > 0 ? (
        <Table.Root size="1" mt="3" aria-label="Asset group limits">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Asset group</Table.ColumnHeaderCell>
              <NumericHeader>Lower</NumericHeader>
              <NumericHeader>Upper</NumericHeader>
              <NumericHeader>Current</NumericHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {session.asset_group_allocations.map((g) => {
              const share = groupShares?.[g.asset_group] ?? 0;
              const outside = (g.lower_limit !== null && share < g.lower_limit) || (g.upper_limit !== null && share > g.upper_limit);
              return (
                <Table.Row key={g.asset_group}>
                  <Table.RowHeaderCell>{g.asset_group}</Table.RowHeaderCell>
                  <NumericCell>{formatPercent(g.lower_limit, 0)}</NumericCell>
                  <NumericCell>{formatPercent(g.upper_limit, 0)}</NumericCell>
                  <NumericCell>
                    <Text color={outside ? 'red' : undefined} weight={outside ? 'bold' : undefined}>
                      {groupShares ? formatPercent(share, 0) : '-'}
                      {outside ? ' (outside)' : ''}
                    </Text>
                  </NumericCell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Card>
  );
}

export function InstrumentLimitsCard({ session, assets }: { session: SessionView; assets: SessionAsset[] | null }) {
  const riskWeighted = session.risk_approach === RiskApproach.RiskWeighted;
  const classes = [...new Set((assets ?? []).map((a) => a.asset_class))].sort((a, b) => a - b);
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        {riskWeighted ? 'Limits & Weights' : 'Instrument Limits'}
      </Heading>
      <Table.Root size="1" aria-label={riskWeighted ? 'Limits and weights' : 'Instrument limits'}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Asset class</Table.ColumnHeaderCell>
            <NumericHeader>Limit of AUM</NumericHeader>
            {riskWeighted ? <NumericHeader>Risk weight</NumericHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {classes.map((cls) => {
            const option = session.asset_class_options.find((o) => o.asset_class === cls);
            const weight = option?.risk_weight ?? assets?.find((a) => a.asset_class === cls)?.risk_weight ?? null;
            return (
              <Table.Row key={cls}>
                <Table.RowHeaderCell>{ASSET_CLASS_LABELS[cls as AssetClass]}</Table.RowHeaderCell>
                <NumericCell>{formatPercent(option?.pv_limit ?? 1, 0)}</NumericCell>
                {riskWeighted ? <NumericCell>{weight === null ? '-' : weight.toFixed(2)}</NumericCell> : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Card>
  );
}

export function TradingWindowsCard({ session }: { session: SessionView }) {
  if (session.trading_time_type !== TradingTimeType.TradingWindows) return null;
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        Trading windows (GMT+0)
      </Heading>
      <Flex gap="2" wrap="wrap">
        {session.trading_intervals.map((w) => (
          <Badge key={`${w.start}-${w.end}`} size="2" variant="soft" style={NUM}>
            {w.start} – {w.end}
          </Badge>
        ))}
      </Flex>
    </Card>
  );
}
