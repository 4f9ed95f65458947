/**
 * Equity options (spec 001 §2 Options route, §3 option contract and chain fields, §5, §7
 * `fetch_options_chains`, `get_options_contracts`, `get_options_instruments`,
 * `enter_options_contract`, `early_close_options_contract`, `early_exercise_options_contract`;
 * 000 §4 option statuses; rules in banking.md §6 and domain/engine/options). Trading is the
 * player's own; the staff read any player's contracts and the chains.
 */
import { RATIONALE_REQUIRED } from '../constants';
import { z } from 'zod';
import type { OptionContract as ChainRow } from '../option-chain';
import { numeric, personField, playerIdField } from './fields';
import { sessionCall } from './session-call';

/** One row of a chain (spec 001 §3 "Option chain row"); greeks in blackScholes' units (domain/options.ts). */
export type OptionChainRow = ChainRow;

/** One option asset's chain at the session's moment (spec 001 §7 `fetch_options_chains`, keyed by the asset's id). */
export interface OptionAssetChain {
  /** The option asset ('AAPL.O-OPT'), its id and names. */
  asset_id: number;
  ric: string;
  name: string;
  ticker: string;
  /** The equity the options are on, and the currency premiums are paid in. */
  underlying_ric: string;
  currency: string;
  underlying_spot: number;
  /** ISO dates, ascending. */
  expiration_dates: string[];
  /** Calendar days from the quote date to each expiration. */
  expiration_days: number[];
  /** The strike step of the spot (spec 001 §9). */
  strike_step: number;
  /** The strike nearest the spot. */
  atm_strike: number;
  /** One-month at-the-money implied volatility now and at the previous quote date (decimal; null at the first). */
  atm_iv: number;
  previous_atm_iv: number | null;
  quote_date: string;
  contracts: OptionChainRow[];
}

export type OptionStatus = 'Active' | 'Closed early' | 'Exercised' | 'Written' | 'Worthless';

/** A contract as the positions, the blotter and the staff see it (spec 001 §3 "Option contract"). */
export type OptionContractView = {
  id: number;
  player_id: number;
  /** The option asset's id (its instrument, spec "options_instrument"), ric and name. */
  options_instrument: number;
  ric: string;
  asset_name: string;
  underlying_ric: string;
  currency: string;
  /** 'Buy' or 'Sell'. */
  transaction: 'Buy' | 'Sell';
  /** 'Call' or 'Put'. */
  contract_type: 'Call' | 'Put';
  strike: number;
  /** 100 × open price × contracts, in the currency (paid when bought, received when sold). */
  premium: number;
  contracts: number;
  /** +100 × contracts bought, −100 × contracts sold. */
  equity_equivalent: number;
  open_price: number;
  /** The quote now while active; at the close once closed. */
  current_bid: number | null;
  current_ask: number | null;
  open_iv: number;
  current_iv: number | null;
  current_delta: number | null;
  /** The underlying's spot now (active) or at the close. */
  underlying_spot: number | null;
  /** intrinsic(S) per share now (active) or at the close. */
  intrinsic_value: number | null;
  expiration_date: string;
  days_to_expiry: number;
  quote_date: string;
  status: OptionStatus;
  /** Bought and in the money by more than 0.00 now (the Exercise button). */
  can_exercise: boolean;
  /** Per share: the bid or ask paid at an early close, the intrinsic value at exercise or expiry. */
  close_price: number | null;
  close_spot: number | null;
  closing_timestamp: string | null;
  /** Reserved on the wallet while a written contract is open, in the currency (0 when bought or closed). */
  collateral: number;
  /** banking.md §6, in the currency: marked now while active, final once closed. */
  pnl: number;
  intrinsic_pnl: number;
  delta_hedge_pnl: number;
  overall_pnl: number;
  timestamp: string;
  investment_rationale: string | null;
  person: number | null;
};

/** An option asset with the player's contracts on it (spec 001 §7 `get_options_instruments`; Positions). */
export interface OptionsInstrument {
  id: number;
  options_asset: { id: number; ric: string; name: string; ticker: string; underlying_ric: string; currency: string };
  /** Σ premiums of the active contracts, signed: − paid for bought, + received for sold. */
  total_premiums: number;
  /** The premium a new purchase may still pay under the options class's limit, in the asset's currency (the ticket's check, as the server's). */
  premium_limit_remaining: number;
  options_contracts: OptionContractView[];
}

export interface OptionTradeAnswer {
  updated_wallet: { currency: string; amount: number; collateral_amount: number; options_net_premiums: number };
  new_contract: OptionContractView;
}

export interface OptionCloseAnswer {
  contract_data: OptionContractView;
  wallet_data: { currency: string; amount: number; collateral_amount: number; options_net_premiums: number };
}

export const OPTION_MESSAGES = {
  reselect: 'Please re-select desired contract',
  contracts: 'Contracts must be a positive whole number',
  tooMany: 'At most 10,000 contracts per trade',
  notOptions: 'Could not retrieve financial instrument!',
  noPrice: 'Could not retrieve price!',
  noBid: 'There is no bid for this contract: it cannot be sold',
  insufficientFunds: 'Insufficient funds',
  collateral: 'Insufficient free cash for the collateral of this written option',
  shortfall: 'Your written options are short of collateral: no new options can be written until it is covered',
  limit: 'The premium exceeds the options limit of your portfolio',
  notFound: 'Option contract not found',
  closed: 'This option contract is already closed',
  exerciseSold: 'Only bought contracts can be exercised',
  exerciseOtm: 'Only contracts in the money can be exercised',
  expired: 'This option has expired',
  rationale: RATIONALE_REQUIRED,
} as const;

const playerPath = numeric(z.number({ error: 'player_id is required' }).int().positive('player_id is required'));
const contractId = numeric(z.number({ error: 'contract_id is required' }).int().positive('contract_id is required'));
/** The option asset, by id or ric. */
const optionsAsset = z.union([numeric(z.number().int().positive()), z.string().min(1)], { error: 'options_asset is required' });

export const fetchOptionsChains = sessionCall<Record<string, OptionAssetChain>>()({
  name: 'options.chains',
  method: 'GET',
  path: '/api/sessions/:id/fetch_options_chains',
  session: 'path',
  roles: ['player', 'staff'],
  input: z.object({}),
});

export const getOptionsContracts = sessionCall<OptionContractView[]>()({
  name: 'options.contracts',
  method: 'POST',
  path: '/api/players/:player_id/get_options_contracts',
  session: 'body',
  roles: ['player', 'staff'],
  input: z.object({ player_id: playerPath }),
  example: { player_id: 1 },
});

export const getOptionsInstruments = sessionCall<OptionsInstrument[]>()({
  name: 'options.instruments',
  method: 'POST',
  path: '/api/players/get_options_instruments',
  session: 'body',
  roles: ['player', 'staff'],
  input: z.object({ player_id: playerIdField }),
});

export const enterOptionsContract = sessionCall<OptionTradeAnswer>()({
  name: 'options.enter',
  method: 'POST',
  path: '/api/players/:player_id/enter_options_contract',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    player_id: playerPath,
    options_asset: optionsAsset,
    /** The selected chain row: its strike, expiration and side; the fill is at the quote of the moment. */
    contract: z
      .object({
        strike: numeric(z.number().positive()),
        expiration: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        type_int: numeric(z.number().int().min(0).max(1)).optional(),
      })
      .nullish(),
    /** 'call' | 'put' (or 0 call, 1 put); absent: the row's type_int. */
    type: z.union([z.enum(['call', 'put', 'Call', 'Put', 'CALL', 'PUT']), numeric(z.number().int().min(0).max(1))]).optional(),
    /** 0 or 'buy' buys at the ask; 1 or 'sell' writes at the bid. */
    txn: z.union([z.enum(['buy', 'sell', 'Buy', 'Sell', 'BUY', 'SELL']), numeric(z.number().int().min(0).max(1))], { error: 'txn is required (buy or sell)' }),
    contracts: numeric(z.number({ error: 'contracts is required' })),
    investment_rationale: z.string().max(2000).nullish(),
    person: personField,
  }),
  example: { player_id: 1, options_asset: 'AAPL.O-OPT', contract: { strike: 200, expiration: '2030-01-18', type_int: 0 }, txn: 'buy', contracts: 1 },
});

/** The option asset the contract is on may be named (spec payload); the contract id alone finds it. */
const closeInput = z.object({ player_id: playerPath, contract_id: contractId, options_instrument_id: optionsAsset.optional() });

export const earlyCloseOptionsContract = sessionCall<OptionCloseAnswer>()({
  name: 'options.close',
  method: 'POST',
  path: '/api/players/:player_id/early_close_options_contract',
  session: 'body',
  roles: ['player'],
  input: closeInput,
  example: { player_id: 1, contract_id: 1 },
});

export const earlyExerciseOptionsContract = sessionCall<OptionCloseAnswer>()({
  name: 'options.exercise',
  method: 'POST',
  path: '/api/players/:player_id/early_exercise_options_contract',
  session: 'body',
  roles: ['player'],
  input: closeInput,
  example: { player_id: 1, contract_id: 1 },
});
