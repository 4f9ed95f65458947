/**
 * The books' audit at each historical period and each real-time daily roll: every player's
 * market value recomputed from the ledger (domain/engine/books-audit.ts) against the cached
 * wallets, in memory (what the step's summaries valued, after any later phase's bookings) and as
 * stored. A finding that appears, moves or clears is kept
 * in `books_findings` and put in the outbox with the step's own writes.
 */
import { auditBooks, findingChanged, type BooksFinding } from '../../../../domain/engine/books-audit';
import { initialAum, valuePlayer } from '../../../../domain/engine/engine-state';
import { minorUnits } from '../../../../domain/money';
import type { PlayerBook } from '../../../../domain/trading/book';
import type { MarketStep } from '../../kernel/market-step';
import type { SessionKernel } from '../../kernel/session-kernel';
import { reportBooks } from './report-outbox';

/** A finding as stored and reported: the audit's figures, the return on the cached value, when. */
export type StoredFinding = BooksFinding & { last_portfolio_return: number; computed_at: number };

/** The audit runs where the books are settled for the day: a period, or the daily roll. */
export function auditDue(step: MarketStep): boolean {
  return step.kind === 'period' || step.roll !== null;
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

export function auditPlayers(k: SessionKernel, step: MarketStep): void {
  const state = k.state();
  type Total = { player_id: number; currency: string; total: number };
  const ledger = totalsByPlayer(k.sql.exec<Total>('SELECT player_id, currency, SUM(amount) AS total FROM ledger GROUP BY player_id, currency').toArray());
  const stored = totalsByPlayer(k.sql.exec<Total>('SELECT player_id, currency, balance AS total FROM wallets').toArray());
  // The step's own bookings are written after its last phase: count them in.
  for (const c of step.changes) {
    if (c.kind === 'ledger') {
      const player = ledger.get(c.player_id) ?? new Map<string, number>();
      player.set(c.entry.currency, (player.get(c.entry.currency) ?? 0) + c.entry.amount);
      ledger.set(c.player_id, player);
    } else if (c.kind === 'wallet') {
      const player = stored.get(c.player_id) ?? new Map<string, number>();
      player.set(c.wallet.currency, c.wallet.balance);
      stored.set(c.player_id, player);
    }
  }
  const before = storedFindings(k.sql);
  const minorUnit = 10 ** -minorUnits(state.settings.reporting_currency);
  const aum = initialAum(state.settings);
  const computedAt = Date.now();
  for (const player of state.players.values()) {
    const value = (book: PlayerBook) => valuePlayer(state, step.market, { ...player, book }).marketValue;
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
}
