/**
 * Each event to its audience: everyone, the staff, or one player (with the staff, unless the
 * event is the player's only). Sockets are tagged by the room when they connect.
 */
import type { EngineEvent } from '../../../domain/engine/types';
import type { WireEvent } from '../../../domain/live-events';

export const STAFF_TAG = 'role:staff';
export const playerTag = (playerId: number) => `player:${playerId}`;

export interface RoomSockets {
  broadcastMany(events: readonly { event: WireEvent; tags: readonly (string | undefined)[] }[]): void;
  onlineUserIds(): number[];
}

export class Broadcaster {
  constructor(private readonly room: RoomSockets) {}

  sendAll(events: readonly EngineEvent[]): void {
    if (!events.length) return;
    // The rest of an EngineEvent is a WireEvent; TypeScript loses the union's correlation in the spread.
    this.room.broadcastMany(events.map(({ audience, ...event }) => ({ event: event as WireEvent, tags: tagsOf(audience) })));
  }

  onlineUserIds(): number[] {
    return this.room.onlineUserIds();
  }
}

function tagsOf(audience: EngineEvent['audience']): (string | undefined)[] {
  if (audience === 'all') return [undefined];
  if (audience === 'staff') return [STAFF_TAG];
  return audience.only ? [playerTag(audience.player_id)] : [playerTag(audience.player_id), STAFF_TAG];
}
