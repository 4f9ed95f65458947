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
import { conflict, notFound } from '../../../domain/refusal';
import type { InputOf } from '../../../domain/contracts/session-call';
import { handle, handleLoaded, handleOutside, type Feature } from '../kernel/feature';
import { playerPerson } from '../kernel/persons';
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

/**
 * The admin person of the player's account: from the session, else D1, else made now. Made by
 * one statement that inserts only when none exists, so two forced orders at once make one.
 */
async function adminPerson(k: SessionKernel, userId: number): Promise<number> {
  const known = k.sql.exec<{ id: number }>('SELECT id FROM persons WHERE user_id = ? AND name = ? ORDER BY id LIMIT 1', userId, ADMIN_PERSON).toArray()[0];
  if (known) return known.id;
  const db = k.env.DB;
  const [, found] = await db.batch<{ id: number }>([
    db.prepare('INSERT INTO persons (user_id, name) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM persons WHERE user_id = ? AND name = ?)').bind(userId, ADMIN_PERSON, userId, ADMIN_PERSON),
    db.prepare('SELECT id FROM persons WHERE user_id = ? AND name = ? ORDER BY id LIMIT 1').bind(userId, ADMIN_PERSON),
  ]);
  const row = found?.results[0];
  if (!row) throw new Error('The admin person could not be made');
  k.sql.exec('INSERT OR IGNORE INTO persons (id, user_id, name) VALUES (?, ?, ?)', row.id, userId, ADMIN_PERSON);
  return row.id;
}

type ForceOrderInput = InputOf<typeof forceOrder>;

function forcedRequest(k: SessionKernel, b: ForceOrderInput) {
  return { ric: k.ricOf(b.financial_instrument), transaction: b.transaction, quantity: b.quantity, forced_price: b.forced_price };
}

/** What refuses a forced order before anything is stored: the session being created, an unknown player, the order's own checks. */
function checkForced(k: SessionKernel, b: ForceOrderInput): PlayerState {
  if (k.clock().status === SessionStatus.Creating) throw conflict('Orders cannot be forced while the session is being created');
  const player = playerOf(k, b.player_id);
  checkForcedOrder(k.state(), player, forcedRequest(k, b));
  return player;
}

/** The load: refused before anything is stored (the admin person is made only for an order that books), then the person. */
async function forcedPerson(k: SessionKernel, b: ForceOrderInput): Promise<number> {
  const player = checkForced(k, b);
  if (b.person == null) return adminPerson(k, player.user_id);
  await playerPerson(k, player.user_id, b.person);
  return b.person;
}

export const adminOrders: Feature = {
  name: 'admin_orders',
  calls: [
    handleLoaded(forceOrder, forcedPerson, (k, b, actor, person_id) => {
      // Checked again on the session as it is now: it may have moved while the person was read.
      const player = checkForced(k, b);
      const state = k.state();
      const order = k.applyEngine(() => force(state, k.marketView(), player, { ...forcedRequest(k, b), person_id, forced_by: actor.caller.username }));
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
    handleOutside(fetchPlayerPersons, async (k, input) => {
      const player = playerOf(k, input.player_id);
      const { results } = await k.env.DB.prepare('SELECT id, name FROM persons WHERE user_id = ? ORDER BY id').bind(player.user_id).all<{ id: number; name: string }>();
      return results;
    }),
    handle(fetchOpenOrders, (k, input) => ordersOf(k.sql, playerOf(k, input.player_id).id, [OrderStatus.Created]).map((o) => viewOf(k, o))),
  ],
};
