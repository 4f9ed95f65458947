/**
 * Every routed POST and PATCH, from the Hono app's routes and the session calls' contracts (so
 * a call added later joins in, and one without a valid request registered fails here), sent
 * first valid, then with one thing wrong at a time (setup/fuzz-probes.ts) by a signed-in
 * player, trainer or admin on a running session with instruments. Whatever arrives:
 * - never a 5xx;
 * - a 2xx only for a value the call may take (a wrong type, 1e308, NaN, a 100 KB string or a
 *   10,000-element array never is), and after it the books still hold together (every wallet
 *   the sum of its ledger, money in whole minor units, nothing non-finite) with neither the
 *   unknown field nor the long string stored;
 * - otherwise every table of the session's object, what the player reads of their books and
 *   the platform's D1 rows are exactly as they were.
 */
import { runInDurableObject } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { directApi } from './setup/direct-api';
import { booksProblems, snapshot, type Snapshot } from './setup/books-snapshot';
import { HUGE_STRING, UNKNOWN_FIELD, probesOf, requestInit, type FuzzRequest } from './setup/fuzz-probes';
import { stubOf } from './setup/sessions';
import { freshSession, fuzzRoutes, makeWorld, sessionStatus, type FuzzRoute, type World } from './fuzz/routes';

const routes = fuzzRoutes();

async function send(req: FuzzRequest, token: string | undefined): Promise<{ status: number; text: string }> {
  const { body, headers } = requestInit(req);
  const res = await directApi(req.path, { method: req.method, token, body, headers });
  const text = await res.text();
  return { status: res.status, text: text.length > 300 ? `${text.slice(0, 300)}…` : text };
}

/** Where two snapshots differ, for the failure message. */
function changed(before: Snapshot, after: Snapshot): string {
  const [a, b] = [JSON.parse(before.text), JSON.parse(after.text)] as Record<string, Record<string, unknown>>[];
  const places: string[] = [];
  for (const part of ['storage', 'reads', 'd1'] as const) {
    for (const key of new Set([...Object.keys(a![part]!), ...Object.keys(b![part]!)])) {
      const [x, y] = [a![part]![key], b![part]![key]];
      if (JSON.stringify(x) === JSON.stringify(y)) continue;
      if (part === 'storage') {
        const tables = Object.keys({ ...(x as object), ...(y as object) }).filter((t) => JSON.stringify((x as Record<string, unknown>)?.[t]) !== JSON.stringify((y as Record<string, unknown>)?.[t]));
        places.push(`session ${key} tables ${tables.join(', ')}`);
      } else places.push(`${part} ${key}`);
    }
  }
  return places.join('; ');
}

/** Runs the route's valid request, then every probe; the problems found, one line each. */
async function fuzz(route: FuzzRoute, w: World): Promise<{ problems: string[]; sent: number }> {
  if ('missing' in route.valid) return { problems: [route.valid.missing], sent: 0 };
  const build = route.valid;
  const token = route.token ? w.tokens[route.token] : undefined;
  const problems: string[] = [];
  let sent = 0;

  /** After an accepted request: the books hold together, nothing stray was stored, the world's session still runs. */
  const checkAccepted = async (label: string, after: Snapshot) => {
    for (const [id, storage] of Object.entries(after.storage)) problems.push(...booksProblems(storage).map((p) => `${label}: accepted, then session ${id}: ${p}`));
    if (after.text.includes(UNKNOWN_FIELD)) problems.push(`${label}: accepted and stored the unknown field`);
    if (after.text.includes(HUGE_STRING.slice(0, 5000))) problems.push(`${label}: accepted and stored the 100 KB string`);
    if ((await sessionStatus(w)) !== 1) w.sessionId = await freshSession(w);
  };

  // The valid request first: it must be taken, or the probes below would only meet its refusal.
  let valid = await build(w);
  const first = await send(valid, token);
  sent++;
  if (first.status >= 300) problems.push(`the valid request answers ${first.status}: ${first.text}`);
  else await checkAccepted('the valid request', await snapshot(valid.sessions, w.tokens.player));
  valid = await build(w);
  let before = await snapshot(valid.sessions, w.tokens.player);

  const probesFor = (v: FuzzRequest) => probesOf(v, route.path, route.fields(v), (f) => route.typesOf(v, f));
  let probes = probesFor(valid);
  for (let i = 0; i < probes.length; i++) {
    const probe = probes[i]!;
    const res = await send(probe.request, token);
    sent++;
    const after = await snapshot(valid.sessions, w.tokens.player);
    if (res.status >= 500) problems.push(`${probe.label}: ${res.status} ${res.text}`);
    else if (res.status < 300) {
      if (probe.expect === 'refuse') problems.push(`${probe.label}: accepted (${res.status}) ${res.text}`);
      await checkAccepted(probe.label, after);
      // The call may have used up what the valid request acts on (an order, a session's status): build it again.
      valid = await build(w);
      probes = probesFor(valid);
      before = await snapshot(valid.sessions, w.tokens.player);
      continue;
    } else if (after.text !== before.text) problems.push(`${probe.label}: refused (${res.status}) but changed ${changed(before, after)}`);
    before = after;
  }
  return { problems, sent };
}

describe('every routed POST and PATCH, fuzzed one field at a time', () => {
  let world: World;
  beforeAll(async () => {
    world = await makeWorld();
  }, 60_000);

  it('finds them all in the router, each with a valid request to start from', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => 'missing' in r.valid).map((r) => (r.valid as { missing: string }).missing)).toEqual([]);
  });

  it('sees a change to the books, and a wallet that no longer matches its ledger', async () => {
    const id = world.sessionId;
    const bump = (by: number) =>
      runInDurableObject(stubOf(id), (_o, state) => {
        state.storage.sql.exec("UPDATE wallets SET balance = balance + ? WHERE player_id = 1 AND currency = 'USD'", by);
      });
    const before = await snapshot([id], world.tokens.player);
    await bump(1);
    const after = await snapshot([id], world.tokens.player);
    await bump(-1);
    expect(changed(before, after)).toBe(`session ${id} tables wallets`);
    expect(booksProblems(after.storage[id]!)).toEqual([expect.stringMatching(/^wallet 1\/USD holds \d+ but its ledger sums to \d+$/)]);
    expect((await snapshot([id], world.tokens.player)).text).toBe(before.text);
  });

  for (const route of routes) {
    it.skipIf('missing' in route.valid)(route.key, async () => {
      const { problems, sent } = await fuzz(route, world);
      expect(problems, `${route.key} (${sent} requests)`).toEqual([]);
      expect(sent).toBeGreaterThan(10);
    }, 120_000);
  }
});
