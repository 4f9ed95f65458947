/**
 * A thin room over the WebSocket hibernation API, in the manner of partyserver: the Worker
 * verifies the token and forwards the upgrade with the caller in a header; the room decides
 * whether the caller belongs (`admit`), accepts the socket with tags and a small attachment,
 * and broadcasts typed events. `{"type":"ping"}` is answered by the runtime's auto-response,
 * so keep-alives never wake the object.
 */
import { DurableObject } from 'cloudflare:workers';
import { z } from 'zod';
import { PING_MESSAGE, PONG_MESSAGE, liveEvent, parseClientMessage, type WireEvent } from '../../domain/live-events';
import type { AuthUser, Env } from '../../platform/env';

/** Header through which the Worker hands the verified caller to the object. */
export const LIVE_USER_HEADER = 'x-live-user';

const liveUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  user_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  email: z.string(),
});

export interface SocketAttachment {
  user_id: number;
  username: string;
  user_type: number;
  player_id: number | null;
}

export interface Admission {
  tags: string[];
  attachment: SocketAttachment;
}

export function forwardUpgrade(request: Request, user: AuthUser, extraHeaders: Record<string, string> = {}): Request {
  const headers = new Headers(request.headers);
  headers.set(LIVE_USER_HEADER, JSON.stringify(user));
  for (const [k, v] of Object.entries(extraHeaders)) headers.set(k, v);
  return new Request(request.url, { headers });
}

function jsonError(status: number, error: string): Response {
  return Response.json({ error }, { status });
}

export abstract class LiveRoom extends DurableObject<Env> {
  protected abstract readonly channel: 'session' | 'klass' | 'admin';

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_MESSAGE, PONG_MESSAGE));
  }

  /** Decide whether the caller belongs in this room; null refuses with 403. */
  protected abstract admit(user: AuthUser, request: Request): Promise<Admission | null>;

  protected onConnect(_ws: WebSocket, _who: SocketAttachment): void {}
  protected onDisconnect(_who: SocketAttachment): void {}

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return jsonError(426, 'Expected a websocket upgrade');
    const parsed = liveUserSchema.safeParse(safeJson(request.headers.get(LIVE_USER_HEADER)));
    if (!parsed.success) return jsonError(401, 'Authentication required');
    const admission = await this.admit(parsed.data as AuthUser, request);
    if (!admission) return jsonError(403, 'You do not belong to this channel');

    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, admission.tags);
    server.serializeAttachment(admission.attachment);
    this.sendTo(server, {
      type: 'channel_welcome',
      data: {
        channel: this.channel,
        user_id: admission.attachment.user_id,
        username: admission.attachment.username,
        online_user_ids: this.onlineUserIds(),
      },
    });
    this.onConnect(server, admission.attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== 'string') return;
    const msg = parseClientMessage(message);
    if (msg?.type === 'echo') this.sendTo(ws, { type: 'echo', data: msg.data });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    const who = ws.deserializeAttachment() as SocketAttachment | null;
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed by the runtime.
    }
    if (who) this.onDisconnect(who);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    const who = ws.deserializeAttachment() as SocketAttachment | null;
    if (who) this.onDisconnect(who);
  }

  protected sendTo(ws: WebSocket, event: WireEvent): void {
    try {
      if (ws.readyState === WebSocket.OPEN) ws.send(liveEvent(event));
    } catch {
      // A socket closing under us; its close handler cleans up.
    }
  }

  /** Send to every open socket, or only to those carrying `tag`. */
  protected broadcast(event: WireEvent, tag?: string): number {
    const frame = liveEvent(event);
    let sent = 0;
    for (const ws of this.ctx.getWebSockets(tag)) {
      try {
        if (ws.readyState !== WebSocket.OPEN) continue;
        ws.send(frame);
        sent++;
      } catch {
        // Ignore sockets that closed between listing and sending.
      }
    }
    return sent;
  }

  /**
   * Sends many events, each to everyone or to one tag's sockets, in one frame per socket: the
   * sockets are listed once (`getWebSockets(tag)` scans every socket), and a socket that gets
   * several events gets them as one JSON array, since each `send` costs far more than its bytes.
   * A step of 300 players is then 300 sends, not 600 (and one, not 300, to each trainer).
   */
  protected broadcastMany(events: readonly { event: WireEvent; tags: readonly (string | undefined)[] }[]): void {
    if (!events.length) return;
    const open = this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
    if (!open.length) return;
    const frames = events.map(({ event, tags }) => ({ frame: liveEvent(event), tags }));
    for (const ws of open) {
      const mine = this.tagsOf(ws);
      const out: string[] = [];
      for (const { frame, tags } of frames) if (tags.some((t) => t === undefined || mine.has(t))) out.push(frame);
      if (!out.length) continue;
      try {
        ws.send(out.length === 1 ? out[0]! : `[${out.join(',')}]`);
      } catch {
        // A socket closing under us; its close handler cleans up.
      }
    }
  }

  /** A socket's tags never change: read once per socket (and again after a hibernation wake). */
  private readonly socketTags = new WeakMap<WebSocket, ReadonlySet<string>>();
  private tagsOf(ws: WebSocket): ReadonlySet<string> {
    let tags = this.socketTags.get(ws);
    if (!tags) this.socketTags.set(ws, (tags = new Set(this.ctx.getTags(ws))));
    return tags;
  }

  protected onlineUserIds(): number[] {
    const ids = new Set<number>();
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const who = ws.deserializeAttachment() as SocketAttachment | null;
      if (who) ids.add(who.user_id);
    }
    return [...ids];
  }

  /** Number of open sockets; tests and the admin monitor read it. */
  connectionCount(): number {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN).length;
  }
}

function safeJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
