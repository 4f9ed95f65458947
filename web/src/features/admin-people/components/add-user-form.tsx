/**
 * Add user to class (spec 002 §2, §7: username, password, klass_id): a new username makes a
 * trainee account; an existing trainee is enrolled. No password: the server generates one,
 * shown once.
 */
import { Button, Flex, Grid, Select, TextField } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { FormField } from '@/components/form-field';
import { addUserToKlass, type Credential, type KlassSummary } from '@/lib/people-api';
import { REQUIRED } from '@/lib/klass-form';

export function AddUserForm({ klasses, onAdded }: { klasses: KlassSummary[] | null; onAdded: (credential: Credential | null, klass: KlassSummary) => void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [klassId, setKlassId] = useState('');
  const [errors, setErrors] = useState<{ username?: string; klass?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const name = username.trim();
    const klass = klasses?.find((k) => String(k.id) === klassId);
    const missing = { username: name ? undefined : REQUIRED, klass: klass ? undefined : REQUIRED };
    setErrors(missing);
    if (!name || !klass) return;
    setBusy(true);
    try {
      const typed = password.trim();
      const added = await addUserToKlass({ username: name, klass_id: klass.id, ...(typed ? { password: typed } : {}) });
      setUsername('');
      setPassword('');
      onAdded(added.password ? { username: added.username, password: added.password, role: 'trainee' } : null, klass);
    } catch {
      // The notification shows the server's reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Add user to class" noValidate>
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField label="Username" htmlFor={`${id}-username`} error={errors.username}>
            <TextField.Root id={`${id}-username`} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" />
          </FormField>
          <FormField label="Password" htmlFor={`${id}-password`} hint="Empty: generated (new users only).">
            <TextField.Root id={`${id}-password`} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
        </Grid>
        <FormField label="Class" htmlFor={`${id}-klass`} error={errors.klass}>
          <Select.Root value={klassId} onValueChange={setKlassId} disabled={!klasses || klasses.length === 0}>
            <Select.Trigger id={`${id}-klass`} placeholder={klasses && klasses.length === 0 ? 'No classes yet' : 'Choose a class'} aria-label="Class" />
            <Select.Content position="popper">
              {(klasses ?? []).map((k) => (
                <Select.Item key={k.id} value={String(k.id)}>
                  {k.name} (#{k.id})
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </FormField>
        <Flex justify="end">
          <Button type="submit" loading={busy}>
            Add user
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
