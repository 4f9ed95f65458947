/**
 * Cash exchange between the reporting currency and another wallet's currency (spec 001 §5):
 * the amount leaves the source wallet (at most its free cash) and arrives in the target at
 * the market rate, the source currency sold at the bid and bought at the ask of the pair.
 *
 * The credited amount is floored to the target's minor unit: the one exception to half-even
 * rounding that money.md states (a conversion rounds toward the house), so no exchange pays
 * more than its rate and a round trip never returns more than it started with. An amount whose
 * credited leg would round to nothing is refused rather than taken for nothing.
 */
import { BANKING_CONVENTIONS } from '../banking-conventions';
import { fromMinor, toMinor } from '../money';
import { freeCashMinor } from '../trading/book';
import { invalid } from '../refusal';
import type { Change, EngineResult, PlayerState } from './types';
import { walletsEvent } from './events';

/** Full bid-ask width of a cash conversion, as a fraction of the mid (banking conventions). */
export const EXCHANGE_SPREAD = BANKING_CONVENTIONS.cashExchangeSpread;

export interface ExchangeRecord {
  player_id: number;
  from_currency: string;
  to_currency: string;
  /** Units of the target currency per unit of the source, after the spread. */
  exchange_rate: number;
  /** Amount sold, source currency. */
  amount: number;
  /** Amount bought, target currency. */
  value: number;
  fee: number;
  timestamp: number;
}

export function exchangeCash(
  player: PlayerState,
  input: { from: string; to: string; amount: number },
  context: { reportingCurrency: string; midRate: (from: string, to: string) => number; now: number },
): EngineResult<ExchangeRecord> {
  const { from, to, amount } = input;
  if (from === to) throw invalid('Choose two different currencies');
  if (from !== context.reportingCurrency && to !== context.reportingCurrency) {
    throw invalid(`Exchange is possible only between ${context.reportingCurrency} and another currency`);
  }
  const source = player.book.wallets.get(from);
  const target = player.book.wallets.get(to);
  if (!source || !target) throw invalid('Wallet not found!');
  if (!(Number.isFinite(amount) && amount > 0)) throw invalid('The amount must be above 0');
  const sold = toMinor(amount, from);
  if (sold > freeCashMinor(source)) {
    throw invalid('The amount is above the available balance', { available: fromMinor(Math.max(0, freeCashMinor(source)), from) });
  }
  let mid: number;
  try {
    mid = context.midRate(from, to);
  } catch {
    throw invalid(`No ${from}/${to} rate is available`);
  }
  if (!(Number.isFinite(mid) && mid > 0)) throw invalid(`No ${from}/${to} rate is available`);
  const rate = mid * (1 - EXCHANGE_SPREAD / 2);
  const bought = toMinor(fromMinor(sold, from) * rate, to, 'floor');
  if (bought <= 0) throw invalid(`The amount is too small to exchange: it buys less than one minor unit of ${to}`);
  const nextSource = { ...source, balance: source.balance - sold };
  const nextTarget = { ...target, balance: target.balance + bought };
  player.book.wallets.set(from, nextSource);
  player.book.wallets.set(to, nextTarget);
  const record: ExchangeRecord = {
    player_id: player.id,
    from_currency: from,
    to_currency: to,
    exchange_rate: rate,
    amount: fromMinor(sold, from),
    value: fromMinor(bought, to),
    fee: 0,
    timestamp: context.now,
  };
  const changes: Change[] = [
    { kind: 'ledger', player_id: player.id, entry: { currency: from, amount: -sold, reason: 'exchange', orderId: null }, at: context.now },
    { kind: 'ledger', player_id: player.id, entry: { currency: to, amount: bought, reason: 'exchange', orderId: null }, at: context.now },
    { kind: 'wallet', player_id: player.id, wallet: nextSource },
    { kind: 'wallet', player_id: player.id, wallet: nextTarget },
    { kind: 'exchange', record },
  ];
  return {
    value: record,
    changes,
    events: [walletsEvent(player)],
  };
}
