import { describe, expect, it } from 'vitest';
import { RiskApproach, TransactionType } from '../../../domain/enums';
import type { PlayerBook } from '../../../domain/trading/book';
import { applyFill, type Fill } from '../../../domain/trading/execution';
import { maxQuantity, REFUSAL, shortSellOffered, type LimitInput } from '../../../domain/trading/order-limits';
import { revalue, type Mark } from '../../../domain/trading/valuation';

const base: LimitInput = {
  approach: RiskApproach.Cash,
  transaction: TransactionType.Buy,
  aum: 100_000_000,
  unitPrice: 50,
  fx: 1,
  heldQuantity: 0,
  heldValue: 0,
  pvLimit: 1,
  freeCash: 100_000_000,
  isFx: false,
  fxGrossValue: 0,
  fxLeverage: 1,
  isBond: false,
  bondLeverage: 1,
  allowShortSell: true,
  shortSellLeverage: 0.3,
  shortValue: 0,
  riskWeight: 1,
  riskWeightedUsed: 0,
};

describe('maximum quantity (money.md examples)', () => {
  it('caps a buy by the asset-class limit: AUM 100m, p 0.2, ask 50, 10,000 held, 60m free → 390,000', () => {
    expect(maxQuantity({ ...base, pvLimit: 0.2, heldQuantity: 10_000, heldValue: 500_000, freeCash: 60_000_000 })).toEqual({
      max: 390_000,
      reason: REFUSAL.buyPastLimit,
    });
  });

  it('caps a buy by free cash with Insufficient funds', () => {
    expect(maxQuantity({ ...base, freeCash: 1_000 })).toEqual({ max: 20, reason: REFUSAL.insufficientFunds });
    expect(maxQuantity({ ...base, freeCash: 0 })).toEqual({ max: 0, reason: REFUSAL.insufficientFunds });
  });

  it('lets the risk-weighted approach buy 306,122,448 of a bond at 98 with weight 0.2 when 40m of 100m is used', () => {
    expect(
      maxQuantity({ ...base, approach: RiskApproach.RiskWeighted, unitPrice: 0.98, riskWeight: 0.2, riskWeightedUsed: 40_000_000, isBond: true }).max,
    ).toBe(306_122_448);
  });

  it('divides bond purchases by the bond leverage', () => {
    // Dirty 101.5 per 100 face, leverage 0.5: free cash 1,015,000 carries 2,000,000 face.
    expect(maxQuantity({ ...base, unitPrice: 1.015, isBond: true, bondLeverage: 0.5, freeCash: 1_015_000 })).toEqual({
      max: 2_000_000,
      reason: REFUSAL.cannotOpenPosition,
    });
  });

  it('says Insufficient funds when an unlevered bond purchase is short of cash, and Can’t open position when a levered one cannot cover its margin', () => {
    const bond = { ...base, unitPrice: 1.015, isBond: true, freeCash: 101_500 };
    expect(maxQuantity({ ...bond, bondLeverage: 1 })).toEqual({ max: 100_000, reason: REFUSAL.insufficientFunds });
    expect(maxQuantity({ ...bond, bondLeverage: 0.5 })).toEqual({ max: 200_000, reason: REFUSAL.cannotOpenPosition });
  });

  it('keeps FX within fx_leverage × AUM gross and fx_leverage × free cash per order', () => {
    const fx = { ...base, isFx: true, unitPrice: 1.1, fxLeverage: 1, fxGrossValue: 99_000_000 };
    expect(maxQuantity(fx)).toEqual({ max: 909_090, reason: REFUSAL.buyPastLimit });
    expect(maxQuantity({ ...fx, fxGrossValue: 0, freeCash: 11_000 }).max).toBe(10_000);
  });

  it('sells at most what is owned and never while short', () => {
    expect(maxQuantity({ ...base, transaction: TransactionType.Sell, heldQuantity: 700 })).toEqual({ max: 700, reason: REFUSAL.cannotSell });
    expect(maxQuantity({ ...base, transaction: TransactionType.Sell, heldQuantity: -700 }).max).toBe(0);
    expect(maxQuantity({ ...base, transaction: TransactionType.Sell, heldQuantity: 0 }).max).toBe(0);
  });

  it('covers at most the short amount', () => {
    expect(maxQuantity({ ...base, heldQuantity: -1_500 }).max).toBe(1_500);
  });

  it('short sells within short_sell_leverage × AUM, never with a long open or when not allowed', () => {
    expect(maxQuantity({ ...base, transaction: TransactionType.ShortSell, shortValue: 29_000_000 })).toEqual({
      max: 20_000,
      reason: REFUSAL.cannotShortSell,
      remainingShort: 1_000_000,
    });
    expect(maxQuantity({ ...base, transaction: TransactionType.ShortSell, heldQuantity: 10 }).max).toBe(0);
    expect(maxQuantity({ ...base, transaction: TransactionType.ShortSell, allowShortSell: false })).toMatchObject({ max: 0, reason: REFUSAL.cannotShortSell });
  });

  it('short sells only spot FX when the session allows shorts on FX only, whatever allow_short_sell says', () => {
    const short = { ...base, transaction: TransactionType.ShortSell, shortOnlyOnFx: true };
    expect(maxQuantity({ ...short, allowShortSell: true })).toMatchObject({ max: 0, reason: REFUSAL.shortOnlyOnFx });
    // 30 % of AUM at 1.1 per unit: 27,272,727 units of the base currency.
    expect(maxQuantity({ ...short, isFx: true, unitPrice: 1.1, allowShortSell: false })).toMatchObject({ max: 27_272_727, reason: REFUSAL.cannotShortSell });
    expect(maxQuantity({ ...short, isFx: true, unitPrice: 1.1, allowShortSell: true }).max).toBe(27_272_727);
    // Offered in the ticket: spot FX only; the flag off, wherever allow_short_sell says.
    expect(shortSellOffered({ allow_short_sell: true, allow_short_only_on_fx: true }, 'Equity')).toBe(false);
    expect(shortSellOffered({ allow_short_sell: false, allow_short_only_on_fx: true }, 'FX')).toBe(true);
    expect(shortSellOffered({ allow_short_sell: false, allow_short_only_on_fx: true }, 'FxForwards')).toBe(false);
    expect(shortSellOffered({ allow_short_sell: true, allow_short_only_on_fx: false }, 'Equity')).toBe(true);
    expect(shortSellOffered({ allow_short_sell: false }, 'FX')).toBe(false);
  });
});

const equityFill = (quantity: number, price: number, fx = 1): Fill => ({
  orderId: 1,
  ric: 'X',
  variableCurrency: 'USD',
  reportingCurrency: 'USD',
  quantity,
  price,
  accruedPer100: 0,
  unitFactor: 1,
  fx,
});

describe('fills', () => {
  const wallet = { currency: 'USD', balance: 10_000_000_00, reserved: 0 };

  it('moves the average only when a position grows and realises on the closed part', () => {
    const a = applyFill(wallet, undefined, equityFill(100, 50));
    expect(a.wallet.balance).toBe(10_000_000_00 - 5_000_00);
    const b = applyFill(a.wallet, a.position, equityFill(100, 60));
    expect(b.position).toMatchObject({ quantity: 200, avgPrice: 55 });
    const c = applyFill(b.wallet, b.position, equityFill(-50, 70));
    expect(c.position).toMatchObject({ quantity: 150, avgPrice: 55 });
    expect(c.realizedPrice).toBe(750_00); // (70 − 55) × 50
    expect(c.realizedFx).toBe(0);
    expect(c.wallet.balance).toBe(10_000_000_00 - 5_000_00 - 6_000_00 + 3_500_00);
  });

  it('realises a short’s profit when it is covered', () => {
    const a = applyFill(wallet, undefined, equityFill(-100, 40));
    expect(a.wallet.balance).toBe(10_000_000_00 + 4_000_00);
    const b = applyFill(a.wallet, a.position, equityFill(100, 35));
    expect(b.position.quantity).toBe(0);
    expect(b.realizedPrice).toBe(500_00);
  });

  it('pays a bond at the dirty price with the accrued part booked on its own', () => {
    const fill: Fill = { ...equityFill(1_000_000, 98.5), accruedPer100: 1.25, unitFactor: 0.01 };
    const r = applyFill(wallet, undefined, fill);
    expect(r.entries).toEqual([
      { currency: 'USD', amount: -985_000_00, reason: 'trade', orderId: 1 },
      { currency: 'USD', amount: -12_500_00, reason: 'accrued_interest_paid', orderId: 1 },
    ]);
    expect(r.wallet.balance).toBe(10_000_000_00 - 997_500_00);
  });

  it('splits realised profit of a foreign position into price and FX parts', () => {
    const eur = { currency: 'EUR', balance: 0, reserved: 0 };
    const open = applyFill(eur, undefined, { ...equityFill(100, 50, 1.1), variableCurrency: 'EUR' });
    const close = applyFill(open.wallet, open.position, { ...equityFill(-100, 55, 1.2), variableCurrency: 'EUR' });
    // Price part: 100 × 5 × 1.1 = 550; total: 100 × (55 × 1.2 − 50 × 1.1) = 1,100; FX part 550.
    expect(close.realizedPrice).toBe(550_00);
    expect(close.realizedFx).toBe(550_00);
  });
});

describe('revaluation', () => {
  it('values longs at the bid, shorts at the ask, and reports return on AUM', () => {
    const book: PlayerBook = {
      wallets: new Map([['USD', { currency: 'USD', balance: 95_000_00, reserved: 0 }]]),
      positions: new Map([
        ['A', { ric: 'A', quantity: 100, avgPrice: 50, avgFx: 1, realizedPrice: 0, realizedFx: 0 }],
        ['B', { ric: 'B', quantity: -10, avgPrice: 20, avgFx: 1, realizedPrice: 1_00, realizedFx: 0 }],
      ]),
      families: {},
    };
    const marks: Record<string, Mark> = {
      A: { bid: 52, ask: 52.1, accruedPer100: 0, unitFactor: 1, variableCurrency: 'USD', group: 'Equities' },
      B: { bid: 19, ask: 19.5, accruedPer100: 0, unitFactor: 1, variableCurrency: 'USD', group: 'Equities' },
    };
    const v = revalue(book, (ric) => marks[ric]!, () => 1, 'USD', 100_000);
    expect(v.marketValue).toBeCloseTo(95_000 + 5_200 - 195, 9);
    expect(v.unrealized).toBeCloseTo(200 + 5, 9);
    expect(v.realized).toBe(1);
    expect(v.shortValue).toBeCloseTo(195, 9);
    expect(v.portfolioReturn).toBeCloseTo((100_005 - 100_000) / 100_000, 12);
  });
});
