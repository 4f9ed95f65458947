/**
 * A trainer's calls on the trainees of their own classes (issue #13): add (a new account, its
 * password generated when none is typed), remove from the class, reset a password. Built on
 * the administration screens' http helpers; each action notifies per spec 002 §8.
 */
import { sendJson } from '@/lib/admin-http';
import { addUserToKlass, type Credential } from '@/lib/people-api';

export { addUserToKlass };

/** Unenrols the trainee: their account and the books of their finished sessions stay. */
export function removeTrainee(klassId: number, userId: number): Promise<{ klass_id: number; user_id: number }> {
  return sendJson('POST', '/api/klasses/remove_trainee/', { klass_id: klassId, user_id: userId });
}

/** A new generated password for the trainee, answered once. */
export function resetTraineePassword(klassId: number, userId: number): Promise<Credential> {
  return sendJson('POST', '/api/klasses/reset_password/', { klass_id: klassId, user_id: userId });
}
