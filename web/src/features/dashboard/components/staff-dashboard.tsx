/**
 * Trainer and admin dashboards (spec 000 section 2): classes (newest auto-selected), their
 * members, and the selected class's sessions kept live from its class channel. The admin view
 * covers every class and shows the admin channel's live indicator.
 */
import { PlusIcon } from '@radix-ui/react-icons';
import { Button, Text } from '@radix-ui/themes';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ErrorCallout } from '@/components/error-callout';
import { LiveIndicator } from '@/components/live-indicator';
import { SectionHeading } from '@/components/section-heading';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { useLiveChannel } from '@/lib/use-live-channel';
import { UserMenu } from '@/features/auth/components/user-menu';
import { CreateSessionDialog } from '@/features/create-session/components/create-session-dialog';
import { KlassSessionsTable } from '@/features/sessions/components/klass-sessions-table';
import { useSessionList } from '@/features/sessions/hooks/use-session-list';
import { listKlasses, sortKlassesNewestFirst, type Klass } from '../api/klasses';
import { selectedKlassIdAtom } from '../state/selected-klass';
import { ClassesTable } from './classes-table';
import { DashboardShell } from './dashboard-shell';
import { MembersDialog } from './members-dialog';

export const ADMIN_CHANNEL_PATH = '/api/admin/';

const ignore = () => {};

export function StaffDashboard({ admin }: { admin: boolean }) {
  const [klasses, setKlasses] = useState<Klass[] | null>(null);
  const [klassError, setKlassError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useAtom(selectedKlassIdAtom);
  const [membersOf, setMembersOf] = useState<Klass | null>(null);
  const [creating, setCreating] = useState(false);

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
  const { sessions, error: sessionsError, reload, live } = useSessionList({ klassId: selected?.id ?? null, enabled: klasses !== null });
  const adminLive = useLiveChannel(admin ? ADMIN_CHANNEL_PATH : null, ignore);
  const indicator = admin ? adminLive : live;

  return (
    <DashboardShell
      context={<Text color="gray">{admin ? 'Admin dashboard' : 'Trainer dashboard'}</Text>}
      actions={
        <>
          {indicator.status !== 'closed' ? <LiveIndicator status={indicator.status} onReconnect={indicator.reconnect} /> : null}
          <UserMenu />
        </>
      }
    >
      <section aria-labelledby="classes-title">
        <SectionHeading
          id="classes-title"
          title="Classes"
          description={admin ? 'Every class on the platform, newest first.' : 'Your classes, newest first.'}
        />
        {klassError ? (
          <ErrorCallout message={klassError} onRetry={() => void loadKlasses()} />
        ) : (
          <ClassesTable klasses={klasses} selectedId={selectedId} showTrainer={admin} onSelect={setSelectedId} onMembers={setMembersOf} />
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

      <MembersDialog klass={membersOf} onClose={() => setMembersOf(null)} />
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
