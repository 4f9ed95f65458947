/**
 * Equities research's Valuation and Dividends (issue 14; 002 §7 `/equities/session_equities`,
 * `/equities/player_dividends`): every figure checked against what a trainee reads through the
 * market history API at the session's time (52-week range, 250-day volatility, 5-year monthly
 * beta against the equity's index), earnings that step at their quarterly reports while P/E moves
 * with the price, dividends declared to a holder on the ex-date in the asset and reporting
 * currencies, and who may read what.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerDividends, SessionEquities } from '../../domain/contracts/equities-research';
import { UserType } from '../../domain/enums';
import { defaultMarket } from '../../domain/market/default-market';
import type { EquityInstrument } from '../../domain/market/instrument';
import { dividendsBetween } from '../../domain/market/simulation/dividends';
import { closeIndexAt } from '../../domain/market/time-grid';
import { toMinor } from '../../domain/money';
import { createUser, signIn, signedInClass } from './setup/fixtures';
import { advanceTo, assetIds, get, post, runningSession, stubOf } from './setup/sessions';

// Wednesday 18 November 2026, 15:00 UTC: US and European markets open.
const T0 = Date.parse('2026-11-18T15:00:00Z');
const DAY_MS = 86_400_000;
const REAL_TIME = { scenario_type: 0 };
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

const equitiesOf = (token: string, id: number) => get<SessionEquities & { error?: string }>(token, `/api/equities/session_equities/?session_id=${id}`);
const dividendsOf = (token: string, id: number, playerId?: number) =>
  get<PlayerDividends & { error?: string }>(token, `/api/equities/player_dividends/?session_id=${id}${playerId === undefined ? '' : `&player_id=${playerId}`}`);

type Bar = { timestamp: string; close: number };
/** Daily bars a trainee of the session reads through the market history API, closes after `from` up to the session's time. */
async function bars(token: string, sessionId: number, ric: string, from: number, to: number): Promise<Bar[]> {
  const [asset] = await assetIds([ric]);
  const res = await post(token, '/api/market_history/list_history/', {
    session_id: sessionId,
    underlying_asset: asset,
    frequency: 'daily',
    timestamp_range: [new Date(from).toISOString(), new Date(to).toISOString()],
  });
  expect(res.status).toBe(200);
  return res.json as unknown as Bar[];
}

/** The last close of each month before `asOf`'s month, oldest first. */
function monthEnds(rows: Bar[], asOf: number): Map<string, number> {
  const current = new Date(asOf).toISOString().slice(0, 7);
  const out = new Map<string, number>();
  for (const r of rows) if (r.timestamp.slice(0, 7) < current) out.set(r.timestamp.slice(0, 7), r.close);
  return out;
}

async function midOf(token: string, id: number, ric: string): Promise<number> {
  const assets = (await get<{ ric: string; bid: number; ask: number }[]>(token, `/api/sessions/${id}/fetch_session_assets/`)).json;
  const a = assets.find((x) => x.ric === ric)!;
  return (a.bid + a.ask) / 2;
}

describe('equities research: valuation', () => {
  it('lists every equity of the session with its range, volatility and beta as the history a trainee reads gives them', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['AAPL.O', 'MSFT.O', 'SAP.DE', 'SPY.P', 'EUR='], T0);
    const alice = a.traineeTokens[0]!;
    const res = await equitiesOf(alice, id);
    expect(res.status).toBe(200);
    expect(res.json.as_of).toBe(new Date(T0).toISOString());
    // Equities only (not the ETF nor the pair), by name.
    expect(res.json.equities.map((e) => e.ric)).toEqual(['AAPL.O', 'MSFT.O', 'SAP.DE']);
    const aapl = res.json.equities[0]!;
    expect(aapl).toMatchObject({ ticker: 'AAPL', name: 'Apple Inc', currency: 'USD', region: 'North America', sector: 'Technology', beta_index: '.SPX' });

    // 52 weeks of daily closes and the price now: the price lies inside its range.
    const price = await midOf(alice, id, 'AAPL.O');
    expect(aapl.price).toBeCloseTo(price, 10);
    const year = (await bars(alice, id, 'AAPL.O', T0 - 364 * DAY_MS, T0)).map((b) => b.close);
    expect(year.length).toBeGreaterThan(255);
    expect(aapl.last_w52_low).toBeCloseTo(Math.min(...year, price), 10);
    expect(aapl.last_w52_high).toBeCloseTo(Math.max(...year, price), 10);
    expect(aapl.last_w52_low!).toBeLessThanOrEqual(aapl.price!);
    expect(aapl.last_w52_high!).toBeGreaterThanOrEqual(aapl.price!);

    // Volatility: the last 250 daily log returns, sample deviation × √252.
    const closes = (await bars(alice, id, 'AAPL.O', T0 - 400 * DAY_MS, T0)).map((b) => b.close).slice(-251);
    const logs = closes.slice(1).map((c, k) => Math.log(c / closes[k]!));
    const mean = logs.reduce((s, x) => s + x, 0) / logs.length;
    const sd = Math.sqrt(logs.reduce((s, x) => s + (x - mean) ** 2, 0) / (logs.length - 1));
    expect(logs).toHaveLength(250);
    expect(aapl.last_volatility).toBeCloseTo(sd * Math.sqrt(252), 10);

    // Beta: 60 monthly changes of month-end closes against the S&P 500, covariance over variance.
    const from = T0 - 1_900 * DAY_MS;
    const eq = monthEnds(await bars(alice, id, 'AAPL.O', from, T0), T0);
    const ix = monthEnds(await bars(alice, id, '.SPX', from, T0), T0);
    const months = [...eq.keys()].sort().slice(-61);
    expect(months.at(-1)).toBe('2026-10');
    const ret = (m: Map<string, number>) => months.slice(1).map((k, j) => m.get(k)! / m.get(months[j]!)! - 1);
    const [ys, xs] = [ret(eq), ret(ix)];
    const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
    const my = ys.reduce((s, y) => s + y, 0) / ys.length;
    const cov = xs.reduce((s, x, k) => s + (x - mx) * (ys[k]! - my), 0);
    const varM = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
    expect(aapl.beta_changes).toBe(60);
    expect(aapl.last_beta).toBeCloseTo(cov / varM, 10);
    expect(aapl.beta_note).toBeNull();

    // P/E is the price over the trailing earnings.
    expect(aapl.last_earnings!).toBeGreaterThan(0);
    expect(aapl.last_pe_ratio).toBeCloseTo(aapl.price! / aapl.last_earnings!, 10);
    expect(aapl.earnings_quarter).toBe('2026-Q3');
    // The instrument's details report the same earnings.
    const [aaplId] = await assetIds(['AAPL.O']);
    const details = (await get<{ last_earnings: number; last_pe_ratio: number }>(alice, `/api/underlying_assets/${aaplId}/details/?session_id=${id}`)).json;
    expect(details.last_earnings).toBeCloseTo(aapl.last_earnings!, 10);
    // Each equity has its own figures.
    expect(new Set(res.json.equities.map((e) => e.last_volatility)).size).toBe(3);
    expect(res.json.equities.find((e) => e.ric === 'SAP.DE')).toMatchObject({ currency: 'EUR', region: 'Europe', beta_index: (defaultMarket().instrument('SAP.DE') as EquityInstrument).index_fund });
  });

  it('earnings step at their quarterly report while P/E moves with the price every day', async () => {
    const a = await signedInClass();
    // 29 October 2026: Q3 is reported on 31 October.
    const before = Date.parse('2026-10-29T15:00:00Z');
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['AAPL.O', 'MSFT.O'], before);
    const alice = a.traineeTokens[0]!;
    const at = async (ms: number) => {
      await stubOf(id).setTestClock(ms);
      return (await equitiesOf(alice, id)).json.equities.find((e) => e.ric === 'AAPL.O')!;
    };
    const q2 = await at(before);
    expect(q2.earnings_quarter).toBe('2026-Q2');
    const q3 = await at(Date.parse('2026-11-02T15:00:00Z'));
    expect(q3.earnings_quarter).toBe('2026-Q3');
    expect(q3.last_earnings).not.toBe(q2.last_earnings);
    // Within the quarter the earnings stand still and the P/E follows the price.
    const later = await at(T0);
    expect(later.last_earnings).toBe(q3.last_earnings);
    expect(later.price).not.toBe(q3.price);
    expect(later.last_pe_ratio! / q3.last_pe_ratio!).toBeCloseTo(later.price! / q3.price!, 10);
  });
});

describe('equities research: dividends', () => {
  it('shows each equity’s yield, last and next dividend, and what a holder is owed from the ex-date, in the asset and reporting currencies', async () => {
    const a = await signedInClass();
    // Monday 14 September 2026: quarterly payers (AAPL, TotalEnergies) go ex on Tuesday the 15th.
    const eve = Date.parse('2026-09-14T15:00:00Z');
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['AAPL.O', 'TTEF.PA', 'AMZN.O', 'EUR='], eve);
    const alice = a.traineeTokens[0]!;
    const market = defaultMarket();
    const exDividend = (ric: string, ex: string) => {
      const i = market.instrument(ric) as EquityInstrument;
      const k = closeIndexAt(Date.parse(`${ex}T21:00:00Z`), 'weekday');
      return dividendsBetween(i, (j) => market.closeMid(ric, j), k, k)[0]!;
    };

    const first = (await dividendsOf(alice, id)).json;
    expect(first.player_id).toBe(1);
    expect(first.reporting_currency).toBe('USD');
    // By name: Amazon, Apple, TotalEnergies.
    expect(first.equities.map((e) => e.ric)).toEqual(['AMZN.O', 'AAPL.O', 'TTEF.PA']);
    const aapl = first.equities[1]!;
    const june = exDividend('AAPL.O', '2026-06-15');
    expect(aapl).toMatchObject({
      last_div_ex_date: '2026-06-15',
      last_div_pay_date: '2026-07-06',
      last_div_per_share: june.amount,
      next_div_ex_date: '2026-09-15',
      next_div_pay_date: '2026-10-06',
      dividend_frequency: 4,
      shares: 0,
      outstanding: 0,
      outstanding_reporting: 0,
      outstanding_items: [],
    });
    // Trailing yield: the last twelve months' dividends over the price now.
    const i = market.instrument('AAPL.O') as EquityInstrument;
    const trailing = dividendsBetween(i, (j) => market.closeMid('AAPL.O', j), closeIndexAt(eve - 365 * DAY_MS, 'weekday') + 1, closeIndexAt(eve, 'weekday'));
    expect(trailing).toHaveLength(4);
    expect(aapl.last_div_yield).toBeCloseTo(trailing.reduce((s, d) => s + d.amount, 0) / (await midOf(alice, id, 'AAPL.O')), 12);
    // A non-payer has no yield and no dates.
    expect(first.equities[0]).toMatchObject({ ric: 'AMZN.O', last_div_yield: null, last_div_per_share: null, next_div_ex_date: null });

    // Alice holds 1,000 Apple and 400 TotalEnergies over the ex-date.
    expect((await post(alice, '/api/wallets/exchange/', { session_id: id, from_wallet: 'USD', to_wallet: 'EUR', amount: 100_000 })).status).toBeLessThan(300);
    expect((await post(alice, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 1_000 })).status).toBe(201);
    expect((await post(alice, '/api/orders/', { session_id: id, financial_instrument: 'TTEF.PA', transaction: 0, quantity: 400 })).status).toBe(201);
    // A tick on Monday, then the first tick after Tuesday's close rolls the day: the ex-date's dividends are declared.
    await advanceTo(id, eve + 5_000);
    expect((await dividendsOf(alice, id)).json.total_outstanding_reporting).toBe(0);
    await advanceTo(id, Date.parse('2026-09-15T22:00:00Z'));

    const after = (await dividendsOf(alice, id)).json;
    const aaplDiv = exDividend('AAPL.O', '2026-09-15');
    const tteDiv = exDividend('TTEF.PA', '2026-09-15');
    const row = (ric: string) => after.equities.find((e) => e.ric === ric)!;
    expect(row('AAPL.O')).toMatchObject({
      shares: 1_000,
      last_div_ex_date: '2026-09-15',
      last_div_per_share: aaplDiv.amount,
      next_div_ex_date: '2026-12-15',
      outstanding: toMinor(1_000 * aaplDiv.amount, 'USD') / 100,
      outstanding_reporting: toMinor(1_000 * aaplDiv.amount, 'USD') / 100,
      outstanding_items: [{ ex_date: '2026-09-15', pay_date: '2026-10-06', amount: toMinor(1_000 * aaplDiv.amount, 'USD') / 100 }],
    });
    const tte = row('TTEF.PA');
    const owedEur = toMinor(400 * tteDiv.amount, 'EUR') / 100;
    expect(tte).toMatchObject({ shares: 400, currency: 'EUR', outstanding: owedEur });
    const eurUsd = market.fxRate('EUR', 'USD', Date.parse('2026-09-15T22:00:00Z'));
    expect(tte.outstanding_reporting).toBeCloseTo(owedEur * eurUsd, 2);
    expect(after.total_outstanding_reporting).toBeCloseTo(row('AAPL.O').outstanding_reporting + tte.outstanding_reporting, 6);
    // Bob held nothing: owed nothing.
    const bob = (await dividendsOf(a.traineeTokens[1]!, id)).json;
    expect(bob.player_id).toBe(2);
    expect(bob.total_outstanding_reporting).toBe(0);
  });
});

describe('equities research: access', () => {
  it('players and staff of a real-time session with equities; a trainee sees only their own dividends', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['AAPL.O', 'BTC='], T0);
    const [alice] = a.traineeTokens as [string, string];
    const admin = (await signIn(await createUser(UserType.Admin))).access;
    const outsider = (await signIn(await createUser(UserType.Trainee))).access;

    for (const token of [alice, a.trainerToken, admin]) expect((await equitiesOf(token, id)).json.equities.map((e) => e.ric)).toEqual(['AAPL.O']);
    expect((await dividendsOf(alice, id, 1)).status).toBe(200);
    expect(await dividendsOf(alice, id, 2)).toMatchObject({ status: 403, json: { error: 'A trainee may see only their own dividends' } });
    expect(await dividendsOf(a.trainerToken, id)).toMatchObject({ status: 400, json: { error: 'player_id is required' } });
    expect((await dividendsOf(a.trainerToken, id, 2)).json.player_id).toBe(2);
    expect((await dividendsOf(admin, id, 1)).json.player_id).toBe(1);
    expect(await dividendsOf(admin, id, 99)).toMatchObject({ status: 404, json: { error: 'Player not found' } });
    expect(await equitiesOf(outsider, id)).toMatchObject({ status: 404, json: { error: `Session ${id} not found!` } });
    expect((await dividendsOf(outsider, id)).status).toBe(404);
    expect((await get(alice, '/api/equities/session_equities/')).status).toBe(400);

    // Only real-time sessions containing equities have research.
    const historical = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O'], T0);
    expect(await equitiesOf(alice, historical)).toMatchObject({ status: 409, json: { error: 'Equities research is available in real-time sessions only' } });
    expect((await dividendsOf(alice, historical)).status).toBe(409);
    const crypto = await runningSession(a.trainerToken, a.klassId, REAL_TIME, ['BTC='], T0);
    expect(await equitiesOf(alice, crypto)).toMatchObject({ status: 409, json: { error: 'This session has no equities' } });
    expect(await dividendsOf(a.trainerToken, crypto, 1)).toMatchObject({ status: 409, json: { error: 'This session has no equities' } });
  });
});
