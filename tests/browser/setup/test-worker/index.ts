/**
 * The Worker as the browser tests build it (their global setup serves it): the production app with test-only routes under `/api/_test` in
 * front, and the session object with its test hooks (test-session.ts). Production's entry
 * (worker/index.ts) carries neither; the routes also answer 404 unless the server was started
 * with ALLOW_TEST_CLOCK=1, as the test starts it.
 *
 * - POST /api/_test/sessions/:id/advance {ms}: the session's clock to `ms`, then its alarm.
 * - POST /api/_test/sessions/:id/next_period: a running historical session's next period, now.
 * - POST /api/_test/sessions/:id/corrupt_wallet {player_id, currency, minor}: a cached balance changed.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { app } from '../../../../worker/app';
import type { AppEnv } from '../../../../worker/env';
import { tradingSessionName } from '../../../../durable-objects/trading-session/trading-session';
import type { TestTradingSession } from './test-session';

export { AdminChannel } from '../../../../durable-objects/admin-channel/admin-channel';
export { KlassChannel } from '../../../../durable-objects/klass-channel/klass-channel';
export { TestTradingSession as TradingSession } from './test-session';

const idParam = z.object({ id: z.string().regex(/^\d+$/) });
const advanceBody = z.object({ ms: z.number().int().positive() });
const corruptBody = z.object({ player_id: z.number().int().positive(), currency: z.string().regex(/^[A-Z]{3}$/), minor: z.number().int() });

function stubOf(env: AppEnv['Bindings'], id: string) {
  return (env.TRADING_SESSION as unknown as DurableObjectNamespace<TestTradingSession>).getByName(tradingSessionName(Number(id)));
}

const testRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (c.env.ALLOW_TEST_CLOCK !== '1') return c.json({ error: 'Not found' }, 404);
    await next();
  })
  .post('/sessions/:id/advance', async (c) => {
    const { id } = idParam.parse(c.req.param());
    const { ms } = advanceBody.parse(await c.req.json());
    return c.json(await stubOf(c.env, id).testAdvanceTo(ms));
  })
  .post('/sessions/:id/next_period', async (c) => {
    const { id } = idParam.parse(c.req.param());
    return c.json(await stubOf(c.env, id).testNextPeriod());
  })
  .post('/sessions/:id/corrupt_wallet', async (c) => {
    const { id } = idParam.parse(c.req.param());
    const body = corruptBody.parse(await c.req.json());
    return c.json(await stubOf(c.env, id).testCorruptWallet(body.player_id, body.currency, body.minor));
  });

const testApp = new Hono<AppEnv>({ strict: false }).route('/api/_test', testRoutes).route('/', app);

export default { fetch: testApp.fetch } satisfies ExportedHandler<import('../../../../platform/env').Env>;
