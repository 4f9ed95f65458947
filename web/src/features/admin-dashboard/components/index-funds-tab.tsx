/**
 * The Index Funds tab of /dashboard/data (spec 002 §2): the funds, and their history upload
 * (CSV header timestamp, close, ric, delete_prev_data; dates like 06-28-2022). A refused file
 * lists its errors by line; nothing of it is imported.
 */
import { CrossCircledIcon, UploadIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Code, Flex, Heading, ScrollArea, Table, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { DataTable } from '@/components/data-table';
import { ErrorCallout } from '@/components/error-callout';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { DisabledReason } from '@/components/disabled-reason';
import { fetchIndexFunds, uploadIndexFundHistory, type IndexFundUpload } from '../api/index-funds';
import { useRemote } from '@/lib/use-remote';

const COLUMNS = 5;

export function IndexFundsTab() {
  const { data: funds, error, reload } = useRemote(fetchIndexFunds, []);


  return (
    <Flex direction="column" gap="4">
      <HistoryUpload />
      {error ? (
        <ErrorCallout message={error} onRetry={reload} />
      ) : (
        <DataTable label="Index funds" maxHeight="520px">
          <Table.Header>
            <Table.Row>
              <NumericHeader width="64px">ID</NumericHeader>
              <Table.ColumnHeaderCell>RIC</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Issuer</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Description</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {funds === null ? <LoadingRows columns={COLUMNS} /> : null}
            {funds?.length === 0 ? <EmptyRow columns={COLUMNS}>No index funds.</EmptyRow> : null}
            {funds?.map((f) => (
              <Table.Row key={f.id}>
                <NumericCell>{f.id}</NumericCell>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>
                  <Code variant="ghost">{f.ric}</Code>
                </Table.Cell>
                <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{f.name}</Table.RowHeaderCell>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>{f.issuer_name}</Table.Cell>
                <Table.Cell>
                  <Text size="1" color="gray">
                    {f.description}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
    </Flex>
  );
}

interface LineError {
  line: number;
  message: string;
}

function lineErrorsOf(error: unknown): LineError[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.details as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as LineError[]) : [];
}

function HistoryUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<IndexFundUpload | null>(null);
  const [failure, setFailure] = useState<{ message: string; lines: LineError[] } | null>(null);

  async function upload() {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      setDone(await uploadIndexFundHistory(file));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setFailure({ message: errorMessage(error), lines: lineErrorsOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card size="2" asChild>
      <section aria-label="Upload index fund history">
        <Heading as="h3" size="3" mb="2">
          Upload history
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          CSV with header <Code size="1">timestamp,close,ric,delete_prev_data</Code>; dates like <Code size="1">06-28-2022</Code>. Rows of each fund replace its simulated history over their range.
        </Text>
        <Flex gap="3" align="center" wrap="wrap">
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            aria-label="Index fund history file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFailure(null);
              setDone(null);
            }}
            style={{ fontSize: 'var(--font-size-2)', maxWidth: '100%' }}
          />
          <DisabledReason reason={file ? null : 'Please select a file to upload.'}>
            <Button onClick={upload} disabled={!file} loading={busy}>
              <UploadIcon aria-hidden /> Upload
            </Button>
          </DisabledReason>
        </Flex>
        {done ? (
          <Text as="p" size="2" color="green" mt="3">
            Imported {done.imported.toLocaleString('en-US')} rows for {done.funds.join(', ')}.
          </Text>
        ) : null}
        {failure ? (
          <Callout.Root color="red" size="1" role="alert" mt="3">
            <Callout.Icon>
              <CrossCircledIcon />
            </Callout.Icon>
            <Flex direction="column" gap="2" style={{ gridColumn: '2' }}>
              <Callout.Text weight="medium">{failure.message}</Callout.Text>
              {failure.lines.length > 0 ? (
                <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 180 }}>
                  <Flex direction="column" gap="1" asChild>
                    <ul style={{ margin: 0, paddingLeft: 'var(--space-4)' }}>
                      {failure.lines.map((l, i) => (
                        <li key={`${l.line}-${i}`}>
                          <Text size="1">
                            Line {l.line}: {l.message}
                          </Text>
                        </li>
                      ))}
                    </ul>
                  </Flex>
                </ScrollArea>
              ) : null}
            </Flex>
          </Callout.Root>
        ) : null}
      </section>
    </Card>
  );
}
