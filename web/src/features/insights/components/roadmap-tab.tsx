/**
 * Roadmap (spec 001 §2 "Insights"): the player's own entries as a timeline, newest first, each
 * with its date, the team member who wrote it and its content; layout 2 shows the text beside
 * its image.
 */
import { Badge, Box, Button, Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { formatDate } from '@domain/format';
import { LAYOUT_LABELS, type RoadmapItem } from '@domain/contracts/insights';
import { ErrorCallout } from '@/components/error-callout';
import type { Remote } from '@/lib/use-remote';
import { DocumentView } from './document-view';
import { MediaImage } from './media-image';

function Entry({ item }: { item: RoadmapItem }) {
  return (
    <li className="insights-timeline-entry">
      <span className="insights-timeline-dot" aria-hidden />
      <Flex gap="2" align="baseline" wrap="wrap" mb="2">
        <Text size="2" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <time dateTime={item.timestamp}>{formatDate(item.timestamp, { time: true })}</time>
        </Text>
        <Text size="2" color="gray">
          {item.person}
        </Text>
        <Badge color="gray" variant="soft" size="1">
          {LAYOUT_LABELS[item.layout]}
        </Badge>
      </Flex>
      <Card size="2">
        {item.layout === 2 && item.image ? (
          <Grid columns={{ initial: '1', sm: '3fr 2fr' }} gap="4" align="start">
            <DocumentView doc={item.content} />
            <MediaImage url={item.image} alt="Beside the text" />
          </Grid>
        ) : (
          <DocumentView doc={item.content} />
        )}
      </Card>
    </li>
  );
}

export function RoadmapTab({ items, onAdd }: { items: Remote<RoadmapItem[]>; onAdd?: () => void }) {
  if (items.error) return <ErrorCallout message={items.error} onRetry={items.reload} />;
  if (!items.data) {
    return (
      <Flex direction="column" gap="3" aria-label="Loading roadmap">
        <Skeleton height="120px" />
        <Skeleton height="120px" />
      </Flex>
    );
  }
  if (!items.data.length) {
    return (
      <Flex direction="column" align="center" gap="3" py="8">
        <Text color="gray">No roadmap items yet.</Text>
        {onAdd ? (
          <Button variant="soft" onClick={onAdd}>
            Add the first item
          </Button>
        ) : null}
      </Flex>
    );
  }
  const newestFirst = [...items.data].reverse();
  return (
    <Box asChild>
      <ol className="insights-timeline" aria-label="Roadmap">
        {newestFirst.map((item) => (
          <Entry key={item.id} item={item} />
        ))}
      </ol>
    </Box>
  );
}
