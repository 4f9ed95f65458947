/**
 * Money that moves between trades (money.md "A ledger"): dividends of equities held on their
 * ex-date (paid on the pay date; a short pays them), coupons of bonds held on their dates,
 * bonds redeemed at 100 at maturity, lombard interest on a negative available balance at the
 * end of a period, and, where the session pays it, overnight interest on positive cash
 * (ACT/360; ACT/365 for GBP and the other ACT_365_CURRENCIES, banking.md §0). Each is a named ledger entry; nothing else changes a wallet without a trade.
 */
import { TransactionType } from '../enums';
import { fromMinor, toMinor } from '../money';
import { freeCashMinor, type LedgerReason } from '../trading/book';
import { applyFill } from '../trading/execution';
import { accrueDeposits } from './deposits';
import type { EngineState } from './engine-state';
import type { Change, EngineEvent, EngineResult, MarketView } from './types';
import { walletsEvent } from './events';
import { moneyMarketBasis } from '../fx-forwards';

export interface DividendDue {
  player_id: number;
  ric: string;
  currency: string;
  /** Minor units; negative for a short, who owes it. */
  amount: number;
  ex_date: string;
  pay_date: string;
}

/** What income needs to know of the instruments, from the market's calendars. */
export interface IncomeCalendar {
  /** Dividends per share with an ex-date in (from, to]. */
  dividends(ric: string, fromMs: number, toMs: number): { ex_date: string; pay_date: string; amount: number }[];
  /** Coupon dates in (from, to], with the coupon per 100 face. */
  coupons(ric: string, fromMs: number, toMs: number): { date: string; per100: number }[];
  /** ISO maturity date of a bond, else null. */
  maturity(ric: string): string | null;
  overnightRate(currency: string, ms: number): number;
  lombardRate(currency: string, ms: number): number;
}

export interface IncomeOptions {
  /** Real-time cash-approach sessions pay overnight interest on positive cash. */
  payCashInterest: boolean;
}

const DAY = 86_400_000;

function memo<T>(fn: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, fn(key));
    return cache.get(key)!;
  };
}
const endOfDay = (iso: string) => Date.parse(`${iso}T21:00:00Z`);

function entry(changes: Change[], playerId: number, currency: string, amount: number, reason: LedgerReason, at: number) {
  changes.push({ kind: 'ledger', player_id: playerId, entry: { currency, amount, reason, orderId: null }, at });
}

/**
 * Income over the interval (from, to]: the session calls it for each period (historical) or
 * each day's close (real time). `due` holds dividends declared but not yet paid, and is
 * returned updated.
 */
export function processIncome(
  state: EngineState,
  market: MarketView,
  calendar: IncomeCalendar,
  fromMs: number,
  toMs: number,
  due: readonly DividendDue[],
  options: IncomeOptions,
): EngineResult<DividendDue[]> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const touched = new Set<number>();
  const book = (playerId: number, currency: string, amount: number, reason: LedgerReason, at: number) => {
    if (amount === 0) return;
    const player = state.players.get(playerId)!;
    const w = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
    const next = { ...w, balance: w.balance + amount };
    player.book.wallets.set(currency, next);
    entry(changes, playerId, currency, amount, reason, at);
    changes.push({ kind: 'wallet', player_id: playerId, wallet: next });
    touched.add(playerId);
  };

  // Calendars per instrument once per call, not per holder.
  const dividendsOf = memo((ric: string) => calendar.dividends(ric, fromMs, toMs));
  const couponsOf = memo((ric: string) => calendar.coupons(ric, fromMs, toMs));

  // Dividends: declared to holders on the ex-date, paid on the pay date.
  const pending = [...due];
  for (const player of state.players.values()) {
    for (const pos of player.book.positions.values()) {
      if (pos.quantity === 0) continue;
      const i = state.instruments.get(pos.ric);
      if (!i || i.resourcetype !== 'Equity') continue;
      for (const d of dividendsOf(pos.ric)) {
        pending.push({ player_id: player.id, ric: pos.ric, currency: i.variable_currency, amount: toMinor(pos.quantity * d.amount, i.variable_currency), ex_date: d.ex_date, pay_date: d.pay_date });
      }
    }
  }
  const stillDue: DividendDue[] = [];
  for (const d of pending) {
    if (endOfDay(d.pay_date) <= toMs) book(d.player_id, d.currency, d.amount, 'dividend', endOfDay(d.pay_date));
    else stillDue.push(d);
  }

  // Coupons and redemptions of bonds held.
  for (const player of state.players.values()) {
    for (const pos of [...player.book.positions.values()]) {
      if (pos.quantity === 0) continue;
      const i = state.instruments.get(pos.ric);
      if (!i || i.unit_factor === 1) continue;
      for (const c of couponsOf(pos.ric)) book(player.id, i.variable_currency, toMinor((pos.quantity * c.per100) / 100, i.variable_currency), 'coupon', endOfDay(c.date));
      const maturity = calendar.maturity(pos.ric);
      if (maturity && endOfDay(maturity) <= toMs && endOfDay(maturity) > fromMs) {
        // Redeemed at par: the position closes at 100 with no accrued interest left.
        const wallet = player.book.wallets.get(i.variable_currency)!;
        const fx = market.fxToReporting(i.variable_currency);
        const out = applyFill(wallet, pos, {
          orderId: null,
          ric: pos.ric,
          variableCurrency: i.variable_currency,
          reportingCurrency: state.settings.reporting_currency,
          quantity: -pos.quantity,
          price: 100,
          accruedPer100: 0,
          unitFactor: i.unit_factor,
          fx,
        });
        player.book.wallets.set(wallet.currency, out.wallet);
        player.book.positions.set(pos.ric, out.position);
        for (const e of out.entries) changes.push({ kind: 'ledger', player_id: player.id, entry: { ...e, reason: 'redemption' }, at: endOfDay(maturity) });
        changes.push({ kind: 'wallet', player_id: player.id, wallet: out.wallet }, { kind: 'position', player_id: player.id, position: out.position });
        touched.add(player.id);
      }
    }
  }

  // Interest at the period's end: lombard on what is overdrawn, overnight on cash where paid.
  const days = Math.max(0, Math.round((toMs - fromMs) / DAY));
  if (days > 0) {
    for (const player of state.players.values()) {
      for (const w of [...player.book.wallets.values()]) {
        const free = freeCashMinor(w);
        if (free < 0) {
          book(player.id, w.currency, toMinor((fromMinor(free, w.currency) * calendar.lombardRate(w.currency, toMs) * days) / moneyMarketBasis(w.currency), w.currency), 'lombard_interest', toMs);
        } else if (options.payCashInterest && free > 0) {
          const rate = calendar.overnightRate(w.currency, toMs);
          if (rate > 0) book(player.id, w.currency, toMinor((fromMinor(free, w.currency) * rate * days) / moneyMarketBasis(w.currency), w.currency), 'interest', toMs);
        }
      }
      const accrued = accrueDeposits(player, days, (currency) => calendar.overnightRate(currency, toMs));
      if (accrued.length) {
        changes.push(...accrued);
        touched.add(player.id);
      }
    }
  }
  for (const id of touched) {
    events.push(walletsEvent(state.players.get(id)!));
  }
  return { value: stillDue, changes, events };
}

