/**
 * Fuzz cases of client dealing (issue 16): the admin's scenarios, and next period's rates in the
 * client-money session.
 */
import { createScenario } from '../setup/client-dealing';
import { type RouteCase, type ContractCase } from './world';
import { interbankWorld } from './interbank';

/** Routes that are not session calls: a valid request each, by route. */
export const routeCases: Record<string, RouteCase> = {
  // Client-dealing scenarios (issue 16): the admin's planning, creation, CSV and a scenario's data.
  'POST /api/admin/get_yields_for_client_dealing_planning': { token: 'admin', valid: async () => ({ body: { start_date: '2024-01-02', end_date: '2024-03-28', freq: 5 } }) },
  'POST /api/admin/create_client_dealing_scenario': { token: 'admin', valid: async () => ({ body: { start_date: '2024-01-02', end_date: '2024-03-28', freq: 5, aum: 100_000_000, name: 'fuzz' } }) },
  'POST /api/admin/upload_client_dealing_scenario_csv': {
    token: 'admin',
    valid: async () => ({ body: { form: { file: new File(['start_date,end_date,freq,name\n2024-01-02,2024-03-28,5,fuzz csv\n'], 'scenarios.csv', { type: 'text/csv' }) } } }),
  },
  'POST /api/admin/fetch_client_dealing_scenario_data': {
    token: 'admin',
    valid: async () => ({ body: { id: await createScenario({ start_date: '2024-01-02', end_date: '2024-03-28', freq: 5, aum: 100_000_000 }) } }),
  },
};

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  // Client dealing (issue 16): next period's rates in the client-money session.
  'client_dealing.update_loan_rates': async (w) => ({ sessionId: (await interbankWorld(w)).sessionId }),
  'client_dealing.update_depo_rates': async (w) => ({ sessionId: (await interbankWorld(w)).sessionId }),
};
