/**
 * Settings (spec 001 §2): the player's name, who is trading, and the 'Sound enabled' checkbox kept in a cookie.
 * Fills chime only when the session allows sound; the screen says so when the trainer has
 * turned it off, rather than leaving a checkbox that silently does nothing.
 */
import { Button, Callout, Card, Checkbox, DataList, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { updatePlayerName } from '@/lib/room/player-api';
import { useAtomValue } from 'jotai';
import { authAtom } from '@/lib/auth-state';
import { useSessionLive } from '@/lib/session-live/session-live';
import { usePlayer } from '@/lib/room/player-state';
import { DisabledReason } from '@/components/disabled-reason';
import { playFillChime } from './hooks/use-fill-sound';
import { setSoundEnabled, useSoundEnabled } from './hooks/sound-setting';

/** The player's name in this session (the trainer's players table shows it). */
function PlayerNameForm({ name, onSaved }: { name: string; onSaved: () => void }) {
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = value.trim();
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await updatePlayerName(trimmed);
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="center">
        <TextField.Root aria-label="Name" value={value} maxLength={64} onChange={(e) => setValue(e.target.value)} style={{ minWidth: 200 }} />
        <Button size="2" loading={busy} disabled={!trimmed || trimmed === name} onClick={() => void save()}>
          Save
        </Button>
      </Flex>
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

export function SettingsScreen() {
  const { session } = useSessionLive();
  const { player, reload } = usePlayer();
  const auth = useAtomValue(authAtom);
  const enabled = useSoundEnabled();
  const allowed = session?.allow_sound ?? true;

  return (
    <Flex direction="column" gap="3" maxWidth="640px">
      <Heading as="h1" size="5">
        Settings
      </Heading>
      <Card size="2">
        <Heading as="h2" size="3" mb="3">
          Player
        </Heading>
        <DataList.Root size="2">
          <DataList.Item>
            <DataList.Label minWidth="140px">Name</DataList.Label>
            <DataList.Value>{player ? <PlayerNameForm key={player.name} name={player.name} onSaved={reload} /> : (auth?.username ?? '-')}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="140px">Trading as</DataList.Label>
            <DataList.Value>{auth?.selected_person?.name ?? '-'}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <Card size="2">
        <Heading as="h2" size="3" mb="3">
          Sound
        </Heading>
        <Flex direction="column" gap="3">
          <Text as="label" size="2">
            <Flex gap="2" align="center" style={{ minHeight: 40 }}>
              <Checkbox checked={enabled} onCheckedChange={(v) => setSoundEnabled(v === true)} />
              Sound enabled
            </Flex>
          </Text>
          <Text size="2" color="gray">
            A chime plays when one of your orders is filled.
          </Text>
          {!allowed ? (
            <Callout.Root color="gray" size="1">
              <Callout.Text>The instructor has turned sound off for this session.</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex>
            <DisabledReason reason={!allowed ? 'Sound is off for this session' : !enabled ? 'Sound is disabled' : null}>
              <Button variant="soft" size="2" disabled={!enabled || !allowed} onClick={playFillChime}>
                Play test sound
              </Button>
            </DisabledReason>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
