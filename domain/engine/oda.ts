/**
 * ODA: a stop loss and a take profit on a player's position in one instrument. Prices are
 * checked against the price the position would close at (the bid for a long, the ask for a
 * short) with the spec's texts; when the market reaches either, the whole position is closed
 * by a market order and the ODA ends. That order reduces the position, so no allocation band or
 * metric limit refuses it; should it not fill for another reason it stays open (once in Failed
 * Executions) and fills at a later step. The ODA also ends when the position is closed otherwise.
 */
import { MAX_PRICE } from '../constants';
import { TransactionType } from '../enums';
import { invalid } from '../refusal';
import { markOf, odaKey, type EngineState } from './engine-state';
import { executeMarketOrder } from './orders';
import type { Change, EngineEvent, EngineResult, MarketView, Oda, PlayerState } from './types';
import { odaEvent } from './events';

export const ODA_MESSAGES = {
  stopLossBelow: 'StopLossPrice has to be lower than current price!',
  takeProfitAbove: 'TakeProfitPrice has to be higher than current price!',
  stopLossAbove: 'StopLossPrice has to be higher than current price!',
  takeProfitBelow: 'TakeProfitPrice has to be lower than current price!',
  notNumbers: 'Prices must be numbers!',
} as const;

const isPrice = (x: unknown): x is number => typeof x === 'number' && x > 0 && x <= MAX_PRICE;

/** Creates or updates the ODA of a player's open position. */
export function setOda(
  state: EngineState,
  market: MarketView,
  player: PlayerState,
  input: { ric: string; stop_loss_price: unknown; take_profit_price: unknown },
): EngineResult<Oda> {
  const instrument = state.instruments.get(input.ric);
  if (!instrument) throw invalid('Could not retrieve financial instrument!');
  const held = player.book.positions.get(input.ric)?.quantity ?? 0;
  if (held === 0) throw invalid('An ODA needs an open position in this instrument');
  const sl = input.stop_loss_price ?? null;
  const tp = input.take_profit_price ?? null;
  if ((sl !== null && !isPrice(sl)) || (tp !== null && !isPrice(tp)) || (sl === null && tp === null)) {
    throw invalid(ODA_MESSAGES.notNumbers);
  }
  const m = markOf(state, market, input.ric);
  const current = held > 0 ? m.bid : m.ask;
  if (held > 0) {
    if (sl !== null && sl >= current) throw invalid(ODA_MESSAGES.stopLossBelow, { current_price: current });
    if (tp !== null && tp <= current) throw invalid(ODA_MESSAGES.takeProfitAbove, { current_price: current });
  } else {
    if (sl !== null && sl <= current) throw invalid(ODA_MESSAGES.stopLossAbove, { current_price: current });
    if (tp !== null && tp >= current) throw invalid(ODA_MESSAGES.takeProfitBelow, { current_price: current });
  }
  const oda: Oda = { player_id: player.id, ric: input.ric, stop_loss_price: sl as number | null, take_profit_price: tp as number | null };
  state.odas.set(odaKey(player.id, input.ric), oda);
  return {
    value: oda,
    changes: [{ kind: 'oda', player_id: player.id, ric: input.ric, oda }],
    events: [odaEvent('oda_updated', oda, state.instruments.get(input.ric)!)],
  };
}

function endOda(state: EngineState, oda: Oda, changes: Change[], events: EngineEvent[]): void {
  state.odas.delete(odaKey(oda.player_id, oda.ric));
  changes.push({ kind: 'oda', player_id: oda.player_id, ric: oda.ric, oda: null });
  events.push(odaEvent('oda_canceled', oda, state.instruments.get(oda.ric)!));
}

/** Closes the positions whose stop loss or take profit the market has reached (the ODA's order then works on its own). */
export function checkOdas(state: EngineState, market: MarketView): EngineResult<number> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  let triggered = 0;
  for (const oda of [...state.odas.values()]) {
    const player = state.players.get(oda.player_id)!;
    const held = player.book.positions.get(oda.ric)?.quantity ?? 0;
    if (held === 0) {
      endOda(state, oda, changes, events);
      continue;
    }
    const instrument = state.instruments.get(oda.ric)!;
    if (!market.isOpen(instrument)) continue;
    const m = markOf(state, market, oda.ric);
    const price = held > 0 ? m.bid : m.ask;
    if (!(price > 0)) continue;
    const stop = oda.stop_loss_price !== null && (held > 0 ? price <= oda.stop_loss_price : price >= oda.stop_loss_price);
    const take = oda.take_profit_price !== null && (held > 0 ? price >= oda.take_profit_price : price <= oda.take_profit_price);
    if (!stop && !take) continue;
    const r = executeMarketOrder(state, market, player, {
      ric: oda.ric,
      transaction: held > 0 ? TransactionType.Sell : TransactionType.Buy,
      quantity: Math.abs(held),
      trigger: stop ? 'stop_loss' : 'take_profit',
      investment_rationale: stop ? 'Stop loss' : 'Take profit',
    });
    changes.push(...r.changes);
    events.push(...r.events);
    triggered++;
    endOda(state, oda, changes, events);
  }
  return { value: triggered, changes, events };
}
