/**
 * The correlation matrix's rows (spec 001 §2, §5): each row picks a row equity and a column
 * equity; Symmetric copies the row into the column. Add up to 15 rows ('You can only add up to
 * 15 rows'), remove down to 2 ('A minimum of 2 rows must exist'), Reset, Save and Generate, the
 * last two only when every row has both equities. Disabled controls say why.
 */
import { PlusIcon, ResetIcon, TrashIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, IconButton, Select, Switch, Text } from '@radix-ui/themes';
import { DisabledReason } from '@/components/disabled-reason';
import type { EditorRow } from '../../hooks/use-correlation-matrix';

export interface EquityOption {
  ric: string;
  ticker: string;
  name: string;
}

function EquitySelect({ value, options, label, disabled, onChange }: { value: string; options: EquityOption[]; label: string; disabled?: boolean; onChange: (ric: string) => void }) {
  return (
    <Select.Root value={value} onValueChange={onChange} disabled={disabled} size="2">
      <Select.Trigger aria-label={label} placeholder="Pick an equity" style={{ minWidth: 220, flex: 1 }} />
      <Select.Content position="popper">
        {options.map((o) => (
          <Select.Item key={o.ric} value={o.ric}>
            {o.ticker} · {o.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

export function MatrixEditor({
  rows,
  options,
  symmetric,
  busy,
  addReason,
  removeReason,
  actionReason,
  actions,
  onSave,
  onGenerate,
}: {
  rows: EditorRow[];
  options: EquityOption[];
  symmetric: boolean;
  busy: 'save' | 'generate' | null;
  addReason: string | null;
  removeReason: string | null;
  actionReason: string | null;
  actions: {
    setRow(i: number, ric: string): void;
    setCol(i: number, ric: string): void;
    add(): void;
    remove(i: number): void;
    reset(): void;
    toggleSymmetric(on: boolean): void;
  };
  onSave: () => void;
  onGenerate: () => void;
}) {
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={symmetric} onCheckedChange={actions.toggleSymmetric} aria-label="Symmetric" />
              Symmetric
            </Flex>
          </Text>
          <Text size="1" color="gray">
            {rows.length} of 15 rows
          </Text>
        </Flex>
        <Flex direction="column" gap="2" role="list" aria-label="Matrix rows">
          {rows.map((r, i) => (
            <Flex key={i} gap="2" align="center" role="listitem" data-matrix-row={i}>
              <Text size="1" color="gray" style={{ width: 20, textAlign: 'right' }}>
                {i + 1}
              </Text>
              <EquitySelect value={r.row} options={options} label={`Row ${i + 1} row equity`} onChange={(ric) => actions.setRow(i, ric)} />
              <Text size="2" color="gray" aria-hidden>
                ×
              </Text>
              <EquitySelect value={r.col} options={options} label={`Row ${i + 1} column equity`} disabled={symmetric} onChange={(ric) => actions.setCol(i, ric)} />
              <DisabledReason reason={removeReason}>
                <IconButton variant="ghost" color="gray" aria-label={`Remove row ${i + 1}`} disabled={removeReason !== null} onClick={() => actions.remove(i)}>
                  <TrashIcon />
                </IconButton>
              </DisabledReason>
            </Flex>
          ))}
        </Flex>
        <Flex gap="2" wrap="wrap" justify="between">
          <Flex gap="2">
            <DisabledReason reason={addReason}>
              <Button variant="soft" disabled={addReason !== null} onClick={actions.add}>
                <PlusIcon /> Add
              </Button>
            </DisabledReason>
            <Button variant="soft" color="gray" onClick={actions.reset}>
              <ResetIcon /> Reset
            </Button>
          </Flex>
          <Flex gap="2">
            <DisabledReason reason={actionReason}>
              <Button variant="outline" disabled={actionReason !== null} loading={busy === 'save'} onClick={onSave}>
                Save
              </Button>
            </DisabledReason>
            <DisabledReason reason={actionReason}>
              <Button disabled={actionReason !== null} loading={busy === 'generate'} onClick={onGenerate}>
                Generate
              </Button>
            </DisabledReason>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
