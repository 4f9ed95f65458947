/**
 * The news headlines, 30 per page (spec 001 §9), newest first; items received while the screen
 * is open are highlighted. A headline opens the full story.
 */
import { Badge, Button, Dialog, Flex, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { formatDate } from '@domain/format';
import { EmptyRow, LoadingRows, TABULAR_STYLE } from '@/components/table-parts';
import type { NewsItem } from '../../shared/api/screens-api';
import { DataTable } from '@/components/data-table';
import { PageStepper } from '@/components/page-stepper';

export const NEWS_PAGE_SIZE = 30;

export function NewsTable({ items, fresh }: { items: NewsItem[] | null; fresh: ReadonlySet<string> }) {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<NewsItem | null>(null);
  const pages = Math.max(1, Math.ceil((items?.length ?? 0) / NEWS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const rows = (items ?? []).slice(current * NEWS_PAGE_SIZE, (current + 1) * NEWS_PAGE_SIZE);
  return (
    <Flex direction="column" gap="3">
      <DataTable label="News" pinFirst={false} maxHeight="none">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell style={{ width: 120 }}>Date</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Headline</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items === null ? <LoadingRows columns={2} rows={6} /> : null}
          {items !== null && items.length === 0 ? <EmptyRow columns={2}>No news has been delivered yet.</EmptyRow> : null}
          {rows.map((n) => (
            <Table.Row key={n.id} align="center" className={fresh.has(n.id) ? 'tr-row--new' : undefined} data-news-id={n.id}>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(n.timestamp)}</Table.Cell>
              <Table.Cell>
                <Flex align="center" gap="2">
                  <Button variant="ghost" size="2" onClick={() => setOpen(n)} style={{ textAlign: 'left', height: 'auto', minHeight: 32 }}>
                    {n.headline}
                  </Button>
                  {fresh.has(n.id) ? (
                    <Badge color="indigo" variant="solid" size="1">
                      New
                    </Badge>
                  ) : null}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </DataTable>
      <Flex justify="end">
        <PageStepper page={current} pages={pages} onPage={setPage} />
      </Flex>
      <Dialog.Root open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Content maxWidth="640px">
          <Dialog.Title>{open?.headline}</Dialog.Title>
          <Dialog.Description size="1" color="gray" mb="3">
            {open ? formatDate(open.timestamp) : ''}
          </Dialog.Description>
          <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
            {open?.body}
          </Text>
          <Flex justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}
