/** /dashboard/trainers (spec 002 §2): every trainer (id, username, classes) with Set password. */
import { LockClosedIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import { ErrorCallout } from '@/components/error-callout';
import { SectionHeading } from '@/components/section-heading';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { listTrainers, type TrainerRow } from '@/lib/people-api';
import { SetPasswordDialog } from './set-password-dialog';
import { useRemote } from '@/lib/use-remote';

const COLUMNS = 4;

export function TrainersPage() {
  const { data: trainers, error, reload } = useRemote(listTrainers, []);
  const [editing, setEditing] = useState<TrainerRow | null>(null);


  return (
    <section aria-labelledby="trainers-title">
      <SectionHeading id="trainers-title" title="Trainers" description="Every trainer and the classes they lead." />
      {error ? (
        <ErrorCallout message={error} onRetry={reload} />
      ) : (
        <DataTable label="Trainers list" pinFirst={false} maxHeight="640px">
          <Table.Header>
            <Table.Row>
              <NumericHeader width="64px">ID</NumericHeader>
              <Table.ColumnHeaderCell>Username</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Classes</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell width="140px">Actions</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {trainers === null ? <LoadingRows columns={COLUMNS} /> : null}
            {trainers?.length === 0 ? <EmptyRow columns={COLUMNS}>No trainers yet: creating a class with a new trainer name makes one.</EmptyRow> : null}
            {trainers?.map((t) => (
              <Table.Row key={t.id} align="center">
                <NumericCell>{t.id}</NumericCell>
                <Table.RowHeaderCell>
                  <Text weight="medium">{t.username}</Text>
                </Table.RowHeaderCell>
                <Table.Cell>
                  {t.klasses.length === 0 ? (
                    <Text color="gray">No classes</Text>
                  ) : (
                    <Flex gap="1" wrap="wrap">
                      {t.klasses.map((k) => (
                        <Badge key={k.id} variant="soft" color="gray">
                          {k.name}
                        </Badge>
                      ))}
                    </Flex>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Button size="1" variant="soft" onClick={() => setEditing(t)} aria-label={`Set password of ${t.username}`}>
                    <LockClosedIcon aria-hidden /> Set password
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
      <SetPasswordDialog trainer={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
