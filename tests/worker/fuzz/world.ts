/**
 * The fuzz tests' world: a class with a trainer and two trainees, an admin, and a running real-time
 * session with instruments in USD, EUR and crypto, its clock on a Wednesday afternoon; and the
 * shapes of the valid requests each feature's module (tests/worker/fuzz/<feature>.ts) builds.
 */
import { UserType } from '../../../domain/enums';
import { createKlass, createUser, signIn, type TestUser } from '../setup/fixtures';
import { directGet, directPost } from '../setup/direct-api';
import { assetIds, stubOf } from '../setup/sessions';
import type { JsonBody, FormBody } from '../setup/fuzz-probes';

export type TokenOf = 'player' | 'trainer' | 'admin' | null;

export const T0 = Date.parse('2026-11-18T15:00:00Z'); // a Wednesday: US, European and crypto markets open
const RICS = ['AAPL.O', 'SAP.DE', 'BTC='];
export const SESSION_BODY = { scenario_type: 0 };
export const HISTORICAL_BODY = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

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

export async function must(res: Promise<{ status: number; json: Record<string, unknown> }>, what: string) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

/** A session of the class still in Creating (instruments not saved), on the test clock. */
export async function creatingSession(w: World, body: Record<string, unknown> = SESSION_BODY): Promise<number> {
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

/** What a session call's case builds: path parameters, body fields over its example, and the session it acts on (else the world's). */
export type ContractCase = (w: World) => Promise<{ params?: Record<string, string>; body?: JsonBody; sessionId?: number }>;
