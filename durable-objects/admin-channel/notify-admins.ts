/**
 * Telling the connected administrators (the admin channel, `/api/admin/`) from the Worker or a
 * session object. Best effort: a notice is a convenience beside what D1 already holds, so a
 * failure to deliver it is logged and never fails the change that caused it.
 */
import type { LiveEvent } from '../../domain/live-events';
import type { Env } from '../../platform/env';
import { ADMIN_CHANNEL_NAME } from './admin-channel';

export async function notifyAdmins(env: Pick<Env, 'ADMIN_CHANNEL'>, events: readonly LiveEvent[]): Promise<void> {
  if (!events.length) return;
  try {
    await env.ADMIN_CHANNEL.getByName(ADMIN_CHANNEL_NAME).publishAll(events);
  } catch (error) {
    console.error('admin channel notice failed:', error);
  }
}
