/** Previous / next pages of a table, 20 rows a page (spec 001 §9 "equity tables 20"). */
import { Flex, Text } from '@radix-ui/themes';
import { TABULAR_STYLE } from '@/components/numeric-style';
import { PageStepper } from '@/components/page-stepper';

export const PAGE_SIZE = 20;

export function pageOf<T>(rows: readonly T[], page: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE), page: current, pages };
}

export function Pager({ page, pages, total, onPage }: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap">
      <Text size="1" color="gray" style={TABULAR_STYLE}>
        {total === 0 ? 'No equities' : `${page * PAGE_SIZE + 1}–${Math.min(total, (page + 1) * PAGE_SIZE)} of ${total} equities`}
      </Text>
      <PageStepper page={page} pages={pages} onPage={onPage} />
    </Flex>
  );
}
