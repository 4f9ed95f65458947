/** A player's books as the screens read them: wallets, valued positions, open orders, history. */
import { OrderStatus } from '../../domain/enums';
import { valuePlayer, type EngineState } from '../../domain/engine/engine-state';
import type { MarketView, PlayerState } from '../../domain/engine/types';
import { fromMinor } from '../../domain/money';
import { enforcedMetricLimits, metricBreaches } from '../../domain/engine/risk-limits';
import { ordersOf } from './store';

export function playerView(state: EngineState, market: MarketView, sql: SqlStorage, player: PlayerState) {
  const v = valuePlayer(state, market, player);
  return {
    id: player.id,
    name: player.name,
    deals: player.deals,
    last_market_value: v.marketValue,
    last_pnl_sum: v.pnl,
    last_fx_return: v.fxPnl,
    last_portfolio_return: v.portfolioReturn,
    /** Enforced metric limits the last measured metrics are outside of (tiles in red; orders adding exposure refused). */
    metric_breaches: metricBreaches(player.metrics, enforcedMetricLimits(state.settings)),
    /** Absolute value per group, reporting currency (the ticket's group allocation limits). */
    allocations: v.allocations,
    wallets: walletViews(player),
    financial_instruments: v.positions.map((p) => {
      const held = player.book.positions.get(p.ric)!;
      return { ...p, avg_open_price: held.avgPrice, reporting_unrealized_pnl: p.unrealizedPrice + p.unrealizedFx, reporting_realized_pnl: p.realized };
    }),
    open_orders: ordersOf(sql, player.id, [OrderStatus.Created]),
    /** Stop loss / take profit per instrument (the ODA dialog updates an existing one). */
    odas: [...state.odas.values()].filter((o) => o.player_id === player.id),
    player_history: sql
      .exec<{ step: number; at: number; portfolio_return: number; market_value: number }>(
        'SELECT step, at, portfolio_return, market_value FROM player_history WHERE player_id = ? ORDER BY step',
        player.id,
      )
      .toArray(),
    failed_executions: sql.exec('SELECT order_id, message, at FROM failed_executions WHERE player_id = ? ORDER BY id DESC LIMIT 50', player.id).toArray(),
  };
}

/** Wallets as the screens show them: amounts in major units next to the stored minor units. */
export function walletViews(player: PlayerState) {
  return [...player.book.wallets.values()].map((w) => ({
    ...w,
    amount: fromMinor(w.balance, w.currency),
    collateral_amount: fromMinor(w.reserved, w.currency),
  }));
}

/** Dividends declared but not yet paid, per currency (spec: outstanding dividends). */
export function outstandingDividends(due: readonly { player_id: number; currency: string; amount: number }[], playerId: number) {
  const outstanding = new Map<string, number>();
  for (const d of due) if (d.player_id === playerId) outstanding.set(d.currency, (outstanding.get(d.currency) ?? 0) + d.amount);
  return [...outstanding].map(([currency, amount]) => ({ currency, outstanding: fromMinor(amount, currency) }));
}
