/**
 * The object's one alarm, multiplexing the features' named timers (ticks, period steps, delay
 * minutes, the index sync, later maturities): armed at the earliest due time; when it rings,
 * each due timer runs in registration order, then it is armed again; a timer marked `alone`
 * runs only in a ring where no other timer ran before it (else in the next ring, armed at once).
 * Alarms are at least once and retried, so every timer's run is idempotent.
 */
import type { Timer } from './feature';
import type { SessionKernel } from './session-kernel';

export class Scheduler {
  constructor(
    private readonly k: SessionKernel,
    private readonly timers: readonly Timer[],
  ) {}

  async arm(): Promise<void> {
    const due = this.timers.map((t) => t.due(this.k)).filter((d): d is number => d !== null);
    if (due.length === 0) await this.k.ctx.storage.deleteAlarm();
    // Under a test's clock only the test runs alarms (runDurableObjectAlarm): one due "now" by
    // the test clock must not also fire by itself a few milliseconds later and race the test.
    else if (this.k.testClockSet()) await this.k.ctx.storage.setAlarm(Date.now() + 3_600_000);
    else await this.k.ctx.storage.setAlarm(Date.now() + Math.max(10, Math.min(...due) - this.k.now()));
  }

  /** Whether a timer that runs alone is due now (it waits for the next ring when another ran in this one). */
  aloneDue(): boolean {
    return this.timers.some((t) => {
      const due = t.alone ? t.due(this.k) : null;
      return due !== null && due <= this.k.now();
    });
  }

  async ring(): Promise<void> {
    let ran = false;
    for (const timer of this.timers) {
      const due = timer.due(this.k);
      const now = this.k.now();
      if (due === null || due > now || (timer.alone && ran)) continue;
      await timer.run(this.k, now);
      ran = true;
    }
    await this.arm();
  }
}
