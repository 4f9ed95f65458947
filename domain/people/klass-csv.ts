/**
 * The class CSV (spec 002 §5, issue #13): header `klass_name,trainer,trainer_pass,user_pass,users,persons`,
 * one line per class. `users` holds space-separated usernames; `persons` one `;`-separated group
 * per user in the same order, names within a group separated by `|`. Empty passwords mean: an
 * existing trainer (trainer_pass), generated per trainee (user_pass).
 *
 * Every line is checked and every problem reported with its line number, so the file can be
 * fixed in one go; what needs the database (does the trainer exist, is the class name taken)
 * is checked by the importer, which adds its own line errors.
 */
import { KLASS_NAME_MESSAGE, klassNameProblem, personNameProblem } from './klass-fields';
import { MAX_NEW_USERS, PASSWORD_MAX, PASSWORD_MESSAGE, PASSWORD_MIN, USERNAME_MESSAGE, isUsername } from './usernames';

export const KLASS_CSV_COLUMNS = ['klass_name', 'trainer', 'trainer_pass', 'user_pass', 'users', 'persons'] as const;
export const MAX_KLASS_CSV_LINES = 200;

export interface KlassCsvLine {
  /** The line's number in the file (the header is line 1). */
  line: number;
  klass_name: string;
  trainer: string;
  trainer_pass: string | null;
  user_pass: string | null;
  users: string[];
  /** One list per user, in the users' order; empty lists when the line has no persons. */
  persons: string[][];
}

export interface LineError {
  line: number;
  error: string;
}

/** Not ok: `lines` lists every problem; `klasses` still holds the good lines, so the importer can check those against the database too. */
export type KlassCsvResult = { ok: true; klasses: KlassCsvLine[] } | { ok: false; lines: LineError[]; klasses: KlassCsvLine[] };

/** The cells of one CSV line: commas separate, double quotes enclose (doubled inside); null when a quote is left open. */
export function csvCells(line: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells.map((c) => c.trim());
}

const passwordProblem = (what: string, pass: string): string | null =>
  pass.length < PASSWORD_MIN ? `${what}: ${PASSWORD_MESSAGE}` : pass.length > PASSWORD_MAX ? `${what}: at most ${PASSWORD_MAX} characters` : null;

/** One line's values, or its problems. */
function readLine(line: number, cells: Record<(typeof KLASS_CSV_COLUMNS)[number], string>): { value?: KlassCsvLine; errors: string[] } {
  const errors: string[] = [];
  const klassName = cells.klass_name;
  if (klassNameProblem(klassName)) errors.push(`klass_name: ${KLASS_NAME_MESSAGE}`);
  if (!isUsername(cells.trainer)) errors.push(`trainer: ${USERNAME_MESSAGE}`);
  const trainerPass = cells.trainer_pass || null;
  const userPass = cells.user_pass || null;
  for (const [what, pass] of [['trainer_pass', trainerPass], ['user_pass', userPass]] as const) {
    const problem = pass === null ? null : passwordProblem(what, pass);
    if (problem) errors.push(problem);
  }
  const users = cells.users.split(/\s+/).filter(Boolean);
  const bad = users.filter((u) => !isUsername(u));
  if (bad.length) errors.push(`users: ${bad.slice(0, 3).map((u) => `'${u.slice(0, 40)}'`).join(', ')}: ${USERNAME_MESSAGE}`);
  const twice = users.filter((u, k) => users.indexOf(u) !== k);
  if (twice.length) errors.push(`users: ${[...new Set(twice)].join(', ')} listed twice`);
  if (users.length > MAX_NEW_USERS) errors.push(`users: at most ${MAX_NEW_USERS} per class`);
  if (users.includes(cells.trainer)) errors.push(`users: the trainer ${cells.trainer} cannot also be a trainee`);
  let persons: string[][] = users.map(() => []);
  if (cells.persons) {
    const groups = cells.persons.split(';').map((g) => g.split('|').map((n) => n.trim()).filter(Boolean));
    if (groups.length !== users.length) errors.push(`persons: ${groups.length} groups for ${users.length} users (one ';'-separated group per user, in the users' order)`);
    else persons = groups;
    const problems = new Set(groups.flat().map(personNameProblem).filter((p): p is string => p !== null));
    for (const p of problems) errors.push(`persons: ${p}`);
  }
  if (errors.length) return { errors };
  return { errors, value: { line, klass_name: klassName, trainer: cells.trainer, trainer_pass: trainerPass, user_pass: userPass, users, persons } };
}

/** Parses and checks the whole file: every class, or every problem with its line number. */
export function parseKlassCsv(text: string): KlassCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvCells(lines[0] ?? '')?.map((h) => h.toLowerCase()) ?? [];
  const missing = KLASS_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { ok: false, klasses: [], lines: [{ line: 1, error: `The header must be ${KLASS_CSV_COLUMNS.join(',')} (missing ${missing.join(', ')})` }] };
  const errors: LineError[] = [];
  const klasses: KlassCsvLine[] = [];
  const klassLine = new Map<string, number>();
  const userLine = new Map<string, number>();
  let count = 0;
  for (let n = 1; n < lines.length; n++) {
    const raw = lines[n]!;
    if (raw.trim() === '') continue;
    const line = n + 1;
    if (++count > MAX_KLASS_CSV_LINES) {
      errors.push({ line, error: `More than ${MAX_KLASS_CSV_LINES} classes: split the file` });
      break;
    }
    const cells = csvCells(raw);
    if (!cells || cells.length !== header.length) {
      errors.push({ line, error: cells ? `Expected ${header.length} values, found ${cells.length}` : 'A quote is not closed' });
      continue;
    }
    const named = Object.fromEntries(KLASS_CSV_COLUMNS.map((c) => [c, cells[header.indexOf(c)]!])) as Record<(typeof KLASS_CSV_COLUMNS)[number], string>;
    const { value, errors: problems } = readLine(line, named);
    for (const error of problems) errors.push({ line, error });
    if (!value) continue;
    const sameName = klassLine.get(value.klass_name);
    if (sameName) errors.push({ line, error: `klass_name: ${value.klass_name} is also on line ${sameName}` });
    else klassLine.set(value.klass_name, line);
    for (const u of value.users) {
      const other = userLine.get(u);
      if (other) errors.push({ line, error: `users: ${u} is also on line ${other}` });
      else userLine.set(u, line);
    }
    klasses.push(value);
  }
  if (errors.length) return { ok: false, lines: errors, klasses };
  if (klasses.length === 0) return { ok: false, klasses, lines: [{ line: 2, error: 'The file has no classes' }] };
  return { ok: true, klasses };
}
