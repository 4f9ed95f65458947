/**
 * The app's one notification queue (spec 002 section 8). Anything may call `notify`; the
 * `Toaster` component renders the queue as Radix callouts in a fixed corner stack.
 */
import { useSyncExternalStore } from 'react';

export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  message: string;
  description?: string;
  /** Milliseconds until it disappears; null keeps it until dismissed. */
  durationMs: number | null;
}

export const DEFAULT_NOTIFICATION_MS = 5_000;
const MAX_VISIBLE = 5;

let nextId = 1;
let queue: readonly AppNotification[] = [];
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function notify(input: { kind: NotificationKind; message: string; description?: string; durationMs?: number | null }): number {
  const id = nextId++;
  const notification: AppNotification = {
    id,
    kind: input.kind,
    message: input.message,
    description: input.description,
    durationMs: input.durationMs === undefined ? DEFAULT_NOTIFICATION_MS : input.durationMs,
  };
  queue = [...queue, notification].slice(-MAX_VISIBLE);
  if (notification.durationMs !== null) timers.set(id, setTimeout(() => dismiss(id), notification.durationMs));
  emit();
  return id;
}

export const notifySuccess = (message: string) => notify({ kind: 'success', message });
export const notifyError = (message: string) => notify({ kind: 'error', message });

export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = queue.filter((n) => n.id !== id);
  if (next.length === queue.length) return;
  queue = next;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(subscribe, () => queue, () => queue);
}
