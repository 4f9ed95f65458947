/**
 * The typed client of every call a session's object answers: the contract (domain/contracts)
 * gives the path, the method, where the session's id goes, and the input and answer types, so
 * the screens read exactly what the server sends. Errors and notifications as `apiRequest`.
 */
import type { SessionCall } from '@domain/contracts/session-call';
import { apiFetch, apiRequest, type ApiRequestOptions } from './api-client';

type Input = Record<string, unknown>;

/** The URL of a call: path parameters filled in, and the query of a GET. */
function urlOf(contract: SessionCall<unknown, unknown, unknown>, sessionId: number, input: Input): { url: string; body: Input | null } {
  const rest: Input = { ...input };
  if (contract.session !== 'path') rest.session_id = sessionId;
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id' && contract.session === 'path') return String(sessionId);
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (contract.method !== 'GET') return { url: path, body: rest };
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null) query.set(k, String(v));
  const qs = query.toString();
  return { url: qs ? `${path}/?${qs}` : path, body: null };
}

export function callSession<I, O, A>(contract: SessionCall<I, O, A>, sessionId: number, input: Partial<I> = {}, options: ApiRequestOptions = {}): Promise<O> {
  const { url, body } = urlOf(contract as SessionCall<unknown, unknown, unknown>, sessionId, input as Input);
  return apiRequest(
    () =>
      apiFetch(url, body === null ? { method: 'GET' } : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    options,
  ) as Promise<O>;
}
