/**
 * The trainer's dashboard (spec 000 section 2): their classes (newest auto-selected), their
 * members, the selected class's sessions kept live from its class channel, and New class (a
 * class they lead, with the new trainees' credentials shown once). Admins have their own
 * dashboard (features/admin-dashboard).
 */
import { PlusIcon } from '@radix-ui/react-icons';
import { Button, Text } from '@radix-ui/themes';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ErrorCallout } from '@/components/error-callout';
import { LiveIndicator } from '@/components/live-indicator';
import { SectionHeading } from '@/components/section-heading';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { authAtom } from '@/lib/auth-state';
import { listKlasses, sortKlassesNewestFirst, type Klass } from '../api/klasses';
import { selectedKlassIdAtom } from '../state/selected-klass';
import { ClassesTable } from './classes-table';
import { DashboardShell } from './dashboard-shell';
import { MembersDialog } from './members-dialog';
import { UserMenu, NewKlassDialog, CreateSessionDialog, KlassSessionsTable, useSessionList } from '../dashboard-registry';

export function StaffDashboard() {
  const auth = useAtomValue(authAtom);
  const [klasses, setKlasses] = useState<Klass[] | null>(null);
  const [klassError, setKlassError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useAtom(selectedKlassIdAtom);
  const [membersOfId, setMembersOfId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [newKlass, setNewKlass] = useState(false);

  const loadKlasses = useCallback(async () => {
    setKlassError(null);
    try {
      setKlasses(sortKlassesNewestFirst(await listKlasses()));
    } catch (error) {
      if (!isSessionExpiredError(error)) setKlassError(errorMessage(error));
    }
  }, []);

  useEffect(() => {
    void loadKlasses();
  }, [loadKlasses]);

  // The newest class is selected when none (or one that is gone) is chosen.
  useEffect(() => {
    if (!klasses) return;
    if (selectedId !== null && klasses.some((k) => k.id === selectedId)) return;
    setSelectedId(klasses[0]?.id ?? null);
  }, [klasses, selectedId, setSelectedId]);

  const selected = klasses?.find((k) => k.id === selectedId) ?? null;
  // Looked up in the list so the members dialog shows each reload.
  const membersOf = klasses?.find((k) => k.id === membersOfId) ?? null;
  const { sessions, error: sessionsError, reload, live } = useSessionList({ klassId: selected?.id ?? null, enabled: klasses !== null });

  return (
    <DashboardShell
      context={<Text color="gray">Trainer dashboard</Text>}
      actions={
        <>
          {live.status !== 'closed' ? <LiveIndicator status={live.status} onReconnect={live.reconnect} /> : null}
          <UserMenu />
        </>
      }
    >
      <section aria-labelledby="classes-title">
        <SectionHeading
          id="classes-title"
          title="Classes"
          description="Your classes, newest first."
          aside={
            <Button variant="soft" onClick={() => setNewKlass(true)}>
              <PlusIcon aria-hidden /> New class
            </Button>
          }
        />
        {klassError ? (
          <ErrorCallout message={klassError} onRetry={() => void loadKlasses()} />
        ) : (
          <ClassesTable klasses={klasses} selectedId={selectedId} showTrainer={false} onSelect={setSelectedId} onMembers={(k) => setMembersOfId(k.id)} />
        )}
      </section>

      {klasses === null || klasses.length > 0 ? (
        <section aria-labelledby="sessions-title">
          <SectionHeading
            id="sessions-title"
            title={selected ? `Sessions — ${selected.name}` : 'Sessions'}
            aside={
              <Button disabled={!selected} onClick={() => setCreating(true)}>
                <PlusIcon aria-hidden /> Create
              </Button>
            }
          />
          {sessionsError ? (
            <ErrorCallout message={sessionsError} onRetry={reload} />
          ) : (
            <KlassSessionsTable sessions={selected ? sessions : null} onChanged={reload} />
          )}
        </section>
      ) : null}

      <MembersDialog klass={membersOf} onClose={() => setMembersOfId(null)} onChanged={loadKlasses} />
      <NewKlassDialog
        open={newKlass}
        trainerUsername={auth?.username ?? ''}
        onClose={() => setNewKlass(false)}
        onCreated={(klass) => {
          setNewKlass(false);
          // Selected once listed: an id missing from the list would fall back to the newest.
          void loadKlasses().then(() => setSelectedId(klass.id));
        }}
      />
      <CreateSessionDialog
        open={creating}
        klass={selected}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          // The class channel adds the row; reloading covers a channel that is reconnecting.
          reload();
        }}
      />
    </DashboardShell>
  );
}
