/** Bearer authentication and role guards for the `/api/` routes. */
import { createMiddleware } from 'hono/factory';
import { UserType } from '../../domain/enums';
import { verifyAccessToken } from '../auth/tokens';
import type { AppEnv } from '../env';
import { forbidden, unauthorized } from './errors';

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Authentication required');
  c.set('user', await verifyAccessToken(c.env, match[1]));
  await next();
});

function requireUserType(allowed: readonly UserType[], message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!allowed.includes(c.get('user').user_type)) throw forbidden(message);
    await next();
  });
}

export const adminOnly = requireUserType([UserType.Admin], 'Only administrators may do this');
export const trainerOrAdmin = requireUserType(
  [UserType.Trainer, UserType.Admin],
  'Only trainers and administrators may do this',
);
