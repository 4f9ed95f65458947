/**
 * Dividends (spec 001 §2 "Equities research", §3 Dividend): per equity of the session its
 * trailing dividend yield (heat from 0.01 or less to 0.2 or more), the last dividend per share
 * with its ex-date and pay date, the next ex-date and pay date, the player's shares and what they
 * are owed (declared on an ex-date they held it, not yet paid) in the equity's currency and the
 * reporting currency; 20 a page.
 */
import { Badge, Card, Flex, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import type { PlayerDividends } from '@domain/contracts/equities-research';
import { MISSING, formatDate, formatMoney, formatNumber } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { EquityFilters, NO_FILTER, matchesFilter, type EquityFilter } from './equity-filters';
import { YieldHeatCell } from './heat-cells';
import { Pager, pageOf } from './pager';

const COLUMNS = 11;

export function DividendsTab({ data }: { data: PlayerDividends | null }) {
  const [filter, setFilter] = useState<EquityFilter>(NO_FILTER);
  const [page, setPage] = useState(0);
  const rows = useMemo(() => (data?.equities ?? []).filter((r) => matchesFilter(r, filter)), [data, filter]);
  const shown = pageOf(rows, page);
  const reporting = data?.reporting_currency ?? '';

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <EquityFilters
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage(0);
          }}
        />
        <Card size="1">
          <Flex direction="column" align="end">
            <Text size="1" color="gray">
              Outstanding dividends ({reporting || '…'})
            </Text>
            <Text size="4" weight="bold" style={TABULAR_STYLE} data-testid="total-outstanding">
              {data ? formatMoney(data.total_outstanding_reporting, reporting) : MISSING}
            </Text>
          </Flex>
        </Card>
      </Flex>
      <DataTable label="Dividends">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Ticker</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
            <NumericHeader>Yield</NumericHeader>
            <NumericHeader>Per share</NumericHeader>
            <Table.ColumnHeaderCell>Ex-date</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Pay date</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Next ex-date</Table.ColumnHeaderCell>
            <NumericHeader>Shares</NumericHeader>
            <NumericHeader>Outstanding</NumericHeader>
            <NumericHeader>Outstanding ({reporting || '…'})</NumericHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data === null ? <LoadingRows columns={COLUMNS} rows={6} /> : null}
          {data !== null && rows.length === 0 ? <EmptyRow columns={COLUMNS}>No equities match these filters.</EmptyRow> : null}
          {shown.rows.map((r) => (
            <Table.Row key={r.ric} data-ric={r.ric} align="center">
              <Table.RowHeaderCell style={{ minWidth: 190 }}>{r.name}</Table.RowHeaderCell>
              <Table.Cell>
                <Text weight="medium">{r.ticker}</Text>
              </Table.Cell>
              <Table.Cell>{r.currency}</Table.Cell>
              <NumericCell>
                <YieldHeatCell value={r.last_div_yield} />
              </NumericCell>
              <NumericCell>{r.last_div_per_share === null ? MISSING : formatNumber(r.last_div_per_share, { decimals: 4, minDecimals: 2 })}</NumericCell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(r.last_div_ex_date)}</Table.Cell>
              <Table.Cell style={TABULAR_STYLE}>{formatDate(r.last_div_pay_date)}</Table.Cell>
              <Table.Cell style={TABULAR_STYLE}>
                {r.next_div_ex_date ? (
                  <span title={`Paid ${formatDate(r.next_div_pay_date)}`}>{formatDate(r.next_div_ex_date)}</span>
                ) : r.dividend_frequency === 0 ? (
                  <Badge color="gray" variant="soft">
                    No dividend
                  </Badge>
                ) : (
                  MISSING
                )}
              </Table.Cell>
              <NumericCell>{r.shares === 0 ? MISSING : formatNumber(r.shares, { decimals: 0 })}</NumericCell>
              <NumericCell>
                {r.outstanding === 0 ? (
                  <Text color="gray">{MISSING}</Text>
                ) : (
                  <span title={r.outstanding_items.map((i) => `Ex ${i.ex_date}, paid ${i.pay_date}: ${formatMoney(i.amount, r.currency)}`).join('\n')}>
                    {formatMoney(r.outstanding, r.currency)}
                  </span>
                )}
              </NumericCell>
              <NumericCell>
                <Text weight={r.outstanding_reporting ? 'bold' : undefined} color={r.outstanding_reporting ? undefined : 'gray'}>
                  {r.outstanding_reporting ? formatMoney(r.outstanding_reporting, reporting) : MISSING}
                </Text>
              </NumericCell>
            </Table.Row>
          ))}
        </Table.Body>
      </DataTable>
      <Pager page={shown.page} pages={shown.pages} total={rows.length} onPage={setPage} />
    </Flex>
  );
}
