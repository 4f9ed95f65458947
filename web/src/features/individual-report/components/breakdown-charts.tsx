/**
 * The return breakdowns by geography, asset class and instrument (spec 000 §2): horizontal bars
 * of each group's PnL, gains green and losses red, the tooltip with the PnL and its return on
 * the initial AUM.
 */
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import type { BreakdownBar, IndividualReport } from '@domain/contracts/reports';
import { formatSignedMoney, truncateName } from '@domain/format';
import { BREAKDOWN_KEYS, BREAKDOWN_TITLES, formatReturnPercent } from '@domain/reports/individual-report-figures';
import { LOSS_COLOR, PROFIT_COLOR, baseOptions } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';

const barHeight = (rows: number) => Math.max(110, 30 * rows + 50);

function BreakdownChart({ title, bars, currency }: { title: string; bars: BreakdownBar[]; currency: string }) {
  const data: ChartData<'bar'> = {
    labels: bars.map((b) => b.label),
    datasets: [{ data: bars.map((b) => b.pnl), backgroundColor: bars.map((b) => (b.pnl >= 0 ? PROFIT_COLOR() : LOSS_COLOR())), maxBarThickness: 22 }],
  };
  const options = baseOptions<'bar'>();
  options.indexAxis = 'y';
  options.plugins = {
    ...options.plugins,
    tooltip: { callbacks: { label: (c) => ` ${formatSignedMoney(bars[c.dataIndex]!.pnl, currency)} (${formatReturnPercent(bars[c.dataIndex]!.return_percent)})` } },
  };
  options.scales = {
    x: { ticks: { maxTicksLimit: 5 }, title: { display: true, text: `PnL (${currency})` } },
    y: { grid: { display: false }, ticks: { callback: (_v, k) => truncateName(bars[k]!.label, 20) } },
  };
  return <ThemedChart type="bar" data={data} options={options} height={barHeight(bars.length)} label={`${title}: PnL per group`} />;
}

export function BreakdownCharts({ report }: { report: IndividualReport }) {
  const ccy = report.reporting_currency;
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="3">
        Return breakdown
      </Heading>
      <Grid columns={{ initial: '1', lg: '3' }} gap="4">
        {BREAKDOWN_KEYS.map((key) => {
          const bars = report.returns_breakdown[key];
          return (
            <Flex key={key} direction="column" gap="1" minWidth="0">
              <Text size="2" weight="medium" color="gray">
                {BREAKDOWN_TITLES[key]}
              </Text>
              {bars.length ? <BreakdownChart title={BREAKDOWN_TITLES[key]} bars={bars} currency={ccy} /> : <Text size="2" color="gray">No positions, so no breakdown.</Text>}
            </Flex>
          );
        })}
      </Grid>
    </Card>
  );
}
