/**
 * FX forward contracts (spec 002 §7 `/forward_contracts/…`, `get_fwd_contracts`,
 * `get_fwd_contracts_by_player_id`; spec 001 §2 Forward modal and contract list; rules in
 * banking.md §1 and domain/engine/fx-forwards). Buying, offsetting and the ODA calls are the
 * player's own (a trainer's offset is refused, spec 000 §4); the staff read any player's list.
 */
import { z } from 'zod';
import { MAX_PRICE } from '../constants';
import type { ForwardView } from '../engine/fx-forwards/contract';
import { instrumentField, numeric, personField } from './fields';
import { sessionCall } from './session-call';

const contractId = numeric(z.number({ error: 'contract_id is required' }).int().positive('contract_id is required'));
const rationale = z.string().max(2000).nullish();

/** A player's contracts, newest first, and their place in the FX limit (banking.md §1). */
export interface ForwardContracts {
  player_id: number;
  contracts: ForwardView[];
  /** 'FX FWDS limit usage': (gross forward notional + spot FX gross) / (fx_leverage × AUM). */
  fx_fwds_limit_usage: number;
  /** What forwards may still add, reporting currency. */
  remaining_reporting_absolute_hedge_amount: number;
  reporting_unrealized_pnl: number;
}

export const buyForwardContract = sessionCall<ForwardView>()({
  name: 'forwards.buy',
  method: 'POST',
  path: '/api/forward_contracts/buy_forward_contract',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    financial_instrument: instrumentField,
    // Signed: + buys the base currency, − sells it; zero is refused by the engine with its text.
    amount: numeric(z.number({ error: 'amount is required' })),
    investment_rationale: rationale,
    person: personField,
  }),
  example: { financial_instrument: 'EUR3M=', amount: 100_000, investment_rationale: 'Hedging the euro receivables of the quarter' },
});

export const closeForwardContract = sessionCall<{ contract: ForwardView; closing_contract: ForwardView }>()({
  name: 'forwards.close',
  method: 'POST',
  path: '/api/forward_contracts/close_forward_contract',
  session: 'body',
  roles: ['player'],
  input: z.object({ contract_id: contractId, investment_rationale: rationale, person: personField }),
  example: { contract_id: 1, investment_rationale: 'Hedge no longer needed this quarter' },
});

const odaInput = z.object({ contract_id: contractId, stop_loss_price: z.unknown().optional(), take_profit_price: z.unknown().optional() });

export const setForwardContractOda = sessionCall<ForwardView>()({
  name: 'forwards.set_oda',
  method: 'POST',
  path: '/api/forward_contracts/set_forward_contract_oda',
  session: 'body',
  roles: ['player'],
  input: odaInput,
  example: { contract_id: 1, stop_loss_price: 0.5 },
});

export const updateForwardContractOda = sessionCall<ForwardView>()({
  name: 'forwards.update_oda',
  method: 'POST',
  path: '/api/forward_contracts/update_forward_contract_oda',
  session: 'body',
  roles: ['player'],
  input: odaInput,
  example: { contract_id: 1, stop_loss_price: 0.5 },
});

export const deleteForwardContractOda = sessionCall<ForwardView>()({
  name: 'forwards.delete_oda',
  method: 'POST',
  path: '/api/forward_contracts/delete_forward_contract_oda',
  session: 'body',
  roles: ['player'],
  input: z.object({ contract_id: contractId }),
  example: { contract_id: 1 },
});

export const getFwdContracts = sessionCall<ForwardContracts>()({
  name: 'forwards.list_own',
  method: 'POST',
  path: '/api/players/get_fwd_contracts',
  session: 'body',
  roles: ['player'],
  input: z.object({}),
});

export const getFwdContractsByPlayerId = sessionCall<ForwardContracts>()({
  name: 'forwards.list_by_player',
  method: 'POST',
  path: '/api/players/get_fwd_contracts_by_player_id',
  session: 'body',
  roles: ['staff'],
  input: z.object({ player_id: numeric(z.number({ error: 'player_id is required' }).int().positive('player_id is required')) }),
  example: { player_id: 1 },
});

/**
 * The administrator's forced forward contract (spec 002 §7, 000 admin New Order page) for a
 * player, at a forced price whatever the market hours and the FX limit: opened at the outright
 * mid, with the difference to the forced price booked as 'forced_price_adjustment'
 * (domain/engine/fx-forwards/forced.ts).
 */
export const forceBuyForwardContractFromAdmin = sessionCall<ForwardView>()({
  name: 'forwards.force',
  method: 'POST',
  path: '/api/forward_contracts/force_buy_forward_contract_from_admin',
  session: 'body',
  roles: ['admin'],
  status: 201,
  input: z.object({
    player_id: numeric(z.number({ error: 'player_id is required' }).int().positive('player_id is required')),
    person: personField,
    financial_instrument: instrumentField,
    amount: numeric(z.number({ error: 'amount is required' })),
    forced_price: numeric(
      z.number({ error: 'forced_price must be a number' }).positive('forced_price must be above 0').max(MAX_PRICE, 'forced_price must be at most 1,000,000,000'),
    ),
    investment_rationale: rationale,
  }),
  example: { player_id: 1, financial_instrument: 'EUR3M=', amount: 100_000, forced_price: 1.1 },
});
