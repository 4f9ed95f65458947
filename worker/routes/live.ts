/**
 * Websocket endpoints of the three live channels (spec 002 section 7): `/api/session/{id}/`,
 * `/api/klass/?klass_id=` and `/api/admin/`. The token comes as a query parameter and is
 * verified here before any object wakes; the object then checks that the caller belongs.
 * No middleware here may set headers: that would break the 101 response.
 */
import { Hono, type Context } from 'hono';
import { UserType } from '../../domain/enums';
import { ADMIN_CHANNEL_NAME } from '../../durable-objects/admin-channel/admin-channel';
import { KLASS_ID_HEADER, klassChannelName } from '../../durable-objects/klass-channel/klass-channel';
import { forwardUpgrade } from '../../durable-objects/live-room/live-room';
import { SESSION_ID_HEADER, tradingSessionName } from '../../durable-objects/trading-session/trading-session';
import { verifyAccessToken } from '../auth/tokens';
import type { AppEnv, AuthUser } from '../env';
import { ApiError, badRequest, forbidden, unauthorized } from '../http/errors';

async function upgradingUser(c: Context<AppEnv>): Promise<AuthUser> {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new ApiError(426, 'Expected a websocket upgrade');
  const token = c.req.query('token');
  if (!token) throw unauthorized('Authentication required');
  return verifyAccessToken(c.env, token);
}

function positiveInt(raw: string | undefined, name: string): number {
  const value = Number(raw);
  if (!raw || !Number.isInteger(value) || value <= 0) throw badRequest(`${name} must be a positive integer`);
  return value;
}

export const liveRoutes = new Hono<AppEnv>()
  .get('/session/:id', async (c) => {
    const user = await upgradingUser(c);
    const sessionId = positiveInt(c.req.param('id'), 'session id');
    const stub = c.env.TRADING_SESSION.getByName(tradingSessionName(sessionId));
    return stub.fetch(forwardUpgrade(c.req.raw, user, { [SESSION_ID_HEADER]: String(sessionId) }));
  })
  .get('/klass', async (c) => {
    const user = await upgradingUser(c);
    const klassId = positiveInt(c.req.query('klass_id'), 'klass_id');
    const stub = c.env.KLASS_CHANNEL.getByName(klassChannelName(klassId));
    return stub.fetch(forwardUpgrade(c.req.raw, user, { [KLASS_ID_HEADER]: String(klassId) }));
  })
  .get('/admin', async (c) => {
    const user = await upgradingUser(c);
    if (user.user_type !== UserType.Admin) throw forbidden('Only administrators may open the admin channel');
    return c.env.ADMIN_CHANNEL.getByName(ADMIN_CHANNEL_NAME).fetch(forwardUpgrade(c.req.raw, user));
  });
