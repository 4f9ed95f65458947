/**
 * Refresh-token rotation with replay detection (RFC 9700 §4.14.2), kept in D1's
 * `refresh_token_families`. A sign-in starts a family; each refresh replaces the family's current
 * token with a new one. The token just replaced stays answerable for a 30-second grace, with the
 * same successor pair (tabs of one browser refresh at once with the token they share); any later
 * use of a replaced token means it leaked, so the whole family is revoked and every token of it
 * is refused from then on. Logout revokes the family too.
 *
 * D1 has no interactive transactions: rotation is one conditional UPDATE (`WHERE current_jti = ?`,
 * so of two refreshes racing with one token exactly one rotates), and only the loser reads the
 * row to tell a grace replay from a late one. No token is stored, only ids and times: a grace
 * replay re-signs the current pair from its issue time, which gives the identical tokens.
 */
import type { RefreshClaims, RefreshGrant } from './tokens';

/** A replaced token replayed within this long still gets its successor pair. */
export const REPLAY_GRACE_MS = 30_000;

interface FamilyRow {
  current_jti: string;
  previous_jti: string | null;
  issued_at: number;
  rotated_at: number | null;
  expires_at: number;
  revoked_at: number | null;
}

/** Starts the family of a new sign-in; expired families are pruned on the way. */
export async function startFamily(db: D1Database, userId: number, ttlSeconds: number, nowMs = Date.now()): Promise<RefreshGrant> {
  const issuedAt = Math.floor(nowMs / 1000);
  const grant: RefreshGrant = { userId, familyId: crypto.randomUUID(), jti: crypto.randomUUID(), issuedAt, expiresAt: issuedAt + ttlSeconds };
  await db.batch([
    db.prepare('DELETE FROM refresh_token_families WHERE expires_at < ?').bind(issuedAt),
    db
      .prepare(
        `INSERT INTO refresh_token_families (id, user_id, current_jti, issued_at, expires_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(grant.familyId, userId, grant.jti, issuedAt, grant.expiresAt, nowMs),
  ]);
  return grant;
}

/**
 * The grant to answer a refresh with: a new current token when `claims` names the current one;
 * the current one again when it names the token just replaced, within the grace; null (refuse)
 * otherwise, after revoking the family if a replaced token came back late.
 */
export async function rotate(db: D1Database, claims: RefreshClaims, nowMs = Date.now()): Promise<RefreshGrant | null> {
  const jti = crypto.randomUUID();
  const issuedAt = Math.floor(nowMs / 1000);
  const rotated = await db
    .prepare(
      `UPDATE refresh_token_families SET previous_jti = current_jti, current_jti = ?1, issued_at = ?2, rotated_at = ?3
       WHERE id = ?4 AND user_id = ?5 AND current_jti = ?6 AND revoked_at IS NULL AND expires_at > ?2
       RETURNING expires_at`,
    )
    .bind(jti, issuedAt, nowMs, claims.familyId, claims.userId, claims.jti)
    .first<{ expires_at: number }>();
  if (rotated) return { userId: claims.userId, familyId: claims.familyId, jti, issuedAt, expiresAt: rotated.expires_at };

  const family = await db
    .prepare('SELECT current_jti, previous_jti, issued_at, rotated_at, expires_at, revoked_at FROM refresh_token_families WHERE id = ? AND user_id = ?')
    .bind(claims.familyId, claims.userId)
    .first<FamilyRow>();
  if (!family || family.revoked_at !== null || family.expires_at <= issuedAt) return null;
  const inGrace = family.previous_jti === claims.jti && family.rotated_at !== null && nowMs - family.rotated_at <= REPLAY_GRACE_MS;
  if (inGrace) {
    return { userId: claims.userId, familyId: claims.familyId, jti: family.current_jti, issuedAt: family.issued_at, expiresAt: family.expires_at };
  }
  // A replaced token used after its grace: it leaked (or an old tab kept it); end the whole sign-in.
  await revokeFamily(db, claims, nowMs);
  return null;
}

/** Revokes the family of `claims` (logout, or a replay); revoking twice changes nothing. */
export async function revokeFamily(db: D1Database, claims: Pick<RefreshClaims, 'familyId' | 'userId'>, nowMs = Date.now()): Promise<void> {
  await db
    .prepare('UPDATE refresh_token_families SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL')
    .bind(nowMs, claims.familyId, claims.userId)
    .run();
}
