/**
 * No look-ahead (issue #12): the market is a pure function of time, so anything dated after the
 * caller's horizon hands them the future. The calls are taken from the router: every GET, and
 * every POST that reads the market, is either probed here or listed as carrying no market data
 * (with why), so a new call cannot slip past.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { UserType } from '../../domain/enums';
import { app } from '../../worker/app';
import { createKlass, createUser, signIn, signedInClass } from './setup/fixtures';
import { api } from './setup/fixtures';
import { assetIds, runningSession } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
/** The session's time before its first step: the start date's close. */
const HORIZON = Date.parse('2024-01-02T21:00:00Z');

/** GETs that carry no dated market data, and why. */
const NOT_MARKET_DATA: Record<string, string> = {
  '/api/health': 'liveness only',
  '/api/auth/me': 'the caller and their classes',
  '/api/persons': 'people of the class',
  '/api/klasses': 'classes and members',
  '/api/sessions': 'the session index (real creation dates, not market data)',
  '/api/market_hours/get_market_hours': 'exchange hours, no prices',
  '/api/currencies/fetch_currencies': 'currency codes, no prices',
  '/api/admin/fetch_index_funds': 'fund names and descriptions, no prices',
  '/api/session/:id': 'the live channel (a websocket: its events are dated by the session clock)',
  '/api/klass': 'the class live channel (session index events)',
  '/api/admin': 'the admin live channel',
};
/** POSTs that read the market (every other POST changes something and is the fuzz test's). */
const MARKET_POSTS = ['/api/market_history/list_history', '/api/sessions/:id/preview_index_benchmark', '/api/sessions/:id/preview_instrument_price'];

/** Keys that date a price, a history point or a news item in any answer. */
const DATED_KEYS = new Set(['timestamp', 'quote_date', 'published_at', 'date', 'at']);

function routesOf(method: 'GET' | 'POST'): string[] {
  const paths = app.routes.filter((r) => r.method === method).map((r) => r.path.replace(/\/$/, ''));
  return [...new Set(paths)];
}

function datesIn(value: unknown, found: { key: string; ms: number }[] = []): { key: string; ms: number }[] {
  if (Array.isArray(value)) for (const v of value) datesIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (DATED_KEYS.has(key) && (typeof v === 'string' || typeof v === 'number')) {
        const ms = typeof v === 'number' ? v : Date.parse(v);
        if (Number.isFinite(ms)) found.push({ key, ms });
      } else datesIn(v, found);
    }
  }
  return found;
}

let world: { sessionId: number; trainee: string; outsider: string; trainer: string; admin: string; aapl: number; spy: number };

beforeAll(async () => {
  const a = await signedInClass();
  // Apple's options too: their chains are quoted on the scenario date (issue 17).
  const sessionId = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'SPY.P', 'EUR=', 'AAPL.O-OPT'], T0);
  const otherTrainer = await createUser(UserType.Trainer);
  const outsider = await createUser(UserType.Trainee);
  await createKlass(otherTrainer, [outsider]);
  const admin = await createUser(UserType.Admin);
  const [aapl, spy] = await assetIds(['AAPL.O', 'SPY.P']);
  world = {
    sessionId,
    trainee: a.traineeTokens[0]!,
    outsider: (await signIn(outsider)).access,
    trainer: a.trainerToken,
    admin: (await signIn(admin)).access,
    aapl: aapl!,
    spy: spy!,
  };
});

/** A request to a route with every parameter a market read may want: the session, an asset, a period, a date range. */
function urlOf(path: string, sessionId: number | null): string {
  const filled = path.startsWith('/api/underlying_assets/:id') ? path.replace(':id', String(world.aapl)) : path.replace(':id', String(sessionId ?? world.sessionId));
  const query = new URLSearchParams({ period: 'five_years', from: '2023-12-15', to: '2024-02-28', player_id: '' });
  if (sessionId !== null) query.set('session_id', String(sessionId));
  return `${filled}/?${query}`;
}

describe('no look-ahead', () => {
  it('takes the calls from the router: every GET is probed unless listed as carrying no market data', () => {
    const gets = routesOf('GET');
    expect(gets.length).toBeGreaterThan(20);
    // The list names routes that exist (a renamed route is probed, not silently skipped).
    for (const path of Object.keys(NOT_MARKET_DATA)) expect(gets).toContain(path);
    const posts = routesOf('POST');
    for (const path of MARKET_POSTS) expect(posts).toContain(path);
  });

  it('a trainee in a historical session gets nothing dated after its scenario date, through any market call', async () => {
    const gets = routesOf('GET').filter((p) => !(p in NOT_MARKET_DATA));
    let answered = 0;
    for (const path of gets) {
      const res = await api(urlOf(path, world.sessionId), { token: world.trainee });
      expect(res.status, path).toBeLessThan(500);
      if (!res.ok || !res.headers.get('content-type')?.includes('json')) continue;
      answered++;
      for (const { key, ms } of datesIn(await res.json())) {
        expect(ms, `${path}: ${key} ${new Date(ms).toISOString()} is after the scenario date`).toBeLessThanOrEqual(HORIZON);
      }
    }
    expect(answered).toBeGreaterThan(10);

    const history = await api('/api/market_history/list_history/', {
      method: 'POST',
      token: world.trainee,
      json: { session_id: world.sessionId, underlying_asset: world.aapl, frequency: 'daily', timestamp_range: ['2023-06-01T00:00:00Z', '2024-12-31T00:00:00Z'] },
    });
    expect(history.status).toBe(200);
    const rows = await history.json<{ timestamp: string }[]>();
    expect(rows.length).toBeGreaterThan(100);
    expect(Math.max(...rows.map((r) => Date.parse(r.timestamp)))).toBeLessThanOrEqual(HORIZON);

    for (const path of ['/api/sessions/:id/preview_index_benchmark', '/api/sessions/:id/preview_instrument_price']) {
      const res = await api(urlOf(path, world.sessionId), { method: 'POST', token: world.trainee, json: { composition: [{ ric: 'SPY.P', weight: 1 }], asset_id: world.spy } });
      expect(res.status, path).toBe(200);
      for (const { ms } of datesIn(await res.json())) expect(ms, path).toBeLessThanOrEqual(HORIZON);
    }
  });

  it('prices a trainee reads in a historical session are the prices at its scenario date', async () => {
    const market = defaultMarket();
    const list = await (await api(`/api/underlying_assets/?resourcetype=Equity&session_id=${world.sessionId}`, { token: world.trainee })).json<{ ric: string; bid: number | null }[]>();
    const aapl = list.find((a) => a.ric === 'AAPL.O')!;
    expect(aapl.bid).toBe(market.quoteAt('AAPL.O', HORIZON).bid);
    const details = await (await api(`/api/underlying_assets/${world.aapl}/details/?session_id=${world.sessionId}`, { token: world.trainee })).json<{ quote: { bid: number } }>();
    expect(details.quote.bid).toBe(market.quoteAt('AAPL.O', HORIZON).bid);
    const history = await (await api(`/api/underlying_assets/${world.aapl}/retrieve_history/?period=one_year&session_id=${world.sessionId}`, { token: world.trainee })).json<{
      history: { timestamp: string; close: number }[];
    }>();
    expect(Date.parse(history.history.at(-1)!.timestamp)).toBeLessThanOrEqual(HORIZON);
    expect(Date.parse(history.history.at(-1)!.timestamp)).toBeGreaterThan(HORIZON - 5 * 86_400_000);
  });

  it('the staff preview a benchmark over the historical session’s whole period; a trainee up to its scenario date', async () => {
    const body = { composition: [{ ric: 'SPY.P', weight: 1 }] };
    const path = `/api/sessions/${world.sessionId}/preview_index_benchmark/`;
    const staff = await (await api(path, { method: 'POST', token: world.trainer, json: body })).json<{ timestamp: number }[]>();
    const player = await (await api(path, { method: 'POST', token: world.trainee, json: body })).json<{ timestamp: number }[]>();
    expect(staff.at(-1)!.timestamp).toBeGreaterThan(Date.parse('2024-03-20T00:00:00Z'));
    expect(staff.at(-1)!.timestamp).toBeLessThanOrEqual(Date.parse('2024-03-28T21:00:00Z'));
    expect(player.at(-1)!.timestamp).toBe(HORIZON);
  });

  it('a trainee reads market data only within a session they play in', async () => {
    for (const path of [`/api/underlying_assets/`, `/api/underlying_assets/${world.aapl}/details/`, `/api/underlying_assets/${world.aapl}/retrieve_history/?period=one_year`]) {
      const res = await api(path, { token: world.trainee });
      expect(res.status, path).toBe(400);
      expect((await res.json<{ error: string }>()).error).toMatch(/session_id is required/);
      const other = await api(`${path}${path.includes('?') ? '&' : '?'}session_id=${world.sessionId}`, { token: world.outsider });
      expect(other.status, path).toBe(404);
    }
    const noSession = await api('/api/market_history/list_history/', {
      method: 'POST',
      token: world.trainee,
      json: { underlying_asset: world.aapl, frequency: 'daily', timestamp_range: ['2023-06-01T00:00:00Z', '2023-12-31T00:00:00Z'] },
    });
    expect(noSession.status).toBe(400);
  });

  it('nobody obtains anything dated after now, nor before the market’s first date', async () => {
    const now = Date.now();
    for (const token of [world.trainer, world.admin]) {
      for (const path of routesOf('GET').filter((p) => !(p in NOT_MARKET_DATA))) {
        const res = await api(urlOf(path, null), { token });
        expect(res.status, path).toBeLessThan(500);
        if (!res.ok || !res.headers.get('content-type')?.includes('json')) continue;
        for (const { key, ms } of datesIn(await res.json())) expect(ms, `${path}: ${key}`).toBeLessThanOrEqual(Date.now());
      }
      const future = await api('/api/market_history/list_history/', {
        method: 'POST',
        token,
        json: { underlying_asset: world.aapl, frequency: 'daily', timestamp_range: ['2026-01-01T00:00:00Z', '2100-01-01T00:00:00Z'] },
      });
      expect(future.status).toBe(400);
      expect((await future.json<{ error: string }>()).error).toMatch(/after today/);
      const farFuture = await api('/api/market_history/list_history/', {
        method: 'POST',
        token,
        json: { underlying_asset: world.aapl, frequency: 'daily', timestamp_range: ['2020-01-01T00:00:00Z', '+275760-09-13T00:00:00Z'] },
      });
      expect(farFuture.status).toBe(400);
      const early = await api('/api/market_history/list_history/', {
        method: 'POST',
        token,
        json: { underlying_asset: world.aapl, frequency: 'daily', timestamp_range: ['2001-01-01T00:00:00Z', '2014-06-01T00:00:00Z'] },
      });
      expect(early.status).toBe(400);
      expect((await early.json<{ error: string }>()).error).toMatch(/first date, 2014-01-02/);
      const recent = await api('/api/market_history/list_history/', {
        method: 'POST',
        token,
        json: { underlying_asset: world.aapl, frequency: 'hour', timestamp_range: [new Date(now - 20 * 86_400_000).toISOString(), new Date(now + 3_600_000).toISOString()] },
      });
      expect(recent.status).toBe(200);
      const rows = await recent.json<{ timestamp: string }[]>();
      expect(Math.max(...rows.map((r) => Date.parse(r.timestamp)))).toBeLessThanOrEqual(Date.now());
    }
    const news = await api('/api/admin/fetch_news/?from=2100-01-01&to=2100-01-31', { token: world.admin });
    expect(news.status).toBe(400);
  });

  it('every /api/admin/ call refuses trainers and trainees, except the index funds list', async () => {
    const adminRoutes = app.routes.filter((r) => r.path.startsWith('/api/admin') && r.method !== 'ALL');
    expect(adminRoutes.length).toBeGreaterThan(3);
    for (const route of adminRoutes) {
      const path = route.path.replace(/\/$/, '');
      for (const token of [world.trainee, world.trainer]) {
        // The live channel takes its token in the query (a browser's websocket sends no header).
        const channel = path === '/api/admin';
        const res = await api(channel ? `${path}/?token=${token}` : `${path}/?from=2024-01-02`, { method: route.method, token, headers: channel ? { Upgrade: 'websocket' } : {} });
        if (path === '/api/admin/fetch_index_funds') expect(res.status).toBe(200);
        else expect(res.status, `${route.method} ${path}`).toBe(403);
      }
    }
  });
});
