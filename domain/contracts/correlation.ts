/**
 * The correlation matrix of equities research (spec 002 §7 `/correlation_matrices/`): save and
 * generate, the player's last matrix, and the values of some of its cells. A player's own
 * matrices only; the pairs are computed by the session object's alarm and each one's state
 * arrives as a `correlation_value` event.
 */
import { z } from 'zod';
import type { CorrelationMatrix, CorrelationValue } from '../research/correlation';
import { MAX_MATRIX_ROWS, MIN_MATRIX_ROWS, ROW_INCOMPLETE, TOO_FEW_ROWS, TOO_MANY_ROWS } from '../research/correlation';
import { numeric } from './fields';
import { sessionCall } from './session-call';

export type { CorrelationEquity, CorrelationField, CorrelationMatrix, CorrelationValue } from '../research/correlation';
export { CORRELATION_ERROR, CorrelationStatus, cellKey } from '../research/correlation';

/** An equity of the session by its underlying asset's id or its ric. */
const equityField = z.union([numeric(z.number().int().positive()), z.string().trim().min(1).max(64)], { error: ROW_INCOMPLETE });

const correlationFields = z
  .array(z.object({ row: equityField, col: equityField }, { error: ROW_INCOMPLETE }), { error: 'correlation_fields must be a list of rows' })
  .min(MIN_MATRIX_ROWS, TOO_FEW_ROWS)
  .max(MAX_MATRIX_ROWS, TOO_MANY_ROWS);

export type EquityRef = z.infer<typeof equityField>;

/** Saves the rows (each a row and a column equity) as the player's matrix and queues its pairs: the matrix with every pair pending. */
export const saveCorrelationMatrix = sessionCall<CorrelationMatrix>()({
  name: 'correlation.save',
  method: 'POST',
  path: '/api/correlation_matrices',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({ correlation_fields: correlationFields }),
  example: {
    correlation_fields: [
      { row: 'AAPL.O', col: 'AAPL.O' },
      { row: 'SAP.DE', col: 'SAP.DE' },
    ],
  },
});

/** The player's last matrix with its pairs' states, or null before the first. */
export const getLastCorrelationMatrix = sessionCall<CorrelationMatrix | null>()({
  name: 'correlation.get_last',
  method: 'GET',
  path: '/api/correlation_matrices/get_last',
  session: 'query',
  roles: ['player'],
  input: z.object({}),
});

const axis = z.array(equityField, { error: 'rows and columns must be lists of equities' }).max(MAX_MATRIX_ROWS, TOO_MANY_ROWS);

/** The states of the last matrix's pairs among `rows` × `columns` (pairs it does not hold are left out). */
export const getCorrelationValues = sessionCall<CorrelationValue[]>()({
  name: 'correlation.get_values',
  method: 'POST',
  path: '/api/correlation_matrices/get_values',
  session: 'body',
  roles: ['player'],
  input: z.object({ rows: axis, columns: axis }),
  example: { rows: ['AAPL.O'], columns: ['SAP.DE'] },
});
