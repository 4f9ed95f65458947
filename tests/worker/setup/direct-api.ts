/**
 * Requests straight to the Worker's handler (worker/index.ts), for tests that send thousands:
 * the test pool wraps every request through `exports.default` in one more proxy layer on a
 * shared prototype (cloudflare/workers-sdk#15092, vitest-pool-workers 0.23), so each request
 * is slower than the one before and a fuzz run stalls after about a thousand. The handler, its
 * bindings and the Durable Objects are the same; only that wrapper is skipped.
 */
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../../worker/index';

export async function directApi(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://platform.test${path}`, { ...init, headers, body }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export async function directPost(token: string, path: string, json: unknown = {}) {
  const res = await directApi(path, { method: 'POST', token, json });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

export async function directGet<T = Record<string, unknown>>(token: string, path: string): Promise<{ status: number; json: T }> {
  const res = await directApi(path, { token });
  return { status: res.status, json: (await res.json()) as T };
}
