/**
 * Other Settings: sound, required investment rationale and short selling on spot FX only
 * (allow_short_only_on_fx: Short Sell is then offered on spot FX only, whatever the session's
 * allow short sell says), each a toggle saved at once.
 * The individual-benchmark toggle stays hidden until individual benchmarks land.
 */
import { Flex, Switch, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { toggleShortOnlyOnFx } from '@domain/contracts/settings';
import { callSession } from '@/lib/session-call';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { toggleRationale, toggleSound } from '../../api/settings';
import { SettingsCard } from '@/components/settings-card';

export function OtherSettingsCard() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, call: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await call();
    } catch {
      // Notified.
    } finally {
      setBusy(null);
    }
  };
  const row = (key: string, label: string, checked: boolean, call: (v: boolean) => Promise<unknown>) => (
    <Text as="label" size="2" key={key}>
      <Flex gap="2" align="center" style={{ minHeight: 40 }}>
        <Switch checked={checked} disabled={busy === key} onCheckedChange={(v) => void run(key, () => call(v))} />
        {label}
      </Flex>
    </Text>
  );
  return (
    <SettingsCard title="Other Settings">
      <Flex direction="column">
        {row('sound', 'Sound', session.allow_sound, (v) => toggleSound(sessionId, v))}
        {row('rationale', 'Require investment rationale', session.require_investment_rationale, (v) => toggleRationale(sessionId, v))}
        {row('short-fx', 'Allow short selling only on spot FX', Boolean(session.allow_short_only_on_fx), (v) =>
          callSession(toggleShortOnlyOnFx, sessionId, { value: v }, { notify: true }),
        )}
      </Flex>
    </SettingsCard>
  );
}
