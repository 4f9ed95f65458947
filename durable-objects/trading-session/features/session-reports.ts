/** Reports the session object answers: the open-orders CSV and the leaderboard. */
import type { EngineState } from '../../../domain/engine/engine-state';
import { csvText } from '../../../domain/csv';
import type { PlayerSummary } from '../kernel/ticks';

export function openOrdersCsv(sessionId: number, state: EngineState, usernames: ReadonlyMap<number, string>): string {
  const rows = [...state.openOrders.values()].sort((a, b) => a.id - b.id).map((o) => {
    const i = state.instruments.get(o.ric)!;
    return [sessionId, usernames.get(o.player_id) ?? '', o.ric, i.resourcetype, ['Buy', 'Sell', 'Short Sell'][o.transaction], i.variable_currency, o.limit_price ?? '', o.quantity, new Date(o.timestamp).toISOString()];
  });
  const header = ['session', 'user', 'underlying_asset_ric', 'resourcetype', 'transaction', 'currency', 'limit_price', 'quantity', 'timestamp'];
  return csvText({ header, rows });
}

/** Players ranked by portfolio return, best first. */
export function leaderboard(rows: readonly PlayerSummary[]) {
  return [...rows]
    .sort((x, y) => y.last_portfolio_return - x.last_portfolio_return)
    .map((r, k) => ({ rank: k + 1, player_id: r.id, name: r.name, portfolio_return: r.last_portfolio_return, market_value: r.last_market_value, deals: r.deals }));
}
