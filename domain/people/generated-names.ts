/**
 * The generate-names helper of the class form (spec 002 §2): a username prefix with a start
 * and an end number gives prefix+start … prefix+end. Shared by the server and the web form.
 */
import { invalid } from '../refusal';
import { MAX_NEW_USERS } from './usernames';

export const GENERATED_NAMES_MESSAGES = {
  endBeforeStart: 'The end number must be at least the start number',
  notWhole: 'The start and end numbers must be whole numbers of 0 or more',
  tooMany: `At most ${MAX_NEW_USERS} names at once`,
} as const;

/** The names, or a refusal (the messages above) when the numbers make no list. */
export function generatedNames(prefix: string, start: number, end: number): string[] {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < 0) throw invalid(GENERATED_NAMES_MESSAGES.notWhole);
  if (end < start) throw invalid(GENERATED_NAMES_MESSAGES.endBeforeStart);
  if (end - start + 1 > MAX_NEW_USERS) throw invalid(GENERATED_NAMES_MESSAGES.tooMany);
  const names: string[] = [];
  for (let n = start; n <= end; n++) names.push(`${prefix.trim()}${n}`);
  return names;
}
