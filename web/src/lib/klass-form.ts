/**
 * The create-class form (spec 002 §2, §5; issue #13): what the person typed, stripped of
 * whitespace, turned into the body of POST /api/klasses/, or the texts of what is missing.
 * Trainees come either as names (any whitespace, comma or semicolon separates them) or from
 * the generate-names helper, whose rule (end at least start, at most 300) is the server's own.
 */
import { generatedNames } from '@domain/people/generated-names';
import type { CreateKlassBody } from './people-api';

export type TraineeMode = 'names' | 'sequence';

export interface KlassFormValues {
  name: string;
  trainerUsername: string;
  trainerPassword: string;
  traineeMode: TraineeMode;
  traineeNames: string;
  prefix: string;
  start: string;
  end: string;
  traineePassword: string;
}

export type KlassFormErrors = Partial<Record<keyof KlassFormValues, string>>;

export const REQUIRED = 'Required';

export const EMPTY_KLASS_FORM: KlassFormValues = {
  name: '',
  trainerUsername: '',
  trainerPassword: '',
  traineeMode: 'names',
  traineeNames: '',
  prefix: '',
  start: '1',
  end: '10',
  traineePassword: '',
};

/** Usernames typed in the names box, in order, without blanks or repeats. */
export function parseNames(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** Whole numbers only: '' or '1.5' are not a start or an end. */
function wholeNumber(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

/** The generated usernames, or why there are none. */
export function sequencePreview(values: Pick<KlassFormValues, 'prefix' | 'start' | 'end'>): { names: string[] } | { error: string; field: 'prefix' | 'start' | 'end' } {
  const prefix = values.prefix.trim();
  if (!prefix) return { error: REQUIRED, field: 'prefix' };
  const start = wholeNumber(values.start);
  if (start === null) return { error: 'A whole number', field: 'start' };
  const end = wholeNumber(values.end);
  if (end === null) return { error: 'A whole number', field: 'end' };
  try {
    return { names: generatedNames(prefix, start, end) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error), field: 'end' };
  }
}

/**
 * The request body, or the errors to show. `trainerExists`: the trainer keeps their password,
 * so none is sent (a trainer's own New class is always so: they are its trainer).
 */
export function klassFormBody(values: KlassFormValues, trainerExists: boolean): { body: CreateKlassBody; errors?: undefined } | { errors: KlassFormErrors; body?: undefined } {
  const errors: KlassFormErrors = {};
  const name = values.name.trim();
  const trainer = values.trainerUsername.trim();
  const trainerPassword = values.trainerPassword.trim();
  if (!name) errors.name = REQUIRED;
  if (!trainer) errors.trainerUsername = REQUIRED;
  if (trainer && !trainerExists && !trainerPassword) errors.trainerPassword = REQUIRED;
  const body: CreateKlassBody = { name, trainer_username: trainer };
  if (!trainerExists && trainerPassword) body.trainer_password = trainerPassword;
  if (values.traineeMode === 'names') {
    const names = parseNames(values.traineeNames);
    if (names.length > 0) body.trainee_usernames = names;
  } else {
    const preview = sequencePreview(values);
    if ('error' in preview) errors[preview.field] = preview.error;
    else body.trainee_sequence = { prefix: values.prefix.trim(), start: Number(values.start.trim()), end: Number(values.end.trim()) };
  }
  const traineePassword = values.traineePassword.trim();
  if (traineePassword) body.trainee_password = traineePassword;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}
