/**
 * Sessions the browser tests need, made through the API on the tests' own fresh server: the
 * demo sessions `npm start` makes (ids 1 to 3: real-time, historical, bank desk), and one that
 * is finished at once.
 */
import { DEMO_PASSWORD } from '../../../db/seed/demo-data';
import { ensureDemoSessions } from '../../../scripts/lib/demo-sessions';

export const REAL_TIME_SESSION_ID = 1;
export const HISTORICAL_SESSION_ID = 2;
/** The historical bank desk: dollar bonds (trading, HTM, AFS), FX spot and forwards, repos, CDS. */
export const BANK_DESK_SESSION_ID = 3;
export const FINISHED_SESSION_ID = 4;

async function call(base: string, path: string, token: string | null, json?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

export async function seedBrowserSessions(base: string): Promise<void> {
  const demo = await ensureDemoSessions(base);
  if (demo.realTime !== REAL_TIME_SESSION_ID || demo.historical !== HISTORICAL_SESSION_ID || demo.bankDesk !== BANK_DESK_SESSION_ID) {
    throw new Error(`Unexpected demo session ids ${JSON.stringify(demo)}: the test server must start empty`);
  }
  const { access } = (await call(base, '/api/auth/get_token/', null, { username: 'trainer', password: DEMO_PASSWORD })) as { access: string };
  const klassId = ((await call(base, '/api/klasses/', access)) as unknown as { id: number }[])[0]!.id;
  const finished = await call(base, '/api/sessions/', access, { klass_id: klassId, scenario_type: 0, risk_approach: 1 });
  await call(base, `/api/sessions/${finished.id}/update_underlying_assets/`, access, { underlying_assets: [1] });
  await call(base, `/api/sessions/${finished.id}/play_pause/`, access, { current_status: 3 });
  await call(base, `/api/sessions/${finished.id}/finish/`, access, {});
  if (finished.id !== FINISHED_SESSION_ID) throw new Error(`Unexpected finished session id ${finished.id}`);
}
