/**
 * The individual report (spec 000 §2 "Report widgets", 001 §2 individual_report; issue #14), one
 * view for the trainee's screen, the trainer's player modal and the admin's report page. It
 * reads `/individual_report/get` and shows what the server decided: the spec's text while the
 * report is not visible ('Reports are available when the session is finished.'), not computed
 * (status 0) or failed (status 2); when ready, the four widgets of figures, the return breakdowns
 * as bar charts, the positions and deals (an error text with a red icon where a figure could
 * not be computed), the definitions as the footnote, and a Download PDF button. `refreshKey`
 * reads it again (a live `individual_report_updated`, a finish).
 */
import { DownloadIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { IndividualReport } from '@domain/contracts/reports';
import { formatDate } from '@domain/format';
import { reportWidgets } from '@domain/reports/individual-report-figures';
import { ErrorCallout } from '@/components/error-callout';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notifications';
import { useRemote } from '@/lib/use-remote';
import { downloadReportPdf, fetchIndividualReport } from '../api/individual-report-api';
import { BreakdownCharts } from './breakdown-charts';
import { FigureWidget } from './figure-widget';
import { DealsTable, PositionsTable } from './report-tables';

export interface IndividualReportViewProps {
  sessionId: number;
  /** The player whose report it is; null for the signed-in trainee's own. */
  playerId: number | null;
  /** Changing it reads the report again. */
  refreshKey?: unknown;
  /** Whether to show the player's name as the heading (pages that do not already). */
  showName?: boolean;
}

export function IndividualReportView({ sessionId, playerId, refreshKey, showName = false }: IndividualReportViewProps) {
  const remote = useRemote(() => fetchIndividualReport(sessionId, playerId), [sessionId, playerId, refreshKey]);
  const answer = remote.data;

  if (remote.error) {
    // Not visible yet, someone else's or no such player: the server's words, not an alarm.
    if (remote.status === 403 || remote.status === 404) return <StatusText text={remote.error} />;
    return <ErrorCallout message={remote.error} onRetry={remote.reload} />;
  }
  if (!answer) return <ReportSkeleton />;
  if (answer.status !== 1 || !answer.report) {
    return (
      <Flex direction="column" gap="2" align="start">
        {showName ? <Heading size="4">{answer.player_name}</Heading> : null}
        <StatusText text={answer.message ?? 'Reports are unavailable at the moment.'} tone={answer.status === 2 ? 'red' : 'gray'} />
        {answer.status === 0 ? (
          <Button size="1" variant="soft" color="gray" onClick={remote.reload}>
            <ReloadIcon /> Check again
          </Button>
        ) : null}
      </Flex>
    );
  }
  return <ReadyReport sessionId={sessionId} playerId={playerId} name={answer.player_name} report={answer.report} computedAt={answer.computed_at} showName={showName} />;
}

function StatusText({ text, tone = 'gray' }: { text: string; tone?: 'gray' | 'red' }) {
  return (
    <Text as="p" size="2" color={tone} my="3" role="status">
      {text}
    </Text>
  );
}

function ReportSkeleton() {
  return (
    <Flex direction="column" gap="3" aria-busy="true" aria-label="Loading the report…">
      <Skeleton height="28px" width="240px" />
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        {[0, 1, 2, 3].map((k) => (
          <Skeleton key={k} height="150px" />
        ))}
      </Grid>
      <Skeleton height="220px" />
    </Flex>
  );
}

function DownloadPdfButton({ sessionId, playerId }: { sessionId: number; playerId: number | null }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadReportPdf(sessionId, playerId)
          .catch((e: unknown) => notifyError(`The PDF could not be downloaded: ${errorMessage(e)}`))
          .finally(() => setBusy(false));
      }}
    >
      <DownloadIcon /> Download PDF
    </Button>
  );
}

function ReadyReport({
  sessionId,
  playerId,
  name,
  report,
  computedAt,
  showName,
}: {
  sessionId: number;
  playerId: number | null;
  name: string;
  report: IndividualReport;
  computedAt: number | null;
  showName: boolean;
}) {
  const widgets = reportWidgets(report);
  const ccy = report.reporting_currency;
  return (
    <Flex direction="column" gap="4" data-testid="individual-report">
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          {showName ? <Heading size="4">{name}</Heading> : null}
          <Text size="2" color="gray">
            Figures in {ccy} as of {formatDate(report.as_of, { time: true })} (session time)
            {computedAt ? `, computed ${formatDate(computedAt, { time: true })} UTC` : ''}
          </Text>
        </Flex>
        <DownloadPdfButton sessionId={sessionId} playerId={playerId} />
      </Flex>

      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        {widgets.map((w) => (
          <FigureWidget key={w.key} widget={w} />
        ))}
      </Grid>

      <BreakdownCharts report={report} />

      <Card size="2">
        <Heading as="h3" size="3" mb="3">
          Positions
        </Heading>
        <PositionsTable report={report} />
      </Card>
      <Card size="2">
        <Heading as="h3" size="3" mb="3">
          Deals
        </Heading>
        <DealsTable report={report} />
      </Card>

      <Box asChild>
        <footer aria-label="Definitions">
          <Text as="p" size="1" weight="medium" color="gray" mb="1">
            Definitions
          </Text>
          <ul style={{ margin: 0, paddingLeft: 'var(--space-4)' }}>
            {report.definitions.map((d) => (
              <li key={d}>
                <Text size="1" color="gray">
                  {d}
                </Text>
              </li>
            ))}
          </ul>
        </footer>
      </Box>
    </Flex>
  );
}
