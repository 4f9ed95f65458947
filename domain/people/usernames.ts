/** The rule for usernames (sign-in names), shared by every call that creates an account. */
import { z } from 'zod';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,150}$/;
export const USERNAME_MESSAGE = 'A username has 3 to 150 letters, digits or _ . @ -';
/** Passwords typed by a person; generated ones are longer than the minimum. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;
export const PASSWORD_MESSAGE = `A password has at least ${PASSWORD_MIN} characters`;

/** At most this many accounts are created by one request: each costs a PBKDF2 hash. */
export const MAX_NEW_USERS = 300;

export function isUsername(text: string): boolean {
  return USERNAME_PATTERN.test(text);
}

export const usernameField = (what = 'username') => z.string({ error: `${what} is required` }).trim().regex(USERNAME_PATTERN, USERNAME_MESSAGE);
export const passwordField = (what = 'password') =>
  z.string({ error: `${what} is required` }).min(PASSWORD_MIN, PASSWORD_MESSAGE).max(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters`);
