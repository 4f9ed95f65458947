/**
 * Central-bank auctions (banking.md §7): the worked example to the cent (initial ask stored to 6
 * decimals, the pro-rata allotment with its leftover unit, each reserve and payment), and the
 * guide's test list: undersubscribed, no offers refused, a second bid refused, a bid above cash
 * refused, remainder distribution and ties, cost rounding, Issue Security twice a no-op; the
 * trainer's details check ('Invalid Details'), the series and the derived maturity.
 */
import { describe, expect, it } from 'vitest';
import { RiskApproach, ScenarioType } from '../../../../domain/enums';
import { valuePlayer, type EngineState } from '../../../../domain/engine/engine-state';
import { accountCash, booksSummary } from '../../../../domain/engine/cash-accounts';
import { auctionView, issueSecurity, placeBid, type Auction } from '../../../../domain/engine/auctions/auction';
import { allot, auctionMaturity, auctionSeries, auctionTotal, checkAuctionDetails, discountedValue, initialAsk } from '../../../../domain/engine/auctions/rules';
import { TBillMarket } from '../../../../domain/engine/tbills/contract';
import { faceValueMinor } from '../../../../domain/engine/tbills/pricing';
import type { Change, MarketView, PlayerState, Quote } from '../../../../domain/engine/types';
import { toMinor } from '../../../../domain/money';

const close = (iso: string) => Date.parse(`${iso}T21:00:00Z`);

class FakeMarket implements MarketView {
  at = close('2024-01-10');
  quotes = new Map<string, Quote>();
  now() {
    return this.at;
  }
  quote(ric: string) {
    return this.quotes.get(ric) ?? null;
  }
  fxToReporting() {
    return 1;
  }
  isOpen() {
    return true;
  }
}

function playerOf(id: number, cash: number): PlayerState {
  return {
    id,
    user_id: id,
    name: `Team ${'ABC'[id - 1]}`,
    deals: 0,
    flows: { trades: 0, income: 0, fees: 0 },
    book: { wallets: new Map([['USD', { currency: 'USD', balance: toMinor(cash, 'USD'), reserved: 0, avgRate: null, realizedFx: 0 }]]), positions: new Map(), families: {} },
  };
}

function world() {
  const players = [playerOf(1, 100_000_000), playerOf(2, 100_000_000), playerOf(3, 100_000_000)];
  const state: EngineState = {
    settings: {
      scenario_type: ScenarioType.Historical,
      reporting_currency: 'USD',
      risk_approach: RiskApproach.Cash,
      starting_cash_amount: 100_000_000,
      risk_weighted_limit: 100_000_000,
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
    instruments: new Map(),
    players: new Map(players.map((p) => [p.id, p])),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
  const market = new FakeMarket();
  for (const t of ['4WK', '8WK', '13WK', '26WK', '52WK']) market.quotes.set(`US${t}T=RR`, { bid: 5, ask: 5, accruedPer100: 0 });
  return { state, players, market, tm: new TBillMarket(state, market) };
}

/** The example's auction: 13WK, 80,000,000, rate 5.250, 91 days from Wednesday 10 January 2024. */
function exampleAuction(): Auction {
  return {
    id: 1,
    session: 42,
    tenor: 2,
    auction_series: 'TB-US13WK80M42',
    issue_date: '2024-01-10',
    maturity_date: '2024-04-10',
    bid_value_no_units: 80,
    bid_unit: 0,
    currency: 'USD',
    rate: 5.25,
    rate_difference_from_historical_rate: 0.25,
    historical_rate: 5,
    initial_ask: initialAsk(5.25, 91),
    issued_value: 0,
    finished: false,
    created_at: close('2024-01-10'),
    closed_at: null,
    responses: [],
    available_interplayer_amount: 0,
  };
}

const ledger = (changes: Change[]) => changes.flatMap((c) => (c.kind === 'ledger' ? [[c.player_id, c.entry.reason, c.entry.amount]] : []));

describe("the guide's worked example (§7)", () => {
  it('initial ask 100 − 5.25 × 91 / 360 = 98.6729166… stored as 98.672917', () => {
    expect(initialAsk(5.25, 91)).toBe(98.672917);
  });

  it('allots 33,333,333 / 26,666,667 / 20,000,000 of 80,000,000 to bids of 50, 40 and 30 million (the leftover unit to B, remainder .667)', () => {
    expect(allot(80_000_000, [{ player: 1, bid: 50_000_000 }, { player: 2, bid: 40_000_000 }, { player: 3, bid: 30_000_000 }])).toEqual([33_333_333, 26_666_667, 20_000_000]);
  });

  it("reserves A's 49,336,458.50, then releases it; A pays 32,890,972.00, B 26,312,778.20, C 19,734,583.40; each winner holds its bill at the initial ask", () => {
    const { state, players, market, tm } = world();
    let auction = exampleAuction();
    const bids = [50_000_000, 40_000_000, 30_000_000];
    players.forEach((p, k) => {
      const r = placeBid(p, auction, bids[k], market.now());
      auction = r.value;
    });
    expect(auction.responses.map((r) => r.reserved)).toEqual([4_933_645_850, 3_946_916_680, 2_960_187_510]);
    expect(players[0]!.book.wallets.get('USD')!.reserved).toBe(4_933_645_850); // 49,336,458.50
    expect(discountedValue(50_000_000, auction.initial_ask)).toBeCloseTo(49_336_458.5, 6);
    // Reserved cash is not free: valuation unchanged, the balance untouched.
    expect(players[0]!.book.wallets.get('USD')!.balance).toBe(toMinor(100_000_000, 'USD'));

    let next = 100;
    const issued = issueSecurity(tm, auction, () => next++);
    accountCash(state, issued.changes, () => 1);
    expect(ledger(issued.changes)).toEqual([
      [1, 'auction_allotment', -3_289_097_200],
      [2, 'auction_allotment', -2_631_277_820],
      [3, 'auction_allotment', -1_973_458_340],
    ]);
    expect(issued.value.auction).toMatchObject({ finished: true, issued_value: 80_000_000 });
    expect(issued.value.auction.responses.map((r) => [r.allotted, r.paid, r.contract_id])).toEqual([
      [33_333_333, 3_289_097_200, 100],
      [26_666_667, 2_631_277_820, 101],
      [20_000_000, 1_973_458_340, 102],
    ]);
    players.forEach((p) => expect(p.book.wallets.get('USD')!.reserved).toBe(0));
    expect(players.map((p) => p.book.wallets.get('USD')!.balance)).toEqual([
      toMinor(100_000_000 - 32_890_972, 'USD'),
      toMinor(100_000_000 - 26_312_778.2, 'USD'),
      toMinor(100_000_000 - 19_734_583.4, 'USD'),
    ]);
    const bill = players[0]!.book.families.tbills!.open.get(100)!;
    expect(bill).toMatchObject({ ric: 'TB-US13WK80M42', amount: 33_333_333, open_price: 98.672917, cost: 3_289_097_200, maturity_date: '2024-04-10', auction_id: 1, status: 0 });
    expect(players.map((p) => p.deals)).toEqual([1, 1, 1]);
    // A rate set above the market's (5.25 against a curve at 5.00) is an immediate gain for the winners.
    const v = valuePlayer(state, market, players[0]!);
    expect(v.pnl).toBeGreaterThan(0);
    const s = booksSummary(state, market, players[0]!, v);
    expect(v.marketValue - s.initial_aum).toBeCloseTo(s.position_pnl + (s.cash_mtm ?? 0) + (s.income ?? 0) - (s.fees ?? 0), 6);

    // Issue Security twice is a no-op.
    const again = issueSecurity(tm, issued.value.auction, () => next++);
    expect(again.changes).toEqual([]);
    expect(again.value.contracts).toEqual([]);
  });
});

describe("the guide's test list (§7)", () => {
  it('undersubscribed: every bid in full, issued below the total', () => {
    const { players, market, tm } = world();
    let auction = exampleAuction();
    auction = placeBid(players[0]!, auction, 10_000_000, market.now()).value;
    auction = placeBid(players[1]!, auction, 20_000_000, market.now()).value;
    const issued = issueSecurity(tm, auction, () => 1);
    expect(issued.value.auction.responses.map((r) => r.allotted)).toEqual([10_000_000, 20_000_000]);
    expect(issued.value.auction.issued_value).toBe(30_000_000);
    expect(players[0]!.book.wallets.get('USD')!.balance).toBe(toMinor(100_000_000, 'USD') - faceValueMinor(10_000_000, 98.672917, 'USD'));
  });

  it('no offers: refused with "No submitted offers yet."', () => {
    const { tm } = world();
    expect(() => issueSecurity(tm, exampleAuction(), () => 1)).toThrow('No submitted offers yet.');
  });

  it('a second bid by the same player is refused, and a bid on a concluded auction', () => {
    const { players, market } = world();
    const auction = placeBid(players[0]!, exampleAuction(), 1_000_000, market.now()).value;
    expect(() => placeBid(players[0]!, auction, 1_000_000, market.now())).toThrow('You have already placed a bid on this auction.');
    expect(() => placeBid(players[1]!, { ...auction, finished: true }, 1_000_000, market.now())).toThrow('Auction has concluded');
  });

  it('a bid above the free cash is refused (reserved cash counts), and a bid below 1 or fractional', () => {
    const { players, market } = world();
    const a = exampleAuction();
    expect(() => placeBid(players[0]!, a, 100_000_001, market.now())).toThrow('The bid is above your available cash in the auction currency');
    expect(() => placeBid(players[0]!, a, 0, market.now())).toThrow('The bid must be a whole face amount of at least 1');
    expect(() => placeBid(players[0]!, a, 1.5, market.now())).toThrow('The bid must be a whole face amount of at least 1');
    // 60,000,000 bid on one auction reserves 59,203,750.20: a second auction's 50,000,000 no longer fits.
    placeBid(players[0]!, a, 60_000_000, market.now());
    expect(() => placeBid(players[0]!, { ...a, id: 2 }, 50_000_000, market.now())).toThrow('The bid is above your available cash in the auction currency');
    expect(players[0]!.book.wallets.get('USD')!.reserved).toBe(5_920_375_020);
  });

  it('distributes leftover units by largest remainder, ties to the earliest bid', () => {
    // 2 units among three equal bids of 1: remainders tie, the two earliest get one each.
    expect(allot(2, [{ player: 1, bid: 1 }, { player: 2, bid: 1 }, { player: 3, bid: 1 }])).toEqual([1, 1, 0]);
    // 5 of two bids of 3: 2.5 each, the leftover to the earlier.
    expect(allot(5, [{ player: 2, bid: 3 }, { player: 1, bid: 3 }])).toEqual([3, 2]);
    // Larger remainder first: 10 of bids 7, 5, 3 (15): 4.667, 3.333, 2 → 5, 3, 2.
    expect(allot(10, [{ player: 1, bid: 7 }, { player: 2, bid: 5 }, { player: 3, bid: 3 }])).toEqual([5, 3, 2]);
    // Exact beyond 2^53: a trillion offered against bids in the hundreds of billions.
    const big = allot(1_000_000_000_000, [{ player: 1, bid: 700_000_000_001 }, { player: 2, bid: 600_000_000_003 }]);
    expect(big.reduce((s, x) => s + x, 0)).toBe(1_000_000_000_000);
    // 538,461,538,460 r 846,153,846,160 and 461,538,461,539 r 453,846,153,844: the one leftover unit to the first.
    expect(big).toEqual([538_461_538_461, 461_538_461_539]);
  });

  it('rounds each cost once, half to even, on the stored price', () => {
    // 1 × 98.672917 / 100 = 0.98672917 → 0.99; 50 → 49.336458.5 cents → 49.34 (half-even: .5 of an even cent stays).
    expect(faceValueMinor(1, 98.672917, 'USD')).toBe(99);
    expect(faceValueMinor(50, 99.99, 'USD')).toBe(5000); // 49.995 → 50.00 (half to even)
    expect(faceValueMinor(50, 99.97, 'USD')).toBe(4998); // 49.985 → 49.98 (half to even)
    expect(faceValueMinor(1_000, 98.672917, 'JPY')).toBe(987);
  });
});

describe("the trainer's form", () => {
  it('makes the series from currency, tenor, value, unit and session, and the maturity from the current date minus one day', () => {
    expect(auctionSeries('USD', 2, 80, 0, 42)).toBe('TB-US13WK80M42');
    expect(auctionSeries('EUR', 4, 2, 1, 7)).toBe('TB-EU52WK2B7');
    expect(auctionMaturity('2024-01-10', 0)).toBe('2024-02-06');
    expect(auctionMaturity('2024-01-10', 2)).toBe('2024-04-09');
    expect(auctionTotal(80, 0)).toBe(80_000_000);
    expect(auctionTotal(2, 2)).toBe(2_000_000_000_000);
  });

  it("accepts a rate within the day's historical rate ± 0.5 at a step of 0.001, and says 'Invalid Details' otherwise", () => {
    const ok = { tenor: 2, maturity_date: '2024-04-10', bid_value_no_units: 80, bid_unit: 0, rate: 5.25, rate_difference_from_historical_rate: 0.25 };
    expect(checkAuctionDetails(ok, '2024-01-10', 5)).toEqual({ days: 91, total: 80_000_000 });
    expect(checkAuctionDetails({ ...ok, rate: 5.5, rate_difference_from_historical_rate: 0.5 }, '2024-01-10', 5).days).toBe(91);
    const refused = [
      { ...ok, rate: 5.501, rate_difference_from_historical_rate: 0.501 },
      { ...ok, rate: 5.2505, rate_difference_from_historical_rate: 0.2505 },
      { ...ok, bid_value_no_units: 0 },
      { ...ok, tenor: 7 },
      { ...ok, bid_unit: 3 },
      { ...ok, maturity_date: '2024-01-10' },
      { ...ok, maturity_date: '2024-06-10' },
    ];
    for (const d of refused) expect(() => checkAuctionDetails(d, '2024-01-10', 5)).toThrow('Invalid Details');
    expect(() => checkAuctionDetails(ok, '2024-01-10', null)).toThrow('Invalid Details');
  });

  it('shows a player only its own offer; the staff every offer', () => {
    const { players, market } = world();
    let a = exampleAuction();
    a = placeBid(players[0]!, a, 1_000_000, market.now()).value;
    a = placeBid(players[1]!, a, 2_000_000, market.now()).value;
    expect(auctionView(a, { playerId: 2 }).responses.map((r) => r.initial_bid_value)).toEqual([2_000_000]);
    expect(auctionView(a, { playerId: null }).responses.map((r) => [r.player_name, r.initial_bid_value])).toEqual([
      ['Team A', 1_000_000],
      ['Team B', 2_000_000],
    ]);
    expect(auctionView(a, { playerId: null })).toMatchObject({ tenor_label: '13WK', bid_value: 80_000_000, bid_unit_label: 'Million', initial_ask: 98.672917 });
  });
});
