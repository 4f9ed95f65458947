/** The team member (person of the account) an item or report is by; the one trading is chosen first. */
import { Select } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { authAtom } from '@/lib/auth-state';
import { listPersons } from '@/lib/persons-api';
import { useRemote } from '@/lib/use-remote';

export function PersonSelect({ value, onChange, id }: { value: number | null; onChange: (id: number | null) => void; id?: string }) {
  const auth = useAtomValue(authAtom);
  const persons = useRemote(() => listPersons(), []);
  const selected = auth?.selected_person?.id ?? null;
  useEffect(() => {
    if (value === null && selected !== null) onChange(selected);
  }, [selected]); // eslint-disable-line react-hooks/exhaustive-deps -- only the first choice
  const list = persons.data ?? (auth?.selected_person ? [auth.selected_person] : []);
  return (
    <Select.Root value={value === null ? '' : String(value)} onValueChange={(v) => onChange(v ? Number(v) : null)}>
      <Select.Trigger id={id} placeholder="Select a team member" style={{ minWidth: 200 }} aria-label="Team member" />
      <Select.Content position="popper">
        {list.map((p) => (
          <Select.Item key={p.id} value={String(p.id)}>
            {p.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
