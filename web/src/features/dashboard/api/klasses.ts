/** `GET /api/klasses/`: the trainer's classes (an admin's: all) with their trainees, newest first. */
import { apiRequest, klassesClient } from '@/lib/api-client';

export type Klass = Awaited<ReturnType<typeof listKlasses>>[number];

export function listKlasses() {
  return apiRequest(() => klassesClient.index.$get());
}

/** Newest first by creation time (ties: higher id first). */
export function sortKlassesNewestFirst<K extends { id: number; created_at: string }>(klasses: readonly K[]): K[] {
  return [...klasses].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}
