/**
 * Performance (spec 000 §2): every fund's return over the session, return versus volatility
 * per fund, one fund against its benchmark (its own when individual benchmarks are allowed and
 * it saved one), and the class's biases. Players are "funds" here; figures are live.
 */
import { Card, Flex, Grid, Heading, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { SessionStatus } from '@domain/enums';
import { formatPercent } from '@domain/format';
import { seriesColor } from '@/components/charts/chart-theme';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { usePlayers } from '../../hooks/use-players';
import { EvolutionChart } from '../overview/evolution-chart';
import { EMPTY_CREATING } from '../overview/players-table';
import { ScatterChart } from '../console-charts';
import { BenchmarkCard, BiasesCard } from '../../console-registry';

/** Line charts stay readable up to this many funds. */
const MAX_FUNDS = 12;

export function PerformanceTab() {
  const session = useSessionRecord();
  const { players, error, reload } = usePlayers();
  const [fund, setFund] = useState<string | null>(null);
  if (session.status === SessionStatus.Creating) {
    return (
      <Text as="p" color="gray" size="2">
        {EMPTY_CREATING}
      </Text>
    );
  }
  if (error) return <ErrorCallout message={error} onRetry={reload} />;
  if (!players) return null;
  const ranked = [...players].sort((a, b) => b.last_portfolio_return - a.last_portfolio_return);
  const funds = ranked.slice(0, MAX_FUNDS).map((p) => p.id);
  const chosen = Number(fund ?? ranked[0]?.id ?? 0);
  const withVol = players.filter((p) => p.portfolio_volatility !== null);

  return (
    <Flex direction="column" gap="4">
      <EvolutionChart players={players} selection={funds} scenarioType={session.scenario_type} title="Funds performance" />
      <Card size="2">
        <Heading as="h3" size="3" mb="2">
          Return versus volatility
        </Heading>
        {withVol.length === 0 ? (
          <Text as="p" size="2" color="gray" my="6" align="center">
            Volatility appears once each fund has a few metrics periods.
          </Text>
        ) : (
          <ScatterChart
            label="Return versus volatility"
            data={{
              datasets: withVol.map((p, k) => ({
                label: p.name,
                data: [{ x: p.portfolio_volatility!, y: p.last_portfolio_return }],
                backgroundColor: seriesColor(k),
                pointRadius: 6,
              })),
            }}
            options={{
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              plugins: {
                legend: { display: withVol.length > 1, position: 'bottom' },
                tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: return ${formatPercent(ctx.parsed.y)}, volatility ${formatPercent(ctx.parsed.x)}` } },
              },
              scales: {
                x: { title: { display: true, text: 'Volatility (annualised)' }, ticks: { callback: (v) => formatPercent(Number(v), 1) } },
                y: { title: { display: true, text: 'Return' }, ticks: { callback: (v) => formatPercent(Number(v), 1) } },
              },
            }}
          />
        )}
      </Card>
      <Flex direction="column" gap="2">
        <Flex align="center" gap="2">
          <Text size="2" weight="medium">
            Fund
          </Text>
          <Select.Root value={String(chosen)} onValueChange={setFund}>
            <Select.Trigger aria-label="Fund compared with the benchmark" />
            <Select.Content position="popper">
              {ranked.map((p) => (
                <Select.Item key={p.id} value={String(p.id)}>
                  {p.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        {chosen ? (
          <Grid columns={{ initial: '1', lg: '3fr 1fr' }} gap="4" align="start">
            {/* The fund's own benchmark when individual benchmarks are allowed and it saved one (retrieve_player_admin). */}
            <EvolutionChart players={players} selection={[chosen]} scenarioType={session.scenario_type} title="Benchmark and fund" />
            <BenchmarkCard key={chosen} sessionId={session.id} playerId={chosen} />
          </Grid>
        ) : null}
      </Flex>
      <BiasesCard sessionId={session.id} live />
    </Flex>
  );
}
