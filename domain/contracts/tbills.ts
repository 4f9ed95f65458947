/**
 * T-bill contracts (spec 002 §7 `POST /tbills/enter_tbill_contract`, `/tbills/sell_tbill_contract`,
 * `get_tbill_contracts`; spec 001 §2 TBill Contract modal and contract list, §3 blotter, §4, §5;
 * rules in banking.md §4 and domain/engine/tbills). Buying and selling are the player's own; the
 * staff read any player's contracts.
 */
import { z } from 'zod';
import type { TBillView } from '../engine/tbills/contract';
import { numeric, personField } from './fields';
import { sessionCall } from './session-call';

/** A bill the session lists (the market's of the reporting currency with auctions on, and every auction's issue). */
export interface TBillRow {
  /** fin_id: the market's ric or the auction's series. */
  ric: string;
  name: string;
  series: string;
  tenor: number;
  tenor_label: string;
  currency: string;
  bid: number | null;
  ask: number | null;
  /** The curve's discount rate at the days left, percent. */
  rate: number | null;
  scenario_date_maturity_date: string;
  days: number;
  /** Auction bills: the face issued, the price at issue and what other players may buy. */
  auction_id: number | null;
  initial_issued_amount: number | null;
  price_at_issue: number | null;
  available_interplayer_amount: number | null;
}

/** A player's contracts, newest first, and the bills the session lists. */
export interface TBillContracts {
  player_id: number;
  contracts: TBillView[];
  bills: TBillRow[];
  /** Σ value of the open contracts (amount × bid / 100), reporting currency. */
  reporting_current_mkt_value: number;
  /** Σ unrealised and realised PnL of every contract, reporting currency. */
  reporting_tbill_pnl: number;
}

export const enterTBillContract = sessionCall<TBillView>()({
  name: 'tbills.enter',
  method: 'POST',
  path: '/api/tbills/enter_tbill_contract',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    /** The bill, by the market's ric or the auction's series. */
    fin_id: z.string({ error: 'fin_id is required' }).min(1, 'fin_id is required'),
    // A face amount; a negative one (a short) is refused by the engine with its text.
    amount: numeric(z.number({ error: 'amount is required' })),
    investment_rationale: z.string().max(2000).nullish(),
    person: personField,
  }),
  example: { fin_id: 'USTB13WK=', amount: 1_000_000, investment_rationale: 'Parking cash until the next auction' },
});

export const sellTBillContract = sessionCall<TBillView>()({
  name: 'tbills.sell',
  method: 'POST',
  path: '/api/tbills/sell_tbill_contract',
  session: 'body',
  roles: ['player'],
  input: z.object({ contract_id: numeric(z.number({ error: 'contract_id is required' }).int().positive('contract_id is required')) }),
  example: { contract_id: 1 },
});

export const getTBillContracts = sessionCall<TBillContracts>()({
  name: 'tbills.list_own',
  method: 'POST',
  path: '/api/players/get_tbill_contracts',
  session: 'body',
  roles: ['player'],
  input: z.object({}),
});

export const getTBillContractsByPlayerId = sessionCall<TBillContracts>()({
  name: 'tbills.list_by_player',
  method: 'POST',
  path: '/api/players/get_tbill_contracts_by_player_id',
  session: 'body',
  roles: ['staff'],
  input: z.object({ player_id: numeric(z.number({ error: 'player_id is required' }).int().positive('player_id is required')) }),
  example: { player_id: 1 },
});
