/**
 * The option chain of one expiry (spec 001 §2 "Options", §3 chain row): calls on the left, the
 * strike and % ATM (strike / spot − 1) in the middle, puts on the right; per side open interest,
 * volume, delta, IV %, bid and ask (bid and ask nearest the strike, as desks show them). In-the-
 * money sides are shaded, the ATM strike row and the selected contract highlighted. A click on a
 * bid selects that contract to sell, on an ask to buy; a side without a bid cannot be sold.
 */
import { Badge, Table, Text } from '@radix-ui/themes';
import './options.css';
import { useEffect, useRef, type CSSProperties } from 'react';
import { MISSING, formatNumber, formatPercent } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { EmptyRow, LoadingRows, NumericHeader } from '@/components/table-parts';
import type { OptionAssetChain, OptionChainRow } from '../api/options-api';
import { percentAtm, strikeRows, type OptionSide, type OptionTxn, type SelectedContract } from '../model/option-figures';

const num: CSSProperties = { fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' };
const ITM: CSSProperties = { background: 'var(--gray-a2)' };
const ATM_ROW: CSSProperties = { background: 'var(--accent-a3)' };
const SIDE_COLUMNS = 6;

export const fmtPrice = (p: number | null | undefined) => (p === null || p === undefined || !(p > 0) ? MISSING : formatNumber(p, { decimals: 2 }));
export const fmtIv = (iv: number | null | undefined) => (iv === null || iv === undefined || !(iv > 0) ? MISSING : formatPercent(iv, 1));
export const fmtDelta = (d: number | null | undefined) => (d === null || d === undefined || !Number.isFinite(d) ? MISSING : formatNumber(d, { decimals: 3 }));
const fmtCount = (n: number) => formatNumber(n, { decimals: 0 });

export function OptionChainTable({
  chain,
  expiration,
  selected,
  onSelect,
}: {
  chain: OptionAssetChain | null;
  expiration: string | null;
  selected: SelectedContract | null;
  onSelect: (s: SelectedContract) => void;
}) {
  const rows = chain && expiration ? strikeRows(chain, expiration) : null;
  const columns = SIDE_COLUMNS * 2 + 2;
  const sel = selected && chain && selected.assetId === chain.asset_id && selected.expiration === expiration ? selected : null;
  const box = useRef<HTMLDivElement>(null);
  const shown = rows !== null && rows.length > 0;

  // A new asset or expiry scrolls the chain (not the page) to put the ATM strike in the middle.
  useEffect(() => {
    const viewport = box.current?.querySelector<HTMLElement>('.rt-ScrollAreaViewport');
    const row = box.current?.querySelector<HTMLElement>('tr[data-atm]');
    if (!viewport || !row) return;
    const offset = row.getBoundingClientRect().top - viewport.getBoundingClientRect().top + viewport.scrollTop;
    viewport.scrollTop = Math.max(0, offset - (viewport.clientHeight - row.offsetHeight) / 2);
  }, [chain?.asset_id, expiration, shown]);

  function quoteCell(row: OptionChainRow | null, type: OptionSide, txn: OptionTxn, strike: number) {
    const price = row ? (txn === 'buy' ? row.ask : row.bid) : null;
    const isSelected = sel !== null && sel.strike === strike && sel.type === type && sel.txn === txn;
    const label = `${txn === 'buy' ? 'Buy' : 'Sell'} ${formatNumber(strike, { decimals: 2, minDecimals: 0, grouping: false })} ${type} at ${fmtPrice(price)}`;
    return (
      <Table.Cell style={{ ...num, padding: 2 }}>
        {row && price !== null && price > 0 ? (
          <button
            type="button"
            className="opt-quote"
            data-selected={isSelected || undefined}
            data-side={txn}
            aria-pressed={isSelected}
            aria-label={label}
            title={txn === 'buy' ? 'Buy at the ask' : 'Sell (write) at the bid'}
            onClick={() => chain && onSelect({ assetId: chain.asset_id, strike, expiration: row.expiration, type, txn })}
          >
            {fmtPrice(price)}
          </button>
        ) : (
          <Text color="gray" title={txn === 'sell' ? 'There is no bid for this contract: it cannot be sold' : undefined}>
            {MISSING}
          </Text>
        )}
      </Table.Cell>
    );
  }

  return (
    <div ref={box} className="opt-chain">
      <DataTable label={chain ? `${chain.name} chain` : 'Option chain'} pinFirst={false} maxHeight="560px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell colSpan={SIDE_COLUMNS} style={{ textAlign: 'center', position: 'static' }}>
              Calls
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell colSpan={2} style={{ textAlign: 'center', background: 'var(--gray-3)', position: 'static' }}>
              {chain ? `Spot ${formatNumber(chain.underlying_spot, { decimals: 2 })}` : ''}
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell colSpan={SIDE_COLUMNS} style={{ textAlign: 'center', position: 'static' }}>
              Puts
            </Table.ColumnHeaderCell>
          </Table.Row>
          <Table.Row>
            <NumericHeader>OI</NumericHeader>
            <NumericHeader>Volume</NumericHeader>
            <NumericHeader>Delta</NumericHeader>
            <NumericHeader>IV %</NumericHeader>
            <NumericHeader>Bid</NumericHeader>
            <NumericHeader>Ask</NumericHeader>
            <NumericHeader style={{ background: 'var(--gray-3)' }}>Strike</NumericHeader>
            <NumericHeader style={{ background: 'var(--gray-3)' }}>% ATM</NumericHeader>
            <NumericHeader>Bid</NumericHeader>
            <NumericHeader>Ask</NumericHeader>
            <NumericHeader>IV %</NumericHeader>
            <NumericHeader>Delta</NumericHeader>
            <NumericHeader>Volume</NumericHeader>
            <NumericHeader>OI</NumericHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows === null ? <LoadingRows columns={columns} rows={8} /> : null}
          {rows?.length === 0 ? <EmptyRow columns={columns}>No contracts quoted for this expiry.</EmptyRow> : null}
          {rows?.map(({ strike, call, put }) => {
            const spot = chain!.underlying_spot;
            const atm = strike === chain!.atm_strike;
            const rowSelected = sel?.strike === strike;
            const callItm = strike < spot;
            const putItm = strike > spot;
            const side = (itm: boolean): CSSProperties => (itm ? ITM : {});
            const pct = percentAtm(strike, spot);
            return (
              <Table.Row key={strike} data-strike={strike} data-atm={atm || undefined} data-selected={rowSelected || undefined} style={atm ? ATM_ROW : rowSelected ? { background: 'var(--accent-a2)' } : undefined}>
                <Table.Cell style={{ ...num, ...side(callItm) }}>{call ? fmtCount(call.open_interest) : MISSING}</Table.Cell>
                <Table.Cell style={{ ...num, ...side(callItm) }}>{call ? fmtCount(call.volume) : MISSING}</Table.Cell>
                <Table.Cell style={{ ...num, ...side(callItm) }}>{fmtDelta(call?.delta)}</Table.Cell>
                <Table.Cell style={{ ...num, ...side(callItm) }}>{fmtIv(call?.implied_volatility)}</Table.Cell>
                {quoteCell(call, 'call', 'sell', strike)}
                {quoteCell(call, 'call', 'buy', strike)}
                <Table.RowHeaderCell style={{ ...num, fontWeight: 700, background: atm ? undefined : 'var(--gray-a3)' }}>
                  {atm ? (
                    <Badge size="1" color="indigo" mr="1">
                      ATM
                    </Badge>
                  ) : null}
                  {formatNumber(strike, { decimals: 2, minDecimals: 0 })}
                </Table.RowHeaderCell>
                <Table.Cell style={{ ...num, background: atm ? undefined : 'var(--gray-a3)' }}>
                  <Text size="1" color={pct !== null && Math.abs(pct) < 0.005 ? undefined : 'gray'}>
                    {pct === null ? MISSING : `${pct > 0 ? '+' : ''}${formatPercent(pct, 1)}`}
                  </Text>
                </Table.Cell>
                {quoteCell(put, 'put', 'sell', strike)}
                {quoteCell(put, 'put', 'buy', strike)}
                <Table.Cell style={{ ...num, ...side(putItm) }}>{fmtIv(put?.implied_volatility)}</Table.Cell>
                <Table.Cell style={{ ...num, ...side(putItm) }}>{fmtDelta(put?.delta)}</Table.Cell>
                <Table.Cell style={{ ...num, ...side(putItm) }}>{put ? fmtCount(put.volume) : MISSING}</Table.Cell>
                <Table.Cell style={{ ...num, ...side(putItm) }}>{put ? fmtCount(put.open_interest) : MISSING}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </DataTable>
    </div>
  );
}
