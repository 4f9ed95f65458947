/**
 * Signed JWTs (HS256). The access token carries the caller (user_id, username, user_type,
 * email, exp); the refresh token names the user, its family and its own id (refresh-families.ts
 * rotates them). A `kind` claim keeps one from being used as the other, and verification pins
 * the algorithm. Signing is deterministic: the same claims give the same token, which is how a
 * refresh replayed within its grace gets the very pair the first answer had.
 */
import { sign, verify } from 'hono/jwt';
import { z } from 'zod';
import type { AuthUser, Env } from '../env';
import { unauthorized } from '../http/errors';

const ALG = 'HS256';

const accessClaims = z.object({
  kind: z.literal('access'),
  user_id: z.number().int(),
  username: z.string(),
  user_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  email: z.string(),
  exp: z.number(),
});

const refreshClaims = z.object({
  kind: z.literal('refresh'),
  user_id: z.number().int(),
  fam: z.string().min(1),
  jti: z.string().min(1),
  exp: z.number(),
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** One refresh token: whose, of which family, its id, when issued and when it (and its family) expires (epoch seconds). */
export interface RefreshGrant {
  userId: number;
  familyId: string;
  jti: string;
  issuedAt: number;
  expiresAt: number;
}

/** What a refresh token proves once verified. */
export interface RefreshClaims {
  userId: number;
  familyId: string;
  jti: string;
}

function secretOf(env: Env): string {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET is missing or shorter than 32 characters');
  return env.JWT_SECRET;
}

export function refreshTtlSeconds(env: Env): number {
  return Number(env.REFRESH_TOKEN_TTL_SECONDS || 86_400);
}

/** An access token issued at `issuedAt` (epoch seconds); the same inputs give the same token. */
export async function issueAccessToken(env: Env, user: AuthUser, issuedAt = nowSeconds()): Promise<string> {
  const { user_id, username, user_type, email } = user;
  const exp = issuedAt + Number(env.ACCESS_TOKEN_TTL_SECONDS || 900);
  return sign({ kind: 'access', user_id, username, user_type, email, exp, iat: issuedAt }, secretOf(env), ALG);
}

export async function issueRefreshToken(env: Env, grant: RefreshGrant): Promise<string> {
  const claims = { kind: 'refresh', user_id: grant.userId, fam: grant.familyId, jti: grant.jti, exp: grant.expiresAt, iat: grant.issuedAt };
  return sign(claims, secretOf(env), ALG);
}

/** The pair a sign-in or a refresh answers: both issued at the grant's time. */
export async function issueTokenPair(env: Env, user: AuthUser, grant: RefreshGrant): Promise<{ access: string; refresh: string }> {
  return { access: await issueAccessToken(env, user, grant.issuedAt), refresh: await issueRefreshToken(env, grant) };
}

async function decode(env: Env, token: string): Promise<unknown> {
  try {
    return await verify(token, secretOf(env), ALG);
  } catch {
    throw unauthorized('Invalid or expired token');
  }
}

export async function verifyAccessToken(env: Env, token: string): Promise<AuthUser> {
  const claims = accessClaims.safeParse(await decode(env, token));
  if (!claims.success) throw unauthorized('Invalid or expired token');
  const { user_id, username, user_type, email } = claims.data;
  return { user_id, username, user_type, email };
}

export async function verifyRefreshToken(env: Env, token: string): Promise<RefreshClaims> {
  const claims = refreshClaims.safeParse(await decode(env, token));
  if (!claims.success) throw unauthorized('Invalid or expired token');
  return { userId: claims.data.user_id, familyId: claims.data.fam, jti: claims.data.jti };
}
