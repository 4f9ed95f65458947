/**
 * Calls into a session's Durable Object: the stub by id, the caller as the object sees it,
 * and the object's result turned into the one JSON answer (or error shape).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RpcResult } from '../../durable-objects/trading-session/trading-session';
import { tradingSessionName } from '../../durable-objects/trading-session/trading-session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';

export function sessionStub(c: Context<AppEnv>, sessionId: number) {
  return c.env.TRADING_SESSION.getByName(tradingSessionName(sessionId));
}

export function callerOf(c: Context<AppEnv>) {
  const { user_id, username, user_type } = c.get('user');
  return { user_id, username, user_type };
}

/** The object's answer as JSON, or its refusal as the one error shape. */
export function answer<T>(c: Context<AppEnv>, result: RpcResult<T>, status: ContentfulStatusCode = 200) {
  if (!result.ok) throw new ApiError(result.status as ContentfulStatusCode, result.error, result.details);
  return c.json(result.data as never, status);
}
