/**
 * The Worker as the benchmark builds it: the production app with the bench-only routes under
 * `/api/_bench` in front, and the session object with its bench hooks. `npm run bench` bundles
 * this entry instead of worker/index.ts, so production carries neither.
 */
import { Hono } from 'hono';
import { app } from '../../worker/app';
import type { AppEnv } from '../../worker/env';
import { benchRoutes } from './bench-routes';

export { AdminChannel } from '../../durable-objects/admin-channel/admin-channel';
export { KlassChannel } from '../../durable-objects/klass-channel/klass-channel';
export { BenchTradingSession as TradingSession } from './bench-session';

const bench = new Hono<AppEnv>({ strict: false }).route('/api/_bench', benchRoutes).route('/', app);

export default { fetch: bench.fetch } satisfies ExportedHandler<import('../../platform/env').Env>;
