/** The administrators' live channel (`/api/admin/`): one object for the whole system. */
import { UserType } from '../../domain/enums';
import type { LiveEvent } from '../../domain/live-events';
import type { AuthUser } from '../../platform/env';
import { LiveRoom, type Admission } from '../live-room/live-room';

export const ADMIN_CHANNEL_NAME = 'admin';

export class AdminChannel extends LiveRoom {
  protected readonly channel = 'admin' as const;

  protected async admit(user: AuthUser): Promise<Admission | null> {
    if (user.user_type !== UserType.Admin) return null;
    return {
      tags: [`user:${user.user_id}`],
      attachment: { user_id: user.user_id, username: user.username, user_type: user.user_type, player_id: null },
    };
  }

  /** Called by other objects and the Worker to tell every connected administrator. */
  async publish(event: LiveEvent): Promise<number> {
    return this.broadcast(event);
  }

  /** Several events in one call (a session object's report flush): one frame per socket. */
  async publishAll(events: readonly LiveEvent[]): Promise<void> {
    this.broadcastMany(events.map((event) => ({ event, tags: [undefined] })));
  }
}
