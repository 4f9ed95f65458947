/**
 * CDS contracts in the session object (banking.md §3; spec 001 §2, 002 §7): the call to enter
 * a contract (buy or sell protection, signed amount, within the maximum), the players' lists
 * with each side's maximum, and in each market step the premiums due and the maturities
 * (payments phase: every schedule date passed since the last step is paid, so missed days catch
 * up) and, at the daily roll or the period, the mark-to-market sent as `update_cds_contracts`
 * (revaluation phase). At the session's finish the house buys open contracts back at their MTM.
 * Rules: domain/engine/cds.
 */
import { enterCdsContract, getCdsContracts, getCdsContractsByPlayerId, type CdsContracts } from '../../../domain/contracts/cds';
import { buyBackCds, cdsBook, CdsMarket, cdsLimits, cdsValue, cdsView, cdsYearsOf, openCds, openCdsContracts, payDueCds, type CdsContract, type CdsTerms } from '../../../domain/engine/cds/contract';
import { familyBook } from '../../../domain/trading/book';
import { CDS_MESSAGES } from '../../../domain/engine/cds/rules';
import type { Change, EngineEvent, MarketView, SessionInstrument } from '../../../domain/engine/types';
import { conflict, notFound } from '../../../domain/refusal';
import { playerIdOf, type Actor } from '../kernel/actor';
import { handle, handleLoaded, type Feature } from '../kernel/feature';
import type { MarketStep } from '../kernel/market-step';
import { callerPerson } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';
import { contractTable } from '../kernel/feature-storage';

const ACTIVITY = 'CDS trading';

function cdsMarket(k: SessionKernel, market: MarketView = k.marketView()): CdsMarket {
  return new CdsMarket(k.state(), market);
}

function nextCdsId(k: SessionKernel): number {
  return k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM cds_contracts').one().next;
}

/** The asset's maturity in years and premium frequency: the market's reference data, else its ticker. */
function termsOf(k: SessionKernel, instrument: SessionInstrument): CdsTerms {
  type Reference = { cds_maturity_years?: number; cds_frequency?: number; cds_asset_maturity_date?: string };
  let reference: Reference | null = null;
  try {
    reference = k.market().instrument(instrument.ric) as unknown as Reference;
  } catch {
    // An asset the simulated market does not list: its ticker names the years.
  }
  const years = reference?.cds_maturity_years ?? cdsYearsOf(instrument);
  if (!years) throw conflict(CDS_MESSAGES.notCds);
  return { years, frequency: reference?.cds_frequency ?? null, assetMaturity: reference?.cds_asset_maturity_date ?? null };
}

/** A player's contracts, newest first (open ones marked now), with each side's maximum. */
export function cdsContractsOf(k: SessionKernel, playerId: number): CdsContracts {
  const player = k.state().players.get(playerId);
  if (!player) throw notFound('Player not found');
  const cm = cdsMarket(k);
  const rows = k.sql.exec<{ json: string }>('SELECT json FROM cds_contracts WHERE player_id = ? ORDER BY id DESC', playerId).toArray();
  const contracts = rows.map((r) => {
    const stored = JSON.parse(r.json) as CdsContract;
    // The books hold the live copy of an open contract.
    return cdsView(familyBook(player.book, 'cds')?.open.get(stored.id) ?? stored, cm);
  });
  return {
    player_id: playerId,
    contracts,
    limits: cdsLimits(cm, player),
    reporting_current_mkt_value: cdsValue(cm, player),
    reporting_cds_pnl: contracts.reduce((sum, c) => sum + (c.reporting_cds_contract_pnl ?? 0), 0),
  };
}

/** Each player's contracts after premiums or revaluation (to the player and the staff). */
function contractEvents(k: SessionKernel, cm: CdsMarket, playerIds: ReadonlySet<number>): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (const id of playerIds) {
    const player = k.state().players.get(id);
    if (!player) continue;
    events.push({ audience: { player_id: id }, type: 'update_cds_contracts', data: { player_id: id, contracts: openCdsContracts(player).map((c) => cdsView(c, cm)) } });
  }
  return events;
}

/** Players paid in a step's payments phase, for its revaluation phase's event. */
const paidIn = new WeakMap<MarketStep, Set<number>>();

const holdsCds = (k: SessionKernel) => [...k.state().players.values()].some((p) => familyBook(p.book, 'cds')?.open.size);

/** Open contracts are in the books; every booking's reporting value (premiums, buy-backs, defaults) is summed. */
const storage = contractTable({
  table: 'cds_contracts',
  kind: 'cds',
  row: (c) => ({ player_id: c.player_id, status: c.contract.status, contract: c.contract }),
  open: (book) => cdsBook(book).open,
  realized: { rows: 'all', fields: ['realized_reporting'], into: (book, [total]) => total && (cdsBook(book).realized = total) },
});

export const cds: Feature = {
  name: 'cds',
  storage,
  migrations: [
    {
      id: 75,
      // Open contracts (status 0) are loaded into the books; matured (1) and bought-back (2) ones stay for the lists.
      sql: `CREATE TABLE cds_contracts (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, status INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX cds_contracts_player ON cds_contracts (player_id, status);`,
    },
  ],
  calls: [
    handleLoaded(enterCdsContract, callerPerson, (k, input, actor) => {
      k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
      const ric = k.ricOf(input.cds_instrument_id);
      const instrument = k.state().instruments.get(ric);
      if (!instrument || instrument.resourcetype !== 'CDS') throw notFound(CDS_MESSAGES.notCds);
      const market = k.marketView();
      if (!market.isOpen(instrument)) throw conflict(market.closedReason(instrument) ?? 'Market is closed');
      const terms = termsOf(k, instrument);
      const cm = cdsMarket(k, market);
      const player = k.state().players.get(playerIdOf(actor)!)!;
      const opened = k.applyEngine(() =>
        openCds(cm, player, { ric, amount: input.amount, investmentRationale: input.investment_rationale ?? null, personId: input.person ?? null, terms }, { id: nextCdsId(k) }),
      );
      return cdsView(opened, cm);
    }),
    handle(getCdsContracts, (k, _input, actor: Actor) => cdsContractsOf(k, playerIdOf(actor)!)),
    handle(getCdsContractsByPlayerId, (k, input) => cdsContractsOf(k, input.player_id)),
  ],
  step: [
    {
      // Premiums due since the last step (each date once, the final stub at maturity), then maturity.
      phase: 'payments',
      run(k, step) {
        if (!holdsCds(k)) return;
        const cm = cdsMarket(k, step.market);
        const r = payDueCds(cm);
        step.changes.push(...r.changes);
        step.events.push(...r.events);
        if (!r.value.length) return;
        const paid = new Set(r.value.map((c) => c.player_id));
        // At a roll or period the revaluation phase tells them, with everyone else's.
        if (step.kind === 'period' || step.roll) paidIn.set(step, paid);
        else step.events.push(...contractEvents(k, cm, paid));
      },
    },
    {
      // The mark-to-market at the daily roll or the period (market value follows it at every tick).
      phase: 'revaluation',
      run(k, step) {
        if (!(step.kind === 'period' || step.roll) || (!holdsCds(k) && !paidIn.has(step))) return;
        const cm = cdsMarket(k, step.market);
        const holders = new Set([...k.state().players.values()].filter((p) => familyBook(p.book, 'cds')?.open.size).map((p) => p.id));
        // Those whose last contract matured in this step hear of it too.
        for (const id of paidIn.get(step) ?? []) holders.add(id);
        step.events.push(...contractEvents(k, cm, holders));
      },
    },
  ],
  /** The house buys open contracts back at their MTM, so the final books hold only cash and positions. */
  finish: (k) => buyBackAll(k),
  closePositions: (k) => buyBackAll(k),
};

/** The house buys every open contract back at its MTM (session finish, the admin's Close positions). */
function buyBackAll(k: SessionKernel): { changes: Change[]; events: EngineEvent[]; closed: number } {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  let closed = 0;
  const cm = cdsMarket(k);
  for (const player of k.state().players.values()) {
    for (const c of openCdsContracts(player)) {
      const r = buyBackCds(cm, player, c.id);
      if (!r) continue; // Without a quote the contract stays open.
      changes.push(...r.changes);
      events.push(...r.events);
      closed++;
    }
  }
  return { changes, events, closed };
}
