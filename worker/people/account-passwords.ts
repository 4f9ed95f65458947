/**
 * A password set by someone else (an admin for a trainer, a trainer for their trainee): the new
 * hash and the end of every sign-in of the account, in one batch, so whoever held the old
 * password is out at their next refresh.
 */
import { hashPassword } from '../auth/password';

/** Revokes every live refresh-token family of the user. */
export function revokeAllFamilies(db: D1Database, userId: number, nowMs = Date.now()): D1PreparedStatement {
  return db.prepare('UPDATE refresh_token_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(nowMs, userId);
}

export async function replacePassword(db: D1Database, userId: number, password: string): Promise<void> {
  await db.batch([db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(await hashPassword(password), userId), revokeAllFamilies(db, userId)]);
}
