/**
 * Request validation with zod: a failure is a 400 whose `error` names every bad field
 * in a sentence a person can act on, and whose `details` maps field to message.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { badRequest } from './errors';

/** The part of a zod error this module reads (zod 4 core and classic errors both have it). */
type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

export function fieldErrors(error: IssueList): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: IssueList) {
  const fields = fieldErrors(error);
  const sentence = Object.entries(fields)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
  return badRequest(sentence || 'Invalid request', { fields });
}

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
