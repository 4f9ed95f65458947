/**
 * The edit state of one settings table: a draft copied from the saved value on Edit, the
 * validation text, and a save that closes the edit on success (the session record then
 * arrives through `session_updated`).
 */
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';

export function useEdit<T>(saved: T) {
  const [draft, setDraft] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = draft !== null;
  return {
    editing,
    draft: (draft ?? saved) as T,
    setDraft: (next: T) => setDraft(next),
    dirty: editing && JSON.stringify(draft) !== JSON.stringify(saved),
    error,
    saving,
    setError,
    edit: () => {
      setDraft(structuredClone(saved));
      setError(null);
    },
    cancel: () => {
      setDraft(null);
      setError(null);
    },
    /** Runs the check (a text refuses), then the save. */
    async save(check: (d: T) => string | null, send: (d: T) => Promise<unknown>) {
      if (draft === null) return;
      const problem = check(draft);
      setError(problem);
      if (problem) return;
      setSaving(true);
      try {
        await send(draft);
        setDraft(null);
      } catch (e) {
        setError(errorMessage(e));
      } finally {
        setSaving(false);
      }
    },
  };
}
