/**
 * What the fuzz test sends to each routed POST and PATCH: the routes come from the Hono app,
 * session calls are matched to their contracts (whose `example` and `input` give the valid
 * body and the fields' types), and every other route needs a valid request registered in
 * ROUTE_CASES below. A route with neither fails the test, so a new call cannot slip past.
 *
 * The world: a class with a trainer and two trainees, an admin, and a running real-time
 * session with instruments in USD, EUR and crypto, its clock on a Wednesday afternoon.
 */
import { env } from 'cloudflare:workers';
import { z } from 'zod';
import { sessionIdField } from '../../../domain/contracts/fields';
import type { SessionCall } from '../../../domain/contracts/session-call';
import { UserType } from '../../../domain/enums';
import { app } from '../../../worker/app';
import { SESSION_CONTRACTS } from '../../../worker/routes/session-calls';
import { PASSWORD, createKlass, createUser, signIn, unique, type TestUser } from './fixtures';
import { directGet, directPost } from './direct-api';
import { assetIds, stubOf } from './sessions';
import type { FieldTypes, FormBody, FuzzRequest, JsonBody } from './fuzz-probes';
import { fillPath } from './fuzz-probes';
import { createScenario } from './client-dealing';

type Contract = SessionCall<unknown, unknown, unknown>;
export type TokenOf = 'player' | 'trainer' | 'admin' | null;

export const T0 = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday: US, European and crypto markets open
const RICS = ['AAPL.O', 'SAP.DE', 'BTC='];
const SESSION_BODY = { scenario_type: 0 };
const HISTORICAL_BODY = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

export interface World {
  klassId: number;
  trainee: TestUser;
  /** A user only the sign-in calls use, so their failures throttle no one else. */
  signInUser: TestUser;
  tokens: { player: string; trainer: string; admin: string };
  /** The running session most calls act on; replaced when a call ends or pauses it. */
  sessionId: number;
  /** A running historical session, for the calls only those have. */
  historicalId?: number;
  /** A running session with an FX forward (issue 15), for the forward contract calls. */
  forwardsId?: number;
  /** A running session with an HTM and an AFS bond (issue 15), for the HTM lock. */
  htmId?: number;
  /** A running session with a CDS (issue 15), for the CDS calls. */
  cdsId?: number;
  /** A running session with a US Treasury and the USD 1-week repo (issue 15), for the repo calls. */
  reposId?: number;
  /** A running Wealth Management session (issue 16), for the wealth calls. */
  wealthId?: number;
  /** A running historical session with auctions on (issue 16), for the auction and T-bill calls. */
  auctionsId?: number;
  /** A running session with MSFT options (issue 17), for the option calls. */
  optionsId?: number;
  /** A running client-money session (issue 16), for the interbank RFQ calls: the player's and the other trainee's ids and token. */
  interbank?: { sessionId: number; playerId: number; otherId: number; otherToken: string };
  assets: Record<string, number>;
}

export async function makeWorld(): Promise<World> {
  const trainer = await createUser(UserType.Trainer);
  const trainee = await createUser(UserType.Trainee);
  const other = await createUser(UserType.Trainee);
  const signInUser = await createUser(UserType.Trainee);
  const admin = await createUser(UserType.Admin);
  const klassId = await createKlass(trainer, [trainee, other]);
  const [t, p, a] = await Promise.all([signIn(trainer), signIn(trainee), signIn(admin)]);
  const tokens = { trainer: t.access, player: p.access, admin: a.access };
  const ids = await assetIds([...RICS, 'MSFT.O']);
  const assets = Object.fromEntries([...RICS, 'MSFT.O'].map((ric, k) => [ric, ids[k]!]));
  const world: World = { klassId, trainee, signInUser, tokens, sessionId: 0, assets };
  world.sessionId = await freshSession(world);
  return world;
}

async function must(res: Promise<{ status: number; json: Record<string, unknown> }>, what: string) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

/** A session of the class still in Creating (instruments not saved), on the test clock. */
async function creatingSession(w: World, body: Record<string, unknown> = SESSION_BODY): Promise<number> {
  const created = await must(directPost(w.tokens.trainer, '/api/sessions/', { klass_id: w.klassId, ...body }), 'create a session');
  const id = created.id as number;
  await stubOf(id).setTestClock(T0);
  return id;
}

/** A running session of the class with the world's instruments. */
export async function freshSession(w: World, body: Record<string, unknown> = SESSION_BODY): Promise<number> {
  const id = await creatingSession(w, body);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: RICS.map((ric) => w.assets[ric]!) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return id;
}

export async function sessionStatus(w: World, id = w.sessionId): Promise<number | null> {
  const res = await directGet<{ status: number }>(w.tokens.trainer, `/api/sessions/${id}/fetch_session/`);
  return res.status === 200 ? res.json.status : null;
}

/** A running session trading the EURUSD 3-month forward (issue 15), made once per world. */
async function forwardsSession(w: World): Promise<number> {
  if (w.forwardsId) return w.forwardsId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['EUR3M=']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.forwardsId = id);
}

/** A running session trading the US Treasury 3.125% 2041 as HTM and Apple 3.85% 2043 as AFS (issue 15), made once per world. */
async function htmSession(w: World): Promise<number> {
  if (w.htmId) return w.htmId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['912810QT8=', '037833AL4=']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.htmId = id);
}

/** A running historical session with auctions on (issue 16), made once per world. */
async function auctionsSession(w: World): Promise<number> {
  return (w.auctionsId ??= await freshSession(w, { ...HISTORICAL_BODY, show_auctions: true }));
}

/** An open 13WK auction of the auctions session at the day's historical rate. */
async function openAuction(w: World): Promise<{ sessionId: number; auctionId: number }> {
  const sessionId = await auctionsSession(w);
  const yields = await must(directPost(w.tokens.trainer, '/api/yields/fetch_todays_historical_yields', { session_id: sessionId, ccy_symbol: 'USD' }), 'yields');
  const today = yields.current_period_yields as { date: string; wk13: number };
  const maturity = new Date(Date.parse(`${today.date}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
  const auction = await must(
    directPost(w.tokens.trainer, '/api/auctions/create_auction', {
      session_id: sessionId,
      tenor: 2,
      maturity_date: maturity,
      bid_value_no_units: 80,
      bid_unit: 0,
      currency: 'USD',
      rate: today.wk13,
      rate_difference_from_historical_rate: 0,
    }),
    'create an auction',
  );
  return { sessionId, auctionId: auction.id as number };
}

/** A running session trading the Italy 5-year CDS (issue 15), made once per world. */
async function cdsSession(w: World): Promise<number> {
  if (w.cdsId) return w.cdsId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['ITGV5YUSAC=R']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.cdsId = id);
}

/** A running session trading Microsoft and its options (issue 17), made once per world. */
async function optionsSession(w: World): Promise<number> {
  if (w.optionsId) return w.optionsId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['MSFT.O', 'MSFT.O-OPT']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.optionsId = id);
}

/** The player of the options session, and a request body buying one contract of its chain (deepest in the money call of the third expiry: exercisable). */
async function optionsTrade(w: World): Promise<{ sessionId: number; playerId: number; body: JsonBody }> {
  const sessionId = await optionsSession(w);
  const own = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve player');
  const chains = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/fetch_options_chains`), 'chains');
  const chain = Object.values(chains)[0] as { expiration_dates: string[]; contracts: { strike: number; expiration: string; type_int: number }[] };
  const expiration = chain.expiration_dates[2]!;
  const strike = Math.min(...chain.contracts.filter((r) => r.expiration === expiration).map((r) => r.strike));
  return { sessionId, playerId: own.id as number, body: { options_asset: 'MSFT.O-OPT', contract: { strike, expiration, type_int: 0 }, txn: 'buy', contracts: 1 } };
}

async function boughtOption(w: World): Promise<{ sessionId: number; params: Record<string, string>; body: JsonBody }> {
  const t = await optionsTrade(w);
  const bought = await must(directPost(w.tokens.player, `/api/players/${t.playerId}/enter_options_contract`, { session_id: t.sessionId, ...t.body }), 'buy an option');
  const id = (bought.new_contract as { id: number }).id;
  return { sessionId: t.sessionId, params: { player_id: String(t.playerId) }, body: { player_id: t.playerId, contract_id: id } };
}

/** A running session trading a US Treasury and the USD 1-week repo (issue 15), made once per world. */
async function reposSession(w: World): Promise<number> {
  if (w.reposId) return w.reposId;
  const id = await creatingSession(w);
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: await assetIds(['91282CPE5=', 'USD1WRP=']) });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.reposId = id);
}

/** A running Wealth Management session (issue 16, management type 1), made once per world. */
async function wealthSession(w: World): Promise<number> {
  if (w.wealthId) return w.wealthId;
  const id = await creatingSession(w, { scenario_type: 0, management_type: 1 });
  const call = (path: string, json: unknown) => must(directPost(w.tokens.trainer, `/api/sessions/${id}/${path}/`, json), path);
  await call('update_underlying_assets', { underlying_assets: [w.assets['AAPL.O']!] });
  await call('play_pause', { current_status: 3 });
  await call('play_pause', { current_status: 0 });
  return (w.wealthId = id);
}

/** The player's id in the wealth session. */
async function wealthPlayer(w: World): Promise<{ sessionId: number; playerId: number }> {
  const sessionId = await wealthSession(w);
  const own = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve player');
  return { sessionId, playerId: own.id as number };
}

/** A running client-money session (issue 16) with the world's two trainees as banks, made once per world. */
async function interbankWorld(w: World): Promise<NonNullable<World['interbank']>> {
  if (w.interbank) return w.interbank;
  const scenario = await createScenario({ start_date: HISTORICAL_BODY.start_date, end_date: HISTORICAL_BODY.end_date, freq: HISTORICAL_BODY.frequency, aum: 100_000_000 });
  const sessionId = await freshSession(w, { ...HISTORICAL_BODY, client_money: true, client_money_scenario: scenario });
  // The other trainee of the class: the first member after the world's trainee.
  const other = await env.DB.prepare('SELECT u.id, u.username FROM klass_members m JOIN users u ON u.id = m.user_id WHERE m.klass_id = ? AND u.id != ? ORDER BY u.id LIMIT 1')
    .bind(w.klassId, w.trainee.id)
    .first<{ id: number; username: string }>();
  const otherToken = (await signIn({ id: other!.id, username: other!.username, userType: UserType.Trainee })).access;
  const own = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve player');
  const theirs = await must(directGet(otherToken, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve the other player');
  return (w.interbank = { sessionId, playerId: own.id as number, otherId: theirs.id as number, otherToken });
}

/** Cancels the active RFQ of the bank signed in with `token`, if any, so that it may send another. */
async function noActiveRfq(token: string, sessionId: number): Promise<void> {
  const book = await must(directPost(token, '/api/players/get_interbank', { session_id: sessionId }), 'interbank book');
  const active = book.active_request as { id: number } | null;
  if (active) await must(directPost(token, '/api/players/cancel_rfq', { session_id: sessionId, request_id: active.id }), 'cancel the active RFQ');
}

/** An RFQ of the player to the other bank, quoted by it when `quoted`: the request and its one response. */
async function playerRfq(w: World, quoted: boolean): Promise<{ sessionId: number; requestId: number; responseId: number }> {
  const ib = await interbankWorld(w);
  await noActiveRfq(w.tokens.player, ib.sessionId);
  const sent = await must(directPost(w.tokens.player, '/api/players/send_rfq', { session_id: ib.sessionId, amount: 10_000_000, selected_players: [ib.otherId] }), 'send an RFQ');
  const responseId = (sent.responses as { id: number }[])[0]!.id;
  if (quoted) await must(directPost(ib.otherToken, '/api/players/send_rfq_response', { session_id: ib.sessionId, response_id: responseId, bid: 5, ask: 5.1 }), 'quote the RFQ');
  return { sessionId: ib.sessionId, requestId: sent.id as number, responseId };
}

/** 10,000 face of the Treasury bought by the player, so that the repo example has its collateral. */
async function repoableBond(w: World): Promise<{ sessionId: number }> {
  const sessionId = await reposSession(w);
  await must(directPost(w.tokens.player, '/api/orders/', { session_id: sessionId, financial_instrument: '91282CPE5=', transaction: 0, quantity: 10_000 }), 'buy a bond');
  return { sessionId };
}

/** An open forward contract of the player (with a stop loss when `oda`), in the forwards session. */
async function openForward(w: World, oda = false): Promise<{ sessionId: number; body: JsonBody }> {
  const sessionId = await forwardsSession(w);
  const c = await must(directPost(w.tokens.player, '/api/forward_contracts/buy_forward_contract', { session_id: sessionId, financial_instrument: 'EUR3M=', amount: 100_000 }), 'buy a forward');
  if (oda) await must(directPost(w.tokens.player, '/api/forward_contracts/set_forward_contract_oda', { session_id: sessionId, contract_id: c.id, stop_loss_price: 0.5 }), 'forward stop loss');
  return { sessionId, body: { contract_id: c.id as number } };
}

/** Puts `quantity` of AAPL in the player's book (the ODA calls need a position). */
async function holdAapl(w: World, sessionId: number) {
  await must(directPost(w.tokens.player, '/api/orders/', { session_id: sessionId, financial_instrument: 'AAPL.O', transaction: 0, quantity: 10 }), 'buy AAPL');
}

// ---------------------------------------------------------------------------------------------
// A valid request of each route

/** What a case builds: the valid request's parameters and body, and the sessions it acts on. */
export interface Valid {
  params?: Record<string, string>;
  body: JsonBody | { form: FormBody };
  /** Sessions whose books must not move when the call is refused (the world's session is always one). */
  sessions?: number[];
}

export interface RouteCase {
  token: TokenOf;
  /** The valid request; built again after every accepted request, which may have used it up. */
  valid: (w: World) => Promise<Valid>;
}

const historyCsv = 'timestamp,bid,ask\n2022-06-28,250,251\n2022-06-29,252,253\n';
const fundCsv = 'timestamp,close,ric,delete_prev_data\n06-28-2022,3821.55,.SPX,false\n';

const klassCsvHeader = 'klass_name,trainer,trainer_pass,user_pass,users,persons';

async function trainerNameOf(w: World): Promise<string> {
  const row = await env.DB.prepare('SELECT u.username FROM klasses k JOIN users u ON u.id = k.trainer_id WHERE k.id = ?').bind(w.klassId).first<{ username: string }>();
  return row!.username;
}

/** A new trainee of the world's class (not one of its players), for calls that take one away. */
async function freshMember(w: World): Promise<number> {
  const trainee = await createUser(UserType.Trainee);
  await env.DB.prepare('INSERT INTO klass_members (klass_id, user_id) VALUES (?, ?)').bind(w.klassId, trainee.id).run();
  return trainee.id;
}

/** Routes that are not session calls: a valid request each. */
export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/auth/get_token': { token: null, valid: async (w) => ({ body: { username: w.signInUser.username, password: PASSWORD } }) },
  'POST /api/auth/refresh_token': { token: null, valid: async (w) => ({ body: { refresh: (await signIn(w.signInUser)).refresh } }) },
  'POST /api/auth/logout': { token: null, valid: async (w) => ({ body: { refresh: (await signIn(w.signInUser)).refresh } }) },
  'POST /api/persons': { token: 'player', valid: async () => ({ body: { name: 'Desk B' } }) },
  'POST /api/klasses/add_new_user_to_klass': {
    token: 'trainer',
    valid: async (w) => ({ body: { username: 'fuzz_newcomer', password: PASSWORD, klass_id: w.klassId } }),
  },
  // People and classes: each valid request acts on fresh names and accounts, never the world's trainees.
  'POST /api/klasses': {
    token: 'trainer',
    valid: async (w) => ({ body: { name: unique('Fuzz class'), trainer_username: await trainerNameOf(w), trainee_usernames: [unique('fuzz_t')] } }),
  },
  'POST /api/klasses/upload_klass_csv': {
    token: 'admin',
    valid: async (w) => ({
      body: { form: { klass_details_file: new File([`${klassCsvHeader}\n${unique('Fuzz csv')},${await trainerNameOf(w)},,,,\n`], 'klasses.csv', { type: 'text/csv' }) } },
    }),
  },
  'POST /api/klasses/remove_trainee': { token: 'trainer', valid: async (w) => ({ body: { klass_id: w.klassId, user_id: await freshMember(w) } }) },
  'POST /api/klasses/reset_password': { token: 'trainer', valid: async (w) => ({ body: { klass_id: w.klassId, user_id: await freshMember(w) } }) },
  'POST /api/trainers/:trainer_id/set_password': {
    token: 'admin',
    valid: async () => ({ params: { trainer_id: String((await createUser(UserType.Trainer)).id) }, body: { password: 'Fuzz-pass-123' } }),
  },
  'POST /api/auth/change_password': { token: 'trainer', valid: async () => ({ body: { current_password: PASSWORD, new_password: PASSWORD } }) },
  'POST /api/sessions': {
    token: 'trainer',
    valid: async (w) => ({
      body: {
        klass_id: w.klassId,
        scenario_type: 1,
        start_date: '2024-01-02',
        end_date: '2024-03-28',
        frequency: 5,
        historical_sleep_time: 30,
        starting_cash_amount: 1_000_000,
        reporting_currency: 'USD',
        risk_approach: 0,
        management_type: 0,
        limit_order_collateral: 0.1,
        transaction_fee: 0.001,
        spread_widener: 0.001,
        short_sell_leverage: 0.3,
        fx_leverage: 0.5,
        bond_leverage: 1,
        risk_weighted_limit: 100_000_000,
        metrics_interval: 24,
        trading_time_type: 0,
        delay_minutes_left: 0,
        allow_short_sell: true,
        allow_short_only_on_fx: false,
        client_money: false,
        show_auctions: false,
        limit_metric: 'VaR',
        news_importances: [2, 3],
      },
    }),
  },
  'POST /api/market_history/list_history': {
    token: 'player',
    valid: async (w) => ({
      body: { underlying_asset: w.assets['AAPL.O']!, frequency: 'daily', timestamp_range: ['2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'], session_id: w.sessionId },
    }),
  },
  'POST /api/admin/upload_market_history': {
    token: 'admin',
    valid: async (w) => ({
      body: { form: { file: new File([historyCsv], 'history.csv', { type: 'text/csv' }), underlying_asset: String(w.assets['MSFT.O']), delete_prev_data: 'false' } },
    }),
  },
  'POST /api/errors/mark_error_as_seen': {
    token: 'admin',
    // An execution error as the session object reports it (tests/worker/error-monitoring.test.ts makes real ones).
    valid: async (w) => {
      const row = await env.DB.prepare(
        "INSERT INTO execution_errors (session_id, local_id, order_id, player_id, player_name, ric, message, at, reported_at) VALUES (?, ?, 1, 1, 'p', 'AAPL.O', 'Cannot buy past limit', ?, ?) RETURNING id",
      )
        .bind(w.sessionId, Math.floor(Math.random() * 1e9), T0, T0)
        .first<{ id: number }>();
      return { body: { id: row!.id } };
    },
  },
  'POST /api/errors/get_players_with_differences': { token: 'admin', valid: async () => ({ body: { difference: 50_000 } }) },
  // Client-dealing scenarios (issue 16): the admin's planning, creation, CSV and a scenario's data.
  'POST /api/admin/get_yields_for_client_dealing_planning': { token: 'admin', valid: async () => ({ body: { start_date: '2024-01-02', end_date: '2024-03-28', freq: 5 } }) },
  'POST /api/admin/create_client_dealing_scenario': { token: 'admin', valid: async () => ({ body: { start_date: '2024-01-02', end_date: '2024-03-28', freq: 5, aum: 100_000_000, name: 'fuzz' } }) },
  'POST /api/admin/upload_client_dealing_scenario_csv': {
    token: 'admin',
    valid: async () => ({ body: { form: { file: new File(['start_date,end_date,freq,name\n2024-01-02,2024-03-28,5,fuzz csv\n'], 'scenarios.csv', { type: 'text/csv' }) } } }),
  },
  'POST /api/admin/fetch_client_dealing_scenario_data': {
    token: 'admin',
    valid: async () => ({ body: { id: await createScenario({ start_date: '2024-01-02', end_date: '2024-03-28', freq: 5, aum: 100_000_000 }) } }),
  },
  'POST /api/admin/upload_index_fund_history': {
    token: 'admin',
    valid: async () => ({ body: { form: { news_file: new File([fundCsv], 'fund.csv', { type: 'text/csv' }) } } }),
  },
};

/**
 * Session calls whose example needs the books or the session in a given state (an order to
 * cancel, a position under a stop loss, a session still being created), or that have no
 * example in their contract. Calls that end, pause or delete a session act on one of their own.
 */
const CONTRACT_CASES: Record<string, (w: World) => Promise<{ params?: Record<string, string>; body?: JsonBody; sessionId?: number }>> = {
  'orders.cancel': async (w) => {
    const order = await must(
      directPost(w.tokens.player, '/api/orders/', { session_id: w.sessionId, financial_instrument: 'AAPL.O', transaction: 0, quantity: 1, resourcetype: 'LimitOrder', limit_price: 1 }),
      'limit order',
    );
    return { params: { id: String(order.id) } };
  },
  'oda.create': async (w) => (await holdAapl(w, w.sessionId), {}),
  'oda.update': async (w) => (await holdAapl(w, w.sessionId), {}),
  'deposits.break': async (w) => {
    // One open deposit per currency: break the one an earlier call left, then make the one to break.
    await directPost(w.tokens.player, '/api/deposits/break_deposit/', { session_id: w.sessionId, currency_symbol: 'USD' });
    await must(directPost(w.tokens.player, '/api/deposits/make_deposit/', { session_id: w.sessionId, currency_symbol: 'USD', amount_to_deposit: 1000 }), 'deposit');
    return {};
  },
  'deposits.make': async (w) => {
    // One open deposit per currency: break the one an earlier call left.
    await directPost(w.tokens.player, '/api/deposits/break_deposit/', { session_id: w.sessionId, currency_symbol: 'USD' });
    return {};
  },
  'benchmark.preview_instrument': async (w) => ({ body: { asset_id: w.assets['AAPL.O']! } }),
  // A player sets their own benchmark while the trainer allows individual benchmarks.
  'benchmark.update_player': async (w) => {
    await must(directPost(w.tokens.trainer, `/api/sessions/${w.sessionId}/update_allow_individual_benchmark/`, { value: true }), 'allow individual benchmarks');
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { params: { player_id: String(own.id) } };
  },
  'lifecycle.clone': async (w) => ({ body: { klass_id: w.klassId } }),
  'settings.update_period_length': async (w) => ({ sessionId: (w.historicalId ??= await freshSession(w, HISTORICAL_BODY)) }),
  'lifecycle.play_pause': async (w) => ({ sessionId: await freshSession(w) }),
  'lifecycle.freeze': async (w) => ({ sessionId: await freshSession(w) }),
  'lifecycle.finish': async (w) => ({ sessionId: await freshSession(w) }),
  'lifecycle.delete': async (w) => ({ sessionId: await creatingSession(w) }),
  'lifecycle.instruments': async (w) => ({ sessionId: await creatingSession(w), body: { underlying_assets: [w.assets['AAPL.O']!] } }),
  // A trainee reads their report once the session is finished.
  'reports.individual_get': async (w) => {
    const sessionId = await freshSession(w);
    await must(directPost(w.tokens.trainer, `/api/sessions/${sessionId}/finish/`, {}), 'finish');
    return { sessionId };
  },
  // Insights (issue 14): the person is one of the trainee's own.
  'insights.create_roadmap_item': async (w) => ({ body: { person_id: (await must(directPost(w.tokens.player, '/api/persons', { name: 'Desk I' }), 'person')).id as number } }),
  // FX forwards (issue 15): in a session trading one; each call on a contract gets a fresh one.
  'forwards.buy': async (w) => ({ sessionId: await forwardsSession(w) }),
  'forwards.close': async (w) => openForward(w),
  'forwards.set_oda': async (w) => openForward(w),
  'forwards.update_oda': async (w) => openForward(w, true),
  'forwards.delete_oda': async (w) => openForward(w, true),
  // The admin's forced forward for the player of the forwards session.
  'forwards.force': async (w) => {
    const sessionId = await forwardsSession(w);
    const own = await must(directGet(w.tokens.player, `/api/sessions/${sessionId}/retrieve_player/`), 'retrieve player');
    return { sessionId, body: { player_id: own.id as number, financial_instrument: 'EUR3M=', amount: 100_000, forced_price: 1.1 } };
  },
  // HTM and AFS books (issue 15): the trainer's lock in a session with HTM bonds; any player's books.
  'bond_books.switch_htm_permission': async (w) => ({ sessionId: await htmSession(w) }),
  'bond_books.get_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
  // CDS (issue 15): in a session trading one.
  'cds.enter': async (w) => ({ sessionId: await cdsSession(w) }),
  'cds.list_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
  // Repos (issue 15): against a bond bought for each valid request.
  'repos.enter': async (w) => repoableBond(w),
  'repos.list_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
  'forwards.list_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
  // Wealth management (issue 16): in a Wealth Management session; the SAA is saved once, so each
  // valid save starts from a reset, and each valid reset from a saved SAA.
  'wealth.update_player_profile': async (w) => ({ sessionId: await wealthSession(w) }),
  'wealth.set_saa': async (w) => {
    const { sessionId, playerId } = await wealthPlayer(w);
    await directPost(w.tokens.trainer, `/api/sessions/${sessionId}/reset_player_saa/`, { player_id: playerId });
    return { sessionId };
  },
  'wealth.update_group_allocations': async (w) => {
    const { sessionId, playerId } = await wealthPlayer(w);
    return { sessionId, params: { player_id: String(playerId) }, body: { player_id: playerId } };
  },
  'wealth.update_session_profile': async (w) => ({ sessionId: await wealthSession(w) }),
  'wealth.reset_saa': async (w) => {
    const { sessionId, playerId } = await wealthPlayer(w);
    await directPost(w.tokens.player, '/api/players/set_strategic_asset_allocations', { session_id: sessionId, strategic_asset_allocations: [{ asset_class: 1, percent: 100 }] });
    return { sessionId, body: { player_id: playerId } };
  },
  'insights.create_report': async (w) => ({ body: { person_id: (await must(directPost(w.tokens.player, '/api/persons', { name: 'Desk I' }), 'person')).id as number } }),
  // Options (issue 17): in a session with MSFT options; closing and exercising act on a contract bought for each request.
  'options.enter': async (w) => {
    const t = await optionsTrade(w);
    return { sessionId: t.sessionId, params: { player_id: String(t.playerId) }, body: { ...t.body, player_id: t.playerId } };
  },
  'options.close': async (w) => boughtOption(w),
  'options.exercise': async (w) => boughtOption(w),
  'options.contracts': async (w) => {
    const t = await optionsTrade(w);
    return { sessionId: t.sessionId, params: { player_id: String(t.playerId) }, body: { player_id: t.playerId } };
  },
  'options.instruments': async (w) => ({ sessionId: await optionsSession(w) }),
  // T-bills and auctions (issue 16): in a historical session with auctions on, which lists the market's USD bills.
  'tbills.enter': async (w) => ({ sessionId: await auctionsSession(w) }),
  'tbills.sell': async (w) => {
    const sessionId = await auctionsSession(w);
    const bought = await must(directPost(w.tokens.player, '/api/tbills/enter_tbill_contract', { session_id: sessionId, fin_id: 'USTB13WK=', amount: 10_000 }), 'buy a T-bill');
    return { sessionId, body: { contract_id: bought.id as number } };
  },
  'tbills.list_by_player': async (w) => {
    const own = await must(directGet(w.tokens.player, `/api/sessions/${w.sessionId}/retrieve_player/`), 'retrieve player');
    return { body: { player_id: own.id as number } };
  },
  'auctions.create': async (w) => {
    const sessionId = await auctionsSession(w);
    const yields = await must(directPost(w.tokens.trainer, '/api/yields/fetch_todays_historical_yields', { session_id: sessionId, ccy_symbol: 'USD' }), 'yields');
    const today = yields.current_period_yields as { date: string; wk4: number };
    const maturity = new Date(Date.parse(`${today.date}T00:00:00Z`) + 27 * 86_400_000).toISOString().slice(0, 10);
    return { sessionId, body: { tenor: 0, maturity_date: maturity, bid_value_no_units: 80, bid_unit: 0, currency: 'USD', rate: today.wk4 + 0.125, rate_difference_from_historical_rate: 0.125 } };
  },
  'auctions.bid': async (w) => {
    const { sessionId, auctionId } = await openAuction(w);
    return { sessionId, body: { auction: auctionId, initial_bid_value: 1_000_000 } };
  },
  'auctions.issue': async (w) => {
    const { sessionId, auctionId } = await openAuction(w);
    await must(directPost(w.tokens.player, '/api/auctions/create_player_auction_response', { session_id: sessionId, auction: auctionId, initial_bid_value: 1_000_000 }), 'bid');
    return { sessionId, body: { auction_id: auctionId } };
  },
  // Interbank RFQ (issue 16): in a client-money session whose other bank is the class's second trainee.
  'interbank.send_rfq': async (w) => {
    const ib = await interbankWorld(w);
    await noActiveRfq(w.tokens.player, ib.sessionId);
    return { sessionId: ib.sessionId, body: { selected_players: [ib.otherId] } };
  },
  'interbank.send_rfq_response': async (w) => {
    const ib = await interbankWorld(w);
    await noActiveRfq(ib.otherToken, ib.sessionId);
    const sent = await must(directPost(ib.otherToken, '/api/players/send_rfq', { session_id: ib.sessionId, amount: 10_000_000, selected_players: [ib.playerId] }), 'the other bank sends an RFQ');
    return { sessionId: ib.sessionId, body: { response_id: (sent.responses as { id: number }[])[0]!.id } };
  },
  'interbank.hit_rfq_response': async (w) => {
    const rfq = await playerRfq(w, true);
    return { sessionId: rfq.sessionId, body: { response_id: rfq.responseId, type: 'nothing' } };
  },
  'interbank.cancel_rfq': async (w) => {
    const rfq = await playerRfq(w, false);
    return { sessionId: rfq.sessionId, body: { request_id: rfq.requestId } };
  },
  // Client dealing (issue 16): next period's rates in the client-money session.
  'client_dealing.update_loan_rates': async (w) => ({ sessionId: (await interbankWorld(w)).sessionId }),
  'client_dealing.update_depo_rates': async (w) => ({ sessionId: (await interbankWorld(w)).sessionId }),
  'interbank.get_by_player': async (w) => {
    const ib = await interbankWorld(w);
    return { sessionId: ib.sessionId, body: { player_id: ib.playerId } };
  },
};

// ---------------------------------------------------------------------------------------------
// The routes

export interface FuzzRoute {
  key: string;
  method: string;
  path: string;
  contract?: Contract;
  token: TokenOf;
  /** The valid request, or why there is none (the test fails on it). */
  valid: ((w: World) => Promise<FuzzRequest & { sessions: number[] }>) | { missing: string };
  /** The body fields to mutate one at a time. */
  fields: (req: FuzzRequest) => string[];
  typesOf: (req: FuzzRequest, field: string) => FieldTypes;
}

/** Every routed POST and PATCH, once, without its trailing slash. */
export function mutatingRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method !== 'POST' && r.method !== 'PATCH') continue;
    const path = r.path.replace(/(.)\/$/, '$1');
    seen.set(`${r.method} ${path}`, { method: r.method, path });
  }
  return [...seen.values()];
}

function tokenOfRoles(c: Contract): TokenOf {
  return c.roles.includes('player') ? 'player' : c.roles.includes('staff') ? 'trainer' : 'admin';
}

/** The top-level keys of an object schema (through refinements and transforms). */
function schemaKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return schemaKeys(schema.in as z.ZodType);
  return [];
}

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function contractRoute(method: string, path: string, contract: Contract): FuzzRoute {
  const params = pathParams(path);
  const keys = schemaKeys(contract.input).filter((k) => !params.includes(k));
  const prepare = CONTRACT_CASES[contract.name];
  const example = contract.example ?? (keys.length === 0 ? {} : undefined);
  const accepts = (req: FuzzRequest, field: string, value: unknown) => {
    if (field === 'session_id') return sessionIdField.safeParse(value).success;
    const body = req.payload.kind === 'json' ? req.payload.body : {};
    return contract.input.safeParse({ ...body, [field]: value, ...req.params }).success;
  };
  return {
    key: `${method} ${path}`,
    method,
    path,
    contract,
    token: tokenOfRoles(contract),
    valid:
      example === undefined && !prepare
        ? { missing: `${contract.name} has input fields (${keys.join(', ')}) but no example, in its contract or in CONTRACT_CASES` }
        : async (w) => {
            const extra = prepare ? await prepare(w) : {};
            const sessionId = extra.sessionId ?? w.sessionId;
            const body: JsonBody = { ...example, ...extra.body };
            const values: Record<string, string> = {};
            for (const name of params) {
              values[name] = name === 'id' && contract.session === 'path' ? String(sessionId) : String(extra.params?.[name] ?? body[name] ?? '');
              delete body[name];
            }
            if (contract.session !== 'path') body.session_id = sessionId;
            return { method, path: fillPath(path, values), params: values, payload: { kind: 'json', body }, sessions: [w.sessionId, sessionId] };
          },
    fields: (req) => [...new Set([...(req.payload.kind === 'json' ? Object.keys(req.payload.body) : []), ...keys])],
    typesOf: (req, field) => {
      const [number, string, boolean] = [1, 'text', true].map((v) => accepts(req, field, v)) as [boolean, boolean, boolean];
      // z.coerce.number reads true as 1: that does not make it a field that takes booleans.
      return { number, string, boolean: boolean && (!number || string) };
    },
  };
}

function tableRoute(method: string, path: string): FuzzRoute {
  const key = `${method} ${path}`;
  const found = ROUTE_CASES[key];
  const params = pathParams(path);
  const bodyOf = (req: FuzzRequest): Record<string, unknown> =>
    req.payload.kind === 'json' ? req.payload.body : req.payload.kind === 'form' ? req.payload.fields : {};
  return {
    key,
    method,
    path,
    token: found?.token ?? null,
    valid: !found
      ? { missing: `${key} is routed but has no valid request in ROUTE_CASES (tests/worker/setup/fuzz-routes.ts)` }
      : async (w) => {
          const v = await found.valid(w);
          const values = Object.fromEntries(params.map((p) => [p, v.params?.[p] ?? '']));
          const payload = 'form' in v.body ? { kind: 'form' as const, fields: v.body.form as FormBody } : { kind: 'json' as const, body: v.body };
          return { method, path: fillPath(path, values), params: values, payload, sessions: [w.sessionId, ...(v.sessions ?? [])] };
        },
    fields: (req) => Object.keys(bodyOf(req)),
    typesOf: (req, field) => {
      const v = bodyOf(req)[field];
      return { number: typeof v === 'number', string: typeof v === 'string', boolean: typeof v === 'boolean' };
    },
  };
}

/**
 * The routes to fuzz, in the order they run: the players' calls first, then the rest, then the
 * staff's (whose accepted settings could refuse the players' later), and calls that end or
 * delete a session last.
 */
export function fuzzRoutes(): FuzzRoute[] {
  const contracts = new Map(SESSION_CONTRACTS.map((c) => [`${c.method} ${c.path}`, c]));
  const routes = mutatingRoutes().map(({ method, path }) => {
    const contract = contracts.get(`${method} ${path}`);
    return contract ? contractRoute(method, path, contract) : tableRoute(method, path);
  });
  const rank = (r: FuzzRoute) => (!r.contract ? 1 : r.contract.name.startsWith('lifecycle.') ? 3 : r.token === 'player' ? 0 : 2);
  return routes.sort((a, b) => rank(a) - rank(b));
}
