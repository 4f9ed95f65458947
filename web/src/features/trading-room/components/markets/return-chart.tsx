/**
 * The portfolio return over the session (player history, live from `player_history_created`):
 * real dates in real time, period numbers in a historical session (ui.md "Charts").
 */
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import { baseOptions, seriesColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';
import { formatDate } from '@domain/format';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer } from '@/lib/room/player-state';

export function ReturnChart() {
  const { player } = usePlayer();
  const { historical } = useSessionFlags();
  const history = [...(player?.player_history ?? [])].sort((a, b) => a.step - b.step);
  // A historical session starts at period 0 with no return yet: the line starts there.
  if (historical && history.length && history[0]!.step > 0) history.unshift({ step: 0, timestamp: 0, portfolio_return: 0, market_value: history[0]!.market_value });
  const data: ChartData<'line'> = {
    labels: history.map((h) => (historical ? `P${h.step}` : formatDate(h.timestamp, { time: true }))),
    datasets: [
      {
        label: 'Portfolio return %',
        data: history.map((h) => h.portfolio_return * 100),
        borderColor: seriesColor(0),
        backgroundColor: seriesColor(0, 4),
        pointRadius: history.length > 40 ? 0 : 2,
        borderWidth: 2,
        fill: 'origin',
      },
    ],
  };
  const options = baseOptions<'line'>();
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => `Return ${Number(c.parsed.y).toFixed(2)}%` } } };
  return (
    <Card size="2" style={{ height: '100%' }}>
      <Heading as="h2" size="2" mb="2">
        Portfolio return
      </Heading>
      {history.length < 2 ? (
        <Flex align="center" justify="center" style={{ height: 200 }}>
          <Text size="2" color="gray">
            The return appears after the first {historical ? 'period' : 'minutes'} of trading.
          </Text>
        </Flex>
      ) : (
        <ThemedChart type="line" data={data} options={options} height={200} label="Portfolio return in percent over the session" />
      )}
    </Card>
  );
}
