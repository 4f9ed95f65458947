/**
 * The create-class form (spec 002 §2 /dashboard/users, §5): class name, trainer (an existing
 * one is picked by name; a new one needs a password), trainees by names or by the
 * generate-names helper, and one trainee password (empty: one is generated per trainee).
 * The admin's users page shows the trainer fields; a trainer's New class leads it themselves.
 */
import { Badge, Button, Flex, Grid, SegmentedControl, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import { FormField } from '@/components/form-field';
import { createKlass, type Credential, type KlassSummary, type TrainerRow } from '@/lib/people-api';
import { EMPTY_KLASS_FORM, klassFormBody, sequencePreview, parseNames, type KlassFormErrors, type KlassFormValues, type TraineeMode } from '@/lib/klass-form';

export type TrainerChoice = { kind: 'pick'; trainers: TrainerRow[] | null } | { kind: 'self'; username: string };

export function CreateKlassForm({
  trainer,
  onCreated,
  onCancel,
  submitLabel = 'Create class',
}: {
  trainer: TrainerChoice;
  onCreated: (result: { klass: KlassSummary; credentials: Credential[] }) => void;
  onCancel?: () => void;
  submitLabel?: string;
}) {
  const id = useId();
  const [values, setValues] = useState<KlassFormValues>(() => (trainer.kind === 'self' ? { ...EMPTY_KLASS_FORM, trainerUsername: trainer.username } : EMPTY_KLASS_FORM));
  const [errors, setErrors] = useState<KlassFormErrors>({});
  const [busy, setBusy] = useState(false);

  const trainerName = values.trainerUsername.trim();
  const trainerExists = trainer.kind === 'self' || (trainer.trainers ?? []).some((t) => t.username === trainerName);
  const preview = useMemo(() => (values.traineeMode === 'sequence' ? sequencePreview(values) : null), [values]);
  const typedNames = useMemo(() => parseNames(values.traineeNames), [values.traineeNames]);

  const set = <K extends keyof KlassFormValues>(key: K, value: KlassFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const made = klassFormBody(values, trainerExists);
    if (made.errors) {
      setErrors(made.errors);
      return;
    }
    setBusy(true);
    try {
      const result = await createKlass(made.body);
      setValues(trainer.kind === 'self' ? { ...EMPTY_KLASS_FORM, trainerUsername: trainer.username } : EMPTY_KLASS_FORM);
      setErrors({});
      onCreated(result);
    } catch {
      // The notification shows the server's reason; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof KlassFormValues) => `${id}-${key}`;
  return (
    <form onSubmit={submit} aria-label="Create class" noValidate>
      <Flex direction="column" gap="3">
        <Grid columns={trainer.kind === 'pick' ? { initial: '1', sm: '2' } : '1'} gap="3">
          <FormField label="Class name" htmlFor={field('name')} error={errors.name}>
            <TextField.Root id={field('name')} value={values.name} onChange={(e) => set('name', e.target.value)} placeholder="e.g. Spring 2026" />
          </FormField>
          {trainer.kind === 'pick' ? (
            <FormField
              label="Trainer name"
              htmlFor={field('trainerUsername')}
              error={errors.trainerUsername}
              hint={trainerName ? (trainerExists ? 'An existing trainer: keeps their password.' : 'A new trainer: give them a password.') : 'Pick an existing trainer or type a new name.'}
            >
              <TextField.Root
                id={field('trainerUsername')}
                list={`${id}-trainers`}
                value={values.trainerUsername}
                onChange={(e) => set('trainerUsername', e.target.value)}
                autoComplete="off"
              >
                {trainerName ? (
                  <TextField.Slot side="right">
                    <Badge size="1" color={trainerExists ? 'green' : 'blue'} variant="soft">
                      {trainerExists ? 'Existing' : 'New'}
                    </Badge>
                  </TextField.Slot>
                ) : null}
              </TextField.Root>
              <datalist id={`${id}-trainers`}>
                {(trainer.trainers ?? []).map((t) => (
                  <option key={t.id} value={t.username} />
                ))}
              </datalist>
            </FormField>
          ) : null}
        </Grid>
        {trainer.kind === 'pick' && trainerName && !trainerExists ? (
          <FormField label="Trainer password" htmlFor={field('trainerPassword')} error={errors.trainerPassword}>
            <TextField.Root id={field('trainerPassword')} type="password" autoComplete="new-password" value={values.trainerPassword} onChange={(e) => set('trainerPassword', e.target.value)} />
          </FormField>
        ) : null}

        <Flex direction="column" gap="2">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Text size="2" weight="medium">
              Trainees
            </Text>
            <SegmentedControl.Root size="1" value={values.traineeMode} onValueChange={(v) => set('traineeMode', v as TraineeMode)} aria-label="Trainees by">
              <SegmentedControl.Item value="names">Names</SegmentedControl.Item>
              <SegmentedControl.Item value="sequence">Generate names</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
          {values.traineeMode === 'names' ? (
            <FormField
              label="Trainee names"
              htmlFor={field('traineeNames')}
              error={errors.traineeNames}
              hint={typedNames.length > 0 ? `${typedNames.length} trainee${typedNames.length === 1 ? '' : 's'}` : 'One username per line (spaces or commas also separate them). Leave empty for a class without trainees.'}
            >
              <TextArea id={field('traineeNames')} rows={4} value={values.traineeNames} onChange={(e) => set('traineeNames', e.target.value)} placeholder={'alice\nbob'} />
            </FormField>
          ) : (
            <>
              <Grid columns="3" gap="3">
                <FormField label="Username prefix" htmlFor={field('prefix')} error={errors.prefix}>
                  <TextField.Root id={field('prefix')} value={values.prefix} onChange={(e) => set('prefix', e.target.value)} placeholder="student" />
                </FormField>
                <FormField label="Start number" htmlFor={field('start')} error={errors.start}>
                  <TextField.Root id={field('start')} inputMode="numeric" value={values.start} onChange={(e) => set('start', e.target.value)} />
                </FormField>
                <FormField label="End number" htmlFor={field('end')} error={errors.end}>
                  <TextField.Root id={field('end')} inputMode="numeric" value={values.end} onChange={(e) => set('end', e.target.value)} />
                </FormField>
              </Grid>
              <Text size="1" color={preview && 'error' in preview && values.prefix.trim() ? 'red' : 'gray'} data-testid="generated-names-preview">
                {preview && 'names' in preview ? namesPreview(preview.names) : preview && values.prefix.trim() ? preview.error : 'Usernames are the prefix followed by each number from start to end.'}
              </Text>
            </>
          )}
        </Flex>

        <FormField label="Trainee password" htmlFor={field('traineePassword')} error={errors.traineePassword} hint="Leave empty to generate a password for each new trainee.">
          <TextField.Root id={field('traineePassword')} type="password" autoComplete="new-password" value={values.traineePassword} onChange={(e) => set('traineePassword', e.target.value)} />
        </FormField>

        <Flex justify="end" gap="3" mt="1">
          {onCancel ? (
            <Button type="button" variant="soft" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function namesPreview(names: string[]): string {
  const shown = names.length <= 3 ? names.join(', ') : `${names.slice(0, 2).join(', ')} … ${names.at(-1)}`;
  return `${shown} (${names.length} trainee${names.length === 1 ? '' : 's'})`;
}
