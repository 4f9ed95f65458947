/**
 * FX forwards, the pure rules (banking.md §1): outright bid and ask for the residual tenor from
 * spot and swap points (or by covered interest parity when a pair has no points), the open
 * price, the mark-to-market side, unrealised and realised PnL, maturity dates, stop loss and
 * take profit checks, and the FX limit that forwards share with spot FX.
 *
 * Pair BASE/VAR: the contract amount is signed base currency (+ buys base, − sells base); every
 * PnL arises in VAR. Prices are VAR per 1 BASE with the pair's decimals (4, 2 for JPY pairs).
 */
import { BANKING_CONVENTIONS } from '../../banking-conventions';
import { forwardOutright, moneyMarketBasis } from '../../fx-forwards';
import { roundHalfEven } from '../../money';
import { isoDay, type Side } from './pricing';
import { invalid } from '../../refusal';
import { ODA_MESSAGES } from '../oda';
import { MAX_PRICE } from '../../constants';

const DAY_MS = 86_400_000;

export * from './pricing';

/**
 * Covered-interest-parity outright for a pair without quoted points: F = S × (1 + rVar d/basisVar)
 * / (1 + rBase d/basisBase) on each side, rounded to the pair's decimals. Rates are decimals.
 */
export function cipOutrightAt(input: { spot: Side; base: string; variable: string; baseRate: number; variableRate: number; daysLeft: number; decimals: number }): Side {
  if (input.daysLeft <= 0) return { bid: roundHalfEven(input.spot.bid, input.decimals), ask: roundHalfEven(input.spot.ask, input.decimals) };
  const at = (spot: number) =>
    roundHalfEven(
      forwardOutright({
        spot,
        days: input.daysLeft,
        baseRate: input.baseRate,
        quoteRate: input.variableRate,
        baseBasis: moneyMarketBasis(input.base),
        quoteBasis: moneyMarketBasis(input.variable),
      }),
      input.decimals,
    );
  return { bid: at(input.spot.bid), ask: at(input.spot.ask) };
}

/** A signed, non-zero, finite amount of base currency. */
export function checkAmount(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount === 0) throw invalid(FORWARD_MESSAGES.zeroAmount);
  if (Math.abs(amount) > BANKING_CONVENTIONS.forwardMaxAmount) throw invalid(FORWARD_MESSAGES.tooLarge, { maximum: BANKING_CONVENTIONS.forwardMaxAmount });
  return amount;
}

export const FORWARD_MESSAGES = {
  zeroAmount: 'The amount must be a non-zero number (positive buys the base currency, negative sells it)',
  tooLarge: 'The amount is too large',
  notForward: 'Could not retrieve financial instrument!',
  noPrice: 'Could not retrieve price!',
  walletNotFound: 'Wallet not found!',
  pastLimit: 'Cannot buy past limit',
  notFound: 'Forward contract not found',
  notOpen: 'This forward contract is already closed',
  noOda: 'This forward contract has no stop loss or take profit',
} as const;

// ----- Dates ------------------------------------------------------------------------------------

/** A date on a Saturday or Sunday moves to the Monday after. */
export function rollWeekend(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const day = d.getUTCDay();
  const add = day === 6 ? 2 : day === 0 ? 1 : 0;
  return isoDay(d.getTime() + add * DAY_MS);
}

/** Maturity of a contract opened at `openedAt` on a `tenorDays` forward (no spot lag), weekends to Monday. */
export function maturityDate(openedAt: number, tenorDays: number): string {
  return rollWeekend(isoDay(openedAt + tenorDays * DAY_MS));
}

/** When a contract maturing on `isoDate` settles: the daily close (21:00 UTC) of that day. */
export function maturityInstant(isoDate: string): number {
  return Date.parse(`${isoDate}T${BANKING_CONVENTIONS.forwardSettlementTimeUtc}Z`);
}

/** Standard tenor of a forward quoted for `months` months, in days (the market's own rule). */
export function tenorDays(months: number): number {
  return Math.round(months * 30.4375);
}

// ----- Stop loss and take profit ----------------------------------------------------------------

const isPrice = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0 && x <= MAX_PRICE;

/** Checks a contract's stop loss and take profit against its close side now (001 §8 texts). */
export function checkForwardOda(amount: number, current: number, sl: unknown, tp: unknown): { stop_loss_price: number | null; take_profit_price: number | null } {
  const s = sl ?? null;
  const t = tp ?? null;
  if ((s !== null && !isPrice(s)) || (t !== null && !isPrice(t)) || (s === null && t === null)) throw invalid(ODA_MESSAGES.notNumbers);
  if (amount > 0) {
    if (s !== null && s >= current) throw invalid(ODA_MESSAGES.stopLossBelow, { current_price: current });
    if (t !== null && t <= current) throw invalid(ODA_MESSAGES.takeProfitAbove, { current_price: current });
  } else {
    if (s !== null && s <= current) throw invalid(ODA_MESSAGES.stopLossAbove, { current_price: current });
    if (t !== null && t >= current) throw invalid(ODA_MESSAGES.takeProfitBelow, { current_price: current });
  }
  return { stop_loss_price: s as number | null, take_profit_price: t as number | null };
}

/** Which order the market's close side triggers: a long stops at or below SL and takes profit at or above TP; a short mirrored. */
export function odaTrigger(amount: number, current: number, sl: number | null, tp: number | null): 'StopLossOrder' | 'TakeProfitOrder' | null {
  if (amount > 0) {
    if (sl !== null && current <= sl) return 'StopLossOrder';
    if (tp !== null && current >= tp) return 'TakeProfitOrder';
  } else {
    if (sl !== null && current >= sl) return 'StopLossOrder';
    if (tp !== null && current <= tp) return 'TakeProfitOrder';
  }
  return null;
}

// ----- The limit --------------------------------------------------------------------------------

/**
 * The FX limit forwards share with spot FX (banking.md §1 [ours]): gross forward notional at the
 * spot mid in the reporting currency, plus the gross value of spot FX positions, against
 * fx_leverage × AUM. `usage` is 'FX FWDS limit usage' (used / limit); `remaining` is the
 * remaining hedge amount in the reporting currency (never negative).
 */
export function forwardLimit(input: { forwardGross: number; spotFxGross: number; fxLeverage: number; aum: number }) {
  const limit = input.fxLeverage * input.aum;
  const used = input.forwardGross + input.spotFxGross;
  return { limit, used, usage: limit > 0 ? used / limit : used > 0 ? Infinity : 0, remaining: Math.max(0, limit - used) };
}
