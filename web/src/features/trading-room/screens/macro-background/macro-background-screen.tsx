/**
 * Macro background (spec 001 §2): the trainer's multi-line scenario text (`fetch_macro_background`),
 * read again when the session record changes (the trainer may edit it during the session).
 */
import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionLive } from '@/lib/session-live/session-live';
import { fetchMacroBackground } from '../shared/api/screens-api';
import { useLiveResource } from '@/lib/room/use-live-resource';

export function MacroBackgroundScreen() {
  const { sessionId, session } = useSessionLive();
  // session_updated carries the record with the text: follow it once loaded.
  const fetched = useLiveResource(() => fetchMacroBackground(sessionId), session?.macro_background);
  const text = session?.macro_background ?? fetched.data?.macro_background ?? null;
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Macro Background
      </Heading>
      {fetched.error ? <ErrorCallout message={fetched.error} onRetry={fetched.reload} /> : null}
      <Card size="3" style={{ maxWidth: 860 }}>
        {text === null ? (
          <Skeleton height="120px" />
        ) : text.trim() === '' ? (
          <Text color="gray">The instructor has not written a macro background for this session.</Text>
        ) : (
          <Text as="p" size="3" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6 }}>
            {text}
          </Text>
        )}
      </Card>
    </Flex>
  );
}
