/** Previous / "Page n of m" / Next under a client-side paged table (pages counted from 0). */
import { Button, Flex, Text } from '@radix-ui/themes';
import { TABULAR_STYLE } from './numeric-style';

export function PageStepper({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Flex align="center" gap="3">
      <Button variant="soft" size="2" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="2" style={TABULAR_STYLE}>
        Page {page + 1} of {pages}
      </Text>
      <Button variant="soft" size="2" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Flex>
  );
}
