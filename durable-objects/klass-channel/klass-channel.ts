/**
 * One live channel per class (`/api/klass/?klass_id=`): dashboards listen here for sessions
 * being created or changing status. Session objects call `publish` when that happens.
 */
import type { LiveEvent } from '../../domain/live-events';
import { canSeeKlass } from '../../platform/session-access';
import type { AuthUser } from '../../platform/env';
import { LiveRoom, type Admission } from '../live-room/live-room';

export const KLASS_ID_HEADER = 'x-klass-id';

export function klassChannelName(klassId: number): string {
  return `klass:${klassId}`;
}

export class KlassChannel extends LiveRoom {
  protected readonly channel = 'klass' as const;

  protected async admit(user: AuthUser, request: Request): Promise<Admission | null> {
    const klassId = Number(request.headers.get(KLASS_ID_HEADER));
    if (!Number.isInteger(klassId) || klassId <= 0) return null;
    // Membership is read on connect only; a class changes rarely and the socket is long-lived.
    if (!(await canSeeKlass(this.env.DB, user, klassId))) return null;
    return {
      tags: [`user:${user.user_id}`],
      attachment: { user_id: user.user_id, username: user.username, user_type: user.user_type, player_id: null },
    };
  }

  async publish(event: LiveEvent): Promise<number> {
    return this.broadcast(event);
  }
}
