/**
 * The books' audit: a player's market value recomputed with cash from the ledger, against the
 * cached value and the stored wallets; findings only over one minor unit.
 */
import { describe, expect, it } from 'vitest';
import { auditBooks, findingChanged, withBalances } from '../../../domain/engine/books-audit';
import { fromMinor } from '../../../domain/money';
import type { PlayerBook } from '../../../domain/trading/book';
import { revalue } from '../../../domain/trading/valuation';

const EURUSD = 1.1;
const fx = (c: string) => (c === 'EUR' ? EURUSD : 1);
const mark = () => ({ bid: 100, ask: 101, accruedPer100: 0, unitFactor: 1, variableCurrency: 'USD', group: 'Equities' as const });
const value = (book: PlayerBook) => revalue(book, mark, fx, 'USD', 1_000_000).marketValue;

function book(usd: number, eur = 0): PlayerBook {
  return {
    wallets: new Map([
      ['USD', { currency: 'USD', balance: usd, reserved: 500 }],
      ['EUR', { currency: 'EUR', balance: eur, reserved: 0 }],
    ]),
    positions: new Map([['AAPL.O', { ric: 'AAPL.O', quantity: 10, avgPrice: 90, avgFx: 1, realizedPrice: 0, realizedFx: 0 }]]),
    families: {},
  };
}

const balances = (usd: number, eur = 0) => new Map([['USD', usd], ['EUR', eur]]);

describe('books audit', () => {
  it('finds nothing when every cached balance is its ledger sum', () => {
    const cached = book(50_000_00, 1_000_00);
    const input = { cached, storedBalances: balances(50_000_00, 1_000_00), ledger: balances(50_000_00, 1_000_00), lastMarketValue: value(cached), value, minorUnit: 0.01 };
    expect(auditBooks(input)).toBeNull();
  });

  it('values the ledger’s cash, positions at the market, and reports how far the cached value is', () => {
    const cached = book(50_000_00, 1_000_00);
    const last = value(cached); // 50,000 + 1,000 × 1.1 + 10 × 100
    expect(last).toBeCloseTo(52_100, 6);
    // The ledger says 2,000 USD and 100 EUR less than the wallets hold.
    const finding = auditBooks({ cached, storedBalances: balances(50_000_00, 1_000_00), ledger: balances(48_000_00, 900_00), lastMarketValue: last, value, minorUnit: 0.01 });
    expect(finding).not.toBeNull();
    expect(finding!.fresh_market_value).toBeCloseTo(48_000 + 900 * EURUSD + 1_000, 6);
    expect(finding!.last_market_value).toBeCloseTo(last, 6);
    expect(finding!.difference).toBeCloseTo(2_000 + 100 * EURUSD, 6);
  });

  it('catches a stored wallet balance that differs from the books in memory', () => {
    const cached = book(50_000_00);
    const stored = balances(80_000_00); // corrupted on disk; memory and ledger still agree
    const finding = auditBooks({ cached, storedBalances: stored, ledger: balances(50_000_00), lastMarketValue: value(cached), value, minorUnit: 0.01 });
    expect(finding!.last_market_value).toBeCloseTo(81_000, 6);
    expect(finding!.difference).toBeCloseTo(30_000, 6);
  });

  it('ignores a difference of one minor unit or less', () => {
    const cached = book(50_000_00);
    const input = { cached, storedBalances: balances(50_000_00), ledger: balances(50_000_01), lastMarketValue: value(cached), value, minorUnit: 0.01 };
    expect(auditBooks(input)).toBeNull();
    expect(auditBooks({ ...input, ledger: balances(50_000_03) })!.difference).toBeCloseTo(0.03, 9);
  });

  it('gives a currency only the ledger knows a wallet, keeping the reserves', () => {
    const fresh = withBalances(book(1_00), new Map([['USD', 2_00], ['GBP', 7_00]]));
    expect([...fresh.wallets.values()].map((w) => [w.currency, fromMinor(w.balance, w.currency), w.reserved])).toEqual([
      ['USD', 2, 500],
      ['EUR', 0, 0],
      ['GBP', 7, 0],
    ]);
  });

  it('reports a finding again only when it moved by more than a minor unit', () => {
    const f = { last_market_value: 100, fresh_market_value: 90, difference: 10 };
    expect(findingChanged(null, null, 0.01)).toBe(false);
    expect(findingChanged(null, f, 0.01)).toBe(true);
    expect(findingChanged(f, null, 0.01)).toBe(true);
    expect(findingChanged(f, { ...f, difference: 10.005 }, 0.01)).toBe(false);
    expect(findingChanged(f, { ...f, difference: 10.5 }, 0.01)).toBe(true);
  });
});
