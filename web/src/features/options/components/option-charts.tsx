/**
 * The Options Markets charts (spec 001 §2): the IV smile of the shown expiry (calls and puts by
 * strike), the term structure (ATM IV by days to expiry, the shown expiry marked) and the
 * underlying's spot with the position: its price history in the session (daily closes up to the
 * scenario date in a historical session, the last month in real time; the chain's spot as the
 * last point) with the strikes of the player's active contracts and the selected strike as
 * horizontal lines.
 */
import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { ChartData, ChartOptions } from 'chart.js';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDate, formatNumber } from '@domain/format';
import { baseOptions, scaleColor, seriesColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';
import { errorMessage } from '@/lib/api-client';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { fetchDailyHistory, fetchPeriodHistory, type PricePoint } from '@/lib/room/market-api';
import type { OptionAssetChain, OptionContractView } from '../api/options-api';
import { strikeRows, termStructure, type SelectedContract } from '../model/option-figures';

const HEIGHT = 220;
const pct = (v: number | null | undefined) => (v === null || v === undefined || !(v > 0) ? null : Math.round(v * 10_000) / 100);
const ivTooltip = { callbacks: { label: (c: { dataset: { label?: string }; parsed: { y: number | null } }) => `${c.dataset.label ?? ''} ${c.parsed.y === null ? '-' : `${formatNumber(c.parsed.y, { decimals: 1 })} %`}` } };

export function OptionCharts({
  chain,
  expiration,
  selected,
  positions,
}: {
  chain: OptionAssetChain;
  expiration: string | null;
  selected: SelectedContract | null;
  positions: OptionContractView[];
}) {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      <SmileChart chain={chain} expiration={expiration} />
      <TermChart chain={chain} expiration={expiration} />
      <SpotChart chain={chain} selected={selected} positions={positions} />
    </div>
  );
}

function ChartCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card size="2">
      <Flex justify="between" align="baseline" gap="2" mb="2">
        <Heading as="h3" size="2">
          {title}
        </Heading>
        {note ? (
          <Text size="1" color="gray">
            {note}
          </Text>
        ) : null}
      </Flex>
      {children}
    </Card>
  );
}

function SmileChart({ chain, expiration }: { chain: OptionAssetChain; expiration: string | null }) {
  const rows = expiration ? strikeRows(chain, expiration) : [];
  const data: ChartData<'line'> = {
    labels: rows.map((r) => formatNumber(r.strike, { decimals: 2, minDecimals: 0 })),
    datasets: [
      { label: 'Calls', data: rows.map((r) => pct(r.call?.implied_volatility)), borderColor: seriesColor(0), backgroundColor: seriesColor(0), pointRadius: 2, borderWidth: 2, spanGaps: true },
      { label: 'Puts', data: rows.map((r) => pct(r.put?.implied_volatility)), borderColor: seriesColor(1), backgroundColor: seriesColor(1), pointRadius: 2, borderWidth: 2, spanGaps: true },
    ],
  };
  const options = baseOptions<'line'>({ legend: true });
  options.plugins = { ...options.plugins, tooltip: ivTooltip as never };
  return (
    <ChartCard title="IV smile" note={expiration ? `IV % by strike · ${formatDate(expiration)}` : undefined}>
      <ThemedChart type="line" data={data} options={options} height={HEIGHT} label={`${chain.name} implied volatility by strike`} />
    </ChartCard>
  );
}

function TermChart({ chain, expiration }: { chain: OptionAssetChain; expiration: string | null }) {
  const points = termStructure(chain);
  const data: ChartData<'line'> = {
    labels: points.map((p) => `${p.days} d`),
    datasets: [
      {
        label: 'ATM IV',
        data: points.map((p) => pct(p.iv)),
        borderColor: seriesColor(2),
        backgroundColor: seriesColor(2),
        borderWidth: 2,
        pointRadius: points.map((p) => (p.expiration === expiration ? 6 : 3)),
        spanGaps: true,
      },
    ],
  };
  const options = baseOptions<'line'>();
  options.plugins = { ...options.plugins, tooltip: ivTooltip as never };
  return (
    <ChartCard title="Term structure" note="ATM IV % by days to expiry">
      <ThemedChart type="line" data={data} options={options} height={HEIGHT} label={`${chain.name} at-the-money implied volatility by expiry`} />
    </ChartCard>
  );
}

function useSpotHistory(assetId: number) {
  const { historical, session } = useSessionFlags();
  const [loaded, setLoaded] = useState<{ assetId: number; points: PricePoint[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scenarioDate = session?.scenario_date ?? null;
  const sessionId = session?.id;
  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    setError(null);
    const from = scenarioDate ? new Date(Date.parse(scenarioDate) - 182 * 86_400_000).toISOString().slice(0, 10) : null;
    const load = historical && scenarioDate && from ? fetchDailyHistory(sessionId, assetId, from, scenarioDate) : fetchPeriodHistory(sessionId, assetId, 'one_month');
    load.then((points) => !cancelled && setLoaded({ assetId, points })).catch((e: unknown) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [sessionId, assetId, historical, scenarioDate]);
  return { points: loaded && loaded.assetId === assetId ? loaded.points : null, error, historical };
}

function SpotChart({ chain, selected, positions }: { chain: OptionAssetChain; selected: SelectedContract | null; positions: OptionContractView[] }) {
  const { points, error, historical } = useSpotHistory(chain.asset_id);
  const series = [...(points ?? []).map((p) => ({ label: formatDate(p.timestamp, { time: !historical }), value: p.close }))];
  // The chain's spot is the last point: the moment the quotes are for.
  series.push({ label: historical ? formatDate(chain.quote_date) : 'now', value: chain.underlying_spot });
  const flat = (v: number) => series.map(() => v);
  const lines: ChartData<'line'>['datasets'] = [];
  const strikes = new Map<number, string[]>();
  for (const c of positions) {
    if (c.status !== 'Active' || c.options_instrument !== chain.asset_id) continue;
    const tags = strikes.get(c.strike) ?? [];
    tags.push(`${c.transaction === 'Buy' ? '+' : '−'}${c.contracts} ${c.contract_type === 'Call' ? 'C' : 'P'}`);
    strikes.set(c.strike, tags);
  }
  [...strikes.entries()].forEach(([strike, tags], i) =>
    lines.push({ label: `K ${formatNumber(strike, { decimals: 2, minDecimals: 0 })} (${tags.join(', ')})`, data: flat(strike), borderColor: seriesColor(4 + i), borderWidth: 1.5, pointRadius: 0 }),
  );
  if (selected && selected.assetId === chain.asset_id && !strikes.has(selected.strike)) {
    lines.push({ label: `Selected K ${formatNumber(selected.strike, { decimals: 2, minDecimals: 0 })}`, data: flat(selected.strike), borderColor: scaleColor('accent', 9), borderDash: [6, 4], borderWidth: 1.5, pointRadius: 0 });
  }
  const data: ChartData<'line'> = {
    labels: series.map((p) => p.label),
    datasets: [{ label: `${chain.underlying_ric} spot`, data: series.map((p) => p.value), borderColor: seriesColor(0), borderWidth: 2, pointRadius: 0 }, ...lines],
  };
  const options = baseOptions<'line'>({ legend: lines.length > 0 }) as ChartOptions<'line'>;
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''} ${formatNumber(c.parsed.y, { decimals: 2 })}` } } };
  return (
    <ChartCard title="Underlying spot and position" note={`Spot ${formatNumber(chain.underlying_spot, { decimals: 2 })} ${chain.currency}`}>
      {error ? (
        <Text size="2" color="red">
          {error}
        </Text>
      ) : points === null ? (
        <Skeleton height={`${HEIGHT}px`} />
      ) : (
        <ThemedChart type="line" data={data} options={options} height={HEIGHT} label={`${chain.underlying_ric} spot with the strikes of your contracts`} />
      )}
    </ChartCard>
  );
}
