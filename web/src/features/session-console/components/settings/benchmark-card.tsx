/**
 * Benchmark Composition (spec 000 §2, §5): a constant annual return, or funds and assets with
 * weights in percent (stored as fractions). Rows need a fund ('Missing Fund') and a weight
 * ('Missing Weight'); the constant save is disabled while the value is empty or zero.
 */
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { Button, Flex, IconButton, SegmentedControl, Select, Table, Text, TextField } from '@radix-ui/themes';
import { formatPercent } from '@domain/format';
import { compositionProblem } from '@domain/engine/benchmark';
import { NumericCell, NumericHeader } from '@/components/table-parts';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveBenchmark } from '../../api/settings';
import type { UniverseAsset } from '../../api/types';
import { useEdit } from '@/lib/use-edit';
import { fromPercentText, toPercentText } from '@/components/percent-input';
import { SettingsCard } from '@/components/settings-card';

type Draft = { kind: 'constant' | 'composition'; constant: string; rows: { ric: string; weight: string }[] };

export function BenchmarkCard({ options }: { options: UniverseAsset[] }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const b = session.benchmark;
  const saved: Draft = {
    kind: b.kind === 'constant' ? 'constant' : 'composition',
    constant: toPercentText(b.constant),
    rows: b.components.map((c) => ({ ric: c.ric, weight: toPercentText(c.weight) })),
  };
  const e = useEdit(saved);
  const nameOf = (ric: string) => options.find((o) => o.ric === ric)?.name ?? ric;
  const constant = fromPercentText(e.draft.constant);
  const constantEmpty = e.draft.kind === 'constant' && (constant === null || constant === 0 || Number.isNaN(constant));
  const composition = (d: Draft) => d.rows.map((r) => ({ ric: r.ric || null, weight: fromPercentText(r.weight) }));
  const check = (d: Draft) => (d.kind === 'constant' ? null : compositionProblem(composition(d), () => true));
  const setRow = (k: number, patch: Partial<Draft['rows'][number]>) => e.setDraft({ ...e.draft, rows: e.draft.rows.map((r, i) => (i === k ? { ...r, ...patch } : r)) });

  return (
    <SettingsCard
      title="Benchmark Composition"
      description={b.kind === 'default' && !e.editing ? 'No benchmark saved: the broad equity index of the reporting currency is used.' : undefined}
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      saveDisabled={constantEmpty}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() =>
        void e.save(check, (d) =>
          saveBenchmark(sessionId, d.kind === 'constant' ? { constant: fromPercentText(d.constant)! } : { composition: composition(d).map((r) => ({ ric: r.ric!, weight: r.weight! })) }),
        )
      }
    >
      {e.editing ? (
        <SegmentedControl.Root size="1" mb="3" value={e.draft.kind} onValueChange={(v) => e.setDraft({ ...e.draft, kind: v as Draft['kind'] })}>
          <SegmentedControl.Item value="constant">Constant</SegmentedControl.Item>
          <SegmentedControl.Item value="composition">Fund/Asset Composition</SegmentedControl.Item>
        </SegmentedControl.Root>
      ) : null}
      {e.draft.kind === 'constant' ? (
        <Flex align="center" gap="2">
          <Text size="2">Constant annual return</Text>
          {e.editing ? (
            <TextField.Root size="1" type="number" step={0.01} aria-label="Constant annual return" value={e.draft.constant} onChange={(ev) => e.setDraft({ ...e.draft, constant: ev.target.value })} style={{ width: 100 }}>
              <TextField.Slot side="right">%</TextField.Slot>
            </TextField.Root>
          ) : (
            <Text weight="bold">{formatPercent(constant)}</Text>
          )}
        </Flex>
      ) : (
        <Table.Root size="1" aria-label="Benchmark composition">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Fund or asset</Table.ColumnHeaderCell>
              <NumericHeader>Weight</NumericHeader>
              {e.editing ? <Table.ColumnHeaderCell /> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {e.draft.rows.map((r, k) => (
              <Table.Row key={k} align="center">
                <Table.Cell>
                  {e.editing ? (
                    <Select.Root value={r.ric || undefined} onValueChange={(v) => setRow(k, { ric: v })}>
                      <Select.Trigger placeholder="Fund or asset" aria-label="Fund or asset" style={{ maxWidth: 220 }} />
                      <Select.Content position="popper">
                        {options.map((o) => (
                          <Select.Item key={o.ric} value={o.ric}>
                            {o.name}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  ) : (
                    nameOf(r.ric)
                  )}
                </Table.Cell>
                <NumericCell>
                  {e.editing ? (
                    <TextField.Root size="1" type="number" step={0.01} aria-label="Weight" value={r.weight} onChange={(ev) => setRow(k, { weight: ev.target.value })} style={{ width: 88 }}>
                      <TextField.Slot side="right">%</TextField.Slot>
                    </TextField.Root>
                  ) : (
                    formatPercent(fromPercentText(r.weight))
                  )}
                </NumericCell>
                {e.editing ? (
                  <Table.Cell>
                    <IconButton size="1" variant="ghost" color="red" aria-label="Remove row" onClick={() => e.setDraft({ ...e.draft, rows: e.draft.rows.filter((_, i) => i !== k) })}>
                      <TrashIcon />
                    </IconButton>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {e.editing && e.draft.kind === 'composition' ? (
        <Button size="1" variant="soft" mt="2" onClick={() => e.setDraft({ ...e.draft, rows: [...e.draft.rows, { ric: '', weight: '' }] })}>
          <PlusIcon /> Add fund or asset
        </Button>
      ) : null}
    </SettingsCard>
  );
}
