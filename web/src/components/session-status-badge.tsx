/** Session status as a coloured badge: finished red, running green, paused orange, others blue (spec 000 section 2). */
import { Badge } from '@radix-ui/themes';
import { SESSION_STATUS_LABELS, SessionStatus } from '@domain/enums';

export function sessionStatusLabel(status: number): string {
  return SESSION_STATUS_LABELS[status as SessionStatus] ?? `Status ${status}`;
}

function colorOf(status: number): 'red' | 'green' | 'orange' | 'blue' {
  if (status === SessionStatus.Finished) return 'red';
  if (status === SessionStatus.Running) return 'green';
  if (status === SessionStatus.Paused) return 'orange';
  return 'blue';
}

export function SessionStatusBadge({ status }: { status: number }) {
  return (
    <Badge color={colorOf(status)} variant="soft">
      {sessionStatusLabel(status)}
    </Badge>
  );
}
