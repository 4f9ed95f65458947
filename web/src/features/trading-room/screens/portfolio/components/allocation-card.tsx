/**
 * Return and allocation of the portfolio by one dimension (asset class, region, industry,
 * sector): allocation as a pie when short selling is disallowed (every share is positive) and
 * as bars otherwise (shorts are negative), next to the PnL per group as bars. Allocation
 * percentages are whole percents (spec 001 §9).
 */
import { Box, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ChartData, ChartOptions } from 'chart.js';
import { formatMoney, formatPercent, truncateName } from '@domain/format';
import { LOSS_COLOR, PROFIT_COLOR, baseOptions, seriesColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';
import type { GroupValue } from '../hooks/group-values';

/** Bar charts grow with their rows instead of stretching two bars over 220 px. */
function barHeight(rows: number): number {
  return Math.max(110, 34 * rows + 50);
}

/** Long industry names are cut on the axis (the tooltip keeps the whole name). */
const shortLabel = (label: string) => truncateName(label, 22);

export function AllocationCard({ title, groups, currency, pie }: { title: string; groups: GroupValue[] | null; currency: string; pie: boolean }) {
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        {title}
      </Heading>
      {groups === null ? (
        <Box height="220px" />
      ) : groups.length === 0 ? (
        <Text as="p" size="2" color="gray">
          No positions yet.
        </Text>
      ) : (
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <Flex direction="column" gap="1">
            <Text size="1" color="gray" weight="medium">
              Allocation
            </Text>
            {pie ? <AllocationPie groups={groups} title={title} /> : <AllocationBars groups={groups} currency={currency} title={title} />}
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="1" color="gray" weight="medium">
              Return ({currency})
            </Text>
            <ReturnBars groups={groups} currency={currency} title={title} />
          </Flex>
        </Grid>
      )}
    </Card>
  );
}

function AllocationPie({ groups, title }: { groups: GroupValue[]; title: string }) {
  const total = groups.reduce((s, g) => s + Math.abs(g.value), 0) || 1;
  const data: ChartData<'doughnut'> = {
    labels: groups.map((g) => g.label),
    datasets: [{ data: groups.map((g) => Math.abs(g.value)), backgroundColor: groups.map((_, k) => seriesColor(k)), borderWidth: 1 }],
  };
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: groups.length > 1, position: 'right' },
      tooltip: { callbacks: { label: (c) => ` ${c.label}: ${formatPercent(Number(c.raw) / total, 0)}` } },
    },
  };
  return <ThemedChart type="doughnut" data={data} options={options} height={200} label={`${title}: allocation`} />;
}

function AllocationBars({ groups, currency, title }: { groups: GroupValue[]; currency: string; title: string }) {
  const gross = groups.reduce((s, g) => s + Math.abs(g.value), 0) || 1;
  const data: ChartData<'bar'> = {
    labels: groups.map((g) => g.label),
    datasets: [{ data: groups.map((g) => (100 * g.value) / gross), backgroundColor: groups.map((_, k) => seriesColor(k)) }],
  };
  const options = baseOptions<'bar'>();
  options.indexAxis = 'y';
  options.plugins = {
    ...options.plugins,
    tooltip: { callbacks: { label: (c) => ` ${formatPercent(Number(c.raw) / 100, 0)} (${formatMoney(groups[c.dataIndex]!.value, currency)})` } },
  };
  options.scales = { x: { ticks: { callback: (v) => `${v}%` } }, y: { grid: { display: false }, ticks: { callback: (_v, k) => shortLabel(groups[k]!.label) } } };
  return <ThemedChart type="bar" data={data} options={options} height={barHeight(groups.length)} label={`${title}: allocation`} />;
}

function ReturnBars({ groups, currency, title }: { groups: GroupValue[]; currency: string; title: string }) {
  const data: ChartData<'bar'> = {
    labels: groups.map((g) => g.label),
    datasets: [{ data: groups.map((g) => g.pnl), backgroundColor: groups.map((g) => (g.pnl >= 0 ? PROFIT_COLOR() : LOSS_COLOR())) }],
  };
  const options = baseOptions<'bar'>();
  options.indexAxis = 'y';
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => ` ${formatMoney(Number(c.raw), currency)}` } } };
  options.scales = { x: { ticks: { maxTicksLimit: 5 } }, y: { grid: { display: false }, ticks: { callback: (_v, k) => shortLabel(groups[k]!.label) } } };
  return <ThemedChart type="bar" data={data} options={options} height={barHeight(groups.length)} label={`${title}: return`} />;
}
