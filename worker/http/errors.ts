/**
 * One JSON error shape for every 4xx/5xx: `{ "error": "...", "details": ... }`.
 * Route code throws `ApiError`; `onError` turns it (and anything else) into that shape.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, message, details);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, details?: unknown) => new ApiError(409, message, details);

export function errorBody(error: string, details?: unknown) {
  return details === undefined ? { error } : { error, details };
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.details), err.status);
  if (err instanceof HTTPException) {
    return c.json(errorBody(err.message || 'Request failed'), err.status as ContentfulStatusCode);
  }
  console.error('Unhandled error', err);
  return c.json(errorBody('An error has occurred'), 500);
};

/** Unknown `/api/` paths answer JSON, never the app's HTML. */
export const onNotFound: NotFoundHandler = (c: Context) =>
  c.json(errorBody(`No API route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404);
