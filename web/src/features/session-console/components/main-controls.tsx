/**
 * The console's main button and its neighbours (spec 000 §4): 'Pause' while playing, 'Play'
 * while paused or frozen, 'Finish Creating' while creating (disabled until instruments are
 * saved, with the spec's banner; the page reloads when leaving creating), disabled while a
 * historical period is passing; Freeze for a running real-time session; End session (asks
 * first). A disabled button says why in its tooltip.
 */
import { ExclamationTriangleIcon, PauseIcon, PlayIcon, StopIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { ScenarioType, SessionStatus } from '@domain/enums';
import { STATUS_MESSAGES } from '@domain/session/status-machine';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { finishSession, freezeSession, playPause } from '../api/session-status';

export function MainControls() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const [busy, setBusy] = useState<null | 'main' | 'freeze' | 'finish'>(null);
  const status = session.status as SessionStatus;
  const passing = session.currently_passing_time;
  const instrumentsSaved = session.instruments_saved;

  const run = async (which: 'main' | 'freeze' | 'finish', action: () => Promise<unknown>, after?: () => void) => {
    setBusy(which);
    try {
      await action();
      after?.();
    } catch {
      // apiRequest already shows the server's reason.
    } finally {
      setBusy(null);
    }
  };

  let main: { label: string; icon: React.ReactNode; disabledReason: string | null } | null = null;
  if (status === SessionStatus.Creating) {
    main = { label: 'Finish Creating', icon: <PlayIcon />, disabledReason: instrumentsSaved ? null : STATUS_MESSAGES.instrumentsNotSaved };
  } else if (status === SessionStatus.Running) {
    main = { label: 'Pause', icon: <PauseIcon />, disabledReason: passing ? STATUS_MESSAGES.passingTime : null };
  } else if (status === SessionStatus.Paused || status === SessionStatus.Frozen) {
    main = { label: 'Play', icon: <PlayIcon />, disabledReason: passing ? STATUS_MESSAGES.passingTime : null };
  }

  const canFreeze = status === SessionStatus.Running && session.scenario_type === ScenarioType.RealTime;
  const canFinish = status !== SessionStatus.Finished && status !== SessionStatus.Creating;

  return (
    <Flex direction="column" gap="2" align={{ initial: 'stretch', md: 'end' }}>
      <Flex gap="2" wrap="wrap" justify={{ initial: 'start', md: 'end' }}>
        {main ? (
          <Disabled reason={main.disabledReason}>
            <Button
              size="2"
              color={status === SessionStatus.Running ? 'orange' : 'green'}
              disabled={main.disabledReason !== null}
              loading={busy === 'main'}
              onClick={() =>
                void run('main', () => playPause(sessionId, status), status === SessionStatus.Creating ? () => window.location.reload() : undefined)
              }
            >
              {main.icon} {main.label}
            </Button>
          </Disabled>
        ) : null}
        {canFreeze ? (
          <Button size="2" variant="soft" color="cyan" loading={busy === 'freeze'} onClick={() => void run('freeze', () => freezeSession(sessionId))}>
            Freeze
          </Button>
        ) : null}
        {canFinish ? (
          <ConfirmDialog
            trigger={
              <Button size="2" variant="soft" color="red" loading={busy === 'finish'}>
                <StopIcon /> End session
              </Button>
            }
            title={`End session ${sessionId}?`}
            description="Trading stops for good and every open order is cancelled. A finished session cannot be played again."
            cancelLabel="Cancel"
            confirmLabel="End session"
            confirmColor="red"
            onConfirm={() => void run('finish', () => finishSession(sessionId))}
          />
        ) : null}
      </Flex>
    </Flex>
  );
}

/** The spec's banner while a session cannot finish creating: its instruments are not saved yet. */
export function InstrumentsBanner() {
  const session = useSessionRecord();
  if (session.status !== SessionStatus.Creating || session.instruments_saved) return null;
  return (
    <Callout.Root color="amber" size="1" role="status" style={{ position: 'relative', zIndex: 3 }}>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{STATUS_MESSAGES.instrumentsNotSaved}</Callout.Text>
    </Callout.Root>
  );
}

/** Wraps a control that may be disabled so its reason shows on hover and focus. */
function Disabled({ reason, children }: { reason: string | null; children: React.ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip content={reason}>
      <span tabIndex={0} aria-label={reason}>
        {children}
      </span>
    </Tooltip>
  );
}
