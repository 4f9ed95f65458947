/**
 * Deposits in real-time cash sessions (spec 001 §5 "Deposit"): make or break one per
 * currency (at least 100, at most the free cash), interest (overnight plus the term premium,
 * compounded) accrued at each close by the income phase, and every open deposit returned to
 * its wallet when the session finishes.
 *
 * This is the worked example of a feature module: its pure rules are in
 * `domain/engine/deposits.ts`, its calls in `domain/contracts/cash.ts`; this file declares its
 * table, binds its calls and adds its finish hook, and `features.ts` registers it in one line.
 */
import { breakDeposit, makeDeposit, makeOrBreakDeposit } from '../../../domain/contracts/cash';
import { DEFAULT_DEPOSIT_AMOUNT } from '../../../domain/constants';
import { breakDeposit as breakOne, depositBook, depositRate, depositView, depositsAllowed, DEPOSITS_UNAVAILABLE, makeDeposit as makeOne } from '../../../domain/engine/deposits';
import type { Change, EngineEvent } from '../../../domain/engine/types';
import { conflict } from '../../../domain/refusal';
import { engineSettings } from '../../../domain/session/session-record';
import { playerIdOf, type Actor } from '../kernel/actor';
import { handleLoaded, type Feature } from '../kernel/feature';
import { callerPerson } from '../kernel/persons';
import { walletViews } from '../../../domain/session/entities';
import type { SessionKernel } from '../kernel/session-kernel';
import { bookOf, type FeatureStorage } from '../kernel/feature-storage';
import { familyBook } from '../../../domain/trading/book';
import type { DepositState } from '../../../domain/engine/deposits';

/** A player's deposits, newest first (active and broken). */
function depositsOf(sql: SqlStorage, playerId: number): DepositState[] {
  return sql
    .exec<{ json: string }>('SELECT json FROM deposits WHERE player_id = ? ORDER BY id DESC', playerId)
    .toArray()
    .map((r) => JSON.parse(r.json) as DepositState);
}

function nextDepositId(sql: SqlStorage): number {
  return sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM deposits').one().next;
}

/** Active deposits (status 0) are in the books; broken ones stay for the blotter. */
const storage: FeatureStorage = {
  writes: {
    deposit(sql, c) {
      sql.exec(
        `INSERT INTO deposits (id, player_id, currency, status, json) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, json = excluded.json`,
        c.deposit.id,
        c.player_id,
        c.deposit.currency,
        c.deposit.status,
        JSON.stringify(c.deposit),
      );
    },
  },
  load(sql, players) {
    for (const d of sql.exec<{ player_id: number; json: string }>('SELECT player_id, json FROM deposits WHERE status = 0').toArray()) {
      const deposit = JSON.parse(d.json) as DepositState;
      const book = bookOf(players, d.player_id);
      if (book) depositBook(book).set(deposit.currency, deposit);
    }
  },
};

/** The player's deposits (active first by id, then broken), with the rate each active one earns now (overnight plus the term premium). */
export function depositViews(k: SessionKernel, playerId: number) {
  const at = k.sessionTime();
  return depositsOf(k.sql, playerId).map((d) => depositView(d, d.status === 0 ? depositRate(k.market().overnightRateAt(d.currency, at)) : null));
}

type Mode = 'make' | 'break' | 'toggle';

/** Makes or breaks a deposit once the person is known (the call's load), with no await between its checks and its write. */
function makeOrBreak(k: SessionKernel, actor: Actor, call: { currency: string; amount: number | null; person: number | null; mode: Mode }) {
  const playerId = playerIdOf(actor)!;
  const s = k.settings();
  if (!depositsAllowed(s)) throw conflict(DEPOSITS_UNAVAILABLE);
  k.requireTradingOpen(k.clock(), k.now(), 'Deposit management');
  const now = k.now();
  const player = k.state().players.get(playerId)!;
  const open = familyBook(player.book, 'deposits')?.has(call.currency) ?? false;
  const breaking = call.mode === 'break' || (call.mode === 'toggle' && open);
  const input = { currency: call.currency, amount: call.amount ?? DEFAULT_DEPOSIT_AMOUNT, personId: call.person };
  k.applyEngine(() => (breaking ? breakOne(player, call.currency, { now, by: 'player' }) : makeOne(engineSettings(s), player, input, { id: nextDepositId(k.sql), now })));
  return { wallets: walletViews(player.book.wallets.values()), deposits: depositViews(k, player.id) };
}

export const deposits: Feature = {
  name: 'deposits',
  storage,
  migrations: [
    {
      id: 7,
      // Active deposits are loaded into the books; broken ones stay for the blotter.
      sql: `CREATE TABLE deposits (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, currency TEXT NOT NULL, status INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX deposits_player ON deposits (player_id, status);`,
    },
  ],
  calls: [
    handleLoaded(makeDeposit, callerPerson, (k, b, actor) => makeOrBreak(k, actor, { currency: b.currency_symbol, amount: b.amount_to_deposit, person: b.person ?? null, mode: 'make' })),
    handleLoaded(breakDeposit, callerPerson, (k, b, actor) => makeOrBreak(k, actor, { currency: b.currency_symbol, amount: null, person: b.person ?? null, mode: 'break' })),
    handleLoaded(makeOrBreakDeposit, callerPerson, (k, b, actor) => makeOrBreak(k, actor, { currency: b.id, amount: b.amount_to_deposit ?? null, person: b.person ?? null, mode: 'toggle' })),
  ],
  /** Deposits return to their wallets, so the final books hold only cash and positions. */
  finish(k, now) {
    const changes: Change[] = [];
    const events: EngineEvent[] = [];
    for (const player of k.state().players.values()) {
      for (const currency of [...(familyBook(player.book, 'deposits')?.keys() ?? [])]) {
        const broken = breakOne(player, currency, { now, by: 'session_end' });
        changes.push(...broken.changes);
        events.push(...broken.events);
      }
    }
    return { changes, events };
  },
};
