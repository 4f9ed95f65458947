/**
 * Fuzz cases of sign-in, token refresh, logout and password change: a valid request each.
 */
import { PASSWORD, signIn } from '../setup/fixtures';
import { type RouteCase } from './world';

/** Routes that are not session calls: a valid request each, by route. */
export const routeCases: Record<string, RouteCase> = {
  'POST /api/auth/get_token': { token: null, valid: async (w) => ({ body: { username: w.signInUser.username, password: PASSWORD } }) },
  'POST /api/auth/refresh_token': { token: null, valid: async (w) => ({ body: { refresh: (await signIn(w.signInUser)).refresh } }) },
  'POST /api/auth/logout': { token: null, valid: async (w) => ({ body: { refresh: (await signIn(w.signInUser)).refresh } }) },
  'POST /api/auth/change_password': { token: 'trainer', valid: async () => ({ body: { current_password: PASSWORD, new_password: PASSWORD } }) },
};
