/**
 * Money conservation of the engine (fast-check): random sequences of orders, cancels,
 * deposits made and broken, cash exchanges between USD and EUR, and period steps (with
 * dividends, coupons, redemptions, cash and lombard interest, deposit accrual) never create or
 * destroy value beyond market moves, the spread paid and the house's rounding of a conversion;
 * every wallet equals the sum of its ledger entries, reserved collateral equals what open
 * orders hold, no limit is exceeded when an order fills, and the portfolio summary reconciles:
 * market value − initial AUM = position PnL + cash MTM + income − fees. A cash round trip
 * never returns more than it started with. An administrator's forced fill (engine/forced-orders.ts)
 * is the one other source of value: it moves the player's value by exactly its 'forced price
 * adjustment', (mid − forced price) × quantity, less half the spread when it opens exposure
 * (the position is marked at the bid or ask, the adjustment at the mid), plus half when it reduces.
 * FX forwards (engine/fx-forwards) are opened, revalued by the steps, offset by the player or by
 * their stop loss, and settled at maturity: opening costs exactly the contract's unrealised PnL
 * at the close side (the outright spread), an offset moves value by its settlement's rounding only,
 * and every settlement is one 'forward_settlement' entry.
 * CDS (engine/cds) are entered either way (short lives, so that they mature within the steps),
 * pay their premiums at the steps that pass their dates ('cds_premium'), are revalued by the steps,
 * mature, or are bought back at their MTM as at a session's finish ('cds_settlement'): entering
 * costs exactly the contract's MTM at the close side (the bid-ask), a buy-back moves value by the
 * premium accrued since the last date and the settlement's rounding only.
 * Repos (engine/repos) are entered against a US Treasury the player buys for them, accrue interest
 * across the steps, are repaid at maturity ('repo_repayment', 'repo_interest') or early as at a
 * session's finish: entering moves no value ('repo_cash' in, the loan owed out), settling moves it
 * by the rounding of the interest booked against the interest accrued.
 * HTM and AFS bonds (engine/bond-books) are bought and sold by order, HTM sales only while the
 * trainer allows them: an HTM purchase costs nothing (its amortised cost is the price paid), an
 * AFS purchase its spread, an HTM sale its gain on disposal; the AFS book's OCI reserve is in
 * the market value and apart from the PnL.
 * Interbank deals (domain/interbank) are struck between the two players by a whole RFQ (sent,
 * quoted, hit Lend or Borrow, or answered Nothing or cancelled), refused when the lender's free
 * cash does not cover them, and repaid with their interest at the next step: a deal moves no value
 * when struck (the principal is owed back), its interest moves the two banks' values by exactly
 * opposite amounts, and the interbank entries of every change sum to zero across the players.
 * T-bills (engine/tbills) are bought at the ask off the USD curve, revalued by the steps, sold
 * before term at the bid or redeemed at par at the step that reaches their maturity: buying costs
 * exactly the bid-ask, a sale and a redemption move value by their booking's rounding only.
 * Central-bank auctions (engine/auctions) take both players' bids (each discounted value reserved
 * while open) and issue at once: the central bank is a named source, moving each winner's value
 * by exactly its allotment × (bid now − initial ask) / 100, to the cent of the payment's booking.
 * Options (engine/options) on Apple are bought at the ask or written at the bid off the day's
 * chain, closed early, exercised, expired or assigned at the steps, their written collateral
 * reserved on the wallet: opening costs exactly the bid-ask, an early close moves value by its
 * booking's rounding only, an exercise by (intrinsic − bid) × 100 × contracts (never a gain on
 * the ask), and every premium and settlement is one 'option_premium' or 'option_settlement' entry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssetClass, OrderStatus, RiskApproach, ScenarioType, TransactionType } from '../../domain/enums';
import { initialAum, valuePlayer, type EngineState } from '../../domain/engine/engine-state';
import { Refusal } from '../../domain/refusal';
import { cancelAllOrders, cancelOrder, checkPendingOrders, placeOrder } from '../../domain/engine/orders';
import type { Change, MarketView, Quote, SessionInstrument } from '../../domain/engine/types';
import { defaultMarket } from '../../domain/market/default-market';
import { closeTimeOf } from '../../domain/market/time-grid';
import { fromMinor, toMinor } from '../../domain/money';
import { toSessionInstrument } from '../../domain/engine/session-instrument';
import { processIncome, type DividendDue } from '../../domain/engine/income';
import { breakDeposit, makeDeposit } from '../../domain/engine/deposits';
import { exchangeCash, EXCHANGE_SPREAD } from '../../domain/engine/cash-exchange';
import { accountCash, booksSummary, holdingUnits } from '../../domain/engine/cash-accounts';
import { groupFractions } from '../../domain/engine/allocations';
import { marketIncomeCalendar } from '../../domain/engine/market-income-calendar';
import { forceOrder, midOf } from '../../domain/engine/forced-orders';
import { checkForwardOdas, ForwardMarket, markForward, matureDueForwards, offsetForward, openForward, openForwards, setForwardOda } from '../../domain/engine/fx-forwards/contract';
import { buyBackCds, CdsMarket, markCds, openCds, openCdsContracts, payDueCds } from '../../domain/engine/cds/contract';
import { openRepo, openRepos, RepoMarket, repoedQuantity, settleAllRepos, settleDueRepos } from '../../domain/engine/repos/contract';
import { BOND_BOOK_MESSAGES } from '../../domain/engine/bond-books/rules';
import { ociReserve } from '../../domain/engine/bond-books/valuation';
import { closeAllTBills, openTBill, openTBills, redeemDueTBills, sellTBill, TBILL_TENOR_DAYS, TBillMarket } from '../../domain/engine/tbills/contract';
import { addDays as billDay, isoDay, rollWeekend } from '../../domain/engine/tbills/pricing';
import { auctionTotalOf, issueSecurity, placeBid, type Auction } from '../../domain/engine/auctions/auction';
import { initialAsk } from '../../domain/engine/auctions/rules';
import { cancelRfq, hitRfq, quoteRfq, repayAllDeals, sendRfq, type InterbankRequest, type InterbankResponse } from '../../domain/interbank/rfq';
import { awardClientPeriod, openClientBook, payClientDeals, addDays as clientDay, type ClientMarketState } from '../../domain/client-dealing/book';
import { scenarioOf, SCENARIO_DEFAULTS } from '../../domain/client-dealing/scenario';
import { closeOptionEarly, exerciseOption, expireDueOptions, markOptions, openOption, openOptions, optionValue, spotOf, type OptionsMarket } from '../../domain/engine/options/contract';
import { intrinsicValue } from '../../domain/engine/options/chain';
import { chainStrikes, standardExpirations } from '../../domain/option-chain';

const market = defaultMarket();
const calendar = marketIncomeCalendar(market);
const INCOME_REASONS = new Set(['dividend', 'coupon', 'interest', 'lombard_interest', 'deposit_interest']);
const BOND = 'US10YT=RR';
// SAP.DE trades in euros: paid with EUR bought by exchange, its dividends paid in EUR.
const RICS = ['AAPL.O', 'MSFT.O', 'SAP.DE', 'EUR=', 'BTC=', BOND];
const AUM = 1_000_000;
const START_INDEX = 2600; // a business day in early 2024
// EURUSD outright forwards (their spot 'EUR=' trades too): 1 month matures within the steps.
const FORWARDS = ['EUR1M=', 'EUR3M='];
// CDS in USD and in EUR (premiums in the EUR wallet); their lives are drawn short (terms as the session object passes them).
const CDS_RICS = ['ITGV5YUSAC=R', 'VOD3YEUAM=R'];
// Repos: a US Treasury (3.5 % 2027, coupons on 30 April and 31 October) and the USD 1-week and 1-month repos.
const REPO_BOND = '91282CPE5=';
const REPO_RICS = ['USD1WRP=', 'USD1MRP='];
// HTM and AFS books (engine/bond-books): US Treasury 3.125 % 2041 held to maturity, Apple 3.85 % 2043 available for sale.
const HTM_BOND = '912810QT8=';
const AFS_BOND = '037833AL4=';

function instrument(ric: string, k: number): SessionInstrument {
  return toSessionInstrument(market.instrument(ric), { asset_id: k + 1, risk_weight: 1, no_of_decimals: 2, market_hours: null });
}

class TestMarket implements MarketView {
  index = START_INDEX;
  now() {
    return closeTimeOf(this.index, 'weekday');
  }
  quote(ric: string): Quote | null {
    const q = market.quoteAt(ric, this.now());
    return { bid: q.bid, ask: q.ask, accruedPer100: q.accrued_interest ?? 0 };
  }
  fxToReporting(ccy: string) {
    return market.fxRate(ccy, 'USD', this.now());
  }
  isOpen() {
    return true;
  }
}

function freshState(): EngineState {
  const settings = {
    // Real time with the cash approach: the sessions where deposits exist.
    scenario_type: ScenarioType.RealTime,
    reporting_currency: 'USD',
    risk_approach: RiskApproach.Cash,
    starting_cash_amount: AUM,
    risk_weighted_limit: AUM,
    limit_order_collateral: 0.1,
    short_sell_leverage: 0.3,
    fx_leverage: 1,
    bond_leverage: 1,
    allow_short_sell: true,
    spread_widener: 0,
    transaction_fee: 0,
    require_investment_rationale: false,
    asset_class_options: [{ asset_class: AssetClass.Equities, pv_limit: 0.4, risk_weight: 1 }],
    // The trainer's group bands: two equities could reach 80 % under the class limit alone.
    asset_group_allocations: [
      { asset_group: 'Equities', lower_limit: null, upper_limit: 0.5 },
      { asset_group: 'Cash', lower_limit: 0.05, upper_limit: null },
    ],
  };
  const players = new Map(
    [1, 2].map((id) => [
      id,
      {
        id,
        user_id: id,
        name: `p${id}`,
        deals: 0,
        book: {
          wallets: new Map([
            ['USD', { currency: 'USD', balance: toMinor(AUM, 'USD'), reserved: 0 }],
            ['EUR', { currency: 'EUR', balance: 0, reserved: 0 }],
          ]),
          positions: new Map(),
        },
      },
    ]),
  );
  const instruments = new Map(RICS.map((r, k) => [r, instrument(r, k)]));
  for (const [k, ric] of FORWARDS.entries()) instruments.set(ric, toSessionInstrument(market.instrument(ric), { asset_id: 100 + k, risk_weight: 1, no_of_decimals: 4, market_hours: null }));
  for (const [k, ric] of CDS_RICS.entries()) instruments.set(ric, toSessionInstrument(market.instrument(ric), { asset_id: 200 + k, risk_weight: 1, no_of_decimals: 4, market_hours: null }));
  for (const [k, ric] of [REPO_BOND, ...REPO_RICS].entries()) instruments.set(ric, toSessionInstrument(market.instrument(ric), { asset_id: 300 + k, risk_weight: 1, no_of_decimals: 4, market_hours: null }));
  for (const [k, ric] of [HTM_BOND, AFS_BOND].entries()) instruments.set(ric, toSessionInstrument(market.instrument(ric), { asset_id: 400 + k, risk_weight: 1, no_of_decimals: 4, market_hours: null }));
  instruments.set(OPTION_RIC, toSessionInstrument(market.instrument(OPTION_RIC), { asset_id: 500, risk_weight: 1, no_of_decimals: 2, market_hours: null }));
  return { settings, instruments, players, openOrders: new Map(), nextOrderId: 1, odas: new Map() };
}

const command = fc.oneof(
  { weight: 12, arbitrary: fc.record({
    kind: fc.constant('order' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(...RICS),
    transaction: fc.constantFrom(TransactionType.Buy, TransactionType.Sell, TransactionType.ShortSell),
    quantity: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 400_000 })),
    limit: fc.option(fc.double({ min: 0.9, max: 1.1, noNaN: true }), { nil: null }),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), player: fc.constantFrom(1, 2), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel_all' as const), player: fc.constantFrom(1, 2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('step' as const), days: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player: fc.constantFrom(1, 2), amount: fc.oneof(fc.integer({ min: 50, max: 5_000 }), fc.integer({ min: 100, max: 2_000_000 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('break' as const), player: fc.constantFrom(1, 2) }) },
  // USD → EUR by amount; EUR → USD a share of the free euros (all of them at share 1).
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('buy_eur' as const), player: fc.constantFrom(1, 2), amount: fc.oneof(fc.double({ min: 0.01, max: 50, noNaN: true }), fc.integer({ min: 1, max: 400_000 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sell_eur' as const), player: fc.constantFrom(1, 2), share: fc.double({ min: 0.001, max: 1, noNaN: true }) }) },
  // An administrator's forced order: a buy or a sell at a price around the mid, whatever the limits.
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('forced' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(...RICS),
    transaction: fc.constantFrom(TransactionType.Buy, TransactionType.Sell),
    quantity: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 400_000 })),
    factor: fc.double({ min: 0.5, max: 1.5, noNaN: true }),
  }) },
);

/**
 * FX forwards: opened either way, offset, and given a stop loss the steps may trigger. Drawn apart
 * and slotted between the other commands, so that their mix (and what it asserts) is unchanged.
 */
const forwardCommand = fc.oneof(
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('fwd_open' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(...FORWARDS),
    amount: fc.oneof(fc.integer({ min: -400_000, max: 400_000 }), fc.integer({ min: -2_000, max: 2_000 })),
  }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fwd_offset' as const), player: fc.constantFrom(1, 2), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fwd_stop' as const), player: fc.constantFrom(1, 2), pick: fc.nat(), gap: fc.double({ min: 0.0001, max: 0.003, noNaN: true }) }) },
);

/** CDS: entered either way with a short life and a premium frequency, or bought back (as at the finish). */
const cdsCommand = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('cds_open' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(...CDS_RICS),
    amount: fc.oneof(fc.integer({ min: -400_000, max: 400_000 }), fc.integer({ min: -2_000, max: 2_000 })),
    // Days to the asset's maturity date (cds_asset_maturity_date): one stub, or a few quarterly or semi-annual periods and a stub.
    life: fc.integer({ min: 3, max: 240 }),
    frequency: fc.constantFrom(0, 1, 2, null),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cds_buyback' as const), player: fc.constantFrom(1, 2), pick: fc.nat() }) },
);

/** Repos: entered on a share of the bond's available face (the bond bought first when none is free), or all settled early (as at the finish). */
const repoCommand = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('repo_open' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(...REPO_RICS),
    buy: fc.integer({ min: 1_000, max: 300_000 }),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repo_settle_early' as const), player: fc.constantFrom(1, 2) }) },
);

/** HTM and AFS bonds: bought and sold by order (HTM sales refused while locked), and the trainer's Allow/Lock. */
const bondCommand = fc.oneof(
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('bond_order' as const),
    player: fc.constantFrom(1, 2),
    ric: fc.constantFrom(HTM_BOND, AFS_BOND),
    transaction: fc.constantFrom(TransactionType.Buy, TransactionType.Buy, TransactionType.Sell),
    quantity: fc.integer({ min: 1_000, max: 300_000 }),
  }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('htm_switch' as const) }) },
);

/** Interbank: one player asks the other for a quote, which it answers; the asker lends, borrows, says nothing or cancels. */
const interbankCommand = fc.record({
  kind: fc.constant('interbank' as const),
  player: fc.constantFrom(1, 2),
  // The players start with 1,000,000 (the RFQ's smallest amount): mostly that, sometimes more (refused unless cash came in).
  millions: fc.constantFrom(1, 1, 1, 2, 5),
  bid: fc.integer({ min: -50, max: 800 }).map((x) => x / 100),
  spread: fc.integer({ min: 0, max: 50 }).map((x) => x / 100),
  // 'deal': the asker lends when it has the more free cash, else borrows (so that deals happen with the small AUM).
  answer: fc.constantFrom('deal' as const, 'deal' as const, 'deal' as const, 'lend' as const, 'borrow' as const, 'nothing' as const, 'cancel' as const),
});

/** Options on Apple (engine/options): bought or written off the day's chain, closed early, exercised, expired and assigned at the steps. */
const OPTION_RIC = 'AAPL.O-OPT';
const optionCommand = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('option_open' as const), player: fc.constantFrom(1, 2), side: fc.constantFrom(1 as const, -1 as const), type: fc.constantFrom('call' as const, 'put' as const), strike: fc.integer({ min: -4, max: 4 }), expiry: fc.nat({ max: 6 }), contracts: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('option_close' as const), player: fc.constantFrom(1, 2), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('option_exercise' as const), player: fc.constantFrom(1, 2), pick: fc.nat() }) },
);
type OptionCommand = typeof optionCommand extends fc.Arbitrary<infer C> ? C : never;

/** The options market of the test: the day's surface fixed (30 % vol, 1 % dividend yield, a 3–4 % curve). */
function optionsMarketOf(state: EngineState, view: MarketView): OptionsMarket {
  return { state, market: view, surface: () => ({ quoteDate: isoDay(view.now()), atmVolatility: 0.3, dividendYield: 0.01, rates: [{ days: 28, rate: 0.03 }, { days: 364, rate: 0.04 }], seed: 500 }) };
}

/** T-bills: the market's USD bills bought, sold before term, all sold as at the finish; and central-bank auctions bid on by both players and issued. */
const TBILL_RICS = ['USTB4WK=', 'USTB8WK=', 'USTB13WK=', 'USTB26WK=', 'USTB52WK='];
const tbillCommand = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('tbill_buy' as const), player: fc.constantFrom(1, 2), tenor: fc.integer({ min: 0, max: 4 }), amount: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1_000, max: 100_000 })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('tbill_sell' as const), player: fc.constantFrom(1, 2), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tbill_close_all' as const), player: fc.constantFrom(1, 2) }) },
  { weight: 2, arbitrary: fc.record({
    kind: fc.constant('auction' as const),
    tenor: fc.integer({ min: 0, max: 4 }),
    // Thousands of face offered; each player's bid (0: none), often together above the total (pro rata). Small beside the
    // players' 1,000,000, so that the interbank market still finds cash to lend.
    total: fc.integer({ min: 1, max: 200 }),
    bids: fc.tuple(fc.integer({ min: 0, max: 150_000 }), fc.integer({ min: 0, max: 150_000 })),
    adjust: fc.integer({ min: -500, max: 500 }).map((x) => x / 1000),
  }) },
);
type TBillCommand = typeof tbillCommand extends fc.Arbitrary<infer C> ? C : never;

type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;
type InterbankCommand = typeof interbankCommand extends fc.Arbitrary<infer C> ? C : never;
type BondCommand = typeof bondCommand extends fc.Arbitrary<infer C> ? C : never;
type RepoCommand = typeof repoCommand extends fc.Arbitrary<infer C> ? C : never;
type ForwardCommand = typeof forwardCommand extends fc.Arbitrary<infer C> ? C : never;
type CdsCommand = typeof cdsCommand extends fc.Arbitrary<infer C> ? C : never;

/** The commands with the forward commands slotted in at the drawn places. */
const commands = fc
  .tuple(fc.array(command, { minLength: 5, maxLength: 40 }), fc.array(fc.tuple(forwardCommand, fc.nat()), { maxLength: 16 }), fc.array(fc.tuple(cdsCommand, fc.nat()), { maxLength: 8 }), fc.array(fc.tuple(repoCommand, fc.nat()), { maxLength: 8 }), fc.array(fc.tuple(bondCommand, fc.nat()), { maxLength: 8 }), fc.array(fc.tuple(interbankCommand, fc.nat()), { maxLength: 6 }), fc.array(fc.tuple(tbillCommand, fc.nat()), { maxLength: 5 }), fc.array(fc.tuple(optionCommand, fc.nat()), { maxLength: 10 }))
  .map(([base, extra, cds, repos, bonds, interbank, tbills, options]) => {
    const all: (Command | ForwardCommand | CdsCommand | RepoCommand | BondCommand | InterbankCommand | TBillCommand | OptionCommand)[] = [...base];
    for (const [cmd, at] of [...extra, ...cds, ...repos, ...bonds, ...interbank, ...tbills, ...options]) all.splice(at % (all.length + 1), 0, cmd);
    return all;
  });

const midRate = (view: MarketView) => (from: string, to: string) => view.fxToReporting(from) / view.fxToReporting(to);

describe('cash exchange round trips', () => {
  /** A player holding only `currency`, at market day `index`. */
  const holder = (currency: string, minor: number) => {
    const state = freshState();
    const player = state.players.get(1)!;
    player.book.wallets.set('USD', { currency: 'USD', balance: currency === 'USD' ? minor : 0, reserved: 0 });
    for (const c of ['EUR', 'GBP', 'JPY']) player.book.wallets.set(c, { currency: c, balance: c === currency ? minor : 0, reserved: 0 });
    return player;
  };
  const free = (p: ReturnType<typeof holder>, c: string) => p.book.wallets.get(c)!.balance / 10 ** (c === 'JPY' ? 0 : 2);

  it('never return more than they started with, either way round, at any rate and amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('EUR', 'GBP', 'JPY'),
        fc.integer({ min: 1, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        (foreign, minor, day) => {
          const view = new TestMarket();
          view.index = day;
          const context = { reportingCurrency: 'USD', midRate: midRate(view), now: view.now() };
          for (const [home, away] of [['USD', foreign], [foreign, 'USD']] as const) {
            const player = holder(home, minor);
            const start = player.book.wallets.get(home)!.balance;
            try {
              exchangeCash(player, { from: home, to: away, amount: free(player, home) }, context);
              exchangeCash(player, { from: away, to: home, amount: free(player, away) }, context);
            } catch (e) {
              // Too small to buy one minor unit: refused, and nothing moved.
              if (!(e instanceof Refusal)) throw e;
              expect(e.message).toMatch(/too small to exchange/);
            }
            expect(player.book.wallets.get(home)!.balance).toBeLessThanOrEqual(start);
            // Stopped half way (the way back too small to buy a unit): still worth no more at the mid.
            const worth = (c: string) => (player.book.wallets.get(c)!.balance / 10 ** (c === 'JPY' ? 0 : 2)) * view.fxToReporting(c);
            expect(worth(home) + worth(away)).toBeLessThanOrEqual((start / 10 ** (home === 'JPY' ? 0 : 2)) * view.fxToReporting(home) * (1 + 1e-12));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('credits the floor of the converted amount: 100 USD at 0.9 EUR less the half spread is 89.99 EUR, not 90.00', () => {
    const player = holder('USD', 20_000);
    const done = exchangeCash(player, { from: 'USD', to: 'EUR', amount: 100 }, { reportingCurrency: 'USD', midRate: () => 0.9, now: 0 });
    // 100 × 0.9 × (1 − 0.00005) = 89.9955: half-even would give 90.00, the house rounds down.
    expect(done.value.value).toBe(89.99);
    expect(player.book.wallets.get('EUR')!.balance).toBe(8_999);
    // One cent buys 0.0089… EUR: refused rather than taken for nothing.
    expect(() => exchangeCash(player, { from: 'USD', to: 'EUR', amount: 0.01 }, { reportingCurrency: 'USD', midRate: () => 0.9, now: 0 })).toThrow(/too small to exchange/);
    expect(player.book.wallets.get('USD')!.balance).toBe(10_000);
  });
});

describe('engine money conservation', () => {
  it('holds over random orders, cancels and period steps', () => {
    let fills = 0;
    let depositsAccrued = 0;
    let allocationRefusals = 0;
    let exchanges = 0;
    let cashMtmSeen = 0;
    let forcedFills = 0;
    const forwards = { opened: 0, offset: 0, stopped: 0, matured: 0, revalued: 0 };
    const cds = { opened: 0, premiums: 0, revalued: 0, matured: 0, boughtBack: 0 };
    const repos = { opened: 0, revalued: 0, matured: 0, settledEarly: 0 };
    const bondBooks = { htmBought: 0, afsBought: 0, htmSold: 0, afsSold: 0, lockedRefusals: 0 };
    const interbank = { deals: 0, refused: 0, declined: 0, cancelled: 0, repaid: 0, withInterest: 0 };
    // Client dealing (banking.md §8): the client market (a named source) books each bank's starting book at the first step, then pays interest, repays maturities and awards every step.
    const clientDeals = { booksOpened: 0, awarded: 0, interest: 0, matured: 0 };
    const clientScenario = scenarioOf(1, { ...SCENARIO_DEFAULTS, start_date: '2024-01-01', end_date: '2024-06-28', initial_loans_pool: 2_000_000, initial_depos_pool: 2_000_000, total_pool_factor: 1.01 }, 'test');
    const tbills = { bought: 0, sold: 0, redeemed: 0, revalued: 0, auctions: 0, bids: 0, allotments: 0, prorated: 0 };
    const options = { bought: 0, written: 0, refused: 0, closed: 0, exercised: 0, expired: 0, assigned: 0, revalued: 0 };
    fc.assert(
      fc.property(commands, (commands) => {
        const state = freshState();
        const view = new TestMarket();
        const ledger = new Map<string, number>(); // player|ccy → Σ entries
        for (const p of state.players.values()) ledger.set(`${p.id}|USD`, toMinor(AUM, 'USD'));
        const mv = (id: number) => valuePlayer(state, view, state.players.get(id)!).marketValue;

        // Reporting currency at the rate of each booking (EUR dividends).
        const accruedLedger = new Map<number, number>();
        const incomeLedger = new Map<number, number>();
        const depositLedger = new Map<number, number>();
        // What the euros that came in (out) cost (brought), USD.
        const eurCost = new Map<number, number>();
        let due: DividendDue[] = [];
        let nextDeposit = 1;
        let nextForward = 1;
        let nextCds = 1;
        let nextRepo = 1;
        let nextBill = 1;
        let nextOption = 1;
        // What an exercise should move the player's value by: (intrinsic − bid) × 100 × contracts.
        let optionExercised = 0;
        let nextAuction = 1;
        // What the central bank was paid and the value each winner's bill had, for the auction's check.
        let auctionGain = new Map<number, { value: number; entries: number }>();
        // The interbank market's stored requests and responses (the session object's tables).
        const ibRequests = new Map<number, InterbankRequest>();
        const ibResponses = new Map<number, InterbankResponse>();
        let nextIb = 1;
        let clientMarket: ClientMarketState | null = null;
        let nextClientDeal = 1;
        const ibStore = (cs: Change[]) => {
          for (const c of cs) {
            if (c.kind !== 'interbank') continue;
            if ('request' in c.write) ibRequests.set(c.write.request.id, c.write.request);
            if ('response' in c.write) ibResponses.set(c.write.response.id, c.write.response);
          }
          return cs;
        };
        // Forward settlements, USD: realised PnL the valuation's pnl holds (checked at the end).
        const forwardSettled = new Map<number, number>();
        const entries = new Map<number, number>();
        // What the bookings' roundings can add up to, USD.
        const rounding = new Map<number, number>();
        // Realised profit is also booked in minor units (price and FX parts): each booking of
        // it is one more rounding the market value may differ by.
        const realizedSeen = new Map<string, { price: number; fx: number }>();
        const record = (changes: Change[]) => {
          for (const c of changes) {
            if (c.kind === 'position') {
              const key = `${c.player_id}|${c.position.ric}`;
              const seen = realizedSeen.get(key) ?? { price: 0, fx: 0 };
              const rounded = Number(c.position.realizedPrice !== seen.price) + Number(c.position.realizedFx !== seen.fx);
              if (rounded) entries.set(c.player_id, (entries.get(c.player_id) ?? 0) + rounded);
              if (rounded) rounding.set(c.player_id, (rounding.get(c.player_id) ?? 0) + 0.005 * rounded);
              realizedSeen.set(key, { price: c.position.realizedPrice, fx: c.position.realizedFx });
            }
            // A forward's settlement is rounded to the cent once, even when it rounds to nothing (no entry then).
            if (c.kind === 'fx_forward' && c.contract.realized !== null) rounding.set(c.player_id, (rounding.get(c.player_id) ?? 0) + 0.005 * view.fxToReporting(c.contract.variable_currency));
            if (c.kind === 'exchange') {
              const r = c.record;
              const cost = r.to_currency === 'EUR' ? r.amount : -r.value;
              eurCost.set(r.player_id, (eurCost.get(r.player_id) ?? 0) + cost);
            }
            if (c.kind !== 'ledger') continue;
            ledger.set(`${c.player_id}|${c.entry.currency}`, (ledger.get(`${c.player_id}|${c.entry.currency}`) ?? 0) + c.entry.amount);
            entries.set(c.player_id, (entries.get(c.player_id) ?? 0) + 1);
            // Half a minor unit of the booking's currency, in USD.
            rounding.set(c.player_id, (rounding.get(c.player_id) ?? 0) + 0.005 * view.fxToReporting(c.entry.currency));
            const usd = fromMinor(c.entry.amount, c.entry.currency) * view.fxToReporting(c.entry.currency);
            if (c.entry.reason.startsWith('accrued')) accruedLedger.set(c.player_id, (accruedLedger.get(c.player_id) ?? 0) + usd);
            if (c.entry.reason === 'deposit') depositLedger.set(c.player_id, (depositLedger.get(c.player_id) ?? 0) + c.entry.amount);
            if (INCOME_REASONS.has(c.entry.reason)) incomeLedger.set(c.player_id, (incomeLedger.get(c.player_id) ?? 0) + usd);
            if (c.entry.reason === 'forward_settlement') forwardSettled.set(c.player_id, (forwardSettled.get(c.player_id) ?? 0) + usd);
            if (c.entry.currency === 'EUR' && c.entry.reason !== 'exchange') eurCost.set(c.player_id, (eurCost.get(c.player_id) ?? 0) + usd);
          }
        };
        /**
         * The spread a fill paid: opening (or growing) a position pays the spread at once, since
         * longs are valued at the bid and shorts at the ask; reducing one pays nothing more.
         */
        const spreadCost = (changes: Change[], heldBefore: Map<string, number>) => {
          let cost = 0;
          for (const c of changes) {
            if (c.kind !== 'order' || c.order.status !== OrderStatus.Executed) continue;
            const i = state.instruments.get(c.order.ric)!;
            const q = view.quote(c.order.ric)!;
            const signedQty = c.order.transaction === TransactionType.Buy ? c.order.quantity : -c.order.quantity;
            const before = heldBefore.get(`${c.order.player_id}|${c.order.ric}`) ?? 0;
            const opening = before === 0 || Math.sign(before) === Math.sign(signedQty);
            if (opening) cost += c.order.quantity * (q.ask - q.bid) * i.unit_factor * view.fxToReporting(i.variable_currency);
          }
          return cost;
        };

        for (const cmd of commands) {
          const before = new Map([...state.players.keys()].map((id) => [id, mv(id)]));
          const freeBefore = new Map([...state.players.values()].map((p) => [p.id, p.book.wallets.get('USD')!.balance - p.book.wallets.get('USD')!.reserved]));
          const heldBefore = new Map<string, number>();
          for (const p of state.players.values()) for (const pos of p.book.positions.values()) heldBefore.set(`${p.id}|${pos.ric}`, pos.quantity);
          let changes: Change[] = [];
          // An HTM/AFS order: the position's carrying value before it (HTM at AC, AFS at FV).
          let bondValueBefore = 0;
          if (cmd.kind === 'order') {
            const q = view.quote(cmd.ric)!;
            const limitPrice = cmd.limit === null ? null : Math.round(q.ask * cmd.limit * 100) / 100;
            try {
              changes = placeOrder(state, view, state.players.get(cmd.player)!, {
                ric: cmd.ric,
                resourcetype: limitPrice === null ? 'MarketOrder' : 'LimitOrder',
                transaction: cmd.transaction,
                quantity: cmd.quantity,
                limit_price: limitPrice,
              }, { refusal: null, isRealTime: false }).changes;
            } catch (e) {
              if (!(e instanceof Refusal)) throw e;
              if (e.message.startsWith('Allocation limit')) allocationRefusals++;
            }
          } else if (cmd.kind === 'cancel') {
            const mine = [...state.openOrders.values()].filter((o) => o.player_id === cmd.player);
            if (mine.length) changes = cancelOrder(state, state.players.get(cmd.player)!, mine[cmd.pick % mine.length]!.id, view.now()).changes;
          } else if (cmd.kind === 'deposit') {
            try {
              changes = makeDeposit(state.settings, state.players.get(cmd.player)!, { currency: 'USD', amount: cmd.amount, personId: null }, { id: nextDeposit++, now: view.now() }).changes;
            } catch (e) {
              if (!(e instanceof Refusal)) throw e;
            }
          } else if (cmd.kind === 'break') {
            try {
              changes = breakDeposit(state.players.get(cmd.player)!, 'USD', { now: view.now(), by: 'player' }).changes;
            } catch (e) {
              if (!(e instanceof Refusal)) throw e;
            }
          } else if (cmd.kind === 'buy_eur' || cmd.kind === 'sell_eur') {
            const player = state.players.get(cmd.player)!;
            const eur = player.book.wallets.get('EUR')!;
            const amount = cmd.kind === 'buy_eur' ? cmd.amount : Math.floor(cmd.share * (eur.balance - eur.reserved)) / 100;
            const [from, to] = cmd.kind === 'buy_eur' ? ['USD', 'EUR'] : ['EUR', 'USD'];
            try {
              changes = exchangeCash(player, { from: from!, to: to!, amount }, { reportingCurrency: 'USD', midRate: midRate(view), now: view.now() }).changes;
              exchanges++;
            } catch (e) {
              if (!(e instanceof Refusal)) throw e;
            }
          } else if (cmd.kind === 'forced') {
            const mid = midOf(state, view, cmd.ric)!;
            // At most 100 × the AUM: past that (400,000 bitcoins) the books' sums near 10^10 lose the micro-units these checks compare.
            const i = state.instruments.get(cmd.ric)!;
            const quantity = Math.max(1, Math.min(cmd.quantity, Math.floor((100 * AUM) / (mid * i.unit_factor * view.fxToReporting(i.variable_currency)))));
            try {
              changes = forceOrder(state, view, state.players.get(cmd.player)!, {
                ric: cmd.ric,
                transaction: cmd.transaction,
                quantity,
                forced_price: Math.max(0.01, Math.round(mid * cmd.factor * 100) / 100),
                person_id: null,
                forced_by: 'admin',
              }).changes;
              forcedFills++;
            } catch (e) {
              // Through zero, a sell with nothing held: refused, nothing moved.
              if (!(e instanceof Refusal)) throw e;
            }
          } else if (cmd.kind === 'fwd_open') {
            try {
              changes = openForward(new ForwardMarket(state, view), state.players.get(cmd.player)!, { ric: cmd.ric, amount: cmd.amount, investmentRationale: null, personId: null }, { id: nextForward++ }).changes;
              forwards.opened++;
            } catch (e) {
              // A zero amount, or past the FX limit: refused, nothing moved.
              if (!(e instanceof Refusal)) throw e;
            }
          } else if (cmd.kind === 'fwd_offset' || cmd.kind === 'fwd_stop') {
            const player = state.players.get(cmd.player)!;
            const open = openForwards(player);
            if (open.length) {
              const c = open[cmd.pick % open.length]!;
              const fm = new ForwardMarket(state, view);
              if (cmd.kind === 'fwd_offset') {
                changes = offsetForward(fm, player, c.id, { id: nextForward++, type: 'MarketOrder', investmentRationale: null, personId: null }).changes;
                forwards.offset++;
              } else {
                // A stop below a long's close side (above a short's).
                const price = markForward(fm, c)!.price;
                changes = setForwardOda(fm, player, c.id, Math.round((c.amount > 0 ? price - cmd.gap : price + cmd.gap) * 10_000) / 10_000 || 0.0001, null).changes;
              }
            }
          } else if (cmd.kind === 'cds_open') {
            try {
              const terms = { years: 1, frequency: cmd.frequency, assetMaturity: new Date(view.now() + cmd.life * 86_400_000).toISOString().slice(0, 10) };
              changes = openCds(new CdsMarket(state, view), state.players.get(cmd.player)!, { ric: cmd.ric, amount: cmd.amount, investmentRationale: null, personId: null, terms }, { id: nextCds++ }).changes;
              cds.opened++;
            } catch (e) {
              // A zero amount, or above the maximum: refused, nothing moved.
              if (!(e instanceof Refusal)) throw e;
            }
          } else if (cmd.kind === 'cds_buyback') {
            const player = state.players.get(cmd.player)!;
            const open = openCdsContracts(player);
            if (open.length) {
              const r = buyBackCds(new CdsMarket(state, view), player, open[cmd.pick % open.length]!.id);
              if (r) {
                changes = r.changes;
                cds.boughtBack++;
              }
            }
          } else if (cmd.kind === 'repo_open') {
            const player = state.players.get(cmd.player)!;
            const free = () => Math.max(0, (player.book.positions.get(REPO_BOND)?.quantity ?? 0) - repoedQuantity(player.book, REPO_BOND));
            if (free() === 0) {
              try {
                changes = placeOrder(state, view, player, { ric: REPO_BOND, resourcetype: 'MarketOrder', transaction: TransactionType.Buy, quantity: cmd.buy }, { refusal: null, isRealTime: false }).changes;
              } catch (e) {
                // Past a limit or the cash: refused, nothing moved.
                if (!(e instanceof Refusal)) throw e;
              }
            }
            if (free() > 0) {
              const r = openRepo(new RepoMarket(state, view, (ric) => (ric === REPO_BOND ? '2027-10-31' : null)), player, { repoRic: cmd.ric, collateralRic: REPO_BOND, quantity: Math.max(1, Math.floor(cmd.share * free())), personId: null }, { id: nextRepo++ });
              changes = [...changes, ...r.changes];
              repos.opened++;
            }
          } else if (cmd.kind === 'repo_settle_early') {
            const r = settleAllRepos({ state, market: view }, [state.players.get(cmd.player)!]);
            changes = r.changes;
            repos.settledEarly += r.value.length;
          } else if (cmd.kind === 'option_open') {
            const om = optionsMarketOf(state, view);
            const spot = spotOf(view, 'AAPL.O')!;
            const strikes = chainStrikes(spot);
            const step = strikes[1]! - strikes[0]!;
            const centre = strikes.indexOf(Math.round(spot / step) * step);
            const strike = strikes[Math.min(strikes.length - 1, Math.max(0, centre + cmd.strike))]!;
            const expirations = standardExpirations(isoDay(view.now()));
            try {
              changes = openOption(om, state.players.get(cmd.player)!, { instrument: state.instruments.get(OPTION_RIC)!, underlyingRic: 'AAPL.O', type: cmd.type, side: cmd.side, strike, expiration: expirations[cmd.expiry % expirations.length]!, contracts: cmd.contracts, investmentRationale: null, personId: null }, { id: nextOption++ }).changes;
              if (cmd.side > 0) options.bought++;
              else options.written++;
            } catch (e) {
              // Past the free cash or the collateral, no bid to write at: refused, nothing moved.
              if (!(e instanceof Refusal)) throw e;
              options.refused++;
            }
          } else if (cmd.kind === 'option_close' || cmd.kind === 'option_exercise') {
            const player = state.players.get(cmd.player)!;
            const open = openOptions(player);
            if (open.length) {
              const c = open[cmd.pick % open.length]!;
              const om = optionsMarketOf(state, view);
              try {
                if (cmd.kind === 'option_close') {
                  changes = closeOptionEarly(om, player, c.id).changes;
                  options.closed++;
                } else {
                  const intrinsic = intrinsicValue(c.type, c.strike, spotOf(view, 'AAPL.O')!);
                  // Buying then exercising at once never gains: the ask is never below intrinsic.
                  expect(intrinsic).toBeLessThanOrEqual(c.mark.ask + 1e-9);
                  optionExercised = (intrinsic - c.mark.bid) * 100 * c.contracts;
                  changes = exerciseOption(om, player, c.id).changes;
                  options.exercised++;
                }
              } catch (e) {
                // A written contract or one out of the money is not exercised, one without a bid not sold: refused, nothing moved.
                if (!(e instanceof Refusal)) throw e;
                if (cmd.kind === 'option_close') expect(c.side > 0 && c.mark.bid === 0).toBe(true);
                else expect(c.side < 0 || intrinsicValue(c.type, c.strike, c.mark.spot) * 100 * c.contracts < 0.005 + 1e-6).toBe(true);
              }
            }
          } else if (cmd.kind === 'tbill_buy') {
            const tm = new TBillMarket(state, view);
            const bill = { ric: TBILL_RICS[cmd.tenor]!, series: TBILL_RICS[cmd.tenor]!, tenor: cmd.tenor, currency: 'USD', maturity_date: rollWeekend(billDay(isoDay(view.now()), TBILL_TENOR_DAYS[cmd.tenor]!)), auction_id: null };
            try {
              changes = openTBill(tm, state.players.get(cmd.player)!, { bill, amount: cmd.amount, investmentRationale: null, personId: null, available: null }, { id: nextBill++ }).changes;
              tbills.bought++;
            } catch (e) {
              // Past the free cash: refused, nothing moved.
              if (!(e instanceof Refusal)) throw e;
            }
          } else if (cmd.kind === 'tbill_sell') {
            const player = state.players.get(cmd.player)!;
            const open = openTBills(player);
            if (open.length) {
              try {
                changes = sellTBill(new TBillMarket(state, view), player, open[cmd.pick % open.length]!.id).changes;
                tbills.sold++;
              } catch (e) {
                // Matured (redeemed at the next step): refused, nothing moved.
                if (!(e instanceof Refusal)) throw e;
              }
            }
          } else if (cmd.kind === 'tbill_close_all') {
            const r = closeAllTBills(new TBillMarket(state, view), state.players.get(cmd.player)!);
            changes = r.changes;
            tbills.sold += r.value.length;
          } else if (cmd.kind === 'auction') {
            const tm = new TBillMarket(state, view);
            const days = TBILL_TENOR_DAYS[cmd.tenor]!;
            const historical = tm.yieldOf('USD', ['4WK', '8WK', '13WK', '26WK', '52WK'][cmd.tenor]!)!;
            const rate = Math.round((historical + cmd.adjust) * 1000) / 1000;
            const today = isoDay(view.now());
            let auction: Auction = {
              id: nextAuction++, session: 1, tenor: cmd.tenor, auction_series: `TB-US${cmd.tenor}-${nextAuction}`, issue_date: today, maturity_date: billDay(today, days),
              bid_value_no_units: cmd.total / 1000, bid_unit: 0, currency: 'USD', rate, rate_difference_from_historical_rate: cmd.adjust, historical_rate: historical,
              initial_ask: initialAsk(rate, days), issued_value: 0, finished: false, created_at: view.now(), closed_at: null, responses: [], available_interplayer_amount: 0,
            };
            tbills.auctions++;
            const bidChanges: Change[] = [];
            for (const [k, bid] of cmd.bids.entries()) {
              if (bid === 0) continue;
              try {
                const r = placeBid(state.players.get(k + 1)!, auction, bid, view.now());
                auction = r.value;
                bidChanges.push(...r.changes);
                tbills.bids++;
              } catch (e) {
                // Above the free cash: refused, nothing reserved.
                if (!(e instanceof Refusal)) throw e;
              }
            }
            // While open the reserves hold the discounted values (the test's reserved check reads them).
            for (const r of auction.responses) expect(state.players.get(r.player)!.book.wallets.get('USD')!.reserved).toBeGreaterThanOrEqual(r.reserved);
            if (auction.responses.length) {
              const issued = issueSecurity(tm, auction, () => nextBill++);
              changes = [...bidChanges, ...issued.changes];
              tbills.allotments += issued.value.contracts.length;
              if (issued.value.auction.responses.reduce((s, r) => s + r.initial_bid_value, 0) > auctionTotalOf(issued.value.auction)) tbills.prorated++;
              expect(issued.value.auction.issued_value).toBeLessThanOrEqual(auctionTotalOf(issued.value.auction));
              auctionGain = new Map();
              for (const c of issued.value.contracts) {
                const bid = tm.quote('USD', c.maturity_date)!.bid;
                const e = auctionGain.get(c.player_id) ?? { value: 0, entries: 0 };
                auctionGain.set(c.player_id, { value: e.value + (c.amount * (bid - c.open_price)) / 100, entries: e.entries + 1 });
              }
            } else changes = bidChanges;
          } else if (cmd.kind === 'interbank') {
            const asker = state.players.get(cmd.player)!;
            const other = cmd.player === 1 ? 2 : 1;
            const clock = { now: view.now(), today: new Date(view.now()).toISOString().slice(0, 10), nextDate: null, period: 0 };
            const sent = sendRfq(state, asker, { amount: cmd.millions * 1_000_000, selected_players: [other] }, null, { request: nextIb++, response: () => nextIb++ }, clock);
            changes = ibStore([...sent.changes]);
            const responseId = sent.value.responses[0]!.id;
            changes.push(...ibStore(quoteRfq(sent.value.request, ibResponses.get(responseId)!, other, cmd.bid, cmd.bid + cmd.spread, view.now()).changes));
            const request = ibRequests.get(sent.value.request.id)!;
            if (cmd.answer === 'cancel') {
              changes.push(...ibStore(cancelRfq(request, [ibResponses.get(responseId)!], cmd.player, view.now()).changes));
              interbank.cancelled++;
            } else {
              try {
                const free = (id: number) => state.players.get(id)!.book.wallets.get('USD')!.balance - state.players.get(id)!.book.wallets.get('USD')!.reserved;
                const type = cmd.answer !== 'deal' ? cmd.answer : free(cmd.player) >= free(other) ? 'lend' : 'borrow';
                const r = hitRfq(state, request, [ibResponses.get(responseId)!], responseId, type, cmd.player, nextIb++, clock);
                changes.push(...ibStore(r.changes));
                if (r.value.deal) interbank.deals++;
                else interbank.declined++;
              } catch (e) {
                // The lender's free cash does not cover it (or a limit): refused, nothing moved; the asker cancels.
                if (!(e instanceof Refusal)) throw e;
                interbank.refused++;
                changes.push(...ibStore(cancelRfq(request, [ibResponses.get(responseId)!], cmd.player, view.now()).changes));
              }
            }
            expect(Object.values(Object.fromEntries(ibRequests)).filter((q) => q.active)).toEqual([]);
          } else if (cmd.kind === 'bond_order') {
            bondValueBefore = valuePlayer(state, view, state.players.get(cmd.player)!).positions.find((x) => x.ric === cmd.ric)?.value ?? 0;
            // A sale sells at most what is held, so that sales (and HTM disposals) happen often, not only refusals.
            const held = state.players.get(cmd.player)!.book.positions.get(cmd.ric)?.quantity ?? 0;
            const quantity = cmd.transaction === TransactionType.Sell && held > 0 ? Math.min(cmd.quantity, held) : cmd.quantity;
            try {
              changes = placeOrder(state, view, state.players.get(cmd.player)!, { ric: cmd.ric, resourcetype: 'MarketOrder', transaction: cmd.transaction, quantity }, { refusal: null, isRealTime: false }).changes;
              const key = `${cmd.ric === HTM_BOND ? 'htm' : 'afs'}${cmd.transaction === TransactionType.Buy ? 'Bought' : 'Sold'}` as const;
              bondBooks[key]++;
            } catch (e) {
              if (!(e instanceof Refusal)) throw e;
              if (e.message === BOND_BOOK_MESSAGES.htmLocked) bondBooks.lockedRefusals++;
            }
          } else if (cmd.kind === 'htm_switch') {
            state.settings.allow_htm = !state.settings.allow_htm;
          } else if (cmd.kind === 'cancel_all') {
            changes = cancelAllOrders(state, view.now(), cmd.player).changes;
          } else {
            // Value moves with the market: positions held × price change, nothing else.
            const held = [...state.players.values()].map((p) => ({ id: p.id, v: valuePlayer(state, view, p) }));
            view.index += cmd.days;
            for (const { id } of held) {
              const p = state.players.get(id)!;
              const after = valuePlayer(state, view, p);
              // Cash is the same units at the new FX rates.
              const cash = [...p.book.wallets.values()].reduce((s, w) => s + fromMinor(holdingUnits(p.book, w.currency), w.currency) * view.fxToReporting(w.currency), 0);
              // …and open forwards are worth their unrealised PnL at the new prices.
              // …and open forwards are worth their unrealised PnL at the new prices, open CDS their MTM.
              const cdsMtm = after.contracts.find((c) => c.family === 'cds')?.value ?? 0;
              // …and open repos −(cash + interest accrued).
              const repoDebt = after.contracts.find((c) => c.family === 'repos')?.value ?? 0;
              // …and interbank deals ±(principal + interest accrued).
              const interbankValue = after.contracts.find((c) => c.family === 'interbank')?.value ?? 0;
              // …and T-bills amount × bid / 100 at the new curve.
              const billsValue = after.contracts.find((c) => c.family === 'tbills')?.value ?? 0;
              // …and client loans − deposits at par.
              const clientBook = after.contracts.find((c) => c.family === 'client_money')?.value ?? 0;
              // …and options at their marks: +bid × 100 × contracts bought, −ask × 100 × contracts written.
              const optionsMarked = after.contracts.find((c) => c.family === 'options')?.value ?? 0;
              expect(optionsMarked).toBeCloseTo(openOptions(p).reduce((s, c) => s + optionValue(c), 0), 6);
              expect(after.marketValue - cash - after.positions.reduce((s, x) => s + x.value, 0) - after.forwardsValue - cdsMtm - repoDebt - interbankValue - billsValue - clientBook - optionsMarked).toBeCloseTo(0, 6);
              if (p.book.tbills?.size) tbills.revalued++;
              if (openRepos(p).length) repos.revalued++;
              if (p.book.forwards?.size) forwards.revalued++;
              if (p.book.cds?.size) cds.revalued++;
            }
            // As the session's step: maturities first (payments), then stops on the new prices.
            const fm = new ForwardMarket(state, view);
            const matured = matureDueForwards(fm);
            forwards.matured += matured.value.length;
            // CDS premiums due (every date the step passed) and maturities.
            const cdsPaid = payDueCds(new CdsMarket(state, view));
            cds.premiums += cdsPaid.changes.filter((c) => c.kind === 'ledger' && c.entry.reason === 'cds_premium').length;
            cds.matured += cdsPaid.value.filter((c) => c.status === 1).length;
            // Repos past their maturity date repaid with their interest.
            const repaid = settleDueRepos({ state, market: view });
            repos.matured += repaid.value.length;
            // Interbank deals repaid with their interest for the days the step passed.
            const ibBefore = new Map([...state.players.keys()].map((id) => [id, mv(id)]));
            const ibRepaid = repayAllDeals(state, view.now(), 'maturity');
            interbank.repaid += ibRepaid.value.length;
            interbank.withInterest += ibRepaid.value.filter((d) => d.interest !== 0).length;
            // Repaying moves no value: the interest was accrued in the deal's value (to the cent of its booking).
            for (const [id, v0] of ibBefore) expect(Math.abs(mv(id) - v0)).toBeLessThanOrEqual(0.005 * ibRepaid.value.length + 1e-6);
            // T-bills whose maturity the step reached, redeemed at par: no value moves (a bill at 0 days is worth 100).
            const billsBefore = new Map([...state.players.keys()].map((id) => [id, mv(id)]));
            const redeemedBills = redeemDueTBills(new TBillMarket(state, view));
            tbills.redeemed += redeemedBills.value.length;
            for (const [id, v0] of billsBefore) expect(Math.abs(mv(id) - v0)).toBeLessThanOrEqual(1e-6);
            // Client dealing: the starting book at the first step, then interest and maturities for the days the step passed, then the awards.
            const clientChanges: Change[] = [];
            const fromDay = new Date(closeTimeOf(view.index - cmd.days, 'weekday')).toISOString().slice(0, 10);
            const toDay = new Date(view.now()).toISOString().slice(0, 10);
            const clientBefore = new Map([...state.players.keys()].map((id) => [id, mv(id)]));
            const curve = () => 3 + (view.index % 5) * 0.1;
            if (!clientMarket) {
              const opened = openClientBook(state, { scenario: clientScenario, currency: 'USD', date: fromDay, periodDate: (p) => clientDay(fromDay, 7 * p), firstPeriodDays: 7, curve, nextId: nextClientDeal, at: view.now() });
              nextClientDeal += opened.value.deals.length;
              clientMarket = opened.value.market;
              clientChanges.push(...opened.changes);
              clientDeals.booksOpened++;
            }
            const clientPaid = payClientDeals(state, fromDay, toDay, view.now());
            clientDeals.interest += clientPaid.value.interest;
            clientDeals.matured += clientPaid.value.matured.length;
            clientChanges.push(...clientPaid.changes);
            const interestBooked = (id: number) =>
              clientChanges.reduce((s, c) => (c.kind === 'ledger' && c.player_id === id && c.entry.reason.startsWith('client_') && c.entry.reason.endsWith('_interest') ? s + fromMinor(c.entry.amount, 'USD') : s), 0);
            // Opening, repayments and withdrawals move no value; the interest does, exactly.
            for (const [id, v0] of clientBefore) expect(mv(id) - v0).toBeCloseTo(interestBooked(id), 6);
            // Each bank quotes around the curve, differently.
            const rates = Object.fromEntries(
              Object.entries(clientMarket.rates).map(([id, r]) => [id, { loans: { ...r.loans, '13WK': curve() + Number(id) * 0.05 }, depos: { ...r.depos, '26WK': Math.max(0, curve() * 0.6 - Number(id) * 0.1) } }]),
            );
            const deltaDays = Math.max(1, Math.round((Date.parse(toDay) - Date.parse(fromDay)) / 86_400_000));
            const clientAwards = awardClientPeriod(state, { scenario: clientScenario, market: { ...clientMarket, rates }, currency: 'USD', period: clientMarket.period + 1, date: toDay, deltaDays, curve, nextId: nextClientDeal, at: view.now() });
            nextClientDeal += clientAwards.value.deals.length;
            clientMarket = clientAwards.value.market;
            clientDeals.awarded += clientAwards.value.deals.length;
            clientChanges.push(...clientAwards.changes);
            // Awards move no value either.
            for (const [id, v0] of clientBefore) expect(mv(id) - v0).toBeCloseTo(interestBooked(id), 6);
            // Options whose expiry the step reached, settled at intrinsic (in the money by 0.01 or more), then the open ones marked at the new day's quotes.
            const om = optionsMarketOf(state, view);
            const expiredOptions = expireDueOptions(om, isoDay(view.now()));
            for (const c of expiredOptions.value) {
              expect(c.close_price === 0 || c.close_price! >= 0.01 - 1e-9).toBe(true);
              if (c.outcome === 'Written') options.assigned++;
              else options.expired++;
            }
            const optionMarks: Change[] = [];
            for (const p of state.players.values()) {
              if (p.book.options?.size) options.revalued++;
              optionMarks.push(...markOptions(om, p, true).changes);
            }
            const income = processIncome(state, view, calendar, closeTimeOf(view.index - cmd.days, 'weekday'), view.now(), due, { payCashInterest: true });
            due = income.value;
            const stops = checkForwardOdas(fm, () => nextForward++);
            forwards.stopped += stops.value.length;
            changes = [...matured.changes, ...cdsPaid.changes, ...repaid.changes, ...ibRepaid.changes, ...redeemedBills.changes, ...clientChanges, ...expiredOptions.changes, ...optionMarks, ...income.changes, ...checkPendingOrders(state, view, 'period').changes, ...stops.changes];
          }
          // As the session object does: the cash the changes moved is counted (average rates, flows).
          changes.push(...accountCash(state, changes, (c) => view.fxToReporting(c)));
          record(changes);
          // Interbank flows sum to zero across the players, in every change set.
          expect(changes.reduce((s, c) => (c.kind === 'ledger' && c.entry.reason.startsWith('interbank_') ? s + c.entry.amount : s), 0)).toBe(0);
          // 1. Wallets equal their ledger; reserved equals open orders' collateral; an order never
          // takes free cash below zero (income may: a short owes its dividends, lombard accrues).
          for (const p of state.players.values()) {
            for (const wallet of p.book.wallets.values()) expect(wallet.balance).toBe(ledger.get(`${p.id}|${wallet.currency}`) ?? 0);
            const w = p.book.wallets.get('USD')!;
            // What left the wallet for a deposit is exactly the open deposit's principal.
            const placed = 0 - (depositLedger.get(p.id) ?? 0);
            expect(placed).toBe(p.book.deposits?.get('USD')?.principal ?? 0);
            for (const wallet of p.book.wallets.values()) {
              const held = [...state.openOrders.values()]
                .filter((o) => o.player_id === p.id && state.instruments.get(o.ric)!.variable_currency === wallet.currency)
                .reduce((s, o) => s + o.collateral, 0);
              // …and what open auctions' bids reserve (none is left open here: each is issued at once), and the open written options' collateral.
              const written = openOptions(p).filter((c) => c.currency === wallet.currency).reduce((s, c) => s + c.collateral_minor, 0);
              expect(wallet.reserved).toBe(held + written);
            }
            if (cmd.kind === 'order' && (freeBefore.get(p.id) ?? 0) >= 0) expect(w.balance - w.reserved).toBeGreaterThanOrEqual(-1);
          }
          // 2. Value: an exchange never gains; it costs its half spread and the house's rounding of
          // the credited leg (under one minor unit), nothing more.
          if (cmd.kind === 'buy_eur' || cmd.kind === 'sell_eur') {
            const mv0 = before.get(cmd.player)!;
            const record = changes.find((c) => c.kind === 'exchange');
            const paid = record?.kind === 'exchange' ? record.record.amount * view.fxToReporting(record.record.from_currency) : 0;
            expect(mv(cmd.player)).toBeLessThanOrEqual(mv0 + 1e-9);
            expect(mv0 - mv(cmd.player)).toBeLessThanOrEqual(paid * (EXCHANGE_SPREAD / 2) + 0.01 * view.fxToReporting(record?.kind === 'exchange' ? record.record.to_currency : 'USD') + 1e-9);
          }
          // …a forced fill moves value by its adjustment, less half the spread when it opens
          // exposure, plus half when it reduces (to the cent per booking).
          else if (cmd.kind === 'forced') {
            const mv0 = before.get(cmd.player)!;
            const adjustment = changes.reduce(
              (sum, c) => (c.kind === 'ledger' && c.entry.reason === 'forced_price_adjustment' ? sum + fromMinor(c.entry.amount, c.entry.currency) * view.fxToReporting(c.entry.currency) : sum),
              0,
            );
            let halfSpread = 0;
            let named = 0;
            for (const c of changes) {
              if (c.kind !== 'order' || c.order.status !== OrderStatus.Executed) continue;
              expect(c.order.forced_price).toBe(c.order.open_price);
              const i = state.instruments.get(c.order.ric)!;
              const q = view.quote(c.order.ric)!;
              const signedQty = c.order.transaction === TransactionType.Buy ? c.order.quantity : -c.order.quantity;
              const held = heldBefore.get(`${c.order.player_id}|${c.order.ric}`) ?? 0;
              // Never through zero: a fill either opens (grows) or reduces.
              expect(held === 0 || Math.sign(held) === Math.sign(signedQty) || Math.abs(signedQty) <= Math.abs(held)).toBe(true);
              const opening = held === 0 || Math.sign(held) === Math.sign(signedQty);
              halfSpread += (opening ? -1 : 1) * c.order.quantity * ((q.ask - q.bid) / 2) * i.unit_factor * view.fxToReporting(i.variable_currency);
              named += ((q.bid + q.ask) / 2 - c.order.forced_price!) * signedQty * i.unit_factor * view.fxToReporting(i.variable_currency);
            }
            // The adjustment is (mid − forced price) × quantity, to the minor unit of the two lines.
            // (Minor units of USD or EUR: a cent or two in USD at most.)
            expect(Math.abs(adjustment - named)).toBeLessThanOrEqual(0.03);
            const entries = changes.filter((c) => c.kind === 'ledger' && c.player_id === cmd.player).length;
            expect(Math.abs(mv(cmd.player) - (mv0 + adjustment + halfSpread))).toBeLessThanOrEqual(0.01 * (entries + 1) + 1e-6);
          }
          // …opening a forward costs its outright spread: what it is worth at the close side now.
          else if (cmd.kind === 'fwd_open') {
            const opened = changes.find((c) => c.kind === 'fx_forward');
            const worth = opened?.kind === 'fx_forward' ? markForward(new ForwardMarket(state, view), opened.contract)!.unrealizedReporting : 0;
            expect(worth).toBeLessThanOrEqual(1e-9);
            expect(mv(cmd.player) - before.get(cmd.player)!).toBeCloseTo(worth, 6);
          }
          // …buying a T-bill costs its bid-ask, amount × (ask − bid) / 100, to the cent of the purchase's booking.
          else if (cmd.kind === 'option_open') {
            // Opening costs exactly the bid-ask: premium at the ask (bid) against a value at the bid (ask), to the cent of the booking.
            const opened = changes.find((c) => c.kind === 'option');
            const spread = opened?.kind === 'option' ? (opened.contract.mark.ask - opened.contract.mark.bid) * 100 * opened.contract.contracts : 0;
            expect(Math.abs(mv(cmd.player) - (before.get(cmd.player)! - spread))).toBeLessThanOrEqual(0.005 + 1e-6);
          }
          else if (cmd.kind === 'option_close') {
            // Closing at the quote the contract is marked at moves value by the booking's rounding only.
            expect(Math.abs(mv(cmd.player) - before.get(cmd.player)!)).toBeLessThanOrEqual(0.005 + 1e-6);
          }
          else if (cmd.kind === 'option_exercise') {
            // Exercise pays intrinsic for a contract worth its bid: (intrinsic − bid) × 100 × contracts.
            const settled = changes.some((c) => c.kind === 'ledger');
            expect(Math.abs(mv(cmd.player) - (before.get(cmd.player)! + (settled ? optionExercised : 0)))).toBeLessThanOrEqual(0.005 + 1e-6);
            optionExercised = 0;
          }
          else if (cmd.kind === 'tbill_buy') {
            const opened = changes.find((c) => c.kind === 'tbill');
            if (opened?.kind === 'tbill') {
              const q = new TBillMarket(state, view).quote('USD', opened.contract.maturity_date)!;
              expect(Math.abs(mv(cmd.player) - (before.get(cmd.player)! - (opened.contract.amount * (q.ask - q.bid)) / 100))).toBeLessThanOrEqual(0.01 + 1e-6);
            } else expect(mv(cmd.player)).toBeCloseTo(before.get(cmd.player)!, 6);
          }
          // …selling bills (one or all) moves value by each booking's rounding only.
          else if (cmd.kind === 'tbill_sell' || cmd.kind === 'tbill_close_all') {
            const entries = changes.filter((c) => c.kind === 'ledger').length;
            expect(Math.abs(mv(cmd.player) - before.get(cmd.player)!)).toBeLessThanOrEqual(0.005 * entries + 1e-6);
          }
          // …an auction moves each winner's value by its allotment × (bid now − initial ask) / 100: the central bank is the source.
          else if (cmd.kind === 'auction') {
            for (const id of state.players.keys()) {
              const g = auctionGain.get(id) ?? { value: 0, entries: 0 };
              expect(Math.abs(mv(id) - (before.get(id)! + g.value))).toBeLessThanOrEqual(0.005 * g.entries + 1e-6);
            }
            auctionGain = new Map();
          }
          // …entering a CDS costs its bid-ask: what it is worth at the close side now (never a gain).
          else if (cmd.kind === 'cds_open') {
            const opened = changes.find((c) => c.kind === 'cds');
            const worth = opened?.kind === 'cds' ? markCds(new CdsMarket(state, view), opened.contract)!.mtmReporting : 0;
            expect(worth).toBeLessThanOrEqual(1e-9);
            expect(mv(cmd.player) - before.get(cmd.player)!).toBeCloseTo(worth, 6);
          }
          // …a CDS bought back moves value by the premium accrued since its last date (booked now) and the settlement's rounding.
          else if (cmd.kind === 'cds_buyback') {
            const stub = changes.reduce((sum, c) => (c.kind === 'ledger' && c.entry.reason === 'cds_premium' ? sum + fromMinor(c.entry.amount, c.entry.currency) * view.fxToReporting(c.entry.currency) : sum), 0);
            const settled = changes.filter((c) => c.kind === 'ledger' && c.entry.reason === 'cds_settlement').length;
            expect(Math.abs(mv(cmd.player) - (before.get(cmd.player)! + stub))).toBeLessThanOrEqual(0.01 * (settled + 1) + 1e-6);
          }
          // …an HTM purchase costs nothing (its amortised cost is the price paid, ask + accrued), an AFS
          // purchase its spread (fair value at the bid), an AFS sale nothing (at the bid), an HTM sale
          // the gain on disposal, proceeds − AC of the lots it consumed (to the cent per booking).
          else if (cmd.kind === 'bond_order') {
            const fill = changes.find((c) => c.kind === 'order' && c.order.status === OrderStatus.Executed);
            const filled = fill !== undefined;
            // What was executed (a sale is capped at the holding above).
            const quantity = fill?.kind === 'order' ? fill.order.quantity : cmd.quantity;
            const q = view.quote(cmd.ric)!;
            const after = valuePlayer(state, view, state.players.get(cmd.player)!).positions.find((x) => x.ric === cmd.ric)?.value ?? 0;
            let expected = 0;
            if (filled && cmd.transaction === TransactionType.Buy && cmd.ric === AFS_BOND) expected = (-quantity * (q.ask - q.bid)) / 100;
            if (filled && cmd.transaction === TransactionType.Sell && cmd.ric === HTM_BOND) expected = (quantity * (q.bid + q.accruedPer100)) / 100 - (bondValueBefore - after);
            const entries = changes.filter((c) => c.kind === 'ledger' && c.player_id === cmd.player).length;
            expect(Math.abs(mv(cmd.player) - (before.get(cmd.player)! + expected))).toBeLessThanOrEqual(0.01 * (entries + 2) + 1e-6);
            if (filled && cmd.ric === HTM_BOND && cmd.transaction === TransactionType.Sell) expect(state.settings.allow_htm).toBe(true);
          } else if (cmd.kind === 'htm_switch') {
            for (const [id, mv0] of before) expect(mv(id)).toBe(mv0);
          }
          // …a fill costs exactly its spread (to the cent per booking); a cancel costs nothing;
          // a forward's offset moves value by its settlement's rounding only.
          else if (cmd.kind !== 'step') {
            for (const [id, mv0] of before) {
              const cost = spreadCost(changes.filter((c) => c.kind !== 'order' || c.order.player_id === id), heldBefore);
              const entries = changes.filter((c) => (c.kind === 'ledger' || (c.kind === 'fx_forward' && c.contract.realized !== null)) && c.player_id === id).length;
              expect(Math.abs(mv(id) - (mv0 - cost))).toBeLessThanOrEqual(0.01 * entries + 1e-6);
            }
          }
          // 3. Limits at a fill that adds exposure: longs within the class limit, shorts within
          // 30 % of AUM. A fill that reduces a position is always allowed, even when market moves
          // have carried the position past its limit since it was opened. (A forced fill skips them.)
          for (const c of cmd.kind === 'forced' ? [] : changes) {
            if (c.kind !== 'order' || c.order.status !== OrderStatus.Executed) continue;
            const signedQty = c.order.transaction === TransactionType.Buy ? c.order.quantity : -c.order.quantity;
            const held = heldBefore.get(`${c.order.player_id}|${c.order.ric}`) ?? 0;
            if (held !== 0 && Math.sign(held) !== Math.sign(signedQty)) continue;
            const p = state.players.get(c.order.player_id)!;
            const v = valuePlayer(state, view, p);
            if (c.order.transaction === TransactionType.ShortSell) expect(v.shortValue).toBeLessThanOrEqual(0.3 * initialAum(state.settings) * 1.01);
            const pos = v.positions.find((x) => x.ric === c.order.ric)!;
            const i = state.instruments.get(c.order.ric)!;
            const limit = i.asset_class === AssetClass.Equities ? 0.4 : 1;
            // At the fill price the position stayed within its class limit (bid marking only lowers it).
            expect(Math.abs(pos.value)).toBeLessThanOrEqual(limit * AUM + 1e-6 + Math.abs(pos.quantity) * i.unit_factor * (c.order.open_price! * 0.05));
            // …and within the group bands: Equities at most 50 % of the gross, and a purchase
            // leaves Cash at least 5 % (to a percent: the fill pays the spread the cap ignores).
            const fractions = groupFractions(v);
            if (i.group === 'Equities') expect(fractions.Equities ?? 0).toBeLessThanOrEqual(0.5 + 0.01);
            if (c.order.transaction === TransactionType.Buy && v.cashValue > 0) expect(fractions.Cash ?? 0).toBeGreaterThanOrEqual(0.05 - 0.01);
          }
        }
        // The summary reconciles exactly: market value − initial AUM = position PnL + cash MTM +
        // income − fees, and its position PnL is the positions' own to the cent per booking.
        for (const p of state.players.values()) {
          const v = valuePlayer(state, view, p);
          const s = booksSummary(state, view, p, v);
          expect(s.cash_mtm).not.toBeNull();
          // (The AFS book's OCI reserve, FV − AC, is equity: in the market value, not in the PnL.)
          // To a micro-unit, widened by the float rounding of sums near a billion (a forced BTC purchase at 2020s levels).
          const unreconciled = v.marketValue - s.initial_aum - (s.position_pnl + s.cash_mtm! + s.income! - s.fees! + (s.oci_reserve ?? 0));
          const gross = v.positions.reduce((sum, x) => sum + Math.abs(x.value), Math.abs(v.cashValue));
          expect(Math.abs(unreconciled)).toBeLessThanOrEqual(5e-7 + 1e-15 * gross);
          // Settled forwards' PnL is in the realised PnL, at each settlement's rate.
          expect(p.book.forwardsRealized ?? 0).toBeCloseTo(forwardSettled.get(p.id) ?? 0, 6);
          expect(Math.abs(s.position_pnl - v.pnl)).toBeLessThanOrEqual((rounding.get(p.id) ?? 0) + 1e-6);
          if (Math.abs(s.cash_mtm!) >= 0.01) cashMtmSeen++;
        }
        // The books balance: market value = initial AUM + PnL + income received (dividends,
        // coupons, interest less lombard, deposit interest paid out) + deposit interest accrued
        // on open deposits + the bonds' accrued interest held now less the accrued interest
        // paid (net) for it, to the cent per booking.
        for (const p of state.players.values()) {
          const v = valuePlayer(state, view, p);
          const accruedHeld = [...p.book.positions.values()].reduce(
            (s, pos) => s + ([BOND, REPO_BOND, HTM_BOND, AFS_BOND].includes(pos.ric) ? (pos.quantity * view.quote(pos.ric)!.accruedPer100) / 100 : 0),
            0,
          );
          const accruedPaid = accruedLedger.get(p.id) ?? 0;
          const income = (incomeLedger.get(p.id) ?? 0) + fromMinor(p.book.deposits?.get('USD')?.interest ?? 0, 'USD');
          // Foreign cash moves with its rate. Realised and unrealised together, its MTM is the euros
          // held at today's rate less what every euro in and out was worth when it moved (the
          // exchange's USD leg, else the rate of the booking), whatever the averaging.
          const cashMtm = fromMinor(holdingUnits(p.book, 'EUR'), 'EUR') * view.fxToReporting('EUR') - (eurCost.get(p.id) ?? 0);
          expect(booksSummary(state, view, p, v).cash_mtm).toBeCloseTo(cashMtm, 6);
          expect(Math.abs(v.marketValue - (AUM + v.pnl + cashMtm + accruedHeld + accruedPaid + income + ociReserve(v)))).toBeLessThanOrEqual((rounding.get(p.id) ?? 0) + 1e-6);
        }
        fills += [...state.players.values()].reduce((s, p) => s + p.deals, 0);
        depositsAccrued += [...state.players.values()].filter((p) => (p.book.deposits?.get('USD')?.interest ?? 0) !== 0).length;
      }),
      { numRuns: Number(process.env.CONSERVATION_RUNS ?? 300) },
    );
    // The sequences really trade: hundreds of fills over the runs, besides refusals and resting orders.
    expect(fills).toBeGreaterThan(300);
    // …and deposits earn interest over steps in many of them (32–39 in a typical run of 300 since the
    // forward commands joined the mix, 20 seen once: the bound only proves the generator reaches them).
    expect(depositsAccrued).toBeGreaterThan(10);
    // …and the group bands bind: orders are refused at them, not only below them.
    expect(allocationRefusals).toBeGreaterThan(20);
    // …and cash is exchanged, with foreign cash gaining or losing against its average rate.
    expect(exchanges).toBeGreaterThan(100);
    expect(cashMtmSeen).toBeGreaterThan(20);
    // …and forced fills are booked, many of them past the limits a normal order meets.
    expect(forcedFills).toBeGreaterThan(100);
    // …and forwards are opened, revalued across steps, offset, stopped and matured.
    expect(forwards.opened).toBeGreaterThan(300);
    expect(forwards.revalued).toBeGreaterThan(80);
    expect(forwards.offset).toBeGreaterThan(50);
    expect(forwards.stopped).toBeGreaterThan(2);
    expect(forwards.matured).toBeGreaterThan(15);
    // …and CDS are entered, pay premiums across steps, are revalued, mature and are bought back.
    // (Typically about 900 opened, 60 premiums, 240 revalued, 55 matured, 120 bought back per 300 runs.)
    expect(cds.opened).toBeGreaterThan(300);
    expect(cds.premiums).toBeGreaterThan(15);
    expect(cds.revalued).toBeGreaterThan(60);
    expect(cds.matured).toBeGreaterThan(15);
    expect(cds.boughtBack).toBeGreaterThan(30);
    // …and repos are entered, accrue across steps, mature and settle early.
    // (Typically about 850 opened, 210 revalued, 200 matured, 140 settled early per 300 runs.)
    expect(repos.opened).toBeGreaterThan(300);
    expect(repos.revalued).toBeGreaterThan(80);
    expect(repos.matured).toBeGreaterThan(60);
    expect(repos.settledEarly).toBeGreaterThan(40);
    // …and HTM and AFS bonds are bought and sold, HTM sales refused while locked.
    // (Typically about 290 HTM and 290 AFS bought, 14 HTM sold (8 to 17 seen), 35 AFS sold (27 to 47), 120 refused while locked;
    // an HTM sale needs the book allowed and a holding, hence fewer.)
    expect(bondBooks.htmBought).toBeGreaterThan(100);
    expect(bondBooks.afsBought).toBeGreaterThan(100);
    expect(bondBooks.htmSold).toBeGreaterThan(2);
    expect(bondBooks.afsSold).toBeGreaterThan(10);
    expect(bondBooks.lockedRefusals).toBeGreaterThan(30);
    // …and interbank deals are struck, refused for cash, declined, cancelled and repaid with interest.
    // (Seen over six runs of 300 with every family in: 104–155 struck, 434–514 refused, 98–122 declined, 104–128 cancelled, 41–72 repaid, nearly all with interest.)
    expect(interbank.deals).toBeGreaterThan(50);
    expect(interbank.refused).toBeGreaterThan(5);
    expect(interbank.declined).toBeGreaterThan(20);
    expect(interbank.cancelled).toBeGreaterThan(20);
    expect(interbank.repaid).toBeGreaterThan(25);
    expect(interbank.withInterest).toBeGreaterThan(20);
    // …and client books are opened by the client market, pay and earn interest every step, mature and are awarded new business.
    expect(clientDeals.booksOpened).toBeGreaterThan(100);
    expect(clientDeals.interest).toBeGreaterThan(400);
    expect(clientDeals.matured).toBeGreaterThan(400);
    expect(clientDeals.awarded).toBeGreaterThan(400);
    // …and T-bills are bought, revalued, sold and redeemed; auctions are bid on by both players and issued, some pro rata.
    // (Seen over three runs of 300: 264–307 bought, 93–106 sold, 25–39 redeemed, 153–199 revalued, 135–165 auctions, 240–290 allotments, 79–115 pro rata.
    // Few commands: a bill held takes the free cash the interbank market's deals need.)
    expect(tbills.bought).toBeGreaterThan(150);
    expect(tbills.sold).toBeGreaterThan(50);
    expect(tbills.redeemed).toBeGreaterThan(10);
    expect(tbills.revalued).toBeGreaterThan(80);
    expect(tbills.auctions).toBeGreaterThan(80);
    expect(tbills.allotments).toBeGreaterThan(120);
    expect(tbills.prorated).toBeGreaterThan(40);
    expect(options.bought).toBeGreaterThan(150);
    expect(options.written).toBeGreaterThan(100);
    expect(options.refused).toBeGreaterThan(50);
    expect(options.closed).toBeGreaterThan(60);
    expect(options.exercised).toBeGreaterThan(10);
    expect(options.expired).toBeGreaterThan(20);
    expect(options.assigned).toBeGreaterThan(12);
    expect(options.revalued).toBeGreaterThan(25);
    // 300 sequences take a few seconds, more on a busy machine.
  }, 60_000);
});
