/** Request fields several session calls share, with the texts people read when they are wrong. */
import { z } from 'zod';

export const sessionIdField = z.coerce.number({ error: 'session_id is required' }).int().positive('session_id is required');
export const pathSessionId = z.coerce.number({ error: 'Session id must be a number' }).int().positive('Session id must be a positive number');
/** An instrument named by its underlying asset's id or its ric. */
export const instrumentField = z.union([z.coerce.number().int().positive(), z.string().min(1)], { error: 'financial_instrument is required' });
export const currencyField = z.string().trim().regex(/^[A-Z]{3}$/, 'a wallet is named by its currency code, e.g. EUR');
export const personField = z.coerce.number().int().positive().nullish();
/** A player named by the staff (a player's own calls ignore it). */
export const playerIdField = z.coerce.number().int().positive().optional();
export const noInput = z.object({});
