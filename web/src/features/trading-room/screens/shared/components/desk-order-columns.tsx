/**
 * Columns the trading room's order tables (blotter, open orders) share, as they show them: the
 * asset by ticker, labels for codes, quantities signed by direction, '-' for what is missing.
 */
import { Text } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { TRANSACTION_TYPE_LABELS, type TransactionType } from '@domain/enums';
import { MISSING, formatSignedQuantity } from '@domain/format';
import type { OrderColumn } from '@/components/orders-table';
import type { SessionAsset } from '@/lib/room/player-api';
import type { Order } from '../api/screens-api';

export const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };

/** The row's header: the instrument's ticker (the order's RIC until the instruments load), its name on hover. */
export function assetColumn(byRic: ReadonlyMap<string, SessionAsset>, header: OrderColumn<Order>['header'] = 'Asset'): OrderColumn<Order> {
  return {
    key: 'asset',
    header,
    rowHeader: true,
    cell: (o) => (
      <Text weight="medium" title={byRic.get(o.financial_instrument.underlying_asset.ric)?.name}>
        {byRic.get(o.financial_instrument.underlying_asset.ric)?.ticker ?? o.financial_instrument.underlying_asset.ric}
      </Text>
    ),
  };
}

export const transactionColumn: OrderColumn<Order> = { key: 'transaction', header: 'Transaction', cell: (o) => TRANSACTION_TYPE_LABELS[o.transaction as TransactionType] };

export function currencyColumn(byRic: ReadonlyMap<string, SessionAsset>): OrderColumn<Order> {
  return { key: 'currency', header: 'Currency', cell: (o) => byRic.get(o.financial_instrument.underlying_asset.ric)?.variable_currency || MISSING };
}

export const quantityColumn: OrderColumn<Order> = { key: 'quantity', header: 'Quantity', numeric: true, cell: (o) => formatSignedQuantity(o.quantity, o.transaction) };

/** A free-text field of the order: forecast, rationale, term, analysis. */
export function textColumn(key: 'forecast' | 'investment_rationale' | 'term' | 'analysis', header: string, style?: CSSProperties): OrderColumn<Order> {
  return { key, header, style, cell: (o) => o[key] || MISSING };
}

/** The person who placed the order, by name. */
export function userColumn(persons: ReadonlyMap<number, string>): OrderColumn<Order> {
  return { key: 'user', header: 'User', style: NOWRAP, cell: (o) => (o.person && persons.get(o.person)) || MISSING };
}
