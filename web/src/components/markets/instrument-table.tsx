/**
 * One list of instruments on the Markets screen (spec 000 §2 instrument tables): a name search,
 * live bid/ask with arrows, the class's own columns, the amount held and its value, the market's
 * state with its GMT hours (closed markets greyed), and the row actions Trade, ODA, details (bonds
 * in real time, ETFs) and Select; every column sorts. A table from 768 px (scrolling sideways
 * with the instrument pinned when narrow); stacked cards on phones, so the actions stay within
 * reach of a thumb.
 */
import { Badge, Box, Button, Card, Flex, Grid, IconButton, Table, Text, TextField, Tooltip } from '@radix-ui/themes';
import { NOT_LISTED_YET } from '@domain/market/instrument';
import { CaretDownIcon, CaretUpIcon, Crosshair1Icon, InfoCircledIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { formatMoney, formatNumber, truncateName } from '@domain/format';
import { formatHoursGmt } from '@domain/market-hours';
import type { PlayerPosition, SessionAsset } from '@/lib/room/player-api';
import { tradedQuote } from '@/lib/room/order-limits';
import type { LivePrice } from '@/lib/session-live/live-state';
import { useTradeActions } from '@/lib/room/trade-actions';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { PriceCell } from './price-cell';
import { RowActionsCell } from './contract-row-actions';
import { MarketRow, MarketStateCell } from './market-state-cell';
import type { AssetDetails } from '@/lib/room/use-asset-details';
import type { InstrumentColumn } from './instrument-columns';

const AssetDetailsDialog = lazy(() => import('./asset-details-dialog').then((m) => ({ default: m.AssetDetailsDialog })));

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const pinned = { position: 'sticky', left: 0, background: 'var(--color-panel-solid)', zIndex: 1 } as const;

export interface InstrumentRowData {
  asset: SessionAsset;
  price: LivePrice | undefined;
  position: PlayerPosition | undefined;
}

export interface InstrumentTableProps {
  rows: InstrumentRowData[];
  selectedRic: string | null;
  onSelect: (ric: string) => void;
  reportingCurrency: string;
  /** The class's own columns (instrument-columns.ts) and the details they read. */
  columns?: InstrumentColumn[];
  details?: Map<number, AssetDetails> | null;
  /** Whether a row offers its details dialog (bonds in real time, ETFs). */
  hasDetails?: (asset: SessionAsset) => boolean;
}

type SortKey = 'instrument' | 'bid' | 'ask' | 'amount' | 'value' | string;
type Sort = { key: SortKey; descending: boolean } | null;

export function InstrumentTable({ rows, columns = [], details = null, hasDetails = () => false, ...props }: InstrumentTableProps) {
  const session = useSessionRecord();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(null);
  const [detailsOf, setDetailsOf] = useState<SessionAsset | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => {
    const found = needle ? rows.filter((r) => r.asset.name.toLowerCase().includes(needle) || r.asset.ticker.toLowerCase().includes(needle)) : rows;
    if (!sort) return found;
    const keyOf = (r: InstrumentRowData): string | number | null => {
      switch (sort.key) {
        case 'instrument':
          return r.asset.ticker;
        case 'bid':
          return tradedQuote(session, r.price ?? r.asset).bid;
        case 'ask':
          return tradedQuote(session, r.price ?? r.asset).ask;
        case 'amount':
          return r.position?.amount ?? 0;
        case 'value':
          return r.position?.amount ? r.position.reporting_value : null;
        default:
          return columns.find((c) => c.key === sort.key)?.value(r.asset, details?.get(r.asset.asset_id)) ?? null;
      }
    };
    return [...found].sort((a, b) => compareKeys(keyOf(a), keyOf(b), sort.descending));
  }, [rows, needle, sort, columns, details, session]);
  const list: ListProps = {
    ...props,
    rows: shown,
    columns,
    details,
    sort,
    onSort: (key) => setSort((s) => (s?.key === key ? (s.descending ? null : { key, descending: true }) : { key, descending: false })),
    onDetails: (asset) => (hasDetails(asset) ? () => setDetailsOf(asset) : null),
  };

  return (
    <>
      {rows.length > 1 ? (
        <TextField.Root size="2" mb="2" placeholder="Search name or ticker" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Search instruments" style={{ maxWidth: 320 }}>
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
      ) : null}
      {shown.length === 0 ? (
        <Text as="p" size="2" color="gray" my="3">
          {needle && rows.length ? `No instrument matches “${search.trim()}”.` : 'No instruments with open trades here.'}
        </Text>
      ) : (
        <>
          <Box display={{ initial: 'none', md: 'block' }}>
            <WideTable {...list} />
          </Box>
          <Box display={{ initial: 'block', md: 'none' }}>
            <InstrumentCards {...list} />
          </Box>
        </>
      )}
      {detailsOf ? (
        <Suspense fallback={null}>
          <AssetDetailsDialog asset={detailsOf} onClose={() => setDetailsOf(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Ascending or descending, missing values last either way; text by locale, numbers by value. */
function compareKeys(a: string | number | null, b: string | number | null, descending: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return descending ? -order : order;
}

interface ListProps {
  rows: InstrumentRowData[];
  selectedRic: string | null;
  onSelect: (ric: string) => void;
  reportingCurrency: string;
  columns: InstrumentColumn[];
  details: Map<number, AssetDetails> | null;
  sort: Sort;
  onSort: (key: SortKey) => void;
  /** The row's details action, or null when it has none. */
  onDetails: (asset: SessionAsset) => (() => void) | null;
}

/** A header that sorts its column: ascending, descending, then back to the session's order. */
function SortHeader({ label, sortKey, sort, onSort, numeric, style }: { label: ReactNode; sortKey: SortKey; sort: Sort; onSort: (key: SortKey) => void; numeric?: boolean; style?: React.CSSProperties }) {
  const active = sort?.key === sortKey;
  return (
    <Table.ColumnHeaderCell style={{ ...(numeric ? num : null), ...style }} aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="sort-header" onClick={() => onSort(sortKey)}>
        {label}
        {active ? sort.descending ? <CaretDownIcon aria-hidden /> : <CaretUpIcon aria-hidden /> : null}
      </button>
    </Table.ColumnHeaderCell>
  );
}

/** A class column's cell text. */
function columnText(c: InstrumentColumn, asset: SessionAsset, details: Map<number, AssetDetails> | null): string {
  const v = c.value(asset, details?.get(asset.asset_id));
  if (v === null) return details === null && c.numeric ? '…' : '-';
  return typeof v === 'number' ? (c.format?.(v) ?? String(v)) : v;
}

function WideTable({ rows, selectedRic, onSelect, reportingCurrency, columns, details, sort, onSort, onDetails }: ListProps) {
  const session = useSessionRecord();
  const { openTicket, openOda } = useTradeActions();
  return (
    <Table.Root size="1" variant="ghost" style={{ overflowX: 'auto' }}>
      <Table.Header>
        <Table.Row>
          <SortHeader label="Instrument" sortKey="instrument" sort={sort} onSort={onSort} style={pinned} />
          <SortHeader label="Bid" sortKey="bid" sort={sort} onSort={onSort} numeric />
          <SortHeader label="Ask" sortKey="ask" sort={sort} onSort={onSort} numeric />
          {columns.map((c) => (
            <SortHeader key={c.key} label={c.label} sortKey={c.key} sort={sort} onSort={onSort} numeric={c.numeric} />
          ))}
          <SortHeader label="Amount" sortKey="amount" sort={sort} onSort={onSort} numeric />
          <SortHeader label={`Value (${reportingCurrency})`} sortKey="value" sort={sort} onSort={onSort} numeric />
          <Table.ColumnHeaderCell>Market (GMT)</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>Actions</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(({ asset, price, position }) => {
          const open = price?.open ?? asset.market_open;
          const q = tradedQuote(session, price ?? asset);
          const selected = selectedRic === asset.ric;
          const amount = position?.amount ?? 0;
          const showDetails = onDetails(asset);
          return (
            <MarketRow key={asset.ric} ric={asset.ric} open={open} selected={selected}>
              <Table.RowHeaderCell style={{ ...pinned, background: selected ? 'var(--accent-3)' : pinned.background, minWidth: 140 }}>
                <Text as="div" weight="bold" size="2">
                  {asset.ticker}
                </Text>
                <Text as="div" size="1" color="gray" title={asset.name}>
                  {truncateName(asset.name)} · {asset.variable_currency}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell style={num}>
                <PriceCell value={q.bid} asset={asset} price={price} />
              </Table.Cell>
              <Table.Cell style={num}>
                <PriceCell value={q.ask} asset={asset} price={price} />
              </Table.Cell>
              {columns.map((c) => (
                <Table.Cell key={c.key} style={c.numeric ? num : { whiteSpace: 'nowrap' }}>
                  {columnText(c, asset, details)}
                </Table.Cell>
              ))}
              <Table.Cell style={num}>
                <Text color={amount > 0 ? 'green' : amount < 0 ? 'red' : 'gray'}>{formatNumber(amount, { decimals: 0 })}</Text>
              </Table.Cell>
              <Table.Cell style={num}>{position && amount !== 0 ? formatMoney(position.reporting_value, reportingCurrency).replace(`${reportingCurrency} `, '') : '-'}</Table.Cell>
              {/* Stacked when the class brings its own columns, so the actions stay in view. */}
              <MarketStateCell asset={asset} open={open} align={columns.length ? 'start' : 'center'} direction={columns.length ? 'column' : 'row'} />
              <RowActionsCell ticker={asset.ticker} selected={selected} onTrade={() => openTicket(asset.ric)} onSelect={() => onSelect(asset.ric)}>
                <Button size="2" variant="soft" onClick={() => openOda(asset.ric)} aria-label={`ODA ${asset.ticker}`}>
                  ODA
                </Button>
                {showDetails ? (
                  <Tooltip content="Details">
                    <IconButton size="2" variant="soft" color="gray" onClick={showDetails} aria-label={`Details of ${asset.ticker}`}>
                      <InfoCircledIcon />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </RowActionsCell>
            </MarketRow>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/** Phones: one card per instrument with its quote, position, market state and actions. */
function InstrumentCards({ rows, selectedRic, onSelect, reportingCurrency, onDetails }: ListProps) {
  const session = useSessionRecord();
  const { openTicket, openOda } = useTradeActions();
  return (
    <Flex direction="column" gap="2">
      {rows.map(({ asset, price, position }) => {
        const open = price?.open ?? asset.market_open;
        const q = tradedQuote(session, price ?? asset);
        const selected = selectedRic === asset.ric;
        const amount = position?.amount ?? 0;
        return (
          <Card key={asset.ric} size="1" data-instrument-card={asset.ric} style={selected ? { boxShadow: 'inset 0 0 0 2px var(--accent-8)' } : undefined}>
            <Flex justify="between" align="start" gap="2">
              <Box style={{ minWidth: 0 }}>
                <Text as="div" weight="bold" size="3" color={open ? undefined : 'gray'} data-testid="card-ticker">
                  {asset.ticker}
                </Text>
                <Text as="div" size="1" color="gray" truncate>
                  {truncateName(asset.name)} · {asset.variable_currency}
                </Text>
              </Box>
              <Badge color={open ? 'green' : 'gray'} variant="soft">
                {open ? 'Open' : asset.closed_reason === NOT_LISTED_YET ? NOT_LISTED_YET : `Closed · ${formatHoursGmt(asset.market_hours, asset.resourcetype)}`}
              </Badge>
            </Flex>
            <Grid columns="3" gap="2" mt="2" style={num}>
              <Box>
                <Text as="div" size="1" color="gray">
                  Bid
                </Text>
                <PriceCell value={q.bid} asset={asset} price={price} />
              </Box>
              <Box>
                <Text as="div" size="1" color="gray">
                  Ask
                </Text>
                <PriceCell value={q.ask} asset={asset} price={price} />
              </Box>
              <Box>
                <Text as="div" size="1" color="gray">
                  Amount
                </Text>
                <Text as="div" data-testid="card-amount" color={amount > 0 ? 'green' : amount < 0 ? 'red' : 'gray'}>
                  {formatNumber(amount, { decimals: 0 })}
                </Text>
                {position && amount !== 0 ? (
                  <Text as="div" size="1" color="gray">
                    {formatMoney(position.reporting_value, reportingCurrency)}
                  </Text>
                ) : null}
              </Box>
            </Grid>
            <Flex gap="2" mt="3">
              <Button size="3" style={{ flex: 1 }} onClick={() => openTicket(asset.ric)} aria-label={`Trade ${asset.ticker}`}>
                Trade
              </Button>
              <Button size="3" variant="soft" style={{ flex: 1 }} onClick={() => openOda(asset.ric)} aria-label={`ODA ${asset.ticker}`}>
                ODA
              </Button>
              {onDetails(asset) ? (
                <IconButton size="3" variant="soft" color="gray" onClick={onDetails(asset)!} aria-label={`Details of ${asset.ticker}`}>
                  <InfoCircledIcon />
                </IconButton>
              ) : null}
              <IconButton size="3" variant={selected ? 'solid' : 'outline'} onClick={() => onSelect(asset.ric)} aria-label={`Select ${asset.ticker}`} aria-pressed={selected}>
                <Crosshair1Icon />
              </IconButton>
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
