/**
 * Every class with its trainer, trainees and sessions (spec 002 §2 /dashboard/users). A row
 * opens to list its trainees, each deletable; a class is deletable only without sessions
 * (the button says why otherwise). Both ask 'Sure to delete?' first.
 */
import { ChevronDownIcon, ChevronRightIcon, Cross2Icon, TrashIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { Fragment, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { DisabledReason } from '@/components/disabled-reason';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { formatDate } from '@domain/format';
import { deleteKlass, deleteTrainee, type KlassSummary } from '@/lib/people-api';

const COLUMNS = 7;
export const KLASS_WITH_SESSIONS = 'A class with sessions cannot be deleted';

type Pending = { kind: 'klass'; klass: KlassSummary } | { kind: 'trainee'; id: number; username: string };

export function AdminKlassesTable({ klasses, onChanged }: { klasses: KlassSummary[] | null; onChanged: () => void }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function confirm() {
    const target = pending;
    setPending(null);
    if (!target) return;
    try {
      if (target.kind === 'klass') await deleteKlass(target.klass.id);
      else await deleteTrainee(target.id);
      onChanged();
    } catch {
      // The notification shows the server's reason.
    }
  }

  return (
    <>
      <DataTable label="All classes" pinFirst={false} maxHeight="560px">
        <Table.Header>
          <Table.Row>
            <NumericHeader width="64px">ID</NumericHeader>
            <Table.ColumnHeaderCell>Class</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Trainer</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Trainees</Table.ColumnHeaderCell>
            <NumericHeader>Sessions</NumericHeader>
            <Table.ColumnHeaderCell>Created</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {klasses === null ? <LoadingRows columns={COLUMNS} /> : null}
          {klasses?.length === 0 ? <EmptyRow columns={COLUMNS}>No classes yet: create one above.</EmptyRow> : null}
          {klasses?.map((k) => {
            const expanded = open.has(k.id);
            const sessions = k.session_count;
            const deletable = !sessions;
            const deleteButton = (
              <Button size="1" variant="soft" color="red" disabled={!deletable} onClick={() => setPending({ kind: 'klass', klass: k })} aria-label={`Delete class ${k.name}`}>
                <TrashIcon aria-hidden /> Delete
              </Button>
            );
            return (
              <Fragment key={k.id}>
                <Table.Row align="center">
                  <NumericCell>{k.id}</NumericCell>
                  <Table.RowHeaderCell>
                    <Text weight="medium">{k.name}</Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>{k.trainer.username}</Table.Cell>
                  <Table.Cell>
                    <Button size="1" variant="ghost" color="gray" onClick={() => toggle(k.id)} aria-expanded={expanded} aria-label={`Trainees of ${k.name}`} disabled={k.trainees.length === 0}>
                      {expanded ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
                      {k.trainees.length} trainee{k.trainees.length === 1 ? '' : 's'}
                    </Button>
                  </Table.Cell>
                  <NumericCell>{sessions ?? '—'}</NumericCell>
                  <Table.Cell style={TABULAR_STYLE}>{formatDate(k.created_at)}</Table.Cell>
                  <Table.Cell>
                    <DisabledReason reason={deletable ? null : KLASS_WITH_SESSIONS}>{deleteButton}</DisabledReason>
                  </Table.Cell>
                </Table.Row>
                {expanded ? (
                  <Table.Row>
                    <Table.Cell colSpan={COLUMNS} style={{ background: 'var(--gray-a2)' }}>
                      <Flex gap="2" wrap="wrap" aria-label={`Trainees of class ${k.name}`} role="list">
                        {k.trainees.map((t) => (
                          <Badge key={t.id} size="2" variant="surface" color="gray" role="listitem">
                            {t.username}
                            <IconButton size="1" variant="ghost" color="red" aria-label={`Delete trainee ${t.username}`} onClick={() => setPending({ kind: 'trainee', id: t.id, username: t.username })}>
                              <Cross2Icon />
                            </IconButton>
                          </Badge>
                        ))}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </DataTable>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => (o ? undefined : setPending(null))}
        title="Sure to delete?"
        description={
          pending?.kind === 'klass'
            ? `The class ${pending.klass.name} is deleted; its trainees keep their accounts.`
            : pending
              ? `The account of ${pending.username} is deleted. Finished sessions keep their books.`
              : ''
        }
        cancelLabel="Cancel"
        confirmLabel="Delete"
        confirmColor="red"
        onConfirm={() => void confirm()}
      />
    </>
  );
}
