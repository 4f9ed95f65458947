/** `POST /api/auth/get_token/`: stores the tokens on success, tells why not otherwise. */
import { MESSAGES } from '@domain/messages';
import type { authClient } from '@/lib/auth-client';
import { errorTextOf } from '@/lib/http';
import { storeLogin } from '@/lib/stored-auth';

export type LoginResult = { ok: true } | { ok: false; status: number; message: string };

export async function login(username: string, password: string): Promise<LoginResult> {
  let res: Awaited<ReturnType<typeof authClient.get_token.$post>>;
  try {
    // The API client (hono's) loads with the first sign-in, not with the page, which needs it only then.
    const client = (await import('@/lib/auth-client')).authClient;
    res = await client.get_token.$post({ json: { username, password } });
  } catch {
    return { ok: false, status: 0, message: MESSAGES.genericError };
  }
  if (res.ok) {
    const { access, refresh } = await res.json();
    storeLogin(access, refresh);
    return { ok: true };
  }
  if (res.status === 401) return { ok: false, status: 401, message: MESSAGES.invalidCredentials };
  const text = await errorTextOf(res as unknown as Response);
  return { ok: false, status: res.status, message: text ?? MESSAGES.genericError };
}
