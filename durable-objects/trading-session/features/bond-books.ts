/**
 * HTM and AFS books in the session object (banking.md §5; spec 000 §2/§4, 001 §2/§4, 002 §7/§9):
 * the bonds trade with orders (engine/orders.ts books each purchase as a lot with its effective
 * rate, sales FIFO, and refuses HTM sales while locked); this feature stores the lots, lets the
 * trainer Allow/Lock HTM sales (`switch_htm_permission`, event `htm_updated` with the session),
 * answers each player's books (AC, FV, FV − AC, DV01, duration, breakdown) and, at every step,
 * trims the lots of bonds redeemed at maturity or closed outside an order.
 */
import { getBondBooks, getBondBooksByPlayerId, switchHtmPermission } from '../../../domain/contracts/bond-books';
import { SessionStatus } from '../../../domain/enums';
import { bondLotBook, lotsFor, termsOf } from '../../../domain/engine/bond-books/lots';
import { BOND_BOOK_MESSAGES, bondBookOf } from '../../../domain/engine/bond-books/rules';
import { bondBooksView } from '../../../domain/engine/bond-books/view';
import { conflict, notFound } from '../../../domain/refusal';
import { playerIdOf } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { updateSettings } from './settings';
import { bookOf, type FeatureStorage } from '../kernel/feature-storage';
import type { BondLot } from '../../../domain/engine/bond-books/lots';
import { familyBook } from '../../../domain/trading/book';

function booksOf(k: SessionKernel, playerId: number) {
  const state = k.state();
  const player = state.players.get(playerId);
  if (!player) throw notFound('Player not found');
  return bondBooksView(state, k.marketView(), player);
}

/** HTM and AFS bonds' lots, one row a player and bond: all in the books. */
const storage: FeatureStorage = {
  writes: {
    bond_lots(sql, c) {
      if (!c.lots.length) {
        sql.exec('DELETE FROM bond_lots WHERE player_id = ? AND ric = ?', c.player_id, c.ric);
        return;
      }
      sql.exec(
        `INSERT INTO bond_lots (player_id, ric, json) VALUES (?, ?, ?)
         ON CONFLICT (player_id, ric) DO UPDATE SET json = excluded.json`,
        c.player_id,
        c.ric,
        JSON.stringify(c.lots),
      );
    },
  },
  load(sql, players) {
    for (const r of sql.exec<{ player_id: number; ric: string; json: string }>('SELECT player_id, ric, json FROM bond_lots').toArray()) {
      const book = bookOf(players, r.player_id);
      if (book) bondLotBook(book).set(r.ric, JSON.parse(r.json) as BondLot[]);
    }
  },
};

export const bondBooks: Feature = {
  name: 'bond-books',
  storage,
  migrations: [
    {
      id: 81,
      // One row per player and HTM/AFS bond: its lots, oldest first (loaded into the books by kernel/store.ts).
      sql: `CREATE TABLE bond_lots (
        player_id INTEGER NOT NULL, ric TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (player_id, ric)
      );`,
    },
  ],
  calls: [
    handle(switchHtmPermission, (k, input) => {
      const c = k.clock();
      // Offered for HTM sessions not in creation (spec 000 §4).
      if (c.status === SessionStatus.Creating) throw conflict('HTM rebalancing can be switched once the session is created');
      if (![...k.state().instruments.values()].some((i) => bondBookOf(i.resourcetype) === 'HTM')) throw conflict(BOND_BOOK_MESSAGES.notHtmSession);
      const allow = input.value ?? !k.settings().allow_htm;
      const view = updateSettings(k, { allow_htm: allow });
      k.send({ audience: 'all', type: 'htm_updated', data: { allow_htm: allow } });
      return view;
    }),
    handle(getBondBooks, (k, _input, actor) => booksOf(k, playerIdOf(actor)!)),
    handle(getBondBooksByPlayerId, (k, input) => booksOf(k, input.player_id)),
  ],
  step: [
    {
      // After maturities and redemptions (payments): lots beyond what a position holds are consumed FIFO.
      phase: 'revaluation',
      run(k, step) {
        const state = k.state();
        for (const player of state.players.values()) {
          const lotBook = familyBook(player.book, 'bondLots');
          if (!lotBook?.size) continue;
          for (const [ric, lots] of lotBook) {
            const instrument = state.instruments.get(ric);
            const position = player.book.positions.get(ric);
            const terms = instrument ? termsOf(instrument) : null;
            const held = Math.max(0, position?.quantity ?? 0);
            if (lots.reduce((s, l) => s + l.quantity, 0) === held) continue;
            const next = terms && position && held > 0 ? lotsFor(terms, player, position, step.market.now()) : [];
            if (next.length) lotBook.set(ric, next);
            else lotBook.delete(ric);
            step.changes.push({ kind: 'bond_lots', player_id: player.id, ric, lots: next });
          }
        }
      },
    },
  ],
};
