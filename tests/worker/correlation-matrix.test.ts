/**
 * The correlation matrix of equities research (issue 14): saved by a player, its pairs computed
 * by the session's alarm in slices, each pair's state sent to that player only, and every value
 * checked against a Pearson computed here from the daily closes the market history API gives.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CorrelationMatrix, CorrelationValue } from '../../domain/contracts/correlation';
import { CORRELATION_ERROR } from '../../domain/contracts/correlation';
import { PAIRS_PER_SLICE } from '../../durable-objects/trading-session/features/correlation-matrix/pair-compute';
import { createUser, signIn, signedInClass } from './setup/fixtures';
import { UserType } from '../../domain/enums';
import { advanceTo, assetIds, get, post, runningSession, stubOf } from './setup/sessions';
import { connect } from './setup/sockets';

// Wednesday 15:00 UTC.
const T0 = Date.parse('2026-11-18T15:00:00Z');
const REAL_TIME = { scenario_type: 0 };
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
const EQUITIES = ['AAPL.O', 'MSFT.O', 'AMZN.O', 'GOOGL.O', 'TSLA.O', 'JPM.N', 'SAP.DE'];
const DAY_MS = 86_400_000;

const save = (token: string, id: number, fields: unknown[]) => post(token, '/api/correlation_matrices/', { session_id: id, correlation_fields: fields });
const lastOf = (token: string, id: number) => get<CorrelationMatrix | null>(token, `/api/correlation_matrices/get_last/?session_id=${id}`);
const symmetric = (rics: string[]) => rics.map((ric) => ({ row: ric, col: ric }));
const countBy = (m: CorrelationMatrix, status: number) => m.values.filter((v) => v.status === status).length;

/** The daily returns the market history API gives a trainee of the session, by close date. */
async function returnsFromApi(token: string, sessionId: number, assetId: number, asOf: string): Promise<Map<string, number>> {
  const to = Date.parse(asOf);
  const res = await post(token, '/api/market_history/list_history/', {
    session_id: sessionId,
    underlying_asset: assetId,
    frequency: 'daily',
    timestamp_range: [new Date(to - 400 * DAY_MS).toISOString(), asOf],
  });
  const rows = res.json as unknown as { timestamp: string; close: number }[];
  const out = new Map<string, number>();
  for (let k = 1; k < rows.length; k++) out.set(rows[k]!.timestamp, rows[k]!.close / rows[k - 1]!.close - 1);
  return out;
}

/** Two-pass Pearson over the last 250 days both equities have a return for. */
function expectedCorrelation(a: Map<string, number>, b: Map<string, number>): number {
  const days = [...a.keys()].filter((d) => b.has(d)).sort().slice(-250);
  // A year and more of closes: the window is full.
  expect(days).toHaveLength(250);
  const xs = days.map((d) => a.get(d)!);
  const ys = days.map((d) => b.get(d)!);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let cov = 0;
  let vx = 0;
  let vy = 0;
  xs.forEach((x, k) => {
    cov += (x - mx) * (ys[k]! - my);
    vx += (x - mx) ** 2;
    vy += (ys[k]! - my) ** 2;
  });
  return cov / Math.sqrt(vx * vy);
}

describe('correlation matrix', () => {
  it('queues every pair once, computes them in slices on the alarm, and sends each state to its player; the values are Pearson over 250 daily returns', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, [...EQUITIES, 'SPY.P'], T0);
    const [alice, bob] = a.traineeTokens as [string, string];
    const aliceSocket = (await connect(`/api/session/${id}/?token=${alice}`)).socket!;
    const bobSocket = (await connect(`/api/session/${id}/?token=${bob}`)).socket!;
    await aliceSocket.next('snapshot');
    await bobSocket.next('snapshot');

    expect((await lastOf(alice, id)).json).toBeNull();
    const saved = await save(alice, id, symmetric(EQUITIES));
    expect(saved.status).toBe(201);
    const matrix = saved.json as unknown as CorrelationMatrix;
    expect(matrix.rows.map((r) => r.ric)).toEqual(EQUITIES);
    expect(matrix.columns.map((r) => r.ric)).toEqual(EQUITIES);
    expect(matrix.rows[0]).toMatchObject({ ric: 'AAPL.O', ticker: 'AAPL', name: 'Apple Inc' });
    // 7 × 7 cells, a cell and its mirror once: 7 diagonal + 21 pairs, all pending.
    expect(matrix.values).toHaveLength(28);
    expect(countBy(matrix, 0)).toBe(28);
    expect(matrix.as_of).toBe(new Date(T0).toISOString());

    // The first ring computes a slice; the rest stays pending in storage for the next.
    await advanceTo(id, T0 + 1_000);
    const first: CorrelationValue[] = [];
    for (let k = 0; k < PAIRS_PER_SLICE; k++) first.push((await aliceSocket.next('correlation_value')).data);
    expect(first.every((v) => v.status === 1 && v.matrix_id === matrix.id)).toBe(true);
    const midway = (await lastOf(alice, id)).json!;
    expect([countBy(midway, 1), countBy(midway, 0)]).toEqual([PAIRS_PER_SLICE, 28 - PAIRS_PER_SLICE]);
    await advanceTo(id, T0 + 2_000);
    for (let k = PAIRS_PER_SLICE; k < 28; k++) expect((await aliceSocket.next('correlation_value')).data.status).toBe(1);
    // Another player hears none of it.
    expect(bobSocket.frames.some((f) => f.includes('correlation_value'))).toBe(false);

    const done = (await lastOf(alice, id)).json!;
    expect(countBy(done, 1)).toBe(28);
    const ids = await assetIds(EQUITIES);
    const returns = new Map<string, Map<string, number>>();
    for (const [k, ric] of EQUITIES.entries()) returns.set(ric, await returnsFromApi(alice, id, ids[k]!, done.as_of));
    for (const v of done.values) {
      const [x, y] = v.equities;
      if (x === y) expect(v.value).toBeCloseTo(1, 12);
      else expect(v.value!, `${x} × ${y}`).toBeCloseTo(expectedCorrelation(returns.get(x)!, returns.get(y)!), 10);
      expect(Math.abs(v.value!)).toBeLessThanOrEqual(1);
    }
    // Some pairs of the simulated market move together (same index), so not every value is the same.
    expect(new Set(done.values.map((v) => v.value!.toFixed(6))).size).toBeGreaterThan(10);

    // get_values: the pairs among the rows and columns asked (by ric or asset id), mirrors once.
    const some = await post(alice, '/api/correlation_matrices/get_values/', { session_id: id, rows: ['AAPL.O', ids[1]], columns: ['MSFT.O'] });
    expect(some.status).toBe(200);
    const values = some.json as unknown as CorrelationValue[];
    expect(values.map((v) => v.equities)).toEqual([
      ['AAPL.O', 'MSFT.O'],
      ['MSFT.O', 'MSFT.O'],
    ]);
    expect(values[0]!.value).toBe(done.values.find((v) => v.equities.join() === 'AAPL.O,MSFT.O')!.value);

    // Another player reads none of Alice's: no matrix, no values.
    expect((await lastOf(bob, id)).json).toBeNull();
    expect((await post(bob, '/api/correlation_matrices/get_values/', { session_id: id, rows: ['AAPL.O'], columns: ['MSFT.O'] })).json).toEqual([]);
    aliceSocket.close();
    bobSocket.close();
  });

  it('saving again replaces the matrix; a pair that cannot be computed is an error of −1 with the spec’s text', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['AAPL.O', 'MSFT.O', 'SAP.DE'], T0);
    const alice = a.traineeTokens[0]!;
    const socket = (await connect(`/api/session/${id}/?token=${alice}`)).socket!;
    await socket.next('snapshot');
    const old = (await save(alice, id, symmetric(['AAPL.O', 'MSFT.O']))).json as unknown as CorrelationMatrix;
    // Rows AAPL and MSFT against columns SAP and AAPL: AAPL×AAPL, AAPL×SAP, MSFT×SAP, MSFT×AAPL (= AAPL×MSFT).
    const saved = await save(alice, id, [
      { row: 'AAPL.O', col: 'SAP.DE' },
      { row: 'MSFT.O', col: 'AAPL.O' },
    ]);
    const matrix = saved.json as unknown as CorrelationMatrix;
    expect(matrix.id).not.toBe(old.id);
    expect(matrix.columns.map((c) => c.ric)).toEqual(['SAP.DE', 'AAPL.O']);
    expect(matrix.values.map((v) => v.equities.join('×')).sort()).toEqual(['AAPL.O×AAPL.O', 'AAPL.O×MSFT.O', 'AAPL.O×SAP.DE', 'MSFT.O×SAP.DE']);
    // Break one queued pair as a failed computation would find it: an equity the market does not know.
    await runInDurableObject(stubOf(id), (_o, state) => {
      state.storage.sql.exec("UPDATE correlation_pairs SET pair = 'AAPL.O|NOPE.X' WHERE pair = 'AAPL.O|SAP.DE'");
    });
    await advanceTo(id, T0 + 1_000);
    const events: CorrelationValue[] = [];
    for (let k = 0; k < 4; k++) events.push((await socket.next('correlation_value')).data);
    expect(events.every((e) => e.matrix_id === matrix.id)).toBe(true);
    expect(events.find((e) => e.equities[1] === 'NOPE.X')).toEqual({ matrix_id: matrix.id, equities: ['AAPL.O', 'NOPE.X'], status: -1, value: -1, error: CORRELATION_ERROR });
    const last = (await lastOf(alice, id)).json!;
    expect(last.id).toBe(matrix.id);
    expect(last.values.filter((v) => v.status === -1)).toEqual([expect.objectContaining({ value: -1, error: CORRELATION_ERROR })]);
    expect(last.values.filter((v) => v.status === 1)).toHaveLength(3);
    socket.close();
  });

  it('refuses fewer than 2 or more than 15 rows, incomplete rows, instruments that are not equities of the session, the staff and outsiders, and sessions without research', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['AAPL.O', 'MSFT.O', 'SPY.P'], T0);
    const alice = a.traineeTokens[0]!;
    const refusal = async (fields: unknown[], token = alice, sessionId = id) => {
      const r = await save(token, sessionId, fields);
      return { status: r.status, error: r.json.error };
    };
    expect(await refusal(symmetric(['AAPL.O']))).toEqual({ status: 400, error: expect.stringContaining('A minimum of 2 rows must exist') });
    expect(await refusal(Array.from({ length: 16 }, () => ({ row: 'AAPL.O', col: 'MSFT.O' })))).toEqual({ status: 400, error: expect.stringContaining('You can only add up to 15 rows') });
    expect((await refusal(Array.from({ length: 15 }, () => ({ row: 'AAPL.O', col: 'MSFT.O' })))).status).toBe(201);
    expect(await refusal([{ row: 'AAPL.O', col: 'MSFT.O' }, { row: 'MSFT.O' }])).toEqual({ status: 400, error: expect.stringContaining('Every row needs a row and a column equity') });
    expect(await refusal([{ row: 'AAPL.O', col: 'MSFT.O' }, { row: 'SPY.P', col: 'AAPL.O' }])).toEqual({ status: 400, error: 'SPY.P is not an equity of this session' });
    expect(await refusal([{ row: 'AAPL.O', col: 'MSFT.O' }, { row: 'TSLA.O', col: 'AAPL.O' }])).toEqual({ status: 400, error: 'TSLA.O is not an equity of this session' });
    expect(await refusal([{ row: 'AAPL.O', col: 'MSFT.O' }, { row: 999_999, col: 'AAPL.O' }])).toEqual({ status: 400, error: '999999 is not an equity of this session' });
    // Players only; a trainee of another class does not see the session.
    expect((await refusal(symmetric(['AAPL.O', 'MSFT.O']), a.trainerToken)).status).toBe(403);
    expect((await get(a.trainerToken, `/api/correlation_matrices/get_last/?session_id=${id}`)).status).toBe(403);
    const outsider = (await signIn(await createUser(UserType.Trainee))).access;
    expect(await refusal(symmetric(['AAPL.O', 'MSFT.O']), outsider)).toEqual({ status: 404, error: `Session ${id} not found!` });
    expect((await lastOf(outsider, id)).status).toBe(404);

    // Equities research is for real-time sessions containing equities.
    const historical = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'MSFT.O'], T0);
    expect(await refusal(symmetric(['AAPL.O', 'MSFT.O']), alice, historical)).toEqual({ status: 409, error: 'Equities research is available in real-time sessions only' });
    expect((await lastOf(alice, historical)).status).toBe(409);
    const crypto = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['BTC='], T0);
    expect(await refusal(symmetric(['AAPL.O', 'MSFT.O']), alice, crypto)).toEqual({ status: 409, error: 'This session has no equities' });
  });
});
