/**
 * One JSON error shape for every 4xx/5xx: `{ "error": "...", "details": ... }`.
 * Rules refuse with a `Refusal` (domain/refusal.ts), whose kind becomes its status here and
 * nowhere else; `ApiError` is for the statuses that belong to HTTP itself (401 sign-in, 426
 * upgrade, 429 throttle). Anything else thrown is a bug: logged with a request id, which the
 * client gets in the 500's details so a report can be matched to the log.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Refusal, conflict, forbidden, invalid, notFound, type RefusalKind } from '../../domain/refusal';

export class ApiError extends Error {
  constructor(
    readonly status: 401 | 426 | 429,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const REFUSAL_STATUS: Record<RefusalKind, ContentfulStatusCode> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };

export const badRequest = invalid;
export { conflict, forbidden, notFound };
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);

export function errorBody(error: string, details?: unknown) {
  return details === undefined ? { error } : { error, details };
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof Refusal) return c.json(errorBody(err.message, err.details), REFUSAL_STATUS[err.kind]);
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.details), err.status);
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody(err.message || 'Request failed'), err.status as ContentfulStatusCode);
  }
  const requestId = crypto.randomUUID();
  console.error(`[request ${requestId}] ${c.req.method} ${new URL(c.req.url).pathname}:`, err);
  return c.json(errorBody('An error has occurred', { request_id: requestId }), 500);
};

/** Unknown `/api/` paths answer JSON, never the app's HTML. */
export const onNotFound: NotFoundHandler = (c: Context) =>
  c.json(errorBody(`No API route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404);
