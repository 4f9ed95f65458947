/**
 * Players with differences (spec 002 §2): players whose stored market value differs from a fresh
 * revaluation by more than the threshold (default 50,000, step 10,000): session, class, player,
 * last market value, last portfolio return, difference, when it was computed.
 */
import { Box, Flex, Table, Text, TextField } from '@radix-ui/themes';
import { AppLink } from '@/components/app-link';
import { formatNumber, formatPercent } from '@domain/format';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { ErrorCallout } from '@/components/error-callout';
import { ERRORS_PAGE_SIZE, type PlayerDifferenceRow } from '../api/errors-api';
import type { PagedList } from '../hooks/use-paged-list';
import { Pagination } from './pagination';
import { TimeText } from './time-cell';

export const DEFAULT_DIFFERENCE = 50_000;
export const DIFFERENCE_STEP = 10_000;
const COLUMNS = 7;

export function PlayersDifferencesTab({
  list,
  threshold,
  onThreshold,
}: {
  list: PagedList<PlayerDifferenceRow>;
  threshold: string;
  onThreshold: (text: string) => void;
}) {
  const rows = list.page?.results ?? null;
  const value = Number(threshold);
  const invalid = threshold.trim() === '' || !Number.isFinite(value) || value < 0;
  return (
    <Flex direction="column" gap="3">
      <Flex align="end" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="difference-threshold" size="2" weight="medium">
            Difference above
          </Text>
          <TextField.Root
            id="difference-threshold"
            type="number"
            min={0}
            step={DIFFERENCE_STEP}
            value={threshold}
            onChange={(e) => onThreshold(e.target.value)}
            style={{ width: 180, fontVariantNumeric: 'tabular-nums' }}
          />
        </Flex>
        <Text size="1" color={invalid ? 'red' : 'gray'} mb="2">
          {invalid ? 'A number of at least 0' : 'In each session’s reporting currency: stored market value against a fresh revaluation.'}
        </Text>
      </Flex>
      {list.error ? <ErrorCallout message={list.error} onRetry={list.reload} /> : null}
      <Box style={{ overflowX: 'auto' }}>
        <Table.Root size="1" variant="surface" aria-label="Players with differences">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Session</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Class</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Player</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Computed</Table.ColumnHeaderCell>
              <NumericHeader>Last market value</NumericHeader>
              <NumericHeader>Last portfolio return</NumericHeader>
              <NumericHeader>Difference</NumericHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows === null && !list.error ? <LoadingRows columns={COLUMNS} /> : null}
            {rows !== null && rows.length === 0 ? <EmptyRow columns={COLUMNS}>No player differs by more than the threshold.</EmptyRow> : null}
            {rows?.map((d) => (
              <Table.Row key={`${d.session}-${d.player}`} align="center">
                <Table.Cell>
                  <AppLink to={`/dashboard/sessions/${d.session}/players`}>{d.session}</AppLink>
                </Table.Cell>
                <Table.Cell>{d.klass}</Table.Cell>
                <Table.Cell>
                  <AppLink to={`/dashboard/sessions/${d.session}/players/${d.player}`}>{d.player_name}</AppLink>
                </Table.Cell>
                <Table.Cell>
                  <TimeText ms={d.computed_at} />
                </Table.Cell>
                <NumericCell>{formatNumber(d.last_market_value, { decimals: 2 })}</NumericCell>
                <NumericCell>{formatPercent(d.last_portfolio_return, 2)}</NumericCell>
                <NumericCell style={{ fontWeight: 600 }}>{formatNumber(d.difference, { decimals: 2 })}</NumericCell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {list.page ? <Pagination label="Players with differences" pageNumber={list.pageNumber} pageSize={ERRORS_PAGE_SIZE} count={list.page.count} onPage={list.setPageNumber} /> : null}
    </Flex>
  );
}
