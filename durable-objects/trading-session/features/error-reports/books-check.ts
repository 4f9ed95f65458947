/**
 * The books' audit after each historical period and each real-time daily roll: every player's
 * market value recomputed from the ledger (domain/engine/books-audit.ts) against the cached
 * wallets, in memory and as stored. The step only marks it due; it runs in the alarm run right
 * after the step's (scheduler `alone`), in a transaction of its own, so no player waits on it,
 * and covers every player each time. A finding that appears, moves or clears is kept in
 * `books_findings` and put in the outbox.
 *
 * The ledger's sums are kept per player and currency in `ledger_sums`, with the last entry
 * they count: each audit adds only the entries written since (the ledger is append-only), so
 * its cost follows a period's bookings rather than the session's whole history.
 */
import { auditBooks, findingChanged, type BooksFinding } from '../../../../domain/engine/books-audit';
import { initialAum, valuePlayer } from '../../../../domain/engine/engine-state';
import { minorUnits } from '../../../../domain/money';
import type { PlayerBook } from '../../../../domain/trading/book';
import type { MarketStep } from '../../kernel/market-step';
import type { SessionKernel } from '../../kernel/session-kernel';
import { readDoc, writeDoc } from '../../kernel/store';
import { reportBooks } from './report-outbox';

/** A finding as stored and reported: the audit's figures, the return on the cached value, when. */
export type StoredFinding = BooksFinding & { last_portfolio_return: number; computed_at: number };

/** The audit runs where the books are settled for the day: a period, or the daily roll. */
export function auditDue(step: MarketStep): boolean {
  return step.kind === 'period' || step.roll !== null;
}

const AUDIT_DUE = 'error-reports.audit_due';

/** Marks the audit due, with the step's writes (an audit run once too often finds nothing new). */
export function markAuditDue(k: SessionKernel): void {
  writeDoc(k.sql, AUDIT_DUE, true);
  k.remember(AUDIT_DUE, () => ({ pending: true })).pending = true;
}

/** Whether an audit is due (read once from storage, then kept in memory). */
export function auditPending(k: SessionKernel): boolean {
  return k.remember(AUDIT_DUE, () => ({ pending: readDoc<boolean>(k.sql, AUDIT_DUE) === true })).pending;
}

function totalsByPlayer(rows: readonly { player_id: number; currency: string; total: number }[]): Map<number, Map<string, number>> {
  const out = new Map<number, Map<string, number>>();
  for (const r of rows) {
    const player = out.get(r.player_id) ?? new Map<string, number>();
    player.set(r.currency, Number(r.total));
    out.set(r.player_id, player);
  }
  return out;
}

export function storedFindings(sql: SqlStorage): Map<number, StoredFinding> {
  const rows = sql.exec<{ player_id: number; json: string }>('SELECT player_id, json FROM books_findings').toArray();
  return new Map(rows.map((r) => [r.player_id, JSON.parse(r.json) as StoredFinding]));
}

type Total = { player_id: number; currency: string; total: number };

/** The ledger's sums by player and currency as stored now, brought up to its last entry. */
function ledgerSums(sql: SqlStorage): Total[] {
  const mark = sql.exec<{ last_id: number }>('SELECT last_id FROM ledger_sums_mark').toArray()[0]?.last_id ?? 0;
  const last = sql.exec<{ id: number | null }>('SELECT MAX(id) AS id FROM ledger').one().id ?? 0;
  if (last > mark) {
    sql.exec(
      `INSERT INTO ledger_sums (player_id, currency, total)
         SELECT player_id, currency, SUM(amount) FROM ledger WHERE id > ? AND id <= ? GROUP BY player_id, currency
       ON CONFLICT (player_id, currency) DO UPDATE SET total = total + excluded.total`,
      mark,
      last,
    );
    sql.exec('INSERT OR REPLACE INTO ledger_sums_mark (id, last_id) VALUES (1, ?)', last);
  }
  return sql.exec<Total>('SELECT player_id, currency, total FROM ledger_sums').toArray();
}

/** Audits every player's books against the stored ledger and wallets (the step's writes are stored by now), then clears the mark. */
export function auditPlayers(k: SessionKernel): void {
  const state = k.state();
  const market = k.marketView();
  const ledger = totalsByPlayer(ledgerSums(k.sql));
  const stored = totalsByPlayer(k.sql.exec<Total>('SELECT player_id, currency, balance AS total FROM wallets').toArray());
  const before = storedFindings(k.sql);
  const minorUnit = 10 ** -minorUnits(state.settings.reporting_currency);
  const aum = initialAum(state.settings);
  const computedAt = Date.now();
  for (const player of state.players.values()) {
    const value = (book: PlayerBook) => valuePlayer(state, market, { ...player, book }).marketValue;
    const finding = auditBooks({
      cached: player.book,
      storedBalances: stored.get(player.id) ?? new Map(),
      ledger: ledger.get(player.id) ?? new Map(),
      value,
      minorUnit,
    });
    if (!findingChanged(before.get(player.id) ?? null, finding, minorUnit)) continue;
    if (finding) {
      const row: StoredFinding = { ...finding, last_portfolio_return: aum > 0 ? (finding.last_market_value - aum) / aum : 0, computed_at: computedAt };
      k.sql.exec('INSERT OR REPLACE INTO books_findings (player_id, json) VALUES (?, ?)', player.id, JSON.stringify(row));
    } else {
      k.sql.exec('DELETE FROM books_findings WHERE player_id = ?', player.id);
    }
    reportBooks(k.sql, player.id);
  }
  writeDoc(k.sql, AUDIT_DUE, false);
  k.remember(AUDIT_DUE, () => ({ pending: false })).pending = false;
}
