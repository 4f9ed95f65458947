/** The class behind a session, for naming who is online (trainers and admins only may list classes). */
import { apiRequest, klassesClient } from '@/lib/api-client';

export type RosterMember = { id: number; username: string; role: 'trainer' | 'trainee' };

export async function loadKlassRoster(klassId: number): Promise<RosterMember[]> {
  const klasses = await apiRequest(() => klassesClient.index.$get());
  const klass = klasses.find((k) => k.id === klassId);
  if (!klass) return [];
  return [
    { id: klass.trainer.id, username: klass.trainer.username, role: 'trainer' },
    ...klass.trainees.map((t) => ({ id: t.id, username: t.username, role: 'trainee' as const })),
  ];
}
