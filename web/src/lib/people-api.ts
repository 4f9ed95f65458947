/** Classes, trainees and trainers (issue #13, spec 002 §2 /dashboard/users and /dashboard/trainers). */
import { getJson, postForm, sendJson } from '@/lib/admin-http';

import type { Credential, KlassSummary, TrainerRow } from '@domain/people/accounts';

export type { Credential, KlassSummary, TrainerRow };

export interface CreateKlassBody {
  name: string;
  trainer_username: string;
  trainer_password?: string;
  trainee_usernames?: string[];
  trainee_sequence?: { prefix: string; start: number; end: number };
  trainee_password?: string;
}

export interface KlassCsvLineError {
  line: number;
  error: string;
}

export function listKlasses(): Promise<KlassSummary[]> {
  return getJson('/api/klasses/');
}

export function createKlass(body: CreateKlassBody): Promise<{ klass: KlassSummary; credentials: Credential[] }> {
  return sendJson('POST', '/api/klasses/', body);
}

export function uploadKlassCsv(file: File): Promise<{ klasses: KlassSummary[]; credentials: Credential[] }> {
  const form = new FormData();
  form.set('klass_details_file', file);
  return postForm('/api/klasses/upload_klass_csv/', form);
}

export function addUserToKlass(body: { username: string; password?: string; klass_id: number }): Promise<{ id: number; username: string; klass_id: number; password?: string }> {
  return sendJson('POST', '/api/klasses/add_new_user_to_klass/', body);
}

export function deleteKlass(klassId: number): Promise<{ id: number; deleted: true }> {
  return sendJson('DELETE', '/api/klasses/delete_klass/', undefined, { query: { klass_id: klassId } });
}

export function deleteTrainee(userId: number): Promise<{ id: number; deleted: true }> {
  return sendJson('DELETE', '/api/users/delete_trainee/', undefined, { query: { user_id: userId } });
}

export function listTrainers(): Promise<TrainerRow[]> {
  return getJson('/api/trainers/');
}

export function setTrainerPassword(trainerId: number, password: string): Promise<{ id: number; username: string }> {
  return sendJson('POST', `/api/trainers/${trainerId}/set_password/`, { password });
}
