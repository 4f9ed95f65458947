/**
 * View (spec 001 §2 "Insights"): the portfolio name with Save, Generate, and the generated
 * insights reports (created at, person, state, Download). A report is creating until the
 * session's `insights_report` event says created or error ('Failed to create Insights Report!').
 */
import { Badge, Button, Card, Flex, Heading, Spinner, Table, Text, TextField, Tooltip } from '@radix-ui/themes';
import { DownloadIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { formatDate } from '@domain/format';
import { MAX_PORTFOLIO_NAME, type InsightsProfile, type InsightsReport, type InsightsReportStatus } from '@domain/contracts/insights';
import { MESSAGES } from '@domain/messages';
import { DataTable } from '@/components/data-table';
import { DisabledReason } from '@/components/disabled-reason';
import { EmptyRow, LoadingRows } from '@/components/table-parts';
import { ErrorCallout } from '@/components/error-callout';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notifications';
import type { Remote } from '@/lib/use-remote';
import { downloadReport, generateReport, savePortfolioName } from '../api/insights-api';
import { PersonSelect } from './person-select';

const STATE: Record<InsightsReportStatus, { label: string; color: 'blue' | 'green' | 'red' }> = {
  creating: { label: 'Creating', color: 'blue' },
  created: { label: 'Created', color: 'green' },
  error: { label: 'Error', color: 'red' },
};

function StateBadge({ report }: { report: InsightsReport }) {
  const s = STATE[report.status];
  const badge = (
    <Badge color={s.color} variant="soft">
      {report.status === 'creating' ? <Spinner size="1" /> : report.status === 'error' ? <ExclamationTriangleIcon /> : null}
      {s.label}
    </Badge>
  );
  return report.status === 'error' ? <Tooltip content={report.error ?? MESSAGES.insightsReportFailed}>{badge}</Tooltip> : badge;
}

function PortfolioNameForm({ sessionId, profile, onSaved }: { sessionId: number; profile: InsightsProfile; onSaved: () => void }) {
  const [value, setValue] = useState(profile.portfolio_name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = value.trim();
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await savePortfolioName(sessionId, profile.player_id, trimmed);
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor="insights-portfolio-name">
        Portfolio name
      </Text>
      <Flex gap="2" align="center" wrap="wrap">
        <TextField.Root
          id="insights-portfolio-name"
          value={value}
          maxLength={MAX_PORTFOLIO_NAME}
          placeholder={`${profile.player_name}'s portfolio`}
          onChange={(e) => setValue(e.target.value)}
          style={{ minWidth: 260 }}
        />
        <DisabledReason reason={!trimmed ? 'Please enter a portfolio name' : trimmed === profile.portfolio_name ? 'Nothing changed' : null}>
          <Button loading={busy} disabled={!trimmed || trimmed === profile.portfolio_name} onClick={() => void save()}>
            Save
          </Button>
        </DisabledReason>
      </Flex>
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : (
        <Text size="1" color="gray">
          The reports are titled with it.
        </Text>
      )}
    </Flex>
  );
}

/** The player's insights reports, newest first, each with its state and its download. */
export function ReportsTable({ reports, empty = 'No reports yet: Generate makes a PDF of your roadmap and portfolio.' }: { reports: Remote<InsightsReport[]>; empty?: string }) {
  const download = async (r: InsightsReport) => {
    try {
      await downloadReport(r.file!, r.id);
    } catch (e) {
      notifyError(errorMessage(e));
    }
  };
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="3">
        Reports
      </Heading>
      {reports.error ? (
        <ErrorCallout message={reports.error} onRetry={reports.reload} />
      ) : (
        <DataTable label="Insights reports">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Created at</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Person</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Portfolio name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>State</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">File</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {!reports.data ? (
              <LoadingRows columns={5} />
            ) : !reports.data.length ? (
              <EmptyRow columns={5}>{empty}</EmptyRow>
            ) : (
              reports.data.map((r) => (
                <Table.Row key={r.id} align="center">
                  <Table.Cell style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatDate(r.created_at, { time: true, seconds: true })}</Table.Cell>
                  <Table.Cell>{r.person}</Table.Cell>
                  <Table.Cell>{r.portfolio_name}</Table.Cell>
                  <Table.Cell>
                    <StateBadge report={r} />
                  </Table.Cell>
                  <Table.Cell justify="end">
                    <DisabledReason reason={r.status === 'creating' ? 'The report is being created' : r.status === 'error' ? (r.error ?? MESSAGES.insightsReportFailed) : null}>
                      <Button size="1" variant="soft" disabled={r.status !== 'created'} onClick={() => void download(r)}>
                        <DownloadIcon /> Download
                      </Button>
                    </DisabledReason>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </DataTable>
      )}
    </Flex>
  );
}

export function ViewTab({ sessionId, profile, reports }: { sessionId: number; profile: Remote<InsightsProfile>; reports: Remote<InsightsReport[]> }) {
  const [personId, setPersonId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const creating = reports.data?.some((r) => r.status === 'creating') ?? false;

  const generate = async () => {
    if (personId === null) return setError(MESSAGES.teamMemberNotSelected);
    setBusy(true);
    setError(null);
    try {
      await generateReport(sessionId, personId);
      reports.reload();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex gap="5" wrap="wrap" align="end" justify="between">
          {profile.data ? <PortfolioNameForm key={profile.data.portfolio_name} sessionId={sessionId} profile={profile.data} onSaved={profile.reload} /> : profile.error ? <ErrorCallout message={profile.error} onRetry={profile.reload} /> : <Spinner />}
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor="insights-report-person">
              Prepared by
            </Text>
            <Flex gap="2" align="center">
              <PersonSelect id="insights-report-person" value={personId} onChange={setPersonId} />
              <DisabledReason reason={creating ? 'A report is being created' : null}>
                <Button loading={busy} disabled={creating} onClick={() => void generate()}>
                  Generate
                </Button>
              </DisabledReason>
            </Flex>
          </Flex>
        </Flex>
        {error ? (
          <Text as="p" size="1" color="red" role="alert" mt="2">
            {error}
          </Text>
        ) : null}
      </Card>

      <ReportsTable reports={reports} />
    </Flex>
  );
}
