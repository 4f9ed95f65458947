/** Previous / next for a list of pages, with where the reader is and how many rows there are. */
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Flex, IconButton, Text } from '@radix-ui/themes';

export function Pagination({ pageNumber, pageSize, count, onPage, label }: { pageNumber: number; pageSize: number; count: number; onPage: (n: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Flex align="center" justify="end" gap="3" asChild>
      <nav aria-label={`${label} pages`}>
        <Text size="1" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {count} row{count === 1 ? '' : 's'} · page {Math.min(pageNumber, pages)} of {pages}
        </Text>
        <IconButton size="1" variant="soft" aria-label="Previous page" disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton size="1" variant="soft" aria-label="Next page" disabled={pageNumber >= pages} onClick={() => onPage(pageNumber + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </nav>
    </Flex>
  );
}
