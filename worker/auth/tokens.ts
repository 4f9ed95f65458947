/**
 * Signed JWTs (HS256). The access token carries the caller (user_id, username, user_type,
 * email, exp); the refresh token only names the user. A `kind` claim keeps one from being
 * used as the other, and verification pins the algorithm.
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

const refreshClaims = z.object({ kind: z.literal('refresh'), user_id: z.number().int(), exp: z.number() });

const nowSeconds = () => Math.floor(Date.now() / 1000);

function secretOf(env: Env): string {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET is missing or shorter than 32 characters');
  return env.JWT_SECRET;
}

export async function issueAccessToken(env: Env, user: AuthUser): Promise<string> {
  const exp = nowSeconds() + Number(env.ACCESS_TOKEN_TTL_SECONDS || 900);
  return sign({ kind: 'access', ...user, exp, iat: nowSeconds() }, secretOf(env), ALG);
}

export async function issueRefreshToken(env: Env, userId: number): Promise<string> {
  const exp = nowSeconds() + Number(env.REFRESH_TOKEN_TTL_SECONDS || 86_400);
  return sign({ kind: 'refresh', user_id: userId, exp, iat: nowSeconds(), jti: crypto.randomUUID() }, secretOf(env), ALG);
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

export async function verifyRefreshToken(env: Env, token: string): Promise<number> {
  const claims = refreshClaims.safeParse(await decode(env, token));
  if (!claims.success) throw unauthorized('Invalid or expired token');
  return claims.data.user_id;
}
