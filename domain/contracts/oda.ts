/** Stop loss and take profit on a position (spec 001 §7 "ODA"). */
import { z } from 'zod';
import type { OdaView } from '../session/entities';
import { instrumentField } from './fields';
import { sessionCall } from './session-call';

/** Prices are checked by the engine, so that non-numbers get the spec's 'Prices must be numbers!'. */
const odaInput = z.object({
  financial_instrument: instrumentField,
  stop_loss_price: z.unknown().optional(),
  take_profit_price: z.unknown().optional(),
});

export const createOda = sessionCall<OdaView>()({
  name: 'oda.create',
  method: 'POST',
  path: '/api/orders/create_oda',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: odaInput,
  example: { financial_instrument: 'AAPL.O', stop_loss_price: 1 },
});

export const updateOda = sessionCall<OdaView>()({
  name: 'oda.update',
  method: 'POST',
  path: '/api/orders/update_oda',
  session: 'body',
  roles: ['player'],
  input: odaInput,
  example: { financial_instrument: 'AAPL.O', stop_loss_price: 1 },
});
