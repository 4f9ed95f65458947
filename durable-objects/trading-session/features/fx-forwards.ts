/**
 * FX forward contracts in the session object (banking.md §1; spec 001 §2, 002 §7): the calls
 * to buy, offset and set a contract's stop loss and take profit, the players' lists with the
 * FX forwards limit, and in each market step the maturities (payments phase: settled against
 * the spot mid, missed days caught up since every contract past its date settles), the stop
 * loss and take profit checks on the new prices and, at the daily roll or the period, the
 * unrealised revaluation sent as `update_forward_contracts_unrealized` (revaluation phase).
 * Open contracts are offset when the session finishes. Rules: domain/engine/fx-forwards.
 */
import {
  buyForwardContract,
  closeForwardContract,
  deleteForwardContractOda,
  forceBuyForwardContractFromAdmin,
  getFwdContracts,
  getFwdContractsByPlayerId,
  setForwardContractOda,
  updateForwardContractOda,
  type ForwardContracts,
} from '../../../domain/contracts/fx-forwards';
import {
  checkForwardOdas,
  deleteForwardOda,
  forwardBook,
  forwardView,
  ForwardMarket,
  forwardsValue,
  matureDueForwards,
  offsetForward,
  openForward,
  openForwards,
  playerForwardLimit,
  setForwardOda,
  type ForwardContract,
} from '../../../domain/engine/fx-forwards/contract';
import { familyBook } from '../../../domain/trading/book';
import { forceForward } from '../../../domain/engine/fx-forwards/forced';
import { cipOutrightAt, FORWARD_MESSAGES } from '../../../domain/engine/fx-forwards/rules';
import { SessionStatus } from '../../../domain/enums';
import type { Change, EngineEvent, MarketView, PlayerState } from '../../../domain/engine/types';
import { conflict, invalid, notFound, Refusal } from '../../../domain/refusal';
import { playerIdOf, type Actor } from '../kernel/actor';
import { handle, handleLoaded, type CallHandler, type Feature } from '../kernel/feature';
import { callerPerson, playerPerson } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';
import { contractTable } from '../kernel/feature-storage';

const ACTIVITY = 'Forward trading';

/** The forwards' market at `market`; a forward without a quote is priced by covered interest parity on the simulated curves. */
function forwardMarket(k: SessionKernel, market: MarketView = k.marketView()): ForwardMarket {
  const sim = k.market();
  const rate = (currency: string, days: number) => sim.yieldAt(currency, Math.max(1, days) / 365, market.now());
  return new ForwardMarket(k.state(), market, (c, spot, left) =>
    cipOutrightAt({ spot, base: c.base_currency, variable: c.variable_currency, baseRate: rate(c.base_currency, left), variableRate: rate(c.variable_currency, left), daysLeft: left, decimals: c.decimals }),
  );
}

/** One contract as stored (open, closed or matured), or null: the query other features read forwards by (error reports' pending SL/TP list). */
export function storedForward(sql: SqlStorage, id: number): ForwardContract | null {
  const json = sql.exec<{ json: string }>('SELECT json FROM fx_forwards WHERE id = ?', id).toArray()[0]?.json;
  return json ? (JSON.parse(json) as ForwardContract) : null;
}

function nextForwardId(k: SessionKernel): number {
  return k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM fx_forwards').one().next;
}

/** A player's contracts, newest first (open ones marked now), with the limit usage. */
export function forwardContractsOf(k: SessionKernel, playerId: number): ForwardContracts {
  const player = k.state().players.get(playerId);
  if (!player) throw notFound('Player not found');
  const fm = forwardMarket(k);
  const rows = k.sql.exec<{ json: string }>('SELECT json FROM fx_forwards WHERE player_id = ? ORDER BY id DESC', playerId).toArray();
  const contracts = rows.map((r) => {
    const stored = JSON.parse(r.json) as ForwardContract;
    // The books hold the live copy of an open contract.
    return forwardView(familyBook(player.book, 'forwards')?.open.get(stored.id) ?? stored, fm);
  });
  const limit = playerForwardLimit(fm, player);
  return {
    player_id: playerId,
    contracts,
    fx_fwds_limit_usage: limit.usage,
    remaining_reporting_absolute_hedge_amount: limit.remaining,
    reporting_unrealized_pnl: forwardsValue(fm, player),
  };
}

function playerOf(k: SessionKernel, actor: Actor) {
  return k.state().players.get(playerIdOf(actor)!)!;
}

/** Refuses while the session is paused, frozen, being created or finished (spec 000 §4, 001 §5). */
function requireOpen(k: SessionKernel): void {
  k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
}

const saveOda = (contract: typeof setForwardContractOda): CallHandler =>
  handle(contract, (k, input, actor) => {
    requireOpen(k);
    const fm = forwardMarket(k);
    const saved = k.applyEngine(() => setForwardOda(fm, playerOf(k, actor), input.contract_id, input.stop_loss_price, input.take_profit_price));
    return forwardView(saved, fm);
  });

/** Forced like a forced order (admin-orders.ts): any market hours and limits, not while the session is being created. */
function requireForcible(k: SessionKernel): void {
  if (k.clock().status === SessionStatus.Creating) throw conflict('Contracts cannot be forced while the session is being created');
}

function forcedPlayer(k: SessionKernel, playerId: number): PlayerState {
  const player = k.state().players.get(playerId);
  if (!player) throw notFound('Player not found');
  return player;
}

/** Open contracts are in the books; settled ones stay for the lists, their realised PnL summed. */
const storage = contractTable({
  table: 'fx_forwards',
  kind: 'fx_forward',
  row: (c) => ({ player_id: c.player_id, status: c.contract.delivery_timestamp === null ? 0 : 1, contract: c.contract }),
  open: (book) => forwardBook(book).open,
  realized: { rows: 'closed', fields: ['realized_reporting'], into: (book, [total]) => total && (forwardBook(book).realized = total) },
});

export const fxForwards: Feature = {
  name: 'fx-forwards',
  storage,
  migrations: [
    {
      id: 90,
      // Open contracts (status 0) are loaded into the books; closed and matured ones stay for the lists.
      sql: `CREATE TABLE fx_forwards (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, status INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX fx_forwards_player ON fx_forwards (player_id, status);`,
    },
    {
      id: 91,
      // A contract's stop loss and take profit join the admin's pending SL/TP list (error-reports/report-flush.ts, kind 'fwd_oda'):
      // reported whenever a contract with an ODA, before or after, changes (set, updated, deleted, closed, matured).
      sql: `CREATE TRIGGER report_fwd_oda AFTER UPDATE ON fx_forwards
        WHEN json_extract(NEW.json, '$.stop_loss_price') IS NOT NULL OR json_extract(NEW.json, '$.take_profit_price') IS NOT NULL
          OR json_extract(OLD.json, '$.stop_loss_price') IS NOT NULL OR json_extract(OLD.json, '$.take_profit_price') IS NOT NULL
        BEGIN
          DELETE FROM report_outbox WHERE kind = 'fwd_oda' AND key = CAST(NEW.id AS TEXT);
          INSERT INTO report_outbox (kind, key) VALUES ('fwd_oda', CAST(NEW.id AS TEXT));
        END;`,
    },
  ],
  calls: [
    handleLoaded(buyForwardContract, callerPerson, (k, input, actor) => {
      requireOpen(k);
      const state = k.state();
      const ric = k.ricOf(input.financial_instrument);
      const instrument = state.instruments.get(ric);
      if (!instrument || instrument.resourcetype !== 'FxForwards') throw notFound(FORWARD_MESSAGES.notForward);
      const market = k.marketView();
      if (!market.isOpen(instrument)) throw conflict(market.closedReason(instrument) ?? 'Market is closed');
      const fm = forwardMarket(k, market);
      const opened = k.applyEngine(() =>
        openForward(fm, playerOf(k, actor), { ric, amount: input.amount, investmentRationale: input.investment_rationale ?? null, personId: input.person ?? null }, { id: nextForwardId(k) }),
      );
      return forwardView(opened, fm);
    }),
    handleLoaded(closeForwardContract, callerPerson, (k, input, actor) => {
      requireOpen(k);
      const fm = forwardMarket(k);
      const closed = k.applyEngine(() =>
        offsetForward(fm, playerOf(k, actor), input.contract_id, { id: nextForwardId(k), type: 'MarketOrder', investmentRationale: input.investment_rationale ?? null, personId: input.person ?? null }),
      );
      return { contract: forwardView(closed.contract, fm), closing_contract: forwardView(closed.closing, fm) };
    }),
    saveOda(setForwardContractOda),
    saveOda(updateForwardContractOda),
    handle(deleteForwardContractOda, (k, input, actor) => {
      requireOpen(k);
      const saved = k.applyEngine(() => deleteForwardOda(playerOf(k, actor), input.contract_id));
      return forwardView(saved, forwardMarket(k));
    }),
    handleLoaded(
      forceBuyForwardContractFromAdmin,
      async (k, input) => {
        requireForcible(k);
        await playerPerson(k, forcedPlayer(k, input.player_id).user_id, input.person);
      },
      (k, input, actor) => {
        // Checked again: the session may have changed while the person was checked.
        requireForcible(k);
        const player = forcedPlayer(k, input.player_id);
        const ric = k.ricOf(input.financial_instrument);
        const fm = forwardMarket(k);
        const opened = k.applyEngine(() =>
          forceForward(
            fm,
            player,
            { ric, amount: input.amount, forcedPrice: input.forced_price, investmentRationale: input.investment_rationale ?? null, personId: input.person ?? null, forcedBy: actor.caller.username },
            { id: nextForwardId(k) },
          ),
        );
        return forwardView(opened, fm);
      },
    ),
    handle(getFwdContracts, (k, _input, actor) => forwardContractsOf(k, playerIdOf(actor)!)),
    handle(getFwdContractsByPlayerId, (k, input) => forwardContractsOf(k, input.player_id)),
  ],
  step: [
    {
      // Contracts past their maturity date settle at the spot mid of this step.
      phase: 'payments',
      run(k, step) {
        const state = k.state();
        if (![...state.players.values()].some((p) => familyBook(p.book, 'forwards')?.open.size)) return;
        const r = matureDueForwards(forwardMarket(k, step.market));
        step.changes.push(...r.changes);
        step.events.push(...r.events);
      },
    },
    {
      // Stop losses and take profits on the new prices (markets open only); the unrealised PnL at the daily roll or period.
      phase: 'revaluation',
      run(k, step) {
        const state = k.state();
        if (![...state.players.values()].some((p) => familyBook(p.book, 'forwards')?.open.size)) return;
        const fm = forwardMarket(k, step.market);
        let next = nextForwardId(k);
        // ODAs trigger only while the forward's market is open.
        const open = (c: ForwardContract) => {
          const instrument = state.instruments.get(c.ric);
          return Boolean(instrument && step.market.isOpen(instrument));
        };
        const r = checkForwardOdas(fm, () => next++, open);
        step.changes.push(...r.changes);
        step.events.push(...r.events);
        if (step.kind === 'period' || step.roll) step.events.push(...unrealizedEvents(k, fm));
      },
    },
  ],
  /** Open contracts are offset at the close side, so the final books hold only cash and positions. */
  finish: (k) => offsetAll(k, 'Session end'),
  closePositions: (k) => offsetAll(k, 'Close position'),
};

/** Offsets every open contract at its close side now (session end, the admin's Close positions). */
function offsetAll(k: SessionKernel, rationale: string): { changes: Change[]; events: EngineEvent[]; closed: number } {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  let closed = 0;
  const fm = forwardMarket(k);
  let next = nextForwardId(k);
  for (const player of k.state().players.values()) {
    for (const c of openForwards(player)) {
      try {
        const r = offsetForward(fm, player, c.id, { id: next++, type: 'MarketOrder', investmentRationale: rationale, personId: null });
        changes.push(...r.changes);
        events.push(...r.events);
        closed++;
      } catch {
        // Without a price the contract stays open.
      }
    }
  }
  return { changes, events, closed };
}

/** Each player's open contracts with their unrealised PnL (to the player and the staff). */
function unrealizedEvents(k: SessionKernel, fm: ForwardMarket): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (const player of k.state().players.values()) {
    const open = openForwards(player);
    if (!open.length) continue;
    events.push({ audience: { player_id: player.id }, type: 'update_forward_contracts_unrealized', data: { player_id: player.id, contracts: open.map((c) => forwardView(c, fm)) } });
  }
  return events;
}
