/**
 * The selected instrument's price history: 1D, 1M, 6M, 1Y, 3Y in real time; in a historical
 * session no period choice, the daily closes of the year up to the scenario date (never after it).
 */
import { Card, Flex, Heading, SegmentedControl, Skeleton, Text } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import { useEffect, useState } from 'react';
import { baseOptions, seriesColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatNumber, formatPrice } from '@domain/format';
import { fetchDailyHistory, fetchPeriodHistory, type PricePoint } from '@/lib/room/market-api';
import { HISTORY_PERIODS, type HistoryPeriod, type SessionAsset } from '@/lib/room/player-api';
import { useSessionFlags } from '@/lib/room/use-session-flags';

export function PriceHistoryChart({ asset }: { asset: SessionAsset | undefined }) {
  const { historical, session } = useSessionFlags();
  const [period, setPeriod] = useState<HistoryPeriod>('one_month');
  const [loaded, setLoaded] = useState<{ key: string; points: PricePoint[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scenarioDate = session?.scenario_date;
  const yearBefore = scenarioDate ? new Date(Date.parse(scenarioDate) - 365 * 86_400_000).toISOString().slice(0, 10) : undefined;

  const assetId = asset?.asset_id;
  const sessionId = session?.id;
  useEffect(() => {
    if (!assetId || !sessionId) return;
    let cancelled = false;
    setError(null);
    const load =
      historical && yearBefore && scenarioDate ? fetchDailyHistory(sessionId, assetId, yearBefore, scenarioDate) : fetchPeriodHistory(sessionId, assetId, period);
    load.then((p) => !cancelled && setLoaded({ key: `${assetId}|${period}`, points: p })).catch((e: unknown) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [assetId, sessionId, period, historical, yearBefore, scenarioDate]);

  // A new period of the same chart keeps the old line until the new one arrives; a new instrument does not.
  const points = loaded && loaded.key.split('|')[0] === String(assetId) ? loaded.points : null;
  const intraday = !historical && (period === 'one_day' || period === 'one_month');
  // A CDS is quoted as a spread, shown in basis points (spec 001 §9).
  const spread = asset?.resourcetype === 'CDS';
  const data: ChartData<'line'> = {
    labels: (points ?? []).map((p) => formatDate(p.timestamp, { time: intraday })),
    datasets: [
      {
        label: asset?.ticker ?? '',
        data: (points ?? []).map((p) => (spread ? p.close * 10_000 : p.close)),
        borderColor: seriesColor(1),
        pointRadius: 0,
        borderWidth: 2,
      },
    ],
  };
  const options = baseOptions<'line'>();
  if (asset) options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => (spread ? `${asset.ticker} ${formatNumber(c.parsed.y, { decimals: 2 })} bp` : `${asset.ticker} ${formatPrice(c.parsed.y, asset)}`) } } };

  return (
    <Card size="2" style={{ height: '100%' }}>
      <Flex justify="between" align="center" gap="2" mb="2" wrap="wrap">
        <Heading as="h2" size="2">
          {asset ? `${asset.ticker} ${spread ? 'spread (bp)' : 'price'}` : 'Price history'}
        </Heading>
        {!historical && asset ? (
          <SegmentedControl.Root size="1" value={period} onValueChange={(v) => setPeriod(v as HistoryPeriod)} aria-label="Period">
            {HISTORY_PERIODS.map((p) => (
              <SegmentedControl.Item key={p.key} value={p.key}>
                {p.label}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        ) : null}
      </Flex>
      {!asset ? (
        <Flex align="center" justify="center" style={{ height: 200 }}>
          <Text size="2" color="gray">
            Select an instrument to see its price history.
          </Text>
        </Flex>
      ) : error ? (
        <Text size="2" color="red">
          {error}
        </Text>
      ) : points === null ? (
        <Skeleton height="200px" />
      ) : (
        <ThemedChart type="line" data={data} options={options} height={200} label={`${asset.ticker} price history`} />
      )}
    </Card>
  );
}
