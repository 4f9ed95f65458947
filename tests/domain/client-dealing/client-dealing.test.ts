/**
 * Client dealing (banking.md §8): the guide's worked example to the cent (deposits and loans,
 * three banks), every item of its test list, the starting book's ladder, interest for actual
 * days and the scenario rules (defaults, CSV, planning preview).
 */
import { describe, expect, it } from 'vitest';
import { RiskApproach, ScenarioType } from '../../../domain/enums';
import { valuePlayer, type EngineState } from '../../../domain/engine/engine-state';
import { accountCash, booksSummary } from '../../../domain/engine/cash-accounts';
import type { Change, MarketView, PlayerState } from '../../../domain/engine/types';
import {
  awardTenor,
  dealInterest,
  initialShares,
  newBusiness,
  rateLimits,
  splitAwards,
  targetShares,
  tenorPool,
  utility,
  withBanks,
  ladderTranches,
  type ProductParams,
} from '../../../domain/client-dealing/model';
import { awardClientPeriod, checkRates, openClientBook, payClientDeals, startingRates, type ClientRates } from '../../../domain/client-dealing/book';
import { clientBookValue } from '../../../domain/client-dealing/value';
import { parseScenarioCsv, planningRows, scenarioOf, scenarioSchemaFor, SCENARIO_DEFAULTS, type ClientDealingScenario } from '../../../domain/client-dealing/scenario';
import { toMinor } from '../../../domain/money';

const DEPOS: ProductParams = { curve: 0.6, alpha: 0.96, gamma: 5, pool: 1_000_000_000, growth: 1 };
const LOANS: ProductParams = { curve: 1, alpha: 0.96, gamma: 2, pool: 1_000_000_000, growth: 1 };
const quarter = { banks: { '1': 0.25, '2': 0.25, '3': 0.25 }, outside: 0.25 };

describe("the guide's worked example (3 banks, 13WK, Δ = 7, y = 5.00 %)", () => {
  it('deposits: refD 3.00, rates 3.00 / 3.20 / 2.50 give s* 0.208317 / 0.566265 / 0.017100 and awards 4,775,628.77 / 5,050,973.41 / 4,628,538.25, outside 4,775,628.80', () => {
    expect(tenorPool(DEPOS, 0)).toBe(250_000_000);
    const nb = newBusiness(250_000_000, 7, 91, 'USD');
    expect(nb).toBe(1_923_076_923); // 19,230,769.23
    const a = awardTenor({ product: 'depos', params: DEPOS, tenor: '13WK', period: 1, deltaDays: 7, yieldPct: 5, currency: 'USD', banks: [{ id: 1, rate: 3 }, { id: 2, rate: 3.2 }, { id: 3, rate: 2.5 }], previous: quarter });
    expect(a.reference).toBeCloseTo(3, 12);
    expect(a.nb).toBe(1_923_076_923);
    expect(a.banks.map((b) => b.target.toFixed(6))).toEqual(['0.208317', '0.566265', '0.017100']);
    expect(a.banks.map((b) => b.share.toFixed(6))).toEqual(['0.248333', '0.262651', '0.240684']);
    expect(a.shares.outside.toFixed(6)).toBe('0.248333');
    expect(a.banks.map((b) => b.award)).toEqual([477_562_877, 505_097_341, 462_853_825]);
    expect(a.outside).toBe(477_562_880);
    // B pays 5,050,973.41 × 3.20 % × 7/360 = 3,142.83 each step.
    expect(dealInterest(505_097_341, 3.2, 7, 'USD')).toBe(314_283);
  });

  it('loans: refL 5.00, rates 5.50 / 5.00 / 6.00, γ 2 give s* 0.146963 / 0.399486 / 0.054065 and awards 4,728,432.92 / 4,922,681.77 / 4,656,972.76', () => {
    const a = awardTenor({ product: 'loans', params: LOANS, tenor: '13WK', period: 1, deltaDays: 7, yieldPct: 5, currency: 'USD', banks: [{ id: 1, rate: 5.5 }, { id: 2, rate: 5 }, { id: 3, rate: 6 }], previous: quarter });
    expect(a.banks.map((b) => b.target.toFixed(6))).toEqual(['0.146963', '0.399486', '0.054065']);
    expect(a.banks.map((b) => b.share.toFixed(6))).toEqual(['0.245879', '0.255979', '0.242163']);
    expect(a.banks.map((b) => b.award)).toEqual([472_843_292, 492_268_177, 465_697_276]);
    expect(a.outside + a.banks.reduce((s, b) => s + b.award, 0)).toBe(a.nb);
    // A receives 4,728,432.92 × 5.50 % × 7/360 = 5,056.80 per step.
    expect(dealInterest(472_843_292, 5.5, 7, 'USD')).toBe(505_680);
  });
});

describe('the test list of §8', () => {
  it('all banks at the reference get 1/(n + 1), and the shares with the outside option sum to 1 within 1e-12', () => {
    for (const n of [1, 2, 5, 30]) {
      const t = targetShares(Array.from({ length: n }, () => 0));
      for (const s of t.banks) expect(Math.abs(s - 1 / (n + 1))).toBeLessThan(1e-12);
      expect(Math.abs(t.outside + t.banks.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
    }
  });

  it('awards plus the outside remainder equal NB to the cent, Σ awards ≤ NB, the remainder to the outside option', () => {
    for (const nb of [1, 7, 1_923_076_923, 99_999_999_999]) {
      const shares = [0.1234567, 0.3333333, 0.2, 0.01];
      const split = splitAwards(shares, nb);
      expect(split.awards.reduce((a, b) => a + b, 0) + split.outside).toBe(nb);
      expect(split.awards.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(nb);
      expect(split.outside).toBeGreaterThanOrEqual(0);
    }
    // Three banks at a third each of 100 cents: 33 each, 1 cent to the outside option.
    expect(splitAwards([1 / 3, 1 / 3, 1 / 3], 100)).toEqual({ awards: [33, 33, 33], outside: 1 });
  });

  it('a rate 10 points off the reference (and far beyond) does not overflow', () => {
    for (const gap of [10, 100, 1000]) {
      const u = [utility('depos', 5, 3 + gap, 3), utility('depos', 5, 3, 3), utility('loans', 2, 5 - gap, 5)];
      const t = targetShares(u);
      for (const s of [...t.banks, t.outside]) expect(Number.isFinite(s)).toBe(true);
      expect(Math.abs(t.outside + t.banks.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
      expect(t.banks[0]).toBeGreaterThan(0.49);
    }
  });

  it('rate limits: a loan rate at most the 4-week yield + 7, deposits at least 0 (and at most the same cap)', () => {
    expect(rateLimits('loans', 5)).toEqual({ min: 0, max: 12 });
    expect(rateLimits('depos', 0.03)).toEqual({ min: 0, max: 7.03 });
    expect(checkRates('loans', [{ tenor: '13WK', rate: 12 }], 5)).toEqual({ '13WK': 12 });
    expect(() => checkRates('loans', [{ tenor: '13WK', rate: 12.001 }], 5)).toThrow('The loan rate for 13WK must be between 0 and 12');
    expect(() => checkRates('depos', [{ id: 2, rate: -0.01 }], 5)).toThrow('The deposit rate for 13WK must be between 0 and 12');
    expect(() => checkRates('depos', [{ tenor: '8WK', rate: 1 }], 5)).toThrow('Unknown tenor 8WK');
    expect(checkRates('depos', [{ id: 4, rate: 1.23456 }], 5)).toEqual({ '52WK': 1.235 });
  });

  it('n = 1: one bank against the outside option', () => {
    const a = awardTenor({ product: 'depos', params: DEPOS, tenor: '4WK', period: 1, deltaDays: 7, yieldPct: 5, currency: 'USD', banks: [{ id: 9, rate: 3 }], previous: initialShares([9]) });
    expect(a.banks[0]!.share).toBeCloseTo(0.5, 12);
    expect(a.nb).toBe(toMinor(62_500_000, 'USD')); // Pool 250,000,000 × 7/28
    expect(a.banks[0]!.award + a.outside).toBe(a.nb);
  });

  it('a bank joining later enters at 1/(n + 1), the others scaled so the shares still sum to 1', () => {
    const s = withBanks(quarter, [1, 2, 3, 4]);
    expect(s.banks['4']).toBeCloseTo(0.2, 12);
    expect(s.banks['1']).toBeCloseTo(0.2, 12);
    expect(Object.values(s.banks).reduce((a, b) => a + b, 0) + s.outside).toBeCloseTo(1, 12);
  });

  it('NB is capped at the pool when a period is longer than the tenor, and the ladder has ceil(days / Δ) tranches', () => {
    expect(newBusiness(250_000_000, 31, 28, 'USD')).toBe(25_000_000_000);
    expect(ladderTranches(91, 7)).toBe(13);
    expect(ladderTranches(91, 9)).toBe(11);
    expect(ladderTranches(28, 9)).toBe(4);
  });
});

// ----- On the banks' books --------------------------------------------------------------------

class Market implements MarketView {
  constructor(public at: number) {}
  now() {
    return this.at;
  }
  quote() {
    return null;
  }
  fxToReporting() {
    return 1;
  }
  isOpen() {
    return true;
  }
}

const SCENARIO: ClientDealingScenario = scenarioOf(
  1,
  { ...SCENARIO_DEFAULTS, start_date: '2024-01-01', end_date: '2024-06-28', players: 3, freq: 5, total_pool_factor: 1 },
  '2024-01-01T00:00:00Z',
);

function bank(id: number): PlayerState {
  return {
    id,
    user_id: id,
    name: `bank${id}`,
    deals: 0,
    flows: { trades: 0, income: 0, fees: 0 },
    book: { wallets: new Map([['USD', { currency: 'USD', balance: toMinor(100_000_000, 'USD'), reserved: 0 }]]), positions: new Map(), families: {} },
  };
}

function world(): EngineState {
  return {
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
    players: new Map([1, 2, 3].map((id) => [id, bank(id)])),
    openOrders: new Map(),
    nextOrderId: 1,
    odas: new Map(),
  };
}

const flat5 = () => 5;
const weekly = (p: number) => new Date(Date.parse('2024-01-01T00:00:00Z') + p * 7 * 86_400_000).toISOString().slice(0, 10);
const usd = (p: PlayerState) => p.book.wallets.get('USD')!.balance;
const ledger = (changes: Change[], playerId: number) => changes.flatMap((c) => (c.kind === 'ledger' && c.player_id === playerId ? [[c.entry.reason, c.entry.amount] as const] : []));

describe('the starting book', () => {
  it('holds s(0) × Pool per tenor in ceil(days/Δ) tranches maturing one per period, at the starting curves; equal pools leave the cash at the AUM', () => {
    const state = world();
    const opened = openClientBook(state, { scenario: SCENARIO, currency: 'USD', date: '2024-01-01', periodDate: weekly, firstPeriodDays: 7, curve: flat5, nextId: 1, at: 0 });
    const b1 = state.players.get(1)!;
    // 1,000,000,000 / 4 tenors / (3 + 1) banks = 62,500,000 per tenor and product.
    const loans13 = [...b1.book.families.clientDeals!.values()].filter((d) => d.product === 'loans' && d.tenor === '13WK');
    expect(loans13).toHaveLength(13);
    expect(loans13.reduce((a, d) => a + d.principal, 0)).toBe(toMinor(62_500_000, 'USD'));
    expect(loans13.map((d) => d.maturity_date).slice(0, 2)).toEqual(['2024-01-08', '2024-01-15']);
    expect(loans13[0]!.rate).toBe(5); // k_L = 1 × 5.00
    const depos = [...b1.book.families.clientDeals!.values()].filter((d) => d.product === 'depos');
    expect(depos[0]!.rate).toBe(3); // k_D = 0.6 × 5.00
    expect(b1.book.families.clientDeals!.size).toBe(2 * (4 + 13 + 26 + 52));
    // LDR = 1: the drawdowns and the deposits received net to nothing.
    expect(usd(b1)).toBe(toMinor(100_000_000, 'USD'));
    expect(ledger(opened.changes, 1).filter(([r]) => r === 'client_loan_drawdown')).toHaveLength(4);
    expect(opened.value.market.rates['1']).toEqual(startingRates(SCENARIO, flat5));
    // Loans − deposits at par: the book adds nothing to the market value.
    expect(clientBookValue(b1.book, () => 1, 0)!.value).toBe(0);
  });
});

describe('a period: interest, maturities and awards, and the books still add up', () => {
  it('pays each deal for the days run, repays the tranche due, awards at the saved rates (a bank that saved nothing keeps its last)', () => {
    const state = world();
    const market = new Market(Date.parse('2024-01-08T21:00:00Z'));
    const opened = openClientBook(state, { scenario: SCENARIO, currency: 'USD', date: '2024-01-01', periodDate: weekly, firstPeriodDays: 7, curve: flat5, nextId: 1, at: 0 });
    for (const p of state.players.values()) accountCash(state, opened.changes, () => 1);
    const b2 = state.players.get(2)!;
    const before = usd(b2);
    const deals = [...b2.book.families.clientDeals!.values()];
    const paid = payClientDeals(state, '2024-01-01', '2024-01-08', market.now());
    accountCash(state, paid.changes, () => 1);
    // Interest: every deal for 7 days, rounded per deal; loans earn, deposits cost.
    const loanInterest = deals.filter((d) => d.product === 'loans').reduce((a, d) => a + dealInterest(d.principal, d.rate, 7, 'USD'), 0);
    const depoInterest = deals.filter((d) => d.product === 'depos').reduce((a, d) => a + dealInterest(d.principal, d.rate, 7, 'USD'), 0);
    const matured = deals.filter((d) => d.maturity_date === '2024-01-08');
    expect(matured).toHaveLength(8); // one tranche per product and tenor
    const repaid = matured.filter((d) => d.product === 'loans').reduce((a, d) => a + d.principal, 0);
    const withdrawn = matured.filter((d) => d.product === 'depos').reduce((a, d) => a + d.principal, 0);
    expect(new Map(ledger(paid.changes, 2))).toEqual(
      new Map([
        ['client_loan_interest', loanInterest],
        ['client_loan_repayment', repaid],
        ['client_deposit_interest', -depoInterest],
        ['client_deposit_withdrawal', -withdrawn],
      ]),
    );
    expect(usd(b2)).toBe(before + loanInterest - depoInterest + repaid - withdrawn);
    expect(b2.book.families.clientDeals!.size).toBe(deals.length - 8);

    // Bank 1 raises its 13WK deposit rate, banks 2 and 3 saved nothing (they keep the starting rates).
    const rates: ClientRates = structuredClone(opened.value.market.rates['1']!);
    rates.depos['13WK'] = 3.2;
    const mkt = { ...opened.value.market, rates: { ...opened.value.market.rates, '1': rates } };
    const awarded = awardClientPeriod(state, { scenario: SCENARIO, market: mkt, currency: 'USD', period: 1, date: '2024-01-08', deltaDays: 7, curve: flat5, nextId: 1000, at: market.now() });
    accountCash(state, awarded.changes, () => 1);
    const d13 = awarded.value.record.products.depos['13WK'];
    expect(d13.banks['1']!.rate).toBe(3.2);
    expect(d13.banks['2']!.rate).toBe(3);
    expect(d13.banks['1']!.award).toBeGreaterThan(d13.banks['2']!.award);
    expect(d13.banks['1']!.award + d13.banks['2']!.award + d13.banks['3']!.award + d13.outside).toBe(1_923_076_923);
    // The books reconcile: market value − AUM = position PnL + cash MTM + income − fees (the net client interest is PnL).
    for (const p of state.players.values()) {
      const v = valuePlayer(state, market, p);
      const s = booksSummary(state, market, p, v);
      expect(v.marketValue - s.initial_aum).toBeCloseTo(s.position_pnl + (s.cash_mtm ?? 0) + (s.income ?? 0) - (s.fees ?? 0), 6);
      const net = (p.flows!.byReason?.client_loan_interest ?? 0) + (p.flows!.byReason?.client_deposit_interest ?? 0);
      expect(net).not.toBe(0);
      expect(s.position_pnl).toBeCloseTo(net, 6);
      expect(v.pnl).toBeCloseTo(net, 6);
    }
  });

  it('deals outliving the session stay at par in the value', () => {
    const state = world();
    openClientBook(state, { scenario: SCENARIO, currency: 'USD', date: '2024-01-01', periodDate: weekly, firstPeriodDays: 7, curve: flat5, nextId: 1, at: 0 });
    const b = state.players.get(3)!;
    const v = valuePlayer(state, new Market(Date.parse('2025-01-01T00:00:00Z')), b);
    const loans = [...b.book.families.clientDeals!.values()].filter((d) => d.product === 'loans').reduce((a, d) => a + d.principal, 0);
    expect(v.contracts.find((c) => c.family === 'client_money')?.value).toBe(0); // loans − deposits at par
    expect(loans).toBe(toMinor(250_000_000, 'USD'));
    expect(v.marketValue).toBe(100_000_000);
  });
});

describe('scenarios', () => {
  it('takes the spec defaults: frequency 7, players 5, AUM 100,000,000, curves 1 and 0.6, alphas 0.96, gammas 2 and 5, pools 1,000,000,000, name sample', () => {
    const s = scenarioSchemaFor('2026-01-01').parse({ start_date: '2024-01-01', end_date: '2024-06-28' });
    expect(s).toMatchObject({ freq: 7, players: 5, aum: 100_000_000, starting_loans_curve: 1, starting_depos_curve: 0.6, loans_alpha: 0.96, loans_gamma: 2, depos_alpha: 0.96, depos_gamma: 5, initial_loans_pool: 1e9, initial_depos_pool: 1e9, name: 'sample', total_pool_factor: 1 });
    const stored = scenarioOf(7, s, 'now');
    expect(stored).toMatchObject({ starting_ldr: 1, alpha: 0.96, gamma: 2, period_frequency: 7, first_date_in_session: '2024-01-01', session_end_date: '2024-06-28' });
    const bad = scenarioSchemaFor('2026-01-01').safeParse({ start_date: '2024-01-01', end_date: '2027-01-01', loans_alpha: 2, depos_gamma: -1 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual(['Alpha must be between 0 and 1', 'Numeric scenario inputs must be at least 0', 'The end date cannot be in the future'].sort());
  });

  it('reads a CSV whose header is the create call field names, one scenario a line, every bad line with its number', () => {
    const header = 'start_date,end_date,freq,players,aum,starting_loans_curve,starting_depos_curve,loans_alpha,loans_gamma,depos_alpha,depos_gamma,initial_loans_pool,initial_depos_pool,name';
    const ok = parseScenarioCsv(`${header}\n2024-01-01,2024-06-28,7,5,100000000,1,0.6,0.96,2,0.96,5,1000000000,1000000000,sample\n2024-02-01,2024-05-31,5,3,50000000,1.1,0.5,0.9,3,0.9,4,500000000,400000000,tight\n`, '2026-01-01');
    expect(ok.ok).toBe(true);
    expect(ok.scenarios.map((s) => [s.name, s.freq, s.initial_depos_pool])).toEqual([['sample', 7, 1e9], ['tight', 5, 4e8]]);
    const bad = parseScenarioCsv(`${header}\n2024-01-01,2024-06-28,7,5,100000000,1,0.6,0.96,2,0.96,5,1000000000,1000000000,sample\n2024-01-01,2024-06-28,40,5,100000000,1,0.6,0.96,2,0.96,5,1000000000,1000000000,x\n`, '2026-01-01');
    expect(bad.ok).toBe(false);
    expect(bad.errors).toEqual([{ line: 3, error: 'freq: The frequency is a whole number of workdays from 1 to 31' }]);
    expect(parseScenarioCsv('name,when\nx,y\n', '2026-01-01').errors[0]!.line).toBe(1);
  });

  it("plans the periods on the session's clock with the pools, NB and one bank's award at the reference", () => {
    const rows = planningRows({ start_date: '2024-01-01', end_date: '2024-01-31', freq: 5, players: 3, initial_loans_pool: 1e9, initial_depos_pool: 1e9, total_pool_factor: 1 }, () => ({ yield_10yr: 4, yield_13wk: 5 }));
    expect(rows.map((r) => r.timestamp)).toEqual(['2024-01-01', '2024-01-08', '2024-01-15', '2024-01-22', '2024-01-29', '2024-01-31']);
    expect(rows[1]!.days).toBe(7);
    // Δ 7: 4WK 62,500,000 + 13WK 19,230,769.23 + 26WK 9,615,384.62 + 52WK 4,807,692.31.
    expect(rows[1]!.loans_new_business).toBeCloseTo(62_500_000 + 19_230_769.23 + 9_615_384.62 + 4_807_692.31, 2);
    expect(rows[1]!.loans_award_per_bank).toBeCloseTo(15_625_000 + 4_807_692.3 + 2_403_846.15 + 1_201_923.07, 2);
  });
});
