/**
 * The session object as the browser tests' own build has it: the production class plus two
 * hooks a test needs and no user may reach — move the session's clock and run what is due (as
 * `advanceTo` does in the worker tests), and corrupt a cached wallet balance the way a bug
 * would (storage changed under the books, read again as after a restart). Only the test
 * entry (index.ts here) exports it; production never has them.
 */
import { TradingSession } from '../../../../durable-objects/trading-session/trading-session';

export class TestTradingSession extends TradingSession {
  /** Sets the session's clock to `ms` and runs its alarm (the test clock keeps the real alarm an hour away). */
  async testAdvanceTo(ms: number): Promise<{ now: number }> {
    await this.setTestClock(ms);
    await this.alarm();
    return { now: ms };
  }

  /** Adds `minor` units to a player's cached wallet balance, which no ledger entry explains. */
  async testCorruptWallet(playerId: number, currency: string, minor: number): Promise<{ changed: number }> {
    const k = (this as unknown as { kernel: { sql: SqlStorage; dropBooks(): void } }).kernel;
    const cursor = k.sql.exec('UPDATE wallets SET balance = balance + ? WHERE player_id = ? AND currency = ?', minor, playerId, currency);
    const changed = cursor.rowsWritten;
    k.dropBooks();
    return { changed };
  }
}
