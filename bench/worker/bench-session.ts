/**
 * The session object as the benchmark builds it: the production class plus hooks that time
 * the engine inside the object (orders in a loop, a period step, the books' audit that follows
 * it in an alarm run of its own, a tick on demand). Only the
 * bench's own Worker entry (bench/worker/index.ts) exports it; production never has them.
 */
import { Refusal } from '../../domain/refusal';
import { placeOrder } from '../../domain/engine/orders';
import { auditPending, auditPlayers } from '../../durable-objects/trading-session/features/error-reports/books-check';
import { historicalStep, realTimeTick } from '../../durable-objects/trading-session/features/market-clock';
import { TradingSession } from '../../durable-objects/trading-session/trading-session';

export class BenchTradingSession extends TradingSession {
  /** Places `count` market orders for players in turn (buy then sell), each committed on its own. */
  async benchOrders(count: number, ric: string): Promise<{ executed: number; refused: number }> {
    const k = this.kernel;
    k.exists();
    const state = k.state();
    const players = [...state.players.values()];
    const market = k.marketView();
    let executed = 0;
    let refused = 0;
    for (let n = 0; n < count; n++) {
      const player = players[n % players.length]!;
      const held = player.book.positions.get(ric)?.quantity ?? 0;
      try {
        const r = placeOrder(state, market, player, { ric, resourcetype: 'MarketOrder', transaction: held > 0 ? 1 : 0, quantity: 10 }, { refusal: null, isRealTime: false });
        k.commit(r.changes, r.events);
        executed++;
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refused++;
      }
    }
    return { executed, refused };
  }

  /** Runs the next historical period step now, whatever its due time. */
  async benchStep(): Promise<{ period: number }> {
    this.kernel.exists();
    await historicalStep(this.kernel, this.kernel.now());
    return { period: this.kernel.clock().period };
  }

  /** Runs the books' audit the last step marked due, as its own alarm run would (in a transaction of its own). */
  async benchAudit(): Promise<{ audited: boolean }> {
    const k = this.kernel;
    k.exists();
    if (!auditPending(k)) return { audited: false };
    k.ctx.storage.transactionSync(() => auditPlayers(k));
    return { audited: true };
  }

  /** Runs a real-time tick now. */
  async benchTick(): Promise<{ ticks: number }> {
    this.kernel.exists();
    realTimeTick(this.kernel, this.kernel.now());
    return { ticks: this.kernel.clock().ticks };
  }
}
