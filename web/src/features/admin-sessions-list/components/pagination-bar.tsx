/** Page controls of a paginated list: rows per page, the range shown, previous and next. */
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Flex, IconButton, Select, Text } from '@radix-ui/themes';

export function PaginationBar({
  page,
  pageSize,
  count,
  sizes,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  count: number | null;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const pages = count === null ? null : Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = count === null ? null : Math.min(count, page * pageSize);
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" mt="3" role="navigation" aria-label="Pages">
      <Flex align="center" gap="2">
        <Text size="2" color="gray" as="label" id="rows-per-page">
          Rows per page
        </Text>
        <Select.Root size="1" value={String(pageSize)} onValueChange={(v) => onPageSize(Number(v))}>
          <Select.Trigger aria-labelledby="rows-per-page" />
          <Select.Content position="popper">
            {sizes.map((s) => (
              <Select.Item key={s} value={String(s)}>
                {s}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex align="center" gap="3">
        <Text size="2" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {count === null ? '…' : `${first}–${last} of ${count}`}
        </Text>
        <IconButton size="1" variant="soft" color="gray" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Text size="2" style={{ fontVariantNumeric: 'tabular-nums' }}>
          Page {page}
          {pages === null ? '' : ` of ${pages}`}
        </Text>
        <IconButton size="1" variant="soft" color="gray" aria-label="Next page" disabled={pages === null || page >= pages} onClick={() => onPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Flex>
    </Flex>
  );
}
