/** React hooks over `openLiveChannel`: open while mounted (and while the path stays the same). */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LiveEvent } from '@domain/live-events';
import { openLiveChannel, type LiveChannel, type LiveStatus } from './live-channel';

/** The weakest status of several channels: all open is open, any lost one shows. */
function combine(statuses: LiveStatus[]): LiveStatus {
  if (statuses.length === 0) return 'closed';
  for (const s of ['offline', 'reconnecting', 'connecting', 'closed'] as const) if (statuses.includes(s)) return s;
  return 'open';
}

export interface LiveChannelsState {
  status: LiveStatus;
  /** Starts every channel over (after the retries were used up). */
  reconnect: () => void;
}

/** Opens one channel per path; `onEvent` may change between renders without reconnecting. */
export function useLiveChannels(paths: readonly string[], onEvent: (event: LiveEvent, path: string) => void): LiveChannelsState {
  const key = useMemo(() => [...new Set(paths)].sort().join('\n'), [paths]);
  const [statuses, setStatuses] = useState<Record<string, LiveStatus>>({});
  const onEventRef = useRef(onEvent);
  const channels = useRef<LiveChannel[]>([]);

  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let active = true;
    setStatuses(Object.fromEntries(list.map((p) => [p, 'connecting' as LiveStatus])));
    channels.current = list.map((path) =>
      openLiveChannel({
        path,
        onEvent: (event) => onEventRef.current(event, path),
        onStatus: (status) => {
          if (active) setStatuses((prev) => ({ ...prev, [path]: status }));
        },
      }),
    );
    return () => {
      active = false;
      for (const channel of channels.current) channel.close();
      channels.current = [];
    };
  }, [key]);

  const status = combine(key ? key.split('\n').map((p) => statuses[p] ?? 'connecting') : []);
  const reconnect = () => {
    for (const channel of channels.current) channel.reconnect();
  };
  return { status, reconnect };
}

/** One channel, or none while `path` is null. */
export function useLiveChannel(path: string | null, onEvent: (event: LiveEvent) => void): LiveChannelsState {
  const paths = useMemo(() => (path ? [path] : []), [path]);
  return useLiveChannels(paths, onEvent);
}
