/**
 * Client dealing in a session (spec 002 §7 `/client_money/get_client_loans_depos`,
 * `update_loan_rates`, `update_depo_rates`, `fetch_players_client_dealing_stats`; spec 001 §2
 * Cash tab client-money view and Adjust Client Rates, §4, §5; rules in banking.md §8 and
 * domain/client-dealing). A player reads and sets its own; the staff read any player's cards
 * (`player_id`) and the class's table and overview cards.
 */
import { z } from 'zod';
import type { ClientAwardCard, ClientCard } from '../client-dealing/book';
import { numeric, playerIdField } from './fields';
import { sessionCall } from './session-call';

/** The yield curve chart of the Markets header (spec 001 §2): percent, null where the market has no such yield. */
export type CurvePoint = {
  tenor: string;
  years: number;
  yield: number | null;
};

/** `get_client_loans_depos`: a bank's client cards (spec 002 §7) and what its client-money view shows beside them. */
export type ClientCards = {
  player_id: number;
  client_money: boolean;
  /** The last period awarded (0: the starting book), and its date; null before the book opens. */
  period: number | null;
  date: string | null;
  current_loans: ClientAwardCard[];
  past_loans: ClientAwardCard[];
  future_loans: ClientCard[];
  current_depos: ClientAwardCard[];
  past_depos: ClientAwardCard[];
  future_depos: ClientCard[];
  /** Percent (banking.md §10). */
  lombard_rate: number | null;
  /** The current 4-week yield (percent) the limits are set from. */
  yield_4wk: number | null;
  currency: string;
  /** Outstanding principal, major units. */
  loans: number;
  depos: number;
  /** Net client interest received so far (loans' − deposits'), reporting currency. */
  client_interest: number;
  /** Weighted average rate of the open book, percent. */
  average_loan_rate: number | null;
  average_depo_rate: number | null;
  /** Residual maturity of the open book, months (spec 001 §9 short set). */
  maturity_profile: { bucket: string; loans: number; depos: number }[];
  yield_curve: CurvePoint[];
};

/** A row of the trainer's Client Dealing table (spec 000 §2). */
export interface ClientDealingRow {
  id: number;
  name: string;
  market_value: number;
  /** From the interbank market (banking.md §9): + lent, − borrowed; 0 where none. */
  interbank_amount: number;
  interbank_interest: number;
  paid_lombard_interest: number;
  paid_repo_interest: number;
  client_interest: number;
  loans: number;
  depos: number;
}

/** `update_client_money_overview_cards`: the class's totals (spec 000 §7). */
export type ClientOverviewCards = {
  period: number | null;
  loans: number;
  depos: number;
  interbank_lent: number;
  interbank_borrowed: number;
  lombard_paid: number;
  /** Principal-weighted over the class's open books, percent. */
  average_loan_rate: number | null;
  average_depo_rate: number | null;
};

export interface ClientDealingStats {
  players: ClientDealingRow[];
  overview: ClientOverviewCards;
}

const rateRow = z.object({
  id: numeric(z.number().int()).nullish(),
  tenor: z.string().max(8).nullish(),
  rate: numeric(z.number({ error: 'rate is required' }).finite({ error: 'rate is required' })),
});
const rateRows = (field: string) => z.array(rateRow, { error: `${field} is a list of { tenor or id, rate }` }).min(1, `${field}: send at least one rate`).max(8);

export const getClientLoansDepos = sessionCall<ClientCards>()({
  name: 'client_dealing.cards',
  method: 'POST',
  path: '/api/client_money/get_client_loans_depos',
  session: 'body',
  roles: ['player', 'staff'],
  input: z.object({ player_id: playerIdField }),
  example: { player_id: 1 },
});

export const updateLoanRates = sessionCall<{ updated_future_loan_cards: ClientCard[] }>()({
  name: 'client_dealing.update_loan_rates',
  method: 'POST',
  path: '/api/client_money/update_loan_rates',
  session: 'body',
  roles: ['player'],
  input: z.object({ loan_rates: rateRows('loan_rates'), player_id: playerIdField }),
  example: { loan_rates: [{ tenor: '13WK', rate: 0.5 }] },
});

export const updateDepoRates = sessionCall<{ updated_future_depo_cards: ClientCard[] }>()({
  name: 'client_dealing.update_depo_rates',
  method: 'POST',
  path: '/api/client_money/update_depo_rates',
  session: 'body',
  roles: ['player'],
  input: z.object({ depo_rates: rateRows('depo_rates'), player_id: playerIdField }),
  example: { depo_rates: [{ tenor: '13WK', rate: 0.02 }] },
});

export const fetchClientDealingStats = sessionCall<ClientDealingStats>()({
  name: 'client_dealing.stats',
  method: 'GET',
  path: '/api/sessions/:id/fetch_players_client_dealing_stats',
  session: 'path',
  roles: ['staff'],
  input: z.object({}),
});
