/** Names of the account's persons by id, for the blotter's and open orders' User column. */
import { useEffect, useState } from 'react';
import { listPersons } from '@/lib/persons-api';

export function usePersonNames(): ReadonlyMap<number, string> {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    let cancelled = false;
    listPersons()
      .then((persons) => !cancelled && setNames(new Map(persons.map((p) => [p.id, p.name]))))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return names;
}
