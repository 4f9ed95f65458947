/**
 * "Who is trading?": a modal that cannot be dismissed until a person is chosen (spec 002
 * section 2). Lists the account's persons as buttons and adds a new one by name.
 */
import { PlusIcon } from '@radix-ui/react-icons';
import { Button, Callout, Dialog, Flex, Grid, Separator, Skeleton, Text, TextField } from '@radix-ui/themes';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { selectPersonAtom } from '@/lib/auth-state';
import { createPerson, listPersons, type Person } from '@/lib/persons-api';

const NAME_REQUIRED = 'Please enter a name';

export function PersonPickerDialog({ open }: { open: boolean }) {
  const selectPerson = useSetAtom(selectPersonAtom);
  const [persons, setPersons] = useState<Person[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setPersons(await listPersons());
    } catch (error) {
      if (!isSessionExpiredError(error)) setLoadError(errorMessage(error));
    }
  }, []);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(NAME_REQUIRED);
      return;
    }
    setNameError(null);
    setAdding(true);
    try {
      const person = await createPerson(trimmed);
      setPersons((prev) => [...(prev ?? []), person]);
      setName('');
    } catch (error) {
      setNameError(errorMessage(error));
    } finally {
      setAdding(false);
    }
  }

  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        maxWidth="440px"
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <Dialog.Title>Who is trading?</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Choose the person placing orders on this account, or add a new one.
        </Dialog.Description>

        {loadError ? (
          <Callout.Root color="red" mb="3" role="alert">
            <Callout.Text>
              {loadError}{' '}
              <Button size="1" variant="ghost" onClick={() => void load()}>
                Retry
              </Button>
            </Callout.Text>
          </Callout.Root>
        ) : null}

        <Grid columns="1" gap="2" role="group" aria-label="Persons">
          {persons === null && !loadError ? (
            <>
              <Skeleton height="40px" />
              <Skeleton height="40px" />
            </>
          ) : null}
          {persons?.length === 0 ? (
            <Text size="2" color="gray">
              No persons yet: add the first one below.
            </Text>
          ) : null}
          {persons?.map((person) => (
            <Button
              key={person.id}
              size="3"
              variant="soft"
              style={{ justifyContent: 'flex-start' }}
              onClick={() => selectPerson({ id: person.id, name: person.name, user_id: person.user_id })}
            >
              {person.name}
            </Button>
          ))}
        </Grid>

        <Separator size="4" my="4" />

        <form onSubmit={onAdd} noValidate aria-label="Add a person">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="new-person-name" size="2" weight="medium">
              New person name
            </Text>
            <Flex gap="2" direction={{ initial: 'column', xs: 'row' }}>
              <TextField.Root
                id="new-person-name"
                size="3"
                style={{ flexGrow: 1 }}
                maxLength={64}
                value={name}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? 'new-person-name-error' : undefined}
              />
              <Button type="submit" size="3" variant="outline" loading={adding}>
                <PlusIcon aria-hidden /> Add person
              </Button>
            </Flex>
            {nameError ? (
              <Text id="new-person-name-error" size="1" color="red" role="alert">
                {nameError}
              </Text>
            ) : null}
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
