/**
 * Hardening headers on every `/api` response. The app's pages get theirs from
 * web/public/_headers (they never pass through the Worker). An API answer is data, never a
 * page: the policy allows nothing to load or frame it.
 *
 * A websocket upgrade is left alone: its 101 response comes from a Durable Object with
 * immutable headers, and touching it breaks the upgrade (architecture.md).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000',
};

function isUpgrade(c: { req: { header(name: string): string | undefined }; res: Response }): boolean {
  return c.req.header('Upgrade')?.toLowerCase() === 'websocket' || c.res.status === 101 || c.res.webSocket != null;
}

export const apiSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isUpgrade(c)) return;
  const setAll = () => {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
  };
  try {
    setAll();
  } catch {
    // A response passed through from a fetch has immutable headers: Hono's setter answers with a copy.
    c.res = new Response(c.res.body, c.res);
    setAll();
  }
});
