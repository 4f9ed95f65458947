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
 *   the platform's D1 rows are exactly as they were: their digests (setup/books-snapshot.ts
 *   `digest`, the object's over every table of its sqlite_master) are equal before and after.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { directApi } from './setup/direct-api';
import { booksProblems, digest, digestChanges, snapshot, type Snapshot } from './setup/books-snapshot';
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
  let before = await digest(valid.sessions, w.tokens.player);

  const probesFor = (v: FuzzRequest) => probesOf(v, route.path, route.fields(v), (f) => route.typesOf(v, f));
  let probes = probesFor(valid);
  for (let i = 0; i < probes.length; i++) {
    const probe = probes[i]!;
    const res = await send(probe.request, token);
    sent++;
    const after = await digest(valid.sessions, w.tokens.player);
    if (res.status >= 500) problems.push(`${probe.label}: ${res.status} ${res.text}`);
    else if (res.status < 300) {
      if (probe.expect === 'refuse') problems.push(`${probe.label}: accepted (${res.status}) ${res.text}`);
      await checkAccepted(probe.label, await snapshot(valid.sessions, w.tokens.player));
      // The call may have used up what the valid request acts on (an order, a session's status): build it again.
      valid = await build(w);
      probes = probesFor(valid);
      before = await digest(valid.sessions, w.tokens.player);
      continue;
    } else if (digestChanges(before, after).length) problems.push(`${probe.label}: refused (${res.status}) but changed ${digestChanges(before, after).join(', ')}`);
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
    const before = await digest([id], world.tokens.player);
    await bump(1);
    const after = await digest([id], world.tokens.player);
    const stored = await snapshot([id], world.tokens.player);
    await bump(-1);
    expect(digestChanges(before, after)).toEqual([`session ${id} table wallets`]);
    expect(booksProblems(stored.storage[id]!)).toEqual([expect.stringMatching(/^wallet 1\/USD holds \d+ but its ledger sums to \d+$/)]);
    expect(digestChanges(before, await digest([id], world.tokens.player))).toEqual([]);
  });

  it('sees a table no one named: the digest covers every table of the object', async () => {
    const id = world.sessionId;
    const run = (statement: string) => runInDurableObject(stubOf(id), (_o, state) => void state.storage.sql.exec(statement));
    const before = await digest([id], world.tokens.player);
    await run('CREATE TABLE fuzz_probe_table (id INTEGER PRIMARY KEY, note TEXT)');
    const added = await digest([id], world.tokens.player);
    await run("INSERT INTO fuzz_probe_table (note) VALUES ('x')");
    const written = await digest([id], world.tokens.player);
    await run('DROP TABLE fuzz_probe_table');
    expect(digestChanges(before, added)).toEqual([`session ${id} table fuzz_probe_table`]);
    expect(digestChanges(added, written)).toEqual([`session ${id} table fuzz_probe_table`]);
    expect(digestChanges(before, await digest([id], world.tokens.player))).toEqual([]);

    // And in D1.
    await env.DB.prepare('CREATE TABLE fuzz_probe_d1 (id INTEGER PRIMARY KEY, note TEXT)').run();
    const d1Added = await digest([id], world.tokens.player);
    await env.DB.prepare('DROP TABLE fuzz_probe_d1').run();
    expect(digestChanges(before, d1Added)).toEqual(['d1 fuzz_probe_d1']);
  });

  for (const route of routes) {
    it.skipIf('missing' in route.valid)(route.key, async () => {
      const { problems, sent } = await fuzz(route, world);
      expect(problems, `${route.key} (${sent} requests)`).toEqual([]);
      expect(sent).toBeGreaterThan(10);
    }, 120_000);
  }
});
