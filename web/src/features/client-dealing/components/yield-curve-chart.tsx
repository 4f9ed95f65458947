/**
 * The yield curve of the Markets pinned header when client money is on (spec 001 §2): the
 * government curve of the session's currency at 4, 13, 26, 52 weeks, 2, 5, 10 and 30 years at the
 * session's moment, read with the bank's cards (`yield_curve` of get_client_loans_depos) and
 * redrawn when the cards event of a new period arrives. Its own chunk.
 */
import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import { formatNumber } from '@domain/format';
import { baseOptions, seriesColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';
import { useClientCards } from '../hooks/use-client-cards';

const pct = (v: number) => `${formatNumber(v, { decimals: 3 })}%`;

export default function YieldCurveChart() {
  const cards = useClientCards(null);
  const data = cards.data;
  if (!data) return cards.error ? null : <Skeleton height="180px" />;
  if (!data.client_money) return null;
  const points = data.yield_curve;
  const known = points.filter((p) => p.yield !== null);
  const chart: ChartData<'line'> = {
    labels: points.map((p) => p.tenor),
    datasets: [
      {
        label: `${data.currency} yield %`,
        data: points.map((p) => p.yield),
        borderColor: seriesColor(1),
        backgroundColor: seriesColor(1, 4),
        pointRadius: 3,
        borderWidth: 2,
        spanGaps: true,
      },
    ],
  };
  const options = baseOptions<'line'>();
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => ` ${c.label}: ${pct(Number(c.parsed.y))}` } } };
  options.scales = { ...options.scales, y: { ...options.scales?.y, ticks: { callback: (v) => `${formatNumber(Number(v), { decimals: 2 })}%` } } };
  return (
    <Card size="2" aria-label="Yield curve">
      <Flex justify="between" align="baseline" gap="3" mb="2" wrap="wrap">
        <Heading as="h2" size="2">
          Yield curve ({data.currency})
        </Heading>
        <Text size="1" color="gray">
          {data.period === null ? 'Before the first period' : `Period ${data.period} · ${data.date}`}
          {known.length ? ` · 13WK ${pct(points.find((p) => p.tenor === '13WK')?.yield ?? known[0]!.yield!)} · 10YR ${pct(points.find((p) => p.tenor === '10YR')?.yield ?? known[known.length - 1]!.yield!)}` : ''}
        </Text>
      </Flex>
      {known.length === 0 ? (
        <Flex align="center" justify="center" style={{ height: 180 }}>
          <Text size="2" color="gray">
            No yields for {data.currency} in this market.
          </Text>
        </Flex>
      ) : (
        <ThemedChart type="line" data={chart} options={options} height={180} label={`Yield curve of ${data.currency} in percent by tenor`} />
      )}
    </Card>
  );
}
