/**
 * The server's CSV downloads go through the one CSV writer (domain/csv.ts): a cell a
 * spreadsheet would run as a formula comes out as text, figures stay numbers.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD, api, signIn, signedInClass } from './setup/fixtures';
import { post, runningSession } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

describe('the open-orders CSV', () => {
  it('neutralises a username a spreadsheet would compute, and keeps the figures numeric', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    // A username the sign-up rules allow and a spreadsheet reads as the formula -2-3.
    const added = await post(a.trainerToken, '/api/klasses/add_new_user_to_klass/', { username: '-2-3', password: PASSWORD, klass_id: a.klassId });
    expect(added.status).toBe(201);
    const token = (await signIn({ id: added.json.id as number, username: '-2-3', userType: 0 })).access;
    const order = { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 7, resourcetype: 'LimitOrder', limit_price: 12.5, investment_rationale: '=HYPERLINK("https://evil.test","x")' };
    expect((await post(token, '/api/orders/', order)).status).toBe(201);

    const res = await api(`/api/sessions/${id}/open_orders/`, { token: a.trainerToken });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${id},'-2-3,AAPL.O,Equity,Buy,USD,12.5,7,\\d{4}-`));
  });
});
