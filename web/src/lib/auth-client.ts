/** The typed client of `/api/auth` (sign-in and refresh); these calls never carry a bearer token. */
import { hc } from 'hono/client';
import type { AuthRoutes } from '../../../worker/routes/auth';
import { plainFetch } from './http';

export const authClient = hc<AuthRoutes>('/api/auth', { fetch: plainFetch });
