/**
 * Option contracts on a player's books (banking.md §6): the guide's worked example to the cent
 * (premium, PnL, intrinsic PnL, delta-hedge PnL, overall PnL) and its listed tests: exercise
 * refused for written or out-of-the-money contracts, 0.005 in the money at expiry ends
 * worthless, equity equivalent −100 × contracts for a sale, collateral reserved and released,
 * delta-hedge PnL 0 when the spot does not move, expiry processed once; limits and cash.
 */
import { describe, expect, it } from 'vitest';
import { AssetClass, RiskApproach, ScenarioType } from '../../../../domain/enums';
import type { EngineState } from '../../../../domain/engine/engine-state';
import type { ContractKey, OptionQuote } from '../../../../domain/engine/options/chain';
import { closeOptionEarly, collateralMinor, exerciseOption, expireDueOptions, markOptions, openOption, optionView, type OptionsMarket } from '../../../../domain/engine/options/contract';
import type { Change, MarketView, SessionInstrument } from '../../../../domain/engine/types';
import { Refusal } from '../../../../domain/refusal';

const DAY = 86_400_000;
const MONDAY = Date.parse('2024-01-08T21:00:00Z');
const OPTION: SessionInstrument = {
  ric: 'XYZ-OPT',
  asset_id: 9,
  name: 'XYZ options',
  ticker: 'XYZ OPT',
  resourcetype: 'Option',
  base_currency: 'USD',
  variable_currency: 'USD',
  asset_class: AssetClass.Options,
  group: 'Options',
  unit_factor: 1,
  risk_weight: 1,
  no_of_decimals: 2,
  market_hours: null,
};

/** A market whose spot and quotes the test sets: the guide's figures, not a model's. */
class Desk implements MarketView {
  at = MONDAY;
  spot = 100;
  quotes = new Map<string, Omit<OptionQuote, 'intrinsic' | 'mid' | 'iv' | 'gamma' | 'vega' | 'theta'>>();
  now() {
    return this.at;
  }
  quote(ric: string) {
    return ric === 'XYZ' ? { bid: this.spot, ask: this.spot, accruedPer100: 0 } : null;
  }
  fxToReporting() {
    return 1;
  }
  isOpen() {
    return true;
  }
  setQuote(key: ContractKey, q: { bid: number; ask: number; delta: number }) {
    this.quotes.set(`${key.type}|${key.strike}|${key.expiration}`, q);
  }
}

function world(cash = 100_000, approach = RiskApproach.Cash) {
  const desk = new Desk();
  const state: EngineState = {
    settings: {
      scenario_type: ScenarioType.Historical,
      reporting_currency: 'USD',
      risk_approach: approach,
      starting_cash_amount: cash,
      risk_weighted_limit: cash,
      limit_order_collateral: 0.1,
      short_sell_leverage: 0.3,
      fx_leverage: 1,
      bond_leverage: 1,
      allow_short_sell: true,
      spread_widener: 0,
      transaction_fee: 0,
      require_investment_rationale: false,
      asset_class_options: [],
    },
    instruments: new Map([[OPTION.ric, OPTION]]),
    players: new Map([[1, { id: 1, user_id: 1, name: 'p1', deals: 0, book: { wallets: new Map([['USD', { currency: 'USD', balance: cash * 100, reserved: 0 }]]), positions: new Map(), families: {} } }]]),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
  const om: OptionsMarket = {
    state,
    market: desk,
    surface: () => ({ quoteDate: new Date(desk.at).toISOString().slice(0, 10), atmVolatility: 0.3, dividendYield: 0, rates: [], seed: 1 }),
    quote: (_ric, key, spot) => {
      const q = desk.quotes.get(`${key.type}|${key.strike}|${key.expiration}`) ?? { bid: 1, ask: 1.1, delta: 0.5 };
      const intrinsic = Math.max(0, key.type === 'call' ? spot - key.strike : key.strike - spot);
      return { ...q, mid: (q.bid + q.ask) / 2, iv: 0.3, gamma: 0, vega: 0, theta: 0, intrinsic };
    },
  };
  const player = state.players.get(1)!;
  const ledger = (changes: Change[]) => changes.filter((c) => c.kind === 'ledger').map((c) => (c.kind === 'ledger' ? [c.entry.reason, c.entry.amount] : null));
  return { desk, state, om, player, ledger };
}

const CALL_100: ContractKey = { type: 'call', strike: 100, expiration: '2024-02-16' };
const open = (w: ReturnType<typeof world>, key: ContractKey, side: 1 | -1, contracts: number, id = 1) =>
  openOption(w.om, w.player, { instrument: OPTION, underlyingRic: 'XYZ', type: key.type, side, strike: key.strike, expiration: key.expiration, contracts, investmentRationale: null, personId: null }, { id });

describe('option contracts (banking.md §6)', () => {
  it("the guide's example: 2 calls bought at 3.20, hedged at 0.52 then 0.62, sold at 5.10 with the spot at 104", () => {
    const w = world();
    w.desk.setQuote(CALL_100, { bid: 3.1, ask: 3.2, delta: 0.52 });
    const bought = open(w, CALL_100, 1, 2);
    expect(w.ledger(bought.changes)).toEqual([['option_premium', -64_000]]);
    expect(optionView(bought.value, w.desk.at)).toMatchObject({ premium: 640, equity_equivalent: 200, transaction: 'Buy', contract_type: 'Call', status: 'Active', collateral: 0 });

    // Next period: spot 102, delta 0.62 — the shadow hedge is rebalanced.
    w.desk.at += 7 * DAY;
    w.desk.spot = 102;
    w.desk.setQuote(CALL_100, { bid: 4.1, ask: 4.2, delta: 0.62 });
    markOptions(w.om, w.player, true);
    expect(optionView(w.player.book.families.options!.open.get(1)!, w.desk.at).delta_hedge_pnl).toBe(-208);

    // Then spot 104: sold at the bid 5.10.
    w.desk.at += 7 * DAY;
    w.desk.spot = 104;
    w.desk.setQuote(CALL_100, { bid: 5.1, ask: 5.2, delta: 0.7 });
    const closed = closeOptionEarly(w.om, w.player, 1);
    expect(w.ledger(closed.changes)).toEqual([['option_premium', 102_000]]);
    expect(optionView(closed.value, w.desk.at)).toMatchObject({ status: 'Closed early', close_price: 5.1, close_spot: 104, pnl: 380, intrinsic_pnl: 160, delta_hedge_pnl: -456, overall_pnl: -76 });
    expect(w.player.book.families.options?.open.size).toBe(0);
    // The wallet: −640.00 + 1,020.00.
    expect(w.player.book.wallets.get('USD')!.balance).toBe(10_000_000 - 64_000 + 102_000);
  });

  it('delta-hedge PnL is 0 when the spot does not move', () => {
    const w = world();
    w.desk.setQuote(CALL_100, { bid: 3.1, ask: 3.2, delta: 0.52 });
    open(w, CALL_100, 1, 3);
    for (let k = 0; k < 3; k++) {
      w.desk.at += 7 * DAY;
      markOptions(w.om, w.player, true);
    }
    expect(optionView(closeOptionEarly(w.om, w.player, 1).value, w.desk.at).delta_hedge_pnl).toBe(0);
  });

  it('a sale: equity equivalent −100 × contracts, premium received at the bid, collateral reserved and released on close', () => {
    const w = world();
    const put: ContractKey = { type: 'put', strike: 90, expiration: '2024-02-16' };
    w.desk.setQuote(put, { bid: 1.5, ask: 1.6, delta: -0.2 });
    const sold = open(w, put, -1, 4);
    expect(w.ledger(sold.changes)).toEqual([['option_premium', 60_000]]);
    // At the sale price p = 1.50: max(1.50 + 20 % × 100 − 10 (out of the money), 1.50 + 10 % × 90) × 100 × 4 = 11.50 × 400 = 4,600.00.
    expect(collateralMinor({ type: 'put', strike: 90, contracts: 4, currency: 'USD' }, 1.5, 100)).toBe(460_000);
    expect(optionView(sold.value, w.desk.at)).toMatchObject({ transaction: 'Sell', equity_equivalent: -400, collateral: 4600 });
    expect(w.player.book.wallets.get('USD')!.reserved).toBe(460_000);
    // Recomputed at the period: spot 95, ask 3.00 → max(3 + 19 − 5, 3 + 9) × 400 = 6,800.00.
    w.desk.at += 7 * DAY;
    w.desk.spot = 95;
    w.desk.setQuote(put, { bid: 2.9, ask: 3, delta: -0.35 });
    markOptions(w.om, w.player, true);
    expect(w.player.book.wallets.get('USD')!.reserved).toBe(680_000);
    const closed = closeOptionEarly(w.om, w.player, 1);
    expect(w.ledger(closed.changes)).toEqual([['option_premium', -120_000]]);
    expect(w.player.book.wallets.get('USD')!.reserved).toBe(0);
    expect(optionView(closed.value, w.desk.at)).toMatchObject({ status: 'Closed early', close_price: 3, pnl: -600, collateral: 0 });
  });

  it('exercise: refused for a written contract and out of the money; in the money paid at intrinsic', () => {
    const w = world();
    w.desk.spot = 95;
    open(w, CALL_100, 1, 1, 1);
    open(w, { type: 'put', strike: 100, expiration: '2024-02-16' }, -1, 1, 2);
    open(w, { type: 'put', strike: 110, expiration: '2024-02-16' }, 1, 2, 3);
    expect(() => exerciseOption(w.om, w.player, 2)).toThrow('Only bought contracts can be exercised');
    expect(() => exerciseOption(w.om, w.player, 1)).toThrow('Only contracts in the money can be exercised');
    expect(() => exerciseOption(w.om, w.player, 99)).toThrow('Option contract not found');
    const done = exerciseOption(w.om, w.player, 3);
    expect(w.ledger(done.changes)).toEqual([['option_settlement', 300_000]]);
    expect(optionView(done.value, w.desk.at)).toMatchObject({ status: 'Exercised', close_price: 15, intrinsic_value: 15 });
  });

  it('expiry: 0.005 in the money ends worthless, 0.01 is exercised, a written contract is assigned, each once', () => {
    const w = world();
    const friday = '2024-01-12';
    w.desk.spot = 100;
    open(w, { type: 'call', strike: 100, expiration: friday }, 1, 2, 1);
    open(w, { type: 'put', strike: 110, expiration: friday }, 1, 1, 2);
    open(w, { type: 'call', strike: 90, expiration: friday }, -1, 1, 3);
    // The first step on or after the date, at its spot 100.005.
    w.desk.at = Date.parse('2024-01-15T21:00:00Z');
    w.desk.spot = 100.005;
    const r = expireDueOptions(w.om, '2024-01-15');
    expect(r.value.map((c) => [c.id, c.outcome, c.close_price])).toEqual([
      [1, 'Worthless', 0],
      [2, 'Exercised', 9.995],
      [3, 'Written', 10.005],
    ]);
    expect(w.ledger(r.changes)).toEqual([
      ['option_settlement', 99_950],
      ['option_settlement', -100_050],
    ]);
    expect(w.player.book.wallets.get('USD')!.reserved).toBe(0);
    // Processed once: nothing is left to expire.
    expect(expireDueOptions(w.om, '2024-01-22').value).toEqual([]);
    // …and at exactly 0.01 in the money it is exercised.
    open(w, { type: 'call', strike: 100, expiration: '2024-01-19' }, 1, 1, 4);
    w.desk.spot = 100.01;
    expect(expireDueOptions(w.om, '2024-01-19').value.map((c) => c.outcome)).toEqual(['Exercised']);
  });

  it('refuses without changing anything: cash, contracts, a strike off the chain, writing short of collateral', () => {
    const w = world(1_000);
    w.desk.setQuote(CALL_100, { bid: 3.1, ask: 3.2, delta: 0.52 });
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(Refusal);
        return (e as Error).message;
      }
      return null;
    };
    // 4 calls cost 1,280.00 of 1,000.00.
    expect(refused(() => open(w, CALL_100, 1, 4))).toBe('Insufficient funds');
    expect(refused(() => open(w, CALL_100, 1, 0))).toBe('Contracts must be a positive whole number');
    expect(refused(() => open(w, { ...CALL_100, strike: 105 }, 1, 1))).toBe('Please re-select desired contract');
    expect(refused(() => open(w, { ...CALL_100, expiration: '2024-02-15' }, 1, 1))).toBe('Please re-select desired contract');
    // Writing one call needs max(3.1 + 20, 3.1 + 10) × 100 = 2,310.00 against 1,000 + 310 of free cash.
    expect(refused(() => open(w, CALL_100, -1, 1))).toBe('Insufficient free cash for the collateral of this written option');
    expect(w.player.book.wallets.get('USD')).toEqual({ currency: 'USD', balance: 100_000, reserved: 0 });
    expect(w.player.book.families.options?.open.size ?? 0).toBe(0);
  });

  it("bought premiums count against the options class's pv_limit", () => {
    const w = world(100_000);
    w.state.settings.asset_class_options = [{ asset_class: AssetClass.Options, pv_limit: 0.01, risk_weight: 1 }];
    w.desk.setQuote(CALL_100, { bid: 3.1, ask: 3.2, delta: 0.52 });
    // 1 % of 100,000 = 1,000: three contracts (960.00) fit; valued 930.00 at the bid they leave 70.00, less than a fourth (320.00).
    expect(open(w, CALL_100, 1, 3).value.contracts).toBe(3);
    expect(() => open(w, CALL_100, 1, 1, 2)).toThrow('The premium exceeds the options limit of your portfolio');
  });
});

describe('quotes through the last day (real time)', () => {
  it('an option keeps its time value on its expiration date until the close, and its strikes stay those of the day', async () => {
    const { quoteOption, sessionChain } = await import('../../../../domain/engine/options/chain');
    const surface = { quoteDate: '2024-01-12', atmVolatility: 0.3, dividendYield: 0, rates: [{ days: 28, rate: 0.05 }], seed: 1, referenceSpot: 100 };
    const put = { type: 'put' as const, strike: 100, expiration: '2024-01-12' };
    // 15:00 UTC on the expiry Friday: six hours left, an at-the-money put still asks something.
    const morning = quoteOption({ ...surface, asOf: Date.parse('2024-01-12T15:00:00Z') }, 100.5, put);
    expect(morning.intrinsic).toBe(0);
    expect(morning.ask).toBeGreaterThan(0.05);
    expect(morning.bid).toBeGreaterThan(0);
    // At the close it is worth its intrinsic value only.
    const close = quoteOption({ ...surface, asOf: Date.parse('2024-01-12T21:00:00Z') }, 100.5, put);
    expect([close.bid, close.ask]).toEqual([0, 0]);
    // The day's strikes follow its reference spot, not the tick's: a spot of 101 lists the 10-wide strikes of 100.
    const chain = sessionChain({ ...surface, asOf: Date.parse('2024-01-12T15:00:00Z') }, 101);
    expect(chain.strike_step).toBe(10);
    expect(chain.rows.every((r) => r.strike % 10 === 0)).toBe(true);
  });
});
