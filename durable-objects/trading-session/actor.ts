/**
 * Who is calling, as the session's own roster sees them: the class's trainer and
 * administrators are staff; a trainee of the class is a player. Anyone else is refused.
 */
import { UserType } from '../../domain/enums';
import { EngineError } from '../../domain/engine/engine-error';
import { rosterEntry } from './roster';

export interface Caller {
  user_id: number;
  username: string;
  user_type: number;
}

export type Actor = { kind: 'staff'; caller: Caller } | { kind: 'player'; caller: Caller; player_id: number };

export function actorOf(storage: DurableObjectStorage, caller: Caller): Actor {
  if (caller.user_type === UserType.Admin) return { kind: 'staff', caller };
  const entry = rosterEntry(storage, caller.user_id);
  if (!entry) throw new EngineError(403, 'This session belongs to another class');
  if (entry.role === 'trainer') return { kind: 'staff', caller };
  return { kind: 'player', caller, player_id: entry.player_id! };
}

export function requireStaff(actor: Actor): void {
  if (actor.kind !== 'staff') throw new EngineError(403, 'Only the trainer of this class and administrators may do this');
}

export function requirePlayer(actor: Actor): number {
  if (actor.kind !== 'player') throw new EngineError(403, 'Only the players of this session trade in it');
  return actor.player_id;
}
