/**
 * The administrator's Close positions (spec 000 §4) closes the contract families too, in the one
 * transaction: an open FX forward is offset at its close side ('forward_settlement'), CDS
 * protection is bought back by the house at its MTM (premium accrued, then 'cds_settlement'),
 * an option bought is sold back at its bid and one written bought back at its ask ('option_premium',
 * its collateral released), and each counts in `closed` beside the positions.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { createUser, signIn, signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const CDS = 'ITGV5YUSAC=R';

async function ledgerReasons(id: number): Promise<string[]> {
  return runInDurableObject(stubOf(id), (_o, state) => state.storage.sql.exec<{ reason: string }>('SELECT reason FROM ledger ORDER BY id').toArray().map((r) => r.reason));
}

describe('Close positions with contracts', () => {
  it('offsets the forwards, buys back the CDS and closes the options with the positions, each counted as closed', async () => {
    const a = await signedInClass();
    const admin = (await signIn(await createUser(UserType.Admin))).access;
    const id = await runningSession(a.trainerToken, a.klassId, { scenario_type: 0 }, ['EUR=', 'EUR3M=', CDS, 'MSFT.O', 'MSFT.O-OPT'], T0);
    const token = a.traineeTokens[0]!;
    await advanceTo(id, T0 + 5_000);
    expect((await post(token, '/api/orders/', { session_id: id, financial_instrument: 'EUR=', transaction: 0, quantity: 10_000 })).status).toBe(201);
    const forward = await post(token, '/api/forward_contracts/buy_forward_contract', { session_id: id, financial_instrument: 'EUR3M=', amount: 250_000 });
    expect(forward.status).toBe(201);
    const cds = await post(token, '/api/cds/enter_cds_contract', { session_id: id, cds_instrument_id: CDS, amount: 1_000_000 });
    expect(cds.status).toBe(201);
    const player = (await get<{ id: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const chain = Object.values((await get<Record<string, { atm_strike: number; expiration_dates: string[] }>>(token, `/api/sessions/${id}/fetch_options_chains`)).json)[0]!;
    const option = (txn: string) => ({ session_id: id, options_asset: 'MSFT.O-OPT', contract: { strike: chain.atm_strike, expiration: chain.expiration_dates[3], type_int: 0 }, txn, contracts: 2 });
    expect((await post(token, `/api/players/${player.id}/enter_options_contract`, option('buy'))).status).toBe(201);
    expect((await post(token, `/api/players/${player.id}/enter_options_contract`, option('sell'))).status).toBe(201);
    const deals = (await get<{ deals: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json.deals;
    expect(deals).toBe(5); // the order, the forward, the CDS and the two options

    const closed = await post(admin, `/api/sessions/${id}/close_positions/`, {});
    expect(closed.json).toEqual({ closed: 5, failed: [] });
    const options = (await post(token, `/api/players/${player.id}/get_options_contracts`, { session_id: id })).json as unknown as { status: string; collateral: number }[];
    expect(options.map((c) => [c.status, c.collateral])).toEqual([
      ['Closed early', 0],
      ['Closed early', 0],
    ]);
    const usd = (await get<{ wallets: { currency: string; collateral_amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json.wallets.find((w) => w.currency === 'USD')!;
    expect(usd.collateral_amount).toBe(0);

    const forwards = (await post(token, '/api/players/get_fwd_contracts', { session_id: id })).json as unknown as { contracts: { id: number; offset: string | null }[] };
    const opened = forwards.contracts.find((c) => c.id === (forward.json as { id: number }).id)!;
    expect(opened.offset).toMatch(/^Offset by #\d+$/);
    const protection = (await post(token, '/api/players/get_cds_contracts', { session_id: id })).json as unknown as { contracts: { status: string }[] };
    expect(protection.contracts.map((c) => c.status)).toEqual(['Bought back']);
    const reasons = await ledgerReasons(id);
    expect(reasons).toContain('cds_settlement');
    // The forward settles in one entry unless its close side equals its open price (nothing to pay).
    const books = (await get<{ financial_instruments: { amount: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(books.financial_instruments.every((p) => p.amount === 0)).toBe(true);
    // Nothing left to close.
    expect((await post(admin, `/api/sessions/${id}/close_positions/`, {})).json).toEqual({ closed: 0, failed: [] });
  });
});
