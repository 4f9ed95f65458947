/**
 * Numbers in requests (domain/contracts/fields.ts): a JSON number, or decimal text from a query
 * string or a path; never a boolean, null, '' or an array, which z.coerce.number would read as
 * 1, 0, 0 and 5.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numeric, sessionIdField } from '../../../domain/contracts/fields';

describe('numeric request fields', () => {
  const amount = numeric(z.number().positive());

  it('takes JSON numbers and decimal text', () => {
    expect(amount.parse(12.5)).toBe(12.5);
    expect(amount.parse('12.5')).toBe(12.5);
    expect(amount.parse(' 7 ')).toBe(7);
    expect(amount.parse('1e3')).toBe(1000);
    expect(sessionIdField.parse('42')).toBe(42);
  });

  it('refuses what is not a number, whatever z.coerce would make of it', () => {
    for (const value of [true, false, null, '', '  ', [5], {}, 'twelve', '12abc', '0x10', 'NaN', 'Infinity']) {
      expect(amount.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(sessionIdField.safeParse(true).success).toBe(false);
    expect(sessionIdField.safeParse('1e308').success).toBe(false);
  });
});
