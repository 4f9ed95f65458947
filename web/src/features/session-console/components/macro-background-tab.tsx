/** Macro Background (historical sessions): the scenario's story the players read; saved with update_macro_background. */
import { Button, Card, Flex, Heading, Skeleton, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { fetchMacroBackground, saveMacroBackground } from '../api/settings';

const MAX = 20_000;

export function MacroBackgroundTab() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchMacroBackground(sessionId)
      .then((r) => setText(r.macro_background))
      .catch(() => setText(session.macro_background ?? ''));
    // Loaded once: the trainer's draft must not be overwritten while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId]);

  const save = async () => {
    if (text === null) return;
    setSaving(true);
    setError(null);
    try {
      await saveMacroBackground(sessionId, text);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="3" style={{ maxWidth: 860 }}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Macro Background
        </Heading>
        <Text size="2" color="gray">
          The economic setting of the scenario, shown to the players.
        </Text>
        {text === null ? (
          <Skeleton height="240px" />
        ) : (
          <TextArea aria-label="Macro background" rows={14} value={text} maxLength={MAX} onChange={(e) => setText(e.target.value)} />
        )}
        <Flex justify="between" align="center" gap="3">
          <Text size="1" color={error ? 'red' : 'gray'} role={error ? 'alert' : undefined}>
            {error ?? `${(text ?? '').length.toLocaleString('en-US')} / ${MAX.toLocaleString('en-US')} characters`}
          </Text>
          <Button onClick={() => void save()} loading={saving} disabled={text === null || text === session.macro_background}>
            Save
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
