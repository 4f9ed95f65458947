/**
 * Reads the engine's state from the session's SQLite storage on wake-up, and writes the
 * engine's changes back. Callers wrap `applyChanges` in `transactionSync`, so an order, its
 * fill, the position and the ledger entries commit together or not at all.
 */
import { OrderStatus } from '../../../domain/enums';
import { odaKey, type EngineState } from '../../../domain/engine/engine-state';
import type { Change, EngineSettings, Oda, Order, PlayerState, SessionInstrument } from '../../../domain/engine/types';
import type { PlayerMetrics } from '../../../domain/engine/player-metrics';
import type { PlayerFlows } from '../../../domain/engine/cash-accounts';
import type { PositionState, WalletState } from '../../../domain/trading/book';
import type { ImportedPoint } from '../../../domain/market/imported-history';
import type { ChangeWriters, FeatureStorage } from './feature-storage';

type Sql = SqlStorage;

export function readDoc<T>(sql: Sql, name: string): T | null {
  const row = sql.exec<{ json: string }>('SELECT json FROM session_doc WHERE name = ?', name).toArray()[0];
  return row ? (JSON.parse(row.json) as T) : null;
}

export function writeDoc(sql: Sql, name: string, value: unknown): void {
  sql.exec('INSERT INTO session_doc (name, json) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET json = excluded.json', name, JSON.stringify(value));
}

export function readInstruments(sql: Sql): Map<string, SessionInstrument> {
  const rows = sql.exec<{ ric: string; json: string }>('SELECT ric, json FROM instruments ORDER BY ric').toArray();
  return new Map(rows.map((r) => [r.ric, JSON.parse(r.json) as SessionInstrument]));
}

export function replaceInstruments(sql: Sql, instruments: readonly SessionInstrument[]): void {
  sql.exec('DELETE FROM instruments');
  for (const i of instruments) sql.exec('INSERT INTO instruments (ric, json) VALUES (?, ?)', i.ric, JSON.stringify(i));
}

/**
 * Imported history, per ric in chunks: one document of every instrument's points would pass the
 * platform's 2 MB limit on a stored value with a few long imports (a point is about 70 bytes).
 */
const IMPORT_CHUNK_POINTS = 5_000;

export function replaceImports(sql: Sql, imports: readonly (readonly [string, readonly ImportedPoint[]])[]): void {
  sql.exec('DELETE FROM session_imports');
  sql.exec("DELETE FROM session_doc WHERE name = 'imports'");
  for (const [ric, points] of imports) {
    for (let at = 0; at < points.length; at += IMPORT_CHUNK_POINTS) {
      sql.exec('INSERT INTO session_imports (ric, chunk, json) VALUES (?, ?, ?)', ric, at / IMPORT_CHUNK_POINTS, JSON.stringify(points.slice(at, at + IMPORT_CHUNK_POINTS)));
    }
  }
}

export function readImports(sql: Sql): [string, ImportedPoint[]][] {
  const byRic = new Map<string, ImportedPoint[]>();
  for (const row of sql.exec<{ ric: string; json: string }>('SELECT ric, json FROM session_imports ORDER BY ric, chunk').toArray()) {
    const points = byRic.get(row.ric) ?? [];
    points.push(...(JSON.parse(row.json) as ImportedPoint[]));
    byRic.set(row.ric, points);
  }
  // Sessions saved before the chunked table keep their one document.
  return byRic.size ? [...byRic] : (readDoc<[string, ImportedPoint[]][]>(sql, 'imports') ?? []);
}

export function loadEngineState(sql: Sql, settings: EngineSettings, storages: readonly FeatureStorage[]): EngineState {
  const players = new Map<number, PlayerState>();
  type PlayerRow = { id: number; user_id: number; name: string; deals: number; flows: string | null };
  for (const p of sql.exec<PlayerRow>('SELECT id, user_id, name, deals, flows FROM players').toArray()) {
    const flows = p.flows === null ? null : (JSON.parse(p.flows) as PlayerFlows);
    players.set(p.id, { id: p.id, user_id: p.user_id, name: p.name, deals: p.deals, flows, book: { wallets: new Map(), positions: new Map(), families: {} } });
  }
  type WalletRow = { player_id: number; currency: string; balance: number; reserved: number; avg_rate: number | null; realized_fx: number };
  for (const w of sql.exec<WalletRow>('SELECT * FROM wallets').toArray()) {
    players.get(w.player_id)?.book.wallets.set(w.currency, { currency: w.currency, balance: w.balance, reserved: w.reserved, avgRate: w.avg_rate, realizedFx: w.realized_fx });
  }
  type PositionRow = { player_id: number; ric: string; quantity: number; avg_price: number; avg_fx: number; realized_price: number; realized_fx: number };
  for (const p of sql.exec<PositionRow>('SELECT * FROM positions').toArray()) {
    players.get(p.player_id)?.book.positions.set(p.ric, {
      ric: p.ric,
      quantity: p.quantity,
      avgPrice: p.avg_price,
      avgFx: p.avg_fx,
      realizedPrice: p.realized_price,
      realizedFx: p.realized_fx,
    });
  }
  // What each feature keeps (deposits, bond lots, every contract family) into the books: their storage declares it.
  for (const storage of storages) storage.load?.(sql, players);
  // Each player's last measured metrics, for the enforced metric limits.
  const lastMetrics = sql.exec<{ player_id: number; json: string }>(
    'SELECT player_id, json FROM metrics m WHERE step = (SELECT MAX(step) FROM metrics WHERE player_id = m.player_id)',
  );
  for (const r of lastMetrics.toArray()) {
    const player = players.get(r.player_id);
    const row = JSON.parse(r.json) as Partial<PlayerMetrics>;
    if (player && typeof row.portfolio_volatility === 'number') player.metrics = row as PlayerMetrics;
  }
  const openOrders = new Map<number, Order>();
  for (const o of sql.exec<{ json: string }>('SELECT json FROM orders WHERE status = ?', OrderStatus.Created).toArray()) {
    const order = JSON.parse(o.json) as Order;
    openOrders.set(order.id, order);
  }
  const next = sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM orders').one().next;
  const odas = new Map<string, Oda>();
  for (const o of sql.exec<Oda>('SELECT player_id, ric, stop_loss_price, take_profit_price FROM odas').toArray()) odas.set(odaKey(o.player_id, o.ric), { ...o });
  return { settings, instruments: readInstruments(sql), players, openOrders, nextOrderId: next, odas };
}

function writeWallet(sql: Sql, playerId: number, w: WalletState): void {
  sql.exec(
    `INSERT INTO wallets (player_id, currency, balance, reserved, avg_rate, realized_fx) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (player_id, currency) DO UPDATE SET balance = excluded.balance, reserved = excluded.reserved,
       avg_rate = excluded.avg_rate, realized_fx = excluded.realized_fx`,
    playerId,
    w.currency,
    w.balance,
    w.reserved,
    w.avgRate ?? null,
    w.realizedFx ?? 0,
  );
}

function writePosition(sql: Sql, playerId: number, p: PositionState): void {
  sql.exec(
    `INSERT INTO positions (player_id, ric, quantity, avg_price, avg_fx, realized_price, realized_fx) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (player_id, ric) DO UPDATE SET quantity = excluded.quantity, avg_price = excluded.avg_price,
       avg_fx = excluded.avg_fx, realized_price = excluded.realized_price, realized_fx = excluded.realized_fx`,
    playerId,
    p.ric,
    p.quantity,
    p.avgPrice,
    p.avgFx,
    p.realizedPrice,
    p.realizedFx,
  );
}

export function applyChanges(sql: Sql, changes: readonly Change[], writers: ChangeWriters): void {
  for (const c of changes) {
    switch (c.kind) {
      case 'wallet':
        writeWallet(sql, c.player_id, c.wallet);
        break;
      case 'position':
        writePosition(sql, c.player_id, c.position);
        break;
      case 'ledger':
        sql.exec(
          'INSERT INTO ledger (player_id, currency, amount, reason, order_id, at) VALUES (?, ?, ?, ?, ?, ?)',
          c.player_id,
          c.entry.currency,
          c.entry.amount,
          c.entry.reason,
          c.entry.orderId,
          c.at,
        );
        break;
      case 'order':
        sql.exec(
          `INSERT INTO orders (id, player_id, status, client_order_id, json) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET status = excluded.status, json = excluded.json`,
          c.order.id,
          c.order.player_id,
          c.order.status,
          c.order.client_order_id,
          JSON.stringify(c.order),
        );
        break;
      case 'failed_execution':
        sql.exec(
          'INSERT INTO failed_executions (order_id, player_id, message, at) VALUES (?, ?, ?, ?)',
          c.failure.order_id,
          c.failure.player_id,
          c.failure.message,
          c.failure.at,
        );
        break;
      case 'player_deals':
        sql.exec('UPDATE players SET deals = ? WHERE id = ?', c.deals, c.player_id);
        break;
      case 'player_flows':
        sql.exec('UPDATE players SET flows = ? WHERE id = ?', JSON.stringify(c.flows), c.player_id);
        break;
      case 'exchange':
        sql.exec('INSERT INTO exchanges (player_id, json, at) VALUES (?, ?, ?)', c.record.player_id, JSON.stringify(c.record), c.record.timestamp);
        break;
      case 'oda':
        if (c.oda === null) sql.exec('DELETE FROM odas WHERE player_id = ? AND ric = ?', c.player_id, c.ric);
        else {
          sql.exec(
            `INSERT INTO odas (player_id, ric, stop_loss_price, take_profit_price) VALUES (?, ?, ?, ?)
             ON CONFLICT (player_id, ric) DO UPDATE SET stop_loss_price = excluded.stop_loss_price, take_profit_price = excluded.take_profit_price`,
            c.player_id,
            c.ric,
            c.oda.stop_loss_price,
            c.oda.take_profit_price,
          );
        }
        break;
      default:
        writeByOwner(sql, c, writers);
    }
  }
}

/** A change of a kind some feature owns, written by that feature's writer. */
function writeByOwner(sql: Sql, change: Change, writers: ChangeWriters): void {
  const write = writers[change.kind] as ((sql: Sql, change: Change) => void) | undefined;
  if (!write) throw new Error(`No feature writes '${change.kind}' changes`);
  write(sql, change);
}

/** Every feature's change writers in one map: a kind written by two features is a mistake, caught at start-up. */
export function changeWriters(storages: readonly FeatureStorage[]): ChangeWriters {
  const writers: Record<string, unknown> = {};
  for (const storage of storages) {
    for (const [kind, write] of Object.entries(storage.writes ?? {})) {
      if (writers[kind]) throw new Error(`Two features write '${kind}' changes`);
      writers[kind] = write;
    }
  }
  return writers as ChangeWriters;
}

export function orderByClientId(sql: Sql, playerId: number, clientOrderId: string): Order | null {
  const row = sql.exec<{ json: string }>('SELECT json FROM orders WHERE player_id = ? AND client_order_id = ?', playerId, clientOrderId).toArray()[0];
  return row ? (JSON.parse(row.json) as Order) : null;
}

export function ordersOf(sql: Sql, playerId: number, statuses: readonly number[]): Order[] {
  return sql
    .exec<{ json: string }>(`SELECT json FROM orders WHERE player_id = ? AND status IN (${statuses.map(() => '?').join(',')}) ORDER BY id DESC`, playerId, ...statuses)
    .toArray()
    .map((r) => JSON.parse(r.json) as Order);
}

/** Balance of a wallet recomputed from its ledger: the books' cross-check. */
export function ledgerSum(sql: Sql, playerId: number, currency: string): number {
  return sql.exec<{ total: number }>('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE player_id = ? AND currency = ?', playerId, currency).one().total;
}
