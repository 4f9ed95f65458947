/**
 * Whether a session object's books in memory are its books in storage: the engine state the
 * object holds (wallets, positions, open orders, every contract family's book in `book.families`, the
 * next order id) against the same state read afresh from its SQLite, and the stored books
 * against their ledger (`booksProblems`). A request that changed the books in memory and then
 * failed to write them leaves a difference here, which the next successful write would store.
 * Also: no `client_order_id` is stored twice for a player.
 */
import { runInDurableObject } from 'cloudflare:test';
import type { EngineState } from '../../../domain/engine/engine-state';
import type { PlayerState } from '../../../domain/engine/types';
import type { SessionKernel } from '../../../durable-objects/trading-session/kernel/session-kernel';
import { booksProblems, sessionStorage } from './books-snapshot';
import { stubOf } from './sessions';

/**
 * Maps as sorted entry lists and object keys in order, so two equal states print the same text.
 * An empty map is no map: the books keep a family's map empty when its last contract closes,
 * storage loads none.
 */
function canonical(value: unknown): unknown {
  if (value instanceof Map && value.size === 0) return undefined;
  if (value instanceof Map) return [...value.entries()].map(([k, v]) => [k, canonical(v)]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])])
        .filter(([, v]) => v !== undefined),
    );
  }
  return value;
}

/** A family's book (canonical) that holds nothing: no open contract, every sum 0. */
function holdsNothing(familyBook: unknown): boolean {
  return !!familyBook && typeof familyBook === 'object' && !Array.isArray(familyBook) && Object.values(familyBook).every((v) => v === 0);
}

/**
 * A player, books and all, in canonical form. Every family's book in `book.families` is compared
 * as the rest of the books are (its maps entry by entry, its sums), except that a book which holds
 * nothing is no book: memory keeps the empty book a family made when it first looked or when its
 * last contract closed, storage loads none.
 */
function canonicalPlayer(p: PlayerState): unknown {
  const c = canonical(p) as { book: { families?: Record<string, unknown> } };
  if (c.book.families) c.book.families = Object.fromEntries(Object.entries(c.book.families).filter(([, b]) => !holdsNothing(b)));
  return c;
}

function booksText(state: EngineState): Record<string, string> {
  const out: Record<string, string> = { openOrders: JSON.stringify(canonical(state.openOrders)), odas: JSON.stringify(canonical(state.odas)), nextOrderId: String(state.nextOrderId) };
  for (const [id, p] of state.players) out[`player ${id}`] = JSON.stringify(canonicalPlayer(p));
  return out;
}

/** Where memory and storage part, one line each (empty when they agree). */
export async function memoryAgainstStorage(sessionId: number): Promise<string[]> {
  return runInDurableObject(stubOf(sessionId), (instance, state) => {
    const kernel = (instance as unknown as { kernel: SessionKernel }).kernel;
    if (!kernel.exists()) return [];
    const memory = booksText(kernel.state());
    const stored = booksText(kernel.storedBooks());
    const problems: string[] = [];
    for (const key of new Set([...Object.keys(memory), ...Object.keys(stored)])) {
      if (memory[key] !== stored[key]) problems.push(`session ${sessionId}: ${key} in memory ${memory[key]?.slice(0, 400)} but stored ${stored[key]?.slice(0, 400)}`);
    }
    return problems;
  });
}

/** Every problem of the sessions' books: memory against storage, storage against the ledger, client order ids stored twice. */
export async function coherenceProblems(sessionIds: readonly number[]): Promise<string[]> {
  const problems: string[] = [];
  for (const id of new Set(sessionIds)) {
    problems.push(...(await memoryAgainstStorage(id)));
    const storage = await sessionStorage(id);
    problems.push(...booksProblems(storage).map((p) => `session ${id}: ${p}`));
    const seen = new Set<string>();
    for (const o of storage.orders ?? []) {
      if (o.client_order_id == null) continue;
      const key = `${o.player_id}/${o.client_order_id}`;
      if (seen.has(key)) problems.push(`session ${id}: client_order_id ${key} stored twice`);
      seen.add(key);
    }
  }
  return problems;
}

/** Client order ids that 2xx answers named with two different orders (each answer: its status and JSON body). */
export function clientIdAnswerProblems(answers: readonly { status: number; json: unknown }[]): string[] {
  const byClientId = new Map<string, Set<number>>();
  for (const a of answers) {
    const body = a.json as { id?: unknown; client_order_id?: unknown } | null;
    if (a.status >= 300 || !body || typeof body.client_order_id !== 'string' || typeof body.id !== 'number') continue;
    byClientId.set(body.client_order_id, (byClientId.get(body.client_order_id) ?? new Set()).add(body.id));
  }
  return [...byClientId].filter(([, ids]) => ids.size > 1).map(([id, ids]) => `client_order_id ${id} answered with orders ${[...ids].join(', ')}`);
}

export type StoredOrder = { id: number; player_id: number; status: number; client_order_id: string | null; ric: string; quantity: number; transaction: number; open_price: number };

/** The orders as a session stores them: the row's columns over its JSON. */
export function storedOrders(storage: Record<string, Record<string, unknown>[]>): StoredOrder[] {
  return (storage.orders ?? []).map((o) => ({
    ...(JSON.parse(String(o.json)) as StoredOrder),
    id: Number(o.id),
    player_id: Number(o.player_id),
    status: Number(o.status),
    client_order_id: (o.client_order_id as string | null) ?? null,
  }));
}
