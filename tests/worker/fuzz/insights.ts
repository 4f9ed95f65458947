/**
 * Fuzz cases of insights (issue 14): the person is one of the trainee's own.
 */
import { directPost } from '../setup/direct-api';
import { must, type ContractCase } from './world';

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // Insights (issue 14): the person is one of the trainee's own.
  'insights.create_roadmap_item': async (w) => ({ body: { person_id: (await must(directPost(w.tokens.player, '/api/persons', { name: 'Desk I' }), 'person')).id as number } }),
  'insights.create_report': async (w) => ({ body: { person_id: (await must(directPost(w.tokens.player, '/api/persons', { name: 'Desk I' }), 'person')).id as number } }),
};
