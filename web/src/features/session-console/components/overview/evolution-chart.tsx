/**
 * Benchmark and players evolution (spec 000 §2): the return of the selected players and of
 * the benchmark over the session, by period number in historical scenarios and by time in
 * real time (ui.md "Charts").
 */
import { Card, Heading, Text } from '@radix-ui/themes';
import { ScenarioType } from '@domain/enums';
import { formatDate, formatPercent } from '@domain/format';
import { seriesColor, scaleColor } from '@/components/charts/chart-theme';
import type { ConsolePlayer } from '../../api/types';
import { usePlayerHistories } from '../../hooks/use-player-histories';
import { LineChart } from '../console-charts';

export function EvolutionChart({ players, selection, scenarioType, title = 'Benchmark and players evolution' }: { players: ConsolePlayer[]; selection: number[]; scenarioType: number; title?: string }) {
  const { histories, benchmark } = usePlayerHistories(selection, players[0]?.id);
  const historical = scenarioType === ScenarioType.Historical;
  // One x position per moment any series has a point; each series reads its own value there.
  const moments = [...new Set([...benchmark.map((b) => b.at), ...[...histories.values()].flatMap((h) => h.map((p) => p.timestamp))])].sort((a, b) => a - b);
  const stepAt = new Map<number, number>();
  for (const b of benchmark) stepAt.set(b.at, b.step);
  for (const h of histories.values()) for (const p of h) stepAt.set(p.timestamp, p.step);
  const labels = moments.map((at) => (historical ? `P${stepAt.get(at) ?? ''}` : formatDate(at, { time: true })));
  const base = benchmark[0]?.value ?? 1;
  const benchmarkAt = (at: number) => {
    let v: number | null = null;
    for (const b of benchmark) if (b.at <= at) v = b.value / base - 1;
    return v;
  };
  const datasets = [
    {
      label: 'Benchmark',
      data: moments.map(benchmarkAt),
      borderColor: scaleColor('gray', 11),
      backgroundColor: scaleColor('gray', 11),
      borderDash: [6, 4],
      pointRadius: 0,
      spanGaps: true,
    },
    ...selection
      .map((id, k) => {
        const player = players.find((p) => p.id === id);
        const points = new Map((histories.get(id) ?? []).map((p) => [p.timestamp, p.portfolio_return]));
        return {
          label: player?.name ?? `Player ${id}`,
          data: moments.map((at) => points.get(at) ?? null),
          borderColor: seriesColor(k),
          backgroundColor: seriesColor(k),
          pointRadius: 0,
          spanGaps: true,
        };
      }),
  ];
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="2">
        {title}
      </Heading>
      {moments.length === 0 ? (
        <Text as="p" size="2" color="gray" my="6" align="center">
          The chart fills as the session runs.
        </Text>
      ) : (
        <LineChart
          label={title}
          data={{ labels, datasets }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            plugins: {
              legend: { display: datasets.length > 1, position: 'bottom' },
              tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${formatPercent(ctx.parsed.y)}` } },
            },
            scales: {
              x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 16 } },
              y: { ticks: { callback: (v) => formatPercent(Number(v), 1) } },
            },
          }}
        />
      )}
    </Card>
  );
}
