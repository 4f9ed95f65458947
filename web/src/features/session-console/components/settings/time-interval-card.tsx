/** Time Interval (historical sessions): the pass time per period, 20 to 2000 s, shown as 'NNm:NNs'. */
import { DataList, TextField } from '@radix-ui/themes';
import { SESSION_LIMITS } from '@domain/constants';
import { formatHistoricalStep } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveHistoricalStep } from '../../api/settings';
import { useEdit } from '@/lib/use-edit';
import { SettingsCard } from '@/components/settings-card';

export function TimeIntervalCard() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const e = useEdit(String(session.historical_sleep_time));
  const check = (d: string) => {
    const n = Number(d);
    return d.trim() !== '' && Number.isInteger(n) && n >= SESSION_LIMITS.passTimeMin && n <= SESSION_LIMITS.passTimeMax ? null : MESSAGES.invalidNumber;
  };
  return (
    <SettingsCard
      title="Time Interval"
      description="Real seconds each historical period lasts."
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() => void e.save(check, (d) => saveHistoricalStep(sessionId, Number(d)))}
    >
      <DataList.Root size="2">
        <DataList.Item align="center">
          <DataList.Label minWidth="120px">Historical step</DataList.Label>
          <DataList.Value style={{ fontVariantNumeric: 'tabular-nums' }}>
            {e.editing ? (
              <TextField.Root size="1" type="number" step={1} min={SESSION_LIMITS.passTimeMin} max={SESSION_LIMITS.passTimeMax} aria-label="Seconds per period" value={e.draft} onChange={(ev) => e.setDraft(ev.target.value)} style={{ width: 120 }}>
                <TextField.Slot side="right">s</TextField.Slot>
              </TextField.Root>
            ) : (
              formatHistoricalStep(session.historical_sleep_time)
            )}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </SettingsCard>
  );
}
