/**
 * Metrics Limits: lower and upper bounds per limit metric, and whether they are enforced.
 * Steps and bounds of spec 000 §5 (VaR 100,000 and ±100,000,000; Sharpe, Treynor, Beta 0.1 and
 * ±10; Alpha and volatility 0.01 and ±10); lower under upper.
 */
import { Checkbox, Table, TextField } from '@radix-ui/themes';
import { LIMIT_METRICS } from '@domain/enums';
import { formatNumber } from '@domain/format';
import { metricsLimitsBody } from '@domain/session/settings-updates';
import { NumericCell, NumericHeader } from '@/components/table-parts';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveMetricsLimits } from '../../api/settings';
import { useEdit } from '@/lib/use-edit';
import { metricStep } from './metric-limit-card';
import { SettingsCard } from '@/components/settings-card';

type Row = { metric_type: string; lower: string; upper: string; enforced: boolean };
const num = (t: string) => (t.trim() === '' ? null : Number(t));

export function MetricsLimitsCard() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const saved: Row[] = LIMIT_METRICS.map((m) => {
    const l = session.metrics_limits.find((x) => x.metric_type === m);
    return { metric_type: m, lower: l?.lower_limit == null ? '' : String(l.lower_limit), upper: l?.upper_limit == null ? '' : String(l.upper_limit), enforced: l?.enforced ?? false };
  });
  const e = useEdit(saved);
  const payload = (rows: Row[]) => rows.map((r) => ({ metric_type: r.metric_type, lower_limit: num(r.lower), upper_limit: num(r.upper), enforced: r.enforced }));
  const check = (rows: Row[]) => {
    const parsed = metricsLimitsBody.safeParse({ metrics_limits: payload(rows) });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
  const set = (k: number, patch: Partial<Row>) => e.setDraft(e.draft.map((r, i) => (i === k ? { ...r, ...patch } : r)));
  const show = (r: Row, v: string) => (v === '' ? '—' : formatNumber(Number(v), { decimals: r.metric_type === 'VaR' ? 0 : 2 }));
  const input = (r: Row, k: number, key: 'lower' | 'upper') => (
    <TextField.Root size="1" type="number" step={metricStep(r.metric_type)} aria-label={`${r.metric_type} ${key} limit`} value={r[key]} onChange={(ev) => set(k, { [key]: ev.target.value })} style={{ width: 110 }} />
  );
  return (
    <SettingsCard
      title="Metrics Limits"
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() => void e.save(check, (rows) => saveMetricsLimits(sessionId, payload(rows).filter((r) => r.lower_limit !== null || r.upper_limit !== null || r.enforced)))}
    >
      <Table.Root size="1" aria-label="Metrics limits">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Metric</Table.ColumnHeaderCell>
            <NumericHeader>Lower</NumericHeader>
            <NumericHeader>Upper</NumericHeader>
            <Table.ColumnHeaderCell>Enforced</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {e.draft.map((r, k) => (
            <Table.Row key={r.metric_type} align="center">
              <Table.RowHeaderCell>{r.metric_type}</Table.RowHeaderCell>
              <NumericCell>{e.editing ? input(r, k, 'lower') : show(r, r.lower)}</NumericCell>
              <NumericCell>{e.editing ? input(r, k, 'upper') : show(r, r.upper)}</NumericCell>
              <Table.Cell>
                <Checkbox disabled={!e.editing} checked={r.enforced} onCheckedChange={(v) => set(k, { enforced: v === true })} aria-label={`Enforce ${r.metric_type} limits`} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </SettingsCard>
  );
}
