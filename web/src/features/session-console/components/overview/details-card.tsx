/**
 * Session details (spec 000 §2 Overview): id, scenario type, approach, short limit, class name
 * (25 characters), created at and the status in its colour (finished red, playing green,
 * paused orange, others blue); a delay shows its minutes countdown.
 */
import { Card, DataList, Heading, Text } from '@radix-ui/themes';
import { RISK_APPROACH_LABELS, SCENARIO_TYPE_LABELS, SessionStatus, type RiskApproach, type ScenarioType } from '@domain/enums';
import { formatDate, shortLimitText, truncateName } from '@domain/format';
import { sessionStatusLabel } from '@/components/session-status-badge';
import type { SessionView } from '@domain/session/session-record';
import { HtmConsoleControl } from '../../console-registry';

export function statusColor(status: number): 'red' | 'green' | 'orange' | 'blue' {
  if (status === SessionStatus.Finished) return 'red';
  if (status === SessionStatus.Running) return 'green';
  if (status === SessionStatus.Paused) return 'orange';
  return 'blue';
}

export function DetailsCard({ session, htm = false }: { session: SessionView; /** The session has HTM bonds: the HTM status and Allow/Lock. */ htm?: boolean }) {
  const rows: [string, React.ReactNode][] = [
    ['Session id', session.id],
    ['Scenario type', SCENARIO_TYPE_LABELS[session.scenario_type as ScenarioType]],
    ['Approach', RISK_APPROACH_LABELS[session.risk_approach as RiskApproach]],
    [
      'Short limit',
      `${shortLimitText(session.allow_short_sell || session.allow_short_only_on_fx, session.short_sell_leverage)}${session.allow_short_only_on_fx ? ' (spot FX only)' : ''}`,
    ],
    ['Reporting currency', session.reporting_currency],
    ['Class', <span title={session.klass_name}>{truncateName(session.klass_name)}</span>],
    ['Created at', formatDate(session.create_date, { time: true })],
    [
      'Status',
      <Text color={statusColor(session.status)} weight="bold" data-testid="console-status">
        {sessionStatusLabel(session.status)}
        {session.status === SessionStatus.Delay ? ` — starts in ${session.delay_minutes_left} min` : ''}
      </Text>,
    ],
    ...(htm ? ([['HTM', <HtmConsoleControl session={session} />]] as [string, React.ReactNode][]) : []),
  ];
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="3">
        Session details
      </Heading>
      <DataList.Root size="2" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="120px">{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}
