/**
 * Money of an instrument whose currency may not be known yet (the session's instruments load
 * beside the orders): with the currency once known, a plain amount until then.
 */
import { formatMoney, formatNumber } from '@domain/format';

export function moneyText(value: number | null | undefined, currency: string | null | undefined): string {
  return currency ? formatMoney(value, currency) : formatNumber(value, { decimals: 2 });
}
