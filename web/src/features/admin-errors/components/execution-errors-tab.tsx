/**
 * Execution errors (spec 002 §2 "/dashboard/errors"): id, text, timestamp, seen, with Mark as
 * seen; where it happened (session, class, player, instrument). The full message and the exact
 * time are in tooltips; the player links to their page in the session.
 */
import { CheckIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Flex, Table, Text, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { useState } from 'react';
import { AppLink } from '@/components/app-link';
import { EmptyRow, LoadingRows } from '@/components/table-parts';
import { ErrorCallout } from '@/components/error-callout';
import { markErrorAsSeen, ERRORS_PAGE_SIZE, type ExecutionErrorRow } from '../api/errors-api';
import type { PagedList } from '../hooks/use-paged-list';
import { Pagination } from './pagination';
import { TimeText, timeWithSeconds } from './time-cell';

const COLUMNS = 8;

export function ExecutionErrorsTab({ list }: { list: PagedList<ExecutionErrorRow> }) {
  const [busy, setBusy] = useState<number | null>(null);
  const rows = list.page?.results ?? null;

  const markSeen = async (id: number) => {
    setBusy(id);
    try {
      await markErrorAsSeen(id);
      list.reload();
    } catch {
      // The notification says why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex direction="column" gap="3">
      {list.error ? <ErrorCallout message={list.error} onRetry={list.reload} /> : null}
      <Box style={{ overflowX: 'auto' }}>
        <Table.Root size="1" variant="surface" aria-label="Execution errors">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Id</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Time</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Session</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Player</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Instrument</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell style={{ width: '34%' }}>Text</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Seen</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell style={{ width: 140 }}>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows === null && !list.error ? <LoadingRows columns={COLUMNS} /> : null}
            {rows !== null && rows.length === 0 ? <EmptyRow columns={COLUMNS}>No execution errors.</EmptyRow> : null}
            {rows?.map((e) => (
              <Table.Row key={e.id} data-error-id={e.id} align="center">
                <Table.Cell style={{ fontVariantNumeric: 'tabular-nums' }}>{e.id}</Table.Cell>
                <Table.Cell>
                  <TimeText ms={e.timestamp} />
                </Table.Cell>
                <Table.Cell>
                  <AppLink to={`/dashboard/sessions/${e.session_id}/players`}>{e.session_id}</AppLink>
                  <Text as="div" size="1" color="gray">
                    {e.klass_name}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <AppLink to={`/dashboard/sessions/${e.session_id}/players/${e.player_id}`}>{e.player_name}</AppLink>
                </Table.Cell>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>{e.ric}</Table.Cell>
                <Table.Cell style={{ maxWidth: 360 }}>
                  <Tooltip content={`${timeWithSeconds(e.timestamp)} UTC — ${e.text}`}>
                    <Text as="div" truncate tabIndex={0}>
                      {e.text}
                    </Text>
                  </Tooltip>
                </Table.Cell>
                <Table.Cell>
                  <Badge color={e.seen ? 'gray' : 'red'} variant="soft">
                    {e.seen ? 'Seen' : 'New'}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {e.seen ? null : (
                    <Button size="1" variant="soft" loading={busy === e.id} onClick={() => void markSeen(e.id)} aria-label={`Mark error ${e.id} as seen`}>
                      <CheckIcon /> Mark as seen
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {list.page ? <Pagination label="Execution errors" pageNumber={list.pageNumber} pageSize={ERRORS_PAGE_SIZE} count={list.page.count} onPage={list.setPageNumber} /> : null}
    </Flex>
  );
}
