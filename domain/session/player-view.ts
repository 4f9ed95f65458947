/**
 * The player's side of a session as the screens read it: a player's books (wallets, valued
 * positions, open orders, history), the summary row each player has in the players table and
 * the leaderboard, and the outstanding dividends. Pure: the object passes in what it stored.
 */
import { valuePlayer, type EngineState } from '../engine/engine-state';
import { booksSummary, paidUnder } from '../engine/cash-accounts';
import type { MarketView, Order, PlayerState } from '../engine/types';
import { familyBook } from '../trading/book';
import { fromMinor } from '../money';
import { enforcedMetricLimits, metricBreaches } from '../engine/risk-limits';
import type { Valuation } from '../trading/valuation';
import { financialInstrumentView, odaView, orderView, walletViews } from './entities';
import { bondBookFields } from '../engine/bond-books/view';
import { isoDay, yearsToMaturity } from '../engine/bond-books/amortised-cost';
import { termsOf } from '../engine/bond-books/lots';
import { repoPositionFields, totalRepoedAmount } from '../engine/repos/value';
import { interbankAmount } from '../interbank/value';

/** An HTM/AFS bond's years to maturity (htm_afs_years_to_maturity), null for any other. */
function bondYears(state: EngineState, market: MarketView, ric: string): number | null {
  const i = state.instruments.get(ric);
  const terms = i ? termsOf(i) : null;
  return terms ? yearsToMaturity(terms, isoDay(market.now())) : null;
}

export type HistoryPoint = {
  step: number;
  timestamp: number;
  portfolio_return: number;
  market_value: number;
};

/** Why an open order could not execute at a step (spec 002: execution errors). */
export type FailedExecution = {
  order: number;
  message: string;
  timestamp: number;
};

/** What the object read from storage for a player's books. */
export interface StoredPlayerRecords {
  open_orders: Order[];
  player_history: HistoryPoint[];
  failed_executions: FailedExecution[];
}

export function playerView(state: EngineState, market: MarketView, player: PlayerState, stored: StoredPlayerRecords) {
  const v = valuePlayer(state, market, player);
  return {
    id: player.id,
    name: player.name,
    deals: player.deals,
    ...summaryFigures(state, market, player, v),
    /** Enforced metric limits the last measured metrics are outside of (tiles in red; orders adding exposure refused). */
    metric_breaches: metricBreaches(player.metrics, enforcedMetricLimits(state.settings)),
    /** Absolute value per group, reporting currency (the ticket's group allocation limits). */
    allocations: v.allocations,
    wallets: walletViews(player.book.wallets.values()),
    financial_instruments: v.positions.map((p) => ({
      ...financialInstrumentView(p, player.book.positions.get(p.ric)!, state.instruments.get(p.ric)!, repoPositionFields(player.book, p.ric, state.instruments.get(p.ric)!)),
      // HTM/AFS bonds (engine/bond-books): amortised cost, fair value and FV − AC beside the carrying value.
      ...(p.carried ? { carried: p.carried, htm_afs_years_to_maturity: bondYears(state, market, p.ric) } : {}),
    })),
    // HTM/AFS portfolio DV01 (reporting currency per bp) and duration (spec 001 §3 player fields).
    ...bondBookFields(state, market, v),
    open_orders: stored.open_orders.map((o) => orderView(o, state.instruments.get(o.ric)!)),
    /** Stop loss / take profit per instrument (the ODA dialog updates an existing one). */
    odas: [...state.odas.values()].filter((o) => o.player_id === player.id).map((o) => odaView(o, state.instruments.get(o.ric)!)),
    player_history: stored.player_history,
    failed_executions: stored.failed_executions,
  };
}

export type PlayerView = ReturnType<typeof playerView>;

/** Dividends declared but not yet paid, per currency (spec: outstanding dividends). */
export function outstandingDividends(due: readonly { player_id: number; currency: string; amount: number }[], playerId: number) {
  const outstanding = new Map<string, number>();
  for (const d of due) if (d.player_id === playerId) outstanding.set(d.currency, (outstanding.get(d.currency) ?? 0) + d.amount);
  return [...outstanding].map(([currency, amount]) => ({ currency, outstanding: fromMinor(amount, currency) }));
}

/**
 * The portfolio summary's figures (spec 001 §2), reporting currency. They reconcile:
 * last_market_value − initial_aum = last_pnl_sum + cash_mtm + income − fees
 * (engine/cash-accounts.ts). last_fx_return is the FX part of the positions' PnL (the players
 * table's FX PnL); cash_mtm is foreign cash against its average acquisition rate. The three
 * may be null for books kept before they were counted.
 */
export type SummaryFigures = {
  last_market_value: number;
  /** Positions' PnL (price and FX parts). */
  last_pnl_sum: number;
  last_fx_return: number;
  last_portfolio_return: number;
  initial_aum: number;
  /** Cash transaction mark-to-market. */
  cash_mtm: number | null;
  income: number | null;
  fees: number | null;
  /** Lombard interest paid on overdrafts so far (banking.md §10), reporting currency; null for books kept before it was counted. */
  paid_lombard_interest: number | null;
  /** Repo interest paid at settlements so far (banking.md §2), reporting currency; null for books kept before it was counted. */
  paid_repo_interest?: number | null;
  /** Cash borrowed by every repo entered, open or settled, reporting currency at each opening's rate. */
  total_repoed_amount?: number;
  /** Interbank principal outstanding, + lent, − borrowed (banking.md §9, spec 001 §4), reporting currency. */
  interbank_amount?: number;
  /** Interest of repaid interbank deals, + received, − paid, reporting currency. */
  interbank_interest?: number;
};

function summaryFigures(state: EngineState, market: MarketView, player: PlayerState, v: Valuation): SummaryFigures {
  const books = booksSummary(state, market, player, v);
  return {
    last_market_value: v.marketValue,
    last_pnl_sum: books.position_pnl,
    last_fx_return: v.fxPnl,
    last_portfolio_return: v.portfolioReturn,
    initial_aum: books.initial_aum,
    cash_mtm: books.cash_mtm,
    income: books.income,
    fees: books.fees,
    paid_lombard_interest: paidUnder(player.flows, 'lombard_interest'),
    paid_repo_interest: paidUnder(player.flows, 'repo_interest'),
    total_repoed_amount: totalRepoedAmount(player.book),
    interbank_amount: interbankAmount(player.book, player.id),
    interbank_interest: familyBook(player.book, 'interbank')?.interest ?? 0,
  };
}

/** A player's row in the players table and the leaderboard. */
export type PlayerSummary = SummaryFigures & {
  id: number;
  name: string;
  deals: number;
  tactical_asset_allocations: { asset_class: string; percent: number }[];
};

/** Every player's summary at the market's prices; `valuations` collects each player's valuation. */
export function summarize(state: EngineState, market: MarketView, valuations?: Map<number, Valuation>): PlayerSummary[] {
  return [...state.players.values()].map((p) => {
    const v = valuePlayer(state, market, p);
    valuations?.set(p.id, v);
    const gross = Object.values(v.allocations).reduce((a, x) => a + (x ?? 0), 0) || 1;
    return {
      id: p.id,
      name: p.name,
      deals: p.deals,
      ...summaryFigures(state, market, p, v),
      tactical_asset_allocations: Object.entries(v.allocations).map(([group, value]) => ({ asset_class: group, percent: (100 * (value ?? 0)) / gross })),
    };
  });
}
