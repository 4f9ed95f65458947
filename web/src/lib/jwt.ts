/**
 * Reads a JWT's payload without verifying it (the server verifies; the app only needs the claims).
 * Checked by hand rather than with zod: every page loads this first, and zod would add 13 kB
 * (gzipped) to the entry of the sign-in page.
 */

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwtPayload(token: string): unknown {
  const segment = token.split('.')[1];
  if (!segment) return null;
  try {
    return JSON.parse(base64UrlDecode(segment));
  } catch {
    return null;
  }
}

export interface AccessClaims {
  user_id: number;
  username: string;
  user_type: 0 | 1 | 2;
  email: string;
  exp: number;
}

/** A property of a parsed JSON value; undefined when the value is not an object. */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/** A safe integer, as ids are. */
export function isInt(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The claims of an access token, or null when one is missing or of the wrong type. */
export function decodeAccessClaims(token: string): AccessClaims | null {
  const payload = decodeJwtPayload(token);
  const [userId, username, userType, email, exp] = ['user_id', 'username', 'user_type', 'email', 'exp'].map((key) => field(payload, key));
  if (!isInt(userId) || typeof username !== 'string' || (userType !== 0 && userType !== 1 && userType !== 2) || typeof email !== 'string' || !isFiniteNumber(exp)) {
    return null;
  }
  return { user_id: userId, username, user_type: userType, email, exp };
}

/** The `exp` claim (epoch seconds) of any JWT, or null. */
export function decodeExp(token: string): number | null {
  const exp = field(decodeJwtPayload(token), 'exp');
  return isFiniteNumber(exp) ? exp : null;
}
