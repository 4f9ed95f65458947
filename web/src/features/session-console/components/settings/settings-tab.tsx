/**
 * Session Settings (spec 000 §2), three columns: allocations, class limits, margin, the
 * metric limit and the time interval; benchmark, displayed metrics, metrics limits and other
 * settings; the session's instruments. Every save takes effect in the running session and
 * comes back as `session_updated`.
 */
import { Flex, Grid } from '@radix-ui/themes';
import { useEffect, useMemo, useState } from 'react';
import { RiskApproach, ScenarioType, SessionStatus } from '@domain/enums';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { listUniverse } from '../../api/settings';
import type { UniverseAsset } from '../../api/types';
import { useSessionAssets } from '../../hooks/use-session-assets';
import { allocationGroups } from '../overview/allocation-groups';
import { AllocationsCard } from './allocations-card';
import { BenchmarkCard } from './benchmark-card';
import { ClassLimitsCard } from './class-limits-card';
import { DisplayMetricsCard } from './display-metrics-card';
import { InstrumentsCard } from './instruments-card';
import { MarginCard } from './margin-card';
import { MetricLimitCard } from './metric-limit-card';
import { MetricsLimitsCard } from './metrics-limits-card';
import { OtherSettingsCard } from './other-settings-card';
import { TimeIntervalCard } from './time-interval-card';

export function SettingsTab() {
  const session = useSessionRecord();
  const { assets, reload } = useSessionAssets();
  const [universe, setUniverse] = useState<UniverseAsset[] | null>(null);
  useEffect(() => {
    listUniverse()
      .then(setUniverse)
      .catch(() => setUniverse([]));
  }, []);
  const groups = useMemo(() => allocationGroups(session.risk_approach, (assets ?? []).map((a) => a.group)), [session.risk_approach, assets]);
  const classes = useMemo(() => [...new Set((assets ?? []).map((a) => a.asset_class))].sort((a, b) => a - b), [assets]);
  const weights = useMemo(() => new Map((assets ?? []).map((a) => [a.asset_class, a.risk_weight])), [assets]);
  const benchmarkOptions = useMemo(() => (universe ?? []).filter((u) => u.resourcetype === 'IndexFund' || (assets ?? []).some((a) => a.ric === u.ric)), [universe, assets]);
  const finished = session.status === SessionStatus.Finished;

  return (
    <Grid columns={{ initial: '1', md: '2', lg: '3' }} gap="4" align="start" style={finished ? { pointerEvents: 'none', opacity: 0.8 } : undefined}>
      <Flex direction="column" gap="4">
        <AllocationsCard groups={groups} />
        <ClassLimitsCard classes={classes} defaultWeights={weights} />
        {session.risk_approach === RiskApproach.Cash ? <MarginCard /> : null}
        {session.limit_metric ? <MetricLimitCard /> : null}
        {session.scenario_type === ScenarioType.Historical ? <TimeIntervalCard /> : null}
      </Flex>
      <Flex direction="column" gap="4">
        <BenchmarkCard options={benchmarkOptions} />
        <DisplayMetricsCard />
        <MetricsLimitsCard />
        <OtherSettingsCard />
      </Flex>
      <Flex direction="column" gap="4" style={finished ? { pointerEvents: 'auto' } : undefined}>
        <InstrumentsCard universe={universe} saved={assets} onSaved={reload} />
      </Flex>
    </Grid>
  );
}
