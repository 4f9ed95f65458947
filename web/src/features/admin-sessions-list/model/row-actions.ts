/**
 * Which row actions of the sessions list are enabled (spec 002 §2), and why not when they are
 * not: Play/Pause is off when finished (and while a delay counts down, which cannot be
 * skipped); End is off when finished or creating; Compute reports is off while creating;
 * Delete only while creating or once finished (the server's rule); Clone always. The texts are the status machine's own.
 */
import { SessionStatus } from '@domain/enums';
import { REPORTS_CREATING } from '@domain/reports/individual-report';
import { deleteRefusal, STATUS_MESSAGES } from '@domain/session/status-machine';

export type Availability = { enabled: true } | { enabled: false; reason: string };

const on: Availability = { enabled: true };
const off = (reason: string): Availability => ({ enabled: false, reason });

/** The label of Play/Pause for a status: Pause while running, Play otherwise. */
export function playPauseLabel(status: number): 'Play' | 'Pause' {
  return status === SessionStatus.Running ? 'Pause' : 'Play';
}

export function playPauseAvailability(status: number): Availability {
  if (status === SessionStatus.Finished) return off(STATUS_MESSAGES.finished);
  if (status === SessionStatus.Delay) return off(STATUS_MESSAGES.delayNoPlay);
  return on;
}

export function endAvailability(status: number): Availability {
  if (status === SessionStatus.Finished) return off(STATUS_MESSAGES.alreadyFinished);
  if (status === SessionStatus.Creating) return off(STATUS_MESSAGES.cannotFinishCreating);
  return on;
}

export function deleteAvailability(status: number): Availability {
  const refusal = deleteRefusal(status as SessionStatus);
  return refusal ? off(refusal) : on;
}

export function computeReportsAvailability(status: number): Availability {
  return status === SessionStatus.Creating ? off(REPORTS_CREATING) : on;
}
