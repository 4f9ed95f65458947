/**
 * Asset Class Limits and risk weights (spec 000 §2, §5): per asset class of the session, the
 * largest share of the initial AUM a position of the class may reach, and the class's risk
 * weight (risk-weighted approach), in percent, 0 to 100 ('Limits must be between 0 and 100').
 * Saved with update_asset_class_options; the order limits read them at once.
 */
import { Table } from '@radix-ui/themes';
import { ASSET_CLASS_LABELS, RiskApproach, type AssetClass } from '@domain/enums';
import { formatPercent } from '@domain/format';
import { SETTINGS_MESSAGES } from '@domain/session/settings-updates';
import { EmptyRow, NumericCell, NumericHeader } from '@/components/table-parts';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveAssetClassOptions } from '../../api/settings';
import { useEdit } from '@/lib/use-edit';
import { PercentInput, fromPercentText, toPercentText } from '@/components/percent-input';
import { SettingsCard } from '@/components/settings-card';

type Row = { asset_class: number; limit: string; weight: string };

export function ClassLimitsCard({ classes, defaultWeights }: { classes: number[]; defaultWeights: Map<number, number> }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const riskWeighted = session.risk_approach === RiskApproach.RiskWeighted;
  const saved: Row[] = classes.map((c) => {
    const o = session.asset_class_options.find((x) => x.asset_class === c);
    return { asset_class: c, limit: toPercentText(o?.pv_limit ?? 1), weight: toPercentText(o?.risk_weight ?? defaultWeights.get(c) ?? 1) };
  });
  const e = useEdit(saved);
  const toPayload = (rows: Row[]) => rows.map((r) => ({ asset_class: r.asset_class, pv_limit: fromPercentText(r.limit) ?? Number.NaN, risk_weight: fromPercentText(r.weight) ?? Number.NaN }));
  const check = (rows: Row[]) =>
    toPayload(rows).some((r) => [r.pv_limit, r.risk_weight].some((v) => !Number.isFinite(v) || v < 0 || v > 1)) ? SETTINGS_MESSAGES.limitsRange : null;
  const set = (k: number, key: 'limit' | 'weight', v: string) => e.setDraft(e.draft.map((r, i) => (i === k ? { ...r, [key]: v } : r)));

  return (
    <SettingsCard
      title="Asset Class Limits"
      description={riskWeighted ? 'Largest position per asset class as a share of the initial AUM, and the weight each class counts with against the risk weighted limit.' : 'Largest position per asset class, as a share of the initial AUM.'}
      editable={classes.length > 0}
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() => void e.save(check, (rows) => saveAssetClassOptions(sessionId, toPayload(rows)))}
    >
      <Table.Root size="1" aria-label="Asset class limits">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Asset class</Table.ColumnHeaderCell>
            <NumericHeader>Limit</NumericHeader>
            {riskWeighted ? <NumericHeader>Risk weight</NumericHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {classes.length === 0 ? <EmptyRow columns={riskWeighted ? 3 : 2}>Select and save some instruments.</EmptyRow> : null}
          {e.draft.map((r, k) => {
            const label = ASSET_CLASS_LABELS[r.asset_class as AssetClass];
            return (
              <Table.Row key={r.asset_class} align="center">
                <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
                <NumericCell>{e.editing ? <PercentInput label={`${label} limit`} value={r.limit} onChange={(v) => set(k, 'limit', v)} /> : formatPercent(fromPercentText(r.limit))}</NumericCell>
                {riskWeighted ? (
                  <NumericCell>{e.editing ? <PercentInput label={`${label} risk weight`} value={r.weight} onChange={(v) => set(k, 'weight', v)} /> : formatPercent(fromPercentText(r.weight))}</NumericCell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </SettingsCard>
  );
}
