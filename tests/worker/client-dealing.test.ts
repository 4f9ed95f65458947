/**
 * Client dealing through the API and the session object (banking.md §8; spec 000 §2, 001 §2, §4,
 * §5, 002 §2, §3, §5, §7): the admin's scenarios (create with the defaults, CSV, list, data,
 * planning; admin only, the list for trainers too), a session taking its dates, frequency and
 * initial amount from its scenario (others refused, a missing scenario a 404), and a period
 * with three banks: the starting book, rates saved within the limits (others refused, a trainer
 * refused, nothing while paused), a bank that saves nothing, the awards and the interest at the
 * step computed by hand here, the cards, the event, the trainer's table and overview cards.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import type { ClientCards, ClientDealingStats } from '../../domain/contracts/client-dealing';
import type { ClientDealingScenario } from '../../domain/client-dealing/scenario';
import { api, createKlass, createUser, signIn } from './setup/fixtures';
import { connect } from './setup/sockets';
import { createScenario } from './setup/client-dealing';
import { advanceTo, createSession, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const PERIOD = { scenario_type: 1, start_date: '2024-01-01', end_date: '2024-06-28', frequency: 7, historical_sleep_time: 20 };

async function admin() {
  return (await signIn(await createUser(UserType.Admin))).access;
}

async function threeBanks() {
  const trainer = await createUser(UserType.Trainer);
  const trainees = [await createUser(UserType.Trainee), await createUser(UserType.Trainee), await createUser(UserType.Trainee)];
  const klassId = await createKlass(trainer, trainees);
  const tokens = await Promise.all([signIn(trainer), ...trainees.map((t) => signIn(t))]);
  return { klassId, trainerToken: tokens[0]!.access, bankTokens: tokens.slice(1).map((t) => t.access) };
}

const cardsOf = async (token: string, id: number, playerId?: number) =>
  (await post(token, '/api/client_money/get_client_loans_depos/', { session_id: id, ...(playerId ? { player_id: playerId } : {}) })).json as unknown as ClientCards;

/** The session's ledger entries of a reason for a player, in order (minor units). */
async function ledgerOf(id: number, playerId: number, reason: string): Promise<number[]> {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql.exec<{ amount: number }>('SELECT amount FROM ledger WHERE player_id = ? AND reason = ? ORDER BY id', playerId, reason).toArray().map((r) => r.amount),
  );
}

async function dealsOf(id: number, playerId: number) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql
      .exec<{ json: string }>('SELECT json FROM client_deals WHERE player_id = ? ORDER BY id', playerId)
      .toArray()
      .map((r) => JSON.parse(r.json) as { product: string; tenor: string; principal: number; rate: number; period: number; maturity_date: string; status: number }),
  );
}

const halfEvenCents = (x: number) => {
  const cents = x * 100;
  const floor = Math.floor(cents);
  const diff = cents - floor;
  if (Math.abs(diff - 0.5) < 1e-9) return floor % 2 === 0 ? floor : floor + 1;
  return Math.round(cents);
};

describe('client-dealing scenarios (admin)', () => {
  it('creates with the spec defaults, lists them for trainers too, reads one with its planning rows; refuses others and bad input', async () => {
    const token = await admin();
    const created = await post(token, '/api/admin/create_client_dealing_scenario/', { start_date: '2024-01-01', end_date: '2024-03-29' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'sample', period_frequency: 7, no_of_players: 5, aum: 100_000_000, starting_loans_curve: 1, starting_depos_curve: 0.6, loans_alpha: 0.96, loans_gamma: 2, depos_alpha: 0.96, depos_gamma: 5, initial_loans_pool: 1e9, initial_depos_pool: 1e9, starting_ldr: 1, total_pool_factor: 1 });
    const bad = await post(token, '/api/admin/create_client_dealing_scenario/', { start_date: '2024-01-01', end_date: '2024-03-29', depos_alpha: 1.5 });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('depos_alpha: Alpha must be between 0 and 1');

    const trainer = (await signIn(await createUser(UserType.Trainer))).access;
    const trainee = (await signIn(await createUser(UserType.Trainee))).access;
    expect((await post(trainer, '/api/admin/create_client_dealing_scenario/', { start_date: '2024-01-01', end_date: '2024-03-29' })).status).toBe(403);
    const list = await get<ClientDealingScenario[]>(trainer, '/api/client_money/fetch_client_dealing_scenarios/');
    expect(list.status).toBe(200);
    expect(list.json.some((s) => s.id === created.json.id)).toBe(true);
    expect((await get(trainee, '/api/client_money/fetch_client_dealing_scenarios/')).status).toBe(403);

    const data = await post(token, '/api/admin/fetch_client_dealing_scenario_data/', { id: created.json.id });
    expect(data.status).toBe(200);
    const planning = data.json.planning as { timestamp: string; yield_10yr: number; yield_13wk: number; days: number }[];
    expect(planning[0]!.timestamp).toBe('2024-01-01');
    expect(planning[1]).toMatchObject({ timestamp: '2024-01-10', days: 9 });
    expect(typeof planning[1]!.yield_10yr).toBe('number');
    expect((await post(token, '/api/admin/fetch_client_dealing_scenario_data/', { id: 999_999 })).status).toBe(404);

    const plan = await post(token, '/api/admin/get_yields_for_client_dealing_planning/', { start_date: '2024-01-01', end_date: '2024-02-01', freq: 5 });
    expect(plan.status).toBe(200);
    const rows = plan.json as unknown as { timestamp: string; yield_10yr: number; yield_13wk: number }[];
    expect(rows.map((r) => r.timestamp)).toEqual(['2024-01-01', '2024-01-08', '2024-01-15', '2024-01-22', '2024-01-29', '2024-02-01']);
    expect(rows.every((r) => Number.isFinite(r.yield_10yr) && Number.isFinite(r.yield_13wk))).toBe(true);
    expect((await post(trainer, '/api/admin/get_yields_for_client_dealing_planning/', { start_date: '2024-01-01', end_date: '2024-02-01', freq: 5 })).status).toBe(403);
  });

  it('uploads a CSV of scenarios under the create call field names; a bad line refuses the whole file', async () => {
    const token = await admin();
    const header = 'start_date,end_date,freq,players,aum,starting_loans_curve,starting_depos_curve,loans_alpha,loans_gamma,depos_alpha,depos_gamma,initial_loans_pool,initial_depos_pool,name';
    const upload = (text: string) => {
      const form = new FormData();
      form.set('file', new File([text], 'scenarios.csv', { type: 'text/csv' }));
      return api('/api/admin/upload_client_dealing_scenario_csv/', { method: 'POST', token, body: form });
    };
    const ok = await upload(`${header}\n2024-01-01,2024-06-28,7,5,100000000,1,0.6,0.96,2,0.96,5,1000000000,1000000000,csv one\n2024-02-01,2024-05-31,5,3,50000000,1.1,0.5,0.9,3,0.9,4,500000000,400000000,csv two\n`);
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { created: number; scenarios: ClientDealingScenario[] };
    expect(body.created).toBe(2);
    expect(body.scenarios[1]).toMatchObject({ name: 'csv two', period_frequency: 5, no_of_players: 3, starting_ldr: 1.25 });
    const before = (await get<ClientDealingScenario[]>(token, '/api/client_money/fetch_client_dealing_scenarios/')).json.length;
    const bad = await upload(`${header}\n2024-01-01,2024-06-28,7,5,100000000,1,0.6,0.96,2,0.96,5,1000000000,1000000000,fine\n2024-01-01,2024-06-28,7,5,-1,1,0.6,0.96,2,0.96,5,1000000000,1000000000,bad\n`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { details: { errors: unknown[] } }).details.errors).toEqual([{ line: 3, error: 'aum: AUM must be a positive amount' }]);
    expect((await get<ClientDealingScenario[]>(token, '/api/client_money/fetch_client_dealing_scenarios/')).json.length).toBe(before);
  });
});

describe('a session with client dealing', () => {
  it("takes the scenario's dates, frequency and initial amount; refuses different ones and an unknown scenario", async () => {
    const { klassId, trainerToken } = await threeBanks();
    const scenario = await createScenario({ start_date: '2024-02-05', end_date: '2024-05-31', freq: 5, aum: 50_000_000 });
    const made = await createSession(trainerToken, { klass_id: klassId, scenario_type: 1, client_money: true, client_money_scenario: scenario, historical_sleep_time: 20 });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ start_date: '2024-02-05', frequency: 5, starting_cash_amount: 50_000_000, client_money: true, client_money_scenario: scenario });
    const other = await createSession(trainerToken, { klass_id: klassId, scenario_type: 1, client_money: true, client_money_scenario: scenario, start_date: '2024-01-02', end_date: '2024-05-31' });
    expect(other.status).toBe(400);
    expect(other.json.error).toBe("The client dealing scenario 'sample' fixes start_date at 2024-02-05");
    const missing = await createSession(trainerToken, { klass_id: klassId, scenario_type: 1, client_money: true, client_money_scenario: 987_654 });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('Client dealing scenario 987654 not found');
  });

  it('runs a period with three banks: starting book, saved rates, awards and interest computed by hand, cards, event and the trainer table', async () => {
    const { klassId, trainerToken, bankTokens } = await threeBanks();
    const scenario = await createScenario({ start_date: PERIOD.start_date, end_date: PERIOD.end_date, freq: PERIOD.frequency, aum: 100_000_000, players: 3 });
    const id = await runningSession(trainerToken, klassId, { ...PERIOD, client_money: true, client_money_scenario: scenario }, ['AAPL.O'], T0);
    const [A, B, C] = bankTokens as [string, string, string];
    const ids = await Promise.all(bankTokens.map(async (t) => (await get<{ id: number }>(t, `/api/sessions/${id}/retrieve_player/`)).json.id));
    const [idA, idB, idC] = ids as [number, number, number];

    // The starting book: 1,000,000,000 / 4 tenors / 4 = 62,500,000 per tenor, at k × y(0).
    const start = await cardsOf(A, id);
    expect(start).toMatchObject({ client_money: true, period: 0, date: '2024-01-01', currency: 'USD', loans: 250_000_000, depos: 250_000_000, client_interest: 0 });
    expect(start.current_loans.map((c) => [c.tenor, c.id, c.awarded_sum])).toEqual([['4WK', 0, 62_500_000], ['13WK', 2, 62_500_000], ['26WK', 3, 62_500_000], ['52WK', 4, 62_500_000]]);
    expect(start.current_loans[1]!.total_tenor_pool).toBe(250_000_000);
    expect(start.future_depos.map((c) => c.rate)).toEqual(start.current_depos.map((c) => c.rate));
    const y4 = start.yield_4wk!;
    expect(start.future_loans[0]).toMatchObject({ min: 0, max: Math.round((y4 + 7) * 1000) / 1000 });
    expect(start.yield_curve.map((p) => p.tenor)).toEqual(['4WK', '13WK', '26WK', '52WK', '2YR', '5YR', '10YR', '30YR']);
    expect(typeof start.lombard_rate).toBe('number');
    // 13 tranches of 13WK with Δ = 9 days: ceil(91 / 9) = 11.
    const startDeals = await dealsOf(id, idC);
    expect(startDeals.filter((d) => d.product === 'loans' && d.tenor === '13WK')).toHaveLength(11);

    // Limits and roles.
    const over = await post(A, '/api/client_money/update_loan_rates/', { session_id: id, loan_rates: [{ tenor: '13WK', rate: y4 + 7.01 }] });
    expect(over.status).toBe(400);
    expect(over.json.error).toContain('The loan rate for 13WK must be between 0 and');
    expect((await post(A, '/api/client_money/update_depo_rates/', { session_id: id, depo_rates: [{ id: 2, rate: -0.5 }] })).status).toBe(400);
    expect((await post(trainerToken, '/api/client_money/update_depo_rates/', { session_id: id, depo_rates: [{ id: 2, rate: 1 }] })).status).toBe(403);

    // A pays 0.20 above the 13WK deposit reference, B 0.50 below; C saves nothing.
    const ref0 = start.current_depos[1]!.reference_rate;
    const rateA = Math.round((ref0 + 0.2) * 1000) / 1000;
    const rateB = Math.max(0, Math.round((ref0 - 0.5) * 1000) / 1000);
    const savedA = await post(A, '/api/client_money/update_depo_rates/', { session_id: id, depo_rates: [{ tenor: '13WK', rate: rateA }] });
    expect(savedA.status).toBe(200);
    expect((savedA.json.updated_future_depo_cards as { tenor: string; rate: number }[]).find((c) => c.tenor === '13WK')!.rate).toBe(rateA);
    expect((await post(B, '/api/client_money/update_depo_rates/', { session_id: id, depo_rates: [{ tenor: '13WK', rate: rateB }] })).status).toBe(200);
    const rateC = start.future_depos[1]!.rate;

    const socket = (await connect(`/api/session/${id}/?token=${C}`)).socket!;
    const cashBefore = await Promise.all(ids.map((p) => ledgerOf(id, p, 'initial_capital')));
    await advanceTo(id, T0 + 20_000);
    const event = await socket.next('update_client_cards');
    expect((event.data as { period: number }).period).toBe(1);

    // Interest for the 9 days from 2024-01-01 to 2024-01-10 on C's starting deals, each rounded once.
    const expectInterest = (product: string) =>
      startDeals.filter((d) => d.product === product).reduce((a, d) => a + halfEvenCents((d.principal / 100) * (d.rate / 100) * (Math.min(9, Math.round((Date.parse(d.maturity_date) - Date.parse('2024-01-01')) / 86_400_000)) / 360)), 0);
    expect(await ledgerOf(id, idC, 'client_loan_interest')).toEqual([expectInterest('loans')]);
    expect(await ledgerOf(id, idC, 'client_deposit_interest')).toEqual([-expectInterest('depos')]);
    // The tranches maturing on 2024-01-10 (the first of each tenor) came back.
    const first = (product: string) => startDeals.filter((d) => d.product === product && d.maturity_date === '2024-01-10').reduce((a, d) => a + d.principal, 0);
    expect(await ledgerOf(id, idC, 'client_loan_repayment')).toEqual([first('loans')]);
    expect(await ledgerOf(id, idC, 'client_deposit_withdrawal')).toEqual([-first('depos')]);

    // The 13WK deposit awards by hand: refD = 0.6 × y(13WK), u = 5 × (r − refD), s = 0.96 × 1/4 + 0.04 × s*, NB = 250,000,000 × 9/91.
    const cardsC = await cardsOf(C, id);
    expect(cardsC).toMatchObject({ period: 1, date: '2024-01-10' });
    const refD = cardsC.current_depos[1]!.reference_rate;
    const u = [rateA, rateB, rateC].map((r) => 5 * (r - refD));
    const m = Math.max(0, ...u);
    const den = Math.exp(-m) + u.reduce((a, x) => a + Math.exp(x - m), 0);
    const shares = u.map((x) => 0.96 * 0.25 + 0.04 * (Math.exp(x - m) / den));
    const nb = halfEvenCents((250_000_000 * 9) / 91);
    const awards = shares.map((s) => Math.floor(s * nb + 1e-6));
    expect(awards[0]).toBeGreaterThan(awards[2]!);
    expect(awards[2]).toBeGreaterThan(awards[1]!);
    for (const [k, token] of [A, B, C].entries()) {
      const cards = await cardsOf(token, id);
      expect(cards.current_depos[1]).toMatchObject({ tenor: '13WK', rate: [rateA, rateB, rateC][k], awarded_sum: awards[k]! / 100, new_business: nb / 100, total_tenor_pool: 250_000_000 });
      expect(cards.past_depos[1]!.awarded_sum).toBe(62_500_000);
      expect((await ledgerOf(id, ids[k]!, 'client_deposit_received')).at(-3)).toBe(awards[k]); // the period's 4WK, 13WK, 26WK, 52WK awards
    }
    // C kept its rates: its future cards are the rates it had.
    expect(cardsC.future_depos[1]!.rate).toBe(rateC);

    // Every wallet equals its ledger, and the market value moved only by the client interest (no trades).
    for (const p of ids) {
      const books = await runInDurableObject(stubOf(id), (_o, state) => ({
        balance: state.storage.sql.exec<{ balance: number }>("SELECT balance FROM wallets WHERE player_id = ? AND currency = 'USD'", p).one().balance,
        ledger: state.storage.sql.exec<{ total: number }>("SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE player_id = ? AND currency = 'USD'", p).one().total,
      }));
      expect(books.balance).toBe(books.ledger);
    }
    expect(cashBefore.flat()).toEqual([10_000_000_000, 10_000_000_000, 10_000_000_000]);
    const stats = await get<ClientDealingStats>(trainerToken, `/api/sessions/${id}/fetch_players_client_dealing_stats/`);
    expect(stats.status).toBe(200);
    const rowC = stats.json.players.find((r) => r.id === idC)!;
    const interestC = (expectInterest('loans') - expectInterest('depos')) / 100;
    expect(rowC.client_interest).toBeCloseTo(interestC, 6);
    expect(rowC.market_value).toBeCloseTo(100_000_000 + interestC, 4);
    expect(rowC).toMatchObject({ interbank_amount: 0, interbank_interest: 0, paid_repo_interest: 0 });
    expect(stats.json.overview.period).toBe(1);
    expect(stats.json.overview.depos).toBeCloseTo(stats.json.players.reduce((a, r) => a + r.depos, 0), 4);
    expect((await get(A, `/api/sessions/${id}/fetch_players_client_dealing_stats/`)).status).toBe(403);
    // The trainer reads a bank's cards by its id.
    expect((await cardsOf(trainerToken, id, idB)).current_depos[1]!.rate).toBe(rateB);

    // Paused: no rates.
    await post(trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 });
    const paused = await post(A, '/api/client_money/update_loan_rates/', { session_id: id, loan_rates: [{ tenor: '4WK', rate: 1 }] });
    expect(paused.status).toBe(409);
    socket.close();
  });

  it('refuses client rates in a session without client money', async () => {
    const { klassId, trainerToken, bankTokens } = await threeBanks();
    const id = await runningSession(trainerToken, klassId, { ...PERIOD }, ['AAPL.O'], T0);
    const r = await post(bankTokens[0]!, '/api/client_money/update_loan_rates/', { session_id: id, loan_rates: [{ tenor: '4WK', rate: 1 }] });
    expect(r.status).toBe(409);
    expect(r.json.error).toBe('This session has no client dealing');
    expect((await cardsOf(bankTokens[0]!, id)).client_money).toBe(false);
  });
});
