/** Rules for a class's own fields (name, dates), shared by the class form, the class CSV and clones. */
import { z } from 'zod';

export const KLASS_NAME_MAX = 100;
export const KLASS_NAME_MESSAGE = `A class name has 1 to ${KLASS_NAME_MAX} characters`;
export const PERSON_NAME_MAX = 64;

export const klassNameField = (what = 'name') =>
  z.string({ error: `${what} is required` }).trim().min(1, KLASS_NAME_MESSAGE).max(KLASS_NAME_MAX, KLASS_NAME_MESSAGE);

export function klassNameProblem(name: string): string | null {
  return name.length >= 1 && name.length <= KLASS_NAME_MAX ? null : KLASS_NAME_MESSAGE;
}

/** A person's name (spec 002 §6: names containing "admin" are the administrators'). */
export function personNameProblem(name: string): string | null {
  if (!name) return 'A person name cannot be empty';
  if (name.length > PERSON_NAME_MAX) return `A person name has at most ${PERSON_NAME_MAX} characters`;
  if (name.toLowerCase().includes('admin')) return `Person names containing "admin" are reserved for administrators`;
  return null;
}

/** A class runs from today for a year unless told otherwise. */
export function defaultKlassDates(todayIso: string): { start_date: string; end_date: string } {
  const [y, m, d] = todayIso.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + 1, m - 1, d));
  // 29 February + 1 year is 1 March.
  return { start_date: todayIso, end_date: end.toISOString().slice(0, 10) };
}

export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
