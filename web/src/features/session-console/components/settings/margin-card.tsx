/** Margin (spec 000 §2): FX and bond leverage in percent, saved with update_leverage_settings. */
import { DataList } from '@radix-ui/themes';
import { formatPercent } from '@domain/format';
import { SETTINGS_MESSAGES, leverageBody } from '@domain/session/settings-updates';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveLeverage } from '../../api/settings';
import { useEdit } from '@/lib/use-edit';
import { PercentInput, fromPercentText, toPercentText } from '@/components/percent-input';
import { SettingsCard } from '@/components/settings-card';

export function MarginCard() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const e = useEdit({ fx: toPercentText(session.fx_leverage), bond: toPercentText(session.bond_leverage) });
  const check = (d: { fx: string; bond: string }) => {
    const parsed = leverageBody.safeParse({ fx_leverage: fromPercentText(d.fx), bond_leverage: fromPercentText(d.bond) });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.limitsRange);
  };
  const rows: ['fx' | 'bond', string][] = [
    ['fx', 'FX leverage'],
    ['bond', 'Bond leverage'],
  ];
  return (
    <SettingsCard
      title="Margin"
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() => void e.save(check, (d) => saveLeverage(sessionId, fromPercentText(d.fx)!, fromPercentText(d.bond)!))}
    >
      <DataList.Root size="2">
        {rows.map(([key, label]) => (
          <DataList.Item key={key} align="center">
            <DataList.Label minWidth="120px">{label}</DataList.Label>
            <DataList.Value style={{ fontVariantNumeric: 'tabular-nums' }}>
              {e.editing ? <PercentInput label={label} value={e.draft[key]} onChange={(v) => e.setDraft({ ...e.draft, [key]: v })} /> : formatPercent(fromPercentText(e.draft[key]))}
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </SettingsCard>
  );
}
