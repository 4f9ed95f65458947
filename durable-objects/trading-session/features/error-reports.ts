/**
 * Error monitoring (issue 13, spec 002 §2 "errors"): what the admin's errors page lists is
 * reported by each session into D1 as it happens, so that page never wakes a session. Failed
 * executions, watched orders and stop losses / take profits reach the outbox through triggers
 * in the same transaction as their change (error-reports/report-outbox.ts); the books' audit
 * adds its findings after each period or daily roll, in an alarm run of its own right after the
 * step, outside the step's transaction (error-reports/books-check.ts). A timer on the
 * one alarm flushes the outbox in batches (error-reports/report-flush.ts): with the ticks and
 * steps when the session runs, and within a few seconds of a call that left something in it, so
 * no order waits on D1.
 */
import type { Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { auditDue, auditPending, auditPlayers, markAuditDue } from './error-reports/books-check';
import { flushReports } from './error-reports/report-flush';
import { REPORT_MIGRATIONS, outboxEmpty } from './error-reports/report-outbox';

/** After a call: the alarm rings this soon if nothing else is due sooner (reports within 10 s). */
const FLUSH_DELAY_MS = 2_000;
/** After D1 refused a flush: the next attempt. */
const RETRY_MS = 5_000;
const RETRY = 'error-reports.retry_at';

const retry = (k: SessionKernel) => k.remember(RETRY, () => ({ at: 0 }));

/** The D1 rows of a session's reports, deleted with its index row. */
export function reportDeletions(db: D1Database, sessionId: number): D1PreparedStatement[] {
  return ['execution_errors', 'admin_orders', 'player_differences'].map((table) => db.prepare(`DELETE FROM ${table} WHERE session_id = ?`).bind(sessionId));
}

export const errorReports: Feature = {
  name: 'error reports',
  migrations: REPORT_MIGRATIONS,
  step: [
    {
      phase: 'records',
      run(k, step) {
        if (auditDue(step)) markAuditDue(k);
      },
    },
  ],
  timers: [
    {
      name: 'books audit',
      alone: true,
      due: (k) => (auditPending(k) ? k.now() : null),
      run: (k) => k.ctx.storage.transactionSync(() => auditPlayers(k)),
    },
    {
      name: 'error reports flush',
      due: (k) => (outboxEmpty(k.sql) ? null : Math.max(k.now(), retry(k).at)),
      async run(k, now) {
        try {
          await flushReports(k);
        } catch (error) {
          // D1 unavailable: the outbox keeps the reports; the session's own timers go on.
          console.error(`session ${k.clock().id}: error reports flush failed:`, error);
          retry(k).at = now + RETRY_MS;
        }
      },
    },
  ],
  async afterCall(k) {
    if (!k.exists() || outboxEmpty(k.sql) || k.testClockSet()) return;
    const wanted = Date.now() + FLUSH_DELAY_MS;
    const armed = await k.ctx.storage.getAlarm();
    if (armed === null || armed > wanted) await k.ctx.storage.setAlarm(wanted);
  },
};
