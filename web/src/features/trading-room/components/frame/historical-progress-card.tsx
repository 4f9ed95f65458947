/**
 * The historical session's progress (spec 001 §2, §9): the simulation day, the wall-clock time
 * left, the share of simulated days elapsed and the period step.
 */
import { DataList, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { formatDate, formatHistoricalStep, formatNumber, formatPercent } from '@domain/format';
import { useSessionLive } from '@/lib/session-live/session-live';

export function HistoricalProgressCard() {
  const { session } = useSessionLive();
  if (!session || session.total_periods === null) return null;
  const progress = session.total_simulated_days > 0 ? session.elapsed_days / session.total_simulated_days : 0;
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="2">
        Historical progress
      </Heading>
      <Progress value={Math.min(100, progress * 100)} aria-label="Simulated days elapsed" />
      <DataList.Root size="1">
        <DataList.Item>
          <DataList.Label minWidth="120px">Simulation day</DataList.Label>
          <DataList.Value>{formatDate(session.scenario_date)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Remaining time</DataList.Label>
          <DataList.Value>{session.remaining_session_time === null ? '-' : formatHistoricalStep(session.remaining_session_time)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Progress</DataList.Label>
          <DataList.Value>
            <Text style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPercent(progress, 0)}</Text>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Period step</DataList.Label>
          <DataList.Value>
            <Text style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatNumber(session.period, { decimals: 0 })} / {formatNumber(session.total_periods, { decimals: 0 })}
            </Text>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="120px">Days left</DataList.Label>
          <DataList.Value>
            <Text style={{ fontVariantNumeric: 'tabular-nums' }}>{formatNumber(session.remaining_simulated_days, { decimals: 0 })}</Text>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Flex>
  );
}
