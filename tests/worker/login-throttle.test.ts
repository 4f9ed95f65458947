/**
 * The sign-in throttle through the real sign-in route: atomic under parallel attempts, delays per
 * (username, address), per address across usernames, and per username across addresses except
 * known ones; rows that expire and a capped table.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { THROTTLE_ROW_TTL_MS, THROTTLE_TABLE_CAP, KNOWN_ADDRESS_TTL_MS, clientKey } from '../../worker/auth/login-throttle';
import { PASSWORD, api, createUser, unique } from './setup/fixtures';

const attempt = (username: string, password: string, ip: string) => api('/api/auth/get_token/', { method: 'POST', json: { username, password }, ip });

async function statuses(requests: Promise<Response>[]): Promise<number[]> {
  return (await Promise.all(requests)).map((r) => r.status);
}

const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('sign-in throttle', () => {
  it('lets only the free tries of 20 parallel wrong passwords reach the password check', async () => {
    const user = await createUser(UserType.Trainee);
    const ip = unique('ip');
    const answers = await statuses(Array.from({ length: 20 }, () => attempt(user.username, 'wrong', ip)));
    // Three failures are free; the third starts a delay that every other attempt meets.
    expect(count(answers, 401)).toBe(3);
    expect(count(answers, 429)).toBe(17);
    const blocked = await attempt(user.username, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error: expect.stringMatching(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/) });
  });

  it('lets a class behind one address sign in with typos, and slows that address only after 100 failures', { timeout: 90_000 }, async () => {
    const school = unique('school');
    const trainees = await Promise.all(Array.from({ length: 20 }, () => createUser(UserType.Trainee)));
    // Twenty trainees, each mistyping twice before signing in, all at once: 60 attempts, none delayed.
    const signIns = await Promise.all(
      trainees.map(async (t) => [
        (await attempt(t.username, 'typo', school)).status,
        (await attempt(t.username, 'typo again', school)).status,
        (await attempt(t.username, PASSWORD, school)).status,
      ]),
    );
    expect(signIns.flat().filter((s) => s === 429)).toEqual([]);
    expect(signIns.map((s) => s[2])).toEqual(trainees.map(() => 200));

    // 40 failures so far; 60 more across fresh usernames (two each, under the per-name delay).
    const names = Array.from({ length: 30 }, () => unique('nobody'));
    for (let i = 0; i < names.length; i += 10) {
      const batch = names.slice(i, i + 10);
      const answers = await statuses(batch.flatMap((n) => [attempt(n, 'x', school), attempt(n, 'y', school)]));
      expect(count(answers, 401), `batch ${i / 10}`).toBe(20);
    }
    // The hundredth failure started a delay for the address, whatever the username.
    const slowed = await attempt(trainees[0]!.username, PASSWORD, school);
    expect(slowed.status).toBe(429);
    // A 2-second delay; on a loaded machine part of it has passed by the time the next attempt lands.
    expect(['1', '2']).toContain(slowed.headers.get('Retry-After'));
    // Another address is not concerned.
    expect((await attempt(trainees[0]!.username, PASSWORD, unique('home'))).status).toBe(200);
  });

  it('slows one username tried from many addresses, but never at an address it signed in from before', async () => {
    const user = await createUser(UserType.Trainee);
    const home = unique('home');
    expect((await attempt(user.username, PASSWORD, home)).status).toBe(200);

    // Ten failures from ten addresses: one each, so no (username, address) delay.
    const spread = await statuses(Array.from({ length: 10 }, () => attempt(user.username, 'guess', unique('bot'))));
    expect(count(spread, 401)).toBe(10);
    // An eleventh address now waits, even with the right password.
    const next = await attempt(user.username, PASSWORD, unique('bot'));
    expect(next.status).toBe(429);
    expect(['1', '2']).toContain(next.headers.get('Retry-After'));
    // The owner at their known address is not delayed: neither a typo nor the sign-in.
    expect((await attempt(user.username, 'typo', home)).status).toBe(401);
    expect((await attempt(user.username, PASSWORD, home)).status).toBe(200);
    // Other users are not concerned.
    const other = await createUser(UserType.Trainee);
    expect((await attempt(other.username, PASSWORD, unique('bot'))).status).toBe(200);
  });

  it('counts an IPv6 client per /64, so hopping between its addresses gains nothing', async () => {
    expect(clientKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:0000:0000:0000:000c')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    const user = await createUser(UserType.Trainee);
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    for (const host of ['a', 'b', 'c']) expect((await attempt(user.username, 'wrong', `${prefix}::${host}`)).status).toBe(401);
    expect((await attempt(user.username, PASSWORD, `${prefix}:0:0:0:d`)).status).toBe(429);
    expect((await attempt(user.username, PASSWORD, `2001:db8:ffff:ffff::1`)).status).toBe(200);
  });

  it('forgets a count whose window has passed', async () => {
    const user = await createUser(UserType.Trainee);
    const ip = unique('ip');
    for (let i = 0; i < 3; i++) await attempt(user.username, 'wrong', ip);
    expect((await attempt(user.username, 'wrong', ip)).status).toBe(429);
    // Sixteen minutes later (the rows' times set back), the per-name-and-address count starts over.
    await env.DB.prepare('UPDATE login_throttle SET window_start = window_start - 960000, blocked_until = 0, updated_at = updated_at - 960000').run();
    expect(await statuses([attempt(user.username, 'wrong', ip)])).toEqual([401]);
    expect(await statuses([attempt(user.username, 'wrong', ip)])).toEqual([401]);
  });

  it('drops rows a day old and known addresses unused for 90 days, on the next writes', async () => {
    const now = Date.now();
    await env.DB.prepare("INSERT INTO login_throttle (key, failures, window_start, blocked_until, updated_at) VALUES ('p:stale|x', 2, ?1, ?1, ?1)")
      .bind(now - THROTTLE_ROW_TTL_MS - 1000)
      .run();
    await env.DB.prepare("INSERT INTO login_known_addresses (username, address, last_success_at) VALUES ('stale', 'x', ?)")
      .bind(now - KNOWN_ADDRESS_TTL_MS - 1000)
      .run();
    const user = await createUser(UserType.Trainee);
    expect((await attempt(user.username, PASSWORD, unique('ip'))).status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM login_throttle WHERE key = 'p:stale|x'").first('n')).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM login_known_addresses WHERE username = 'stale'").first('n')).toBe(0);
  });

  it('keeps the table at its cap, dropping the least recently written rows', { timeout: 60_000 }, async () => {
    const now = Date.now();
    // A table already over the cap, as a flood of made-up names would leave it.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
       INSERT INTO login_throttle (key, failures, window_start, blocked_until, updated_at) SELECT 'p:flood' || i || '|x', 1, ?1 - i, 0, ?1 - i FROM n`,
    )
      .bind(now - 60_000, THROTTLE_TABLE_CAP + 10)
      .run();
    const user = await createUser(UserType.Trainee);
    const ip = unique('ip');
    expect((await attempt(user.username, 'wrong', ip)).status).toBe(401);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM login_throttle').first('n')).toBe(THROTTLE_TABLE_CAP);
    // The oldest went; this attempt's counters stayed, and still count.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM login_throttle WHERE key = 'p:flood' || ? || '|x'").bind(THROTTLE_TABLE_CAP + 10).first('n')).toBe(0);
    for (let i = 0; i < 2; i++) await attempt(user.username, 'wrong', ip);
    expect((await attempt(user.username, PASSWORD, ip)).status).toBe(429);
    await env.DB.prepare("DELETE FROM login_throttle WHERE key LIKE 'p:flood%'").run();
  });
});
