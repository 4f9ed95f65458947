/**
 * Trading sessions. The D1 index answers the lists (`GET /api/sessions/`, `GET /{id}/`);
 * creation writes the index and initialises the session's object; every other call is
 * answered by the session's Durable Object, which checks the caller against its roster.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { requireAuth, trainerOrAdmin } from '../http/auth-middleware';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import {
  assetClassOptionsBody,
  displayMetricsBody,
  groupAllocationsBody,
  leverageBody,
  macroBackgroundBody,
  metricLimitBody,
  metricsLimitsBody,
  toggleBody,
  tradingWindowsBody,
} from '../../domain/session/settings-updates';
import { requireVisibleSession, visibleSessions } from '../access/session-access';
import { cloneSession } from '../session/clone-session';
import { createSession } from '../session/create-session';
import { sessionInstruments } from '../session/session-instruments';
import { answer, callerOf, sessionStub } from '../session/session-stub';

const idParam = z.object({ id: z.coerce.number({ error: 'Session id must be a number' }).int().positive('Session id must be a positive number') });
const listQuery = z.object({ klass_id: z.coerce.number().int().positive().optional() });
const sessionIdQuery = z.object({ session_id: z.coerce.number({ error: 'session_id is required' }).int().positive('session_id is required') });
const playPauseBody = z.object({ current_status: z.coerce.number({ error: 'current_status is required' }).int() });
const assetsBody = z.object({
  underlying_assets: z.array(z.coerce.number().int().positive(), { error: 'underlying_assets must be a list of asset ids' }),
});
const periodLengthBody = z.object({ sleep_time: z.coerce.number({ error: 'Please input a valid number!' }).int('Please input a valid number!') });
const playerQuery = z.object({ player_id: z.coerce.number().int().positive().optional() });
const cloneBody = z.object({ klass_id: z.coerce.number().int().positive().optional() });
const compositionRows = z.array(
  z.object({ ric: z.string().nullish(), fund_or_asset_ric: z.string().nullish(), weight: z.number().nullish() }).transform((r) => ({ ric: r.ric ?? r.fund_or_asset_ric ?? null, weight: r.weight ?? null })),
);
const benchmarkBody = z.object({ constant: z.number().nullish(), composition: compositionRows.optional() });
const previewBody = z.object({ composition: compositionRows.optional(), asset_id: z.coerce.number().int().positive().optional() });

export const sessionRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', validate('query', listQuery), async (c) => {
    return c.json(await visibleSessions(c.env.DB, c.get('user'), c.req.valid('query').klass_id));
  })
  .post('/', trainerOrAdmin, createSession)
  .get('/get_historical_period_length', validate('query', sessionIdQuery), async (c) => {
    const id = c.req.valid('query').session_id;
    return answer(c, await sessionStub(c, id).historicalPeriodLength(callerOf(c)));
  })
  .get('/:id', validate('param', idParam), async (c) => {
    return c.json(await requireVisibleSession(c.env.DB, c.get('user'), c.req.valid('param').id));
  })
  .get('/:id/fetch_session', validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchSession(callerOf(c)));
  })
  .get('/:id/fetch_session_assets', validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchSessionAssets(callerOf(c)));
  })
  .get('/:id/fetch_players', validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchPlayers(callerOf(c)));
  })
  .get('/:id/retrieve_player', validate('param', idParam), validate('query', playerQuery), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).retrievePlayer(callerOf(c), c.req.valid('query').player_id));
  })
  .get('/:id/retrieve_player_admin', trainerOrAdmin, validate('param', idParam), validate('query', playerQuery), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).retrievePlayer(callerOf(c), c.req.valid('query').player_id));
  })
  .get('/:id/open_orders', trainerOrAdmin, validate('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    const result = await sessionStub(c, id).openOrdersCsv(callerOf(c));
    if (!result.ok) return answer(c, result);
    return c.body(result.data, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="open_orders_session_${id}.csv"`,
    });
  })
  .post('/:id/clone_session', trainerOrAdmin, validate('param', idParam), validate('json', cloneBody), async (c) => {
    return cloneSession(c, c.req.valid('param').id, c.req.valid('json').klass_id);
  })
  .post('/:id/delete', trainerOrAdmin, validate('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    const result = await sessionStub(c, id).deleteSession(callerOf(c));
    if (!result.ok) return answer(c, result);
    await c.env.DB.prepare('DELETE FROM trading_sessions WHERE id = ?').bind(id).run();
    await c.env.KLASS_CHANNEL.getByName(`klass:${result.data.klass_id}`).publish({ type: 'session_deleted', data: { id } });
    return c.json({ id, deleted: true });
  })
  .get('/:id/fetch_metrics', validate('param', idParam), validate('query', playerQuery), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchMetrics(callerOf(c), c.req.valid('query').player_id));
  })
  .get('/:id/fetch_tactical_asset_allocations', validate('param', idParam), validate('query', playerQuery), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchTacticalAssetAllocations(callerOf(c), c.req.valid('query').player_id));
  })
  .get('/:id/fetch_asset_group_allocations', validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchAssetGroupAllocations(callerOf(c)));
  })
  .get('/:id/fetch_leaderboard', validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchLeaderboard(callerOf(c)));
  })
  .get('/:id/fetch_passed_news', validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchPassedNews(callerOf(c)));
  })
  .get('/:id/fetch_macro_background', validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).fetchMacroBackground(callerOf(c)));
  })
  .post('/:id/update_asset_class_options', trainerOrAdmin, validate('param', idParam), validate('json', assetClassOptionsBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateSettings(callerOf(c), c.req.valid('json')));
  })
  .post('/:id/update_leverage_settings', trainerOrAdmin, validate('param', idParam), validate('json', leverageBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateSettings(callerOf(c), c.req.valid('json')));
  })
  .post('/:id/update_display_metrics', trainerOrAdmin, validate('param', idParam), validate('json', displayMetricsBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateSettings(callerOf(c), c.req.valid('json')));
  })
  .post('/:id/update_metrics_limits', trainerOrAdmin, validate('param', idParam), validate('json', metricsLimitsBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateSettings(callerOf(c), c.req.valid('json')));
  })
  .post('/:id/update_metric_limits', trainerOrAdmin, validate('param', idParam), validate('json', metricLimitBody), async (c) => {
    const b = c.req.valid('json');
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateSettings(callerOf(c), { metric_limit_low: b.low_limit, metric_limit_high: b.high_limit }));
  })
  .post('/:id/create_update_group_allocations', trainerOrAdmin, validate('param', idParam), validate('json', groupAllocationsBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateSettings(callerOf(c), c.req.valid('json')));
  })
  .post('/:id/update_macro_background', trainerOrAdmin, validate('param', idParam), validate('json', macroBackgroundBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateSettings(callerOf(c), c.req.valid('json')));
  })
  .post('/:id/update_trading_windows', trainerOrAdmin, validate('param', idParam), validate('json', tradingWindowsBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateSettings(callerOf(c), c.req.valid('json')));
  })
  .post('/:id/update_benchmark_composition', trainerOrAdmin, validate('param', idParam), validate('json', benchmarkBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateBenchmark(callerOf(c), c.req.valid('json')));
  })
  .post('/:id/preview_index_benchmark', validate('param', idParam), validate('json', previewBody), async (c) => {
    const rows = (c.req.valid('json').composition ?? []).map((r) => ({ ric: r.ric ?? '', weight: r.weight ?? 0 }));
    return answer(c, await sessionStub(c, c.req.valid('param').id).previewBenchmark(callerOf(c), rows));
  })
  .post('/:id/preview_instrument_price', validate('param', idParam), validate('json', previewBody), async (c) => {
    const assetId = c.req.valid('json').asset_id;
    const row = assetId ? await c.env.DB.prepare('SELECT ric FROM underlying_assets WHERE id = ?').bind(assetId).first<{ ric: string }>() : null;
    if (!row) throw notFound('Underlying asset not found');
    return answer(c, await sessionStub(c, c.req.valid('param').id).previewBenchmark(callerOf(c), [{ ric: row.ric, weight: 1 }]));
  })
  .post('/:id/toggle_sound', trainerOrAdmin, validate('param', idParam), validate('json', toggleBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).toggleSetting(callerOf(c), 'allow_sound', c.req.valid('json').value));
  })
  .post('/:id/toggle_require_investment_rationale', trainerOrAdmin, validate('param', idParam), validate('json', toggleBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).toggleSetting(callerOf(c), 'require_investment_rationale', c.req.valid('json').value));
  })
  .post('/:id/update_allow_individual_benchmark', trainerOrAdmin, validate('param', idParam), validate('json', toggleBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).toggleSetting(callerOf(c), 'allow_individual_benchmark', c.req.valid('json').value));
  })
  .post('/:id/play_pause', trainerOrAdmin, validate('param', idParam), validate('json', playPauseBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).playPause(callerOf(c), c.req.valid('json').current_status));
  })
  .post('/:id/freeze_session', trainerOrAdmin, validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).freeze(callerOf(c)));
  })
  .post('/:id/finish', trainerOrAdmin, validate('param', idParam), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).finish(callerOf(c)));
  })
  .post('/:id/update_underlying_assets', trainerOrAdmin, validate('param', idParam), validate('json', assetsBody), async (c) => {
    const { instruments, imports } = await sessionInstruments(c.env.DB, c.req.valid('json').underlying_assets);
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateUnderlyingAssets(callerOf(c), instruments, imports));
  })
  .post('/:id/update_historical_period_length', trainerOrAdmin, validate('param', idParam), validate('json', periodLengthBody), async (c) => {
    return answer(c, await sessionStub(c, c.req.valid('param').id).updateHistoricalPeriodLength(callerOf(c), c.req.valid('json').sleep_time));
  });

export type SessionRoutes = typeof sessionRoutes;
