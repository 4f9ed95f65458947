/**
 * /dashboard/sessions (spec 002 §2): every session, newest id first, page 1 of 20 rows by
 * default with a size selector; row actions play/pause, end, delete and clone. The admin
 * channel's session_created / session_updated (and session_deleted) reload the page shown.
 */
import { Link, Table, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, truncateName } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { ErrorCallout } from '@/components/error-callout';
import { SectionHeading } from '@/components/section-heading';
import { SessionStatusBadge } from '@/components/session-status-badge';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { useAdminEvents } from '@/lib/admin-live';
import { CredentialsDialog, credentialsFileName, type CredentialsShown } from '@/components/credentials-dialog';
import { riskApproachLabel, scenarioTypeLabel } from '@/lib/session-labels';
import { listSessionsPage, type AdminSessionRow, type SessionsPage } from '../api/admin-sessions';
import { CloneDialog } from './clone-dialog';
import { PaginationBar } from './pagination-bar';
import { SessionRowActions } from './session-row-actions';

const COLUMNS = 9;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const LIVE_EVENTS = ['session_created', 'session_updated', 'session_deleted'] as const;

export function SessionsListPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [data, setData] = useState<SessionsPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cloning, setCloning] = useState<AdminSessionRow | null>(null);
  const [shown, setShown] = useState<CredentialsShown | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const next = await listSessionsPage(page, pageSize);
      if (ticket !== latest.current) return;
      setError(null);
      setData(next);
    } catch (e) {
      if (ticket === latest.current && !isSessionExpiredError(e)) setError(errorMessage(e));
    }
  }, [page, pageSize]);

  useEffect(() => {
    void load();
  }, [load]);

  // A burst of events (a clone, a status change seen by several objects) reloads once.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useAdminEvents(LIVE_EVENTS, () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => void load(), 250);
  });
  useEffect(() => () => clearTimeout(pending.current), []);

  // After deletions the page shown may be past the last one: go to the last.
  useEffect(() => {
    if (!data || data.results.length > 0 || data.count === 0 || page === 1) return;
    setPage(Math.max(1, Math.ceil(data.count / pageSize)));
  }, [data, page, pageSize]);

  const rows = data?.results ?? null;
  return (
    <section aria-labelledby="sessions-title">
      <SectionHeading id="sessions-title" title="Sessions" description="Every trading session, newest first." />
      {error ? (
        <ErrorCallout message={error} onRetry={() => void load()} />
      ) : (
        <>
          <DataTable label="Sessions list" maxHeight="calc(100dvh - 300px)">
            <Table.Header>
              <Table.Row>
                <NumericHeader width="64px">ID</NumericHeader>
                <Table.ColumnHeaderCell>Class</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Trainer</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Risk approach</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Finished</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows === null ? <LoadingRows columns={COLUMNS} rows={5} /> : null}
              {rows?.length === 0 ? <EmptyRow columns={COLUMNS}>No sessions yet.</EmptyRow> : null}
              {rows?.map((s) => (
                <Table.Row key={s.id} align="center">
                  <NumericCell>
                    <Link asChild weight="medium">
                      <RouterLink to={`/dashboard/sessions/${s.id}/players`} aria-label={`Open session ${s.id}`}>
                        {s.id}
                      </RouterLink>
                    </Link>
                  </NumericCell>
                  <Table.Cell title={s.klass_name} style={{ whiteSpace: 'nowrap' }}>
                    {truncateName(s.klass_name)}
                  </Table.Cell>
                  <Table.Cell style={{ whiteSpace: 'nowrap' }}>{s.trainer_name ?? <Text color="gray">—</Text>}</Table.Cell>
                  <Table.Cell style={{ whiteSpace: 'nowrap' }}>{scenarioTypeLabel(s.scenario_type)}</Table.Cell>
                  <Table.Cell style={{ whiteSpace: 'nowrap' }}>{riskApproachLabel(s.risk_approach)}</Table.Cell>
                  <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>{formatDate(s.create_date, { time: true })}</Table.Cell>
                  <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>
                    {s.finish_date ? formatDate(s.finish_date, { time: true }) : <Text color="gray">—</Text>}
                  </Table.Cell>
                  <Table.Cell>
                    <SessionStatusBadge status={s.status} />
                  </Table.Cell>
                  <Table.Cell>
                    <SessionRowActions session={s} onChanged={() => void load()} onClone={setCloning} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </DataTable>
          <PaginationBar
            page={page}
            pageSize={pageSize}
            count={data?.count ?? null}
            sizes={PAGE_SIZES}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
      <CloneDialog
        session={cloning}
        onClose={() => setCloning(null)}
        onCloned={(clone) => {
          setCloning(null);
          if (clone.credentials.length > 0 || clone.klassName) {
            setShown({ title: `Session ${clone.id} cloned${clone.klassName ? ` into ${clone.klassName}` : ''}`, fileName: credentialsFileName(clone.klassName ?? `session-${clone.id}`), credentials: clone.credentials });
          }
          void load();
        }}
      />
      <CredentialsDialog shown={shown} onClose={() => setShown(null)} />
    </section>
  );
}
