/**
 * CDS contracts (spec 002 §7 `POST /cds/enter_cds_contract`, `get_cds_contracts`; spec 001 §2
 * CDS Contract modal and contract list, §3 "CDS contract", §5 "CDS: amount > 0 and <= maximum";
 * rules in banking.md §3 and domain/engine/cds). Entering is the player's own; the staff read
 * any player's contracts. There is no close call: the opposite contract nets.
 */
import { z } from 'zod';
import type { CdsInstrumentLimit, CdsView } from '../engine/cds/contract';
import { numeric, personField } from './fields';
import { sessionCall } from './session-call';

/** A player's contracts, newest first, and the maximum each side may add on every CDS of the session. */
export interface CdsContracts {
  player_id: number;
  contracts: CdsView[];
  limits: CdsInstrumentLimit[];
  /** Σ MTM of the open contracts, reporting currency. */
  reporting_current_mkt_value: number;
  /** Σ reporting_cds_contract_pnl of every contract. */
  reporting_cds_pnl: number;
}

export const enterCdsContract = sessionCall<CdsView>()({
  name: 'cds.enter',
  method: 'POST',
  path: '/api/cds/enter_cds_contract',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    /** The CDS asset, by id or ric. */
    cds_instrument_id: z.union([numeric(z.number().int().positive()), z.string().min(1)], { error: 'cds_instrument_id is required' }),
    // Signed notional: + buys protection, − sells it; zero is refused by the engine with its text.
    amount: numeric(z.number({ error: 'amount is required' })),
    investment_rationale: z.string().max(2000).nullish(),
    person: personField,
  }),
  example: { cds_instrument_id: 'ITGV5YUSAC=R', amount: 1_000_000, investment_rationale: 'Hedging our Italian government bonds' },
});

export const getCdsContracts = sessionCall<CdsContracts>()({
  name: 'cds.list_own',
  method: 'POST',
  path: '/api/players/get_cds_contracts',
  session: 'body',
  roles: ['player'],
  input: z.object({}),
});

export const getCdsContractsByPlayerId = sessionCall<CdsContracts>()({
  name: 'cds.list_by_player',
  method: 'POST',
  path: '/api/players/get_cds_contracts_by_player_id',
  session: 'body',
  roles: ['staff'],
  input: z.object({ player_id: numeric(z.number({ error: 'player_id is required' }).int().positive('player_id is required')) }),
  example: { player_id: 1 },
});
