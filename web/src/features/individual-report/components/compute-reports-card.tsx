/**
 * The admin's Compute reports on the session page (spec 002 §2, §7 `compute_individual_reports`;
 * issue #14): every player's report status (ready, unavailable, failed with its error) with a
 * link to the player's report page, and the action that computes them all again (also before
 * the finish; not while the session is being created), after a confirmation. The session object
 * computes them a slice at a time; the page has no session channel, so while some are pending
 * after a compute the statuses are read again every two seconds, with the progress shown, and
 * the outcome arrives as a notification.
 */
import { CrossCircledIcon, UpdateIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Card, Flex, Heading, Link as RadixLink, Progress, Table, Text, Tooltip } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SessionStatus } from '@domain/enums';
import { formatDate } from '@domain/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DisabledReason } from '@/components/disabled-reason';
import { ErrorCallout } from '@/components/error-callout';
import { EmptyRow, LoadingRows } from '@/components/table-parts';
import { errorMessage } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/notifications';
import { useRemote } from '@/lib/use-remote';
import { computeReports, fetchReportStatuses, type IndividualReportStatusRow } from '../api/individual-report-api';

export const CREATING_REASON = 'Reports cannot be computed while the session is being created.';
const POLL_MS = 2000;
const COLUMNS = 4;

function StatusBadge({ row }: { row: IndividualReportStatusRow }) {
  if (row.status === 1) return <Badge color="green">Ready</Badge>;
  if (row.status === 2) {
    return (
      <Tooltip content={row.error ?? row.message ?? ''}>
        <Badge color="red" tabIndex={0}>
          <CrossCircledIcon /> Failed
        </Badge>
      </Tooltip>
    );
  }
  return <Badge color="gray">Unavailable</Badge>;
}

export function ComputeReportsCard({ sessionId, status }: { sessionId: number; status: number | null }) {
  const rows = useRemote(() => fetchReportStatuses(sessionId), [sessionId]);
  const [busy, setBusy] = useState(false);
  const [computing, setComputing] = useState(false);
  const { reload } = rows;
  const creating = status === SessionStatus.Creating;
  const list = rows.data ?? [];
  const pending = list.filter((r) => r.status === 0).length;
  const ready = list.filter((r) => r.status === 1).length;
  const failed = list.filter((r) => r.status === 2).length;
  const anyComputed = list.some((r) => r.computed_at !== null);

  // While a compute runs, read the statuses again until none is pending.
  const announced = useRef(false);
  useEffect(() => {
    if (!computing) return;
    if (rows.data && pending === 0) {
      setComputing(false);
      if (!announced.current) {
        announced.current = true;
        notify({ kind: failed ? 'error' : 'success', message: `Reports computed: ${ready} ready${failed ? `, ${failed} failed` : ''}.` });
      }
      return;
    }
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [computing, rows.data, pending, ready, failed, reload]);

  const compute = async () => {
    setBusy(true);
    try {
      const { queued } = await computeReports(sessionId);
      notify({ kind: 'info', message: `Computing ${queued} report${queued === 1 ? '' : 's'}…` });
      announced.current = false;
      setComputing(true);
      reload();
    } catch (e) {
      notifyError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4">
              Individual reports
            </Heading>
            <Text size="1" color="gray">
              Computed for every player at the finish; compute them now to see them before (administrators only).
            </Text>
          </Flex>
          <ConfirmDialog
            trigger={
              <Button disabled={creating || busy || computing} loading={busy}>
                <UpdateIcon /> Compute reports
              </Button>
            }
            triggerDisabled={creating || computing}
            wrapTrigger={(t) => <DisabledReason reason={creating ? CREATING_REASON : computing ? 'The reports are being computed.' : null}>{t}</DisabledReason>}
            title={anyComputed ? 'Compute the reports again?' : 'Compute the reports?'}
            description={
              anyComputed
                ? `Every player's report in session ${sessionId} is computed again from their books at the session's current prices. Until each is done it reads as unavailable.`
                : `Every player's report in session ${sessionId} is computed from their books at the session's current prices.`
            }
            cancelLabel="Cancel"
            confirmLabel={anyComputed ? 'Compute again' : 'Compute'}
            onConfirm={() => void compute()}
          />
        </Flex>
        {computing && list.length ? (
          <Flex align="center" gap="3" role="status">
            <Progress value={(100 * (list.length - pending)) / list.length} aria-label="Reports computed" style={{ flexGrow: 1 }} />
            <Text size="1" color="gray" style={{ whiteSpace: 'nowrap' }}>
              {list.length - pending} of {list.length} computed
            </Text>
          </Flex>
        ) : null}
        {rows.error ? <ErrorCallout message={rows.error} onRetry={reload} /> : null}
        <Box style={{ overflowX: 'auto', maxHeight: 360, overflowY: 'auto' }}>
          <Table.Root size="1" variant="surface" aria-label="Individual reports">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Player</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Computed (UTC)</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Report</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.data === null && !rows.error ? <LoadingRows columns={COLUMNS} /> : null}
              {rows.data !== null && list.length === 0 ? <EmptyRow columns={COLUMNS}>No players in this session.</EmptyRow> : null}
              {list.map((r) => (
                <Table.Row key={r.player_id}>
                  <Table.RowHeaderCell>{r.player_name}</Table.RowHeaderCell>
                  <Table.Cell>
                    <StatusBadge row={r} />
                  </Table.Cell>
                  <Table.Cell style={{ whiteSpace: 'nowrap' }}>{r.computed_at ? formatDate(r.computed_at, { time: true }) : '-'}</Table.Cell>
                  <Table.Cell>
                    <RadixLink asChild size="2">
                      <Link to={`/dashboard/sessions/${sessionId}/players/${r.player_id}/individual-report`}>View report</Link>
                    </RadixLink>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Flex>
    </Card>
  );
}

export default ComputeReportsCard;
