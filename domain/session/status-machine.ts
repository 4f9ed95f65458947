/**
 * Session status machine (spec 000 §4; numeric statuses Paused 0, Running 1, Finished 2,
 * Creating 3, Delay 4, Frozen 5). Pure: the caller loads the session, asks `nextStatus`, and
 * stores the answer or sends the refusal (its kind, and the human `message`).
 *
 *   Creating --finish_creating / play_pause--> Delay (delay_minutes_left > 0) or Paused
 *                                              (refused until instruments are saved: spec banner)
 *   Delay    --delay_tick--> Delay (one minute less) … --last tick--> Running
 *   Paused   --play_pause--> Running          Running --play_pause--> Paused
 *   Running  --freeze (real-time only)--> Frozen --play_pause--> Running
 *   any but Creating/Finished --finish--> Finished
 *   Running/Paused historical --historical_end--> Finished (the clock reached the end date)
 *
 * Choices the spec leaves open:
 * - play_pause must carry the status the client saw (`current_status`); a different one means
 *   the client is stale (another trainer, the delay timer or the clock moved it) → conflict, reload.
 * - play_pause is refused while a historical period is being passed (currently_passing_time):
 *   the console disables its button then, and the server must enforce it.
 * - Delay cannot be skipped with play_pause: the console offers no button during the countdown.
 * - A session still being created cannot be finished (it never started; delete it instead).
 * - invalid is for malformed requests (unknown action, missing or unknown current_status);
 *   conflict for every request that is well formed but not allowed from the current status.
 */
import { ScenarioType, SessionStatus, SESSION_STATUS_LABELS } from '../enums';

export type SessionAction = 'finish_creating' | 'play_pause' | 'freeze' | 'finish' | 'delay_tick' | 'historical_end';
export const SESSION_ACTIONS: readonly SessionAction[] = [
  'finish_creating',
  'play_pause',
  'freeze',
  'finish',
  'delay_tick',
  'historical_end',
];

/** A new session starts here (the create call); it leaves by Finish Creating. */
export const INITIAL_SESSION_STATUS = SessionStatus.Creating;

export interface SessionStatusState {
  status: SessionStatus;
  scenario_type: ScenarioType;
  delay_minutes_left: number;
  /** True once the trainer has saved the session's instruments (Session Settings tab). */
  instruments_saved: boolean;
  /** True while a historical session is advancing to its next period. */
  currently_passing_time?: boolean;
}

export interface SessionActionArgs {
  /** play_pause: the status the client last saw (spec: "sends the current status"). */
  current_status?: unknown;
}

export type TransitionResult =
  | { ok: true; status: SessionStatus; delay_minutes_left: number }
  | { ok: false; kind: 'invalid' | 'conflict'; message: string };

export const STATUS_MESSAGES = {
  /** Spec banner, word for word. */
  instrumentsNotSaved:
    'Please select and save the Session Instruments (Session Settings tab) in order to finish creating the session.',
  stale: 'The session status has changed: reload and try again.',
  missingCurrentStatus: 'current_status is required: send the session status you are acting on.',
  unknownCurrentStatus: 'current_status must be a session status (0 to 5).',
  unknownAction: 'Unknown session action.',
  alreadyCreated: 'The session has already been created.',
  finished: 'The session is finished.',
  alreadyFinished: 'The session is already finished.',
  stillCreating: 'The session is still being created: finish creating it first.',
  cannotFinishCreating: 'A session that is still being created cannot be finished; delete it instead.',
  delayNoPlay: 'The session is counting down to its start and will run by itself when the delay ends.',
  passingTime: 'The session is advancing to its next period: try again when it has arrived.',
  freezeOnlyRunningRealTime: 'Only a running real-time session can be frozen.',
  freezeHistorical: 'Only a running real-time session can be frozen; historical sessions can be paused instead.',
  alreadyFrozen: 'The session is already frozen.',
  notDelayed: 'The session is not counting down to its start.',
  historicalEndRealTime: 'Only a historical session ends by itself at its end date.',
  historicalEndNotRunning: 'A historical session ends by itself only while it is running or paused.',
  deleteOnlyCreatingOrFinished: 'Finish the session before deleting it',
} as const;

/** Why a session in this status cannot be deleted (only while it is being created or once finished), or null: the server's rule and the sessions list's Delete. */
export function deleteRefusal(status: SessionStatus): string | null {
  return status === SessionStatus.Creating || status === SessionStatus.Finished ? null : STATUS_MESSAGES.deleteOnlyCreatingOrFinished;
}

const refuse = (message: string, kind: 'invalid' | 'conflict' = 'conflict'): TransitionResult => ({ ok: false, kind, message });
const move = (status: SessionStatus, delay_minutes_left: number): TransitionResult => ({
  ok: true,
  status,
  delay_minutes_left,
});

const isSessionStatus = (value: unknown): value is SessionStatus =>
  typeof value === 'number' && Object.hasOwn(SESSION_STATUS_LABELS, value);

/** Leaving Creating: a delay (whole minutes) counts down first, otherwise the session waits paused. */
function finishCreating(state: SessionStatusState): TransitionResult {
  if (state.status === SessionStatus.Finished) return refuse(STATUS_MESSAGES.finished);
  if (state.status !== SessionStatus.Creating) return refuse(STATUS_MESSAGES.alreadyCreated);
  if (!state.instruments_saved) return refuse(STATUS_MESSAGES.instrumentsNotSaved);
  const delay = Math.max(0, Math.floor(state.delay_minutes_left));
  return delay > 0 ? move(SessionStatus.Delay, delay) : move(SessionStatus.Paused, 0);
}

/** The console's main button and the dashboard toggle: Finish Creating, Play or Pause. */
function playPause(state: SessionStatusState, args: SessionActionArgs | undefined): TransitionResult {
  const current = typeof args?.current_status === 'string' && args.current_status.trim() !== ''
    ? Number(args.current_status) // form data sends numbers as text
    : args?.current_status;
  if (current === undefined || current === null || current === '') return refuse(STATUS_MESSAGES.missingCurrentStatus, 'invalid');
  if (!isSessionStatus(current)) return refuse(STATUS_MESSAGES.unknownCurrentStatus, 'invalid');
  if (current !== state.status) return refuse(STATUS_MESSAGES.stale);
  switch (state.status) {
    case SessionStatus.Creating:
      return finishCreating(state);
    case SessionStatus.Paused:
    case SessionStatus.Running:
    case SessionStatus.Frozen:
      if (state.currently_passing_time) return refuse(STATUS_MESSAGES.passingTime);
      return move(state.status === SessionStatus.Running ? SessionStatus.Paused : SessionStatus.Running, 0);
    case SessionStatus.Delay:
      return refuse(STATUS_MESSAGES.delayNoPlay);
    case SessionStatus.Finished:
      return refuse(STATUS_MESSAGES.finished);
  }
}

function freeze(state: SessionStatusState): TransitionResult {
  switch (state.status) {
    case SessionStatus.Finished:
      return refuse(STATUS_MESSAGES.finished);
    case SessionStatus.Creating:
      return refuse(STATUS_MESSAGES.stillCreating);
    case SessionStatus.Frozen:
      return refuse(STATUS_MESSAGES.alreadyFrozen);
  }
  if (state.scenario_type === ScenarioType.Historical) return refuse(STATUS_MESSAGES.freezeHistorical);
  if (state.status !== SessionStatus.Running) return refuse(STATUS_MESSAGES.freezeOnlyRunningRealTime);
  return move(SessionStatus.Frozen, 0);
}

function finish(state: SessionStatusState): TransitionResult {
  if (state.status === SessionStatus.Creating) return refuse(STATUS_MESSAGES.cannotFinishCreating);
  if (state.status === SessionStatus.Finished) return refuse(STATUS_MESSAGES.alreadyFinished);
  return move(SessionStatus.Finished, 0);
}

/** One minute of the start countdown; the tick that reaches 0 starts the session. */
function delayTick(state: SessionStatusState): TransitionResult {
  if (state.status !== SessionStatus.Delay) return refuse(STATUS_MESSAGES.notDelayed);
  const left = Math.max(0, Math.floor(state.delay_minutes_left) - 1);
  return left > 0 ? move(SessionStatus.Delay, left) : move(SessionStatus.Running, 0);
}

/** The historical clock reached the end date (see historical-clock.ts isLastPeriod). */
function historicalEnd(state: SessionStatusState): TransitionResult {
  if (state.scenario_type !== ScenarioType.Historical) return refuse(STATUS_MESSAGES.historicalEndRealTime);
  if (state.status === SessionStatus.Finished) return refuse(STATUS_MESSAGES.alreadyFinished);
  if (state.status !== SessionStatus.Running && state.status !== SessionStatus.Paused) {
    return refuse(STATUS_MESSAGES.historicalEndNotRunning);
  }
  return move(SessionStatus.Finished, 0);
}

/** The status after `action`, or why it is refused. Never throws. */
export function nextStatus(state: SessionStatusState, action: SessionAction, args?: SessionActionArgs): TransitionResult {
  switch (action) {
    case 'finish_creating':
      return finishCreating(state);
    case 'play_pause':
      return playPause(state, args);
    case 'freeze':
      return freeze(state);
    case 'finish':
      return finish(state);
    case 'delay_tick':
      return delayTick(state);
    case 'historical_end':
      return historicalEnd(state);
    default:
      return refuse(STATUS_MESSAGES.unknownAction, 'invalid');
  }
}

/**
 * Actions a trainer may take now (for buttons): play_pause is tried with the current status.
 * Timer actions (delay_tick, historical_end) are left out; they are not offered to people.
 */
export function availableActions(state: SessionStatusState): SessionAction[] {
  const manual: SessionAction[] = ['finish_creating', 'play_pause', 'freeze', 'finish'];
  return manual.filter((action) => nextStatus(state, action, { current_status: state.status }).ok);
}
