/**
 * Target Strategic Allocations (spec 000 §2, §5): lower and upper share per asset group, in
 * percent; lower must be under upper ('Lower limit values must be lesser than upper limit
 * values!'), each 0 to 100 ('Limits must be between 0 and 100'). Saved with
 * create_update_group_allocations; the players table colours against them at once.
 */
import { Table } from '@radix-ui/themes';
import { SETTINGS_MESSAGES, groupAllocationsBody } from '@domain/session/settings-updates';
import { formatPercent } from '@domain/format';
import { NumericCell, NumericHeader } from '@/components/table-parts';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveGroupAllocations } from '../../api/settings';
import { useEdit } from '@/lib/use-edit';
import { PercentInput, fromPercentText, toPercentText } from '@/components/percent-input';
import { SettingsCard } from '@/components/settings-card';

type Row = { asset_group: string; lower: string; upper: string };

export function AllocationsCard({ groups }: { groups: string[] }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const saved: Row[] = groups.map((g) => {
    const limit = session.asset_group_allocations.find((a) => a.asset_group === g);
    return { asset_group: g, lower: toPercentText(limit?.lower_limit), upper: toPercentText(limit?.upper_limit) };
  });
  const e = useEdit(saved);
  const toPayload = (rows: Row[]) => rows.map((r) => ({ asset_group: r.asset_group, lower_limit: fromPercentText(r.lower), upper_limit: fromPercentText(r.upper) }));
  const check = (rows: Row[]) => {
    const payload = toPayload(rows);
    if (payload.some((r) => [r.lower_limit, r.upper_limit].some((v) => v !== null && (!Number.isFinite(v) || v < 0 || v > 1)))) return SETTINGS_MESSAGES.limitsRange;
    const parsed = groupAllocationsBody.safeParse({ asset_group_allocations: payload });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.limitsRange);
  };
  const set = (k: number, key: 'lower' | 'upper', v: string) => e.setDraft(e.draft.map((r, i) => (i === k ? { ...r, [key]: v } : r)));

  return (
    <SettingsCard
      title="Target Strategic Allocations"
      description="Share of each player's portfolio per asset group."
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() => void e.save(check, (rows) => saveGroupAllocations(sessionId, toPayload(rows)))}
    >
      <Table.Root size="1" aria-label="Target strategic allocations">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Group</Table.ColumnHeaderCell>
            <NumericHeader>Lower</NumericHeader>
            <NumericHeader>Upper</NumericHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {e.draft.map((r, k) => (
            <Table.Row key={r.asset_group} align="center">
              <Table.RowHeaderCell>{r.asset_group}</Table.RowHeaderCell>
              <NumericCell>
                {e.editing ? <PercentInput label={`${r.asset_group} lower limit`} value={r.lower} onChange={(v) => set(k, 'lower', v)} /> : r.lower === '' ? '—' : formatPercent(fromPercentText(r.lower))}
              </NumericCell>
              <NumericCell>
                {e.editing ? <PercentInput label={`${r.asset_group} upper limit`} value={r.upper} onChange={(v) => set(k, 'upper', v)} /> : r.upper === '' ? '—' : formatPercent(fromPercentText(r.upper))}
              </NumericCell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </SettingsCard>
  );
}
