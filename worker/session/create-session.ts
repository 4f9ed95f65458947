/**
 * Creating a session: validate the payload, check the class is the caller's, write the D1
 * index row (its id names the object), hand the object its settings and roster, and tell the
 * class channel. If the object refuses, the index row is removed again.
 */
import { CURRENT_MARKET_MODEL } from '../../domain/market/model-version';
import type { Context } from 'hono';
import { UserType } from '../../domain/enums';
import { Refusal, forbidden, invalid, notFound } from '../../domain/refusal';
import { parseCreateSession } from '../../domain/session/create-session';
import type { SessionView, StoredSettings } from '../../domain/session/session-record';
import { sessionIndexRow } from '../../platform/session-access';
import type { AppEnv } from '../env';
import type { CallResult } from '../../durable-objects/trading-session/trading-session';
import { sessionStub } from './session-calls';
import { notifyAdmins } from '../../durable-objects/admin-channel/notify-admins';
import { sessionFieldsOf, SCENARIO_MESSAGES, type ClientDealingScenario } from '../../domain/client-dealing/scenario';
import { scenarioById } from '../client-dealing/scenarios';

/**
 * The client-dealing scenario a historical create payload with client money names (null
 * otherwise, where the payload's own rules answer). A scenario that does not exist is a 404; a
 * start date, end date, frequency or initial amount sent that differs from the scenario's is
 * refused (400): the scenario fixes them (spec 000 §2), and an absent one is taken from it.
 */
async function clientDealingScenarioOf(db: D1Database, body: unknown): Promise<ClientDealingScenario | null> {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const historical = Number(b.scenario_type) === 1;
  const id = Number(b.client_money_scenario);
  if (!historical || (b.client_money !== true && b.client_money !== 'true') || !Number.isInteger(id) || id <= 0) return null;
  const scenario = await scenarioById(db, id);
  if (!scenario) throw notFound(SCENARIO_MESSAGES.notFound(id), { fields: { client_money_scenario: SCENARIO_MESSAGES.notFound(id) } });
  const fixed = sessionFieldsOf(scenario);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(fixed)) {
    const sent = b[key];
    if (sent === undefined || sent === null || sent === '') continue;
    const same = typeof value === 'number' ? Number(sent) === value : String(sent).trim() === value;
    if (!same) fields[key] = `The client dealing scenario '${scenario.name}' fixes ${key} at ${value}`;
  }
  if (Object.keys(fields).length) throw invalid(Object.values(fields)[0]!, { fields });
  return scenario;
}

export async function createSession(c: Context<AppEnv>) {
  const body = await c.req.json().catch(() => {
    throw invalid('The session settings must be a JSON object.');
  });
  return c.json(await createSessionFrom(c, body), 201);
}

/** Creates a session from a create payload: index row, object, class channel. A clone passes its source's settings in `cloneOf`. */
export async function createSessionFrom(c: Context<AppEnv>, body: unknown, cloneOf?: StoredSettings): Promise<SessionView> {
  const user = c.get('user');
  // A historical session with client dealing plays a scenario, which fixes its dates, initial amount and frequency.
  const scenario = await clientDealingScenarioOf(c.env.DB, body);
  const parsed = parseCreateSession(scenario ? { ...(body as object), ...sessionFieldsOf(scenario) } : body, new Date().toISOString().slice(0, 10));
  if (!parsed.ok) throw invalid(parsed.message, { fields: parsed.fields });
  const settings = scenario && parsed.settings.client_money ? { ...parsed.settings, client_dealing: scenario } : parsed.settings;

  const klass = await c.env.DB.prepare('SELECT k.id, k.name, k.trainer_id, u.username AS trainer_username FROM klasses k JOIN users u ON u.id = k.trainer_id WHERE k.id = ?')
    .bind(settings.klass_id)
    .first<{ id: number; name: string; trainer_id: number; trainer_username: string }>();
  if (!klass) throw notFound(`Class ${settings.klass_id} not found`);
  if (user.user_type !== UserType.Admin && klass.trainer_id !== user.user_id) throw forbidden('You can create sessions only for your own classes');

  const createDate = new Date().toISOString();
  // Only while the class exists: one deleted meanwhile (delete_klass checks for sessions in its
  // own statements) answers as it would have after it, not as a foreign-key failure.
  const row = await c.env.DB.prepare(
    `INSERT INTO trading_sessions (klass_id, trainer_id, status, scenario_type, risk_approach, management_type, reporting_currency, create_date, start_date, end_date, market_model)
     SELECT id, trainer_id, 3, ?, ?, ?, ?, ?, ?, ?, ? FROM klasses WHERE id = ? AND trainer_id = ? RETURNING id`,
  )
    .bind(settings.scenario_type, settings.risk_approach, settings.management_type, settings.reporting_currency, createDate, settings.start_date, settings.end_date, CURRENT_MARKET_MODEL, klass.id, klass.trainer_id)
    .first<{ id: number }>();
  if (!row) throw notFound(`Class ${settings.klass_id} not found`);
  const sessionId = row.id;
  const { results: trainees } = await c.env.DB.prepare(
    'SELECT u.id, u.username FROM klass_members m JOIN users u ON u.id = m.user_id WHERE m.klass_id = ? AND u.user_type = 0 ORDER BY u.id',
  )
    .bind(klass.id)
    .all<{ id: number; username: string }>();

  // The RPC stub types an `unknown` answer as never; initialize answers the session's view.
  const result = (await sessionStub(c, sessionId).initialize({
    settings,
    roster: { session_id: sessionId, klass_id: klass.id, trainer: { id: klass.trainer_id, username: klass.trainer_username }, trainees },
    klass_name: klass.name,
    create_date: createDate,
    ...(cloneOf ? { clone_of: cloneOf } : {}),
  })) as CallResult;
  if (!result.ok) {
    await c.env.DB.prepare('DELETE FROM trading_sessions WHERE id = ?').bind(sessionId).run();
    throw new Refusal(result.refusal.kind, result.refusal.error, result.refusal.details);
  }
  const index = await sessionIndexRow(c.env.DB, sessionId);
  await c.env.KLASS_CHANNEL.getByName(`klass:${klass.id}`).publish({ type: 'session_created', data: index! });
  await notifyAdmins(c.env, [{ type: 'session_created', data: index! }]);
  return result.data as SessionView;
}
