/**
 * A running historical session with client dealing on (banking.md §8, §9): the settings a
 * client-money session needs. Its scenario is created first through the admin's call (an admin
 * made for it), with the session's period and initial amount, and the session names it; every
 * test of the bank side starts here so that rule lives in one place.
 */
import { UserType } from '../../../domain/enums';
import { createUser, signIn } from './fixtures';
import { post, runningSession } from './sessions';

export const CLIENT_MONEY_PERIOD = { scenario_type: 1, start_date: '2024-01-01', end_date: '2024-06-28', frequency: 7, historical_sleep_time: 20 };

/** A scenario through POST /api/admin/create_client_dealing_scenario/ (`extra`: its other fields); its id. */
export async function createScenario(fields: { start_date: string; end_date: string; freq: number; aum: number } & Record<string, unknown>): Promise<number> {
  const admin = await signIn(await createUser(UserType.Admin));
  const created = await post(admin.access, '/api/admin/create_client_dealing_scenario/', fields);
  if (created.status !== 201) throw new Error(`scenario failed: ${JSON.stringify(created.json)}`);
  return created.json.id as number;
}

export async function clientMoneySession(trainerToken: string, klassId: number, body: Record<string, unknown>, rics: string[], clockMs: number): Promise<number> {
  const merged = { ...CLIENT_MONEY_PERIOD, ...body };
  const scenario = await createScenario({
    start_date: merged.start_date as string,
    end_date: merged.end_date as string,
    freq: merged.frequency as number,
    aum: (merged as Record<string, unknown>).starting_cash_amount as number | undefined ?? 100_000_000,
    ...((body.client_dealing as Record<string, unknown> | undefined) ?? {}),
  });
  const { client_dealing: _scenarioFields, ...rest } = merged as Record<string, unknown>;
  void _scenarioFields;
  return runningSession(trainerToken, klassId, { ...rest, client_money: true, client_money_scenario: scenario }, rics, clockMs);
}
