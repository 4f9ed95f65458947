/**
 * Fuzz cases of central-bank auctions (issue 16): in a historical session with auctions on.
 */
import { directPost } from '../setup/direct-api';
import { HISTORICAL_BODY, must, freshSession, type World, type ContractCase } from './world';

/** A running historical session with auctions on (issue 16), made once per world. */
export async function auctionsSession(w: World): Promise<number> {
  return (w.auctionsId ??= await freshSession(w, { ...HISTORICAL_BODY, show_auctions: true }));
}

/** An open 13WK auction of the auctions session at the day's historical rate. */
async function openAuction(w: World): Promise<{ sessionId: number; auctionId: number }> {
  const sessionId = await auctionsSession(w);
  const yields = await must(directPost(w.tokens.trainer, '/api/yields/fetch_todays_historical_yields', { session_id: sessionId, ccy_symbol: 'USD' }), 'yields');
  const today = yields.current_period_yields as { date: string; wk13: number };
  const maturity = new Date(Date.parse(`${today.date}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
  const auction = await must(
    directPost(w.tokens.trainer, '/api/auctions/create_auction', {
      session_id: sessionId,
      tenor: 2,
      maturity_date: maturity,
      bid_value_no_units: 80,
      bid_unit: 0,
      currency: 'USD',
      rate: today.wk13,
      rate_difference_from_historical_rate: 0,
    }),
    'create an auction',
  );
  return { sessionId, auctionId: auction.id as number };
}

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  'auctions.create': async (w) => {
    const sessionId = await auctionsSession(w);
    const yields = await must(directPost(w.tokens.trainer, '/api/yields/fetch_todays_historical_yields', { session_id: sessionId, ccy_symbol: 'USD' }), 'yields');
    const today = yields.current_period_yields as { date: string; wk4: number };
    const maturity = new Date(Date.parse(`${today.date}T00:00:00Z`) + 27 * 86_400_000).toISOString().slice(0, 10);
    return { sessionId, body: { tenor: 0, maturity_date: maturity, bid_value_no_units: 80, bid_unit: 0, currency: 'USD', rate: today.wk4 + 0.125, rate_difference_from_historical_rate: 0.125 } };
  },
  'auctions.bid': async (w) => {
    const { sessionId, auctionId } = await openAuction(w);
    return { sessionId, body: { auction: auctionId, initial_bid_value: 1_000_000 } };
  },
  'auctions.issue': async (w) => {
    const { sessionId, auctionId } = await openAuction(w);
    await must(directPost(w.tokens.player, '/api/auctions/create_player_auction_response', { session_id: sessionId, auction: auctionId, initial_bid_value: 1_000_000 }), 'bid');
    return { sessionId, body: { auction_id: auctionId } };
  },
};
