/**
 * The Hono app: one sub-app per resource under `/api`, one error shape, JSON 404s.
 * `strict: false` lets every route answer with and without its trailing slash, as the spec
 * writes both. The built React app is served by the `[assets]` binding for all other paths.
 */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { onError, onNotFound } from './http/errors';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { benchRoutes } from './routes/bench';
import { klassRoutes } from './routes/klasses';
import { liveRoutes } from './routes/live';
import { orderRoutes, playerRoutes } from './routes/orders';
import { currencyRoutes, marketHistoryRoutes, marketHoursRoutes } from './routes/market';
import { personRoutes } from './routes/persons';
import { sessionRoutes } from './routes/sessions';
import { depositRoutes } from './routes/deposits';
import { underlyingAssetRoutes } from './routes/underlying-assets';
import { walletRoutes } from './routes/wallets';

export const app = new Hono<AppEnv>({ strict: false })
  .get('/api/health', (c) => c.json({ ok: true }))
  .route('/api', liveRoutes)
  .route('/api/auth', authRoutes)
  .route('/api/persons', personRoutes)
  .route('/api/klasses', klassRoutes)
  .route('/api/sessions', sessionRoutes)
  .route('/api/orders', orderRoutes)
  .route('/api/players', playerRoutes)
  .route('/api/wallets', walletRoutes)
  .route('/api/deposits', depositRoutes)
  .route('/api/underlying_assets', underlyingAssetRoutes)
  .route('/api/market_hours', marketHoursRoutes)
  .route('/api/market_history', marketHistoryRoutes)
  .route('/api/currencies', currencyRoutes)
  .route('/api/admin', adminRoutes)
  .route('/api/_bench', benchRoutes);

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
