/**
 * Equity options through the API and the session object (banking.md §6; spec 001 §7): in a
 * historical session on an underlying whose prices are imported (so the spot is known to the
 * cent), calls bought and closed early at the bid, a put exercised before expiry at intrinsic,
 * calls expiring worthless 0.005 in the money, a written put assigned at expiry with its
 * collateral released, the refusals that change nothing, and the money: every wallet movement is
 * an 'option_premium' or 'option_settlement' entry, and the wallet is the start plus their sum.
 * In real time, a tick marks the open contracts and sends them.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { defaultMarket } from '../../domain/market/default-market';
import type { OptionAssetChain, OptionChainRow, OptionContractView, OptionsInstrument } from '../../domain/contracts/options';
import { api, createUser, signIn, signedInClass } from './setup/fixtures';
import { connect } from './setup/sockets';
import { advanceTo, assetIds, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
// Monday 8 January 2024, a week (5 workdays) a period: 15, 22, 29 January …
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-08', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 20 };
const UNDERLYING = 'MSFT.O';
const OPTIONS = 'MSFT.O-OPT';
/** The underlying's mid at each scenario date (imported: bid 0.01 below, ask 0.01 above). */
const SPOTS: Record<string, number> = { '2024-01-08': 100, '2024-01-15': 100.005, '2024-01-22': 95, '2024-01-29': 96 };

function upload(token: string, assetId: number, csv: string) {
  const form = new FormData();
  form.set('file', new File([csv], 'history.csv', { type: 'text/csv' }));
  form.set('underlying_asset', String(assetId));
  return api('/api/admin/upload_market_history/', { method: 'POST', token, body: form });
}

async function importSpots(): Promise<void> {
  const admin = (await signIn(await createUser(UserType.Admin))).access;
  const [id] = await assetIds([UNDERLYING]);
  const lines = ['timestamp,bid,ask'];
  for (const [date, mid] of Object.entries(SPOTS)) lines.push(`${date}T20:00:00Z,${(mid - 0.01).toFixed(3)},${(mid + 0.01).toFixed(3)}`);
  const res = await upload(admin, id!, `${lines.join('\n')}\n`);
  expect(res.status).toBe(200);
}

async function ledger(id: number) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql
      .exec<{ amount: number; currency: string; reason: string }>("SELECT amount, currency, reason FROM ledger WHERE reason LIKE 'option_%' ORDER BY id")
      .toArray()
      .map((r) => [r.reason, r.currency, r.amount] as const),
  );
}

async function usdWallet(token: string, id: number): Promise<{ amount: number; collateral_amount: number; options_net_premiums: number }> {
  const player = (await get<{ wallets: { currency: string; amount: number; collateral_amount: number; options_net_premiums: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
  return player.wallets.find((w) => w.currency === 'USD')!;
}

const row = (chain: OptionAssetChain, type: 0 | 1, strike: number, expiration: string): OptionChainRow =>
  chain.contracts.find((r) => r.type_int === type && r.strike === strike && r.expiration === expiration)!;

describe('equity options', () => {
  it('lives whole lives: bought and closed early, exercised early, expired worthless at 0.005 in the money, written and assigned', async () => {
    await importSpots();
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, [UNDERLYING, OPTIONS], T0);
    const token = a.traineeTokens[0]!;
    const player = (await get<{ id: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const enter = (body: Record<string, unknown>) => post(token, `/api/players/${player.id}/enter_options_contract`, { session_id: id, options_asset: OPTIONS, ...body });
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;

    // The chain: the asset's id as key, the spot imported, strikes whole multiples of 10 around 100, weekly Fridays first.
    const chains = (await get<Record<string, OptionAssetChain>>(token, `/api/sessions/${id}/fetch_options_chains`)).json;
    const [assetId] = await assetIds([OPTIONS]);
    const chain = chains[String(assetId)]!;
    expect(chain).toMatchObject({ ric: OPTIONS, underlying_ric: UNDERLYING, currency: 'USD', quote_date: '2024-01-08', strike_step: 10, atm_strike: 100 });
    expect(chain.underlying_spot).toBeCloseTo(100, 9);
    expect(chain.expiration_dates.slice(0, 3)).toEqual(['2024-01-12', '2024-01-19', '2024-01-26']);
    expect(chain.contracts.every((r) => r.strike % 10 === 0 && r.ask >= Math.max(0, r.type_int === 0 ? 100 - r.strike : r.strike - 100))).toBe(true);
    const start = await usdWallet(token, id);

    // Refusals change nothing.
    expect((await enter({ contract: null, txn: 'buy', contracts: 1 })).json.error).toBe('Please re-select desired contract');
    expect((await enter({ contract: { strike: 105, expiration: '2024-01-12', type_int: 0 }, txn: 'buy', contracts: 1 })).json.error).toBe('Please re-select desired contract');
    expect((await enter({ contract: { strike: 100, expiration: '2024-01-12', type_int: 0 }, txn: 'buy', contracts: 0 })).status).toBe(400);
    expect((await enter({ contract: { strike: 100, expiration: '2024-01-12', type_int: 0 }, txn: 'buy', contracts: 1.5 })).status).toBe(400);
    expect((await post(a.trainerToken, `/api/players/${player.id}/enter_options_contract`, { session_id: id, options_asset: OPTIONS, contract: { strike: 100, expiration: '2024-01-12', type_int: 0 }, txn: 'buy', contracts: 1 })).status).toBe(403);
    expect((await enter({ options_asset: UNDERLYING, contract: { strike: 100, expiration: '2024-01-12', type_int: 0 }, txn: 'buy', contracts: 1 })).status).toBe(404);
    expect(await ledger(id)).toEqual([]);

    // Bought at the ask, written at the bid: premium = 100 × price × contracts.
    const c100 = row(chain, 0, 100, '2024-01-12');
    const worthless = await enter({ contract: { strike: 100, expiration: '2024-01-12', type_int: 0 }, txn: 'buy', contracts: 2 });
    expect(worthless.status).toBe(201);
    const w = (worthless.json as unknown as { new_contract: OptionContractView; updated_wallet: { options_net_premiums: number } });
    expect(w.new_contract).toMatchObject({ transaction: 'Buy', contract_type: 'Call', strike: 100, contracts: 2, open_price: c100.ask, equity_equivalent: 200, status: 'Active' });
    expect(w.new_contract.premium).toBeCloseTo(100 * c100.ask * 2, 9);
    expect(w.updated_wallet.options_net_premiums).toBeCloseTo(-100 * c100.ask * 2, 6);
    expect((await socket.next('player_entered_new_options_contract')).data.contract.id).toBe(w.new_contract.id);

    const p110 = row(chain, 1, 110, '2024-02-16');
    const put = (await enter({ contract: { strike: 110, expiration: '2024-02-16', type_int: 1 }, txn: 'buy', contracts: 1 })).json as unknown as { new_contract: OptionContractView };
    expect(put.new_contract.open_price).toBe(p110.ask);
    // An American put 10 in the money asks at least its intrinsic value.
    expect(p110.ask).toBeGreaterThanOrEqual(10);
    const c90 = row(chain, 0, 90, '2024-02-16');
    const calls = (await enter({ contract: { strike: 90, expiration: '2024-02-16', type_int: 0 }, txn: 0, contracts: 3 })).json as unknown as { new_contract: OptionContractView };
    const p100 = row(chain, 1, 100, '2024-01-19');
    const written = await enter({ contract: { strike: 100, expiration: '2024-01-19', type_int: 1 }, txn: 'sell', contracts: 1 });
    expect(written.status).toBe(201);
    const wp = (written.json as unknown as { new_contract: OptionContractView }).new_contract;
    expect(wp).toMatchObject({ transaction: 'Sell', contract_type: 'Put', open_price: p100.bid, equity_equivalent: -100 });
    // Collateral: max(p + 20 % × S − otm, p + 10 % × K) × 100 at the sale price p (the bid), spot 100, at the money (otm 0).
    const collateral = Math.round(Math.max(p100.bid + 20, p100.bid + 10) * 100 * 100) / 100;
    expect(wp.collateral).toBeCloseTo(collateral, 2);
    expect((await usdWallet(token, id)).collateral_amount).toBeCloseTo(collateral, 2);

    // Exercise is refused for a written contract and out of the money (the 90 calls are in, the 100 calls at the money are not).
    const exercise = (contractId: number) => post(token, `/api/players/${player.id}/early_exercise_options_contract`, { session_id: id, contract_id: contractId });
    expect((await exercise(wp.id)).json.error).toBe('Only bought contracts can be exercised');
    expect((await exercise(w.new_contract.id)).json.error).toBe('Only contracts in the money can be exercised');

    // The positions: one instrument with its four active contracts and their premiums.
    const instruments = (await post(token, '/api/players/get_options_instruments', { session_id: id })).json as unknown as OptionsInstrument[];
    const msft = instruments.find((i) => i.options_asset.ric === OPTIONS)!;
    expect(msft.options_contracts).toHaveLength(4);
    expect(msft.total_premiums).toBeCloseTo(-200 * c100.ask - 100 * p110.ask - 300 * c90.ask + 100 * p100.bid, 6);
    // The trainer reads them too.
    expect(((await post(a.trainerToken, `/api/players/${player.id}/get_options_contracts`, { session_id: id })).json as unknown as OptionContractView[]).length).toBe(4);

    // Step to 15 January (spot 100.005): the 12 January calls expire 0.005 in the money: worthless, nothing paid.
    expect(await advanceTo(id, T0 + 20_000)).toBe(true);
    const expiring = await socket.next('expiring_contracts_update');
    expect(expiring.data.contracts[0]).toMatchObject({ id: w.new_contract.id, status: 'Worthless', close_price: 0 });
    expect((await socket.next('send_new_period_options_chains')).data.quote_date).toBe('2024-01-15');
    // Trading reopens once the period has passed.
    await stubOf(id).setTestClock(T0 + 22_000);
    // The put exercised before expiry at intrinsic 110 − 100.005 = 9.995: +999.50.
    const exercised = await exercise(put.new_contract.id);
    expect(exercised.status).toBe(200);
    expect((exercised.json as unknown as { contract_data: OptionContractView }).contract_data).toMatchObject({ status: 'Exercised', close_price: 9.995, close_spot: 100.005 });
    // The 90 calls closed early at the bid of the moment.
    const now = (await get<Record<string, OptionAssetChain>>(token, `/api/sessions/${id}/fetch_options_chains`)).json[String(assetId)]!;
    const bid90 = row(now, 0, 90, '2024-02-16')?.bid;
    const closed = await post(token, `/api/players/${player.id}/early_close_options_contract`, { session_id: id, contract_id: calls.new_contract.id });
    expect(closed.status).toBe(200);
    const cd = (closed.json as unknown as { contract_data: OptionContractView }).contract_data;
    expect(cd.status).toBe('Closed early');
    if (bid90 !== undefined) expect(cd.close_price).toBe(bid90);
    expect(cd.pnl).toBeCloseTo((cd.close_price! - c90.ask) * 300, 2);
    expect((await post(token, `/api/players/${player.id}/early_close_options_contract`, { session_id: id, contract_id: calls.new_contract.id })).status).toBe(404);

    // Step to 22 January (spot 95): the written 19 January put is assigned: −5 × 100, its collateral released.
    expect(await advanceTo(id, T0 + 2 * 20_000 + 2_000)).toBe(true);
    const all = (await post(token, `/api/players/${player.id}/get_options_contracts`, { session_id: id })).json as unknown as OptionContractView[];
    expect(all.find((c) => c.id === wp.id)).toMatchObject({ status: 'Written', close_price: 5, close_spot: 95, collateral: 0 });
    expect(all.every((c) => c.status !== 'Active')).toBe(true);
    const end = await usdWallet(token, id);
    expect(end.collateral_amount).toBe(0);

    // The money: every movement is one option entry, to the cent.
    const entries = await ledger(id);
    expect(entries).toEqual([
      ['option_premium', 'USD', -Math.round(c100.ask * 200 * 100)],
      ['option_premium', 'USD', -Math.round(p110.ask * 100 * 100)],
      ['option_premium', 'USD', -Math.round(c90.ask * 300 * 100)],
      ['option_premium', 'USD', Math.round(p100.bid * 100 * 100)],
      ['option_settlement', 'USD', 99_950],
      ['option_premium', 'USD', Math.round(cd.close_price! * 300 * 100)],
      ['option_settlement', 'USD', -50_000],
    ]);
    const sum = entries.reduce((s, [, , x]) => s + x, 0);
    // The wallet's net premiums: received less paid, settlements apart.
    expect(Math.round(end.options_net_premiums * 100)).toBe(entries.reduce((s, [reason, , x]) => (reason === 'option_premium' ? s + x : s), 0));
    // Lombard or other income may not touch a wallet that never went negative: the wallet is the start plus the option entries.
    expect(Math.round(end.amount * 100)).toBe(Math.round(start.amount * 100) + sum);
    socket.close();
  });

  it('in real time, marks the open contracts at each tick and sends them to their player', async () => {
    const a = await signedInClass();
    const monday = Date.parse('2026-11-16T15:00:00Z');
    const id = await runningSession(a.trainerToken, a.klassId, { scenario_type: 0 }, [UNDERLYING, OPTIONS], monday);
    const token = a.traineeTokens[0]!;
    const player = (await get<{ id: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const chains = (await get<Record<string, OptionAssetChain>>(token, `/api/sessions/${id}/fetch_options_chains`)).json;
    const chain = Object.values(chains)[0]!;
    expect(chain.quote_date).toBe('2026-11-16');
    const atm = chain.contracts.find((r) => r.type_int === 0 && r.strike === chain.atm_strike && r.expiration === chain.expiration_dates[2])!;
    const socket = (await connect(`/api/session/${id}/?token=${token}`)).socket!;
    const bought = await post(token, `/api/players/${player.id}/enter_options_contract`, { session_id: id, options_asset: OPTIONS, contract: atm, type: 'call', txn: 'buy', contracts: 5 });
    expect(bought.status).toBe(201);
    await advanceTo(id, monday + 60_000);
    const marked = await socket.next('update_options_contracts_price');
    expect(marked.data.contracts).toHaveLength(1);
    const c = marked.data.contracts[0] as unknown as OptionContractView;
    expect(c.current_bid).toBeGreaterThan(0);
    expect(c.current_ask).toBeGreaterThan(c.current_bid!);
    // Its value is in the player's market value: +bid × 100 × 5.
    expect(c.pnl).toBeCloseTo((c.current_bid! - atm.ask) * 500, 2);
    socket.close();
  });

  it('in real time, expires a contract once at its underlying\'s close on the expiration date, even when the roll comes days later', async () => {
    const a = await signedInClass();
    const monday = Date.parse('2026-11-16T15:00:00Z');
    const id = await runningSession(a.trainerToken, a.klassId, { scenario_type: 0 }, [UNDERLYING, OPTIONS], monday);
    const token = a.traineeTokens[0]!;
    const player = (await get<{ id: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const chain = Object.values((await get<Record<string, OptionAssetChain>>(token, `/api/sessions/${id}/fetch_options_chains`)).json)[0]!;
    const friday = chain.expiration_dates[0]!;
    expect(friday).toBe('2026-11-20');
    const enter = (type_int: 0 | 1) => post(token, `/api/players/${player.id}/enter_options_contract`, { session_id: id, options_asset: OPTIONS, contract: { strike: chain.atm_strike, expiration: friday, type_int }, txn: 'buy', contracts: 1 });
    expect((await enter(0)).status).toBe(201);
    expect((await enter(1)).status).toBe(201);
    expect(await advanceTo(id, monday + 5_000)).toBe(true);
    // Nothing ticks again until Monday (a paused server): the first roll after the Friday close settles both at that close.
    expect(await advanceTo(id, Date.parse('2026-11-23T15:00:00Z'))).toBe(true);
    const all = (await post(token, `/api/players/${player.id}/get_options_contracts`, { session_id: id })).json as unknown as OptionContractView[];
    const q = defaultMarket().quoteAt(UNDERLYING, Date.parse(`${friday}T21:00:00Z`));
    const close = Math.round(((q.bid + q.ask) / 2) * 1e6) / 1e6;
    for (const c of all) {
      expect(c.close_spot).toBeCloseTo(close, 6);
      const intrinsic = Math.max(0, c.contract_type === 'Call' ? close - c.strike : c.strike - close);
      expect(c.status).toBe(intrinsic >= 0.01 ? 'Exercised' : 'Worthless');
    }
    // Exactly one of the call and the put is in the money (unless the close sits on the strike), and it was paid once.
    const settlements = await ledger(id);
    expect(settlements.filter(([reason]) => reason === 'option_settlement').length).toBe(all.filter((c) => c.status === 'Exercised').length);
    expect(await advanceTo(id, Date.parse('2026-11-24T15:00:00Z'))).toBe(true);
    expect((await ledger(id)).length).toBe(settlements.length);
  });
});
