/** The selected class's sessions on the trainer and admin dashboards (spec 000 section 2). */
import { Link, Table, Text } from '@radix-ui/themes';
import { MESSAGES } from '@domain/messages';
import { SessionStatusBadge } from '@/components/session-status-badge';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { formatDate, truncateName } from '@domain/format';
import type { SessionRow } from '../api/sessions';
import { riskApproachLabel, scenarioTypeLabel, sessionPath } from './session-labels';

const COLUMNS = 8;

export function KlassSessionsTable({ sessions }: { sessions: SessionRow[] | null }) {
  return (
    <Table.Root variant="surface" size="2" aria-label="Sessions of the selected class" aria-busy={sessions === null}>
      <Table.Header>
        <Table.Row>
          <NumericHeader>ID</NumericHeader>
          <Table.ColumnHeaderCell>Class</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Risk approach</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Created at</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Finished at</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sessions === null ? <LoadingRows columns={COLUMNS} /> : null}
        {sessions?.length === 0 ? <EmptyRow columns={COLUMNS}>{MESSAGES.noSessionsForClass}</EmptyRow> : null}
        {sessions?.map((s) => (
          <Table.Row key={s.id} align="center">
            <NumericCell>{s.id}</NumericCell>
            <Table.Cell title={s.klass_name} style={{ whiteSpace: 'nowrap' }}>
              {truncateName(s.klass_name)}
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{scenarioTypeLabel(s.scenario_type)}</Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{riskApproachLabel(s.risk_approach)}</Table.Cell>
            <Table.Cell style={TABULAR_STYLE}>{formatDate(s.create_date, { time: true })}</Table.Cell>
            <Table.Cell style={TABULAR_STYLE}>
              {s.finish_date ? formatDate(s.finish_date, { time: true }) : <Text color="gray">—</Text>}
            </Table.Cell>
            <Table.Cell>
              <SessionStatusBadge status={s.status} />
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              <Link href={sessionPath(s.id)} target="_blank" rel="noopener" weight="medium">
                Join session
              </Link>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
