/**
 * News (spec 001 §2): the headlines delivered so far (`fetch_passed_news`), and each period's
 * new items as they arrive (`news_received`), highlighted until the player leaves the screen.
 */
import { Flex, Heading } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { fetchPassedNews, type NewsItem } from '../shared/api/screens-api';
import { useLiveResource } from '@/lib/room/use-live-resource';
import { NewsTable } from './components/news-table';

export function NewsScreen() {
  const { sessionId } = useSessionLive();
  const passed = useLiveResource(() => fetchPassedNews(sessionId));
  const [received, setReceived] = useState<NewsItem[]>([]);
  useSessionEvents((event) => {
    if (event.type === 'news_received') setReceived((prev) => [...event.data, ...prev]);
  });
  const items = useMemo(() => {
    if (passed.data === null) return null;
    const seen = new Set<string>();
    return [...received, ...passed.data]
      .filter((n) => !seen.has(n.id) && seen.add(n.id))
      .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  }, [passed.data, received]);
  const fresh = useMemo(() => new Set(received.map((n) => n.id)), [received]);

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        News
      </Heading>
      {passed.error ? <ErrorCallout message={passed.error} onRetry={passed.reload} /> : null}
      <NewsTable items={items} fresh={fresh} />
    </Flex>
  );
}
