import type { AdminChannel } from '../durable-objects/admin-channel/admin-channel';
import type { KlassChannel } from '../durable-objects/klass-channel/klass-channel';
import type { TradingSession } from '../durable-objects/trading-session/trading-session';
import type { UserType } from '../domain/enums';

/**
 * What the Worker and its Durable Objects share about their platform: the bindings (wrangler.toml,
 * .dev.vars / secrets) and the signed-in caller. Both depend on this; objects never import the Worker.
 */
export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  TRADING_SESSION: DurableObjectNamespace<TradingSession>;
  KLASS_CHANNEL: DurableObjectNamespace<KlassChannel>;
  ADMIN_CHANNEL: DurableObjectNamespace<AdminChannel>;
  JWT_SECRET: string;
  /** The market simulation's seed: a deployment secret (platform/market.ts). */
  MARKET_SEED: string;
  ACCESS_TOKEN_TTL_SECONDS: string;
  REFRESH_TOKEN_TTL_SECONDS: string;
  /** Set to '1' only by the integration tests' config: lets a test set a session's clock. */
  ALLOW_TEST_CLOCK?: string;
}

/** The signed-in caller, as the access token states it. */
export interface AuthUser {
  user_id: number;
  username: string;
  user_type: UserType;
  email: string;
}

type WorkerBindings = Env;
declare global {
  namespace Cloudflare {
    // Types `env` from `cloudflare:workers` and `cloudflare:test` in objects and tests.
    interface Env extends WorkerBindings {}
    interface GlobalProps {
      mainModule: typeof import('../worker/index');
      durableNamespaces: 'TradingSession' | 'KlassChannel' | 'AdminChannel';
    }
  }
}
