/**
 * Foreign cash at its average acquisition rate, and the summary that reconciles a player's books
 * (money.md "Reporting currency"; the portfolio summary's 'Cash transaction mark-to-market').
 *
 * Every movement of cash is a flow: `amount` minor units of its currency worth `value` in the
 * reporting currency, namely what was paid for it (an exchange: its reporting leg), else its
 * amount at the FX rate of the moment (a fill: the rate the fill used). Moving cash between a
 * wallet and a deposit of the same currency is no flow: the holding of a currency is its wallet
 * and its open deposit together.
 *
 * A foreign holding keeps the average rate at which it was acquired, as a position keeps its
 * average open price: the average moves when the holding grows, stays when it shrinks, which
 * realises (rate − average) on the units spent; a flow that takes the holding through zero
 * closes it at the flow's rate and opens the rest at that same rate. A negative holding (an
 * overdraft) is a short of the currency, kept the same way with the signs mirrored.
 *
 *   cash MTM       = Σ foreign holdings: realised + holding × (mid − average rate)
 *   position PnL   = positions' value now, without their accrued interest, + Σ trade flows
 *   income         = Σ income flows (dividends, coupons, interest, lombard, accrued interest
 *                    paid or received, deposit interest as it accrues) + bonds' accrued interest now
 *   fees           = −Σ fee flows
 *
 * Each flow changes (holding × average − realised) by exactly its value, so, in the reporting
 * currency and exactly (floating point aside):
 *
 *   market value − initial AUM = position PnL + cash MTM + income − fees.
 *
 * Booking roundings fall where they happen: a fill's cash rounded to the cent is what the
 * position cost, so it is in the position PnL, not lost between the lines.
 */
import { fromMinor, toMinor } from '../money';
import { familyBook, type LedgerReason, type PlayerBook, type WalletState } from '../trading/book';
import type { Valuation } from '../trading/valuation';
import { initialAum, markOf, type EngineState } from './engine-state';
import type { Change, MarketView, PlayerState } from './types';

/** A player's flows in the reporting currency (major units), each at its booking's rate. */
export interface PlayerFlows {
  trades: number;
  income: number;
  /** Positive: what fees took. */
  fees: number;
  /**
   * Σ per ledger reason of the interest-like flows the player table shows apart (paid_lombard_interest,
   * paid_repo_interest…), reporting currency, signed like the entries; absent in books kept before.
   */
  byReason?: Partial<Record<LedgerReason, number>>;
}

/** Reasons whose running sum a player's flows keep apart (what the players' fields read). */
const SUMMED_REASONS: ReadonlySet<LedgerReason> = new Set<LedgerReason>(['client_loan_interest', 'client_deposit_interest', 'repo_interest', 'lombard_interest']);

/** What the player has paid under `reason` so far, reporting currency, positive when paid; null for books kept before. */
export function paidUnder(flows: PlayerFlows | null | undefined, reason: LedgerReason): number | null {
  if (!flows) return null;
  return -(flows.byReason?.[reason] ?? 0);
}

export const NO_FLOWS: PlayerFlows = { trades: 0, income: 0, fees: 0 };

type FlowKind = keyof PlayerFlows | 'exchange' | 'internal';

/** What each ledger reason is for the summary; exhaustive, so a new reason must be placed. */
const FLOW_OF_REASON: Record<LedgerReason, FlowKind> = {
  // The initial AUM is the summary's starting point, not a flow.
  initial_capital: 'internal',
  trade: 'trades',
  redemption: 'trades',
  // Part of what a forced fill cost: the position's price PnL is measured from the forced price.
  forced_price_adjustment: 'trades',
  // An FX forward's settlement realises its value, which the positions' value carried while open.
  forward_settlement: 'trades',
  // A repo's cash, its repayment and its interest: the loan's value (−(cash + accrued)) carried them while open.
  repo_cash: 'trades',
  repo_repayment: 'trades',
  repo_interest: 'trades',
  // CDS premiums and the buy-back realise the contract's PnL (MTM − premiums), which its value carried while open.
  cds_premium: 'trades',
  cds_settlement: 'trades',
  // An interbank deal's principal out and back and its interest: the deal's value (±(principal + accrued)) carried them while open.
  interbank_lend: 'trades',
  interbank_borrow: 'trades',
  interbank_repayment: 'trades',
  interbank_interest: 'trades',
  // A T-bill's purchase, sale and redemption, and an auction's allotment (paying for the bill won): the bill's value carried them while held.
  tbill_purchase: 'trades',
  tbill_sale: 'trades',
  tbill_redemption: 'trades',
  auction_allotment: 'trades',
  // Option premiums and settlements realise the contract's PnL, which its value (±bid/ask × 100 × contracts) carried while open.
  option_premium: 'trades',
  option_settlement: 'trades',
  // Client loans and deposits are worth their principal at par: the principal flows are value-neutral; the
  // interest (the client market, a named source) is the bank's realised PnL, as the valuation's client_money family carries it.
  client_loan_drawdown: 'trades',
  client_loan_repayment: 'trades',
  client_deposit_received: 'trades',
  client_deposit_withdrawal: 'trades',
  client_loan_interest: 'trades',
  client_deposit_interest: 'trades',
  accrued_interest_paid: 'income',
  accrued_interest_received: 'income',
  coupon: 'income',
  dividend: 'income',
  interest: 'income',
  lombard_interest: 'income',
  fee: 'fees',
  // Between the wallet and its deposit: the holding does not change (deposit interest counts
  // as it accrues, from the deposit changes).
  deposit: 'internal',
  deposit_interest: 'internal',
  // Counted from the exchange record, whose reporting leg is the foreign leg's value.
  exchange: 'exchange',
};

interface Flow {
  player_id: number;
  currency: string;
  /** Minor units of `currency`, signed. */
  amount: number;
  /** Reporting currency, major units, signed like `amount`. */
  value: number;
  kind: FlowKind;
  reason?: LedgerReason;
}

/** A foreign holding as the average-rate rule sees it. */
export interface Holding {
  /** Minor units, signed. */
  units: number;
  avgRate: number;
  /** Reporting currency, major units. */
  realized: number;
}

/** The holding after one flow of `amount` minor units worth `value` (see the module header). */
export function addFlow(h: Holding, currency: string, amount: number, value: number): Holding {
  if (amount === 0) return h;
  const held = fromMinor(h.units, currency);
  const moved = fromMinor(amount, currency);
  const rate = value / moved;
  const units = h.units + amount;
  if (h.units === 0 || Math.sign(h.units) === Math.sign(amount)) {
    // Growing (or opening): the average moves, weighted by units.
    return { units, avgRate: (Math.abs(held) * h.avgRate + Math.abs(moved) * rate) / (Math.abs(held) + Math.abs(moved)), realized: h.realized };
  }
  // Shrinking: (rate − average) is realised on the units spent, the average stays.
  const closed = Math.min(Math.abs(held), Math.abs(moved));
  const realized = h.realized + Math.sign(held) * closed * (rate - h.avgRate);
  if (units === 0) return { units, avgRate: 0, realized };
  // Through zero: the rest opens at the flow's rate.
  return { units, avgRate: Math.sign(units) === Math.sign(h.units) ? h.avgRate : rate, realized };
}

/** Minor units of a currency the player holds: the wallet and an open deposit in it. */
export function holdingUnits(book: PlayerBook, currency: string): number {
  const deposit = familyBook(book, 'deposits')?.get(currency);
  return (book.wallets.get(currency)?.balance ?? 0) + (deposit ? deposit.principal + deposit.interest : 0);
}

/** Each change is counted once, however many times a list holding it is accounted (a step accounts after every phase). */
const accounted = new WeakSet<Change>();

function flowsOf(state: EngineState, changes: readonly Change[], fxToReporting: (currency: string) => number): Flow[] {
  const reporting = state.settings.reporting_currency;
  const valueOf = (currency: string, amount: number, fx?: number | null) =>
    currency === reporting ? fromMinor(amount, currency) : fromMinor(amount, currency) * (fx ?? fxToReporting(currency));
  // A fill's cash is valued at the rate the fill used, as its position's average FX rate is.
  const fillFx = new Map<number, number | null>();
  for (const c of changes) if (c.kind === 'order') fillFx.set(c.order.id, c.order.fx);
  const flows: Flow[] = [];
  for (const c of changes) {
    if (accounted.has(c)) continue;
    accounted.add(c);
    if (c.kind === 'ledger') {
      const kind = FLOW_OF_REASON[c.entry.reason];
      if (kind === 'internal' || kind === 'exchange') continue;
      const fx = c.entry.orderId === null ? null : fillFx.get(c.entry.orderId);
      flows.push({ player_id: c.player_id, currency: c.entry.currency, amount: c.entry.amount, value: valueOf(c.entry.currency, c.entry.amount, fx), kind, reason: c.entry.reason });
    } else if (c.kind === 'deposit' && c.accrued) {
      flows.push({ player_id: c.player_id, currency: c.deposit.currency, amount: c.accrued, value: valueOf(c.deposit.currency, c.accrued), kind: 'income' });
    } else if (c.kind === 'exchange') {
      // One leg is the reporting currency: the foreign leg was bought (or sold) for exactly it.
      const r = c.record;
      if (r.to_currency !== reporting) {
        flows.push({ player_id: r.player_id, currency: r.to_currency, amount: toMinor(r.value, r.to_currency), value: r.amount, kind: 'exchange' });
      }
      if (r.from_currency !== reporting) {
        flows.push({ player_id: r.player_id, currency: r.from_currency, amount: -toMinor(r.amount, r.from_currency), value: -r.value, kind: 'exchange' });
      }
    }
  }
  return flows;
}

/**
 * Counts the cash flows of `changes` (the engine's result, already applied to the books in
 * memory): moves each foreign holding's average rate and realised FX, and each player's flows.
 * Returns the changes that store them (the wallets, the players' flows), to write after
 * `changes`. A change already counted is skipped.
 */
export function accountCash(state: EngineState, changes: readonly Change[], fxToReporting: (currency: string) => number): Change[] {
  const flows = flowsOf(state, changes, fxToReporting);
  if (!flows.length) return [];
  const reporting = state.settings.reporting_currency;
  const out: Change[] = [];
  const byPlayer = new Map<number, Flow[]>();
  for (const f of flows) {
    const list = byPlayer.get(f.player_id) ?? [];
    list.push(f);
    byPlayer.set(f.player_id, list);
  }
  for (const [playerId, list] of byPlayer) {
    const player = state.players.get(playerId);
    if (!player) continue;
    if (player.flows !== null) {
      const next = { ...(player.flows ?? NO_FLOWS) };
      for (const f of list) {
        if (f.kind === 'trades' || f.kind === 'income') next[f.kind] += f.value;
        else if (f.kind === 'fees') next.fees -= f.value;
        if (f.reason && SUMMED_REASONS.has(f.reason)) next.byReason = { ...next.byReason, [f.reason]: (next.byReason?.[f.reason] ?? 0) + f.value };
      }
      player.flows = next;
      out.push({ kind: 'player_flows', player_id: playerId, flows: next });
    }
    for (const currency of new Set(list.filter((f) => f.currency !== reporting).map((f) => f.currency))) {
      const mine = list.filter((f) => f.currency === currency);
      out.push({ kind: 'wallet', player_id: playerId, wallet: moveAverage(player, currency, mine, fxToReporting) });
    }
  }
  return out;
}

/** The wallet of `currency` with its holding's average and realised FX after `flows` (in order). */
function moveAverage(player: PlayerState, currency: string, flows: readonly Flow[], fxToReporting: (currency: string) => number): WalletState {
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  // The books already hold the result: the holding before is what the flows added to it.
  const before = holdingUnits(player.book, currency) - flows.reduce((s, f) => s + f.amount, 0);
  // An average never recorded (books kept before it existed) starts at today's rate.
  let h: Holding = { units: before, avgRate: wallet.avgRate ?? (before === 0 ? 0 : fxToReporting(currency)), realized: wallet.realizedFx ?? 0 };
  for (const f of flows) h = addFlow(h, currency, f.amount, f.value);
  const next = { ...wallet, avgRate: h.avgRate, realizedFx: h.realized };
  player.book.wallets.set(currency, next);
  return next;
}

/** The portfolio summary's lines, reporting currency (see the module header). */
export interface BooksSummary {
  initial_aum: number;
  /** Positions' PnL; the valuation's (at average prices) where flows were not recorded. */
  position_pnl: number;
  /** Cash transaction mark-to-market; null where a foreign holding's average rate was never recorded. */
  cash_mtm: number | null;
  /** Net interest, dividends and coupons, accrued interest of bonds held included; null where flows were not recorded. */
  income: number | null;
  fees: number | null;
  /**
   * The AFS book's OCI reserve (FV − AC, banking.md §5): equity, in the market value but not in
   * the PnL, so that market value − initial AUM = position PnL + cash MTM + income − fees + reserve.
   */
  oci_reserve?: number;
}

/** Σ over foreign holdings of realised + holding × (mid − average); null when an average is unknown. */
export function cashMtm(book: PlayerBook, reportingCurrency: string, fxToReporting: (currency: string) => number): number | null {
  let mtm = 0;
  for (const w of book.wallets.values()) {
    if (w.currency === reportingCurrency) continue;
    const units = holdingUnits(book, w.currency);
    if (units !== 0 && (w.avgRate === null || w.avgRate === undefined)) return null;
    mtm += (w.realizedFx ?? 0) + (units === 0 ? 0 : fromMinor(units, w.currency) * (fxToReporting(w.currency) - w.avgRate!));
  }
  return mtm;
}

export function booksSummary(state: EngineState, market: MarketView, player: PlayerState, valuation: Valuation): BooksSummary {
  const initial_aum = initialAum(state.settings);
  if (player.flows === null) return { initial_aum, position_pnl: valuation.pnl, cash_mtm: null, income: null, fees: null };
  const flows = player.flows ?? NO_FLOWS;
  let positionsValue = 0;
  let accrued = 0;
  let reserve = 0;
  for (const p of valuation.positions) {
    positionsValue += p.value;
    if (p.carried?.book === 'AFS') reserve += p.carried.fv_minus_ac;
    if (p.quantity === 0 || state.instruments.get(p.ric)?.unit_factor === 1) continue;
    // A bond's value includes its accrued interest: that part is income, not price.
    const m = markOf(state, market, p.ric);
    accrued += p.quantity * m.accruedPer100 * m.unitFactor * market.fxToReporting(m.variableCurrency);
  }
  return {
    initial_aum,
    // Open contracts are worth what their families value them at; their settlements are trade flows.
    position_pnl: positionsValue + valuation.contractsValue - accrued + flows.trades - reserve,
    cash_mtm: cashMtm(player.book, state.settings.reporting_currency, (c) => market.fxToReporting(c)),
    income: flows.income + accrued,
    fees: flows.fees,
    ...(reserve ? { oci_reserve: reserve } : {}),
  };
}
