/**
 * One Durable Object per trading session, named by the session's integer id. In this first
 * cut it owns the roster and the session's live channel (`/api/session/{id}/`): it admits
 * the class's trainer, its players and administrators, and tells the staff when players
 * come and go. The engine issue adds the clock, orders, wallets and positions here.
 */
import { UserType } from '../../domain/enums';
import type { AuthUser, Env } from '../../worker/env';
import { LiveRoom, type Admission, type SocketAttachment } from '../live-room/live-room';
import { applyStorageMigrations, type StorageMigration } from '../storage/migrations';
import { ROSTER_MIGRATION_SQL, hasRoster, loadRosterSeed, rosterEntries, rosterEntry, writeRoster, type RosterSeed } from './roster';

export const SESSION_ID_HEADER = 'x-session-id';

/** Socket tag of the trainer and administrators, who see presence and every player's figures. */
const STAFF_TAG = 'role:staff';

const MIGRATIONS: readonly StorageMigration[] = [{ id: 1, sql: ROSTER_MIGRATION_SQL }];

export function tradingSessionName(sessionId: number): string {
  return String(sessionId);
}

export class TradingSession extends LiveRoom {
  protected readonly channel = 'session' as const;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => applyStorageMigrations(ctx.storage, MIGRATIONS));
  }

  /** Written by session creation: the class's trainer and one player per trainee. */
  async initializeRoster(seed: RosterSeed): Promise<void> {
    writeRoster(this.ctx.storage, seed);
  }

  async roster() {
    return rosterEntries(this.ctx.storage);
  }

  private async ensureRoster(sessionId: number): Promise<boolean> {
    if (hasRoster(this.ctx.storage)) return true;
    const seed = await loadRosterSeed(this.env.DB, sessionId);
    if (!seed) return false;
    writeRoster(this.ctx.storage, seed);
    return true;
  }

  protected async admit(user: AuthUser, request: Request): Promise<Admission | null> {
    const sessionId = Number(request.headers.get(SESSION_ID_HEADER));
    if (!Number.isInteger(sessionId) || !(await this.ensureRoster(sessionId))) return null;
    const base = { user_id: user.user_id, username: user.username, user_type: user.user_type };
    if (user.user_type === UserType.Admin) {
      return { tags: [STAFF_TAG, `user:${user.user_id}`], attachment: { ...base, player_id: null } };
    }
    const entry = rosterEntry(this.ctx.storage, user.user_id);
    if (!entry) return null;
    if (entry.role === 'trainer') {
      return { tags: [STAFF_TAG, `user:${user.user_id}`], attachment: { ...base, player_id: null } };
    }
    return { tags: [`player:${entry.player_id}`, `user:${user.user_id}`], attachment: { ...base, player_id: entry.player_id } };
  }

  protected override onConnect(_ws: WebSocket, who: SocketAttachment): void {
    if (who.player_id !== null) this.broadcast({ type: 'player_connected', data: presence(who) }, STAFF_TAG);
  }

  protected override onDisconnect(who: SocketAttachment): void {
    if (who.player_id === null) return;
    const stillOnline = this.ctx
      .getWebSockets(`player:${who.player_id}`)
      .some((ws) => ws.readyState === WebSocket.OPEN);
    if (!stillOnline) this.broadcast({ type: 'player_disconnected', data: presence(who) }, STAFF_TAG);
  }
}

function presence(who: SocketAttachment) {
  return { user_id: who.user_id, username: who.username, player_id: who.player_id };
}
