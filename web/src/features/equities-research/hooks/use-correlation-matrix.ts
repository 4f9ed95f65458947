/**
 * The Correlation Matrix tab's state: the rows being edited (a row and a column equity each, 2
 * to 15 rows, Symmetric copying the row into the column), the player's saved matrix with every
 * pair's state, kept current by `correlation_value` events (and read again after a
 * reconnection, when events may have been missed), and whether its heatmap is generated.
 *
 * Save stores the rows as the player's matrix and queues its pairs; Generate draws the heatmap
 * of the saved matrix, saving first when the rows changed or a pair failed (the spec's
 * 'Computation error, try to regenerate.').
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CorrelationStatus, cellKey, type CorrelationField, type CorrelationMatrix, type CorrelationValue } from '@domain/contracts/correlation';
import { MAX_MATRIX_ROWS, MIN_MATRIX_ROWS, TOO_FEW_ROWS, TOO_MANY_ROWS } from '@domain/research/correlation';
import { errorMessage, isSessionExpiredError } from '@/lib/api-client';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { fetchLastMatrix, fetchMatrixValues, saveMatrix } from '../api/research-api';

export interface EditorRow {
  row: string;
  col: string;
}

const EMPTY_ROWS: EditorRow[] = [
  { row: '', col: '' },
  { row: '', col: '' },
];

export const INCOMPLETE_ROWS = 'Pick a row and a column equity in every row';

const sameFields = (a: readonly EditorRow[], b: readonly CorrelationField[]) => a.length === b.length && a.every((r, k) => r.row === b[k]!.row && r.col === b[k]!.col);

export function useCorrelationMatrix() {
  const { sessionId, snapshots } = useSessionLive();
  const [rows, setRows] = useState<EditorRow[]>(EMPTY_ROWS);
  const [symmetric, setSymmetric] = useState(false);
  const [touched, setTouched] = useState(false);
  const [matrix, setMatrix] = useState<CorrelationMatrix | null>(null);
  const [values, setValues] = useState<ReadonlyMap<string, CorrelationValue>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const [generated, setGenerated] = useState(false);
  const [busy, setBusy] = useState<'save' | 'generate' | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Every state the channel delivered, by matrix and pair: a pair computed before the answer to
  // Save arrived (the alarm may run first) is not lost.
  const heard = useRef(new Map<string, CorrelationValue>());

  const adopt = useCallback((m: CorrelationMatrix | null) => {
    setMatrix(m);
    setValues(
      new Map(
        (m?.values ?? []).map((v) => {
          const key = v.equities.join('|');
          const live = heard.current.get(`${v.matrix_id}|${key}`);
          return [key, v.status === CorrelationStatus.Pending && live ? live : v];
        }),
      ),
    );
  }, []);

  // The last matrix, on opening and after every reconnection.
  useEffect(() => {
    let stale = false;
    fetchLastMatrix(sessionId)
      .then((m) => {
        if (stale) return;
        adopt(m);
        setLoaded(true);
        if (m && !touched) {
          setRows(m.correlation_fields.map((f) => ({ row: f.row, col: f.col })));
          setSymmetric(m.correlation_fields.every((f) => f.row === f.col));
          // A saved matrix is drawn at once: the player generated it before.
          setGenerated(true);
        }
      })
      .catch((e: unknown) => {
        if (!stale && !isSessionExpiredError(e)) setError(errorMessage(e));
        setLoaded(true);
      });
    return () => {
      stale = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on reconnection only; `touched` is read, not watched
  }, [sessionId, snapshots, adopt]);

  useSessionEvents((event) => {
    if (event.type !== 'correlation_value') return;
    const v = event.data;
    heard.current.set(`${v.matrix_id}|${v.equities.join('|')}`, v);
    setValues((prev) => {
      if (!matrix || v.matrix_id !== matrix.id) return prev;
      const next = new Map(prev);
      next.set(v.equities.join('|'), v);
      return next;
    });
  });

  const edit = useCallback((next: EditorRow[]) => {
    setRows(next);
    setTouched(true);
  }, []);

  const complete = rows.every((r) => r.row && r.col);
  const addReason = rows.length >= MAX_MATRIX_ROWS ? TOO_MANY_ROWS : null;
  const removeReason = rows.length <= MIN_MATRIX_ROWS ? TOO_FEW_ROWS : null;
  const actionReason = !complete ? INCOMPLETE_ROWS : busy ? 'Working…' : null;

  const actions = useMemo(
    () => ({
      setRow(index: number, ric: string) {
        edit(rows.map((r, k) => (k === index ? { row: ric, col: symmetric ? ric : r.col } : r)));
      },
      setCol(index: number, ric: string) {
        edit(rows.map((r, k) => (k === index ? { ...r, col: ric } : r)));
      },
      add() {
        if (rows.length < MAX_MATRIX_ROWS) edit([...rows, { row: '', col: '' }]);
      },
      remove(index: number) {
        if (rows.length > MIN_MATRIX_ROWS) edit(rows.filter((_, k) => k !== index));
      },
      reset() {
        edit(EMPTY_ROWS);
        setSymmetric(false);
      },
      toggleSymmetric(on: boolean) {
        setSymmetric(on);
        if (on) edit(rows.map((r) => ({ row: r.row, col: r.row })));
      },
    }),
    [rows, symmetric, edit],
  );

  const save = useCallback(async (): Promise<CorrelationMatrix | null> => {
    setError(null);
    try {
      const m = await saveMatrix(sessionId, rows);
      adopt(m);
      setTouched(false);
      return m;
    } catch (e) {
      if (!isSessionExpiredError(e)) setError(errorMessage(e));
      return null;
    }
  }, [sessionId, rows, adopt]);

  const onSave = useCallback(async () => {
    setBusy('save');
    // The saved rows' pairs are queued; their heatmap is drawn on Generate.
    if (await save()) setGenerated(false);
    setBusy(null);
  }, [save]);

  const onGenerate = useCallback(async () => {
    setBusy('generate');
    setError(null);
    try {
      const failed = [...values.values()].some((v) => v.status === CorrelationStatus.Error);
      let m = matrix;
      if (!m || !sameFields(rows, m.correlation_fields) || failed) m = await save();
      if (!m) return;
      const current = await fetchMatrixValues(
        sessionId,
        m.rows.map((r) => r.ric),
        m.columns.map((c) => c.ric),
      );
      // States that arrived by event meanwhile are as new as these: keep whichever is settled.
      setValues((prev) => {
        const next = new Map(prev);
        for (const v of current) {
          const key = v.equities.join('|');
          const had = next.get(key);
          if (!had || had.matrix_id !== v.matrix_id || had.status === CorrelationStatus.Pending) next.set(key, v);
        }
        return next;
      });
      setGenerated(true);
    } catch (e) {
      if (!isSessionExpiredError(e)) setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }, [values, matrix, rows, save, sessionId]);

  /** The value of the cell row × column of the drawn matrix. */
  const valueOf = useCallback((row: string, column: string) => values.get(cellKey(row, column)) ?? null, [values]);

  return {
    rows,
    symmetric,
    matrix,
    values,
    valueOf,
    loaded,
    generated: generated && matrix !== null,
    busy,
    error,
    addReason,
    removeReason,
    actionReason,
    actions,
    onSave,
    onGenerate,
  };
}
