import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { api, createKlass, createUser, signIn, signedInClass } from './setup/fixtures';
import { advanceTo, assetIds, createSession, get, post, runningSession, stubOf } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday, US market open
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-01-19', frequency: 5, historical_sleep_time: 30 };

describe('creating a session', () => {
  it('is for the class’s trainer or an admin, with the spec’s validation', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    expect((await createSession(a.traineeTokens[0]!, { klass_id: a.klassId })).status).toBe(403);
    expect((await createSession(b.trainerToken, { klass_id: a.klassId })).status).toBe(403);
    const bad = await createSession(a.trainerToken, { klass_id: a.klassId, ...HISTORICAL, frequency: 40 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'Please input a valid number!', details: { fields: { frequency: 'Please input a valid number!' } } });
    const money = await createSession(a.trainerToken, { klass_id: a.klassId, client_money: true, client_money_scenario: 1 });
    expect(money.status).toBe(400);
    expect(money.json.error).toBe('Client dealing requires a historical session.');
    const admin = await createUser(UserType.Admin);
    expect((await createSession((await signIn(admin)).access, { klass_id: a.klassId })).status).toBe(201);
  });

  it('starts in Creating, tells the class channel, and gives each trainee a player with the initial AUM', async () => {
    const a = await signedInClass();
    const listener = await connect(`/api/klass/?klass_id=${a.klassId}&token=${a.traineeTokens[0]}`);
    await listener.socket!.next('channel_welcome');
    const created = await createSession(a.trainerToken, { klass_id: a.klassId, starting_cash_amount: 5_000_000 });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 3, scenario_type: 0, reporting_currency: 'USD', starting_cash_amount: 5_000_000 });
    const id = created.json.id as number;
    expect((await listener.socket!.next('session_created')).data).toMatchObject({ id, klass_id: a.klassId, status: 3 });
    const player = await get<{ wallets: { currency: string; amount: number }[]; last_market_value: number }>(a.traineeTokens[1]!, `/api/sessions/${id}/retrieve_player/`);
    expect(player.json.wallets).toEqual([expect.objectContaining({ currency: 'USD', amount: 5_000_000 })]);
    listener.socket!.close();
  });
});

describe('the status machine', () => {
  it('refuses Finish Creating before instruments are saved, then walks Creating → Paused ⇄ Running → Finished', async () => {
    const a = await signedInClass();
    const id = (await createSession(a.trainerToken, { klass_id: a.klassId, ...HISTORICAL })).json.id as number;
    await stubOf(id).setTestClock(T0);
    const early = await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 3 });
    expect(early).toMatchObject({ status: 409, json: { error: 'Please select and save the Session Instruments (Session Settings tab) in order to finish creating the session.' } });
    expect((await post(a.trainerToken, `/api/sessions/${id}/update_underlying_assets/`, { underlying_assets: await assetIds(['AAPL.O']) })).status).toBe(200);
    expect((await post(a.traineeTokens[0]!, `/api/sessions/${id}/play_pause/`, { current_status: 3 })).status).toBe(403);
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 3 })).json.status).toBe(0);
    const stale = await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 });
    expect(stale).toMatchObject({ status: 409, json: { error: 'The session status has changed: reload and try again.' } });
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 0 })).json.status).toBe(1);
    const freeze = await post(a.trainerToken, `/api/sessions/${id}/freeze_session/`);
    expect(freeze.status).toBe(409);
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 })).json.status).toBe(0);
    expect((await post(a.trainerToken, `/api/sessions/${id}/update_underlying_assets/`, { underlying_assets: await assetIds(['AAPL.O']) })).status).toBe(409);
    expect((await post(a.trainerToken, `/api/sessions/${id}/finish/`)).json.status).toBe(2);
    expect((await post(a.trainerToken, `/api/sessions/${id}/finish/`)).status).toBe(409);
    const index = await env.DB.prepare('SELECT status, finish_date FROM trading_sessions WHERE id = ?').bind(id).first<{ status: number; finish_date: string }>();
    expect(index!.status).toBe(2);
    expect(index!.finish_date).toBeTruthy();
  });

  it('freezes a running real-time session and plays it again; counts a delay down to Running', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['AAPL.O'], T0);
    expect((await post(a.trainerToken, `/api/sessions/${id}/freeze_session/`)).json.status).toBe(5);
    expect((await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 5 })).json.status).toBe(1);

    const delayed = (await createSession(a.trainerToken, { klass_id: a.klassId, delay_minutes_left: 2 })).json.id as number;
    await stubOf(delayed).setTestClock(T0);
    await post(a.trainerToken, `/api/sessions/${delayed}/update_underlying_assets/`, { underlying_assets: await assetIds(['AAPL.O']) });
    expect((await post(a.trainerToken, `/api/sessions/${delayed}/play_pause/`, { current_status: 3 })).json).toMatchObject({ status: 4, delay_minutes_left: 2 });
    await advanceTo(delayed, T0 + 60_000);
    expect((await get(a.trainerToken, `/api/sessions/${delayed}/fetch_session/`)).json).toMatchObject({ status: 4, delay_minutes_left: 1 });
    await advanceTo(delayed, T0 + 120_000);
    expect((await get(a.trainerToken, `/api/sessions/${delayed}/fetch_session/`)).json).toMatchObject({ status: 1, delay_minutes_left: 0 });
  });
});

describe('the historical clock', () => {
  it('runs a historical session to its end by alarms, one period per pass time, never stepping twice', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'MSFT.O'], T0);
    const start = (await get<{ total_periods: number; scenario_date: string; period: number }>(a.trainerToken, `/api/sessions/${id}/fetch_session/`)).json;
    // 2024-01-02 .. 2024-01-19: 14 workdays, 5 per period → 3 periods.
    expect(start).toMatchObject({ total_periods: 3, scenario_date: '2024-01-02', period: 0 });

    // Too early: the alarm does nothing.
    await advanceTo(id, T0 + 29_000);
    expect((await get<{ period: number }>(a.trainerToken, `/api/sessions/${id}/fetch_session/`)).json.period).toBe(0);

    await advanceTo(id, T0 + 30_000);
    const one = (await get<{ period: number; scenario_date: string; currently_passing_time: boolean }>(a.trainerToken, `/api/sessions/${id}/fetch_session/`)).json;
    expect(one).toMatchObject({ period: 1, scenario_date: '2024-01-09', currently_passing_time: true });
    // A retried alarm at the same moment does not step again.
    await runDurableObjectAlarm(stubOf(id));
    await advanceTo(id, T0 + 31_600);
    expect((await get<{ period: number; currently_passing_time: boolean }>(a.trainerToken, `/api/sessions/${id}/fetch_session/`)).json).toMatchObject({ period: 1, currently_passing_time: false });

    // Evicted mid-session, it continues where it was.
    await evictDurableObject(stubOf(id));
    await advanceTo(id, T0 + 60_000);
    expect((await get<{ period: number; scenario_date: string }>(a.trainerToken, `/api/sessions/${id}/fetch_session/`)).json).toMatchObject({ period: 2, scenario_date: '2024-01-16' });
    await advanceTo(id, T0 + 90_000);
    const end = (await get<{ period: number; status: number; scenario_date: string }>(a.trainerToken, `/api/sessions/${id}/fetch_session/`)).json;
    expect(end).toMatchObject({ period: 3, status: 2, scenario_date: '2024-01-19' });
    const index = await env.DB.prepare('SELECT status FROM trading_sessions WHERE id = ?').bind(id).first<{ status: number }>();
    expect(index!.status).toBe(2);
    const history = (await get<{ player_history: { step: number }[] }>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json.player_history;
    expect(history.map((h) => h.step)).toEqual([1, 2, 3]);
  });

  it('changes the pass time while running', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    expect((await post(a.trainerToken, `/api/sessions/${id}/update_historical_period_length/`, { sleep_time: 10 })).status).toBe(400);
    expect((await post(a.trainerToken, `/api/sessions/${id}/update_historical_period_length/`, { sleep_time: 60 })).json).toEqual({ sleep_time: 60 });
    expect((await get(a.traineeTokens[0]!, `/api/sessions/get_historical_period_length/?session_id=${id}`)).json).toEqual({ sleep_time: 60 });
  });
});

describe('clone, delete and the open-orders CSV', () => {
  it('clones a session with its settings and instruments into another class of the trainer', async () => {
    const a = await signedInClass();
    const other = await createKlass(a.trainer, a.trainees);
    const id = await runningSession(a.trainerToken, a.klassId, { ...HISTORICAL, starting_cash_amount: 2_000_000 }, ['AAPL.O', 'MSFT.O'], T0);
    const clone = await post(a.trainerToken, `/api/sessions/${id}/clone_session/`, { klass_id: other });
    expect(clone.status).toBe(201);
    expect(clone.json).toMatchObject({ status: 3, klass: other, starting_cash_amount: 2_000_000, start_date: '2024-01-02', instruments_saved: true });
    const assets = (await get<{ ric: string }[]>(a.trainerToken, `/api/sessions/${clone.json.id}/fetch_session_assets/`)).json;
    expect(assets.map((x) => x.ric).sort()).toEqual(['AAPL.O', 'MSFT.O']);
    // Another trainer cannot clone it: to them it does not exist.
    const b = await signedInClass();
    expect(await post(b.trainerToken, `/api/sessions/${id}/clone_session/`, {})).toMatchObject({ status: 404, json: { error: `Session ${id} not found!` } });
  });

  it('deletes a session only while creating or once finished', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    expect((await post(a.trainerToken, `/api/sessions/${id}/delete/`)).json.error).toBe('Finish the session before deleting it');
    await post(a.trainerToken, `/api/sessions/${id}/finish/`);
    expect((await post(a.trainerToken, `/api/sessions/${id}/delete/`)).json).toEqual({ id, deleted: true });
    expect(await env.DB.prepare('SELECT id FROM trading_sessions WHERE id = ?').bind(id).first()).toBeNull();
  });

  it('downloads the open orders as CSV for the staff', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    await post(a.traineeTokens[0]!, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 7, resourcetype: 'LimitOrder', limit_price: 12.5 });
    const res = await api(`/api/sessions/${id}/open_orders/`, { token: a.trainerToken });
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="open_orders_session_${id}.csv"`);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('session,user,underlying_asset_ric,resourcetype,transaction,currency,limit_price,quantity,timestamp');
    expect(lines[1]).toMatch(new RegExp(`^${id},${a.trainees[0]!.username},AAPL.O,Equity,Buy,USD,12.5,7,`));
    expect((await api(`/api/sessions/${id}/open_orders/`, { token: a.traineeTokens[0] })).status).toBe(403);
  });
});

describe('market-on-open and market-on-close orders', () => {
  it('executes a market-on-open order at the next open and refuses them in historical sessions', async () => {
    const a = await signedInClass();
    const beforeOpen = Date.parse('2026-11-18T12:00:00Z'); // Wednesday, before US open (13:33)
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['AAPL.O'], beforeOpen);
    const moo = await post(a.traineeTokens[0]!, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 3, resourcetype: 'MarketOnOpenOrder' });
    expect(moo.json).toMatchObject({ status: 0 });
    await advanceTo(id, beforeOpen + 1);
    await advanceTo(id, Date.parse('2026-11-18T13:40:00Z'));
    const blotter = (await get<{ id: number; status: number }[]>(a.traineeTokens[0]!, `/api/players/get_blotter/?session_id=${id}`)).json;
    expect(blotter.find((o) => o.id === moo.json.id)?.status).toBe(1);

    const hist = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const refused = await post(a.traineeTokens[0]!, '/api/orders/', { session_id: hist, financial_instrument: 'AAPL.O', transaction: 0, quantity: 3, resourcetype: 'MarketOnCloseOrder' });
    expect(refused.json.error).toBe('Market-on-open and market-on-close orders exist only in real-time sessions, and not for crypto');
  });

  it('executes a market-on-close order at the market-on-close time', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['AAPL.O'], T0);
    const moc = await post(a.traineeTokens[0]!, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 3, resourcetype: 'MarketOnCloseOrder' });
    expect(moc.json.status).toBe(0);
    await advanceTo(id, T0 + 1);
    let blotter = (await get<{ id: number }[]>(a.traineeTokens[0]!, `/api/players/get_blotter/?session_id=${id}`)).json;
    expect(blotter).toEqual([]);
    await advanceTo(id, Date.parse('2026-11-18T19:55:30Z')); // US moc_execute_time 19:55
    blotter = (await get<{ id: number; status: number }[]>(a.traineeTokens[0]!, `/api/players/get_blotter/?session_id=${id}`)).json;
    expect(blotter[0]).toMatchObject({ id: moc.json.id, status: 1 });
  });
});

describe('a trainee joining the class later', () => {
  it('becomes a player of every unfinished session at once, with the initial AUM', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    const added = await post(a.trainerToken, '/api/klasses/add_new_user_to_klass/', { username: `late_${id}`, password: 'late-joiner-1', klass_id: a.klassId });
    expect(added).toMatchObject({ status: 201, json: { sessions: [id] } });
    const token = (await signIn({ id: added.json.id as number, username: `late_${id}`, userType: 0 }, undefined, 'late-joiner-1')).access;
    const me = await get<{ id: number; wallets: { currency: string; amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`);
    expect(me.json).toMatchObject({ id: 3, wallets: [expect.objectContaining({ currency: 'USD', amount: 100_000_000 })] });
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 1 })).status).toBe(201);
    // Trainees may not add people; another trainer may not add to this class.
    expect((await post(a.traineeTokens[0]!, '/api/klasses/add_new_user_to_klass/', { username: 'x_late', password: 'late-joiner-1', klass_id: a.klassId })).status).toBe(403);
    const b = await signedInClass();
    expect((await post(b.trainerToken, '/api/klasses/add_new_user_to_klass/', { username: 'y_late', password: 'late-joiner-1', klass_id: a.klassId })).status).toBe(403);
  });
});

describe('frozen and finished real-time sessions', () => {
  it('stop moving prices and values from the freeze, and keep the last revaluation after finishing', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, {}, ['BTC='], T0);
    await post(a.traineeTokens[0]!, '/api/orders/', { session_id: id, financial_instrument: 'BTC=', transaction: 0, quantity: 100 });
    const value = async () => (await get<{ last_market_value: number }>(a.traineeTokens[0]!, `/api/sessions/${id}/retrieve_player/`)).json.last_market_value;
    await post(a.trainerToken, `/api/sessions/${id}/freeze_session/`);
    const frozen = await value();
    await stubOf(id).setTestClock(T0 + 3_600_000);
    expect(await value()).toBe(frozen);
    await post(a.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 5 });
    const moving = await value();
    expect(moving).not.toBe(frozen);
    await post(a.trainerToken, `/api/sessions/${id}/finish/`);
    await stubOf(id).setTestClock(T0 + 7_200_000);
    expect(await value()).toBe(moving);
  });
});
