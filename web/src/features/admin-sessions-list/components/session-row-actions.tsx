/**
 * A session row's actions (spec 002 §2): Play/Pause, End, Compute reports, Delete and Clone, each enabled by
 * the rules of model/row-actions.ts and saying why when not. End, Compute reports and Delete ask first.
 */
import { CopyIcon, FileTextIcon, PauseIcon, PlayIcon, StopIcon, TrashIcon } from '@radix-ui/react-icons';
import { Flex, IconButton, Tooltip } from '@radix-ui/themes';
import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DisabledReason } from '@/components/disabled-reason';
import { notifySuccess } from '@/lib/notifications';
import { computeReports, deleteSession, finishSession, playPauseSession, type AdminSessionRow } from '../api/admin-sessions';
import { computeReportsAvailability, deleteAvailability, endAvailability, playPauseAvailability, playPauseLabel, type Availability } from '../model/row-actions';

type Confirming = 'end' | 'delete' | 'compute' | null;

/** An icon button with its name as tooltip, or the reason it is disabled. */
function Action({ label, availability, busy, onClick, color, children }: { label: string; availability: Availability; busy: boolean; onClick: () => void; color?: 'red' | 'gray'; children: ReactElement }) {
  const button = (
    <IconButton size="1" variant="soft" color={color ?? 'gray'} aria-label={label} disabled={!availability.enabled || busy} onClick={onClick}>
      {children}
    </IconButton>
  );
  if (!availability.enabled) return <DisabledReason reason={availability.reason}>{button}</DisabledReason>;
  return <Tooltip content={label}>{button}</Tooltip>;
}

function confirmTexts(confirming: Confirming, session: AdminSessionRow) {
  if (confirming === 'delete')
    return { title: 'Sure to delete?', description: `Session ${session.id} of ${session.klass_name} and its books are deleted.`, confirmLabel: 'Delete', confirmColor: 'red' as const };
  if (confirming === 'compute')
    return {
      title: `Compute the reports of session ${session.id}?`,
      description: "Every player's individual report is computed again from the books; each reads 'unavailable' until its turn. Follow them on the session's page.",
      confirmLabel: 'Compute reports',
      confirmColor: undefined,
    };
  return { title: `End session ${session.id}?`, description: `Session ${session.id} of ${session.klass_name} finishes now; it cannot be played again.`, confirmLabel: 'End session', confirmColor: 'red' as const };
}

function confirmed(confirming: Confirming, id: number): Promise<unknown> {
  if (confirming === 'delete') return deleteSession(id);
  if (confirming === 'compute') return computeReports(id).then((r) => notifySuccess(`Session ${id}: ${r.queued} reports queued for computing.`));
  return finishSession(id);
}

export function SessionRowActions({ session, onChanged, onClone }: { session: AdminSessionRow; onChanged: () => void; onClone: (session: AdminSessionRow) => void }) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      onChanged();
    } catch {
      // The notification shows the server's reason.
    } finally {
      setBusy(false);
    }
  };
  const label = playPauseLabel(session.status);
  return (
    <Flex gap="2" wrap="nowrap" align="center">
      <Action label={`${label} session ${session.id}`} availability={playPauseAvailability(session.status)} busy={busy} onClick={() => void run(() => playPauseSession(session.id, session.status))}>
        {label === 'Pause' ? <PauseIcon /> : <PlayIcon />}
      </Action>
      <Action label={`End session ${session.id}`} availability={endAvailability(session.status)} busy={busy} onClick={() => setConfirming('end')}>
        <StopIcon />
      </Action>
      <Action label={`Compute reports of session ${session.id}`} availability={computeReportsAvailability(session.status)} busy={busy} onClick={() => setConfirming('compute')}>
        <FileTextIcon />
      </Action>
      <Action label={`Delete session ${session.id}`} availability={deleteAvailability(session.status)} busy={busy} color="red" onClick={() => setConfirming('delete')}>
        <TrashIcon />
      </Action>
      <Action label={`Clone session ${session.id}`} availability={{ enabled: true }} busy={false} onClick={() => onClone(session)}>
        <CopyIcon />
      </Action>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => (o ? undefined : setConfirming(null))}
        {...confirmTexts(confirming, session)}
        cancelLabel="Cancel"
        onConfirm={() => void run(() => confirmed(confirming, session.id))}
      />
    </Flex>
  );
}
