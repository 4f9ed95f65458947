/**
 * Fuzz cases of orders: a resting limit order to cancel.
 */
import { directPost } from '../setup/direct-api';
import { must, type ContractCase } from './world';

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  'orders.cancel': async (w) => {
    const order = await must(
      directPost(w.tokens.player, '/api/orders/', { session_id: w.sessionId, financial_instrument: 'AAPL.O', transaction: 0, quantity: 1, resourcetype: 'LimitOrder', limit_price: 1 }),
      'limit order',
    );
    return { params: { id: String(order.id) } };
  },
};
