/**
 * A contract family's Markets tab table (kit; spec 000 §2, 001 §2): one row per instrument of the
 * family, greyed while its market is closed and tinted when selected, with the family's columns
 * between the instrument and the market's state ('Market (GMT)'), and the actions Trade (the
 * family's dialog), Show contracts and Select. On a phone the instrument, the `key` columns and
 * the actions stay in the row; the rest open under it.
 */
import { Text } from '@radix-ui/themes';
import { MISSING, formatDate, formatNumber, truncateName } from '@domain/format';
import { ContractRowMoreButtons, TradeButton } from '@/components/markets/contract-row-actions';
import { MarketRow, MarketState } from '@/components/markets/market-state-cell';
import type { SessionAsset } from '@/lib/room/player-api';
import { tradedQuote } from '@/lib/room/order-limits';
import { usePrices } from '@/lib/room/player-state';
import type { LivePrice } from '@/lib/session-live/live-state';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { usePhone } from '@/lib/use-media-query';
import { ContractTable, type ContractColumn } from './contract-table';

/** One instrument's row as the family's columns read it: the live price, the market's state, the quote a trade would get. */
export interface MarketLine {
  asset: SessionAsset;
  price: LivePrice | undefined;
  open: boolean;
  quote: { bid: number | null; ask: number | null };
  selected: boolean;
}

export interface ContractMarketTableProps {
  label: string;
  assets: readonly SessionAsset[];
  /** The instrument column: its header and what it shows (default: ticker over the name). */
  instrument?: { header: string; cell?: (line: MarketLine) => React.ReactNode };
  columns: readonly ContractColumn<MarketLine>[];
  empty: string;
  selectedRic: string | null;
  onSelect: (ric: string) => void;
  onTrade: (ric: string) => void;
  onShowContracts: (ric: string) => void;
  selectHint?: string;
}

export function ContractMarketTable({ label, assets, instrument, columns, empty, selectedRic, onSelect, onTrade, onShowContracts, selectHint }: ContractMarketTableProps) {
  const session = useSessionRecord();
  const prices = usePrices();
  const phone = usePhone();
  const lines: MarketLine[] = assets.map((asset) => {
    const price = prices.get(asset.ric);
    return { asset, price, open: price?.open ?? asset.market_open, quote: tradedQuote(session, price ?? asset), selected: selectedRic === asset.ric };
  });
  const all: ContractColumn<MarketLine>[] = [
    { header: instrument?.header ?? 'Instrument', cell: instrument?.cell ?? tickerAndName, nowrap: true },
    ...columns,
    { header: 'Market (GMT)', cell: (l) => <MarketState asset={l.asset} open={l.open} /> },
  ];
  return (
    <ContractTable
      label={label}
      rows={lines}
      rowKey={(l) => l.asset.ric}
      columns={all}
      empty={empty}
      row={(l, cells) => (
        <MarketRow ric={l.asset.ric} open={l.open} selected={l.selected}>
          {cells}
        </MarketRow>
      )}
      actions={(l) => <TradeButton ticker={l.asset.ticker} onTrade={() => onTrade(l.asset.ric)} size={phone ? '1' : '2'} />}
      moreActions={(l) => (
        <ContractRowMoreButtons ticker={l.asset.ticker} selected={l.selected} onShowContracts={() => onShowContracts(l.asset.ric)} onSelect={() => onSelect(l.asset.ric)} selectHint={selectHint} />
      )}
    />
  );
}

/** The default instrument cell: the ticker in bold over the (shortened) name. */
export function tickerAndName({ asset }: MarketLine, name = truncateName(asset.name)) {
  return (
    <>
      <Text as="div" weight="bold" size="2">
        {asset.ticker}
      </Text>
      <Text as="div" size="1" color="gray" title={asset.name}>
        {name}
      </Text>
    </>
  );
}

/** A 'held' cell: the player's net amount on the instrument and the count of open contracts, '-' when none. */
export function HeldCell({ held, unit = '', noun, signed = true }: { held: { count: number; net: number } | undefined; unit?: string; noun: string; signed?: boolean }) {
  if (!held) return <Text color="gray">-</Text>;
  const color = !signed ? undefined : held.net > 0 ? 'green' : held.net < 0 ? 'red' : 'gray';
  return (
    <Text color={color} title={`${held.count} ${noun}${held.count === 1 ? '' : 's'}`}>
      {signed && held.net > 0 ? '+' : ''}
      {formatNumber(held.net, { decimals: 0 })}
      {unit ? ` ${unit}` : ''} ({held.count})
    </Text>
  );
}

/** The count and net amount of the open contracts per instrument. */
export function heldByInstrument<C>(contracts: readonly C[] | undefined, isOpen: (c: C) => boolean, ricOf: (c: C) => string, amountOf: (c: C) => number): Map<string, { count: number; net: number }> {
  const m = new Map<string, { count: number; net: number }>();
  for (const c of contracts ?? []) {
    if (!isOpen(c)) continue;
    const e = m.get(ricOf(c)) ?? { count: 0, net: 0 };
    m.set(ricOf(c), { count: e.count + 1, net: e.net + amountOf(c) });
  }
  return m;
}

/** The tenor and the maturity a contract opened now would get ('5Y · 2 Dec 2031'), or '-' when unknown. */
export function TermsCell({ terms }: { terms: { tenor: string; maturity: string } | null }) {
  if (!terms) return MISSING;
  return (
    <>
      <Text weight="medium">{terms.tenor}</Text>
      <Text color="gray"> · {formatDate(terms.maturity)}</Text>
    </>
  );
}
