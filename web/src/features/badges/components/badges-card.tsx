/**
 * The player's badges on the Portfolio (issue 14): each badge, unlocked with its date, or locked
 * (greyed) with how to unlock it; a `badge_unlocked` event updates the card at once.
 */
import { CheckCircledIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Badge, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { formatDate } from '@domain/format';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionEvents } from '@/lib/session-live/session-live';
import { useRemote } from '@/lib/use-remote';
import { getBadges, type BadgeView } from '../api/badges-api';

export function BadgesCard({ sessionId, historical }: { sessionId: number; historical: boolean }) {
  const badges = useRemote(() => getBadges(sessionId), [sessionId]);
  useSessionEvents((event) => {
    if (event.type === 'badge_unlocked') badges.reload();
  });
  const list = badges.data?.badges ?? null;
  const unlocked = list?.filter((b) => b.unlocked).length ?? 0;
  return (
    <Card size="2" aria-labelledby="badges-title">
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="3" id="badges-title">
          Badges
        </Heading>
        {list ? (
          <Text size="1" color="gray">
            {unlocked} of {list.length} unlocked
          </Text>
        ) : null}
      </Flex>
      {badges.error ? <ErrorCallout message={badges.error} onRetry={badges.reload} /> : null}
      {!list && !badges.error ? <Skeleton height="120px" /> : null}
      <Flex direction="column" gap="3" asChild>
        <ul aria-label="Badges" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list?.map((b) => <BadgeItem key={b.badge} badge={b} historical={historical} />)}
        </ul>
      </Flex>
    </Card>
  );
}

function BadgeItem({ badge, historical }: { badge: BadgeView; historical: boolean }) {
  const Icon = badge.unlocked ? CheckCircledIcon : LockClosedIcon;
  return (
    <li data-badge={badge.badge} data-unlocked={badge.unlocked} style={{ opacity: badge.unlocked ? 1 : 0.6 }}>
      <Flex gap="3" align="start">
        <Flex
          align="center"
          justify="center"
          flexShrink="0"
          style={{ width: 32, height: 32, borderRadius: '50%', background: badge.unlocked ? 'var(--green-a4)' : 'var(--gray-a4)', color: badge.unlocked ? 'var(--green-11)' : 'var(--gray-10)' }}
        >
          <Icon width={18} height={18} aria-hidden />
        </Flex>
        <Flex direction="column" gap="1" minWidth="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" weight="bold" color={badge.unlocked ? undefined : 'gray'}>
              {badge.name}
            </Text>
            {badge.unlocked ? (
              <Badge color="green" variant="soft" size="1">
                Unlocked {formatDate(badge.unlocked_at, historical ? {} : { time: true })}
              </Badge>
            ) : (
              <Badge color="gray" variant="outline" size="1">
                Locked
              </Badge>
            )}
          </Flex>
          <Text size="1" color="gray">
            {badge.unlocked ? badge.description : `To unlock: ${badge.unlock}`}
          </Text>
        </Flex>
      </Flex>
    </li>
  );
}
