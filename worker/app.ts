/**
 * The Hono app: one sub-app per resource under `/api`, one error shape, JSON 404s.
 * `strict: false` lets every route answer with and without its trailing slash, as the spec
 * writes both. The built React app is served by the `[assets]` binding for all other paths.
 */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { onError, onNotFound } from './http/errors';
import { apiSecurityHeaders } from './http/security-headers';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { errorRoutes } from './routes/errors';
import { klassRoutes } from './routes/klasses';
import { liveRoutes } from './routes/live';
import { currencyRoutes, marketHistoryRoutes, marketHoursRoutes } from './routes/market';
import { personRoutes } from './routes/persons';
import { sessionRoutes } from './routes/sessions';
import { trainerRoutes } from './routes/trainers';
import { userRoutes } from './routes/users';
import { underlyingAssetRoutes } from './routes/underlying-assets';
import { sessionCallsRoutes } from './routes/session-calls';
import { individualReportPdfRoutes } from './reports/individual-report-routes';
import { insightsRoutes } from './insights/insights-routes';
import { clientDealingRoutes } from './client-dealing/scenario-routes';

export const app = new Hono<AppEnv>({ strict: false })
  // First, so that it also sees the answers of onError and notFound (websocket upgrades excepted).
  .use('/api/*', apiSecurityHeaders)
  .get('/api/health', (c) => c.json({ ok: true }))
  .route('/api', liveRoutes)
  // Before /api/sessions: its `GET /:id` would otherwise take `get_historical_period_length`.
  .route('/', sessionCallsRoutes)
  .route('/', individualReportPdfRoutes)
  .route('/api', insightsRoutes)
  .route('/api', clientDealingRoutes)
  .route('/api/auth', authRoutes)
  .route('/api/persons', personRoutes)
  .route('/api/klasses', klassRoutes)
  .route('/api/trainers', trainerRoutes)
  .route('/api/users', userRoutes)
  .route('/api/sessions', sessionRoutes)
  .route('/api/underlying_assets', underlyingAssetRoutes)
  .route('/api/market_hours', marketHoursRoutes)
  .route('/api/market_history', marketHistoryRoutes)
  .route('/api/currencies', currencyRoutes)
  .route('/api/errors', errorRoutes)
  .route('/api/admin', adminRoutes);

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
