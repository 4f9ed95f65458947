/** A trainee's class sessions with a Join (or View Returns, once finished) link opening a new tab. */
import { Box, Button, Card, Flex, Link, Skeleton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { SessionStatus } from '@domain/enums';
import { SessionStatusBadge } from '@/components/session-status-badge';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { formatDate, truncateName } from '@domain/format';
import type { SessionRow } from '../api/sessions';
import { riskApproachLabel, scenarioTypeLabel, sessionPath } from '@/lib/session-labels';

export const TRAINEE_EMPTY_TEXT = 'No sessions in your classes yet.';
const COLUMNS = 7;

export function TraineeSessionsTable({ sessions }: { sessions: SessionRow[] | null }) {
  return (
    <Table.Root variant="surface" size="2" aria-label="Sessions" aria-busy={sessions === null}>
      <Table.Header>
        <Table.Row>
          <NumericHeader>ID</NumericHeader>
          <Table.ColumnHeaderCell>Class</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Risk approach</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sessions === null ? <LoadingRows columns={COLUMNS} /> : null}
        {sessions?.length === 0 ? <EmptyRow columns={COLUMNS}>{TRAINEE_EMPTY_TEXT}</EmptyRow> : null}
        {sessions?.map((s) => (
          <Table.Row key={s.id} align="center">
            <NumericCell>{s.id}</NumericCell>
            <Table.Cell title={s.klass_name} style={{ whiteSpace: 'nowrap' }}>
              {truncateName(s.klass_name)}
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{scenarioTypeLabel(s.scenario_type)}</Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{riskApproachLabel(s.risk_approach)}</Table.Cell>
            <Table.Cell style={TABULAR_STYLE}>{formatDate(s.create_date, { time: true })}</Table.Cell>
            <Table.Cell>
              <SessionStatusBadge status={s.status} />
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              <Link href={sessionPath(s.id)} target="_blank" rel="noopener" weight="medium">
                {s.status === SessionStatus.Finished ? 'View Returns' : 'Join'}
              </Link>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Phones: one card per session, with a full-width Join link. */
export function TraineeSessionCards({ sessions }: { sessions: SessionRow[] | null }) {
  if (sessions === null) {
    return (
      <Flex direction="column" gap="3" aria-busy>
        <Skeleton height="132px" />
        <Skeleton height="132px" />
      </Flex>
    );
  }
  if (sessions.length === 0) {
    return (
      <Card>
        <Text as="p" size="2" color="gray" align="center" my="3">
          {TRAINEE_EMPTY_TEXT}
        </Text>
      </Card>
    );
  }
  return (
    <Flex asChild direction="column" gap="3">
      <ul aria-label="Sessions" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {sessions.map((s) => (
          <li key={s.id}>
            <Card size="2">
              <Flex direction="column" gap="2">
                <Flex align="center" justify="between" gap="2">
                  <Text weight="bold" style={TABULAR_STYLE}>
                    Session {s.id}
                  </Text>
                  <SessionStatusBadge status={s.status} />
                </Flex>
                <Text size="2" title={s.klass_name}>
                  {truncateName(s.klass_name)}
                </Text>
                <Text size="2" color="gray">
                  {scenarioTypeLabel(s.scenario_type)} · {riskApproachLabel(s.risk_approach)}
                </Text>
                <Text size="2" color="gray" style={TABULAR_STYLE}>
                  Created {formatDate(s.create_date, { time: true })}
                </Text>
                <Button asChild size="3" variant={s.status === SessionStatus.Finished ? 'soft' : 'solid'} mt="1">
                  <a href={sessionPath(s.id)} target="_blank" rel="noopener">
                    {s.status === SessionStatus.Finished ? 'View Returns' : 'Join'}
                  </a>
                </Button>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** The table from 768 px, cards below. */
export function TraineeSessions({ sessions }: { sessions: SessionRow[] | null }) {
  return (
    <>
      <Box display={{ initial: 'none', sm: 'block' }}>
        <TraineeSessionsTable sessions={sessions} />
      </Box>
      <Box display={{ initial: 'block', sm: 'none' }}>
        <TraineeSessionCards sessions={sessions} />
      </Box>
    </>
  );
}
