/**
 * The session page's controls (spec 002 §2): Play/Pause (disabled when finished), End (disabled
 * when finished or creating, asks first), Close positions (asks first, then its progress and a
 * summary) and a link to the session's console. A disabled control says why.
 */
import { ExternalLinkIcon, PauseIcon, PlayIcon, StopIcon } from '@radix-ui/react-icons';
import { Button, Flex, Link as RadixLink } from '@radix-ui/themes';
import { useState } from 'react';
import { SessionStatus } from '@domain/enums';
import { STATUS_MESSAGES } from '@domain/session/status-machine';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { endSession, togglePlay, type AdminSessionRow, type SessionView } from '../api/admin-session-api';
import { ClosePositionsAction } from './close-positions-action';
import { DisabledReason } from '@/components/disabled-reason';

export const CREATING_END_REASON = 'A session that is still being created cannot be ended.';


function playReason(status: number, view: SessionView | null): string | null {
  if (status === SessionStatus.Finished) return STATUS_MESSAGES.finished;
  if (status === SessionStatus.Creating && view && !view.instruments_saved) return STATUS_MESSAGES.instrumentsNotSaved;
  if (view?.currently_passing_time) return STATUS_MESSAGES.passingTime;
  return null;
}

function endReason(status: number): string | null {
  if (status === SessionStatus.Finished) return STATUS_MESSAGES.finished;
  if (status === SessionStatus.Creating) return CREATING_END_REASON;
  return null;
}

export function SessionControls({ row, view, onChanged }: { row: AdminSessionRow; view: SessionView | null; onChanged: () => void }) {
  const [busy, setBusy] = useState<null | 'play' | 'end'>(null);
  const status = row.status;
  const running = status === SessionStatus.Running;

  const run = async (which: 'play' | 'end', action: () => Promise<unknown>) => {
    setBusy(which);
    try {
      await action();
    } catch {
      // apiRequest has shown the server's reason.
    } finally {
      setBusy(null);
      onChanged();
    }
  };

  const play = playReason(status, view);
  const end = endReason(status);
  return (
    <Flex direction="column" gap="2" align="end">
      <Flex gap="2" wrap="wrap" justify="end">
        <DisabledReason reason={play}>
          <Button color={running ? 'orange' : 'green'} disabled={play !== null} loading={busy === 'play'} onClick={() => void run('play', () => togglePlay(row.id, status))}>
            {running ? <PauseIcon /> : <PlayIcon />} {running ? 'Pause' : 'Play'}
          </Button>
        </DisabledReason>
        <ConfirmDialog
          trigger={
            <Button color="red" variant="soft" disabled={end !== null} loading={busy === 'end'}>
              <StopIcon /> End
            </Button>
          }
          triggerDisabled={end !== null}
          wrapTrigger={(t) => <DisabledReason reason={end}>{t}</DisabledReason>}
          title={`End session ${row.id}?`}
          description="Trading stops for good and every open order is cancelled. A finished session cannot be played again."
          cancelLabel="Cancel"
          confirmLabel="End session"
          confirmColor="red"
          onConfirm={() => void run('end', () => endSession(row.id))}
        />
        <ClosePositionsAction sessionId={row.id} status={status} onDone={onChanged} />
      </Flex>
      <RadixLink href={`/session/${row.id}`} target="_blank" rel="noopener" size="2">
        Open the session console <ExternalLinkIcon style={{ verticalAlign: 'middle' }} />
      </RadixLink>
    </Flex>
  );
}
