/**
 * The kernel's own tables: the roster, the session documents (settings, clock), instruments,
 * players and their books, orders and the persons behind them. Features add theirs in their
 * own migrations. Append-only (see storage/migrations.ts); ids are unique across the kernel
 * and every feature.
 */
import type { StorageMigration } from '../../storage/migrations';
import { ROSTER_MIGRATION_SQL } from './roster';

export const CORE_MIGRATIONS: readonly StorageMigration[] = [
  { id: 1, sql: ROSTER_MIGRATION_SQL },
  {
    id: 2,
    sql: `
      CREATE TABLE session_doc (name TEXT PRIMARY KEY, json TEXT NOT NULL);
      CREATE TABLE instruments (ric TEXT PRIMARY KEY, json TEXT NOT NULL);
      CREATE TABLE players (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL UNIQUE, name TEXT NOT NULL,
        deals INTEGER NOT NULL DEFAULT 0, summary TEXT
      );
      CREATE TABLE wallets (
        player_id INTEGER NOT NULL, currency TEXT NOT NULL, balance INTEGER NOT NULL, reserved INTEGER NOT NULL,
        PRIMARY KEY (player_id, currency)
      );
      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY AUTOINCREMENT, player_id INTEGER NOT NULL, currency TEXT NOT NULL,
        amount INTEGER NOT NULL, reason TEXT NOT NULL, order_id INTEGER, at INTEGER NOT NULL
      );
      CREATE INDEX ledger_player ON ledger (player_id, currency);
      CREATE TABLE positions (
        player_id INTEGER NOT NULL, ric TEXT NOT NULL, quantity INTEGER NOT NULL, avg_price REAL NOT NULL,
        avg_fx REAL NOT NULL, realized_price INTEGER NOT NULL, realized_fx INTEGER NOT NULL,
        PRIMARY KEY (player_id, ric)
      );
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, status INTEGER NOT NULL,
        client_order_id TEXT, json TEXT NOT NULL
      );
      CREATE INDEX orders_player ON orders (player_id, status);
      CREATE UNIQUE INDEX orders_client ON orders (player_id, client_order_id) WHERE client_order_id IS NOT NULL;
      CREATE TABLE failed_executions (
        id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL, player_id INTEGER NOT NULL,
        message TEXT NOT NULL, at INTEGER NOT NULL
      );
      CREATE TABLE player_history (
        player_id INTEGER NOT NULL, step INTEGER NOT NULL, at INTEGER NOT NULL,
        market_value REAL NOT NULL, portfolio_return REAL NOT NULL, pnl REAL NOT NULL,
        PRIMARY KEY (player_id, step)
      );`,
  },
  {
    id: 3,
    // Persons checked once against D1, then known here: the order path reads no D1 after that.
    sql: 'CREATE TABLE persons (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL);',
  },
  {
    id: 8,
    // The person's name, copied with the person on their first order (the blotter's User column).
    sql: 'ALTER TABLE persons ADD COLUMN name TEXT;',
  },
  {
    id: 21,
    // Imported history in chunks per ric (store.ts replaceImports): no stored value near 2 MB.
    sql: 'CREATE TABLE session_imports (ric TEXT NOT NULL, chunk INTEGER NOT NULL, json TEXT NOT NULL, PRIMARY KEY (ric, chunk));',
  },
  {
    id: 30,
    // Foreign cash at its average acquisition rate, and each player's trades, income and fees in
    // the reporting currency (domain/engine/cash-accounts.ts). Books kept before this have no
    // such history: their flows stay unknown (NULL) and the summary shows them as N/A.
    sql: `ALTER TABLE wallets ADD COLUMN avg_rate REAL;
      ALTER TABLE wallets ADD COLUMN realized_fx REAL NOT NULL DEFAULT 0;
      ALTER TABLE players ADD COLUMN flows TEXT DEFAULT '{"trades":0,"income":0,"fees":0}';
      UPDATE players SET flows = NULL
        WHERE EXISTS (SELECT 1 FROM ledger WHERE ledger.player_id = players.id AND ledger.reason != 'initial_capital');`,
  },
];
