/**
 * Who is calling, as the session's own roster sees them, and whether a call's declared roles
 * admit them. The class's trainer and every administrator are staff; a trainee of the class is
 * a player. Anyone else is told the session does not exist: a session the caller may not see
 * answers exactly like a missing one.
 */
import type { Role } from '../../../domain/contracts/session-call';
import { roleRefusal } from '../../../domain/contracts/roles';
import { UserType } from '../../../domain/enums';
import { forbidden, sessionNotFound } from '../../../domain/refusal';
import { rosterEntry } from './roster';

export interface Caller {
  user_id: number;
  username: string;
  user_type: number;
}

export type Actor = { kind: 'staff'; caller: Caller } | { kind: 'player'; caller: Caller; player_id: number };

export function actorOf(storage: DurableObjectStorage, caller: Caller, sessionId: number): Actor {
  if (caller.user_type === UserType.Admin) return { kind: 'staff', caller };
  const entry = rosterEntry(storage, caller.user_id);
  if (!entry) throw sessionNotFound(sessionId);
  if (entry.role === 'trainer') return { kind: 'staff', caller };
  return { kind: 'player', caller, player_id: entry.player_id! };
}

export { ADMINS_ONLY, PLAYERS_ONLY, STAFF_ONLY } from '../../../domain/contracts/roles';

/** Refuses an actor that none of the roles admits (admins count as staff). */
export function requireRole(actor: Actor, roles: readonly Role[]): void {
  const refusal = roleRefusal({ player: actor.kind === 'player', user_type: actor.caller.user_type }, roles);
  if (refusal) throw forbidden(refusal);
}

/** The player a call is about: the caller's own, or the one the staff name. */
export function playerIdOf(actor: Actor, named?: number): number | undefined {
  return actor.kind === 'player' ? actor.player_id : named;
}
