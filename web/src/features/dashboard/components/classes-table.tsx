/** Classes table of the trainer and admin dashboards: name, created, end date, Members and Select. */
import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import { EmptyRow, LoadingRows, TABULAR_STYLE } from '@/components/table-parts';
import { formatDate, truncateName } from '@domain/format';
import type { Klass } from '../api/klasses';

export function ClassesTable({
  klasses,
  selectedId,
  showTrainer,
  onSelect,
  onMembers,
}: {
  klasses: Klass[] | null;
  selectedId: number | null;
  showTrainer: boolean;
  onSelect: (id: number) => void;
  onMembers: (klass: Klass) => void;
}) {
  const columns = showTrainer ? 5 : 4;
  return (
    <Table.Root variant="surface" size="2" aria-label="Classes" aria-busy={klasses === null}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
          {showTrainer ? <Table.ColumnHeaderCell>Trainer</Table.ColumnHeaderCell> : null}
          <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>End date</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {klasses === null ? <LoadingRows columns={columns} rows={2} /> : null}
        {klasses?.length === 0 ? <EmptyRow columns={columns}>No classes yet.</EmptyRow> : null}
        {klasses?.map((k) => {
          const selected = k.id === selectedId;
          return (
            <Table.Row key={k.id} align="center" style={selected ? { background: 'var(--accent-a3)' } : undefined} data-selected={selected || undefined}>
              <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
                <Flex align="center" gap="2">
                  <Text weight={selected ? 'bold' : 'regular'} title={k.name}>
                    {truncateName(k.name)}
                  </Text>
                  {selected ? (
                    <Badge size="1" variant="solid">
                      Selected
                    </Badge>
                  ) : null}
                </Flex>
              </Table.RowHeaderCell>
              {showTrainer ? <Table.Cell style={{ whiteSpace: 'nowrap' }}>{k.trainer.username}</Table.Cell> : null}
              <Table.Cell style={TABULAR_STYLE}>{formatDate(k.created_at)}</Table.Cell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(k.end_date)}</Table.Cell>
              <Table.Cell>
                <Flex gap="2" wrap="nowrap">
                  <Button size="1" variant="soft" color="gray" onClick={() => onMembers(k)}>
                    Members
                  </Button>
                  <Button size="1" variant={selected ? 'solid' : 'soft'} aria-pressed={selected} onClick={() => onSelect(k.id)}>
                    Select
                  </Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
