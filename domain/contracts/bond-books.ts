/**
 * HTM and AFS books (issue 15; spec 000 §2/§4 Allow/Lock and status line, 001 §2 HTM and AFS
 * sections, 002 §7 `switch_htm_permission`, §9 DV01 and duration; rules in banking.md §5 and
 * domain/engine/bond-books). The bonds themselves trade with orders; these calls are the
 * trainer's lock and the books' figures.
 */
import { z } from 'zod';
import type { SessionView } from '../session/session-record';
import type { BookRisk } from '../engine/bond-books/valuation';
import { numeric } from './fields';
import { sessionCall } from './session-call';

/** One HTM/AFS position of a player: amortised cost, fair value and FV − AC beside the market figures. Reporting currency. */
export interface BondBookPosition {
  ric: string;
  name: string;
  book: 'HTM' | 'AFS';
  amount: number;
  variable_currency: string;
  /** Carrying value: AC for HTM, FV for AFS. */
  reporting_value: number;
  amortised_cost: number;
  fair_value: number;
  /** FV − AC: the AFS OCI reserve; for HTM information only. */
  fv_minus_ac: number;
  /** Profit or loss not yet realised (interest accreted), and realised. */
  reporting_unrealized_pnl: number;
  reporting_realized_pnl: number;
  /** Reporting currency per basis point, negative for a long. */
  dv01: number;
  modified_duration: number;
  htm_afs_years_to_maturity: number;
  /** The lots with their effective rates (percent), oldest first. */
  lots: { amount: number; open_price: number; effective_rate: number; opened_at: number }[];
}

export interface BondBooksView {
  player_id: number;
  allow_htm: boolean;
  /** 'HTM rebalancing allowed' or 'HTM portfolio locked'. */
  htm_status: string;
  reporting_currency: string;
  htm_portfolio_dv01: number;
  htm_portfolio_duration: number;
  afs_portfolio_dv01: number;
  afs_portfolio_duration: number;
  /** Σ FV − AC of the AFS book (equity). */
  afs_oci_reserve: number;
  htm: BookRisk;
  afs: BookRisk;
  positions: BondBookPosition[];
}

export const switchHtmPermission = sessionCall<SessionView>()({
  name: 'bond_books.switch_htm_permission',
  method: 'POST',
  path: '/api/sessions/:id/switch_htm_permission',
  session: 'path',
  roles: ['staff'],
  // Toggles allow_htm; a body may carry the wanted value.
  input: z.object({ value: z.boolean().optional() }),
  example: {},
});

export const getBondBooks = sessionCall<BondBooksView>()({
  name: 'bond_books.get_own',
  method: 'POST',
  path: '/api/players/get_bond_books',
  session: 'body',
  roles: ['player'],
  input: z.object({}),
});

export const getBondBooksByPlayerId = sessionCall<BondBooksView>()({
  name: 'bond_books.get_by_player',
  method: 'POST',
  path: '/api/players/get_bond_books_by_player_id',
  session: 'body',
  roles: ['staff'],
  input: z.object({ player_id: numeric(z.number({ error: 'player_id is required' }).int().positive('player_id is required')) }),
  example: { player_id: 1 },
});
