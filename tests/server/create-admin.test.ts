/**
 * The state `npm start` serves is the one `npm run create-admin` writes: an administrator
 * created with the command into a temporary state folder can sign in to a server started on
 * that folder exactly as `npm start` starts it (`startLocalServer`, only the folder and the port
 * differ).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { UserType } from '../../domain/enums';
import { freePort, startLocalServer, type WorkerdServer } from '../../scripts/lib/local-server';

const stateDir = mkdtempSync(join(tmpdir(), 'ttp-create-admin-'));
let server: WorkerdServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

test('an administrator made by `npm run create-admin` signs in to the server `npm start` starts', async () => {
  const password = 'a long local secret 4 alice';
  const made = spawnSync('npm', ['run', '--silent', 'create-admin', '--', '--username', 'alice', '--email', 'alice@example.com', '--state-dir', stateDir], {
    encoding: 'utf8',
    env: { ...process.env, ADMIN_PASSWORD: password },
  });
  expect(made.status, `${made.stdout}\n${made.stderr}`).toBe(0);
  expect(made.stdout).toContain('Administrator alice created in the local database.');

  server = await startLocalServer({ port: await freePort(), stateDir, output: 'ignore' });
  const res = await fetch(`${server.url}/api/auth/get_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'alice', password }),
  });
  expect(res.status).toBe(200);
  const { access, refresh } = (await res.json()) as { access: string; refresh: string };
  expect(access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(refresh).toBeTruthy();

  const me = await fetch(`${server.url}/api/auth/me/`, { headers: { Authorization: `Bearer ${access}` } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ username: 'alice', user_type: UserType.Admin });

  const wrong = await fetch(`${server.url}/api/auth/get_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'alice', password: 'not the password' }),
  });
  expect(wrong.status).toBe(401);
});
