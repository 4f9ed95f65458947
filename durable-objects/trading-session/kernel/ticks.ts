/**
 * What happens when the session's clock moves: a real-time tick every 5 seconds or a
 * historical period step. Pending orders are checked against the market, every player is
 * revalued, history is recorded, and the prices and values go out on the channel.
 */
import { checkOdas } from '../../../domain/engine/oda';
import { checkPendingOrders, type StepKind } from '../../../domain/engine/orders';
import type { EngineState } from '../../../domain/engine/engine-state';
import { accountCash } from '../../../domain/engine/cash-accounts';
import { summarize, type PlayerSummary } from '../../../domain/session/player-view';
import type { Valuation } from '../../../domain/trading/valuation';
import type { Change, EngineEvent, MarketView } from '../../../domain/engine/types';
import { priceTuple } from '../../../domain/live-events';
import { financialInstrumentView } from '../../../domain/session/entities';
import { repoPositionFields } from '../../../domain/engine/repos/value';

export { summarize, type PlayerSummary };

/** Rounds for the wire: two digits beyond what the screens show keep arrows and flashes exact. */
const roundTo = (x: number | undefined, digits: number) => (x === undefined ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/**
 * The prices of the session's instruments for every socket. Kept small, since it goes to every
 * client every tick: tuples rather than objects, rounded to the instrument's decimals plus two,
 * accrued only for bonds.
 */
export function priceEvent(state: EngineState, market: MarketView): EngineEvent {
  const prices = [...state.instruments.values()].map((i) => {
    const q = market.quote(i.ric);
    const digits = i.no_of_decimals + 2;
    return priceTuple({
      ric: i.ric,
      bid: roundTo(q?.bid, digits),
      ask: roundTo(q?.ask, digits),
      ...(i.unit_factor !== 1 ? { accrued_interest: roundTo(q?.accruedPer100 ?? 0, 6)! } : {}),
      open: market.isOpen(i),
    });
  });
  // Each currency's rate to the reporting currency, so limits in the browser match the server's.
  const currencies = new Set([...state.instruments.values()].map((i) => i.variable_currency));
  const fx_rates = Object.fromEntries([...currencies].map((c) => [c, roundTo(market.fxToReporting(c), 8)]));
  return { audience: 'all', type: 'send_price', data: { timestamp: market.now(), prices, fx_rates } };
}

export interface StepOutcome {
  changes: Change[];
  events: EngineEvent[];
  summaries: PlayerSummary[];
  /** Each player's valuation behind its summary, for later phases that need the same figures. */
  valuations: ReadonlyMap<number, Valuation>;
}

export function runMarketStep(state: EngineState, market: MarketView, kind: StepKind): StepOutcome {
  // On-open and on-close orders carry the time they execute: nothing here needs to remember
  // which markets were open at the last step (memory a restarted object would not have).
  const pending = checkPendingOrders(state, market, kind);
  const odas = checkOdas(state, market);
  pending.changes.push(...odas.changes);
  pending.events.push(...odas.events);
  // The fills' cash is counted before the summaries read it (cash MTM, position PnL).
  pending.changes.push(...accountCash(state, pending.changes, (c) => market.fxToReporting(c)));
  const valuations = new Map<number, Valuation>();
  const summaries = summarize(state, market, valuations);
  const events: EngineEvent[] = [...pending.events, priceEvent(state, market)];
  // The staff's players table needs the totals; the player's own screens also the value of each
  // position, so they follow the market without asking for the whole book every tick.
  for (const s of summaries) {
    events.push({ audience: 'staff', type: 'portfolio_value_updated', data: s });
    const book = state.players.get(s.id)!.book;
    const positions = valuations
      .get(s.id)!
      .positions.filter((p) => p.quantity !== 0)
      .map((p) => financialInstrumentView(p, book.positions.get(p.ric)!, state.instruments.get(p.ric)!, repoPositionFields(book, p.ric, state.instruments.get(p.ric)!)));
    events.push({ audience: { player_id: s.id, only: true }, type: 'portfolio_value_updated', data: { ...s, positions } });
  }
  return { changes: pending.changes, events, summaries, valuations };
}
