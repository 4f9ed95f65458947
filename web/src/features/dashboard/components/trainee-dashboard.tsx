/**
 * The trainee's dashboard (spec 002 section 2): the sessions of the trainee's classes, live
 * from their class channels, and the person picker until someone is chosen.
 */
import { DropdownMenu, Text } from '@radix-ui/themes';
import { useAtomValue, useSetAtom } from 'jotai';
import { ErrorCallout } from '@/components/error-callout';
import { LiveIndicator } from '@/components/live-indicator';
import { SectionHeading } from '@/components/section-heading';
import { authAtom, selectPersonAtom } from '@/lib/auth-state';
import { DashboardShell } from './dashboard-shell';
import { UserMenu, PersonPickerDialog, TraineeSessions, useSessionList } from '../dashboard-registry';

export function TraineeDashboard() {
  const auth = useAtomValue(authAtom);
  const selectPerson = useSetAtom(selectPersonAtom);
  const { sessions, error, reload, live } = useSessionList();
  const person = auth?.selected_person ?? null;

  return (
    <DashboardShell
      context={
        person ? (
          <Text color="gray">
            Trading as <Text weight="medium" color="gray" highContrast>{person.name}</Text>
          </Text>
        ) : undefined
      }
      actions={
        <>
          {live.status !== 'closed' ? <LiveIndicator status={live.status} onReconnect={live.reconnect} /> : null}
          <UserMenu>
            {person ? <DropdownMenu.Item onSelect={() => selectPerson(null)}>Change person</DropdownMenu.Item> : null}
          </UserMenu>
        </>
      }
    >
      <section aria-labelledby="trainee-sessions-title">
        <SectionHeading
          id="trainee-sessions-title"
          title="Your sessions"
          description="Trading sessions of your classes. Each opens in a new tab."
        />
        {error ? <ErrorCallout message={error} onRetry={reload} /> : <TraineeSessions sessions={sessions} />}
      </section>
      <PersonPickerDialog open={auth !== null && person === null} />
    </DashboardShell>
  );
}
