import { app } from './app';

export { AdminChannel } from '../durable-objects/admin-channel/admin-channel';
export { KlassChannel } from '../durable-objects/klass-channel/klass-channel';
export { TradingSession } from '../durable-objects/trading-session/trading-session';

export default { fetch: app.fetch } satisfies ExportedHandler<import('./env').Env>;
