import { expect } from 'vitest';
import { DomainError } from '../../domain/domain-error';

/** Asserts that `fn` throws the typed domain error with this code and a real message. */
export function expectDomainError(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    // A message a person can act on, not just a code.
    expect((error as DomainError).message.length).toBeGreaterThan(10);
    return;
  }
  throw new Error(`expected DomainError ${code}`);
}
