/**
 * /dashboard/users (spec 002 §2): create a class with its trainer and trainees, upload classes
 * as CSV, add a user to a class, and every class with its trainees (delete trainee, delete
 * class). New accounts' passwords are shown once with a CSV download.
 */
import { Box, Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ErrorCallout } from '@/components/error-callout';
import { SectionHeading } from '@/components/section-heading';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { listKlasses, listTrainers, type KlassSummary, type TrainerRow } from '@/lib/people-api';
import { AddUserForm } from './add-user-form';
import { AdminKlassesTable } from './admin-klasses-table';
import { CreateKlassForm } from './create-klass-form';
import { CredentialsDialog, credentialsFileName, type CredentialsShown } from '@/components/credentials-dialog';
import { KlassCsvUpload } from './klass-csv-upload';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="2" asChild>
      <section aria-label={title}>
        <Heading as="h3" size="3" mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

export function UsersPage() {
  const [klasses, setKlasses] = useState<KlassSummary[] | null>(null);
  const [trainers, setTrainers] = useState<TrainerRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<CredentialsShown | null>(null);

  const load = useCallback(async () => {
    setError(null);
    const [k, t] = await Promise.allSettled([listKlasses(), listTrainers()]);
    if (k.status === 'fulfilled') setKlasses(k.value);
    else if (!isSessionExpiredError(k.reason)) setError(errorMessage(k.reason));
    // Without the trainers list every typed trainer reads as new; the server still decides.
    setTrainers(t.status === 'fulfilled' ? t.value : []);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Flex direction="column" gap="5">
      <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
        <Panel title="Create class">
          <CreateKlassForm
            trainer={{ kind: 'pick', trainers }}
            onCreated={({ klass, credentials }) => {
              setShown({ title: `Class ${klass.name} created`, fileName: credentialsFileName(klass.name), credentials });
              void load();
            }}
          />
        </Panel>
        <Flex direction="column" gap="4">
          <Panel title="Upload class CSV">
            <KlassCsvUpload
              onUploaded={({ klasses: made, credentials }) => {
                const names = made.map((k) => k.name).join(', ');
                setShown({ title: `${made.length} class${made.length === 1 ? '' : 'es'} created`, fileName: credentialsFileName(names || 'upload'), credentials });
                void load();
              }}
            />
          </Panel>
          <Panel title="Add user to class">
            <AddUserForm
              klasses={klasses}
              onAdded={(credential, klass) => {
                if (credential) setShown({ title: `${credential.username} added to ${klass.name}`, fileName: credentialsFileName(credential.username), credentials: [credential] });
                void load();
              }}
            />
          </Panel>
        </Flex>
      </Grid>

      <Box asChild>
        <section aria-labelledby="admin-classes-title">
          <SectionHeading id="admin-classes-title" title="Classes" description="Every class, newest first. Open a row to see its trainees." />
          {error ? <ErrorCallout message={error} onRetry={() => void load()} /> : <AdminKlassesTable klasses={klasses} onChanged={() => void load()} />}
        </section>
      </Box>
      <CredentialsDialog shown={shown} onClose={() => setShown(null)} />
    </Flex>
  );
}
