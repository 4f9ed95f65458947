/**
 * Benchmarks (spec 001 §2, shown only while the trainer allows individual benchmarks): the
 * player's own benchmark as an editable list of fund or equity RICs with weights in percent
 * (sent as fractions; 'Missing Fund', 'Missing Weight'), Save, and the index funds table.
 * The metrics measure the player against it from the next period.
 */
import { ExclamationTriangleIcon, PlusIcon, ResetIcon, TrashIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Callout, Card, Flex, Grid, Heading, IconButton, Select, Table, Text, TextField, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useMemo, useState } from 'react';
import { individualCompositionProblem } from '@domain/engine/benchmark';
import { SessionStatus } from '@domain/enums';
import { formatDate, formatPercent } from '@domain/format';
import { ErrorCallout } from '@/components/error-callout';
import { EmptyRow, LoadingRows, NUMERIC_STYLE } from '@/components/table-parts';
import { errorMessage } from '@/lib/api-client';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { useRemote } from '@/lib/use-remote';
import { usePlayer, useSessionAssets } from '@/lib/room/player-state';
import { fetchIndexFunds, getPlayerBenchmark, savePlayerBenchmark, type IndexFund, type PlayerBenchmarkView } from '../api/benchmarks-api';
import { fromPercentText, toPercentText } from './percent-text';

type Row = { ric: string; weight: string };
type Option = { ric: string; name: string; kind: 'IndexFund' | 'ETF' | 'Equity' };

const KIND_LABELS: Record<Option['kind'], string> = { IndexFund: 'Index funds', ETF: 'ETFs', Equity: 'Equities' };

const rowsOf = (view: PlayerBenchmarkView | null): Row[] => (view?.saved ?? []).map((c) => ({ ric: c.ric, weight: toPercentText(c.weight) }));
const same = (a: Row[], b: Row[]) => JSON.stringify(a) === JSON.stringify(b);

export function BenchmarksScreen() {
  const { sessionId, session } = useSessionLive();
  const { player } = usePlayer();
  const { assets } = useSessionAssets();
  const benchmark = useRemote(() => getPlayerBenchmark(sessionId), [sessionId]);
  const funds = useRemote(fetchIndexFunds, []);
  const [draft, setDraft] = useState<Row[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ error: string; row: number | null } | null>(null);
  const saved = useMemo(() => rowsOf(benchmark.data), [benchmark.data]);
  const rows = draft ?? (saved.length ? saved : [{ ric: '', weight: '' }]);

  // Another device (or the trainer) changed it: read it again.
  useSessionEvents((event) => {
    if (event.type === 'benchmark_updated' && event.data.player_id === player?.id) benchmark.reload();
    if (event.type === 'benchmark_prices_missing') benchmark.reload();
  });
  useEffect(() => setFailure(null), [draft]);

  const options = useMemo<Option[]>(() => {
    const list: Option[] = (funds.data ?? []).map((f) => ({ ric: f.ric, name: f.name, kind: 'IndexFund' }));
    for (const a of assets ?? []) {
      if ((a.resourcetype === 'Equity' || a.resourcetype === 'ETF') && !list.some((o) => o.ric === a.ric)) list.push({ ric: a.ric, name: a.name, kind: a.resourcetype });
    }
    return list;
  }, [funds.data, assets]);
  const kindOf = (ric: string) => options.find((o) => o.ric === ric)?.kind ?? null;

  if (!session || !player) return null;
  const finished = session.status === SessionStatus.Finished;
  const composition = rows.map((r) => ({ ric: r.ric || null, weight: fromPercentText(r.weight) }));
  const total = composition.reduce((s, r) => s + (r.weight !== null && Number.isFinite(r.weight) ? r.weight : 0), 0);
  const dirty = !same(rows, saved.length ? saved : [{ ric: '', weight: '' }]);
  const setRow = (k: number, patch: Partial<Row>) => setDraft(rows.map((r, i) => (i === k ? { ...r, ...patch } : r)));

  const submit = async (list: { ric: string; weight: number }[]) => {
    setSaving(true);
    try {
      const view = await savePlayerBenchmark(sessionId, player.id, list);
      setDraft(null);
      benchmark.reload();
      return view;
    } catch (e) {
      const details = (e as { details?: { row?: number | null; reason?: string } }).details;
      setFailure({ error: [errorMessage(e), details?.reason].filter(Boolean).join(': '), row: details?.row ?? null });
      return null;
    } finally {
      setSaving(false);
    }
  };
  const save = () => {
    const problem = individualCompositionProblem(composition, kindOf);
    if (problem) return setFailure({ error: problem.error, row: problem.row });
    void submit(composition.map((r) => ({ ric: r.ric!, weight: r.weight! })));
  };
  const addFund = (f: IndexFund) => {
    const blank = rows.findIndex((r) => !r.ric);
    setDraft(blank >= 0 ? rows.map((r, i) => (i === blank ? { ...r, ric: f.ric } : r)) : [...rows, { ric: f.ric, weight: '' }]);
  };
  const saveBlocked = finished ? 'The session is finished: benchmarks can no longer change' : !dirty ? 'Nothing to save' : null;
  const view = benchmark.data;

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Benchmarks
      </Heading>
      {benchmark.error ? <ErrorCallout message={benchmark.error} onRetry={benchmark.reload} /> : null}
      {view?.missing_prices ? (
        <Callout.Root color="amber" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>
            <Text weight="bold">Missing benchmark prices</Text> since {formatDate(view.missing_prices.since)}: {view.missing_prices.errors.join('; ')}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Grid columns={{ initial: '1', lg: '3fr 2fr' }} gap="4" align="start">
        <Card size="2">
          <Flex justify="between" align="start" gap="3" wrap="wrap" mb="2">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="3">
                Your benchmark
              </Heading>
              <Text size="1" color="gray">
                Funds or equities with weights in percent, adding up to 100%. Your alpha, beta and Treynor ratio are measured against it from the next period.
              </Text>
            </Flex>
            {view ? (
              <Badge color={view.individual ? 'green' : 'gray'} variant="soft" size="2">
                {view.individual ? `Your own since ${formatDate(view.updated_at)}` : 'Session benchmark in effect'}
              </Badge>
            ) : null}
          </Flex>
          <Table.Root size="1" aria-label="Your benchmark composition">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Fund or equity</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={{ ...NUMERIC_STYLE, width: 130 }}>Weight</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={{ width: 48 }}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {benchmark.data === null && !benchmark.error ? <LoadingRows columns={3} rows={2} /> : null}
              {benchmark.data !== null &&
                rows.map((r, k) => {
                  const wrong = failure?.row === k;
                  return (
                    <Table.Row key={k} align="center" data-row={k} style={wrong ? { background: 'var(--red-a3)' } : undefined}>
                      <Table.Cell>
                        <Select.Root value={r.ric || undefined} onValueChange={(v) => setRow(k, { ric: v })} disabled={finished}>
                          <Select.Trigger placeholder="Select a fund or equity" aria-label={`Fund or equity, row ${k + 1}`} style={{ width: '100%', maxWidth: 340 }} />
                          <Select.Content position="popper">
                            {(['IndexFund', 'ETF', 'Equity'] as const).map((kind) => {
                              const group = options.filter((o) => o.kind === kind);
                              if (!group.length) return null;
                              return (
                                <Select.Group key={kind}>
                                  <Select.Label>{KIND_LABELS[kind]}</Select.Label>
                                  {group.map((o) => (
                                    <Select.Item key={o.ric} value={o.ric}>
                                      {o.name} ({o.ric})
                                    </Select.Item>
                                  ))}
                                </Select.Group>
                              );
                            })}
                            {r.ric && !kindOf(r.ric) ? <Select.Item value={r.ric}>{r.ric}</Select.Item> : null}
                          </Select.Content>
                        </Select.Root>
                      </Table.Cell>
                      <Table.Cell style={NUMERIC_STYLE}>
                        <TextField.Root
                          size="2"
                          type="number"
                          inputMode="decimal"
                          step={0.01}
                          min={0}
                          max={100}
                          value={r.weight}
                          disabled={finished}
                          aria-label={`Weight in percent, row ${k + 1}`}
                          onChange={(e) => setRow(k, { weight: e.target.value })}
                          style={{ width: 110, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                        >
                          <TextField.Slot side="right">%</TextField.Slot>
                        </TextField.Root>
                      </Table.Cell>
                      <Table.Cell>
                        <IconButton size="2" variant="ghost" color="red" aria-label={`Remove row ${k + 1}`} disabled={finished} onClick={() => setDraft(rows.filter((_, i) => i !== k))}>
                          <TrashIcon />
                        </IconButton>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              {benchmark.data !== null && rows.length === 0 ? <EmptyRow columns={3}>No funds: saving an empty list goes back to the session benchmark.</EmptyRow> : null}
            </Table.Body>
          </Table.Root>
          <Flex justify="between" align="center" gap="3" mt="3" wrap="wrap">
            <Button size="2" variant="soft" disabled={finished} onClick={() => setDraft([...rows, { ric: '', weight: '' }])}>
              <PlusIcon /> Add row
            </Button>
            <Text size="2" style={NUMERIC_STYLE} color={Math.abs(total - 1) < 0.0005 ? 'green' : 'amber'} aria-label="Total weight">
              Total {formatPercent(total)}
            </Text>
          </Flex>
          {failure ? (
            <Box mt="3">
              <Callout.Root color="red" size="1" role="alert">
                <Callout.Text>
                  {failure.row !== null ? `Row ${failure.row + 1}: ` : ''}
                  {failure.error}
                </Callout.Text>
              </Callout.Root>
            </Box>
          ) : null}
          <Flex justify="end" gap="2" mt="3" wrap="wrap">
            {view?.saved ? (
              <Button size="2" variant="soft" color="gray" disabled={finished || saving} onClick={() => void submit([])}>
                <ResetIcon /> Use the session benchmark
              </Button>
            ) : null}
            {dirty ? (
              <Button size="2" variant="soft" color="gray" disabled={saving} onClick={() => setDraft(null)}>
                Cancel
              </Button>
            ) : null}
            <Tooltip content={saveBlocked ?? 'Save your benchmark'}>
              <Button size="2" onClick={save} disabled={saveBlocked !== null} loading={saving}>
                Save
              </Button>
            </Tooltip>
          </Flex>
        </Card>
        <IndexFundsCard funds={funds.data} error={funds.error} onRetry={funds.reload} onAdd={finished ? undefined : addFund} />
      </Grid>
    </Flex>
  );
}

function IndexFundsCard({ funds, error, onRetry, onAdd }: { funds: IndexFund[] | null; error: string | null; onRetry: () => void; onAdd?: (f: IndexFund) => void }) {
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="3">
        Index funds
      </Heading>
      {error ? (
        <ErrorCallout message={error} onRetry={onRetry} />
      ) : (
        <Box style={{ maxHeight: 560, overflowY: 'auto' }}>
          <Table.Root size="1" aria-label="Index funds">
            <Table.Header style={{ position: 'sticky', top: 0, zIndex: 1, background: 'var(--color-panel-solid)' }}>
              <Table.Row>
                <Table.ColumnHeaderCell>Issuer name</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>RIC</Table.ColumnHeaderCell>
                {onAdd ? <Table.ColumnHeaderCell /> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {funds === null ? <LoadingRows columns={onAdd ? 4 : 3} /> : null}
              {funds?.length === 0 ? <EmptyRow columns={onAdd ? 4 : 3}>No index funds.</EmptyRow> : null}
              {funds?.map((f) => (
                <Table.Row key={f.ric} align="center">
                  <Table.Cell>
                    <Text color="gray">{f.issuer_name}</Text>
                  </Table.Cell>
                  <Table.RowHeaderCell>
                    <Tooltip content={f.description || f.name}>
                      <Text>{f.name}</Text>
                    </Tooltip>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    <Text style={{ fontFamily: 'var(--code-font-family)' }}>{f.ric}</Text>
                  </Table.Cell>
                  {onAdd ? (
                    <Table.Cell>
                      <IconButton size="1" variant="ghost" aria-label={`Add ${f.name} to your benchmark`} onClick={() => onAdd(f)}>
                        <PlusIcon />
                      </IconButton>
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Card>
  );
}
