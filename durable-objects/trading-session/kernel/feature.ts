/**
 * A feature of the session object: its calls (each bound to a contract of `domain/contracts`,
 * whose roles the kernel checks before the handler runs), its storage migrations, its hooks
 * into each market step (in the order of the phases below) and into the finish, and its
 * timers. A feature adds its own files and one line to `features.ts`; it reads other
 * features through the kernel and their exported queries, never their tables.
 */
import type { SessionCall } from '../../../domain/contracts/session-call';
import type { Change, EngineEvent } from '../../../domain/engine/types';
import type { StorageMigration } from '../../storage/migrations';
import type { Actor } from './actor';
import type { FeatureStorage } from './feature-storage';
import type { MarketStep } from './market-step';
import type { SessionKernel } from './session-kernel';

/**
 * How the object answers one call, in three parts, because an `await` on anything but the
 * object's own storage (D1, another object) lets other requests run in between:
 * - `load` reads outside the object (a person in D1, the instruments to save) and decides
 *   nothing from the object's state, or only refuses early: whatever it saw may be stale when
 *   it resumes;
 * - `decide` then looks up (a `client_order_id`), checks (status, cash, limits), runs the engine
 *   and writes, synchronously: no other request runs between its checks and its writes;
 * - `after` follows the commit outside the object (the D1 index row, the class channel, the
 *   alarm): it decides nothing.
 */
export interface CallHandler {
  readonly contract: SessionCall<unknown, unknown, unknown>;
  load?(k: SessionKernel, input: unknown, actor: Actor): Promise<unknown>;
  decide(k: SessionKernel, input: unknown, actor: Actor, loaded: unknown): unknown;
  after?(k: SessionKernel, answer: unknown): Promise<void>;
}

/** What a handler that returns a promise gets instead of a CallHandler: the type error says why. */
type SyncOnly<R> = R extends PromiseLike<unknown> ? { decideMustNotAwait: 'await in load, then decide synchronously (kernel/feature.ts)' } : CallHandler;

type Parts = Omit<CallHandler, 'contract'>;

function bind<I, O, A>(contract: SessionCall<I, O, A>, parts: Parts): CallHandler {
  return { contract: contract as SessionCall<unknown, unknown, unknown>, ...parts };
}

/** Binds a synchronous handler to its contract: the input is the contract's, the answer must be its. */
export function handle<I, O, A, R extends A>(
  contract: SessionCall<I, O, A>,
  decide: (k: SessionKernel, input: I, actor: Actor) => R,
  after?: (k: SessionKernel, answer: R) => Promise<void>,
): SyncOnly<R> {
  return bind(contract, { decide, after } as Parts) as SyncOnly<R>;
}

/** Binds a handler that first reads outside the object (`load`), then decides on what it loaded and the object as it is now. */
export function handleLoaded<I, O, A, L, R extends A>(
  contract: SessionCall<I, O, A>,
  load: (k: SessionKernel, input: I, actor: Actor) => Promise<L>,
  decide: (k: SessionKernel, input: I, actor: Actor, loaded: L) => R,
  after?: (k: SessionKernel, answer: R) => Promise<void>,
): SyncOnly<R> {
  return bind(contract, { load, decide, after } as Parts) as SyncOnly<R>;
}

/** A call answered from outside the object (D1) that changes nothing in it. */
export function handleOutside<I, O, A>(contract: SessionCall<I, O, A>, read: (k: SessionKernel, input: I, actor: Actor) => Promise<A>): CallHandler {
  return bind(contract, { load: read, decide: (_k, _i, _a, loaded) => loaded } as Parts);
}

/**
 * The order of work inside a step (banking.md §0): payments and maturities due, revaluation
 * at the new prices, awards, lombard, then what is recorded of the step (metrics, history,
 * news). The kernel broadcasts after the last phase.
 */
export const STEP_PHASES = ['payments', 'revaluation', 'awards', 'lombard', 'records'] as const;
export type StepPhase = (typeof STEP_PHASES)[number];

export interface StepHook {
  readonly phase: StepPhase;
  /** Runs inside the step's one storage transaction: pushes changes and events, writes its own rows. */
  run(k: SessionKernel, step: MarketStep): void;
}

/** A named timer multiplexed on the object's one alarm. Each run must be idempotent (alarms retry). */
export interface Timer {
  readonly name: string;
  /**
   * Runs in an alarm run of its own: when another timer ran in this ring, it waits for the next
   * one, armed at once (work no player waits on, such as the books' audit after a step, so the
   * step's answers and broadcasts go out first).
   */
  readonly alone?: boolean;
  /** When it is next due (real time, ms), or null when idle. */
  due(k: SessionKernel): number | null;
  run(k: SessionKernel, now: number): void | Promise<void>;
}

export interface Feature {
  readonly name: string;
  readonly migrations?: readonly StorageMigration[];
  /** How it writes the change kinds it owns and loads its part of the players' books (feature-storage.ts). */
  readonly storage?: FeatureStorage;
  readonly calls?: readonly CallHandler[];
  readonly step?: readonly StepHook[];
  readonly timers?: readonly Timer[];
  /** What finishing the session settles (open orders cancelled, deposits returned), committed with the status change. */
  finish?(k: SessionKernel, now: number): { changes: Change[]; events: EngineEvent[] };
  /**
   * What the admin's Close positions closes of this feature's contracts (forwards offset, CDS
   * bought back), after the positions were closed, in the same transaction; `closed` counts them.
   */
  closePositions?(k: SessionKernel): { changes: Change[]; events: EngineEvent[]; closed: number };
  /** After a call's writes committed (a feature that reports them elsewhere arms the alarm). */
  afterCall?(k: SessionKernel): void | Promise<void>;
}
