/**
 * One Durable Object per trading session, named by the session's integer id. A thin room
 * over the hibernation API that wires a kernel (store, clock, books, market view, scheduler,
 * broadcaster) to the session's features (`features.ts`), and answers:
 * - `invoke`: every call of the API, by its contract's name (the kernel checks the session
 *   exists, the caller's role, and runs the feature's handler);
 * - `initialize` and `addTrainee`, called by the Worker when a session is created or a
 *   trainee joins its class; `alarm`, the one alarm of every timer;
 * - the live channel's sockets, tagged by the caller's place in the session.
 * The constructor writes nothing: an object that was only probed leaves no storage behind.
 */
import type { Admission, SocketAttachment } from '../live-room/live-room';
import { LiveRoom } from '../live-room/live-room';
import { Refusal, refusalData } from '../../domain/refusal';
import { sessionView } from '../../domain/session/session-record';
import type { AuthUser, Env } from '../../platform/env';
import { actorOf, type Caller } from './kernel/actor';
import { Broadcaster, STAFF_TAG, playerTag } from './kernel/broadcaster';
import { SessionKernel, type CallResult } from './kernel/session-kernel';
import { FEATURES } from './features';
import { addTrainee, initializeSession, type InitializeInput } from './features/lifecycle';
import { heldInstrument, walletViews } from '../../domain/session/entities';

export type { CallResult, InitializeInput, Caller };

/** Header through which the Worker names the session a socket is for. */
export const SESSION_ID_HEADER = 'x-session-id';

export function tradingSessionName(sessionId: number): string {
  return String(sessionId);
}

export class TradingSession extends LiveRoom {
  protected readonly channel = 'session' as const;
  protected readonly kernel: SessionKernel;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const room = { broadcastMany: this.broadcastMany.bind(this), onlineUserIds: this.onlineUserIds.bind(this) };
    this.kernel = new SessionKernel(ctx, env, FEATURES, new Broadcaster(room));
  }

  /** Runs the call named `name` for `caller` (see kernel/session-kernel.ts). */
  async invoke(name: string, caller: Caller, sessionId: number, input: unknown): Promise<CallResult> {
    return this.kernel.invoke(name, caller, sessionId, input);
  }

  async initialize(input: InitializeInput): Promise<CallResult> {
    return this.settle(() => initializeSession(this.kernel, input));
  }

  /** A trainee who joined the class after the session was created; nothing for an object that holds no session. */
  async addTrainee(trainee: { id: number; username: string }): Promise<CallResult<number | null>> {
    return this.settle(() => (this.kernel.exists() ? addTrainee(this.kernel, trainee) : null));
  }

  /** Sets the session's clock (tests only: the binding allows it only in the test config). */
  async setTestClock(ms: number): Promise<void> {
    this.kernel.setTestClock(ms);
  }

  /** Whether the next ring has work that runs alone (tests ring again for it, as the real alarm would). */
  async testAloneDue(): Promise<boolean> {
    return this.kernel.exists() && this.kernel.scheduler.aloneDue();
  }

  /** The roster, as the tests and the admin monitor read it. */
  async roster() {
    if (!this.kernel.exists()) return [];
    return this.kernel.sql.exec('SELECT user_id, username, role, player_id FROM roster ORDER BY player_id').toArray();
  }

  override async alarm(): Promise<void> {
    if (!this.kernel.exists()) return;
    await this.kernel.scheduler.ring();
  }

  private async settle<T>(fn: () => T): Promise<CallResult<T>> {
    try {
      return { ok: true, data: fn() };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, refusal: refusalData(error) };
      throw error;
    }
  }

  // ----- Live channel ---------------------------------------------------------------------------

  protected async admit(user: AuthUser, request: Request): Promise<Admission | null> {
    const sessionId = Number(request.headers.get(SESSION_ID_HEADER));
    if (!Number.isInteger(sessionId) || !this.kernel.exists()) return null;
    const base = { user_id: user.user_id, username: user.username, user_type: user.user_type };
    try {
      const actor = actorOf(this.ctx.storage, user, sessionId);
      if (actor.kind === 'staff') return { tags: [STAFF_TAG, `user:${user.user_id}`], attachment: { ...base, player_id: null } };
      return { tags: [playerTag(actor.player_id), `user:${user.user_id}`], attachment: { ...base, player_id: actor.player_id } };
    } catch {
      return null;
    }
  }

  protected override onConnect(ws: WebSocket, who: SocketAttachment): void {
    // A snapshot on every (re)connection, so a client that missed events is whole again.
    const k = this.kernel;
    const player = who.player_id !== null ? k.state().players.get(who.player_id) : undefined;
    this.sendTo(ws, {
      type: 'snapshot',
      data: {
        session: sessionView(k.settings(), k.clock(), k.now()),
        wallets: player ? walletViews(player.book.wallets.values()) : null,
        positions: player ? [...player.book.positions.values()].map((p) => heldInstrument(p, k.state().instruments.get(p.ric)!)) : null,
      },
    });
    if (who.player_id !== null) this.broadcast({ type: 'player_connected', data: presence(who) }, STAFF_TAG);
  }

  protected override onDisconnect(who: SocketAttachment): void {
    if (who.player_id === null) return;
    const stillOnline = this.ctx.getWebSockets(playerTag(who.player_id)).some((ws) => ws.readyState === WebSocket.OPEN);
    if (!stillOnline) this.broadcast({ type: 'player_disconnected', data: presence(who) }, STAFF_TAG);
  }
}

function presence(who: SocketAttachment) {
  return { user_id: who.user_id, username: who.username, player_id: who.player_id };
}
