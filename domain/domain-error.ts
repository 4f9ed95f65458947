/**
 * The typed error of the pure finance modules (bonds, options, option chain, metrics,
 * T-bills, FX forwards). Callers branch on `code`, never on the message, which is for people.
 */
import { Refusal } from './refusal';

export type DomainErrorCode =
  | 'INVALID_DATES'
  | 'UNKNOWN_FREQUENCY'
  | 'UNKNOWN_DAY_COUNT'
  | 'NO_YIELD'
  | 'OUT_OF_BOUNDS'
  | 'INSUFFICIENT_DATA'
  | 'ZERO_VARIANCE'
  | 'LENGTH_MISMATCH'
  | 'INVALID_INPUT';

/** A refusal of kind 'invalid': the inputs cannot be computed with (400 at the edges). */
export class DomainError extends Refusal {
  override name = 'DomainError';
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super('invalid', message, { code });
    this.code = code;
  }
}

/** Throws INVALID_INPUT unless `value` is a finite number; returns it typed as number. */
export function requireFinite(value: unknown, label: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DomainError('INVALID_INPUT', `${label} must be a finite number (got ${String(value)}).`);
  }
  return value;
}

/** Throws INVALID_INPUT unless `value` is a finite number > 0. */
export function requirePositive(value: unknown, label: string): number {
  const n = requireFinite(value, label);
  if (n <= 0) throw new DomainError('INVALID_INPUT', `${label} must be greater than 0 (got ${n}).`);
  return n;
}

/** Throws INVALID_INPUT unless `value` is a finite number >= 0. */
export function requireNonNegative(value: unknown, label: string): number {
  const n = requireFinite(value, label);
  if (n < 0) throw new DomainError('INVALID_INPUT', `${label} must not be negative (got ${n}).`);
  return n;
}
