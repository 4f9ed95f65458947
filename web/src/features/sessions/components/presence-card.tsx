/**
 * Who is online in the session, from its live channel. Trainers and admins see the whole class
 * (the channel tells them when players come and go); a trainee sees their own connection.
 */
import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { LiveStatus } from '@/lib/live-channel';
import type { RosterMember } from '../api/klass-roster';
import type { Presence } from '@/lib/session-live/live-state';

type Row = { id: number; username: string; role: string; online: boolean; you: boolean };

function Dot({ online }: { online: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        flexShrink: 0,
        background: online ? 'var(--green-9)' : 'var(--gray-7)',
      }}
    />
  );
}

export function buildPresenceRows(presence: Presence, roster: RosterMember[] | null, me: { id: number; username: string; role: string }, staff: boolean): Row[] {
  const rows = new Map<number, Row>();
  if (staff && roster) {
    for (const m of roster) {
      rows.set(m.id, { id: m.id, username: m.username, role: m.role === 'trainer' ? 'Trainer' : 'Trainee', online: presence.online.has(m.id), you: m.id === me.id });
    }
    for (const id of presence.online) {
      if (!rows.has(id)) {
        rows.set(id, { id, username: presence.names.get(id) ?? `User #${id}`, role: id === me.id ? me.role : 'Staff', online: true, you: id === me.id });
      }
    }
  }
  if (!rows.has(me.id)) rows.set(me.id, { id: me.id, username: me.username, role: me.role, online: presence.online.has(me.id), you: true });
  return [...rows.values()].sort((a, b) => Number(b.online) - Number(a.online) || a.username.localeCompare(b.username));
}

export function PresenceCard({
  presence,
  roster,
  me,
  staff,
  status,
}: {
  presence: Presence;
  roster: RosterMember[] | null;
  me: { id: number; username: string; role: string };
  staff: boolean;
  status: LiveStatus;
}) {
  const connected = status === 'open' && presence.known;
  const rows = buildPresenceRows(connected ? presence : { ...presence, online: new Set() }, roster, me, staff);
  const onlineCount = rows.filter((r) => r.online).length;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="presence-title">
        <Flex align="baseline" justify="between" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" size="4" id="presence-title">
            Who is online
          </Heading>
          {staff && connected ? (
            <Text size="2" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {onlineCount} of {rows.length} online
            </Text>
          ) : null}
        </Flex>
        {!connected ? (
          <Text as="p" size="2" color="gray" mb="3">
            {status === 'open' || status === 'connecting' ? 'Connecting to the session…' : 'The live connection is down; presence shows again once it is back.'}
          </Text>
        ) : null}
        {!staff && connected ? (
          <Text as="p" size="2" color="gray" mb="3">
            You are connected to this session. Your trainer sees who else has joined.
          </Text>
        ) : null}
        <Box asChild style={{ margin: 0, padding: 0, listStyle: 'none', opacity: connected ? 1 : 0.6 }}>
          <ul aria-label="Participants">
            {rows.map((r) => (
              <li key={r.id} style={{ borderTop: '1px solid var(--gray-a4)' }}>
                <Flex align="center" gap="3" py="2">
                  <Dot online={r.online} />
                  <Text size="2" weight={r.you ? 'bold' : 'regular'} style={{ flexGrow: 1, minWidth: 0 }} truncate>
                    {r.username}
                    {r.you ? ' (you)' : ''}
                  </Text>
                  <Badge size="1" variant="soft" color="gray">
                    {r.role}
                  </Badge>
                  <Text size="1" color={r.online ? 'green' : 'gray'} style={{ width: 44, textAlign: 'right' }}>
                    {!connected ? '—' : r.online ? 'Online' : 'Offline'}
                  </Text>
                </Flex>
              </li>
            ))}
          </ul>
        </Box>
      </section>
    </Card>
  );
}
