/**
 * The trading session the user is inside (set by the /session/{id} page). Spec 000 section 7:
 * "each call also merges stored state values into its payload": session calls carry
 * `session_id`, in the query for GET and in the JSON body otherwise.
 */
import { atom } from 'jotai';
import { appStore } from './store';

export const currentSessionIdAtom = atom<number | null>(null);

export function currentSessionId(): number | null {
  return appStore.get(currentSessionIdAtom);
}

type QueryArgs = { query?: Record<string, string | string[] | undefined> };
type JsonArgs = { json?: Record<string, unknown> };

/** Adds `session_id` to a GET call's query. */
export function withSessionQuery<A extends QueryArgs>(args: A): A & { query: Record<string, string | string[] | undefined> } {
  const id = currentSessionId();
  if (id === null) throw new Error('Not inside a trading session');
  return { ...args, query: { ...args.query, session_id: String(id) } };
}

/** Adds `session_id` to a non-GET call's JSON body. */
export function withSessionJson<A extends JsonArgs>(args: A): A & { json: Record<string, unknown> & { session_id: number } } {
  const id = currentSessionId();
  if (id === null) throw new Error('Not inside a trading session');
  return { ...args, json: { ...args.json, session_id: id } };
}

/** Either of the above by method: `withSessionId('GET', { query })` or `withSessionId('POST', { json })`. */
export function withSessionId<A extends QueryArgs & JsonArgs>(method: string, args: A): A {
  return method.toUpperCase() === 'GET' ? withSessionQuery(args) : withSessionJson(args);
}
