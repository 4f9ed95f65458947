/**
 * The option calls of spec 001 §7 (`fetch_options_chains`, `get_options_instruments`,
 * `enter_options_contract`, `early_close_options_contract`, `early_exercise_options_contract`),
 * typed by their contracts in domain/contracts/options: the screens read exactly what the session
 * object answers. Errors are left to the caller (shown where the action started).
 */
import {
  earlyCloseOptionsContract,
  earlyExerciseOptionsContract,
  enterOptionsContract,
  fetchOptionsChains,
  getOptionsInstruments,
  type OptionAssetChain,
  type OptionChainRow,
  type OptionCloseAnswer,
  type OptionContractView,
  type OptionsInstrument,
  type OptionTradeAnswer,
} from '@domain/contracts/options';
import { callSession } from '@/lib/session-call';

export type { OptionAssetChain, OptionChainRow, OptionCloseAnswer, OptionContractView, OptionsInstrument, OptionTradeAnswer };

const quiet = { notify: false } as const;

/** Every option asset's chain at the session's moment, keyed by the option asset's id. */
export function fetchChains(sessionId: number): Promise<Record<string, OptionAssetChain>> {
  return callSession(fetchOptionsChains, sessionId, {}, quiet);
}

/** The option assets with the player's contracts on them: the caller's own (`playerId` null) or, for the staff, any player's. */
export function fetchOptionsInstruments(sessionId: number, playerId: number | null): Promise<OptionsInstrument[]> {
  return callSession(getOptionsInstruments, sessionId, playerId === null ? {} : { player_id: playerId }, quiet);
}

export interface EnterOptionInput {
  player_id: number;
  options_asset: number;
  strike: number;
  expiration: string;
  type: 'call' | 'put';
  txn: 'buy' | 'sell';
  contracts: number;
  investment_rationale: string | null;
  person?: number | null;
}

/** Buys (at the ask) or writes (at the bid) a chain row's contract; the fill is at the quote of the moment. */
export function enterOption(sessionId: number, input: EnterOptionInput): Promise<OptionTradeAnswer> {
  const { strike, expiration, type, ...rest } = input;
  return callSession(enterOptionsContract, sessionId, { ...rest, type, contract: { strike, expiration, type_int: type === 'call' ? 0 : 1 } }, quiet);
}

/** Sells a bought contract at the bid, or buys a written one back at the ask. */
export function closeOption(sessionId: number, playerId: number, contractId: number): Promise<OptionCloseAnswer> {
  return callSession(earlyCloseOptionsContract, sessionId, { player_id: playerId, contract_id: contractId }, quiet);
}

/** Exercises a bought contract in the money: cash-settled at its intrinsic value (banking.md §6). */
export function exerciseOption(sessionId: number, playerId: number, contractId: number): Promise<OptionCloseAnswer> {
  return callSession(earlyExerciseOptionsContract, sessionId, { player_id: playerId, contract_id: contractId }, quiet);
}
