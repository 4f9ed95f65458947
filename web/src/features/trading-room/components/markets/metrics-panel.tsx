/**
 * The Markets header's metrics panel: market value, PnL, return, cash, deals, and the latest
 * risk metrics the session displays (spec 001: Metrics keys, N/A outside ±100), all live.
 */
import { Box, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { formatMetric, formatMoney, formatNumber, formatPercent, formatSignedMoney } from '@domain/format';
import { isSessionExpiredError } from '@/lib/api-client';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { fetchMetrics } from '@/lib/room/market-api';
import { bondBookOf } from '@domain/engine/bond-books/rules';
import { useLatestMetrics, usePlayer } from '@/lib/room/player-state';

const METRIC_FIELDS: { key: string; label: string; field: string; money?: boolean }[] = [
  { key: 'Volatility', label: 'Volatility', field: 'portfolio_volatility' },
  { key: 'Sharpe', label: 'Sharpe', field: 'sharpe_ratio' },
  { key: 'Alpha', label: 'Alpha', field: 'alpha' },
  { key: 'Beta', label: 'Beta', field: 'beta' },
  { key: 'Treynor', label: 'Treynor', field: 'treynor_ratio' },
  { key: 'VaR', label: 'VaR 95%', field: 'var05', money: true },
];

export function MetricsPanel() {
  const session = useSessionRecord();
  const { sessionId, snapshots } = useSessionLive();
  const { player } = usePlayer();
  const live = useLatestMetrics();
  const [stored, setStored] = useState<Record<string, unknown> | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchMetrics(sessionId)
      .then((rows) => !cancelled && setStored(rows.at(-1) ?? null))
      .catch((e: unknown) => !cancelled && !isSessionExpiredError(e) && setStored(null));
    return () => {
      cancelled = true;
    };
  }, [sessionId, snapshots]);

  const metrics = (live as Record<string, unknown> | null) ?? stored;
  const ccy = session.reporting_currency;
  const reportingWallet = player?.wallets.find((w) => w.currency === ccy);
  // Value at risk is hidden when HTM or AFS bonds are held (spec 001 §6).
  const holdsBondBooks = (player?.financial_instruments ?? []).some((p) => p.amount !== 0 && bondBookOf(p.underlying_asset.resourcetype) !== null);
  const shown = METRIC_FIELDS.filter((m) => (session.display_metrics as string[]).includes(m.key) && !(m.key === 'VaR' && holdsBondBooks));
  const pnl = player?.last_pnl_sum ?? null;
  const ret = player?.last_portfolio_return ?? null;

  return (
    <Card size="2" style={{ height: '100%' }}>
      <Heading as="h2" size="2" mb="3">
        Portfolio
      </Heading>
      <Grid columns="2" gap="3">
        <Stat label="Market value" value={formatMoney(player?.last_market_value ?? null, ccy)} testId="market-value" span />
        <Stat
          label="PnL"
          value={formatSignedMoney(pnl, ccy)}
          color={pnl === null || Math.abs(pnl) < 0.005 ? undefined : pnl > 0 ? 'green' : 'red'}
        />
        <Stat label="Return" value={ret === null ? '-' : `${ret >= 0.00005 ? '+' : ''}${formatPercent(ret, 2)}`} color={ret === null || Math.abs(ret) < 0.00005 ? undefined : ret > 0 ? 'green' : 'red'} />
        <Stat label="Cash available" value={formatMoney(reportingWallet ? reportingWallet.amount - reportingWallet.collateral_amount : null, ccy)} span />
        <Stat label="Deals" value={formatNumber(player?.deals ?? null, { decimals: 0 })} />
      </Grid>
      {shown.length ? (
        <Box mt="3" pt="3" style={{ borderTop: '1px solid var(--gray-a4)' }}>
          <Grid columns="3" gap="2">
            {shown.map((m) => {
              const v = metrics?.[m.field];
              const n = typeof v === 'number' ? v : null;
              return <Stat key={m.key} size="1" label={m.label} value={m.money ? formatMoney(n, ccy) : formatMetric(n)} />;
            })}
          </Grid>
        </Box>
      ) : null}
    </Card>
  );
}

function Stat({ label, value, color, size = '2', testId, span }: { label: string; value: string; color?: 'green' | 'red'; size?: '1' | '2'; testId?: string; span?: boolean }) {
  return (
    <Flex direction="column" gap="0" style={{ minWidth: 0, gridColumn: span ? 'span 2' : undefined }}>
      <Text size="1" color="gray">
        {label}
      </Text>
      <Text size={size === '1' ? '2' : '3'} weight="bold" color={color} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}
