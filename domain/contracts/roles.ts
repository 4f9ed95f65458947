/**
 * Who may make a call, by its declared roles (session-call.ts), written once for the two places
 * that check it: the Worker, from the caller's user type before it reads the request (a trainee
 * posting anything to a staff call is refused 403, whatever the body), and the session's object,
 * from its roster (which also hides a session from another class as a missing one).
 */
import { UserType } from '../enums';
import type { Role } from './session-call';

export const STAFF_ONLY = 'Only the trainer of this class and administrators may do this';
export const PLAYERS_ONLY = 'Only the players of this session trade in it';
export const ADMINS_ONLY = 'Only administrators may do this';

/** A caller as the roles see them: a player of the session (a trainee), or staff of a given user type. */
export interface RoleHolder {
  player: boolean;
  user_type: number;
}

/** Why the roles do not admit this caller, or null (administrators count as staff). */
export function roleRefusal(caller: RoleHolder, roles: readonly Role[]): string | null {
  if (caller.player) return roles.includes('player') ? null : STAFF_ONLY;
  if (roles.includes('staff')) return null;
  if (roles.includes('admin')) return caller.user_type === UserType.Admin ? null : ADMINS_ONLY;
  return PLAYERS_ONLY;
}

/**
 * What the Worker refuses from the user type alone: a trainee can only ever be a player of a
 * session, a trainer or an administrator only staff, so the roles decide before any session or
 * body is read. The answer does not depend on the session, so it tells nothing of one the caller
 * may not see.
 */
export function userTypeRefusal(userType: number, roles: readonly Role[]): string | null {
  return roleRefusal({ player: userType === UserType.Trainee, user_type: userType }, roles);
}
