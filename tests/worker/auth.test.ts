import { env } from 'cloudflare:workers';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { PASSWORD, api, createUser, signIn, unique } from './setup/fixtures';

const SECRET = env.JWT_SECRET;

function payloadOf(token: string) {
  return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
}

describe('POST /api/auth/get_token/', () => {
  it('returns access and refresh tokens whose payload names the user', async () => {
    const user = await createUser(UserType.Trainer);
    const { access, refresh } = await signIn(user);
    const claims = payloadOf(access);
    expect(claims).toMatchObject({ user_id: user.id, username: user.username, user_type: 1, email: `${user.username}@test.local` });
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now + 60);
    expect(claims.exp).toBeLessThanOrEqual(now + 900 + 5);
    expect(payloadOf(refresh).exp).toBeGreaterThan(claims.exp);
  });

  it('answers a wrong password and an unknown user alike with 401 Invalid credentials', async () => {
    const user = await createUser(UserType.Trainee);
    const wrong = await api('/api/auth/get_token/', { method: 'POST', json: { username: user.username, password: 'nope' } });
    const unknown = await api('/api/auth/get_token/', { method: 'POST', json: { username: unique('ghost'), password: 'nope' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid credentials' });
    }
  });

  it('refuses malformed bodies with 400 and the field messages of the login form', async () => {
    const empty = await api('/api/auth/get_token/', { method: 'POST', json: {} });
    expect(empty.status).toBe(400);
    const body = await empty.json<{ error: string; details: { fields: Record<string, string> } }>();
    expect(body.details.fields).toEqual({ username: 'Please input a your username!', password: 'Please input your Password!' });
    expect(body.error).toContain('username: Please input a your username!');

    const blank = await api('/api/auth/get_token/', { method: 'POST', json: { username: '   ', password: 'x' } });
    expect(blank.status).toBe(400);
    expect((await blank.json<{ details: { fields: Record<string, string> } }>()).details.fields).toEqual({ username: 'Please input a your username!' });

    const notJson = await api('/api/auth/get_token/', { method: 'POST', body: '{oops', headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toHaveProperty('error');
  });

  it('slows repeated failures per username and address with a 429, and a success resets the count', async () => {
    const user = await createUser(UserType.Trainee);
    const ip = unique('ip');
    const attempt = (password: string, from = ip) => api('/api/auth/get_token/', { method: 'POST', json: { username: user.username, password }, ip: from });

    expect((await attempt('bad1')).status).toBe(401);
    expect((await attempt('bad2')).status).toBe(401);
    expect((await attempt('bad3')).status).toBe(401);
    // The third failure starts a delay: even the right password waits.
    const blocked = await attempt(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('2');
    expect((await blocked.json<{ error: string }>()).error).toMatch(/Too many failed sign-in attempts/);

    // A classmate typing this username from another address is not locked out with it.
    expect((await attempt(PASSWORD, unique('other-ip'))).status).toBe(200);

    // Once the delay has passed a success resets the count: the next failure is free again.
    await env.DB.prepare('UPDATE login_throttle SET blocked_until = 0').run();
    expect((await attempt(PASSWORD)).status).toBe(200);
    expect((await attempt('bad4')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(200);
  });

  it('grows the delay with each further failure', async () => {
    const user = await createUser(UserType.Trainee);
    const ip = unique('ip');
    const retryAfter: number[] = [];
    for (let i = 0; i < 8; i++) {
      await env.DB.prepare('UPDATE login_throttle SET blocked_until = 0').run();
      await api('/api/auth/get_token/', { method: 'POST', json: { username: user.username, password: 'bad' }, ip });
      const res = await api('/api/auth/get_token/', { method: 'POST', json: { username: user.username, password: 'bad' }, ip });
      retryAfter.push(res.status === 429 ? Number(res.headers.get('Retry-After')) : 0);
    }
    // Each further failure doubles the wait, capped at a minute.
    expect(retryAfter).toEqual([0, 2, 4, 8, 16, 32, 60, 60]);
  });
});

describe('POST /api/auth/refresh_token/', () => {
  const refreshWith = (refresh: string) => api('/api/auth/refresh_token/', { method: 'POST', json: { refresh } });

  it('gives a fresh pair for a refresh token, and refuses an access token in its place', async () => {
    const user = await createUser(UserType.Trainee);
    const { access, refresh } = await signIn(user);
    const ok = await refreshWith(refresh);
    expect(ok.status).toBe(200);
    const pair = await ok.json<{ access: string; refresh: string }>();
    expect(payloadOf(pair.access)).toMatchObject({ user_id: user.id, username: user.username, user_type: 0 });
    expect((await api('/api/persons/', { token: pair.access })).status).toBe(200);
    // The refresh token rotates, but the sign-in does not last longer for it.
    expect(pair.refresh).not.toBe(refresh);
    expect(payloadOf(pair.refresh).exp).toBe(payloadOf(refresh).exp);

    const wrongKind = await refreshWith(access);
    expect(wrongKind.status).toBe(401);
    // Nor may a refresh token call the API.
    expect((await api('/api/persons/', { token: refresh })).status).toBe(401);
  });

  it('keeps a sign-in alive through a chain of refreshes, each answer spending the token before it', async () => {
    const user = await createUser(UserType.Trainee);
    let { refresh } = await signIn(user);
    for (let i = 0; i < 4; i++) {
      const res = await refreshWith(refresh);
      expect(res.status, `refresh ${i + 1}`).toBe(200);
      refresh = (await res.json<{ refresh: string }>()).refresh;
    }
  });

  it('answers two concurrent refreshes with one token (two tabs) with the same pair, which keeps working', async () => {
    const user = await createUser(UserType.Trainer);
    const { refresh } = await signIn(user);
    const [a, b] = await Promise.all([refreshWith(refresh), refreshWith(refresh)]);
    expect([a!.status, b!.status]).toEqual([200, 200]);
    const [pairA, pairB] = await Promise.all([a!.json<{ access: string; refresh: string }>(), b!.json<{ access: string; refresh: string }>()]);
    expect(pairB).toEqual(pairA);
    expect(pairA.refresh).not.toBe(refresh);
    // Either tab goes on with the pair it got.
    expect((await api('/api/klasses/', { token: pairA.access })).status).toBe(200);
    expect((await refreshWith(pairA.refresh)).status).toBe(200);
  });

  it('revokes the whole sign-in when a spent token comes back after 30 seconds', async () => {
    const user = await createUser(UserType.Trainee);
    const { refresh: first } = await signIn(user);
    const second = (await (await refreshWith(first)).json<{ refresh: string }>()).refresh;
    // Within the grace the spent token still gets the same successor.
    const replayed = await refreshWith(first);
    expect(replayed.status).toBe(200);
    expect((await replayed.json<{ refresh: string }>()).refresh).toBe(second);

    // 31 seconds later (the family's rotation time set back) it is a stolen token's replay.
    await env.DB.prepare('UPDATE refresh_token_families SET rotated_at = rotated_at - 31000 WHERE user_id = ?').bind(user.id).run();
    const late = await refreshWith(first);
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ error: 'Invalid or expired token' });
    // The family is gone with it: the legitimate holder of the current token must sign in again.
    expect((await refreshWith(second)).status).toBe(401);
    // Another sign-in of the same user is another family, untouched.
    expect((await refreshWith((await signIn(user)).refresh)).status).toBe(200);
  });

  it('refuses a refresh token without a family (issued before rotation) and one of a deleted user', async () => {
    const user = await createUser(UserType.Trainee);
    const legacy = await sign({ kind: 'refresh', user_id: user.id, exp: Math.floor(Date.now() / 1000) + 600, jti: 'x' }, SECRET, 'HS256');
    expect((await refreshWith(legacy)).status).toBe(401);

    const { refresh } = await signIn(user);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(user.id).run();
    expect((await refreshWith(refresh)).status).toBe(401);
  });
});

describe('POST /api/auth/logout/', () => {
  const logout = (json: unknown) => api('/api/auth/logout/', { method: 'POST', json });
  const refreshWith = (refresh: string) => api('/api/auth/refresh_token/', { method: 'POST', json: { refresh } });

  it('ends the sign-in: neither the token given nor any other of its family refreshes again', async () => {
    const user = await createUser(UserType.Trainee);
    const { refresh: first } = await signIn(user);
    const { refresh: current } = await (await refreshWith(first)).json<{ refresh: string }>();
    const otherDevice = (await signIn(user)).refresh;

    expect((await logout({ refresh: current })).status).toBe(204);
    expect((await refreshWith(current)).status).toBe(401);
    // Even within the grace a spent token of the family gets nothing now.
    expect((await refreshWith(first)).status).toBe(401);
    // The user's sign-in on another device is its own family.
    expect((await refreshWith(otherDevice)).status).toBe(200);
  });

  it('is harmless twice, with an unknown or foreign token, and refuses a body without a token', async () => {
    const user = await createUser(UserType.Trainee);
    const { refresh, access } = await signIn(user);
    expect((await logout({ refresh })).status).toBe(204);
    expect((await logout({ refresh })).status).toBe(204);
    expect((await logout({ refresh: 'not-a-token' })).status).toBe(204);
    expect((await logout({ refresh: access })).status).toBe(204);
    const missing = await logout({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: expect.stringContaining('refresh token is required') });
  });
});

describe('bearer tokens', () => {
  it('rejects missing, tampered, expired, unsigned and foreign-key tokens with 401', async () => {
    const user = await createUser(UserType.Admin);
    const { access } = await signIn(user);
    const [header, payload, signature] = access.split('.');
    const elevated = btoa(JSON.stringify({ ...payloadOf(access), user_type: 2, username: 'someone-else' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const now = Math.floor(Date.now() / 1000);
    const claims = { kind: 'access', user_id: user.id, username: user.username, user_type: 2, email: '' };
    const expired = await sign({ ...claims, exp: now - 10 }, SECRET, 'HS256');
    const otherKey = await sign({ ...claims, exp: now + 600 }, 'another-secret-another-secret-another', 'HS256');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')}.${payload}.`;
    const hs512 = await sign({ ...claims, exp: now + 600 }, SECRET, 'HS512');

    const cases: Record<string, string | undefined> = {
      missing: undefined,
      garbage: 'not-a-token',
      tamperedPayload: `${header}.${elevated}.${signature}`,
      tamperedSignature: `${header}.${payload}.${signature!.slice(0, -3)}abc`,
      expired,
      otherKey,
      unsigned,
      otherAlgorithm: hs512,
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await api('/api/klasses/', { token });
      expect(res.status, name).toBe(401);
      expect(await res.json(), name).toHaveProperty('error');
    }
    expect((await api('/api/klasses/', { token: access })).status).toBe(200);
  });
});
