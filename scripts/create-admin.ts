/**
 * Creates an administrator: the way a real deployment gets its first admin (the demo seed
 * with its shared password is for local use only).
 *
 *   ADMIN_PASSWORD=... npm run create-admin -- --username alice [--email a@b.c] [--remote | --state-dir DIR]
 *
 * Without --remote it writes to the local database, the one `npm start` serves (wrangler's state
 * folder `.wrangler/state`, or DIR: the tests use a temporary one); with --remote it runs the insert on the
 * deployed D1 database through wrangler. The password comes from ADMIN_PASSWORD (never a
 * command-line argument, which other users of the machine could read) and must have at
 * least 12 characters.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { openLocalDatabase, applyLocalMigrations, DEFAULT_STATE_DIR } from '../db/local-database';
import { UserType } from '../domain/enums';
import { hashPassword } from '../worker/auth/password';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string', default: '' },
    remote: { type: 'boolean', default: false },
    'state-dir': { type: 'string', default: DEFAULT_STATE_DIR },
  },
});
const stateDir = values['state-dir']!;
const password = process.env.ADMIN_PASSWORD ?? '';
if (!values.username || !/^[A-Za-z0-9_.@-]{3,150}$/.test(values.username)) {
  console.error('Give --username (3 to 150 letters, digits or _ . @ -).');
  process.exit(2);
}
if (password.length < 12) {
  console.error('Set ADMIN_PASSWORD to a password of at least 12 characters.');
  process.exit(2);
}

const hash = await hashPassword(password);
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

if (values.remote) {
  const sql = `INSERT INTO users (username, password_hash, user_type, email) VALUES (${quote(values.username)}, ${quote(hash)}, ${UserType.Admin}, ${quote(values.email!)})`;
  const r = spawnSync('wrangler', ['d1', 'execute', 'DB', '--remote', '--command', sql], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

applyLocalMigrations(stateDir);
const client = openLocalDatabase(stateDir);
try {
  await client.execute({
    sql: 'INSERT INTO users (username, password_hash, user_type, email) VALUES (?, ?, ?, ?)',
    args: [values.username, hash, UserType.Admin, values.email!],
  });
  console.log(`Administrator ${values.username} created in the local database.`);
} catch (err) {
  console.error(`Could not create ${values.username}: ${(err as Error).message}`);
  process.exit(1);
} finally {
  client.close();
}
