/**
 * The admin's error monitoring (spec 002 §2 "errors", §7): execution errors with mark as seen,
 * pending orders tried and failed, pending and recently executed market-on-open/close orders,
 * pending stop losses and take profits, and players with differences. Every list is read from
 * D1, where each session object reports as it happens
 * (durable-objects/trading-session/features/error-reports.ts): a page view wakes no session.
 * Admins only. Pages: `page_number` from 1, `page_size` 1..100 (default 10, spec 002 §9).
 * Times are epoch milliseconds, session time for orders and failures.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { numeric } from '../../domain/contracts/fields';
import { MARKET_NOT_OPEN } from '../../domain/engine/orders';
import { OrderStatus } from '../../domain/enums';
import type { AdminOrderRow, Page } from '../../domain/admin/error-reports';
import type { AppEnv } from '../env';
import { adminOnly, requireAuth } from '../http/auth-middleware';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { EXECUTED_LISTED_MS } from '../../durable-objects/trading-session/features/error-reports/report-flush';

const pageQuery = z.object({
  page_number: numeric(z.number({ error: 'page_number must be a number' }).int('page_number must be a whole number').min(1, 'page_number must be at least 1')).default(1),
  page_size: numeric(
    z.number({ error: 'page_size must be a number' }).int('page_size must be a whole number').min(1, 'page_size must be from 1 to 100').max(100, 'page_size must be from 1 to 100'),
  ).default(10),
});
type PageQuery = z.infer<typeof pageQuery>;

const markSeenBody = z.object({ id: numeric(z.number({ error: 'id is required' }).int('id must be a whole number').positive('id must be a positive number')) });
const differencesBody = z.object({
  difference: numeric(z.number({ error: 'difference must be a number' }).min(0, 'difference must be at least 0').max(1e15, 'difference is too large')).default(50_000),
});


/** `count` and one page of a filtered list, in one round trip. */
async function page<T>(db: D1Database, from: string, where: string, args: unknown[], select: string, order: string, q: PageQuery): Promise<Page<T>> {
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`).bind(...args),
    db.prepare(`SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).bind(...args, q.page_size, (q.page_number - 1) * q.page_size),
  ]);
  return { results: rows!.results as T[], count: (count!.results[0] as { n: number }).n, page_size: q.page_size, page_number: q.page_number };
}

// Reports of a deleted session are dropped with it; the join also hides any left behind.
const OF_SESSION = (alias: string) => `JOIN trading_sessions s ON s.id = ${alias}.session_id JOIN klasses k ON k.id = s.klass_id`;

// ----- Execution errors ---------------------------------------------------------------------

type ErrorRow = { id: number; text: string; timestamp: number; seen: number | boolean; session_id: number; klass_name: string; player_id: number; player_name: string; order_id: number; ric: string };
const ERROR_COLUMNS = 'e.id, e.message AS text, e.at AS timestamp, e.seen, e.session_id, k.name AS klass_name, e.player_id, e.player_name, e.order_id, e.ric';

const asError = (r: ErrorRow) => ({ ...r, seen: Boolean(r.seen) });

// ----- Watched orders -----------------------------------------------------------------------

/** An order report as D1 holds it: the answer's row before its last execution error is attached. */
type OrderRow = Omit<AdminOrderRow, 'execution_errors'>;
const ORDER_COLUMNS = `o.id, o.order_id, o.session_id, k.name AS klass_name, o.player_id, o.player_name, o.ric, o.asset_name, o.resourcetype,
  o."transaction" AS "transaction", o.quantity, o.limit_price, o.status, o.execution_tries, o.timestamp, o.executed_at, o.execute_at`;
const ORDERS_FROM = `admin_orders o ${OF_SESSION('o')}`;
const ON_OPEN_CLOSE = "o.resourcetype IN ('MarketOnOpenOrder', 'MarketOnCloseOrder')";

/**
 * Each listed order with its execution errors: the last one of a created order, unless it is
 * 'Market is not open!' (spec 002 §2).
 */
async function withLastErrors(db: D1Database, p: Page<OrderRow>) {
  const created = p.results.filter((o) => o.status === OrderStatus.Created && o.order_id !== null);
  const keys = created.map((o) => `${o.session_id}:${o.order_id}`);
  const last = new Map<string, { id: number; timestamp: number; message: string }>();
  if (keys.length) {
    const { results } = await db
      .prepare(
        `SELECT e.id, e.session_id, e.order_id, e.at AS timestamp, e.message FROM execution_errors e
         WHERE (e.session_id || ':' || e.order_id) IN (SELECT value FROM json_each(?))
           AND e.local_id = (SELECT MAX(x.local_id) FROM execution_errors x WHERE x.session_id = e.session_id AND x.order_id = e.order_id)`,
      )
      .bind(JSON.stringify(keys))
      .all<{ id: number; session_id: number; order_id: number; timestamp: number; message: string }>();
    for (const e of results) if (e.message !== MARKET_NOT_OPEN) last.set(`${e.session_id}:${e.order_id}`, { id: e.id, timestamp: e.timestamp, message: e.message });
  }
  return {
    ...p,
    results: p.results.map((o) => {
      const error = o.status === OrderStatus.Created ? last.get(`${o.session_id}:${o.order_id}`) : undefined;
      return { ...o, execution_errors: error ? [error] : [] };
    }),
  };
}

async function orders(db: D1Database, where: string, args: unknown[], q: PageQuery, order = 'o.id DESC'): Promise<Page<AdminOrderRow>> {
  return withLastErrors(db, await page<OrderRow>(db, ORDERS_FROM, where, args, ORDER_COLUMNS, order, q));
}

// ----- Routes -------------------------------------------------------------------------------

export const errorRoutes = new Hono<AppEnv>()
  .use('*', requireAuth, adminOnly)
  .get('/get_execution_errors', validate('query', pageQuery), async (c) => {
    const p = await page<ErrorRow>(c.env.DB, `execution_errors e ${OF_SESSION('e')}`, 'e.message != ?', [MARKET_NOT_OPEN], ERROR_COLUMNS, 'e.id DESC', c.req.valid('query'));
    return c.json({ ...p, results: p.results.map(asError) });
  })
  .post('/mark_error_as_seen', validate('json', markSeenBody), async (c) => {
    const { id } = c.req.valid('json');
    const row = await c.env.DB.prepare(`UPDATE execution_errors SET seen = 1 WHERE id = ? AND session_id IN (SELECT id FROM trading_sessions) RETURNING id`)
      .bind(id)
      .first<{ id: number }>();
    if (!row) throw notFound(`Execution error ${id} not found`);
    return c.json({ id, seen: true as const });
  })
  .get('/get_pending_orders_with_one_or_more_execution_tries', validate('query', pageQuery), async (c) =>
    c.json(await orders(c.env.DB, 'o.order_id IS NOT NULL AND o.status = ? AND o.execution_tries >= 1', [OrderStatus.Created], c.req.valid('query'))),
  )
  .get('/get_pending_moos', validate('query', pageQuery), async (c) =>
    c.json(await orders(c.env.DB, `${ON_OPEN_CLOSE} AND o.status = ?`, [OrderStatus.Created], c.req.valid('query'), 'o.execute_at, o.id')),
  )
  /** Executed on-open and on-close orders reported in the last 7 days. */
  .get('/get_moos_executed_today', validate('query', pageQuery), async (c) =>
    c.json(
      await orders(c.env.DB, `${ON_OPEN_CLOSE} AND o.status = ? AND o.executed_reported_at >= ?`, [OrderStatus.Executed, Date.now() - EXECUTED_LISTED_MS], c.req.valid('query'), 'o.executed_reported_at DESC, o.id DESC'),
    ),
  )
  .get('/get_all_pending_sl_tp', validate('query', pageQuery), async (c) =>
    c.json(await orders(c.env.DB, "o.resourcetype IN ('StopLossOrder', 'TakeProfitOrder') AND o.status = ?", [OrderStatus.Created], c.req.valid('query'))),
  )
  /** Players whose cached market value differs from a fresh recomputation by more than `difference`. */
  .post('/get_players_with_differences', validate('query', pageQuery), validate('json', differencesBody), async (c) => {
    const { difference } = c.req.valid('json');
    type Row = { session: number; klass: string; player: number; player_name: string; last_market_value: number; last_portfolio_return: number; difference: number; computed_at: number };
    const p = await page<Row>(
      c.env.DB,
      `player_differences d ${OF_SESSION('d')}`,
      'd.difference > ?',
      [difference],
      'd.session_id AS session, k.name AS klass, d.player_id AS player, d.player_name, d.last_market_value, d.last_portfolio_return, d.difference, d.computed_at',
      'd.difference DESC, d.id',
      c.req.valid('query'),
    );
    return c.json(p);
  });

export type ErrorRoutes = typeof errorRoutes;
