/**
 * Timeline and progress of a historical session (spec 000 §2): the simulated period, the date
 * reached, progress as simulated days elapsed over total, the countdown to the next period
 * ('mm:ss', red and bold at 10 seconds or less, PAUSED when paused) and the time left.
 */
import { Card, DataList, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { SessionStatus } from '@domain/enums';
import { formatCountdown, formatDate, formatNumber } from '@domain/format';
import { formatDurationHoursMinutes } from '@domain/calendar';
import type { SessionView } from '@domain/session/session-record';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

export function TimelineCard({ session }: { session: SessionView }) {
  const running = session.status === SessionStatus.Running;
  const now = useNow(running);
  const progress = session.total_simulated_days > 0 ? (100 * session.elapsed_days) / session.total_simulated_days : 0;
  const secondsLeft = session.next_period_at ? (session.next_period_at - now) / 1000 : null;
  let countdown: React.ReactNode = '—';
  if (session.status === SessionStatus.Paused || session.status === SessionStatus.Frozen) countdown = <Text weight="bold">PAUSED</Text>;
  else if (session.currently_passing_time) countdown = 'Advancing…';
  else if (running && secondsLeft !== null) {
    const urgent = secondsLeft <= 10;
    countdown = (
      <Text color={urgent ? 'red' : undefined} weight={urgent ? 'bold' : 'regular'}>
        {formatCountdown(secondsLeft)}
      </Text>
    );
  }
  const rows: [string, React.ReactNode][] = [
    ['Historical period', `${formatDate(session.start_date)} → ${formatDate(session.end_date)}`],
    ['Scenario date', formatDate(session.scenario_date)],
    ['Period', `${session.period} of ${session.total_periods ?? '—'}`],
    ['Frequency', `${session.frequency} workday${session.frequency === 1 ? '' : 's'} per period`],
    ['Next period in', countdown],
    ['Time left', session.remaining_session_time !== null ? formatDurationHoursMinutes(Math.max(0, session.remaining_session_time)) : '—'],
  ];
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="3">
        Timeline and progress
      </Heading>
      <Flex direction="column" gap="3">
        <Flex align="center" gap="3">
          <Progress value={Math.min(100, progress)} aria-label="Simulated days elapsed" style={{ flexGrow: 1 }} />
          <Text size="2" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(progress, { decimals: 1 })}%
          </Text>
        </Flex>
        <Text size="1" color="gray">
          {session.elapsed_days} of {session.total_simulated_days} simulated days
        </Text>
        <DataList.Root size="2" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label minWidth="120px">{label}</DataList.Label>
              <DataList.Value>{value}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Flex>
    </Card>
  );
}
