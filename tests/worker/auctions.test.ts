/**
 * Central-bank auctions through the API and the session object (banking.md §7; spec 000 §2, §5,
 * §7; 001 §2, §5): a historical session with auctions on and three players. The trainer reads
 * the day's yields and creates a 13WK auction of 80 million 0.25 above the historical rate
 * (everyone hears `new_auction_created`); A, B and C bid 50, 40 and 30 million (the staff hear
 * `new_auction_response`, 'New offer received!'), each discounted value reserved on the wallet;
 * Issue Security allots 33,333,333 / 26,666,667 / 20,000,000, releases the reserves and debits
 * each winner to the cent ('auction_allotment'), each winner holds the bill at the initial ask
 * (`auction_closed`, `update_tbill_contracts`); a player sees only its own offer. Refusals: a
 * second bid, a bid above cash, a bid while frozen, Issue Security without offers (409) and on an
 * unknown auction (404), a rate outside ± 0.5 ('Invalid Details'), a trainer's bid, a player's
 * create, a real-time session. Issue Security twice is a no-op.
 */
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { initialAsk } from '../../domain/engine/auctions/rules';
import { toMinor } from '../../domain/money';
import { createKlass, createUser, signIn } from './setup/fixtures';
import { connect } from './setup/sockets';
import { get, post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 7, historical_sleep_time: 30, show_auctions: true };

type Yields = { current_period_yields: { date: string; wk13: number; ccy_symbol: string }; past_period_yields: { date: string } };
type Response = { player: number; player_name: string; initial_bid_value: number; discounted_value: number; reserved: number; allotted: number | null; paid: number | null };
type AuctionView = { id: number; auction_series: string; initial_ask: number; issued_value: number; finished: boolean; maturity_date: string; bid_value: number; responses: Response[] };
type Books = { id: number; wallets: { currency: string; amount: number; collateral_amount: number }[] };

async function threePlayers() {
  const trainer = await createUser(UserType.Trainer);
  const trainees = [await createUser(UserType.Trainee), await createUser(UserType.Trainee), await createUser(UserType.Trainee)];
  const klassId = await createKlass(trainer, trainees);
  const [t, ...p] = await Promise.all([signIn(trainer), ...trainees.map((x) => signIn(x))]);
  return { klassId, trainerToken: t!.access, tokens: p.map((x) => x.access) };
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

async function ledger(id: number, reason: string) {
  return runInDurableObject(stubOf(id), (_o, state) =>
    state.storage.sql.exec<{ player_id: number; amount: number }>('SELECT player_id, amount FROM ledger WHERE reason = ? ORDER BY id', reason).toArray().map((r) => [r.player_id, r.amount]),
  );
}

describe('central-bank auctions', () => {
  it('live from creation to Issue Security: an oversubscribed allotment, reserves released, wallets to the cent, each winner holding its bill', async () => {
    const w = await threePlayers();
    const id = await runningSession(w.trainerToken, w.klassId, HISTORICAL, ['AAPL.O'], T0);
    const trainerSocket = (await connect(`/api/session/${id}/?token=${w.trainerToken}`)).socket!;
    const playerSocket = (await connect(`/api/session/${id}/?token=${w.tokens[0]}`)).socket!;
    const books = async (token: string) => (await get<Books>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const usd = (b: Books) => b.wallets.find((x) => x.currency === 'USD')!;
    const players = await Promise.all(w.tokens.map(books));

    // The day's yields (percent) and the previous period's.
    const yields = (await post(w.trainerToken, '/api/yields/fetch_todays_historical_yields', { session_id: id, ccy_symbol: 'USD' })).json as unknown as Yields;
    expect(yields.current_period_yields).toMatchObject({ ccy_symbol: 'USD', date: '2024-01-02' });
    const historical = yields.current_period_yields.wk13;
    expect(historical).toBeGreaterThan(0);

    // Nothing yet: the players' table is empty.
    expect((await post(w.tokens[0]!, '/api/auctions/list_auctions_by_session', { session_id: id })).json).toEqual([]);

    // A rate outside the band is refused; 0.25 above the historical rate (a step of 0.001) is taken.
    const rate = round3(historical) + 0.25;
    const details = { session_id: id, tenor: 2, maturity_date: addDays('2024-01-02', 91), bid_value_no_units: 80, bid_unit: 0, currency: 'USD' };
    const outside = await post(w.trainerToken, '/api/auctions/create_auction', { ...details, rate: historical + 0.6, rate_difference_from_historical_rate: 0.6 });
    expect([outside.status, outside.json.error]).toEqual([400, 'Invalid Details']);
    expect((await post(w.tokens[0]!, '/api/auctions/create_auction', { ...details, rate, rate_difference_from_historical_rate: round3(rate - historical) })).status).toBe(403);
    const created = await post(w.trainerToken, '/api/auctions/create_auction', { ...details, rate, rate_difference_from_historical_rate: round3(rate - historical) });
    expect(created.status).toBe(201);
    const auction = created.json as unknown as AuctionView;
    const ask = initialAsk(rate, 91);
    expect(auction).toMatchObject({ auction_series: `TB-US13WK80M${id}`, maturity_date: '2024-04-02', initial_ask: ask, finished: false, bid_value: 80_000_000, issued_value: 0 });
    // Stored to 6 decimals and used as stored.
    expect(Math.round(ask * 1e6) / 1e6).toBe(ask);
    const launched = await playerSocket.next('new_auction_created');
    expect(launched.data).toMatchObject({ id: auction.id, message: 'The Central Bank just launched a new auction!' });

    // No offers yet: Issue Security is refused.
    const early = await post(w.trainerToken, '/api/auctions/issue_security', { session_id: id, auction_id: auction.id });
    expect([early.status, early.json.error]).toEqual([409, 'No submitted offers yet.']);
    const unknown = await post(w.trainerToken, '/api/auctions/issue_security', { session_id: id, auction_id: 999 });
    expect([unknown.status, unknown.json.error]).toEqual([404, 'An error occurred. Please refresh the page and try again.']);

    // A, B and C bid 50, 40 and 30 million: each reserve is the discounted value, bid / 100 × initial ask.
    const bid = (k: number, value: number) => post(w.tokens[k]!, '/api/auctions/create_player_auction_response', { session_id: id, auction: auction.id, player: players[k]!.id, initial_bid_value: value });
    const bids = [50_000_000, 40_000_000, 30_000_000];
    const reserve = (value: number) => Math.round(value * ask) / 100; // to the cent: bid × ask / 100
    for (const [k, value] of bids.entries()) {
      const r = await bid(k, value);
      expect(r.status).toBe(201);
      const offer = await trainerSocket.next('new_auction_response');
      expect(offer.data).toMatchObject({ auction: auction.id, auction_series: auction.auction_series, player: players[k]!.id, initial_bid_value: value, currency_symbol: 'USD', message: 'New offer received!' });
      // The player sees only its own offer.
      expect((r.json as unknown as AuctionView).responses.map((x) => x.initial_bid_value)).toEqual([value]);
    }
    const reserved = await Promise.all(w.tokens.map(async (t) => usd(await books(t))));
    expect(reserved.map((x) => [x.amount, x.collateral_amount])).toEqual(bids.map((b) => [100_000_000, reserve(b)]));

    // Refused: a second bid, a bid above the free cash (the reserve counts), a trainer's bid.
    const second = await bid(0, 1_000);
    expect([second.status, second.json.error]).toEqual([409, 'You have already placed a bid on this auction.']);
    const other = await post(w.trainerToken, '/api/auctions/create_auction', { ...details, bid_value_no_units: 10, rate, rate_difference_from_historical_rate: round3(rate - historical) });
    const otherId = (other.json as unknown as AuctionView).id;
    expect((other.json as unknown as AuctionView).auction_series).toBe(`TB-US13WK10M${id}`);
    const tooMuch = await post(w.tokens[0]!, '/api/auctions/create_player_auction_response', { session_id: id, auction: otherId, initial_bid_value: 60_000_000 });
    expect([tooMuch.status, tooMuch.json.error]).toEqual([400, 'The bid is above your available cash in the auction currency']);
    expect((await post(w.trainerToken, '/api/auctions/create_player_auction_response', { session_id: id, auction: otherId, initial_bid_value: 1_000 })).status).toBe(403);
    // Paused (historical sessions pause rather than freeze; frozen is refused by the same rule): bids are refused (409), nothing reserved.
    expect((await post(w.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 1 })).json.status).toBe(0);
    const paused = await post(w.tokens[1]!, '/api/auctions/create_player_auction_response', { session_id: id, auction: otherId, initial_bid_value: 1_000 });
    expect([paused.status, paused.json.error]).toEqual([409, 'Bidding is not possible while the session is paused']);
    expect((await post(w.trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 0 })).json.status).toBe(1);

    // The staff see every offer.
    const staffList = (await post(w.trainerToken, '/api/auctions/list_auctions_by_session', { session_id: id })).json as unknown as AuctionView[];
    expect(staffList.find((a) => a.id === auction.id)!.responses.map((r) => r.initial_bid_value)).toEqual(bids);

    // Issue Security: 120 million bid for 80: 2/3 each, the leftover unit to B.
    const issued = await post(w.trainerToken, '/api/auctions/issue_security', { session_id: id, auction_id: auction.id });
    expect(issued.status).toBe(200);
    const result = issued.json as unknown as AuctionView;
    const allotted = [33_333_333, 26_666_667, 20_000_000];
    expect(result).toMatchObject({ finished: true, issued_value: 80_000_000 });
    expect(result.responses.map((r) => r.allotted)).toEqual(allotted);
    const paid = allotted.map((a) => toMinor((a * ask) / 100, 'USD'));
    expect(result.responses.map((r) => toMinor(r.paid!, 'USD'))).toEqual(paid);
    expect(await ledger(id, 'auction_allotment')).toEqual(players.map((p, k) => [p.id, -paid[k]!]));
    const closed = await playerSocket.next('auction_closed');
    expect(closed.data).toMatchObject({ id: auction.id, finished: true, issued_value: 80_000_000 });
    const contractsEvent = await playerSocket.next('update_tbill_contracts');
    expect(contractsEvent.data.contracts).toEqual([expect.objectContaining({ amount: 33_333_333, open_price: ask, status: 0 })]);

    // Reserves released, each wallet debited to the cent.
    const after = await Promise.all(w.tokens.map(async (t) => usd(await books(t))));
    expect(after.map((x) => [toMinor(x.amount, 'USD'), x.collateral_amount])).toEqual(paid.map((p) => [toMinor(100_000_000, 'USD') - p, 0]));

    // Each winner holds its bill at the initial ask; the bill is listed with its issue and nothing yet offered back.
    for (const [k, token] of w.tokens.entries()) {
      const list = (await post(token, '/api/players/get_tbill_contracts', { session_id: id })).json as unknown as {
        contracts: { financial_instrument: string; amount: number; open_price: number; cost: number; scenario_date_maturity_date: string; status: number }[];
        bills: { ric: string; initial_issued_amount: number | null; price_at_issue: number | null; available_interplayer_amount: number | null }[];
      };
      expect(list.contracts).toEqual([expect.objectContaining({ financial_instrument: auction.auction_series, amount: allotted[k], open_price: ask, scenario_date_maturity_date: '2024-04-02', status: 0 })]);
      expect(list.contracts[0]!.cost).toBeCloseTo(paid[k]! / 100, 9);
      expect(list.bills.find((b) => b.ric === auction.auction_series)).toMatchObject({ initial_issued_amount: 80_000_000, price_at_issue: ask, available_interplayer_amount: 0 });
    }
    // A player's list shows its own allotment only.
    const mine = (await post(w.tokens[1]!, '/api/auctions/list_auctions_by_session', { session_id: id })).json as unknown as AuctionView[];
    expect(mine.find((a) => a.id === auction.id)!.responses.map((r) => [r.player, r.allotted])).toEqual([[players[1]!.id, 26_666_667]]);

    // Issue Security twice is a no-op.
    const again = await post(w.trainerToken, '/api/auctions/issue_security', { session_id: id, auction_id: auction.id });
    expect(again.status).toBe(200);
    expect(await ledger(id, 'auction_allotment')).toHaveLength(3);
    trainerSocket.close();
    playerSocket.close();
  });

  it('runs only in historical sessions with auctions on', async () => {
    const w = await threePlayers();
    const id = await runningSession(w.trainerToken, w.klassId, { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 7, historical_sleep_time: 30 }, ['AAPL.O'], T0);
    const refused = await post(w.trainerToken, '/api/auctions/create_auction', { session_id: id, tenor: 0, maturity_date: '2024-01-29', bid_value_no_units: 80, bid_unit: 0, currency: 'USD', rate: 2, rate_difference_from_historical_rate: 0 });
    expect([refused.status, refused.json.error]).toEqual([409, 'Auctions are only run in historical sessions with auctions on']);
    // Without auctions the market's bills are not listed either.
    const list = (await post(w.tokens[0]!, '/api/players/get_tbill_contracts', { session_id: id })).json as unknown as { bills: unknown[] };
    expect(list.bills).toEqual([]);
  });
});
