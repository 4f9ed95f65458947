/**
 * One list of instruments on the Markets screen: live bid/ask with arrows, the amount held and
 * its value, the market's state with its GMT hours (closed markets greyed), and the row actions
 * Trade, ODA and Select. A table from 768 px (scrolling sideways with the instrument pinned when
 * narrow); stacked cards on phones, so the actions stay within reach of a thumb.
 */
import { Badge, Box, Button, Card, Flex, Grid, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { Crosshair1Icon, DotFilledIcon } from '@radix-ui/react-icons';
import { formatMoney, formatNumber, truncateName } from '@domain/format';
import { formatHoursGmt } from '@domain/market-hours';
import type { PlayerPosition, SessionAsset } from '../../api/player-api';
import { tradedQuote } from '../../hooks/order-limits';
import type { LivePrice } from '@/lib/session-live/live-state';
import { useTradeActions } from '../../state/trade-actions';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { PriceCell } from './price-cell';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const pinned = { position: 'sticky', left: 0, background: 'var(--color-panel-solid)', zIndex: 1 } as const;

export interface InstrumentRowData {
  asset: SessionAsset;
  price: LivePrice | undefined;
  position: PlayerPosition | undefined;
}

export function InstrumentTable({ rows, selectedRic, onSelect, reportingCurrency }: ListProps) {
  if (rows.length === 0) {
    return (
      <Text as="p" size="2" color="gray" my="3">
        No instruments with open trades here.
      </Text>
    );
  }
  return (
    <>
      <Box display={{ initial: 'none', md: 'block' }}>
        <WideTable rows={rows} selectedRic={selectedRic} onSelect={onSelect} reportingCurrency={reportingCurrency} />
      </Box>
      <Box display={{ initial: 'block', md: 'none' }}>
        <InstrumentCards rows={rows} selectedRic={selectedRic} onSelect={onSelect} reportingCurrency={reportingCurrency} />
      </Box>
    </>
  );
}

interface ListProps {
  rows: InstrumentRowData[];
  selectedRic: string | null;
  onSelect: (ric: string) => void;
  reportingCurrency: string;
}

function WideTable({ rows, selectedRic, onSelect, reportingCurrency }: ListProps) {
  const session = useSessionRecord();
  const { openTicket, openOda } = useTradeActions();
  return (
    <Table.Root size="1" variant="ghost" style={{ overflowX: 'auto' }}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell style={pinned}>Instrument</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Bid</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Ask</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Amount</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Value ({reportingCurrency})</Table.ColumnHeaderCell>
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
          const hours = formatHoursGmt(asset.market_hours, asset.resourcetype);
          return (
            <Table.Row
              key={asset.ric}
              className={open ? undefined : 'market-row--closed'}
              data-ric={asset.ric}
              aria-selected={selected}
              style={selected ? { background: 'var(--accent-a3)' } : undefined}
            >
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
              <Table.Cell style={num}>
                <Text color={amount > 0 ? 'green' : amount < 0 ? 'red' : 'gray'}>{formatNumber(amount, { decimals: 0 })}</Text>
              </Table.Cell>
              <Table.Cell style={num}>{position && amount !== 0 ? formatMoney(position.reporting_value, reportingCurrency).replace(`${reportingCurrency} `, '') : '-'}</Table.Cell>
              <Table.Cell>
                <Flex align="center" gap="1" style={{ whiteSpace: 'nowrap' }}>
                  <Badge color={open ? 'green' : 'gray'} variant="soft" size="1">
                    <DotFilledIcon aria-hidden />
                    {open ? 'Open' : 'Closed'}
                  </Badge>
                  <Text size="1" color="gray" title={asset.closed_reason ?? undefined}>
                    {hours.replace(' GMT', '')}
                  </Text>
                </Flex>
              </Table.Cell>
              <Table.Cell>
                <Flex gap="2" justify="end" style={{ whiteSpace: 'nowrap' }}>
                  <Button size="2" onClick={() => openTicket(asset.ric)} aria-label={`Trade ${asset.ticker}`}>
                    Trade
                  </Button>
                  <Button size="2" variant="soft" onClick={() => openOda(asset.ric)} aria-label={`ODA ${asset.ticker}`}>
                    ODA
                  </Button>
                  <Tooltip content="Show its price history">
                    <IconButton
                      size="2"
                      variant={selected ? 'solid' : 'outline'}
                      onClick={() => onSelect(asset.ric)}
                      aria-label={`Select ${asset.ticker}`}
                      aria-pressed={selected}
                    >
                      <Crosshair1Icon />
                    </IconButton>
                  </Tooltip>
                </Flex>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/** Phones: one card per instrument with its quote, position, market state and actions. */
function InstrumentCards({ rows, selectedRic, onSelect, reportingCurrency }: ListProps) {
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
                {open ? 'Open' : `Closed · ${formatHoursGmt(asset.market_hours, asset.resourcetype)}`}
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
