/**
 * The Client Dealing tab of /dashboard/data (spec 002 §2 "scenario planning and creation", §3,
 * §5 defaults, §7): plan a period (start date, end date, frequency → the historical 10-year and
 * 13-week yields per period, with the pools' new business and one bank's award at the
 * reference), create a scenario with the spec's defaults (AUM step 10,000,000, name 'sample'),
 * upload scenarios as CSV (the create call's field names as header, one a line; a refused file
 * lists its errors by line and creates nothing), and the list trainers pick from. Its own chunk.
 */
import { CrossCircledIcon, UploadIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Code, Flex, Grid, Heading, ScrollArea, Table, Text, TextField } from '@radix-ui/themes';
import type { ChartData } from 'chart.js';
import { useRef, useState } from 'react';
import { SCENARIO_DEFAULTS, SCENARIO_FIELDS } from '@domain/client-dealing/scenario';
import { formatNumber } from '@domain/format';
import { baseOptions, seriesColor } from '@/components/charts/chart-theme';
import { ThemedChart } from '@/components/charts/themed-chart';
import { DataTable } from '@/components/data-table';
import { DisabledReason } from '@/components/disabled-reason';
import { ErrorCallout } from '@/components/error-callout';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { createScenario, fetchPlanning, uploadScenarioCsv, type ClientDealingScenario, type PlanningRow } from '../api/client-dealing-api';
import { fetchScenarios } from '@/lib/client-dealing-scenarios-api';

const D = SCENARIO_DEFAULTS;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;
const grouped = (v: number, decimals = 0) => formatNumber(v, { decimals });
const pct = (v: number | null) => (v === null ? '—' : `${formatNumber(v, { decimals: 3 })}%`);

type Dates = { start_date: string; end_date: string; freq: string };

export default function AdminScenariosTab() {
  const [dates, setDates] = useState<Dates>({ start_date: iso(Date.now() - 210 * DAY), end_date: iso(Date.now() - 30 * DAY), freq: String(D.freq) });
  const list = useRemote(fetchScenarios, []);
  return (
    <Flex direction="column" gap="4">
      <Planning dates={dates} onDates={setDates} />
      <Grid columns={{ initial: '1', lg: '2' }} gap="4">
        <CreateForm dates={dates} onDates={setDates} onCreated={list.reload} />
        <CsvUpload onCreated={list.reload} />
      </Grid>
      <section aria-labelledby="scenarios-title">
        <Heading as="h3" size="3" mb="2" id="scenarios-title">
          Scenarios
        </Heading>
        {list.error ? <ErrorCallout message={list.error} onRetry={list.reload} /> : <ScenarioTable scenarios={list.data} />}
      </section>
    </Flex>
  );
}

function DateFields({ dates, onDates }: { dates: Dates; onDates: (d: Dates) => void }) {
  return (
    <>
      <Field label="Start date">
        <TextField.Root type="date" aria-label="Start date" value={dates.start_date} onChange={(e) => onDates({ ...dates, start_date: e.target.value })} />
      </Field>
      <Field label="End date">
        <TextField.Root type="date" aria-label="End date" value={dates.end_date} onChange={(e) => onDates({ ...dates, end_date: e.target.value })} />
      </Field>
      <Field label="Frequency (workdays)">
        <TextField.Root type="number" min={1} max={31} step={1} aria-label="Frequency" value={dates.freq} onChange={(e) => onDates({ ...dates, freq: e.target.value })} style={{ textAlign: 'right' }} />
      </Field>
    </>
  );
}

function Field({ label, hint, children }: { label: string; hint?: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" gap="1" asChild>
      <label>
        <Text size="1" weight="medium" color="gray">
          {label}
        </Text>
        {children}
        {hint ? (
          <Text size="1" color="gray" align="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {hint}
          </Text>
        ) : null}
      </label>
    </Flex>
  );
}

function Planning({ dates, onDates }: { dates: Dates; onDates: (d: Dates) => void }) {
  const [rows, setRows] = useState<PlanningRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function plan() {
    setBusy(true);
    setError(null);
    try {
      setRows(await fetchPlanning({ start_date: dates.start_date, end_date: dates.end_date, freq: Number(dates.freq) }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  const data: ChartData<'line'> | null = rows
    ? {
        labels: rows.map((r) => r.timestamp),
        datasets: [
          { label: '10-year yield %', data: rows.map((r) => r.yield_10yr), borderColor: seriesColor(0), backgroundColor: seriesColor(0), pointRadius: rows.length > 40 ? 0 : 2, borderWidth: 2 },
          { label: '13-week yield %', data: rows.map((r) => r.yield_13wk), borderColor: seriesColor(2), backgroundColor: seriesColor(2), pointRadius: rows.length > 40 ? 0 : 2, borderWidth: 2 },
        ],
      }
    : null;
  const options = baseOptions<'line'>({ legend: true });
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (c) => ` ${c.dataset.label?.replace(' %', '')}: ${pct(Number(c.parsed.y))}` } } };
  options.scales = { ...options.scales, y: { ...options.scales?.y, ticks: { callback: (v) => `${formatNumber(Number(v), { decimals: 2 })}%` } } };
  const last = rows?.[rows.length - 1];
  return (
    <Card size="2" asChild>
      <section aria-label="Scenario planning">
        <Heading as="h3" size="3" mb="1">
          Scenario planning
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          The yields the clients&apos; reference rates follow, period by period, over the dates of a scenario.
        </Text>
        <Flex gap="3" align="end" wrap="wrap">
          <DateFields dates={dates} onDates={onDates} />
          <Button onClick={plan} loading={busy}>
            Plan
          </Button>
        </Flex>
        {error ? (
          <Callout.Root color="red" size="1" role="alert" mt="3">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        {data && rows ? (
          <Flex direction="column" gap="2" mt="3">
            <ThemedChart type="line" data={data} options={options} height={240} label="Planning: 10-year and 13-week yields per period" />
            <Text size="2" color="gray" aria-label="Planning summary" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {rows.length - 1} periods to {last?.timestamp} · first period&apos;s new business with {D.players} banks at the reference: loans {grouped(rows[1]?.loans_new_business ?? 0)} ({grouped(rows[1]?.loans_award_per_bank ?? 0)} a bank), deposits {grouped(rows[1]?.depos_new_business ?? 0)} ({grouped(rows[1]?.depos_award_per_bank ?? 0)} a bank)
            </Text>
          </Flex>
        ) : null}
      </section>
    </Card>
  );
}

type Numbers = Record<(typeof NUMERIC)[number]['key'], string>;
const NUMERIC = [
  { key: 'players', label: 'Players', step: 1 },
  { key: 'aum', label: 'AUM', step: D.aum_step },
  { key: 'starting_loans_curve', label: 'Starting loans curve', step: 0.01 },
  { key: 'starting_depos_curve', label: 'Starting depos curve', step: 0.01 },
  { key: 'loans_alpha', label: 'Loans alpha', step: 0.01 },
  { key: 'loans_gamma', label: 'Loans gamma', step: 0.1 },
  { key: 'depos_alpha', label: 'Depos alpha', step: 0.01 },
  { key: 'depos_gamma', label: 'Depos gamma', step: 0.1 },
  { key: 'initial_loans_pool', label: 'Initial loans pool', step: 1_000_000 },
  { key: 'initial_depos_pool', label: 'Initial depos pool', step: 1_000_000 },
] as const;

const DEFAULT_NUMBERS = Object.fromEntries(NUMERIC.map((f) => [f.key, String(D[f.key])])) as Numbers;

function CreateForm({ dates, onDates, onCreated }: { dates: Dates; onDates: (d: Dates) => void; onCreated: () => void }) {
  const [numbers, setNumbers] = useState<Numbers>(DEFAULT_NUMBERS);
  const [name, setName] = useState<string>(D.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<ClientDealingScenario | null>(null);
  const negative = NUMERIC.find((f) => numbers[f.key].trim() === '' || !(Number(numbers[f.key]) >= 0));
  const reason = negative ? `${negative.label}: numeric scenario inputs must be at least 0` : name.trim() === '' ? 'A scenario needs a name' : null;
  async function create() {
    setBusy(true);
    setError(null);
    setCreated(null);
    try {
      const body = { ...dates, freq: Number(dates.freq), ...Object.fromEntries(NUMERIC.map((f) => [f.key, Number(numbers[f.key])])), name: name.trim() };
      setCreated(await createScenario(body));
      onCreated();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card size="2" asChild>
      <section aria-label="Create scenario">
        <Heading as="h3" size="3" mb="3">
          Create scenario
        </Heading>
        <Grid columns={{ initial: '2', sm: '3' }} gap="3">
          <Field label="Name">
            <TextField.Root aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <DateFields dates={dates} onDates={onDates} />
          {NUMERIC.map((f) => (
            <Field key={f.key} label={f.label} hint={Number(numbers[f.key]) >= 10_000 ? grouped(Number(numbers[f.key])) : undefined}>
              <TextField.Root
                type="number"
                min={0}
                step={f.step}
                aria-label={f.label}
                value={numbers[f.key]}
                onChange={(e) => setNumbers((n) => ({ ...n, [f.key]: e.target.value }))}
                style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              />
            </Field>
          ))}
        </Grid>
        {error ? (
          <Callout.Root color="red" size="1" role="alert" mt="3">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        {created ? (
          <Text as="p" size="2" color="green" mt="3">
            Scenario {created.id} &apos;{created.name}&apos; created.
          </Text>
        ) : null}
        <Flex justify="end" gap="3" mt="3">
          <Button variant="soft" color="gray" onClick={() => (setNumbers(DEFAULT_NUMBERS), setName(D.name))}>
            Defaults
          </Button>
          <DisabledReason reason={reason}>
            <Button onClick={create} loading={busy} disabled={Boolean(reason)}>
              Create
            </Button>
          </DisabledReason>
        </Flex>
      </section>
    </Card>
  );
}

function lineErrorsOf(error: unknown): { line: number; error: string }[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.details as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as { line: number; error: string }[]) : [];
}

function CsvUpload({ onCreated }: { onCreated: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; lines: { line: number; error: string }[] } | null>(null);
  async function upload() {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      setDone((await uploadScenarioCsv(file)).created);
      setFile(null);
      if (input.current) input.current.value = '';
      onCreated();
    } catch (e) {
      setFailure({ message: errorMessage(e), lines: lineErrorsOf(e) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card size="2" asChild>
      <section aria-label="Upload scenarios">
        <Heading as="h3" size="3" mb="2">
          Upload scenarios (CSV)
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          One scenario a line under the header <Code size="1">{SCENARIO_FIELDS.join(',')}</Code>; an empty cell takes its default. A file with an error creates nothing.
        </Text>
        <Flex gap="3" align="center" wrap="wrap">
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            aria-label="Scenario file"
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
        {done !== null ? (
          <Text as="p" size="2" color="green" mt="3">
            Created {done} {done === 1 ? 'scenario' : 'scenarios'}.
          </Text>
        ) : null}
        {failure ? (
          <Callout.Root color="red" size="1" role="alert" mt="3">
            <Callout.Icon>
              <CrossCircledIcon />
            </Callout.Icon>
            <Flex direction="column" gap="2" style={{ gridColumn: '2' }}>
              <Callout.Text weight="medium">{failure.message}</Callout.Text>
              {failure.lines.length ? (
                <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 160 }}>
                  <ul style={{ margin: 0, paddingLeft: 'var(--space-4)' }}>
                    {failure.lines.map((l, i) => (
                      <li key={`${l.line}-${i}`}>
                        <Text size="1">
                          Line {l.line}: {l.error}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </ScrollArea>
              ) : null}
            </Flex>
          </Callout.Root>
        ) : null}
      </section>
    </Card>
  );
}

const COLUMNS = 12;

function ScenarioTable({ scenarios }: { scenarios: ClientDealingScenario[] | null }) {
  const sorted = scenarios ? [...scenarios].sort((a, b) => b.id - a.id) : null;
  return (
    <DataTable label="Client dealing scenarios" maxHeight="480px">
      <Table.Header>
        <Table.Row>
          <NumericHeader width="56px">ID</NumericHeader>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>First date</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>End date</Table.ColumnHeaderCell>
          <NumericHeader>Frequency</NumericHeader>
          <NumericHeader>Players</NumericHeader>
          <NumericHeader>AUM</NumericHeader>
          <NumericHeader>Curves (L / D)</NumericHeader>
          <NumericHeader>Alpha (L / D)</NumericHeader>
          <NumericHeader>Gamma (L / D)</NumericHeader>
          <NumericHeader>Pools M (L / D)</NumericHeader>
          <NumericHeader>Starting LDR</NumericHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sorted === null ? <LoadingRows columns={COLUMNS} /> : null}
        {sorted?.length === 0 ? <EmptyRow columns={COLUMNS}>No client dealing scenarios yet.</EmptyRow> : null}
        {sorted?.map((s) => (
          <Table.Row key={s.id}>
            <NumericCell>{s.id}</NumericCell>
            <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{s.name}</Table.RowHeaderCell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{s.first_date_in_session}</Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>{s.session_end_date}</Table.Cell>
            <NumericCell>{s.period_frequency}</NumericCell>
            <NumericCell>{s.no_of_players}</NumericCell>
            <NumericCell>{grouped(s.aum)}</NumericCell>
            <NumericCell>
              {s.starting_loans_curve} / {s.starting_depos_curve}
            </NumericCell>
            <NumericCell>
              {s.loans_alpha} / {s.depos_alpha}
            </NumericCell>
            <NumericCell>
              {s.loans_gamma} / {s.depos_gamma}
            </NumericCell>
            <NumericCell>
              {grouped(s.initial_loans_pool / 1_000_000)} / {grouped(s.initial_depos_pool / 1_000_000)}
            </NumericCell>
            <NumericCell>{s.starting_ldr === null ? '—' : formatNumber(s.starting_ldr, { decimals: 2 })}</NumericCell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
}
