/**
 * A deployment's first day (issue 13, "Must show"): on a fresh state folder with no demo data,
 * `npm run create-admin` makes the first administrator, and then, through the API alone, the
 * administrator creates a class with its trainer and five trainees, the trainer signs in,
 * creates a session, saves its instruments and plays it, and a trainee signs in, picks a
 * person and places an order that fills. The server is the one `npm start` runs
 * (`startLocalServer`), on its own folder and port, without the demo seed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort, startLocalServer, type WorkerdServer } from '../../scripts/lib/local-server';

const stateDir = mkdtempSync(join(tmpdir(), 'ttp-deployment-'));
let server: WorkerdServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

// The answers are checked field by field below, as a client reads them.
type Answer = { status: number; json: any };

/** One API call as a browser makes it: JSON in, JSON out, the bearer token when signed in. */
async function call(path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${server!.url}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function signIn(username: string, password: string): Promise<string> {
  const res = await call('/api/auth/get_token/', { json: { username, password } });
  expect(res.status, `${username} signs in: ${JSON.stringify(res.json)}`).toBe(200);
  return res.json.access as string;
}

/** Fails with the answer's text when it is not the status expected. */
function expectStatus(res: Answer, status: number, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.json)}`).toBe(status);
  return res.json;
}

test('a fresh deployment: create-admin, then a class, a session and a trade through the API alone', async () => {
  const adminPassword = 'first admin of the school 7';
  const made = spawnSync('npm', ['run', '--silent', 'create-admin', '--', '--username', 'principal', '--email', 'principal@school.test', '--state-dir', stateDir], {
    encoding: 'utf8',
    env: { ...process.env, ADMIN_PASSWORD: adminPassword },
  });
  expect(made.status, `${made.stdout}\n${made.stderr}`).toBe(0);

  server = await startLocalServer({ port: await freePort(), stateDir, output: 'ignore', demoData: false });

  // No demo data: the demo accounts do not exist, and there is no class yet.
  expect((await call('/api/auth/get_token/', { json: { username: 'trainer', password: 'demo1234' } })).status).toBe(401);
  const admin = await signIn('principal', adminPassword);
  expect(expectStatus(await call('/api/klasses/', { token: admin }), 200, 'the classes')).toEqual([]);

  // The administrator creates the class with its trainer and five trainees.
  const trainees = ['desk1', 'desk2', 'desk3', 'desk4', 'desk5'];
  const traineePassword = 'trainees start here 42';
  const trainerPassword = 'the trainer of the class 9';
  const created = expectStatus(
    await call('/api/klasses/', {
      token: admin,
      json: { name: 'Markets 101', trainer_username: 'ms_lee', trainer_password: trainerPassword, trainee_usernames: trainees, trainee_password: traineePassword },
    }),
    201,
    'create the class',
  );
  const klass = created.klass as { id: number; name: string; trainer: { username: string }; trainees: { username: string }[] };
  expect(klass).toMatchObject({ name: 'Markets 101', trainer: { username: 'ms_lee' } });
  expect(klass.trainees.map((t) => t.username).sort()).toEqual(trainees);

  // The trainer signs in, creates a historical session, saves its instruments and plays it.
  const trainer = await signIn('ms_lee', trainerPassword);
  const session = expectStatus(
    await call('/api/sessions/', {
      token: trainer,
      json: { klass_id: klass.id, scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 },
    }),
    201,
    'create the session',
  );
  const assets = expectStatus(await call('/api/underlying_assets/?resourcetype=Equity', { token: trainer }), 200, 'the instruments') as { id: number; ric: string }[];
  const aapl = assets.find((a) => a.ric === 'AAPL.O');
  expect(aapl, 'AAPL.O is in the reference data').toBeDefined();
  expectStatus(await call(`/api/sessions/${session.id}/update_underlying_assets/`, { token: trainer, json: { underlying_assets: [aapl!.id] } }), 200, 'save the instruments');
  expect(expectStatus(await call(`/api/sessions/${session.id}/play_pause/`, { token: trainer, json: { current_status: 3 } }), 200, 'finish creating').status).toBe(0);
  expect(expectStatus(await call(`/api/sessions/${session.id}/play_pause/`, { token: trainer, json: { current_status: 0 } }), 200, 'play').status).toBe(1);

  // The tests' clock routes are not in the Worker `npm start` serves: no one moves a session's time.
  for (const path of [`/api/_test/sessions/${session.id}/advance/`, `/api/_test/sessions/${session.id}/next_period/`]) {
    expect((await call(path, { token: trainer, json: { ms: Date.now() + 3_600_000 } })).status, path).toBe(404);
  }

  // A trainee signs in, sees the session, picks a person and places an order that fills.
  const trainee = await signIn('desk3', traineePassword);
  const mine = expectStatus(await call('/api/sessions/', { token: trainee }), 200, 'the trainee’s sessions') as { id: number; status: number }[];
  expect(mine).toEqual([expect.objectContaining({ id: session.id, status: 1 })]);
  expectStatus(await call('/api/persons/', { token: trainee, json: { name: 'Analyst A' } }), 201, 'add a person');
  const persons = expectStatus(await call('/api/persons/', { token: trainee }), 200, 'the persons') as { id: number; name: string }[];
  const person = persons.find((p) => p.name === 'Analyst A')!;
  const order = expectStatus(
    await call('/api/orders/', { token: trainee, json: { session_id: session.id, financial_instrument: aapl!.id, transaction: 0, quantity: 10, person: person.id } }),
    201,
    'place the order',
  );
  expect(order).toMatchObject({ status: 1, quantity: 10, person: person.id });
  expect(order.open_price).toBeGreaterThan(0);

  const blotter = expectStatus(await call(`/api/players/get_blotter/?session_id=${session.id}`, { token: trainee }), 200, 'the blotter');
  expect(blotter).toEqual([expect.objectContaining({ id: order.id, status: 1, person_name: 'Analyst A' })]);
  const books = expectStatus(await call(`/api/sessions/${session.id}/retrieve_player/`, { token: trainee }), 200, 'the books');
  expect(books.financial_instruments).toEqual([expect.objectContaining({ amount: 10 })]);
  // The administrator sees the session in the paginated list, with its trainer.
  const page = expectStatus(await call('/api/sessions/paginated_list/', { token: admin }), 200, 'the sessions list');
  expect(page).toMatchObject({ count: 1, results: [expect.objectContaining({ id: session.id, klass_name: 'Markets 101', trainer_name: 'ms_lee' })] });
});
