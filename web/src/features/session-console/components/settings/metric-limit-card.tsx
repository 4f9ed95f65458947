/** The session's limit metric (set at creation): its low and high limits, saved with update_metric_limits. */
import { DataList, TextField } from '@radix-ui/themes';
import { formatNumber } from '@domain/format';
import { METRIC_BOUNDS, metricLimitBody } from '@domain/session/settings-updates';
import type { LimitMetric } from '@domain/enums';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveMetricLimit } from '../../api/settings';
import { useEdit } from '@/lib/use-edit';
import { SettingsCard } from '@/components/settings-card';

export function metricStep(metric: string): number {
  return metric === 'VaR' ? 100_000 : metric === 'Alpha' || metric === 'Volatility' ? 0.01 : 0.1;
}

const num = (t: string) => (t.trim() === '' ? null : Number(t));

export function MetricLimitCard() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const metric = session.limit_metric as LimitMetric;
  const bound = METRIC_BOUNDS[metric];
  const e = useEdit({ low: session.metric_limit_low === null ? '' : String(session.metric_limit_low), high: session.metric_limit_high === null ? '' : String(session.metric_limit_high) });
  const check = (d: { low: string; high: string }) => {
    const low = num(d.low);
    const high = num(d.high);
    if ([low, high].some((v) => v !== null && (!Number.isFinite(v) || Math.abs(v) > bound))) return `${metric} limits are between -${bound} and ${bound}`;
    const parsed = metricLimitBody.safeParse({ low_limit: low, high_limit: high });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
  const field = (key: 'low' | 'high', label: string) =>
    e.editing ? (
      <TextField.Root size="1" type="number" step={metricStep(metric)} min={-bound} max={bound} aria-label={label} value={e.draft[key]} onChange={(ev) => e.setDraft({ ...e.draft, [key]: ev.target.value })} style={{ width: 140 }} />
    ) : e.draft[key] === '' ? (
      '—'
    ) : (
      formatNumber(Number(e.draft[key]), { decimals: metric === 'VaR' ? 0 : 2 })
    );
  return (
    <SettingsCard
      title={`${metric} limit`}
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() => void e.save(check, (d) => saveMetricLimit(sessionId, num(d.low), num(d.high)))}
    >
      <DataList.Root size="2">
        <DataList.Item align="center">
          <DataList.Label minWidth="120px">Low limit</DataList.Label>
          <DataList.Value>{field('low', `${metric} low limit`)}</DataList.Value>
        </DataList.Item>
        <DataList.Item align="center">
          <DataList.Label minWidth="120px">High limit</DataList.Label>
          <DataList.Value>{field('high', `${metric} high limit`)}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </SettingsCard>
  );
}
