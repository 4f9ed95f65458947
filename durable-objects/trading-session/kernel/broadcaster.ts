/**
 * Each event to its audience: everyone, the staff, or one player (with the staff, unless the
 * event is the player's only). Sockets are tagged by the room when they connect.
 */
import type { EngineEvent } from '../../../domain/engine/types';
import type { LiveEvent } from '../../../domain/live-events';

export const STAFF_TAG = 'role:staff';
export const playerTag = (playerId: number) => `player:${playerId}`;

export interface RoomSockets {
  broadcastMany(events: readonly { event: LiveEvent; tags: readonly (string | undefined)[] }[]): void;
  onlineUserIds(): number[];
}

export class Broadcaster {
  constructor(private readonly room: RoomSockets) {}

  sendAll(events: readonly EngineEvent[]): void {
    if (!events.length) return;
    this.room.broadcastMany(events.map((e) => ({ event: { type: e.type, data: e.data } as LiveEvent, tags: tagsOf(e.audience) })));
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
