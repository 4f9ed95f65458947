/**
 * The selected class's sessions on the trainer and admin dashboards (spec 000 section 2): no
 * pagination; the status column carries the Pause (running) or Play (paused) toggle, which
 * sends the status the trainer saw; the row then changes through the class channel.
 */
import { PauseIcon, PlayIcon } from '@radix-ui/react-icons';
import { Button, Flex, Link, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { MESSAGES } from '@domain/messages';
import { SessionStatus } from '@domain/enums';
import { apiRequest, sessionsClient } from '@/lib/api-client';
import { SessionStatusBadge } from '@/components/session-status-badge';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { formatDate, truncateName } from '@domain/format';
import type { SessionRow } from '../api/sessions';
import { riskApproachLabel, scenarioTypeLabel, sessionPath } from '@/lib/session-labels';
import { playPause } from '@domain/contracts/lifecycle';
import { callSession } from '@/lib/session-call';

const COLUMNS = 8;

/** `onChanged` reloads the list after a toggle, in case the class channel is reconnecting. */
export function KlassSessionsTable({ sessions, onChanged }: { sessions: SessionRow[] | null; onChanged?: () => void }) {
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
              <Flex align="center" gap="2" wrap="nowrap">
                <SessionStatusBadge status={s.status} />
                <StatusToggle id={s.id} status={s.status} onChanged={onChanged} />
              </Flex>
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

/** Pause while running, Play while paused; nothing for other statuses (spec 000 §4). */
function StatusToggle({ id, status, onChanged }: { id: number; status: number; onChanged?: () => void }) {
  const [busy, setBusy] = useState(false);
  if (status !== SessionStatus.Running && status !== SessionStatus.Paused) return null;
  const label = status === SessionStatus.Running ? 'Pause' : 'Play';
  const toggle = async () => {
    setBusy(true);
    try {
      await callSession(playPause, id, { current_status: status });
      onChanged?.();
    } catch {
      // The notification shows the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="1" variant="soft" color={status === SessionStatus.Running ? 'orange' : 'green'} aria-label={`${label} session ${id}`} loading={busy} onClick={toggle}>
      {status === SessionStatus.Running ? <PauseIcon /> : <PlayIcon />} {label}
    </Button>
  );
}
