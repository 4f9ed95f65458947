/**
 * The admin's client-dealing scenarios (spec 002 §2 Client Dealing tab, §7): planning from the
 * historical yields, creation with the spec's defaults, CSV upload (one scenario a line under the
 * create call's field names; any bad line refuses the file), the scenario's data with its
 * planning rows; and the list the trainers' create-session form picks from.
 *   POST /api/admin/get_yields_for_client_dealing_planning   (admin)
 *   POST /api/admin/create_client_dealing_scenario           (admin)
 *   POST /api/admin/upload_client_dealing_scenario_csv       (admin, multipart field `file`)
 *   POST /api/admin/fetch_client_dealing_scenario_data       (admin)
 *   GET  /api/client_money/fetch_client_dealing_scenarios     (trainers and admins)
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CLOSE_OFFSET_MS } from '../../domain/market/time-grid';
import { yieldAtTenor } from '../../domain/client-dealing/curve';
import { planningRows, scenarioSchemaFor, SCENARIO_DEFAULTS, SCENARIO_MESSAGES, parseScenarioCsv } from '../../domain/client-dealing/scenario';
import { REPORTING_CURRENCIES } from '../../domain/enums';
import { invalid, notFound } from '../../domain/refusal';
import { marketOf } from '../../platform/market';
import type { AppEnv } from '../env';
import { adminOnly, requireAuth, trainerOrAdmin } from '../http/auth-middleware';
import { validationError } from '../http/validate';
import { insertScenarios, listScenarios, scenarioById } from './scenarios';

const MAX_UPLOAD_BYTES = 1024 * 1024;

const today = () => new Date().toISOString().slice(0, 10);

async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => {
    throw invalid('The request body must be a JSON object');
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The historical 10-year and 13-week yields (percent) of `currency` at a scenario date's close. */
function yieldsAt(c: Context<AppEnv>, currency: string) {
  const market = marketOf(c.env);
  return (date: string) => {
    const ms = Date.parse(`${date}T00:00:00Z`) + CLOSE_OFFSET_MS;
    const quote = (ric: string) => {
      try {
        const mid = market.midAt(ric, ms);
        return { bid: mid, ask: mid, accruedPer100: 0 };
      } catch {
        return null;
      }
    };
    return { yield_10yr: yieldAtTenor(quote, currency, '10YR'), yield_13wk: yieldAtTenor(quote, currency, '13WK') };
  };
}

const currencyField = z.enum(REPORTING_CURRENCIES, { error: `currency: one of ${REPORTING_CURRENCIES.join(', ')}` }).default('USD');

const scenarioId = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: 'id is required' }).int().positive('id is required'));

function parseOr400<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export const clientDealingRoutes = new Hono<AppEnv>()
  /** Rows of timestamp, yield_10yr, yield_13wk per period (the session's clock), with the pools and one bank's award at the reference. */
  .post('/admin/get_yields_for_client_dealing_planning', requireAuth, adminOnly, async (c) => {
    const body = await jsonBody(c);
    // The planner sends start_date, end_date and freq; the preview's other inputs take the scenario defaults.
    const s = parseOr400(scenarioSchemaFor(today()), { ...body, name: SCENARIO_DEFAULTS.name });
    const currency = parseOr400(currencyField, body.currency);
    return c.json(planningRows(s, yieldsAt(c, currency), currency));
  })
  .post('/admin/create_client_dealing_scenario', requireAuth, adminOnly, async (c) => {
    const s = parseOr400(scenarioSchemaFor(today()), await jsonBody(c));
    const [stored] = await insertScenarios(c.env.DB, [s], c.get('user').user_id);
    return c.json(stored, 201);
  })
  .post('/admin/upload_client_dealing_scenario_csv', requireAuth, adminOnly, async (c) => {
    const type = c.req.header('Content-Type') ?? '';
    if (!type.includes('multipart/form-data')) throw invalid("Send the file as multipart/form-data in the field 'file'");
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw invalid("The upload is not valid multipart/form-data: send the file in the field 'file'");
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw invalid('Please select a file to upload.', { fields: { file: 'required' } });
    if (file.size > MAX_UPLOAD_BYTES) throw invalid('The file is larger than 1 MB: split it');
    const parsed = parseScenarioCsv(await file.text(), today());
    if (!parsed.ok) {
      const n = parsed.errors.length;
      throw invalid(`The file has ${n} ${n === 1 ? 'error' : 'errors'}; nothing was created`, { errors: parsed.errors });
    }
    const stored = await insertScenarios(c.env.DB, parsed.scenarios, c.get('user').user_id);
    return c.json({ created: stored.length, scenarios: stored }, 201);
  })
  .post('/admin/fetch_client_dealing_scenario_data', requireAuth, adminOnly, async (c) => {
    const body = await jsonBody(c);
    const id = parseOr400(scenarioId, body.id ?? body.scenario_id);
    const scenario = await scenarioById(c.env.DB, id);
    if (!scenario) throw notFound(SCENARIO_MESSAGES.notFound(id));
    const currency = parseOr400(currencyField, body.currency);
    const rows = planningRows(
      {
        start_date: scenario.first_date_in_session,
        end_date: scenario.session_end_date,
        freq: scenario.period_frequency,
        players: scenario.no_of_players,
        initial_loans_pool: scenario.initial_loans_pool,
        initial_depos_pool: scenario.initial_depos_pool,
        total_pool_factor: scenario.total_pool_factor,
      },
      yieldsAt(c, currency),
      currency,
    );
    return c.json({ scenario, planning: rows });
  })
  .get('/client_money/fetch_client_dealing_scenarios', requireAuth, trainerOrAdmin, async (c) => c.json(await listScenarios(c.env.DB)));
