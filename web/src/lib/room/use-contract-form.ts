/**
 * What every contract family's Trade dialog holds (kit): the amount as typed and read, the
 * investment rationale under the session's rule, the person trading, and the submit round trip
 * (saving; the server's refusal shown as it says it; on success the family's notice, the books
 * valued again, the family's contracts read again and the dialog closed).
 */
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { rationaleRefusal } from '@domain/constants';
import { errorMessage } from '@/lib/api-client';
import { authAtom } from '@/lib/auth-state';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { usePlayer } from './player-state';

/** An amount as typed: digits with optional thousands separators; `whole` for face amounts. */
export function readAmount(text: string, whole = false): { amount: number; valid: boolean } {
  const amount = Number(text.replace(/[,\s_]/g, ''));
  return { amount, valid: text.trim() !== '' && Number.isFinite(amount) && amount > 0 && (!whole || Number.isInteger(amount)) };
}

/** The investment rationale: required (10 to 511 characters) when the session says so, else optional up to 511. */
export function useRationale() {
  const session = useSessionRecord();
  const [text, setText] = useState('');
  const required = Boolean(session.require_investment_rationale);
  const refusal = rationaleRefusal(text, required);
  const valid = refusal === null;
  return { text, setText, required, valid, refusal, value: text.trim() || null };
}

/** The person the player trades as (spec 000 §3), sent with every contract. */
export function useTradingPerson(): number | null {
  return useAtomValue(authAtom)?.selected_person?.id ?? null;
}

/**
 * Submits a contract: `call` runs only while nothing blocks it (`blocked` null); after it succeeds the player's
 * books are valued again (a contract changes value and deals), then `done` (the family's notice,
 * its refresh, closing the dialog).
 */
export function useContractSubmit() {
  const { reload: reloadPlayer } = usePlayer();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  function submit<T>(blocked: string | null, call: () => Promise<T>, done: (result: T) => void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (blocked) return;
      setSaving(true);
      setError(null);
      try {
        const result = await call();
        reloadPlayer();
        done(result);
      } catch (e) {
        setError(errorMessage(e));
      } finally {
        setSaving(false);
      }
    };
  }
  return { saving, error, submit };
}
