/**
 * `POST /api/klasses/upload_klass_csv/` (multipart field `klass_details_file`): every line of
 * the class CSV checked, by itself (domain/people/klass-csv.ts) and against the database
 * (taken class names, roles of existing users), and the whole file refused with every
 * problem and its line number, or every class created in one batch.
 */
import type { Context } from 'hono';
import { parseKlassCsv, type LineError } from '../../domain/people/klass-csv';
import { defaultKlassDates } from '../../domain/people/klass-fields';
import type { AppEnv } from '../env';
import { badRequest } from '../http/errors';
import { checkKlassPlans, writeKlassPlans, type KlassPlan } from './create-klass';

export const KLASS_CSV_FIELD = 'klass_details_file';
const MAX_CSV_BYTES = 1024 * 1024;
export const KLASS_CSV_REFUSED = 'The file has errors: nothing was created';

async function uploadedCsv(c: Context<AppEnv>): Promise<string> {
  if (!(c.req.header('Content-Type') ?? '').includes('multipart/form-data')) throw badRequest(`Send the file as multipart/form-data in the field '${KLASS_CSV_FIELD}'`);
  const form = await c.req.raw.formData().catch(() => {
    throw badRequest(`The upload is not valid multipart/form-data: send the file in the field '${KLASS_CSV_FIELD}'`);
  });
  const file = form.get(KLASS_CSV_FIELD);
  if (!file || typeof file === 'string') throw badRequest('Please select a file to upload.', { fields: { [KLASS_CSV_FIELD]: 'required' } });
  if (file.size > MAX_CSV_BYTES) throw badRequest('The file is larger than 1 MB: split it');
  return file.text();
}

// A stable sort: a line's own problems first, then what the database says of it.
const refuseFile = (lines: LineError[]) => badRequest(KLASS_CSV_REFUSED, { lines: lines.sort((a, b) => a.line - b.line) });

export async function importKlassCsv(c: Context<AppEnv>) {
  const parsed = parseKlassCsv(await uploadedCsv(c));
  const dates = defaultKlassDates(new Date().toISOString().slice(0, 10));
  const plans: KlassPlan[] = parsed.klasses.map((k) => ({
    name: k.klass_name,
    ...dates,
    trainer: k.trainer,
    trainer_password: k.trainer_pass,
    trainees: k.users,
    trainee_password: k.user_pass,
    persons: k.persons,
  }));
  // The good lines are checked against the database too, so one answer lists every problem.
  const checked = await checkKlassPlans(c.env.DB, c.get('user'), plans);
  const lines = [...(parsed.ok ? [] : parsed.lines), ...checked.problems.map((p) => ({ line: parsed.klasses[p.plan]!.line, error: p.refusal.message }))];
  if (lines.length) throw refuseFile(lines);
  return c.json(await writeKlassPlans(c.env.DB, plans, checked), 201);
}
