/**
 * Every call answered by a session's object, mounted from its contract (domain/contracts):
 * sign-in required; the request (query, JSON body and path merged) validated by the contract's
 * schema, with the session's id where the contract carries it, once the caller's user type is
 * admitted by the call's roles (domain/contracts/roles.ts); then the object checks that the
 * session exists, the caller's role on its roster, and runs the call. A refusal comes back as data and
 * is thrown here as a `Refusal`, so `onError` gives it its status.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { SessionCall } from '../../domain/contracts/session-call';
import { pathSessionId, sessionIdField } from '../../domain/contracts/fields';
import { Refusal, forbidden, invalid } from '../../domain/refusal';
import { userTypeRefusal } from '../../domain/contracts/roles';
import { tradingSessionName, type CallResult } from '../../durable-objects/trading-session/trading-session';
import type { AppEnv } from '../env';
import { requireAuth } from '../http/auth-middleware';
import { validationError } from '../http/validate';

export function sessionStub(c: Context<AppEnv>, sessionId: number) {
  return c.env.TRADING_SESSION.getByName(tradingSessionName(sessionId));
}

export function callerOf(c: Context<AppEnv>) {
  const { user_id, username, user_type } = c.get('user');
  return { user_id, username, user_type };
}

/** Runs a call on the session's object; its answer, or its refusal thrown. */
export async function callSession<I, O, A>(c: Context<AppEnv>, contract: SessionCall<I, O, A>, sessionId: number, input: I): Promise<A> {
  // The RPC stub types an `unknown` answer as never; the contract says what it is.
  const result = (await sessionStub(c, sessionId).invoke(contract.name, callerOf(c), sessionId, input)) as CallResult;
  if (!result.ok) throw new Refusal(result.refusal.kind, result.refusal.error, result.refusal.details);
  return result.data as A;
}

async function bodyOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (c.req.method !== 'POST') return {};
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid('The request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The request body must be a JSON object');
  return body as Record<string, unknown>;
}

type Issues = z.core.$ZodIssue[];

/** The session's id and the call's input from a request, or one 400 naming every bad field. */
export async function requestOf<I>(c: Context<AppEnv>, contract: SessionCall<I, unknown, unknown>): Promise<{ sessionId: number; input: I }> {
  const params = c.req.param() as Record<string, string>;
  const merged: Record<string, unknown> = { ...c.req.query(), ...(await bodyOf(c)), ...params };
  const id = contract.session === 'path' ? pathSessionId.safeParse(params.id) : sessionIdField.safeParse(merged.session_id);
  const input = contract.input.safeParse(merged);
  const issues: Issues = [];
  if (!id.success) issues.push(...id.error.issues.map((i) => ({ ...i, path: [contract.session === 'path' ? 'id' : 'session_id'] })));
  if (!input.success) issues.push(...input.error.issues);
  if (issues.length || !id.success || !input.success) throw validationError({ issues });
  return { sessionId: id.data, input: input.data };
}

export type CustomHandler = (c: Context<AppEnv>) => Promise<Response>;

/** Mounts each contract's route; `custom` replaces the plain call-and-answer of a few (clone). */
export function sessionCallRoutes(contracts: readonly SessionCall<unknown, unknown, unknown>[], custom: Record<string, CustomHandler> = {}) {
  const app = new Hono<AppEnv>();
  for (const contract of contracts) {
    app.on(contract.method, contract.path, requireAuth, async (c) => {
      // The role before the body: a trainee posting anything to a staff call is refused 403, not told the call's fields.
      const refusal = userTypeRefusal(c.get('user').user_type, contract.roles);
      if (refusal) throw forbidden(refusal);
      const own = custom[contract.name];
      if (own) return own(c);
      const { sessionId, input } = await requestOf(c, contract);
      const data = await callSession(c, contract, sessionId, input);
      if (contract.answer) {
        return c.body(String(data), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${contract.answer.csv(sessionId)}"`,
        });
      }
      return c.json(data as never, contract.status ?? 200);
    });
  }
  return app;
}
