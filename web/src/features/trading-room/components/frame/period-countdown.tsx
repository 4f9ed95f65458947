/**
 * The countdown to the next historical period (spec 001 §2): minutes:seconds, red and bold at
 * 10 seconds or less, PAUSED while paused. A button: it opens the progress card (simulation day,
 * remaining time, progress, period step) in a 300 px panel.
 */
import { TimerIcon } from '@radix-ui/react-icons';
import { Button, Popover } from '@radix-ui/themes';
import { SessionStatus } from '@domain/enums';
import { formatCountdown } from '@domain/format';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useNow } from '../../hooks/use-now';
import { HistoricalProgressCard } from './historical-progress-card';

const URGENT_SECONDS = 10;

export function PeriodCountdown() {
  const { session } = useSessionLive();
  const now = useNow(250);
  if (!session || session.total_periods === null || session.status === SessionStatus.Finished) return null;
  const running = session.status === SessionStatus.Running && session.next_period_at !== null;
  const seconds = session.next_period_at ? Math.max(0, (session.next_period_at - now) / 1000) : 0;
  const urgent = running && seconds <= URGENT_SECONDS;
  const text = running ? formatCountdown(seconds) : session.status === SessionStatus.Frozen ? 'FROZEN' : session.status === SessionStatus.Paused ? 'PAUSED' : '--:--';
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button
          variant="soft"
          color={urgent ? 'red' : 'gray'}
          size="2"
          aria-label={`Next period in ${text}`}
          data-testid="period-countdown"
          style={{ fontVariantNumeric: 'tabular-nums', fontWeight: urgent ? 700 : undefined, minWidth: 88 }}
        >
          <TimerIcon aria-hidden />
          {text}
        </Button>
      </Popover.Trigger>
      <Popover.Content width="300px" maxWidth="300px">
        <HistoricalProgressCard />
      </Popover.Content>
    </Popover.Root>
  );
}
