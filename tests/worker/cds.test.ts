/**
 * CDS through the API and the session object (banking.md §3; spec 002 §7, 001 §9): a whole life
 * in a historical session: protection bought on a 3-year CDS (yearly premiums) and sold on a
 * 5-year one (semi-annual), refusals (zero, above the maximum, the trainer, not a CDS), premiums
 * paid at the steps that pass their dates with one 'cds_premium' entry each, the contracts
 * revalued and sent as `update_cds_contracts`, maturity texts relative to the scenario date, the
 * 3-year one matured after its last premium, and the other bought back at the session's finish.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { toMinor } from '../../domain/money';
import { signedInClass } from './setup/fixtures';
import { connect } from './setup/sockets';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
// 31 workdays a period: a 3-year contract lives about 26 periods.
const HISTORICAL = { scenario_type: 1, start_date: '2021-01-04', end_date: '2024-03-28', frequency: 31, historical_sleep_time: 20 };
const VOD = 'VOD3YEUAM=R';
const ITALY = 'ITGV5YUSAC=R';

type Contract = {
  id: number;
  financial_instrument: string;
  amount: number;
  open_rate: number;
  open_rate_bp: number;
  premium_paid: number;
  next_premium: number | null;
  cds_contract_maturity_date: string;
  maturity_text: string;
  matured: boolean;
  status: string;
  cds_contract_current_mkt_value: number | null;
  reporting_cds_contract_pnl: number | null;
  cds_contract_ccy: string;
  settlement: number | null;
};
type List = { contracts: Contract[]; limits: { financial_instrument: string; maximum_buy: number; maximum_sell: number }[]; reporting_current_mkt_value: number };

const ENTER = '/api/cds/enter_cds_contract';
const LIST = '/api/players/get_cds_contracts';

/** The session's ledger entries of `reason`, in order. */
async function ledger(id: number, reason: string) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql.exec<{ amount: number; currency: string }>('SELECT amount, currency FROM ledger WHERE reason = ? ORDER BY id', reason).toArray().map((r) => [r.currency, r.amount]),
  );
}

describe('CDS', () => {
  it('lives a whole life in a historical session: entered, premiums on schedule, revalued, matured, bought back at the finish', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, [VOD, ITALY, 'AAPL.O'], T0);
    const token = a.traineeTokens[0]!;
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;
    const list = async () => (await post(token, LIST, { session_id: id })).json as unknown as List;

    // Refusals change nothing.
    const zero = await post(token, ENTER, { session_id: id, cds_instrument_id: VOD, amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.json.error).toMatch(/non-zero number/);
    expect((await post(token, ENTER, { session_id: id, cds_instrument_id: 'AAPL.O', amount: 1000 })).status).toBe(404);
    expect((await post(a.trainerToken, ENTER, { session_id: id, cds_instrument_id: VOD, amount: 1000 })).status).toBe(403);
    const before = await list();
    expect(before.contracts).toEqual([]);
    // The maximum (no class option saved: pv_limit 1 × AUM, in euros at the mid) and one unit above it.
    const vodLimit = before.limits.find((l) => l.financial_instrument === VOD)!;
    expect(vodLimit.maximum_buy).toBeGreaterThan(1_000_000);
    expect(vodLimit.maximum_sell).toBe(vodLimit.maximum_buy);
    const above = await post(token, ENTER, { session_id: id, cds_instrument_id: VOD, amount: vodLimit.maximum_buy + 1 });
    expect(above.status).toBe(400);
    expect(above.json).toMatchObject({ error: 'The amount is above the maximum', details: { maximum: vodLimit.maximum_buy } });
    expect((await list()).contracts).toEqual([]);

    // Protection bought at the ask on the scenario date, shown in bp; sold on Italy at the bid.
    const at = Date.parse('2021-01-04T21:00:00Z');
    const market = defaultMarket();
    const bought = await post(token, ENTER, { session_id: id, cds_instrument_id: VOD, amount: 1_000_000, investment_rationale: 'Hedging our Vodafone bonds' });
    expect(bought.status).toBe(201);
    const vod = bought.json as unknown as Contract;
    expect(vod.open_rate).toBe(market.quoteAt(VOD, at).ask);
    expect(vod.open_rate_bp).toBeCloseTo(vod.open_rate * 10_000, 9);
    expect(vod).toMatchObject({ amount: 1_000_000, cds_contract_ccy: 'EUR', cds_contract_maturity_date: '2024-01-04', maturity_text: 'in 1095 days', matured: false, premium_paid: 0 });
    // Yearly premiums: the first is 365 days' worth, paid by the buyer.
    const yearly = toMinor(-1_000_000 * vod.open_rate * (365 / 360), 'EUR');
    expect(vod.next_premium).toBe(yearly / 100);
    const sold = await post(token, ENTER, { session_id: id, cds_instrument_id: ITALY, amount: -2_000_000 });
    expect(sold.status).toBe(201);
    const italy = sold.json as unknown as Contract;
    expect(italy.open_rate).toBe(market.quoteAt(ITALY, at).bid);
    expect(italy.cds_contract_maturity_date).toBe('2026-01-05'); // Sunday 4 January 2026 → Monday
    // Opening booked nothing.
    expect(await ledger(id, 'cds_premium')).toEqual([]);

    // The trainer reads them.
    const player = (await get<{ id: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const staff = await post(a.trainerToken, '/api/players/get_cds_contracts_by_player_id', { session_id: id, player_id: player.id });
    expect(staff.status).toBe(200);
    expect((staff.json as unknown as List).contracts.map((c) => c.id).sort()).toEqual([vod.id, italy.id].sort());

    // The periods: revalued at each, premiums paid at the step that passes their date.
    const first = await advanceTo(id, T0 + 20_000);
    expect(first).toBe(true);
    const event = await socket.next('update_cds_contracts');
    expect(event.data.contracts.map((c) => c.id).sort()).toEqual([vod.id, italy.id].sort());
    const mtm1 = (await list()).contracts.find((c) => c.id === vod.id)!.cds_contract_current_mkt_value!;
    expect(mtm1).not.toBe(0);
    let k = 1;
    let vodMatured: Contract | null = null;
    const texts = new Set<string>();
    while (k < 40) {
      k++;
      const ran = await advanceTo(id, T0 + k * 20_000 + (k - 1) * 2_000);
      const status = (await get<{ status: number }>(token, `/api/sessions/${id}/fetch_session/`)).json.status;
      const now = (await list()).contracts.find((c) => c.id === vod.id)!;
      texts.add(now.maturity_text);
      if (now.matured && !vodMatured) vodMatured = now;
      if (!ran || status === 2) break;
    }
    // The 3-year contract paid three yearly premiums (4 Jan 2022, 4 Jan 2023, 4 Jan 2024: 365 days each) and matured.
    const premiums = await ledger(id, 'cds_premium');
    expect(premiums.filter(([c]) => c === 'EUR')).toEqual([
      ['EUR', yearly],
      ['EUR', yearly],
      ['EUR', yearly],
    ]);
    expect(vodMatured).toMatchObject({ matured: true, maturity_text: 'matured', cds_contract_current_mkt_value: 0, status: 'Matured' });
    expect(vodMatured!.premium_paid).toBeCloseTo((-3 * yearly) / 100, 2);
    expect(vodMatured!.reporting_cds_contract_pnl).toBeLessThan(0);
    // Relative texts seen on the way.
    expect([...texts].some((t) => /^in \d+ days$/.test(t))).toBe(true);
    // The seller received a premium every six months from 4 January 2021 (4 Jul 2021 … 4 Jan 2024 and the one before the end).
    const usd = premiums.filter(([c]) => c === 'USD').map(([, x]) => x as number);
    expect(usd.length).toBeGreaterThanOrEqual(6);
    for (const x of usd) expect(x).toBeGreaterThan(0);
    expect(usd[0]).toBe(toMinor(2_000_000 * italy.open_rate * (182 / 360), 'USD')); // 4 Jan → Sunday 4 Jul 2021, paid Monday 5 Jul: 182 days
    // The session finished after its last period: the house bought the Italy contract back at its MTM, after the premium accrued since its last date.
    expect((await get<{ status: number }>(token, `/api/sessions/${id}/fetch_session/`)).json.status).toBe(2); // Finished
    const settled = await ledger(id, 'cds_settlement');
    expect(settled).toHaveLength(1);
    const end = await list();
    const italyEnd = end.contracts.find((c) => c.id === italy.id)!;
    expect(italyEnd).toMatchObject({ status: 'Bought back', matured: false, cds_contract_current_mkt_value: 0 });
    expect(italyEnd.settlement).toBe((settled[0]![1] as number) / 100);
    expect(end.reporting_current_mkt_value).toBe(0);
    socket.close();
  });
});
