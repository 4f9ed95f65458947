/** Status calls of the console (spec 000 §7): play/pause with the status seen, freeze, finish. */
import type { SessionView } from '@domain/session/session-record';
import { sessionPost } from './console-api';

export function playPause(sessionId: number, currentStatus: number): Promise<SessionView> {
  return sessionPost<SessionView>(sessionId, 'play_pause', { current_status: currentStatus });
}

export function freezeSession(sessionId: number): Promise<SessionView> {
  return sessionPost<SessionView>(sessionId, 'freeze_session');
}

export function finishSession(sessionId: number): Promise<SessionView> {
  return sessionPost<SessionView>(sessionId, 'finish');
}
