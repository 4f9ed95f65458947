/**
 * Benchmark-only routes under `/api/_bench`, in the bench's own build of the Worker (never in
 * production's). No auth: the bench server is local and temporary.
 *
 * - POST /sessions {players, instruments, scenario_type, resourcetypes?} creates a running
 *   session directly: bench users (never signing in; the bench mints their tokens), a class,
 *   the D1 index row, the object's roster, settings and instruments (the first N tradable
 *   assets, optionally only of the given resourcetypes in that order), then Play. Answers
 *   { session_id, trainer, users: [{id, username}], instruments: [{ric, asset_id, resourcetype, variable_currency}] }.
 * - POST /sessions/:id/orders {count, ric}, /sessions/:id/step, /sessions/:id/audit, /sessions/:id/tick call the
 *   object's bench hooks and answer their data. POST /sessions/:id/noop makes the cheapest call
 *   to the object (its socket count): the round trip to subtract from the others. (The Worker
 *   cannot time the object itself: locally they share an isolate, whose clock stands still
 *   while JavaScript runs.)
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ScenarioType, SessionStatus, UserType } from '../../domain/enums';
import { parseCreateSession } from '../../domain/session/create-session';
import { isTradable } from '../../domain/trading/asset-classes';
import { playPause, updateUnderlyingAssets } from '../../domain/contracts/lifecycle';
import { Refusal, invalid as badRequest } from '../../domain/refusal';
import type { CallResult } from '../../durable-objects/trading-session/trading-session';
import type { BenchTradingSession } from './bench-session';
import type { AppEnv } from '../../worker/env';
import { validate } from '../../worker/http/validate';
import { sessionInstruments } from '../../platform/reference-data/session-instruments';

/** Bench users never sign in: no password verifies against this. */
const NO_PASSWORD = 'bench:disabled';
const DAY_MS = 86_400_000;

const createBody = z.object({
  players: z.number().int().min(1).max(1000),
  instruments: z.number().int().min(1).max(300),
  scenario_type: z.union([z.literal(ScenarioType.RealTime), z.literal(ScenarioType.Historical)]),
  resourcetypes: z.array(z.string()).optional(),
});
const ordersBody = z.object({ count: z.number().int().min(1).max(100_000), ric: z.string().min(1) });
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Runs statements in D1 batches (each batch one transaction). */
async function batched(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let k = 0; k < statements.length; k += 100) await db.batch(statements.slice(k, k + 100));
}

/** The bench build's session objects (bench/worker/index.ts exports BenchTradingSession as TradingSession). */
function benchStub(env: AppEnv['Bindings'], sessionId: number) {
  return (env.TRADING_SESSION as unknown as DurableObjectNamespace<BenchTradingSession>).getByName(String(sessionId));
}

function settled<T>(result: CallResult<T>): T {
  if (!result.ok) throw new Refusal(result.refusal.kind, result.refusal.error, result.refusal.details);
  return result.data;
}

export const benchRoutes = new Hono<AppEnv>()
  .post('/sessions', validate('json', createBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    const tag = `bench${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const today = new Date().toISOString().slice(0, 10);

    // Users (trainer first), a class holding the trainees, the D1 index row.
    const names = [`${tag}_trainer`, ...Array.from({ length: body.players }, (_, k) => `${tag}_p${k + 1}`)];
    await batched(
      db,
      names.map((name, k) =>
        db.prepare('INSERT INTO users (username, password_hash, user_type, email) VALUES (?, ?, ?, ?)').bind(name, NO_PASSWORD, k === 0 ? UserType.Trainer : UserType.Trainee, `${name}@bench.local`),
      ),
    );
    const { results: users } = await db.prepare('SELECT id, username FROM users WHERE username LIKE ? ORDER BY id').bind(`${tag}%`).all<{ id: number; username: string }>();
    const [trainer, ...trainees] = users;
    if (!trainer || trainees.length !== body.players) throw badRequest('Could not create the bench users');
    const klass = await db.prepare('INSERT INTO klasses (name, start_date, end_date, trainer_id) VALUES (?, ?, ?, ?) RETURNING id').bind(tag, today, today, trainer.id).first<{ id: number }>();
    await batched(db, trainees.map((u) => db.prepare('INSERT INTO klass_members (klass_id, user_id) VALUES (?, ?)').bind(klass!.id, u.id)));

    // Historical: a year back to today, the longest period length so the alarm never steps on its own.
    const start = new Date(Date.now() - 365 * DAY_MS).toISOString().slice(0, 10);
    const parsed = parseCreateSession({ klass_id: klass!.id, scenario_type: body.scenario_type, start_date: start, end_date: today, historical_sleep_time: 2000 }, today);
    if (!parsed.ok) throw badRequest(parsed.message);
    const s = parsed.settings;
    const createDate = new Date().toISOString();
    const row = await db
      .prepare(
        `INSERT INTO trading_sessions (klass_id, trainer_id, status, scenario_type, risk_approach, management_type, reporting_currency, create_date, start_date, end_date)
         VALUES (?, ?, 3, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(klass!.id, trainer.id, s.scenario_type, s.risk_approach, s.management_type, s.reporting_currency, createDate, s.start_date, s.end_date)
      .first<{ id: number }>();
    const sessionId = row!.id;

    // The object: roster and settings, instruments, then Play (Creating → Paused → Running).
    const stub = benchStub(c.env, sessionId);
    const caller = { user_id: trainer.id, username: trainer.username, user_type: UserType.Trainer };
    settled(await stub.initialize({ settings: s, roster: { session_id: sessionId, klass_id: klass!.id, trainer, trainees }, klass_name: tag, create_date: createDate }));
    const { results: assets } = await db.prepare('SELECT id, resourcetype FROM underlying_assets ORDER BY id').all<{ id: number; resourcetype: string }>();
    const wanted = body.resourcetypes;
    const pool = wanted ? wanted.flatMap((t) => assets.filter((a) => a.resourcetype === t)) : assets.filter((a) => isTradable(a.resourcetype));
    const { instruments } = await sessionInstruments(db, pool.slice(0, body.instruments).map((a) => a.id));
    const saved = instruments.map(({ ric, asset_id, resourcetype, variable_currency }) => ({ ric, asset_id, resourcetype, variable_currency }));
    settled(await stub.invoke(updateUnderlyingAssets.name, caller, sessionId, { underlying_assets: instruments.map((i) => i.asset_id) }));
    settled(await stub.invoke(playPause.name, caller, sessionId, { current_status: SessionStatus.Creating }));
    settled(await stub.invoke(playPause.name, caller, sessionId, { current_status: SessionStatus.Paused }));
    return c.json({ session_id: sessionId, trainer, users: trainees, instruments: saved }, 201);
  })
  .post('/sessions/:id/orders', validate('param', idParam), validate('json', ordersBody), async (c) => {
    const { count, ric } = c.req.valid('json');
    return c.json(await benchStub(c.env, c.req.valid('param').id).benchOrders(count, ric));
  })
  .post('/sessions/:id/step', validate('param', idParam), async (c) => c.json(await benchStub(c.env, c.req.valid('param').id).benchStep()))
  .post('/sessions/:id/audit', validate('param', idParam), async (c) => c.json(await benchStub(c.env, c.req.valid('param').id).benchAudit()))
  .post('/sessions/:id/tick', validate('param', idParam), async (c) => c.json(await benchStub(c.env, c.req.valid('param').id).benchTick()))
  .post('/sessions/:id/noop', validate('param', idParam), async (c) => c.json({ sockets: await benchStub(c.env, c.req.valid('param').id).connectionCount() }));
