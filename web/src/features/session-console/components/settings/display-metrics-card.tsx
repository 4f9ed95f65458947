/** Displayed Metrics: which metrics the players see, saved with update_display_metrics. */
import { CheckboxGroup, Flex, Text } from '@radix-ui/themes';
import { DISPLAY_METRICS } from '@domain/enums';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveDisplayMetrics } from '../../api/settings';
import { useEdit } from '@/lib/use-edit';
import { SettingsCard } from '@/components/settings-card';

export function DisplayMetricsCard() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const e = useEdit<string[]>(session.display_metrics);
  return (
    <SettingsCard
      title="Displayed Metrics"
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() => void e.save(() => null, (d) => saveDisplayMetrics(sessionId, DISPLAY_METRICS.filter((m) => d.includes(m))))}
    >
      {e.editing ? (
        <CheckboxGroup.Root size="2" value={e.draft} onValueChange={(v) => e.setDraft(v)} aria-label="Displayed metrics">
          <Flex wrap="wrap" gap="3">
            {DISPLAY_METRICS.map((m) => (
              <CheckboxGroup.Item key={m} value={m}>
                {m}
              </CheckboxGroup.Item>
            ))}
          </Flex>
        </CheckboxGroup.Root>
      ) : (
        <Text size="2">{session.display_metrics.length ? session.display_metrics.join(', ') : 'None'}</Text>
      )}
    </SettingsCard>
  );
}
