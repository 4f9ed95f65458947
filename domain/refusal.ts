/**
 * The one refusal of the whole system: a rule said no. It carries a kind and the text a person
 * reads (the specification's words where it has them), never an HTTP status: the status is
 * chosen once, at the edges (the session object's call boundary and the Worker's `onError`).
 * Anything thrown that is not a Refusal is a bug, answered as a 5xx with a request id.
 */
export type RefusalKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const invalid = (message: string, details?: Record<string, unknown>) => new Refusal('invalid', message, details);
export const forbidden = (message: string, details?: Record<string, unknown>) => new Refusal('forbidden', message, details);
export const notFound = (message: string, details?: Record<string, unknown>) => new Refusal('not_found', message, details);
export const conflict = (message: string, details?: Record<string, unknown>) => new Refusal('conflict', message, details);

/** A refusal as it crosses the object's RPC boundary (structured-cloned, so plain data). */
export interface RefusalData {
  kind: RefusalKind;
  error: string;
  details?: Record<string, unknown>;
}

export function refusalData(r: Refusal): RefusalData {
  return r.details === undefined ? { kind: r.kind, error: r.message } : { kind: r.kind, error: r.message, details: r.details };
}

/** The spec's text for a session the caller may not see or that does not exist (002 §8). */
export const sessionNotFound = (id: number | string) => notFound(`Session ${id} not found!`);
