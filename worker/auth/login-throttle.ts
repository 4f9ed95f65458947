/**
 * Growing delays after failed sign-ins, as OWASP advises: delays, never a lockout an attacker
 * could trigger against someone else, and only failures count. Three counters, each a row of
 * `login_throttle`:
 *
 * - per (username, address): the first few failures are free, then each doubles the wait,
 *   capped at a minute. A success clears it.
 * - per address, across usernames: a high ceiling (a classroom behind one address signs in at
 *   once, typos included) before that address is slowed down.
 * - per username, across addresses: slows a guessing attack spread over many addresses, but
 *   never at an address the user has signed in from successfully before (a known address), so
 *   an attacker cannot keep the owner out.
 *
 * An attempt reserves its try before the password is checked: one statement counts it as a
 * failure on all three counters unless one of them is delaying the caller, and tells which
 * happened. Parallel attempts therefore cannot all slip through between a read and a write; a
 * success gives the reserved try back. Rows expire 24 hours after their last failure and the
 * table is capped, both pruned on the writes themselves.
 */

interface CounterPolicy {
  /** Key prefix of the counter's rows. */
  prefix: 'p' | 'a' | 'u';
  /** Failures before the first delay: the failure numbered `free` starts the delay. */
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  /** A counter's failures are forgotten this long after its first one. */
  windowSeconds: number;
}

export const PAIR_COUNTER: CounterPolicy = { prefix: 'p', free: 3, baseSeconds: 2, maxSeconds: 60, windowSeconds: 15 * 60 };
export const ADDRESS_COUNTER: CounterPolicy = { prefix: 'a', free: 100, baseSeconds: 2, maxSeconds: 60, windowSeconds: 10 * 60 };
export const USERNAME_COUNTER: CounterPolicy = { prefix: 'u', free: 10, baseSeconds: 2, maxSeconds: 60, windowSeconds: 60 * 60 };

const DAY_MS = 86_400_000;
/** Counters are forgotten a day after their last failure. */
export const THROTTLE_ROW_TTL_MS = DAY_MS;
/** Known addresses are forgotten after 90 days without a sign-in from them. */
export const KNOWN_ADDRESS_TTL_MS = 90 * DAY_MS;
/** At most this many rows in each table: beyond it the least recently written go first. */
export const THROTTLE_TABLE_CAP = 100_000;

/** Who is signing in from where, as the counters key it. */
export interface SignInSubject {
  username: string;
  address: string;
}

export type SignInReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * One client per IPv6 /64: a single host is commonly given a whole /64 and may pick a new
 * address from it at will, so counting full IPv6 addresses would give an attacker a fresh count
 * per request and forget a user's known address every day (privacy addresses rotate).
 */
export function clientKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(':') || text.includes('.')) return text;
  const [head = '', tail] = text.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return text;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function keysOf(subject: SignInSubject) {
  const username = subject.username.trim().toLowerCase();
  const address = clientKey(subject.address);
  return {
    username,
    address,
    pair: `${PAIR_COUNTER.prefix}:${username}|${address}`,
    addressKey: `${ADDRESS_COUNTER.prefix}:${address}`,
    usernameKey: `${USERNAME_COUNTER.prefix}:${username}`,
  };
}

// Parameters of the statements below: ?1 now (ms), ?2 pair key, ?3 address key, ?4 username key,
// ?5 username, ?6 address. The policies are constants, written into the SQL once.

/** The rows that delay this attempt: either of its own counters, and the username's unless the address is known. */
const DELAYING = `login_throttle b WHERE b.blocked_until > ?1 AND (b.key IN (?2, ?3) OR (b.key = ?4 AND NOT EXISTS (
  SELECT 1 FROM login_known_addresses k WHERE k.username = ?5 AND k.address = ?6)))`;

const WAIT_SQL = `SELECT max(b.blocked_until) AS blocked_until FROM ${DELAYING}`;

const policyRow = (keyParam: string, p: CounterPolicy) =>
  `(${keyParam}, ${p.free}, ${p.baseSeconds * 1000}, ${p.maxSeconds * 1000}, ${p.windowSeconds * 1000})`;

/**
 * Counts this attempt as a failure on all three counters at once, unless one of them delays it
 * (then it writes nothing and returns no row). One statement: the SELECT reads the table before
 * any row is written (SQLite materialises an INSERT's SELECT that reads its own target), so
 * the check and the counts are one atomic step.
 */
const RESERVE_SQL = `WITH counter(key, free, base_ms, max_ms, window_ms) AS (VALUES
    ${policyRow('?2', PAIR_COUNTER)}, ${policyRow('?3', ADDRESS_COUNTER)}, ${policyRow('?4', USERNAME_COUNTER)}),
  counted AS (
    SELECT c.key, c.free, c.base_ms, c.max_ms,
      CASE WHEN t.key IS NULL OR t.window_start <= ?1 - c.window_ms THEN 1 ELSE t.failures + 1 END AS failures,
      CASE WHEN t.key IS NULL OR t.window_start <= ?1 - c.window_ms THEN ?1 ELSE t.window_start END AS window_start
    FROM counter c LEFT JOIN login_throttle t ON t.key = c.key)
  INSERT INTO login_throttle (key, failures, window_start, blocked_until, updated_at)
  SELECT key, failures, window_start,
    ?1 + CASE WHEN failures < free THEN 0 ELSE min(max_ms, base_ms << min(failures - free, 20)) END, ?1
  FROM counted WHERE NOT EXISTS (SELECT 1 FROM ${DELAYING})
  ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start,
    blocked_until = excluded.blocked_until, updated_at = excluded.updated_at
  RETURNING key`;

/**
 * Deletes the least recently written rows beyond the cap. The rowid span bounds the row count
 * and costs two b-tree look-ups (max and min apart, each optimised), so the sort runs only when
 * the table may be over the cap.
 */
const capSql = (table: string, orderBy: string) =>
  `DELETE FROM ${table} WHERE (SELECT max(rowid) FROM ${table}) - (SELECT min(rowid) FROM ${table}) >= ${THROTTLE_TABLE_CAP}
    AND rowid IN (SELECT rowid FROM ${table} ORDER BY ${orderBy} DESC LIMIT -1 OFFSET ${THROTTLE_TABLE_CAP})`;

/**
 * Reserves a try for this attempt, before its password is checked. Allowed: the attempt already
 * counts as a failure (call `recordSuccessfulSignIn` if the password is right). Refused: the
 * seconds to wait.
 */
export async function reserveSignInAttempt(db: D1Database, subject: SignInSubject, now = Date.now()): Promise<SignInReservation> {
  const k = keysOf(subject);
  const bind = (sql: string) => db.prepare(sql).bind(now, k.pair, k.addressKey, k.usernameKey, k.username, k.address);
  const [wait, reserved] = await db.batch<{ blocked_until: number | null; key: string }>([
    bind(WAIT_SQL),
    bind(RESERVE_SQL),
    db.prepare('DELETE FROM login_throttle WHERE updated_at < ?').bind(now - THROTTLE_ROW_TTL_MS),
    db.prepare(capSql('login_throttle', 'updated_at')),
  ]);
  if (reserved?.results.length) return { allowed: true };
  const until = wait?.results[0]?.blocked_until ?? now + 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
}

/** What a success writes to give a counter its reserved try back. */
const giveBackSql = (p: CounterPolicy) =>
  `UPDATE login_throttle SET failures = failures - 1, blocked_until = CASE WHEN failures - 1 < ${p.free} THEN 0 ELSE blocked_until END
    WHERE key = ? AND failures > 0`;

/**
 * The password was right: the (username, address) count starts over, the address and username
 * counters get the reserved try back (the username's is not cleared: its failures may be an
 * attacker's elsewhere), and the address becomes known for this user.
 */
export async function recordSuccessfulSignIn(db: D1Database, subject: SignInSubject, now = Date.now()): Promise<void> {
  const k = keysOf(subject);
  await db.batch([
    db.prepare('DELETE FROM login_throttle WHERE key = ?').bind(k.pair),
    db.prepare(giveBackSql(ADDRESS_COUNTER)).bind(k.addressKey),
    db.prepare(giveBackSql(USERNAME_COUNTER)).bind(k.usernameKey),
    db
      .prepare(
        `INSERT INTO login_known_addresses (username, address, last_success_at) VALUES (?, ?, ?)
         ON CONFLICT(username, address) DO UPDATE SET last_success_at = excluded.last_success_at`,
      )
      .bind(k.username, k.address, now),
    db.prepare('DELETE FROM login_known_addresses WHERE last_success_at < ?').bind(now - KNOWN_ADDRESS_TTL_MS),
    db.prepare(capSql('login_known_addresses', 'last_success_at')),
  ]);
}
