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
import type { MarketStep } from './market-step';
import type { SessionKernel } from './session-kernel';

export interface CallHandler {
  readonly contract: SessionCall<unknown, unknown, unknown>;
  run(k: SessionKernel, input: unknown, actor: Actor): unknown;
}

/** Binds a handler to its contract: the input is the contract's, the answer must be its. */
export function handle<I, O, A>(contract: SessionCall<I, O, A>, run: (k: SessionKernel, input: I, actor: Actor) => A | Promise<A>): CallHandler {
  return { contract: contract as SessionCall<unknown, unknown, unknown>, run: run as CallHandler['run'] };
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
  /** When it is next due (real time, ms), or null when idle. */
  due(k: SessionKernel): number | null;
  run(k: SessionKernel, now: number): void | Promise<void>;
}

export interface Feature {
  readonly name: string;
  readonly migrations?: readonly StorageMigration[];
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
