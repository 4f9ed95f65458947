/** Request fields several session calls share, with the texts people read when they are wrong. */
import { z } from 'zod';

const DECIMAL_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/**
 * A number sent as a JSON number or as decimal text (query strings and paths carry only text).
 * Unlike z.coerce.number, which reads true as 1, null and '' as 0 and [5] as 5, anything else
 * is refused with the schema's own message.
 */
export function numeric<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value), schema);
}

export const sessionIdField = numeric(z.number({ error: 'session_id is required' }).int().positive('session_id is required'));
export const pathSessionId = numeric(z.number({ error: 'Session id must be a number' }).int().positive('Session id must be a positive number'));
/** An instrument named by its underlying asset's id or its ric. */
export const instrumentField = z.union([numeric(z.number().int().positive()), z.string().min(1)], { error: 'financial_instrument is required' });
export const currencyField = z.string().trim().regex(/^[A-Z]{3}$/, 'a wallet is named by its currency code, e.g. EUR');
export const personField = numeric(z.number().int().positive()).nullish();
/** A player named by the staff (a player's own calls ignore it). */
export const playerIdField = numeric(z.number().int().positive()).optional();
export const noInput = z.object({});

/** Compositions and lists of rows a person edits (benchmark funds, allocation bands, limits) carry at most this many. */
export const MAX_COMPOSITION_ROWS = 50;
export function compositionList<T extends z.ZodType>(item: T, what: string) {
  return z.array(item).max(MAX_COMPOSITION_ROWS, `At most ${MAX_COMPOSITION_ROWS} ${what}`);
}
