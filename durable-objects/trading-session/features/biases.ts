/**
 * Each player's behavioural biases for the staff (`fetch_biases`): the rules are in
 * `domain/reports/biases.ts`; this reads the fills from the executed orders and values the
 * positions now. Nothing is stored: the figures follow the books.
 */
import { fetchBiases } from '../../../domain/contracts/biases-badges';
import { initialAum, valuePlayer } from '../../../domain/engine/engine-state';
import type { Order, PlayerState } from '../../../domain/engine/types';
import { OrderStatus } from '../../../domain/enums';
import { signedQuantity } from '../../../domain/format';
import { MarketWithImports } from '../../../domain/market/imported-history';
import { BIAS_DEFINITIONS, concentration, dispositionEffect, homeBias, median, overtrading, turnover, type BiasFill, type PlayerBiases } from '../../../domain/reports/biases';
import { handle, type Feature } from '../kernel/feature';
import { SessionMarketView } from '../kernel/market-view';
import type { SessionKernel } from '../kernel/session-kernel';
import { ordersOf, readImports } from '../kernel/store';

/** The mid of an instrument at a past session time, for the paper gains and losses; views shared per moment. */
function midsAt(k: SessionKernel) {
  const pairs = readImports(k.sql);
  const imports = pairs.length ? new MarketWithImports(k.market(), new Map(pairs)) : null;
  const settings = k.settings();
  const views = new Map<number, SessionMarketView>();
  return (ric: string, at: number): number | null => {
    let view = views.get(at);
    if (!view) views.set(at, (view = new SessionMarketView(k.market(), imports, settings, at)));
    const q = view.quote(ric);
    return q ? (q.bid + q.ask) / 2 : null;
  };
}

function fillsOf(orders: readonly Order[]): BiasFill[] {
  return orders
    .filter((o) => o.open_price !== null && o.executed_at !== null)
    .sort((a, b) => a.executed_at! - b.executed_at! || a.id - b.id)
    .map((o) => ({ ric: o.ric, quantity: signedQuantity(o.quantity, o.transaction), price: o.open_price!, at: o.executed_at! }));
}

function biasesOf(k: SessionKernel): PlayerBiases[] {
  const state = k.state();
  const market = k.marketView();
  const midAt = midsAt(k);
  const aum = initialAum(state.settings);
  const players = [...state.players.values()];
  const executed = new Map(players.map((p) => [p.id, ordersOf(k.sql, p.id, [OrderStatus.Executed])]));
  const turnoverOf = (p: PlayerState) =>
    turnover(
      executed.get(p.id)!.map((o) => ({ quantity: o.quantity, price: o.open_price ?? 0, unitFactor: state.instruments.get(o.ric)?.unit_factor ?? 1, fx: o.fx ?? 1 })),
      aum,
    );
  const turnovers = new Map(players.map((p) => [p.id, turnoverOf(p)]));
  const classMedian = median([...turnovers.values()]);
  return players.map((p) => {
    const positions = valuePlayer(state, market, p)
      .positions.filter((v) => v.quantity !== 0)
      .map((v) => ({ ric: v.ric, value: v.value, region: state.instruments.get(v.ric)?.region ?? null }));
    return {
      player_id: p.id,
      name: p.name,
      disposition_effect: dispositionEffect(fillsOf(executed.get(p.id)!), midAt),
      overtrading: overtrading(turnovers.get(p.id)!, classMedian),
      home_bias: homeBias(positions, state.settings.reporting_currency),
      concentration: concentration(positions),
    };
  });
}

export const biases: Feature = {
  name: 'biases',
  calls: [handle(fetchBiases, (k) => ({ definitions: BIAS_DEFINITIONS, players: biasesOf(k) }))],
};
