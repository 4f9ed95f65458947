/**
 * Demo sessions for Demo Class, made through the API as the trainer would: a running
 * real-time session and a running historical one, each with a diversified set of
 * instruments in four currencies (equities in EUR, GBP and JPY beside USD), so that a newcomer
 * exchanges cash, buys abroad and sees FX PnL and the cash transaction mark-to-market at work;
 * and a historical bank desk: dollar bonds in the trading, HTM and AFS books, FX spot and
 * forwards, repos and CDS, where a newcomer hedges, funds a bond through a repo and buys protection,
 * with central-bank auctions on (the trainer issues T-bills, trainees bid and trade them).
 * The real-time session also holds options on three of its US large caps (Apple, Microsoft, Tesla).
 * Run after the server is up; a session that already runs is kept, and a finished one is
 * replaced, so a newcomer can always sign in as a trainee and trade.
 */
import { DEMO_CLASS_NAME, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { ScenarioType, SessionStatus } from '../../domain/enums';
import { isContractFamily, isSessionSelectable } from '../../domain/trading/asset-classes';

export type Asset = { id: number; ric: string; resourcetype: string; region: string; listed: boolean; variable_currency: string };
type SessionRow = { id: number; klass_id: number; status: number; scenario_type: number };

/** How many instruments of each family a demo session holds (equities: how many per currency). */
const MIX: Record<string, number> = { ETF: 4, GovtBond: 3, CorporateBond: 2, FX: 3, Metal: 2, Crypto: 2 };
const EQUITIES_BY_CURRENCY: Record<string, number> = { USD: 8, EUR: 3, GBP: 2, JPY: 2 };

async function api<T>(base: string, path: string, token: string | null, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.error ?? ''}`);
  return body;
}

/** Up to `count` of the pool, one per region first. */
function spread(pool: Asset[], count: number): number[] {
  const regions = new Set<string>();
  const regionFirst = [...pool.filter((a) => !regions.has(a.region) && regions.add(a.region)), ...pool];
  return [...new Set(regionFirst.map((a) => a.id))].slice(0, count);
}

/**
 * A spread across classes and regions. Equities in EUR, GBP and JPY beside USD: the players'
 * cash starts in USD (the reporting currency), and the Cash tab's exchange buys the others;
 * the other families are quoted in USD. The FX pairs are those of the equities' currencies.
 */
export function diversified(assets: Asset[]): number[] {
  const listed = assets.filter((a) => a.listed);
  const picked: number[] = [];
  for (const [currency, count] of Object.entries(EQUITIES_BY_CURRENCY)) {
    picked.push(...spread(listed.filter((a) => a.resourcetype === 'Equity' && a.variable_currency === currency), count));
  }
  for (const [type, count] of Object.entries(MIX)) {
    const pool = listed.filter((a) => a.resourcetype === type && a.variable_currency === 'USD');
    // EURUSD, GBPUSD first among the pairs (USDJPY is quoted in JPY and so not in the pool).
    const pairsFirst = type === 'FX' ? [...pool.filter((a) => ['EUR=', 'GBP='].includes(a.ric)), ...pool] : pool;
    picked.push(...spread(pairsFirst, count));
  }
  return picked;
}

/** Option assets of the real-time session (issue 17): on US large caps it already holds, so the chains' underlyings trade beside them. */
const DEMO_OPTIONS = ['AAPL.O-OPT', 'MSFT.O-OPT', 'TSLA.O-OPT'];

/**
 * `picked` with the option assets on its equities (at most the three of DEMO_OPTIONS), once a
 * session may hold options; `picked` unchanged before.
 */
export function withOptions(assets: Asset[], picked: number[]): number[] {
  if (!isSessionSelectable('Option')) return picked;
  const held = new Set(assets.filter((a) => picked.includes(a.id)).map((a) => a.ric));
  const options = assets.filter((a) => a.listed && a.resourcetype === 'Option' && DEMO_OPTIONS.includes(a.ric) && held.has(a.ric.replace(/-OPT$/, '')));
  return [...picked, ...options.map((a) => a.id)];
}

/** The bank desk's instruments: how many of each family, all in dollars (spot FX and forwards: their dollar pairs). */
const BANK_DESK_MIX: Record<string, number> = { GovtBond: 3, CorporateBond: 1, HTMBond: 3, AFSBond: 3, FX: 2, FxForwards: 3, Repo: 2, CDS: 3 };
const BANK_DESK_FX = ['EUR=', 'GBP='];
const BANK_DESK_FORWARDS = ['EUR1M=', 'EUR3M=', 'GBP3M='];

/** The bank desk's instruments, of the families a session may hold now. */
export function bankDesk(assets: Asset[]): number[] {
  const listed = assets.filter((a) => a.listed && isSessionSelectable(a.resourcetype));
  const picked: number[] = [];
  for (const [type, count] of Object.entries(BANK_DESK_MIX)) {
    const preferred = type === 'FX' ? BANK_DESK_FX : type === 'FxForwards' ? BANK_DESK_FORWARDS : [];
    const pool = listed.filter((a) => a.resourcetype === type && (preferred.length ? preferred.includes(a.ric) : a.variable_currency === 'USD'));
    picked.push(...pool.slice(0, count).map((a) => a.id));
  }
  return picked;
}

async function start(base: string, token: string, body: Record<string, unknown>, assetIds: number[]): Promise<number> {
  const created = await api<{ id: number }>(base, '/api/sessions/', token, { method: 'POST', json: body });
  await api(base, `/api/sessions/${created.id}/update_underlying_assets/`, token, { method: 'POST', json: { underlying_assets: assetIds } });
  await api(base, `/api/sessions/${created.id}/play_pause/`, token, { method: 'POST', json: { current_status: SessionStatus.Creating } });
  await api(base, `/api/sessions/${created.id}/play_pause/`, token, { method: 'POST', json: { current_status: SessionStatus.Paused } });
  return created.id;
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

export interface DemoSessions {
  realTime: number;
  historical: number;
  /** The bank desk, or null when no contract family can be put in a session yet. */
  bankDesk: number | null;
}

export async function ensureDemoSessions(base: string): Promise<DemoSessions> {
  const { access } = await api<{ access: string }>(base, '/api/auth/get_token/', null, {
    method: 'POST',
    json: { username: 'trainer', password: DEMO_PASSWORD },
  });
  const klasses = await api<{ id: number; name: string }[]>(base, '/api/klasses/', access);
  const klass = klasses.find((k) => k.name === DEMO_CLASS_NAME);
  if (!klass) throw new Error(`${DEMO_CLASS_NAME} is missing: seed the database first`);
  const sessions = await api<SessionRow[]>(base, `/api/sessions/?klass_id=${klass.id}`, access);
  const live = (type: number) => sessions.find((s) => s.scenario_type === type && s.status !== SessionStatus.Finished && s.status !== SessionStatus.Creating);
  const assets = await api<Asset[]>(base, '/api/underlying_assets/', access);
  const realTime =
    live(ScenarioType.RealTime)?.id ??
    (await start(base, access, { klass_id: klass.id, scenario_type: ScenarioType.RealTime }, withOptions(assets, diversified(assets))));
  // The historical sessions still running: the bank desk is the one holding contract families.
  const running = sessions.filter((s) => s.scenario_type === ScenarioType.Historical && s.status !== SessionStatus.Finished && s.status !== SessionStatus.Creating);
  const holdsContracts = async (s: SessionRow) =>
    (await api<{ resourcetype: string }[]>(base, `/api/sessions/${s.id}/fetch_session_assets`, access)).some((a) => isContractFamily(a.resourcetype));
  let desk: SessionRow | undefined;
  for (const s of running) if (!desk && (await holdsContracts(s))) desk = s;
  // Six months of history ending a month ago, a week per period, two minutes per period (the bank desk alike).
  const historical =
    running.find((s) => s !== desk)?.id ??
    (await start(
      base,
      access,
      { klass_id: klass.id, scenario_type: ScenarioType.Historical, start_date: isoDaysAgo(210), end_date: isoDaysAgo(30), frequency: 5, historical_sleep_time: 120 },
      diversified(assets),
    ));
  const deskAssets = bankDesk(assets);
  const bankDeskId =
    desk?.id ??
    (deskAssets.some((id) => isContractFamily(assets.find((a) => a.id === id)!.resourcetype))
      ? await start(
          base,
          access,
          // The central bank runs auctions here: the trainer's Central Bank tab, the trainees' Auctions and T-bills.
          { klass_id: klass.id, scenario_type: ScenarioType.Historical, start_date: isoDaysAgo(210), end_date: isoDaysAgo(30), frequency: 5, historical_sleep_time: 120, show_auctions: true },
          deskAssets,
        )
      : null);
  return { realTime, historical, bankDesk: bankDeskId };
}
