/**
 * The administrator's hand on a session's books (spec 002 §2, issue 13): New Order at a forced
 * price for a person of a player (or the admin person, a person named 'admin' added to the
 * player's account on first use and hidden from the player's own persons list), Close positions
 * for every player, and the reads of the admin's player page (the player's persons, their open
 * orders). The rules are domain/engine/forced-orders.ts; each action commits in one storage
 * transaction and broadcasts after.
 */
import { closePositions, fetchOpenOrders, fetchPlayerPersons, forceOrder } from '../../../domain/contracts/admin-orders';
import { OrderStatus, SessionStatus } from '../../../domain/enums';
import { checkForcedOrder, closeAllPositions, forceOrder as force } from '../../../domain/engine/forced-orders';
import type { PlayerState } from '../../../domain/engine/types';
import { Refusal, conflict, invalid, notFound } from '../../../domain/refusal';
import { handle, type Feature } from '../kernel/feature';
import { checkPerson } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';
import { ordersOf } from '../kernel/store';
import { viewOf } from './orders';

/** The name of the person an administrator trades as (spec 002 §6: names with 'admin' are hidden from players). */
export const ADMIN_PERSON = 'admin';

function playerOf(k: SessionKernel, playerId: number): PlayerState {
  const player = k.state().players.get(playerId);
  if (!player) throw notFound('Player not found');
  return player;
}

/** The admin person of the player's account: from the session, else D1, else made now. */
async function adminPerson(k: SessionKernel, userId: number): Promise<number> {
  const known = k.sql.exec<{ id: number }>('SELECT id FROM persons WHERE user_id = ? AND name = ? ORDER BY id LIMIT 1', userId, ADMIN_PERSON).toArray()[0];
  if (known) return known.id;
  const db = k.env.DB;
  const row =
    (await db.prepare('SELECT id FROM persons WHERE user_id = ? AND name = ? ORDER BY id LIMIT 1').bind(userId, ADMIN_PERSON).first<{ id: number }>()) ??
    (await db.prepare('INSERT INTO persons (user_id, name) VALUES (?, ?) RETURNING id').bind(userId, ADMIN_PERSON).first<{ id: number }>());
  if (!row) throw new Error('The admin person could not be made');
  k.sql.exec('INSERT OR IGNORE INTO persons (id, user_id, name) VALUES (?, ?, ?)', row.id, userId, ADMIN_PERSON);
  return row.id;
}

/** The person the order is for: one of the player's, or the admin person. */
async function personFor(k: SessionKernel, player: PlayerState, person: number | null | undefined): Promise<number> {
  if (person == null) return adminPerson(k, player.user_id);
  try {
    await checkPerson(k.sql, k.env.DB, player.user_id, person);
  } catch (error) {
    // checkPerson speaks to the trader ("not one of yours"); here the administrator named it.
    if (error instanceof Refusal && error.kind === 'forbidden') throw invalid('That person is not one of the player’s');
    throw error;
  }
  return person;
}

export const adminOrders: Feature = {
  name: 'admin_orders',
  calls: [
    handle(forceOrder, async (k, b, actor) => {
      if (k.clock().status === SessionStatus.Creating) throw conflict('Orders cannot be forced while the session is being created');
      const player = playerOf(k, b.player_id);
      const req = { ric: k.ricOf(b.financial_instrument), transaction: b.transaction, quantity: b.quantity, forced_price: b.forced_price };
      // Refused before anything is stored: the admin person is made only for an order that books.
      checkForcedOrder(k.state(), player, req);
      const person_id = await personFor(k, player, b.person);
      const market = k.marketView();
      // Read again after the awaits above: the books in memory may have been dropped meanwhile.
      const state = k.state();
      const order = k.applyEngine(() => force(state, market, state.players.get(player.id)!, { ...req, person_id, forced_by: actor.caller.username }));
      return viewOf(k, order);
    }),
    handle(closePositions, (k) => {
      const { status } = k.clock();
      if (status !== SessionStatus.Running && status !== SessionStatus.Paused && status !== SessionStatus.Finished) {
        throw conflict('Positions can be closed only while the session runs, is paused or has finished');
      }
      const state = k.state();
      // Positions (repos settled first), then every family's contracts, in one transaction.
      return k.applyEngine(() => {
        const r = closeAllPositions(state, k.marketView());
        for (const feature of k.features) {
          const c = feature.closePositions?.(k);
          if (!c) continue;
          r.changes.push(...c.changes);
          r.events.push(...c.events);
          r.value.closed += c.closed;
        }
        return r;
      });
    }),
    handle(fetchPlayerPersons, async (k, input) => {
      const player = playerOf(k, input.player_id);
      const { results } = await k.env.DB.prepare('SELECT id, name FROM persons WHERE user_id = ? ORDER BY id').bind(player.user_id).all<{ id: number; name: string }>();
      return results;
    }),
    handle(fetchOpenOrders, (k, input) => ordersOf(k.sql, playerOf(k, input.player_id).id, [OrderStatus.Created]).map((o) => viewOf(k, o))),
  ],
};
