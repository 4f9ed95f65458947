/** Stop loss and take profit on a position (spec 001 §7 "ODA"); they trigger in the revaluation phase. */
import { createOda, updateOda } from '../../../domain/contracts/oda';
import { setOda } from '../../../domain/engine/oda';
import { playerIdOf } from '../kernel/actor';
import { handle, type Feature, type CallHandler } from '../kernel/feature';
import { odaView } from '../../../domain/session/entities';

const saveOda = (contract: typeof createOda): CallHandler =>
  handle(contract, (k, input, actor) => {
    const s = k.settings();
    const c = k.clock();
    const now = k.now();
    k.requireTradingOpen(c, now);
    const state = k.state();
    const oda = { ric: k.ricOf(input.financial_instrument), stop_loss_price: input.stop_loss_price ?? null, take_profit_price: input.take_profit_price ?? null };
    const saved = k.applyEngine(() => setOda(state, k.marketView(s, c, now), state.players.get(playerIdOf(actor)!)!, oda));
    return odaView(saved, state.instruments.get(saved.ric)!);
  });

export const oda: Feature = {
  name: 'oda',
  migrations: [
    {
      id: 4,
      sql: `CREATE TABLE odas (
        player_id INTEGER NOT NULL, ric TEXT NOT NULL, stop_loss_price REAL, take_profit_price REAL,
        PRIMARY KEY (player_id, ric)
      );`,
    },
  ],
  calls: [saveOda(createOda), saveOda(updateOda)],
};
