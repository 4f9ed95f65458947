/** The Hono environment of the Worker: the platform's bindings and the signed-in caller. */
import type { AuthUser, Env } from '../platform/env';

export type { AuthUser, Env };
export type AppEnv = { Bindings: Env; Variables: { user: AuthUser } };
