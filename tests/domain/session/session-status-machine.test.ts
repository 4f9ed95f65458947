import { describe, expect, it } from 'vitest';
import { ScenarioType, SessionStatus } from '../../../domain/enums';
import {
  INITIAL_SESSION_STATUS,
  SESSION_ACTIONS,
  STATUS_MESSAGES,
  availableActions,
  nextStatus,
  type SessionAction,
  type SessionStatusState,
} from '../../../domain/session/status-machine';

const { Paused, Running, Finished, Creating, Delay, Frozen } = SessionStatus;
const ALL_STATUSES = [Paused, Running, Finished, Creating, Delay, Frozen] as const;

const state = (overrides: Partial<SessionStatusState> = {}): SessionStatusState => ({
  status: Running,
  scenario_type: ScenarioType.RealTime,
  delay_minutes_left: 0,
  instruments_saved: true,
  ...overrides,
});
const ok = (status: SessionStatus, delay_minutes_left = 0) => ({ ok: true, status, delay_minutes_left });
const refused = (message: string, kind = 'conflict') => ({ ok: false, kind, message });

/** play_pause as the console sends it: with the status it shows. */
const playPause = (s: SessionStatusState) => nextStatus(s, 'play_pause', { current_status: s.status });

describe('creating', () => {
  it('a new session starts in Creating', () => {
    expect(INITIAL_SESSION_STATUS).toBe(Creating);
  });

  it('finish creating goes to Paused without a delay, to Delay with one', () => {
    expect(nextStatus(state({ status: Creating }), 'finish_creating')).toEqual(ok(Paused));
    expect(nextStatus(state({ status: Creating, delay_minutes_left: 5 }), 'finish_creating')).toEqual(ok(Delay, 5));
  });

  it('the console main button (play_pause with current status Creating) finishes creating', () => {
    expect(playPause(state({ status: Creating }))).toEqual(ok(Paused));
    expect(playPause(state({ status: Creating, delay_minutes_left: 31 }))).toEqual(ok(Delay, 31));
  });

  it('is refused with the spec banner until instruments are saved', () => {
    const banner =
      'Please select and save the Session Instruments (Session Settings tab) in order to finish creating the session.';
    const s = state({ status: Creating, instruments_saved: false });
    expect(nextStatus(s, 'finish_creating')).toEqual(refused(banner));
    expect(playPause(s)).toEqual(refused(banner));
  });

  it('finish_creating is refused once created', () => {
    for (const status of [Paused, Running, Delay, Frozen]) {
      expect(nextStatus(state({ status }), 'finish_creating')).toEqual(refused(STATUS_MESSAGES.alreadyCreated));
    }
    expect(nextStatus(state({ status: Finished }), 'finish_creating')).toEqual(refused(STATUS_MESSAGES.finished));
  });
});

describe('play_pause', () => {
  it('Paused → Running, Running → Paused, Frozen → Running', () => {
    expect(playPause(state({ status: Paused }))).toEqual(ok(Running));
    expect(playPause(state({ status: Running }))).toEqual(ok(Paused));
    expect(playPause(state({ status: Frozen }))).toEqual(ok(Running));
    expect(playPause(state({ status: Paused, scenario_type: ScenarioType.Historical }))).toEqual(ok(Running));
  });

  it('is refused during the delay and once finished', () => {
    expect(playPause(state({ status: Delay, delay_minutes_left: 3 }))).toEqual(refused(STATUS_MESSAGES.delayNoPlay));
    expect(playPause(state({ status: Finished }))).toEqual(refused(STATUS_MESSAGES.finished));
  });

  it('is refused while a historical period is passing', () => {
    const s = state({ status: Running, scenario_type: ScenarioType.Historical, currently_passing_time: true });
    expect(playPause(s)).toEqual(refused(STATUS_MESSAGES.passingTime));
    expect(playPause({ ...s, currently_passing_time: false })).toEqual(ok(Paused));
  });

  it('is refused (409) when the current status the client sent is stale', () => {
    for (const status of ALL_STATUSES) {
      for (const seen of ALL_STATUSES) {
        if (seen === status) continue;
        expect(nextStatus(state({ status }), 'play_pause', { current_status: seen })).toEqual(
          refused('The session status has changed: reload and try again.'),
        );
      }
    }
  });

  it('needs a current status (400) and accepts it as numeric text', () => {
    expect(nextStatus(state(), 'play_pause')).toEqual(refused(STATUS_MESSAGES.missingCurrentStatus, 'invalid'));
    expect(nextStatus(state(), 'play_pause', {})).toEqual(refused(STATUS_MESSAGES.missingCurrentStatus, 'invalid'));
    expect(nextStatus(state(), 'play_pause', { current_status: null })).toEqual(
      refused(STATUS_MESSAGES.missingCurrentStatus, 'invalid'),
    );
    for (const bad of [9, -1, 1.5, 'running', true]) {
      expect(nextStatus(state(), 'play_pause', { current_status: bad })).toEqual(
        refused(STATUS_MESSAGES.unknownCurrentStatus, 'invalid'),
      );
    }
    expect(nextStatus(state({ status: Paused }), 'play_pause', { current_status: '0' })).toEqual(ok(Running));
  });
});

describe('freeze', () => {
  it('only a running real-time session freezes', () => {
    expect(nextStatus(state({ status: Running }), 'freeze')).toEqual(ok(Frozen));
    expect(nextStatus(state({ status: Paused }), 'freeze')).toEqual(
      refused('Only a running real-time session can be frozen.'),
    );
    expect(nextStatus(state({ status: Delay, delay_minutes_left: 2 }), 'freeze')).toEqual(
      refused(STATUS_MESSAGES.freezeOnlyRunningRealTime),
    );
  });

  it('refuses historical, frozen, creating and finished sessions with their own message', () => {
    expect(nextStatus(state({ status: Running, scenario_type: ScenarioType.Historical }), 'freeze')).toEqual(
      refused(STATUS_MESSAGES.freezeHistorical),
    );
    expect(nextStatus(state({ status: Frozen }), 'freeze')).toEqual(refused(STATUS_MESSAGES.alreadyFrozen));
    expect(nextStatus(state({ status: Creating }), 'freeze')).toEqual(refused(STATUS_MESSAGES.stillCreating));
    expect(nextStatus(state({ status: Finished }), 'freeze')).toEqual(refused(STATUS_MESSAGES.finished));
  });
});

describe('finish', () => {
  it('finishes from Paused, Running, Delay and Frozen', () => {
    for (const status of [Paused, Running, Delay, Frozen]) {
      expect(nextStatus(state({ status, delay_minutes_left: status === Delay ? 4 : 0 }), 'finish')).toEqual(ok(Finished));
    }
  });

  it('is refused from Creating and Finished', () => {
    expect(nextStatus(state({ status: Creating }), 'finish')).toEqual(refused(STATUS_MESSAGES.cannotFinishCreating));
    expect(nextStatus(state({ status: Finished }), 'finish')).toEqual(refused(STATUS_MESSAGES.alreadyFinished));
  });
});

describe('delay countdown', () => {
  it('counts down a minute at a time, then runs', () => {
    let s = state({ status: Creating, delay_minutes_left: 3 });
    const seen: Array<[SessionStatus, number]> = [];
    let result = nextStatus(s, 'finish_creating');
    while (result.ok) {
      seen.push([result.status, result.delay_minutes_left]);
      s = { ...s, status: result.status, delay_minutes_left: result.delay_minutes_left };
      if (s.status !== Delay) break;
      result = nextStatus(s, 'delay_tick');
    }
    expect(seen).toEqual([
      [Delay, 3],
      [Delay, 2],
      [Delay, 1],
      [Running, 0],
    ]);
  });

  it('a Delay with nothing left runs on the next tick', () => {
    expect(nextStatus(state({ status: Delay, delay_minutes_left: 0 }), 'delay_tick')).toEqual(ok(Running));
  });

  it('is refused outside Delay', () => {
    for (const status of [Paused, Running, Finished, Creating, Frozen]) {
      expect(nextStatus(state({ status }), 'delay_tick')).toEqual(refused(STATUS_MESSAGES.notDelayed));
    }
  });
});

describe('historical_end', () => {
  const historical = (status: SessionStatus) => state({ status, scenario_type: ScenarioType.Historical });

  it('a running or paused historical session finishes at its end date', () => {
    expect(nextStatus(historical(Running), 'historical_end')).toEqual(ok(Finished));
    expect(nextStatus(historical(Paused), 'historical_end')).toEqual(ok(Finished));
  });

  it('is refused for real-time sessions and other statuses', () => {
    expect(nextStatus(state({ status: Running }), 'historical_end')).toEqual(refused(STATUS_MESSAGES.historicalEndRealTime));
    expect(nextStatus(historical(Finished), 'historical_end')).toEqual(refused(STATUS_MESSAGES.alreadyFinished));
    for (const status of [Creating, Delay, Frozen]) {
      expect(nextStatus(historical(status), 'historical_end')).toEqual(refused(STATUS_MESSAGES.historicalEndNotRunning));
    }
  });
});

describe('every refusal', () => {
  it('carries a 409 or 400 and a message; an unknown action is a 400', () => {
    for (const status of ALL_STATUSES) {
      for (const scenario_type of [ScenarioType.RealTime, ScenarioType.Historical]) {
        for (const action of SESSION_ACTIONS) {
          const result = nextStatus(state({ status, scenario_type, instruments_saved: false }), action, {
            current_status: status,
          });
          if (!result.ok) {
            expect(['invalid', 'conflict']).toContain(result.kind);
            expect(result.message.length).toBeGreaterThan(15);
          }
        }
      }
    }
    expect(nextStatus(state(), 'rewind' as SessionAction)).toEqual(refused(STATUS_MESSAGES.unknownAction, 'invalid'));
  });

  it('availableActions lists what a trainer may do now', () => {
    expect(availableActions(state({ status: Creating }))).toEqual(['finish_creating', 'play_pause']);
    expect(availableActions(state({ status: Creating, instruments_saved: false }))).toEqual([]);
    expect(availableActions(state({ status: Running }))).toEqual(['play_pause', 'freeze', 'finish']);
    expect(availableActions(state({ status: Running, scenario_type: ScenarioType.Historical }))).toEqual([
      'play_pause',
      'finish',
    ]);
    expect(availableActions(state({ status: Frozen }))).toEqual(['play_pause', 'finish']);
    expect(availableActions(state({ status: Delay, delay_minutes_left: 1 }))).toEqual(['finish']);
    expect(availableActions(state({ status: Finished }))).toEqual([]);
  });
});
