/**
 * What an administrator does to the books from the session page (spec 002 §2, issue 13):
 *
 * - A forced order: a market order filled at once at a price the administrator sets, whatever
 *   the market hours and the order limits, but never for a player without a wallet in the
 *   instrument's currency ('Wallet not found!') and never through zero (a sell larger than the
 *   long, a buy larger than the short). It is booked like any fill; its cash line is split in
 *   two so the books say where the value came from: 'trade' at the mid and
 *   'forced_price_adjustment' = (mid − forced price) × signed quantity, together exactly what the
 *   fill cost at the forced price.
 * - Closing every position of every player at the current bid or ask, each as a normal market
 *   order with the rationale 'Close position', whatever the market hours; a position that
 *   cannot be closed is reported, not left half-booked.
 *
 * Pure, like the rest of the engine: changes and events out, no I/O.
 */
import { contractNotOrder, isContractFamily } from '../trading/asset-classes';
import { OrderStatus, TransactionType } from '../enums';
import { toMinor } from '../money';
import { invalid } from '../refusal';
import { REFUSAL } from '../trading/order-limits';
import { NOT_LISTED_YET } from '../market/instrument';
import { markOf, type EngineState } from './engine-state';
import { repoedQuantity } from './repos/value';
import { settleAllRepos } from './repos/contract';
import { MARKET_NOT_OPEN, bookFill, fillOrder, newOrder } from './orders';
import type { Change, EngineEvent, EngineResult, MarketView, Order, PlayerState, SessionInstrument } from './types';

/** The rationale of the orders that close positions (spec 001 §4, the portfolio's Close). */
export const CLOSE_POSITION_RATIONALE = 'Close position';

/** A forced order worth more than this (variable currency) is a typing mistake, not a trade. */
export const MAX_FORCED_VALUE = 1_000_000_000_000;

export const THROUGH_ZERO = 'A forced order cannot take a position through zero';

export interface ForcedOrderRequest {
  ric: string;
  transaction: typeof TransactionType.Buy | typeof TransactionType.Sell;
  quantity: number;
  forced_price: number;
  person_id: number | null;
  /** The administrator's username, kept on the order for the audit. */
  forced_by: string;
}

const signedQuantity = (req: { transaction: TransactionType; quantity: number }) => (req.transaction === TransactionType.Buy ? req.quantity : -req.quantity);

/**
 * Refuses what a forced order may not do; answers the instrument. Run before anything is
 * stored (the admin person is made only for an order that will be booked) and again when booking.
 */
export function checkForcedOrder(state: EngineState, player: PlayerState, req: Omit<ForcedOrderRequest, 'person_id' | 'forced_by'>): SessionInstrument {
  const instrument = state.instruments.get(req.ric);
  if (!instrument) throw invalid('Could not retrieve financial instrument!');
  if (isContractFamily(instrument.resourcetype)) throw invalid(contractNotOrder(instrument.resourcetype));
  if (!player.book.wallets.has(instrument.variable_currency)) throw invalid('Wallet not found!');
  if (!Number.isInteger(req.quantity) || req.quantity <= 0) throw invalid('Quantity must be a whole number above 0');
  if (!(req.forced_price > 0)) throw invalid('The forced price must be above 0');
  const held = player.book.positions.get(req.ric)?.quantity ?? 0;
  // A sell only reduces a long (forced orders open no short); a buy on a short only covers it.
  // …and never the face under open repos (banking.md §2: repoed quantity cannot be sold).
  const max = req.transaction === TransactionType.Sell ? Math.max(held - repoedQuantity(player.book, req.ric), 0) : held < 0 ? -held : Infinity;
  if (req.quantity > max) throw invalid(req.transaction === TransactionType.Sell && held <= 0 ? REFUSAL.cannotSell : THROUGH_ZERO, { max_quantity: max });
  if (req.quantity * req.forced_price * instrument.unit_factor > MAX_FORCED_VALUE) {
    throw invalid('The forced order is worth more than 1,000,000,000,000', { max_value: MAX_FORCED_VALUE });
  }
  return instrument;
}

/** The session's mid of an instrument now (its bid and ask as the session quotes them). */
export function midOf(state: EngineState, market: MarketView, ric: string): number | null {
  const m = markOf(state, market, ric);
  return m.bid > 0 && m.ask > 0 ? (m.bid + m.ask) / 2 : null;
}

/**
 * Splits a forced fill's 'trade' line into the trade at the mid and the forced price
 * adjustment; their sum is the line as booked, to the minor unit.
 */
function splitTradeLine(changes: Change[], order: Order, instrument: SessionInstrument, mid: number): void {
  const k = changes.findIndex((c) => c.kind === 'ledger' && c.entry.reason === 'trade' && c.entry.orderId === order.id);
  const line = changes[k];
  if (!line || line.kind !== 'ledger') return;
  const atMid = toMinor(-signedQuantity(order) * mid * instrument.unit_factor, instrument.variable_currency);
  const adjustment = line.entry.amount - atMid;
  changes[k] = { ...line, entry: { ...line.entry, amount: atMid } };
  if (adjustment !== 0) changes.splice(k + 1, 0, { ...line, entry: { ...line.entry, amount: adjustment, reason: 'forced_price_adjustment' } });
}

/** Fills a forced order at its forced price now: booked, counted and sent like any fill. */
export function forceOrder(state: EngineState, market: MarketView, player: PlayerState, req: ForcedOrderRequest): EngineResult<Order> {
  const instrument = checkForcedOrder(state, player, req);
  if (market.notListedYet?.(req.ric)) throw invalid(NOT_LISTED_YET);
  const mid = midOf(state, market, req.ric);
  if (mid === null) throw invalid(MARKET_NOT_OPEN);
  const order: Order = {
    ...newOrder(state, player, { ric: req.ric, resourcetype: 'MarketOrder', transaction: req.transaction, quantity: req.quantity, person_id: req.person_id }, market.now()),
    forced_price: req.forced_price,
    forced_by: req.forced_by,
  };
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  bookFill(state, market, player, order, { price: req.forced_price, accrued: markOf(state, market, req.ric).accruedPer100 }, changes, events);
  splitTradeLine(changes, order, instrument, mid);
  return { value: order, changes, events };
}

export interface CloseFailure {
  player_id: number;
  player_name: string;
  ric: string;
  reason: string;
}

/**
 * Closes every position of every player (players by id, positions by ric) at the current bid or
 * ask, each as a market order 'Close position' with the order limits a closing fill meets;
 * whatever the market hours. A position that cannot be closed now (no quote, a limit) is
 * reported with its reason and left as it was.
 */
export function closeAllPositions(state: EngineState, market: MarketView): EngineResult<{ closed: number; failed: CloseFailure[] }> {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const failed: CloseFailure[] = [];
  let closed = 0;
  for (const player of [...state.players.values()].sort((a, b) => a.id - b.id)) {
    // Repos settle first, early at the interest accrued so far (banking.md §2), freeing their bonds.
    const repos = settleAllRepos({ state, market }, [player]);
    changes.push(...repos.changes);
    events.push(...repos.events);
    const open = [...player.book.positions.values()].filter((p) => p.quantity !== 0 && state.instruments.has(p.ric)).sort((a, b) => a.ric.localeCompare(b.ric));
    for (const position of open) {
      const order = newOrder(
        state,
        player,
        {
          ric: position.ric,
          resourcetype: 'MarketOrder',
          transaction: position.quantity > 0 ? TransactionType.Sell : TransactionType.Buy,
          quantity: Math.abs(position.quantity),
          investment_rationale: CLOSE_POSITION_RATIONALE,
        },
        market.now(),
      );
      const refusal = fillOrder(state, market, player, order, changes, events);
      if (refusal === null && order.status === OrderStatus.Executed) closed++;
      else failed.push({ player_id: player.id, player_name: player.name, ric: position.ric, reason: refusal ?? 'Not executed' });
    }
  }
  return { value: { closed, failed }, changes, events };
}
