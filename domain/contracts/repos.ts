/**
 * Repos (spec 002 §7 `/repo/enter_repo_contract`, `get_repo_contracts`; spec 001 §2 Repo modal
 * and contract list, §5 validation; rules in banking.md §2 and domain/engine/repos). Entering is
 * the player's own; the staff read any player's contracts (the trainer's player view).
 */
import { z } from 'zod';
import type { RepoView } from '../engine/repos/contract';
import { instrumentField, numeric, personField } from './fields';
import { sessionCall } from './session-call';

/** A repo instrument of the session as the Repos tab lists it: its ask (percent) and the maturity a repo opened now would have. */
export interface RepoInstrumentRow {
  ric: string;
  asset_id: number;
  name: string;
  currency: string;
  /** The ask as quoted, percent; null without a quote. */
  ask: number | null;
  /** ISO date; null when the tenor is unknown. */
  maturity_date: string | null;
  days: number | null;
  haircut: number;
  market_open: boolean;
  closed_reason: string | null;
}

/** A long bond of the player that may be repoed (the Repo modal's collateral picker). */
export interface RepoCollateralRow {
  ric: string;
  asset_id: number;
  name: string;
  currency: string;
  owned: number;
  repoed_amount: number;
  available_repoable_amount: number;
  /** Clean bid and accrued per 100 after the session's spread widener. */
  clean_bid: number | null;
  accrued_interest: number;
  /** ISO; null when unknown. A repo must mature before it. */
  maturity_date: string | null;
}

/** A player's repos, newest first, with what the Repos tab and modal need. */
export interface RepoContracts {
  player_id: number;
  contracts: RepoView[];
  instruments: RepoInstrumentRow[];
  collateral: RepoCollateralRow[];
  /** Σ over open repos of −(cash + accrued), reporting currency. */
  reporting_value: number;
  paid_repo_interest: number | null;
  total_repoed_amount: number;
}

const playerId = numeric(z.number({ error: 'player_id is required' }).int().positive('player_id is required'));

export const enterRepoContract = sessionCall<RepoView>()({
  name: 'repos.enter',
  method: 'POST',
  path: '/api/repo/enter_repo_contract',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    repo_instrument_id: instrumentField,
    // Required by the spec's rule ('a collateral bond must be selected'): refused by the engine with its text when missing.
    repoed_instrument_id: instrumentField.nullish(),
    repoed_shares: numeric(z.number({ error: 'repoed_shares is required' })),
    person: personField,
  }),
  example: { repo_instrument_id: 'USD1WRP=', repoed_instrument_id: '91282CPE5=', repoed_shares: 10_000 },
});

export const getRepoContracts = sessionCall<RepoContracts>()({
  name: 'repos.list_own',
  method: 'POST',
  path: '/api/players/get_repo_contracts',
  session: 'body',
  roles: ['player'],
  input: z.object({}),
});

export const getRepoContractsByPlayerId = sessionCall<RepoContracts>()({
  name: 'repos.list_by_player',
  method: 'POST',
  path: '/api/players/get_repo_contracts_by_player_id',
  session: 'body',
  roles: ['staff'],
  input: z.object({ player_id: playerId }),
  example: { player_id: 1 },
});
