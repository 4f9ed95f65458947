/**
 * A player's HTM and AFS books as the screens read them (domain/contracts/bond-books.ts):
 * each position with its amortised cost, fair value, FV − AC and lots, and each book's DV01,
 * duration and breakdown. Pure.
 */
import type { BondBooksView } from '../../contracts/bond-books';
import { valuePlayer, type EngineState } from '../engine-state';
import type { MarketView, PlayerState } from '../types';
import type { Valuation } from '../../trading/valuation';
import { familyBook } from '../../trading/book';
import { BOND_BOOK_MESSAGES } from './rules';
import { bondBooksRisk, ociReserve } from './valuation';

export function htmStatus(allowHtm: boolean): string {
  return allowHtm ? BOND_BOOK_MESSAGES.allowed : BOND_BOOK_MESSAGES.locked;
}

/** The spec's player fields (002 §9): each book's DV01 (reporting currency per bp) and duration, and the AFS reserve. */
export interface BondBookPlayerFields {
  htm_portfolio_dv01: number;
  htm_portfolio_duration: number;
  afs_portfolio_dv01: number;
  afs_portfolio_duration: number;
  afs_oci_reserve: number;
}

/** Typed optional: books read before these fields existed (and the screens' fixtures) have none. */
export function bondBookFields(state: EngineState, market: MarketView, v: Valuation): Partial<BondBookPlayerFields> {
  if (!v.positions.some((p) => p.carried)) return { htm_portfolio_dv01: 0, htm_portfolio_duration: 0, afs_portfolio_dv01: 0, afs_portfolio_duration: 0, afs_oci_reserve: 0 };
  const risk = bondBooksRisk(state, market, v);
  return {
    htm_portfolio_dv01: risk.htm.dv01,
    htm_portfolio_duration: risk.htm.duration,
    afs_portfolio_dv01: risk.afs.dv01,
    afs_portfolio_duration: risk.afs.duration,
    afs_oci_reserve: ociReserve(v),
  };
}

export function bondBooksView(state: EngineState, market: MarketView, player: PlayerState, v: Valuation = valuePlayer(state, market, player)): BondBooksView {
  const risk = bondBooksRisk(state, market, v);
  const allow = Boolean(state.settings.allow_htm);
  const positions = v.positions.flatMap((p) => {
    if (!p.carried) return [];
    const i = state.instruments.get(p.ric)!;
    const r = risk.positions.find((x) => x.ric === p.ric);
    return [
      {
        ric: p.ric,
        name: i.name,
        book: p.carried.book,
        amount: p.quantity,
        variable_currency: i.variable_currency,
        reporting_value: p.value,
        amortised_cost: p.carried.amortised_cost,
        fair_value: p.carried.fair_value,
        fv_minus_ac: p.carried.fv_minus_ac,
        reporting_unrealized_pnl: p.unrealizedPrice + p.unrealizedFx,
        reporting_realized_pnl: p.realized,
        dv01: r?.dv01 ?? 0,
        modified_duration: r?.modified_duration ?? 0,
        htm_afs_years_to_maturity: r?.htm_afs_years_to_maturity ?? 0,
        lots: (familyBook(player.book, 'bondLots')?.get(p.ric) ?? []).map((l) => ({ amount: l.quantity, open_price: l.cleanPrice, effective_rate: l.y0 * 100, opened_at: l.openedAt })),
      },
    ];
  });
  return {
    player_id: player.id,
    allow_htm: allow,
    htm_status: htmStatus(allow),
    reporting_currency: state.settings.reporting_currency,
    htm_portfolio_dv01: risk.htm.dv01,
    htm_portfolio_duration: risk.htm.duration,
    afs_portfolio_dv01: risk.afs.dv01,
    afs_portfolio_duration: risk.afs.duration,
    afs_oci_reserve: ociReserve(v),
    htm: risk.htm,
    afs: risk.afs,
    positions,
  };
}
