/**
 * Repos in the session object (banking.md §2; spec 001 §2, §5, 002 §7): the call to enter a
 * repo against a held bond, the players' lists (with the Repos tab's instruments and the Repo
 * modal's collateral), and in each market step's payments phase the repos past their maturity
 * date settled (missed days caught up: every repo past its date settles, for its contracted
 * days). Open repos settle early at the accrued interest when the session finishes.
 * Rules: domain/engine/repos.
 */
import { enterRepoContract, getRepoContracts, getRepoContractsByPlayerId, type RepoContracts } from '../../../domain/contracts/repos';
import { openRepo, openRepos, repoBook, RepoMarket, repoView, reposValue, settleAllRepos, settleDueRepos, repoPositionFields, totalRepoedAmount, type RepoContract } from '../../../domain/engine/repos/contract';
import { familyBook } from '../../../domain/trading/book';
import { actualDays, defaultHaircut, isRepoCollateral, REPO_MESSAGES } from '../../../domain/engine/repos/rules';
import { paidUnder } from '../../../domain/engine/cash-accounts';
import type { MarketView } from '../../../domain/engine/types';
import { conflict, notFound } from '../../../domain/refusal';
import { playerIdOf } from '../kernel/actor';
import { handle, handleLoaded, type Feature } from '../kernel/feature';
import { callerPerson } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';
import { contractTable } from '../kernel/feature-storage';

const ACTIVITY = 'Repo trading';

/** The repos' market at `market`, with the bonds' maturities from the simulated market's reference data. */
function repoMarket(k: SessionKernel, market: MarketView = k.marketView()): RepoMarket {
  const sim = k.market();
  return new RepoMarket(k.state(), market, (ric) => {
    try {
      const i = sim.instrument(ric) as { maturity_date?: string };
      return typeof i.maturity_date === 'string' ? i.maturity_date : null;
    } catch {
      return null;
    }
  });
}

function nextRepoId(k: SessionKernel): number {
  return k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM repos').one().next;
}

/** A player's repos newest first (open ones valued now), the session's repo instruments and the player's eligible collateral. */
export function repoContractsOf(k: SessionKernel, playerId: number): RepoContracts {
  const state = k.state();
  const player = state.players.get(playerId);
  if (!player) throw notFound('Player not found');
  const view = k.marketView();
  const rm = repoMarket(k, view);
  const rows = k.sql.exec<{ json: string }>('SELECT json FROM repos WHERE player_id = ? ORDER BY id DESC', playerId).toArray();
  const contracts = rows.map((r) => {
    const stored = JSON.parse(r.json) as RepoContract;
    return repoView(familyBook(player.book, 'repos')?.open.get(stored.id) ?? stored, view);
  });
  const instruments = [...state.instruments.values()]
    .filter((i) => i.resourcetype === 'Repo')
    .map((i) => {
      const maturity = rm.maturityIfOpenedNow(i);
      return {
        ric: i.ric,
        asset_id: i.asset_id,
        name: i.name,
        currency: i.variable_currency,
        ask: rm.quote(i.ric)?.ask ?? null,
        maturity_date: maturity,
        days: maturity === null ? null : actualDays(rm.today(), maturity),
        haircut: defaultHaircut(),
        market_open: view.isOpen(i),
        closed_reason: view.closedReason(i),
      };
    });
  const collateral = [...player.book.positions.values()]
    .filter((p) => p.quantity > 0 && isRepoCollateral(state.instruments.get(p.ric)?.resourcetype ?? ''))
    .map((p) => {
      const i = state.instruments.get(p.ric)!;
      const q = rm.quote(p.ric);
      const fields = repoPositionFields(player.book, p.ric, i);
      return {
        ric: p.ric,
        asset_id: i.asset_id,
        name: i.name,
        currency: i.variable_currency,
        owned: p.quantity,
        repoed_amount: fields.repoed_amount,
        available_repoable_amount: fields.available_repoable_amount,
        clean_bid: q && q.bid > 0 ? q.bid : null,
        accrued_interest: q?.accruedPer100 ?? 0,
        maturity_date: rm.bondMaturity(p.ric),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    player_id: playerId,
    contracts,
    instruments,
    collateral,
    reporting_value: reposValue(view, player).value,
    paid_repo_interest: paidUnder(player.flows, 'repo_interest'),
    total_repoed_amount: totalRepoedAmount(player.book),
  };
}

/** Open repos are in the books; settled ones' realised PnL and the cash they returned are summed. */
const storage = contractTable({
  table: 'repos',
  kind: 'repo',
  row: (c) => ({ player_id: c.player_id, status: c.contract.settled_at === null ? 0 : 1, contract: c.contract }),
  open: (book) => repoBook(book).open,
  realized: { rows: 'closed', fields: ['realized_reporting', 'cash_reporting'], into: (book, [realized, cash]) => Object.assign(repoBook(book), { realized: realized!, settledCash: cash! }) },
});

export const repos: Feature = {
  name: 'repos',
  storage,
  migrations: [
    {
      id: 70,
      // Open repos (status 0) are loaded into the books; settled ones (1) stay for the lists and the blotter.
      sql: `CREATE TABLE repos (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, status INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX repos_player ON repos (player_id, status);`,
    },
  ],
  calls: [
    handleLoaded(enterRepoContract, callerPerson, (k, input, actor) => {
      // Refused while paused, frozen, being created or finished (spec 001 §4).
      k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
      const state = k.state();
      const repoRic = k.ricOf(input.repo_instrument_id);
      const repo = state.instruments.get(repoRic);
      if (!repo || repo.resourcetype !== 'Repo') throw notFound(REPO_MESSAGES.notRepo);
      const market = k.marketView();
      if (!market.isOpen(repo)) throw conflict(market.closedReason(repo) ?? 'Market is closed');
      const collateral = input.repoed_instrument_id === null || input.repoed_instrument_id === undefined ? null : k.ricOf(input.repoed_instrument_id);
      const rm = repoMarket(k, market);
      const player = state.players.get(playerIdOf(actor)!)!;
      const opened = k.applyEngine(() => openRepo(rm, player, { repoRic, collateralRic: collateral, quantity: input.repoed_shares, personId: input.person ?? null }, { id: nextRepoId(k) }));
      return repoView(opened, market);
    }),
    handle(getRepoContracts, (k, _input, actor) => repoContractsOf(k, playerIdOf(actor)!)),
    handle(getRepoContractsByPlayerId, (k, input) => repoContractsOf(k, input.player_id)),
  ],
  step: [
    {
      // Repos past their maturity date are repaid with their interest (before the revaluation).
      phase: 'payments',
      run(k, step) {
        if (![...k.state().players.values()].some((p) => familyBook(p.book, 'repos')?.open.size)) return;
        const r = settleDueRepos(repoMarket(k, step.market));
        step.changes.push(...r.changes);
        step.events.push(...r.events);
      },
    },
  ],
  /** Open repos settle early at the interest accrued so far (due ones for their whole term): the final books hold no loan. */
  finish(k) {
    const state = k.state();
    if (![...state.players.values()].some((p) => openRepos(p).length)) return { changes: [], events: [] };
    const r = settleAllRepos(repoMarket(k));
    return { changes: r.changes, events: r.events };
  },
};
