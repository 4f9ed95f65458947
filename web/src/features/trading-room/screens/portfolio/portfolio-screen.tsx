/**
 * Portfolio (spec 001 §2): summary, tactical asset allocation, return and allocation by asset
 * class, region, industry and sector, bond duration breakdown and the investments accordion on
 * the left; portfolio limits, instrument limits, trading windows, the benchmark in effect and the
 * badges on the right. Everything follows the live player state; the server-computed
 * allocations reload after book events.
 */
import { Flex, Grid, Heading, Skeleton } from '@radix-ui/themes';
import { Suspense, useMemo } from 'react';
import { ASSET_CLASS_LABELS, RiskApproach, ScenarioType, type AssetClass } from '@domain/enums';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useLatestMetrics, usePlayer, useSessionAssets } from '@/lib/room/player-state';
import { fetchGroupAllocations, fetchMetrics, fetchTacticalAllocations } from '../shared/api/screens-api';
import { isBond } from '../shared/hooks/instrument-kind';
import { useEventVersion } from '@/lib/room/use-event-version';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { AllocationCard } from './components/allocation-card';
import { BondDurationCard } from './components/bond-duration-card';
import { InvestmentsAccordion } from './components/investments-accordion';
import { InstrumentLimitsCard, PortfolioLimitsCard, TradingWindowsCard } from './components/limits-cards';
import { SummaryCard } from './components/summary-card';
import { TacticalAllocationCard } from './components/tactical-allocation-card';
import { groupValues } from './hooks/group-values';
import { useHoldings, type Holding } from '../shared/hooks/holdings';
import { useAssetDetails } from '@/lib/room/use-cached-asset-details';
import { BenchmarkCard, BadgesCard, BondBooksCard } from '../../room-registry';

/** Events after which the server's allocations are worth reading again. */
const BOOK_EVENTS = ['order_executed', 'update_wallets', 'update_instruments', 'portfolio_value_updated'] as const;
const TOP_GROUPS = 10;

export function PortfolioScreen() {
  const { sessionId, session } = useSessionLive();
  const { player, error, reload } = usePlayer();
  const { assets } = useSessionAssets();
  const { holdings, marketValue } = useHoldings();
  const version = useEventVersion(BOOK_EVENTS, 1000);
  const tactical = useLiveResource(() => fetchTacticalAllocations(sessionId), version);
  const hasGroupLimits = (session?.asset_group_allocations.length ?? 0) > 0;
  const groups = useLiveResource(() => (hasGroupLimits ? fetchGroupAllocations(sessionId) : Promise.resolve(null)), `${version}-${hasGroupLimits}`);
  const riskWeighted = session?.risk_approach === RiskApproach.RiskWeighted;
  const metrics = useLiveResource(() => (riskWeighted ? fetchMetrics(sessionId) : Promise.resolve([])), riskWeighted);
  const latestMetrics = useLatestMetrics();

  const open = useMemo(() => (holdings ?? []).filter((h) => h.position.amount !== 0), [holdings]);
  const details = useAssetDetails(open.map((h) => h.asset?.asset_id).filter((id): id is number => id !== undefined));

  const charts = useMemo(() => {
    if (!holdings || marketValue === null) return null;
    const pnl = (h: Holding) => h.position.reporting_unrealized_pnl + h.position.reporting_realized_pnl;
    const positionsValue = open.reduce((s, h) => s + h.position.reporting_value, 0);
    const cash = { label: ASSET_CLASS_LABELS[0], value: marketValue - positionsValue, pnl: 0 };
    const byClass = groupValues(holdings, (h) => (h.asset ? ASSET_CLASS_LABELS[h.asset.asset_class as AssetClass] : null), (h) => h.position.reporting_value, pnl);
    const detailOf = (h: Holding) => (h.asset ? details.get(h.asset.asset_id) : undefined);
    const equities = holdings.filter((h) => h.asset?.resourcetype === 'Equity');
    return {
      byClass: [...byClass, ...(Math.abs(cash.value) > 0.005 ? [cash] : [])].sort((a, b) => Math.abs(b.value) - Math.abs(a.value)),
      byRegion: groupValues(holdings, (h) => detailOf(h)?.region ?? null, (h) => h.position.reporting_value, pnl),
      byIndustry: groupValues(equities, (h) => detailOf(h)?.industry ?? null, (h) => h.position.reporting_value, pnl, TOP_GROUPS),
      bySector: groupValues(equities, (h) => detailOf(h)?.sector ?? null, (h) => h.position.reporting_value, pnl, TOP_GROUPS),
      bonds: open.filter((h) => isBond(h.asset?.resourcetype)).map((h) => ({ value: h.position.reporting_value, duration: detailOf(h)?.duration ?? null })),
    };
  }, [holdings, marketValue, open, details]);

  if (!session) return null;
  const ccy = session.reporting_currency;
  const currencies = new Set([ccy, ...(assets ?? []).map((a) => a.variable_currency)]);
  const riskWeightedValue = open.reduce((s, h) => {
    const option = session.asset_class_options.find((o) => o.asset_class === h.asset?.asset_class);
    return s + Math.abs(h.position.reporting_value) * (option?.risk_weight ?? h.asset?.risk_weight ?? 1);
  }, 0);
  const valueAtRisk = (latestMetrics?.var05 as number | null | undefined) ?? metrics.data?.at(-1)?.var05 ?? null;
  // Spec 001: pies when short selling is disallowed (FX-only shorting still allows negative values).
  const shortAllowed = session.allow_short_sell || session.allow_short_only_on_fx;
  const pie = !shortAllowed;

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Portfolio
      </Heading>
      {error ? <ErrorCallout message={error} onRetry={reload} /> : null}
      <Grid columns={{ initial: '1', lg: '2fr 1fr' }} gap="4" align="start">
        <Flex direction="column" gap="4" minWidth="0">
          <SummaryCard session={session} player={player} multiCurrency={currencies.size > 1} riskWeightedValue={riskWeightedValue} valueAtRisk={valueAtRisk} />
          <TacticalAllocationCard rows={tactical.data} error={tactical.error} allowShort={shortAllowed} />
          <AllocationCard title="Return and allocation by asset class" groups={charts?.byClass ?? null} currency={ccy} pie={pie} />
          <AllocationCard title="Return and allocation by region" groups={charts?.byRegion ?? null} currency={ccy} pie={pie} />
          {charts === null || charts.byIndustry.length > 0 ? (
            <>
              <AllocationCard title="Return and allocation by industry" groups={charts?.byIndustry ?? null} currency={ccy} pie={pie} />
              <AllocationCard title="Return and allocation by sector" groups={charts?.bySector ?? null} currency={ccy} pie={pie} />
            </>
          ) : null}
          <BondDurationCard bonds={charts?.bonds ?? []} currency={ccy} />
          {open.some((h) => h.asset?.resourcetype === 'HTMBond' || h.asset?.resourcetype === 'AFSBond') ? (
            <Suspense fallback={<Skeleton height="160px" />}>
              <BondBooksCard />
            </Suspense>
          ) : null}
        </Flex>
        <Flex direction="column" gap="4" minWidth="0">
          <PortfolioLimitsCard session={session} groupShares={groups.data?.players[0]?.allocations ?? null} />
          <InstrumentLimitsCard session={session} assets={assets} />
          <TradingWindowsCard session={session} />
          <BenchmarkCard sessionId={sessionId} editPath={`/session/${sessionId}/benchmarks`} />
          <BadgesCard sessionId={sessionId} historical={session.scenario_type === ScenarioType.Historical} />
        </Flex>
      </Grid>
      {/* Full width: the investments table has thirteen columns. */}
      {holdings && assets && marketValue !== null ? (
        <InvestmentsAccordion holdings={holdings} assets={assets} marketValue={marketValue} currency={ccy} />
      ) : (
        <Skeleton height="240px" />
      )}
    </Flex>
  );
}
