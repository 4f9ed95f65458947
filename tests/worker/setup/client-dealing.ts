/**
 * A running historical session with client dealing on (banking.md §8, §9): the settings a
 * client-money session needs. The scenario it names is created through the admin's call once
 * scenarios are stored; every test of the bank side starts here so that rule lives in one place.
 */
import { runningSession } from './sessions';

export const CLIENT_MONEY_PERIOD = { scenario_type: 1, start_date: '2024-01-01', end_date: '2024-06-28', frequency: 7, historical_sleep_time: 20 };

export async function clientMoneySession(trainerToken: string, klassId: number, body: Record<string, unknown>, rics: string[], clockMs: number): Promise<number> {
  return runningSession(trainerToken, klassId, { ...CLIENT_MONEY_PERIOD, client_money: true, client_money_scenario: 1, ...body }, rics, clockMs);
}
