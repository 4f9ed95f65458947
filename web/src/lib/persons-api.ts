/** `GET /api/persons/` (the account's persons) and `POST /api/persons/` (add one by name). */
import { apiRequest, personsClient } from '@/lib/api-client';

export type Person = Awaited<ReturnType<typeof listPersons>>[number];

export function listPersons() {
  return apiRequest(() => personsClient.index.$get());
}

export function createPerson(name: string) {
  return apiRequest(() => personsClient.index.$post({ json: { name } }));
}
