/**
 * Class CSV upload (spec 002 §2, §5; issue #13): one line per class. The server checks every
 * line and refuses the whole file on any error; the errors are listed here by line number.
 */
import { CrossCircledIcon, UploadIcon } from '@radix-ui/react-icons';
import { Button, Callout, Code, Flex, ScrollArea, Table, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { DisabledReason } from '@/components/disabled-reason';
import { uploadKlassCsv, type Credential, type KlassCsvLineError, type KlassSummary } from '@/lib/people-api';

export const KLASS_CSV_HEADER = 'klass_name,trainer,trainer_pass,user_pass,users,persons';

function lineErrorsOf(error: unknown): KlassCsvLineError[] {
  if (!(error instanceof ApiError)) return [];
  const lines = (error.details as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as KlassCsvLineError[]) : [];
}

export function KlassCsvUpload({ onUploaded }: { onUploaded: (result: { klasses: KlassSummary[]; credentials: Credential[] }) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; lines: KlassCsvLineError[] } | null>(null);

  async function upload() {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await uploadKlassCsv(file);
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(result);
    } catch (error) {
      setFailure({ message: error instanceof Error ? error.message : 'An error has occurred', lines: lineErrorsOf(error) });
    } finally {
      setBusy(false);
    }
  }

  const button = (
    <Button onClick={upload} disabled={!file} loading={busy}>
      <UploadIcon aria-hidden /> Upload
    </Button>
  );
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        Header <Code size="1">{KLASS_CSV_HEADER}</Code>. <Code size="1">users</Code> holds space-separated usernames; <Code size="1">persons</Code> one{' '}
        <Code size="1">;</Code>-separated group per user, names separated by <Code size="1">|</Code>.
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          aria-label="Class CSV file"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFailure(null);
          }}
          style={{ fontSize: 'var(--font-size-2)', maxWidth: '100%' }}
        />
        <DisabledReason reason={file ? null : 'Choose a CSV file first'}>{button}</DisabledReason>
      </Flex>
      {failure ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Icon>
            <CrossCircledIcon />
          </Callout.Icon>
          <Flex direction="column" gap="2" style={{ gridColumn: '2' }}>
            <Callout.Text weight="medium">{failure.message}</Callout.Text>
            {failure.lines.length > 0 ? (
              <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 200 }}>
                <Table.Root size="1" aria-label="Errors by line">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell width="64px">Line</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>Error</Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {failure.lines.map((l, i) => (
                      <Table.Row key={`${l.line}-${i}`}>
                        <Table.Cell style={{ fontVariantNumeric: 'tabular-nums' }}>{l.line}</Table.Cell>
                        <Table.Cell>{l.error}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </ScrollArea>
            ) : null}
          </Flex>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}
