/**
 * Equity options in the session object (banking.md §6; spec 001 §2 Options, §3, §5, §7): each
 * option asset's volatility surface for the session's day (the underlying's realised volatility
 * up to that day, the dividend yield, the session curve of its currency), the chains computed on
 * demand from it and the spot of the moment, the calls to buy, write, close early and exercise;
 * in each market step the contracts whose expiry the step reached are processed once (payments
 * phase), then the open ones are marked at the step's spot (every tick) with the shadow hedge
 * rebalanced and the written ones' collateral recomputed at the period or daily roll
 * (revaluation phase, before the players are valued). At the session's finish and the admin's
 * Close positions the house closes every open contract at its bid or ask. The surfaces and
 * chains are options/chains.ts.
 */
import {
  earlyCloseOptionsContract,
  earlyExerciseOptionsContract,
  enterOptionsContract,
  fetchOptionsChains,
  getOptionsContracts,
  getOptionsInstruments,
  OPTION_MESSAGES,
  type OptionContractView,
  type OptionsInstrument,
} from '../../../domain/contracts/options';
import { EXPIRY_CLOSE_UTC, isoDay } from '../../../domain/engine/options/chain';
import {
  closeAllOptions,
  closeOptionEarly,
  exerciseOption,
  expireDueOptions,
  markOptions,
  openOption,
  openOptions,
  optionBook,
  optionsRoom,
  optionView,
  spotOf,
  type OptionContract,
} from '../../../domain/engine/options/contract';
import { familyBook } from '../../../domain/trading/book';
import type { Change, EngineEvent, PlayerState } from '../../../domain/engine/types';
import { forbidden, invalid, notFound } from '../../../domain/refusal';
import { fromMinor } from '../../../domain/money';
import { type Actor } from '../kernel/actor';
import type { InputOf } from '../../../domain/contracts/session-call';
import { handle, handleLoaded, type Feature } from '../kernel/feature';
import type { MarketStep } from '../kernel/market-step';
import { callerPerson } from '../kernel/persons';
import { chainsNow, optionInstruments, optionsMarket, underlyingOf } from './options/chains';
import type { SessionKernel } from '../kernel/session-kernel';
import { contractTable } from '../kernel/feature-storage';

const ACTIVITY = 'Options trading';

export function nextOptionId(k: SessionKernel): number {
  return k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM option_contracts').one().next;
}

/** The player a call is about: a player only their own (the path's id must be theirs), the staff anyone. */
function playerOf(k: SessionKernel, actor: Actor, named: number | undefined): PlayerState {
  if (actor.kind === 'player' && named !== undefined && named !== actor.player_id) throw forbidden('A trainee may trade and see only their own options');
  const id = actor.kind === 'player' ? actor.player_id : named;
  const player = id === undefined ? undefined : k.state().players.get(id);
  if (!player) throw notFound('Player not found');
  return player;
}

function allContracts(k: SessionKernel, playerId: number): OptionContract[] {
  const player = k.state().players.get(playerId);
  return k.sql
    .exec<{ json: string }>('SELECT json FROM option_contracts WHERE player_id = ? ORDER BY id DESC', playerId)
    .toArray()
    .map((r) => {
      const stored = JSON.parse(r.json) as OptionContract;
      return (player && familyBook(player.book, 'options')?.open.get(stored.id)) ?? stored;
    });
}

/** A player's net option premiums per currency (spec wallet field `options_net_premiums`): received less paid, major units. */
export function optionsNetPremiums(k: SessionKernel, playerId: number): Map<string, number> {
  const rows = k.sql.exec<{ currency: string; total: number }>("SELECT currency, SUM(amount) AS total FROM ledger WHERE player_id = ? AND reason = 'option_premium' GROUP BY currency", playerId).toArray();
  return new Map(rows.map((r) => [r.currency, fromMinor(r.total, r.currency)]));
}

function netPremiums(k: SessionKernel, playerId: number, currency: string): number {
  return optionsNetPremiums(k, playerId).get(currency) ?? 0;
}

function walletData(k: SessionKernel, player: PlayerState, currency: string) {
  const w = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  return {
    currency,
    amount: fromMinor(w.balance, currency),
    collateral_amount: fromMinor(w.reserved, currency),
    options_net_premiums: netPremiums(k, player.id, currency),
  };
}

function instrumentsOf(k: SessionKernel, player: PlayerState): OptionsInstrument[] {
  const market = k.marketView();
  const now = market.now();
  const open = openOptions(player);
  const om = optionsMarket(k, market);
  return optionInstruments(k).map((i) => {
    const mine = open.filter((c) => c.ric === i.ric);
    const fx = market.fxToReporting(i.variable_currency);
    return {
      id: i.asset_id,
      options_asset: { id: i.asset_id, ric: i.ric, name: i.name, ticker: i.ticker, underlying_ric: underlyingOf(k, i.ric), currency: i.variable_currency },
      total_premiums: mine.reduce((sum, c) => sum + fromMinor(c.premium_minor, c.currency), 0),
      premium_limit_remaining: fx > 0 ? Math.floor((optionsRoom(om, player, i) / fx) * 100) / 100 : 0,
      options_contracts: mine.map((c) => optionView(c, now)),
    };
  });
}

function typeOf(input: { type?: unknown; contract?: { type_int?: number } | null }): 'call' | 'put' | null {
  const t = input.type ?? input.contract?.type_int;
  if (t === undefined || t === null) return null;
  if (t === 0 || (typeof t === 'string' && t.toLowerCase() === 'call')) return 'call';
  if (t === 1 || (typeof t === 'string' && t.toLowerCase() === 'put')) return 'put';
  return null;
}

function sideOf(txn: unknown): 1 | -1 {
  return txn === 0 || (typeof txn === 'string' && txn.toLowerCase() === 'buy') ? 1 : -1;
}

function contractEvent(type: 'options_contract_closed' | 'options_contract_execised_early' | 'player_entered_new_options_contract', c: OptionContract, now: number): EngineEvent {
  return { audience: { player_id: c.player_id }, type, data: { player_id: c.player_id, contract: optionView(c, now) } };
}

function pricesEvent(playerId: number, contracts: readonly OptionContract[], now: number): EngineEvent {
  return { audience: { player_id: playerId }, type: 'update_options_contracts_price', data: { player_id: playerId, contracts: contracts.map((c) => optionView(c, now)) } };
}

/** A close or exercise may name the option asset too (spec payload): it must be the contract's. */
function checkNamedAsset(player: PlayerState, contractId: number, named: number | string | undefined): void {
  if (named === undefined) return;
  const c = familyBook(player.book, 'options')?.open.get(contractId);
  if (c && named !== c.asset_id && named !== c.ric) throw notFound(OPTION_MESSAGES.notFound, { contract_id: contractId, options_instrument_id: named });
}

const holdsOptions = (k: SessionKernel) => [...k.state().players.values()].some((p) => familyBook(p.book, 'options')?.open.size);

/** The day whose expiries a step reached: the period's date in history; the day the roll closed in real time (none between rolls). */
function expiryDay(step: MarketStep): string | null {
  if (step.kind === 'period') return isoDay(step.market.now());
  return step.roll ? isoDay(step.roll.to) : null;
}

/** Contracts each step expired, for the revaluation phase's events. */
const expiredIn = new WeakMap<MarketStep, OptionContract[]>();

/** Opens an option contract once the person is known (the call's load), with no await between its checks and its write. */
function enterChecked(k: SessionKernel, input: InputOf<typeof enterOptionsContract>, actor: Actor) {
  const player = playerOf(k, actor, input.player_id);
  k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
  const instrument = optionInstruments(k).find((i) => (typeof input.options_asset === 'number' ? i.asset_id === input.options_asset : i.ric === input.options_asset));
  if (!instrument) throw notFound(OPTION_MESSAGES.notOptions);
  const market = k.marketView();
  if (!market.isOpen(instrument)) throw invalid(market.closedReason(instrument) ?? 'Market is closed');
  const om = optionsMarket(k, market);
  const contract = k.applyEngine(() => {
    const r = openOption(
      om,
      player,
      {
        instrument,
        underlyingRic: underlyingOf(k, instrument.ric),
        type: typeOf(input),
        side: sideOf(input.txn),
        strike: input.contract?.strike ?? null,
        expiration: input.contract?.expiration ?? null,
        contracts: input.contracts,
        investmentRationale: input.investment_rationale ?? null,
        personId: input.person ?? null,
      },
      { id: nextOptionId(k) },
    );
    return { value: r.value, changes: r.changes, events: [...r.events, contractEvent('player_entered_new_options_contract', r.value, market.now())] };
  });
  return { updated_wallet: walletData(k, player, contract.currency), new_contract: optionView(contract, market.now()) };
}

/** Open contracts are in the books; every booking's reporting value is summed. */
const storage = contractTable({
  table: 'option_contracts',
  kind: 'option',
  row: (c) => ({ player_id: c.player_id, status: c.contract.status, contract: c.contract }),
  open: (book) => optionBook(book).open,
  realized: { rows: 'all', fields: ['realized_reporting'], into: (book, [total]) => total && (optionBook(book).realized = total) },
});

export const options: Feature = {
  name: 'options',
  storage,
  migrations: [
    {
      id: 95,
      // Active contracts (status 0) are loaded into the books; closed, exercised and expired ones (1) stay for the lists.
      sql: `CREATE TABLE option_contracts (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, status INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX option_contracts_player ON option_contracts (player_id, status);`,
    },
  ],
  calls: [
    handle(fetchOptionsChains, (k) => chainsNow(k)),
    handle(getOptionsContracts, (k, input, actor): OptionContractView[] => {
      const player = playerOf(k, actor, input.player_id);
      const now = k.marketView().now();
      return allContracts(k, player.id).map((c) => optionView(c, now));
    }),
    handle(getOptionsInstruments, (k, input, actor) => instrumentsOf(k, playerOf(k, actor, input.player_id))),
    handleLoaded(
      enterOptionsContract,
      // The player named must be the caller's before D1 is asked about the person.
      (k, input, actor) => (playerOf(k, actor, input.player_id), callerPerson(k, input, actor)),
      enterChecked,
    ),
    handle(earlyCloseOptionsContract, (k, input, actor) => {
      const player = playerOf(k, actor, input.player_id);
      k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
      checkNamedAsset(player, input.contract_id, input.options_instrument_id);
      // A close is a trade: the option's market must be open (an exercise is not).
      const held = familyBook(player.book, 'options')?.open.get(input.contract_id);
      const instrument = held ? k.state().instruments.get(held.ric) : undefined;
      const view = k.marketView();
      if (instrument && !view.isOpen(instrument)) throw invalid(view.closedReason(instrument) ?? 'Market is closed');
      const om = optionsMarket(k);
      const closed = k.applyEngine(() => {
        const r = closeOptionEarly(om, player, input.contract_id);
        return { value: r.value, changes: r.changes, events: [...r.events, contractEvent('options_contract_closed', r.value, om.market.now())] };
      });
      return { contract_data: optionView(closed, om.market.now()), wallet_data: walletData(k, player, closed.currency) };
    }),
    handle(earlyExerciseOptionsContract, (k, input, actor) => {
      const player = playerOf(k, actor, input.player_id);
      k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
      checkNamedAsset(player, input.contract_id, input.options_instrument_id);
      const om = optionsMarket(k);
      const exercised = k.applyEngine(() => {
        const r = exerciseOption(om, player, input.contract_id);
        return { value: r.value, changes: r.changes, events: [...r.events, contractEvent('options_contract_execised_early', r.value, om.market.now())] };
      });
      return { contract_data: optionView(exercised, om.market.now()), wallet_data: walletData(k, player, exercised.currency) };
    }),
  ],
  step: [
    {
      // Contracts whose expiry the step reached, at the step's spot: once (a processed contract is closed).
      phase: 'payments',
      run(k, step) {
        const day = expiryDay(step);
        if (!day || !holdsOptions(k)) return;
        // Real time: at the underlying's close on the expiration date, even when the roll comes later (a paused session).
        const atClose =
          step.kind === 'tick'
            ? (c: OptionContract) => spotOf(k.marketView(step.settings, step.after, Date.parse(`${c.expiration}${EXPIRY_CLOSE_UTC}`)), c.underlying_ric)
            : undefined;
        const r = expireDueOptions(optionsMarket(k, step.market), day, atClose);
        if (!r.value.length) return;
        step.changes.push(...r.changes);
        step.events.push(...r.events);
        expiredIn.set(step, r.value);
      },
    },
    {
      // The open contracts at the step's spot (before the players are valued); a new quote date's chains to everyone.
      phase: 'revaluation',
      run(k, step) {
        const rebalance = step.kind === 'period' || step.roll !== null;
        const now = step.market.now();
        for (const c of expiredIn.get(step) ?? []) step.events.push({ audience: { player_id: c.player_id }, type: 'expiring_contracts_update', data: { player_id: c.player_id, contracts: [optionView(c, now)] } });
        // A new quote date (each period; in real time the calendar day; once more after the object restarts): new surfaces, so everyone refetches the chains.
        const seen = k.remember('options.quote_date', () => ({ date: '' }));
        const quoteDate = isoDay(now);
        if (quoteDate !== seen.date && optionInstruments(k).length) {
          step.events.push({ audience: 'all', type: 'send_new_period_options_chains', data: { quote_date: quoteDate } });
          seen.date = quoteDate;
        }
        if (!holdsOptions(k)) return;
        const om = optionsMarket(k, step.market);
        for (const player of k.state().players.values()) {
          if (!familyBook(player.book, 'options')?.open.size) continue;
          const r = markOptions(om, player, rebalance);
          step.changes.push(...r.changes);
          step.events.push(...r.events, pricesEvent(player.id, r.value, now));
        }
      },
    },
  ],
  finish: (k) => closeAll(k),
  closePositions: (k) => closeAll(k),
};

/** The house closes every open contract at its bid or ask, or settles an expired one (session finish, Close positions). */
function closeAll(k: SessionKernel): { changes: Change[]; events: EngineEvent[]; closed: number } {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  let closed = 0;
  if (!holdsOptions(k)) return { changes, events, closed };
  const om = optionsMarket(k);
  const now = om.market.now();
  for (const player of k.state().players.values()) {
    const r = closeAllOptions(om, player);
    if (!r.value.length) continue;
    changes.push(...r.changes);
    events.push(...r.events, ...r.value.map((c) => contractEvent('options_contract_closed', c, now)));
    closed += r.value.length;
  }
  return { changes, events, closed };
}
