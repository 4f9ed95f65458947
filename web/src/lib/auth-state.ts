/**
 * Auth state (spec 000 section 3): token, refresh, userId, username, userType, email and
 * selected_person, decoded from the access token in the cookies. It follows every change
 * of the stored sign-in (login, refresh, logout, expiry). The selected person is kept in the
 * 'person' cookie as JSON and only counts for the user who chose it.
 */
import { atom } from 'jotai';
import type { UserType } from '@domain/enums';
import { readStoredAuth, subscribeAuth } from '@/lib/stored-auth';
import { COOKIE_NAMES, deleteCookie, getCookie, setCookie } from '@/lib/cookies';
import { field, isInt } from '@/lib/jwt';

export interface SelectedPerson {
  id: number;
  name: string;
  user_id: number;
}

export interface AuthState {
  token: string;
  refresh: string;
  userId: number;
  username: string;
  userType: UserType;
  email: string;
  selected_person: SelectedPerson | null;
}

function readPersonCookie(userId: number): SelectedPerson | null {
  const raw = getCookie(COOKIE_NAMES.person);
  if (!raw) return null;
  try {
    // Checked by hand, not with zod: this runs in the entry every page loads first (see jwt.ts).
    const parsed: unknown = JSON.parse(raw);
    const [id, name, owner] = [field(parsed, 'id'), field(parsed, 'name'), field(parsed, 'user_id')];
    return isInt(id) && typeof name === 'string' && owner === userId ? { id, name, user_id: userId } : null;
  } catch {
    return null;
  }
}

export function readAuthState(): AuthState | null {
  const stored = readStoredAuth();
  if (!stored) return null;
  const { claims } = stored;
  return {
    token: stored.token,
    refresh: stored.refresh,
    userId: claims.user_id,
    username: claims.username,
    userType: claims.user_type,
    email: claims.email,
    selected_person: readPersonCookie(claims.user_id),
  };
}

const storedAuthAtom = atom<AuthState | null>(readAuthState());
storedAuthAtom.onMount = (set) => subscribeAuth(() => set(readAuthState()));

/** The signed-in user, or null when signed out. */
export const authAtom = atom((get) => get(storedAuthAtom));

/** Chooses (or with null forgets) the person trading on this account. */
export const selectPersonAtom = atom(null, (get, set, person: SelectedPerson | null) => {
  const current = get(storedAuthAtom);
  if (!current) return;
  if (person) {
    const refreshExp = Number(getCookie(COOKIE_NAMES.refreshExp)) || undefined;
    setCookie(COOKIE_NAMES.person, JSON.stringify(person), { expiresAt: refreshExp });
  } else {
    deleteCookie(COOKIE_NAMES.person);
  }
  set(storedAuthAtom, { ...current, selected_person: person });
});
