/**
 * Valuation (spec 001 §2 "Equities research"): every equity of the session with its region,
 * ticker, currency, price within its 52-week range, P/E heat cell (1 or less to 25 or more), 5-year
 * monthly beta, trailing earnings, 250-day volatility bar and sector; 20 a page, filtered by
 * name, region and currency, sorted by any figure. The price follows the live quotes, and with it
 * the P/E (earnings change only when a quarter is reported).
 */
import { Flex, Table, Text, Tooltip } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import type { EquityValuation } from '@domain/contracts/equities-research';
import { MISSING, formatNumber, formatPrice } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { usePrices } from '@/lib/room/player-state';
import { EquityFilters, NO_FILTER, matchesFilter, type EquityFilter } from './equity-filters';
import { PeHeatCell, RangeBar, VolatilityBar } from './heat-cells';
import { Pager, pageOf } from './pager';

const COLUMNS = 11;
type SortKey = 'name' | 'pe' | 'beta' | 'earnings' | 'volatility';

const priced = (currency: string) => ({ resourcetype: 'Equity', variable_currency: currency });

export interface LiveValuation extends EquityValuation {
  livePrice: number | null;
  livePe: number | null;
}

function sortValue(r: LiveValuation, key: SortKey): number | string | null {
  switch (key) {
    case 'name':
      return r.name;
    case 'pe':
      return r.livePe;
    case 'beta':
      return r.last_beta;
    case 'earnings':
      return r.last_earnings;
    case 'volatility':
      return r.last_volatility;
  }
}

/** Missing figures sort last whichever the direction. */
function compare(a: LiveValuation, b: LiveValuation, key: SortKey, dir: 1 | -1): number {
  const x = sortValue(a, key);
  const y = sortValue(b, key);
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)) * dir;
}

export function ValuationTab({ rows, asOf }: { rows: EquityValuation[] | null; asOf: string | null }) {
  const prices = usePrices();
  const [filter, setFilter] = useState<EquityFilter>(NO_FILTER);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<{ key: SortKey; dir: 1 | -1 }>({ key: 'name', dir: 1 });

  const live: LiveValuation[] | null = useMemo(
    () =>
      rows?.map((r) => {
        const p = prices.get(r.ric);
        const livePrice = p && p.bid !== null && p.ask !== null ? (p.bid + p.ask) / 2 : r.price;
        const livePe = livePrice !== null && r.last_earnings !== null && r.last_earnings > 0 ? livePrice / r.last_earnings : r.last_pe_ratio;
        return { ...r, livePrice, livePe };
      }) ?? null,
    [rows, prices],
  );
  const regions = useMemo(() => [...new Set((rows ?? []).map((r) => r.region))].sort(), [rows]);
  const filtered = useMemo(() => (live ?? []).filter((r) => matchesFilter(r, filter)).sort((a, b) => compare(a, b, sort.key, sort.dir)), [live, filter, sort]);
  const shown = pageOf(filtered, page);

  const header = (key: SortKey, label: string, numeric = true) => {
    const active = sort.key === key;
    const Cell = numeric ? NumericHeader : Table.ColumnHeaderCell;
    return (
      <Cell aria-sort={active ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className="er-sort"
          onClick={() => {
            setSort(active ? { key, dir: sort.dir === 1 ? -1 : 1 } : { key, dir: key === 'name' ? 1 : -1 });
            setPage(0);
          }}
        >
          {label}
          <span aria-hidden>{active ? (sort.dir === 1 ? ' ▲' : ' ▼') : ''}</span>
        </button>
      </Cell>
    );
  };

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <EquityFilters
          value={filter}
          regions={regions}
          onChange={(f) => {
            setFilter(f);
            setPage(0);
          }}
        />
        {asOf ? (
          <Text size="1" color="gray">
            Figures at the session’s time; beta 5Y monthly against the equity’s index, volatility over 250 days.
          </Text>
        ) : null}
      </Flex>
      <DataTable label="Valuation">
        <Table.Header>
          <Table.Row>
            {header('name', 'Name', false)}
            <Table.ColumnHeaderCell>Region</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Ticker</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
            <NumericHeader>Price</NumericHeader>
            <Table.ColumnHeaderCell style={{ textAlign: 'center' }}>52-week low – high</Table.ColumnHeaderCell>
            {header('pe', 'P/E')}
            {header('beta', '5Y beta')}
            {header('earnings', 'Earnings (TTM)')}
            {header('volatility', 'Volatility')}
            <Table.ColumnHeaderCell>Sector</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {live === null ? <LoadingRows columns={COLUMNS} rows={6} /> : null}
          {live !== null && filtered.length === 0 ? <EmptyRow columns={COLUMNS}>No equities match these filters.</EmptyRow> : null}
          {shown.rows.map((r) => {
            const fmt = (v: number) => formatPrice(v, priced(r.currency));
            return (
              <Table.Row key={r.ric} data-ric={r.ric} align="center">
                <Table.RowHeaderCell style={{ minWidth: 150 }}>{r.name}</Table.RowHeaderCell>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>{r.region}</Table.Cell>
                <Table.Cell>
                  <Text weight="medium">{r.ticker}</Text>
                </Table.Cell>
                <Table.Cell>{r.currency}</Table.Cell>
                <NumericCell>{r.livePrice === null ? MISSING : fmt(r.livePrice)}</NumericCell>
                <Table.Cell>
                  <RangeBar low={r.last_w52_low} high={r.last_w52_high} price={r.livePrice} format={fmt} />
                </Table.Cell>
                <NumericCell>
                  <PeHeatCell pe={r.livePe} note={r.pe_note} />
                </NumericCell>
                <NumericCell>
                  {r.last_beta === null ? (
                    <Tooltip content={r.beta_note ?? 'Not available'}>
                      <Text color="gray" tabIndex={0}>
                        {MISSING}
                      </Text>
                    </Tooltip>
                  ) : (
                    <span title={`${r.beta_changes} monthly changes against ${r.beta_index}`}>{formatNumber(r.last_beta, { decimals: 2 })}</span>
                  )}
                </NumericCell>
                <NumericCell>
                  <span title={r.earnings_quarter ? `Trailing twelve months to ${r.earnings_quarter}` : undefined}>
                    {r.last_earnings === null ? MISSING : `${formatNumber(r.last_earnings, { decimals: 2 })}`}
                  </span>
                </NumericCell>
                <NumericCell>
                  <VolatilityBar value={r.last_volatility} note={r.volatility_note} />
                </NumericCell>
                <Table.Cell style={{ minWidth: 220 }}>
                  <Text>{r.sector}</Text>
                  <Text as="div" size="1" color="gray">
                    {r.industry}
                  </Text>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </DataTable>
      <Pager page={shown.page} pages={shown.pages} total={filtered.length} onPage={setPage} />
    </Flex>
  );
}
