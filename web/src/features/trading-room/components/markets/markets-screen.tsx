/**
 * Markets (spec 001 §2): a header with the metrics panel, the portfolio return chart and the
 * selected instrument's price history; below, a tab per instrument type with the count of held
 * instruments and the allocation percent, a Cash tab in cash-approach sessions, and the
 * 'Show active trades' switch. Equities and ETFs are grouped by region, FX by currency, bonds
 * show the portfolio duration (real time only).
 */
import { Badge, Box, Button, Card, Flex, Grid, Heading, Skeleton, Switch, Tabs, Text } from '@radix-ui/themes';
import { lazy, Suspense, useMemo, useState } from 'react';
import { formatNumber } from '@domain/format';
import { ManagementType } from '@domain/enums';
import { ErrorCallout } from '@/components/error-callout';
import type { PlayerPosition, SessionAsset } from '@/lib/room/player-api';
import { numericDetail, useAssetDetails, type AssetDetails } from '@/lib/room/use-asset-details';
import { columnsOf, needsDetails } from '@/components/markets/instrument-columns';
import { useRegions } from '../../hooks/use-regions';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer, usePrices, useSessionAssets } from '@/lib/room/player-state';
import { CONTRACT_FAMILIES } from '@/features/contract-families/family-registry';
import { familyMarketTabs, marketTabsShownIn } from '@/lib/room/contract-family';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { InstrumentTable, type InstrumentRowData } from '@/components/markets/instrument-table';
import { REGION_TABS, TAB_ORDER, tabOf, type MarketTab } from '@/components/markets/instrument-types';
import { MetricsPanel } from './metrics-panel';
import { PriceHistoryChart } from './price-history-chart';
import { RegionAccordion } from './region-accordion';
import { ReturnChart } from './return-chart';
import { WealthHeader, YieldCurveChart } from '../../room-registry';

type TabKey = MarketTab | 'Cash';

// The Markets tabs a contract family renders itself (forwards, CDS, repos, T-bills, HTM, AFS), from the family registry.
const FAMILY_TABS = familyMarketTabs(CONTRACT_FAMILIES);

// The Cash tab (exchange and deposits) is its own chunk, fetched when opened.
const CashTab = lazy(() => import('../cash/cash-tab').then((m) => ({ default: m.CashTab })));

export function MarketsScreen() {
  const { assets, byRic, error, reload } = useSessionAssets();
  const { player } = usePlayer();
  const prices = usePrices();
  const { session, cashApproach, realTime, reportingCurrency } = useSessionFlags();
  const [activeOnly, setActiveOnly] = useState(false);
  const [selectedRic, setSelectedRic] = useState<string | null>(null);
  const [showCharts, setShowCharts] = useState(false);

  const positions = useMemo(() => new Map((player?.financial_instruments ?? []).map((p) => [p.underlying_asset.ric, p])), [player]);
  const tabs = useMemo(() => {
    const byTab = new Map<MarketTab, SessionAsset[]>();
    for (const a of assets ?? []) {
      const t = tabOf(a);
      if (t) byTab.set(t, [...(byTab.get(t) ?? []), a]);
    }
    // A family's tab shown by the session rather than its instruments: T-bills are not session
    // instruments, their tab lists the bills of a session with auctions on (issue 16).
    for (const t of marketTabsShownIn(CONTRACT_FAMILIES, session)) if (!byTab.has(t)) byTab.set(t, []);
    return TAB_ORDER.filter((t) => byTab.has(t)).map((t) => ({ key: t, assets: byTab.get(t)! }));
  }, [assets, session]);
  const [tab, setTab] = useState<TabKey | null>(null);
  const currentTab = tab ?? tabs[0]?.key ?? (cashApproach ? 'Cash' : null);
  // Sessions saved before instruments kept their region look it up once.
  const regions = useRegions(tabs.some((t) => REGION_TABS.has(t.key) && t.assets.some((a) => !a.region)));
  // The bond columns (and the portfolio duration) read each bond's details, for the open tab only.
  const detailIds = useMemo(() => {
    const open = tabs.find((t) => t.key === currentTab);
    return open && needsDetails(open.key) ? open.assets.map((a) => a.asset_id) : [];
  }, [tabs, currentTab]);
  const details = useAssetDetails(detailIds);

  const selected = byRic.get(selectedRic ?? '') ?? tabs[0]?.assets[0];
  const marketValue = player?.last_market_value ?? 0;
  const select = (ric: string) => {
    setSelectedRic(ric);
    setShowCharts(true);
  };

  if (error && !assets) return <ErrorCallout message={error} onRetry={reload} />;

  const rowsOf = (list: SessionAsset[]): InstrumentRowData[] =>
    list
      .map((asset) => ({ asset, price: prices.get(asset.ric), position: positions.get(asset.ric) }))
      .filter((r) => !activeOnly || (r.position?.amount ?? 0) !== 0);
  const table = (list: SessionAsset[], tab: MarketTab) => (
    <InstrumentTable
      rows={rowsOf(list)}
      selectedRic={selected?.ric ?? null}
      onSelect={select}
      reportingCurrency={reportingCurrency}
      columns={columnsOf(tab, realTime)}
      details={details}
      hasDetails={(a) => a.resourcetype === 'ETF' || (realTime && tab === 'Bonds')}
    />
  );

  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', md: '3' }} gap="3">
        <MetricsPanel />
        {/* Phones keep the instrument list close: the charts open on demand. */}
        <Box display={{ initial: showCharts ? 'block' : 'none', md: 'block' }}>
          <ReturnChart />
        </Box>
        <Box display={{ initial: showCharts ? 'block' : 'none', md: 'block' }}>
          <PriceHistoryChart asset={selected} />
        </Box>
        <Box display={{ initial: 'block', md: 'none' }}>
          <Button variant="soft" color="gray" size="3" style={{ width: '100%' }} onClick={() => setShowCharts((v) => !v)} aria-expanded={showCharts}>
            {showCharts ? 'Hide charts' : `Show charts (return, ${selected?.ticker ?? 'price'})`}
          </Button>
        </Box>
      </Grid>
      {session?.management_type === ManagementType.WealthManagement ? (
        <Suspense fallback={<Skeleton height="200px" />}>
          <WealthHeader />
        </Suspense>
      ) : null}
      {session?.client_money && currentTab !== 'HTM' && currentTab !== 'AFS' ? (
        <Suspense fallback={<Skeleton height="220px" />}>
          <YieldCurveChart />
        </Suspense>
      ) : null}

      <Card size="2">
        {assets === null ? (
          <Flex direction="column" gap="2">
            <Skeleton height="32px" />
            <Skeleton height="200px" />
          </Flex>
        ) : (
          <Tabs.Root value={currentTab ?? undefined} onValueChange={(v) => setTab(v as TabKey)}>
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Box style={{ overflowX: 'auto', maxWidth: '100%' }}>
                <Tabs.List size="2">
                  {tabs.map((t) => {
                    const held = t.assets.filter((a) => (positions.get(a.ric)?.amount ?? 0) !== 0);
                    const value = held.reduce((sum, a) => sum + Math.abs(positions.get(a.ric)?.reporting_value ?? 0), 0);
                    const percent = marketValue > 0 ? Math.round((100 * value) / marketValue) : 0;
                    return (
                      <Tabs.Trigger key={t.key} value={t.key}>
                        <Flex align="center" gap="2">
                          {t.key}
                          <Badge size="1" variant={held.length ? 'solid' : 'soft'} color={held.length ? 'indigo' : 'gray'} aria-label={`${held.length} held`}>
                            {held.length}
                          </Badge>
                          <Text size="1" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
                            {percent}%
                          </Text>
                        </Flex>
                      </Tabs.Trigger>
                    );
                  })}
                  {cashApproach ? <Tabs.Trigger value="Cash">Cash</Tabs.Trigger> : null}
                </Tabs.List>
              </Box>
              {currentTab !== 'Cash' ? (
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Switch checked={activeOnly} onCheckedChange={setActiveOnly} />
                    Show active trades
                  </Flex>
                </Text>
              ) : null}
            </Flex>

            {tabs.map((t) => (
              <Tabs.Content key={t.key} value={t.key}>
                <Box pt="3">
                  {FAMILY_TABS[t.key] ? (
                    <FamilyTab tab={t.key} assets={t.assets} positions={positions} activeOnly={activeOnly} selectedRic={selected?.ric ?? null} onSelect={select} />
                  ) : REGION_TABS.has(t.key) ? (
                    <RegionAccordion groups={groupBy(t.assets, (a) => a.region ?? regions?.get(a.asset_id) ?? 'Other')} render={(list) => table(list, t.key)} />
                  ) : t.key === 'FX' ? (
                    <CurrencyGroups assets={t.assets} reporting={reportingCurrency} render={(list) => table(list, t.key)} />
                  ) : t.key === 'Bonds' ? (
                    <>
                      {realTime ? <PortfolioDuration assets={t.assets} positions={positions} details={details} /> : null}
                      {table(t.assets, t.key)}
                    </>
                  ) : (
                    table(t.assets, t.key)
                  )}
                </Box>
              </Tabs.Content>
            ))}
            {cashApproach ? (
              <Tabs.Content value="Cash">
                <Box pt="3">
                  <Suspense fallback={<Skeleton height="200px" />}>
                    <CashTab />
                  </Suspense>
                </Box>
              </Tabs.Content>
            ) : null}
          </Tabs.Root>
        )}
      </Card>
    </Flex>
  );
}

/** A contract family's own tab, loaded when opened. */
function FamilyTab({ tab, ...props }: { tab: MarketTab } & FamilyTabProps) {
  const Tab = FAMILY_TABS[tab]!;
  return (
    <Suspense fallback={<Skeleton height="200px" />}>
      <Tab {...props} />
    </Suspense>
  );
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** FX pairs by the currency traded against the reporting currency. */
function CurrencyGroups({ assets, reporting, render }: { assets: SessionAsset[]; reporting: string; render: (list: SessionAsset[]) => React.ReactNode }) {
  const groups = groupBy(assets, (a) => (a.base_currency === reporting ? a.variable_currency : a.base_currency));
  return (
    <Flex direction="column" gap="3">
      {[...groups.keys()].sort().map((ccy) => (
        <Box key={ccy}>
          <Heading as="h3" size="2" mb="1">
            {ccy}
          </Heading>
          {render(groups.get(ccy)!)}
        </Box>
      ))}
    </Flex>
  );
}

/** Portfolio duration: weighted by absolute amount × bid / 100 (spec 001 §9). */
function PortfolioDuration({
  assets,
  positions,
  details,
}: {
  assets: SessionAsset[];
  positions: Map<string, PlayerPosition>;
  details: Map<number, AssetDetails> | null;
}) {
  const prices = usePrices();
  let weight = 0;
  let weighted = 0;
  for (const a of assets) {
    const p = positions.get(a.ric);
    const d = numericDetail(details?.get(a.asset_id), 'duration');
    const bid = prices.get(a.ric)?.bid ?? a.bid;
    if (!p || p.amount === 0 || d === null || bid === null) continue;
    const w = (Math.abs(p.amount) * bid) / 100;
    weight += w;
    weighted += w * d;
  }
  return (
    <Flex gap="2" align="baseline" mb="2">
      <Text size="2" color="gray">
        Portfolio duration
      </Text>
      <Text size="3" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {details === null ? '…' : weight > 0 ? `${formatNumber(weighted / weight, { decimals: 2 })} years` : '-'}
      </Text>
    </Flex>
  );
}
