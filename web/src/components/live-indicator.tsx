/** The small connection indicator of a live channel: green 'Live', amber while reconnecting, grey when given up. */
import { ReloadIcon } from '@radix-ui/react-icons';
import { Badge, Flex, IconButton, Tooltip } from '@radix-ui/themes';
import type { LiveStatus } from '@/lib/live-channel';

const TEXT: Record<LiveStatus, string> = {
  open: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Offline — reconnecting',
  offline: 'Offline',
  closed: 'Offline',
};

const COLOR: Record<LiveStatus, 'green' | 'amber' | 'gray'> = {
  open: 'green',
  connecting: 'amber',
  reconnecting: 'amber',
  offline: 'gray',
  closed: 'gray',
};

function Dot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{ width: 8, height: 8, borderRadius: '50%', background: `var(--${color}-9)`, display: 'inline-block', flexShrink: 0 }}
    />
  );
}

export function LiveIndicator({ status, onReconnect }: { status: LiveStatus; onReconnect?: () => void }) {
  const color = COLOR[status];
  return (
    <Flex align="center" gap="1">
      <Badge color={color} variant="soft" radius="full" role="status" aria-live="polite" data-live-status={status}>
        <Dot color={color} />
        {TEXT[status]}
      </Badge>
      {status === 'offline' && onReconnect ? (
        <Tooltip content="The live connection gave up after 5 attempts: try again">
          <IconButton size="1" variant="ghost" color="gray" aria-label="Reconnect" onClick={onReconnect}>
            <ReloadIcon />
          </IconButton>
        </Tooltip>
      ) : null}
    </Flex>
  );
}
