/** The engine's live events, each carrying the spec's entity views (session/entities.ts). */
import { heldInstrument, odaView, orderView, walletViews } from '../session/entities';
import type { PositionState } from '../trading/book';
import type { EngineEvent, Oda, Order, PlayerState, SessionInstrument } from './types';

/** The player's wallets after a change of cash. */
export function walletsEvent(player: PlayerState): EngineEvent {
  return { audience: { player_id: player.id }, type: 'update_wallets', data: walletViews(player.book.wallets.values()) };
}

export function orderEvent(type: 'order_executed' | 'order_updated' | 'order_canceled', order: Order, instrument: SessionInstrument): EngineEvent {
  return { audience: { player_id: order.player_id }, type, data: orderView(order, instrument) };
}

/** The financial instrument a fill changed. */
export function instrumentEvent(playerId: number, position: PositionState, instrument: SessionInstrument): EngineEvent {
  return { audience: { player_id: playerId }, type: 'update_instruments', data: [heldInstrument(position, instrument)] };
}

export function odaEvent(type: 'oda_updated' | 'oda_canceled', oda: Oda, instrument: SessionInstrument): EngineEvent {
  return { audience: { player_id: oda.player_id }, type, data: odaView(oda, instrument) };
}
