/**
 * A call answered by a trading session's object, declared once and used by the Worker (which
 * mounts its route and validates its input), the object (which checks the role and runs it)
 * and the web client (which gets its input and output types). A call without roles does not
 * compile. Roles: `player` is a player of the session; `staff` is the class's trainer or any
 * administrator; `admin` is administrators only.
 */
import type { z } from 'zod';

export type Role = 'player' | 'staff' | 'admin';

/** Where the call carries its session's id: the `:id` of its path, or `session_id` in its body or query. */
export type SessionIdIn = 'path' | 'body' | 'query';

export interface SessionCall<Input = unknown, Output = unknown, Answer = Output> {
  /** Unique name, `<feature>.<call>`: the object dispatches on it. */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** The Hono path under which the Worker mounts it (spec 002 §7), without trailing slash. */
  readonly path: string;
  readonly session: SessionIdIn;
  readonly roles: readonly [Role, ...Role[]];
  /** The request: query, JSON body and path parameters merged (path wins), parsed by the Worker. */
  readonly input: z.ZodType<Input>;
  /** A valid request apart from the session id, for the generated authorization test. */
  readonly example?: Record<string, unknown>;
  readonly status?: 200 | 201;
  /** How the Worker answers: JSON (the default) or a CSV download named by `filename`. */
  readonly answer?: { csv: (sessionId: number) => string };
  /** Type only: what the call answers the client. */
  readonly output?: Output;
  /** Type only: what the object answers the Worker, where the Worker builds the reply from it (clone). */
  readonly objectAnswer?: Answer;
}

/** Declares a call answering `Output`: `sessionCall<Order>()({ ... })`. */
export function sessionCall<Output = unknown, Answer = Output>() {
  return <Input>(call: Omit<SessionCall<Input, Output, Answer>, 'output' | 'objectAnswer'>): SessionCall<Input, Output, Answer> => call;
}

/** The parsed input of a call, as its handler receives it. */
export type InputOf<C> = C extends SessionCall<infer I, unknown, unknown> ? I : never;
