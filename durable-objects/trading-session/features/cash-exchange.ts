/** Exchanging cash between wallets at the market rate (spec 001 §5 "Cash"), with its history. */
import { exchangeCash, type ExchangeView } from '../../../domain/contracts/cash';
import { exchangeCash as exchange } from '../../../domain/engine/cash-exchange';
import { playerIdOf } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import { walletViews } from '../../../domain/session/entities';
import type { SessionKernel } from '../kernel/session-kernel';

/** A player's exchanges, newest first. */
export function exchangeHistory(k: SessionKernel, playerId: number): ExchangeView[] {
  return k.sql
    .exec<{ id: number; json: string }>('SELECT id, json FROM exchanges WHERE player_id = ? ORDER BY id DESC', playerId)
    .toArray()
    .map((r) => ({ id: r.id, ...(JSON.parse(r.json) as Omit<ExchangeView, 'id'>) }));
}

export const cashExchange: Feature = {
  name: 'cash exchange',
  migrations: [
    {
      id: 5,
      sql: `CREATE TABLE exchanges (
        id INTEGER PRIMARY KEY AUTOINCREMENT, player_id INTEGER NOT NULL, json TEXT NOT NULL, at INTEGER NOT NULL
      );
      CREATE INDEX exchanges_player ON exchanges (player_id);`,
    },
  ],
  calls: [
    handle(exchangeCash, (k, input, actor) => {
      const playerId = playerIdOf(actor)!;
      const s = k.settings();
      k.requireTradingOpen(k.clock(), k.now(), 'Cash exchange');
      const player = k.state().players.get(playerId)!;
      const at = k.sessionTime();
      // The session's own mid, the rate its books value the cash at (cash MTM starts from the spread paid).
      const fx = k.fxNow();
      k.applyEngine(() =>
        exchange(player, { from: input.from_wallet, to: input.to_wallet, amount: input.amount }, { reportingCurrency: s.reporting_currency, midRate: (a, b) => fx(a) / fx(b), now: at }),
      );
      return { wallets: walletViews(player.book.wallets.values()), exchange_history: exchangeHistory(k, playerId) };
    }),
  ],
};
