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
    // What runs in an alarm run of its own right after (the books' audit after a step), as the real alarm would.
    if (await this.testAloneDue()) await this.alarm();
    return { now: ms };
  }

  /**
   * Runs a running historical session's next period now, as its timer would: the clock to the
   * period's due time and the alarm (the step, 'Advancing to next period'), then to the end of
   * the passing time and the alarm again (trading resumes).
   */
  async testNextPeriod(): Promise<{ now: number }> {
    const k = (this as unknown as { kernel: { clock(): { period_started_at: number | null; passing_until: number | null }; settings(): { historical_sleep_time: number } } }).kernel;
    const started = k.clock().period_started_at;
    if (!started) throw new Error('Not a running historical session');
    const stepped = await this.testAdvanceTo(Math.ceil(started + k.settings().historical_sleep_time * 1000));
    const passingUntil = k.clock().passing_until;
    return passingUntil ? this.testAdvanceTo(Math.ceil(passingUntil)) : stepped;
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
