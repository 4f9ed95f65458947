/**
 * Metrics (spec 001 §2): a tile per metric the trainer displays (red when an enforced limit is
 * breached), a trend chart per metric with its dotted regression line, and the enforced limits
 * on the right. The history comes from `fetch_metrics` once; each `metrics_received` event then
 * appends its point, so the screen follows the session without polling. Value at risk is hidden
 * when HTM or AFS bonds are held (spec).
 */
import { Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import type { LiveEvent } from '@domain/live-events';
import { ScenarioType } from '@domain/enums';
import { formatDate } from '@domain/format';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { usePlayer } from '@/lib/room/player-state';
import { fetchMetrics, type MetricsPoint } from '../shared/api/screens-api';
import { useHoldings } from '../shared/hooks/holdings';
import { isBond } from '../shared/hooks/instrument-kind';
import { useAssetDetails } from '@/lib/room/use-cached-asset-details';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { LimitsPanel } from './components/limits-panel';
import { METRIC_DEFINITIONS, METRIC_ORDER, breaches, enforcedLimits, type MetricKey } from './components/metric-definitions';
import { MetricTile } from './components/metric-tile';
import { MetricTrendChart } from './components/metric-trend-chart';

const HTM_AFS = new Set(['HTMBond', 'AFSBond']);

export function MetricsScreen() {
  const { sessionId, session } = useSessionLive();
  const { player } = usePlayer();
  const history = useLiveResource(() => fetchMetrics(sessionId));
  const [received, setReceived] = useState<MetricsPoint[]>([]);
  useSessionEvents((event: LiveEvent) => {
    if (event.type === 'metrics_received' && event.data.player_id === player?.id) setReceived((prev) => [...prev, event.data as unknown as MetricsPoint]);
  });
  const { holdings } = useHoldings();
  const bonds = (holdings ?? []).filter((h) => h.position.amount !== 0 && isBond(h.asset?.resourcetype));
  const details = useAssetDetails(bonds.map((h) => h.asset!.asset_id));

  const points = useMemo(() => {
    const bySteps = new Map<number, MetricsPoint>();
    for (const p of [...(history.data ?? []), ...received]) bySteps.set(p.step, p);
    return [...bySteps.values()].sort((a, b) => a.step - b.step);
  }, [history.data, received]);

  if (!session) return null;
  const ccy = session.reporting_currency;
  const historical = session.scenario_type === ScenarioType.Historical;
  const hasHtmAfs = bonds.some((h) => HTM_AFS.has(h.asset?.resourcetype ?? ''));
  const shown = METRIC_ORDER.filter((k) => session.display_metrics.includes(k) && !(k === 'VaR' && hasHtmAfs));
  const limits = enforcedLimits(session as unknown as Parameters<typeof enforcedLimits>[0]);
  const last = points.at(-1);

  // Portfolio duration: weighted by |amount| × bid / 100 (spec 002 §9).
  let weight = 0;
  let weighted = 0;
  for (const h of bonds) {
    const d = details.get(h.asset!.asset_id)?.duration;
    if (d === null || d === undefined) continue;
    const w = Math.abs(h.position.amount) * ((h.price?.bid ?? h.asset?.bid ?? 0) / 100);
    weight += w;
    weighted += w * d;
  }
  const current: Record<MetricKey, number | null | undefined> = {
    Portfolio: player?.last_portfolio_return,
    Volatility: last?.portfolio_volatility,
    Alpha: last?.alpha,
    Beta: last?.beta,
    Sharpe: last?.sharpe_ratio,
    Treynor: last?.treynor_ratio,
    VaR: last?.var05,
    Duration: weight > 0 ? weighted / weight : null,
  };
  // The server's verdict on the last revaluation, and the newest metrics point as it arrives.
  const breached = new Set([
    ...(player?.metric_breaches ?? []).map((b) => b.metric_type as string),
    ...limits.filter((l) => breaches(l, current[l.metric_type as MetricKey])).map((l) => l.metric_type),
  ]);

  const labels = points.map((p) => (historical ? `Day ${p.step * session.frequency + 1}` : formatDate(p.timestamp, { time: true })));
  const portfolioHistory = player?.player_history ?? [];
  const trend = (key: MetricKey): { labels: string[]; values: (number | null)[] } | null => {
    if (key === 'Portfolio') {
      return {
        labels: portfolioHistory.map((h) => (historical ? `Day ${h.step * session.frequency + 1}` : formatDate(h.timestamp, { time: true }))),
        values: portfolioHistory.map((h) => h.portfolio_return),
      };
    }
    const field = METRIC_DEFINITIONS[key].field;
    return field ? { labels, values: points.map((p) => (p[field] as number | null | undefined) ?? null) } : null;
  };

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Metrics
      </Heading>
      {history.error ? <ErrorCallout message={history.error} onRetry={history.reload} /> : null}
      <Grid columns={{ initial: '1', lg: limits.length ? '3fr 1fr' : '1fr' }} gap="4" align="start">
        <Flex direction="column" gap="4" minWidth="0">
          {shown.length === 0 ? (
            <Text color="gray">The instructor has not chosen any metrics to display.</Text>
          ) : (
            <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
              {shown.map((k) =>
                history.data === null && !history.error ? (
                  <Skeleton key={k} height="86px" />
                ) : (
                  <MetricTile key={k} def={METRIC_DEFINITIONS[k]} value={current[k]} breached={breached.has(k)} currency={ccy} />
                ),
              )}
            </Grid>
          )}
          {history.data !== null && points.length < 3 ? (
            <Text as="p" size="2" color="gray">
              Metrics are computed from the third metrics period on; until then they show N/A.
            </Text>
          ) : null}
          <Grid columns={{ initial: '1', md: '2' }} gap="3">
            {shown.map((k) => {
              const t = trend(k);
              return t ? <MetricTrendChart key={k} def={METRIC_DEFINITIONS[k]} labels={t.labels} values={t.values} currency={ccy} /> : null;
            })}
          </Grid>
        </Flex>
        <LimitsPanel limits={limits} breached={breached} currency={ccy} />
      </Grid>
    </Flex>
  );
}
