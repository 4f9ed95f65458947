/**
 * The spec's 'Order filled' notice for an order that fills after it was placed (a limit,
 * on-open or on-close order, or an ODA's closing order): ticker, direction, quantity, price.
 * A market order's result is shown by the ticket from its own response instead.
 */
import { TRANSACTION_TYPE_LABELS, type TransactionType } from '@domain/enums';
import type { LiveEventOf } from '@domain/live-events';
import { formatNumber, formatPrice, type PricedAsset } from '@domain/format';
import { notify } from '@/lib/notifications';

export function orderFilledDescription(
  order: { financial_instrument: { underlying_asset: { ticker: string } }; transaction?: unknown; quantity?: unknown; open_price?: unknown },
  asset?: PricedAsset,
): string {
  const direction = TRANSACTION_TYPE_LABELS[order.transaction as TransactionType] ?? '';
  const quantity = typeof order.quantity === 'number' ? formatNumber(order.quantity, { decimals: 0 }) : '';
  const open = typeof order.open_price === 'number' ? order.open_price : null;
  const price = open === null ? '' : asset ? formatPrice(open, asset) : formatNumber(open, { decimals: 5, minDecimals: 2 });
  return [order.financial_instrument.underlying_asset.ticker, direction, quantity, price && `@ ${price}`].filter(Boolean).join(' ');
}

export function notifyOrderFilled(order: LiveEventOf<'order_executed'>['data'], asset?: PricedAsset): void {
  notify({ kind: 'success', message: 'Order filled', description: orderFilledDescription(order, asset) });
}
