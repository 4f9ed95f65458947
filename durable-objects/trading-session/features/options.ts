/**
 * Equity options in the session object (banking.md §6; spec 001 §2 Options, §3, §5, §7): each
 * option asset's volatility surface for the session's day (the underlying's realised volatility
 * up to that day, the dividend yield, the session curve of its currency), the chains computed on
 * demand from it and the spot of the moment, the calls to buy, write, close early and exercise;
 * in each market step the contracts whose expiry the step reached are processed once (payments
 * phase), then the open ones are marked at the step's spot (every tick) with the shadow hedge
 * rebalanced and the written ones' collateral recomputed at the period or daily roll
 * (revaluation phase, before the players are valued). At the session's finish and the admin's
 * Close positions the house closes every open contract at its bid or ask.
 */
import { BANKING_CONVENTIONS } from '../../../domain/banking-conventions';
import {
  earlyCloseOptionsContract,
  earlyExerciseOptionsContract,
  enterOptionsContract,
  fetchOptionsChains,
  getOptionsContracts,
  getOptionsInstruments,
  OPTION_MESSAGES,
  type OptionAssetChain,
  type OptionContractView,
  type OptionsInstrument,
} from '../../../domain/contracts/options';
import { ScenarioType } from '../../../domain/enums';
import { activityKey, EXPIRY_CLOSE_UTC, isoDay, quoteOption, sessionChain, surfaceOf, type OptionQuote, type OptionSurface, type SessionActivity, type SessionChain } from '../../../domain/engine/options/chain';
import {
  closeAllOptions,
  closeOptionEarly,
  exerciseOption,
  expireDueOptions,
  markOptions,
  openOption,
  openOptions,
  optionsRoom,
  optionView,
  spotOf,
  type OptionContract,
  type OptionsMarket,
} from '../../../domain/engine/options/contract';
import { billYield } from '../../../domain/engine/tbills/mark';
import type { Change, EngineEvent, MarketView, PlayerState, SessionInstrument } from '../../../domain/engine/types';
import { closeIndexAt, closeTimeOf } from '../../../domain/market/time-grid';
import { MarketWithImports } from '../../../domain/market/imported-history';
import type { MarketDataProvider } from '../../../domain/market/history';
import { readImports } from '../kernel/store';
import { forbidden, invalid, notFound } from '../../../domain/refusal';
import { fromMinor } from '../../../domain/money';
import { type Actor } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { MarketStep } from '../kernel/market-step';
import { checkPerson } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';

const ACTIVITY = 'Options trading';

function optionInstruments(k: SessionKernel): SessionInstrument[] {
  return [...k.state().instruments.values()].filter((i) => i.resourcetype === 'Option');
}

/** The equity an option asset is on: the market's `non_derivate_asset` ('AAPL.O-OPT' → 'AAPL.O'). */
function underlyingOf(k: SessionKernel, ric: string): string {
  try {
    const i = k.market().instrument(ric) as { non_derivate_asset?: string };
    if (i.non_derivate_asset) return i.non_derivate_asset;
  } catch {
    // An asset the market does not know: the naming rule.
  }
  return ric.replace(/-OPT$/, '');
}

/** The market the surfaces read closes from: the simulation with the session's imported history over it. */
function historyOf(k: SessionKernel): MarketDataProvider {
  const imports = readImports(k.sql);
  return imports.length ? new MarketWithImports(k.market(), new Map(imports)) : k.market();
}

/** The surface of an option asset on the day of `at` (closes up to that day only: no look-ahead), cached per day. */
function surfaceAt(k: SessionKernel, market: MarketView, instrument: SessionInstrument, at: number): OptionSurface | null {
  const quoteDate = isoDay(at);
  const cache = k.remember('options.surfaces', () => new Map<string, OptionSurface | null>());
  const key = `${instrument.ric}|${quoteDate}`;
  if (cache.has(key)) return cache.get(key)!;
  if (cache.size > 500) cache.clear();
  const underlying = underlyingOf(k, instrument.ric);
  let surface: OptionSurface | null = null;
  try {
    const history = historyOf(k);
    const equity = history.instrument(underlying) as { volatility?: number; dividend_yield?: number };
    // The closes in force at the quote date and before it only (no look-ahead), imported history included.
    const last = closeIndexAt(at, 'weekday');
    const closes: number[] = [];
    for (let i = Math.max(0, last - BANKING_CONVENTIONS.optionRealisedVolWindow); i <= last; i += 1) closes.push(history.closeMid(underlying, i));
    surface = surfaceOf({
      quoteDate,
      closes,
      dividendYield: equity.dividend_yield ?? 0,
      rates: curveRates(market, instrument.variable_currency),
      seed: instrument.asset_id,
      defaultVolatility: equity.volatility ?? null,
    });
    // The day's strikes are listed around the spot at the day's start: the period's spot in history,
    // the close in force in real time (so they do not move with every tick).
    const realTime = k.settings().scenario_type === ScenarioType.RealTime;
    const reference = realTime ? history.closeMid(underlying, last) : spotOf(market, underlying);
    if (reference !== null && Number.isFinite(reference) && reference > 0) surface.referenceSpot = reference;
  } catch {
    surface = null;
  }
  cache.set(key, surface);
  return surface;
}

/** The session curve of a currency at the bill tenors, as decimal rates (none without a curve: rate 0). */
function curveRates(market: MarketView, currency: string): { days: number; rate: number }[] {
  const points: { days: number; rate: number }[] = [];
  for (const t of BANKING_CONVENTIONS.tbillCurveTenors) {
    const y = billYield(market, currency, t.tenor);
    if (y !== null) points.push({ days: t.days, rate: y / 100 });
  }
  return points;
}

function optionsMarket(k: SessionKernel, market: MarketView = k.marketView()): OptionsMarket {
  const byRic = new Map(optionInstruments(k).map((i) => [i.ric, i]));
  const surfaces = new Map<string, OptionSurface | null>();
  const surface = (ric: string): OptionSurface | null => {
    if (!surfaces.has(ric)) {
      const i = byRic.get(ric);
      const s = i ? surfaceAt(k, market, i, market.now()) : null;
      surfaces.set(ric, s ? withMoment(s, market.now()) : null);
    }
    return surfaces.get(ric)!;
  };
  // One quote per contract and spot within a step or call: players holding the same contract share it.
  const quotes = new Map<string, OptionQuote>();
  return {
    state: k.state(),
    market,
    surface,
    quote: (ric, key, spot) => {
      const id = `${ric}|${activityKey(key)}|${spot}`;
      let q = quotes.get(id);
      if (!q) {
        q = quoteOption(surface(ric)!, spot, key);
        quotes.set(id, q);
      }
      return q;
    },
  };
}

/** The day's surface quoting at `at`, to the minute (time value runs down through the day, not by the tick). */
function withMoment(surface: OptionSurface, at: number): OptionSurface {
  return { ...surface, asOf: Math.floor(at / 60_000) * 60_000 };
}

export function nextOptionId(k: SessionKernel): number {
  return k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM option_contracts').one().next;
}

/** Contracts traded (volume) and open (open interest) in the session, per contract of an asset. */
function activityOf(k: SessionKernel, ric: string): SessionActivity {
  const out = new Map<string, { volume: number; open_interest: number }>();
  // Summed by SQLite rather than parsed row by row: every trainee's refetch reads it.
  const rows = k.sql.exec<{ type: 'call' | 'put'; strike: number; expiration: string; traded: number; open: number }>(
    `SELECT json_extract(json, '$.type') AS type, json_extract(json, '$.strike') AS strike, json_extract(json, '$.expiration') AS expiration,
            SUM(json_extract(json, '$.contracts') * (CASE WHEN json_extract(json, '$.outcome') = 'Closed early' THEN 2 ELSE 1 END)) AS traded,
            SUM(CASE WHEN status = 0 THEN json_extract(json, '$.contracts') ELSE 0 END) AS open
       FROM option_contracts WHERE json_extract(json, '$.ric') = ? GROUP BY 1, 2, 3`,
    ric,
  );
  for (const r of rows) out.set(activityKey({ type: r.type, strike: r.strike, expiration: r.expiration }), { volume: r.traded, open_interest: r.open });
  return out;
}

/**
 * The chain of the surface at a spot, computed once per asset, day and spot (a tick's or a
 * period's): every trainee refetching after a new period gets the same one.
 */
function cachedChain(k: SessionKernel, ric: string, surface: OptionSurface, spot: number): SessionChain {
  const cache = k.remember('options.chains', () => new Map<string, SessionChain>());
  const key = `${ric}|${surface.quoteDate}|${surface.asOf ?? ''}|${spot}`;
  let chain = cache.get(key);
  if (!chain) {
    if (cache.size > 50) cache.clear();
    chain = forTheWire(sessionChain(surface, spot));
    cache.set(key, chain);
  }
  return chain;
}

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals + 0;

/**
 * Greeks and volatilities kept to the decimals a desk reads (delta, vega, theta, IV 6; gamma 8):
 * every trainee fetches every chain, and full doubles (3.901472359231079e-20) made them a third larger.
 */
function forTheWire(chain: SessionChain): SessionChain {
  const rows = chain.rows.map((r) => ({
    ...r,
    delta: round(r.delta, 6),
    gamma: round(r.gamma, 8),
    vega: round(r.vega, 6),
    theta: round(r.theta, 6),
    implied_volatility: round(r.implied_volatility, 6),
  }));
  return { ...chain, rows };
}

/** The session's own volume and open interest added to a chain's synthetic ones. */
function withActivity(chain: SessionChain, activity: SessionActivity): SessionChain {
  if (!activity.size) return chain;
  const rows = chain.rows.map((r) => {
    const a = activity.get(activityKey({ type: r.type_int === 0 ? 'call' : 'put', strike: r.strike, expiration: r.expiration }));
    return a ? { ...r, volume: r.volume + a.volume, open_interest: r.open_interest + a.open_interest } : r;
  });
  return { ...chain, rows };
}

/** The previous quote date's moment: the period before in history, the business day before in real time. */
function previousQuoteMoment(k: SessionKernel, at: number): number | null {
  const s = k.settings();
  if (s.scenario_type !== ScenarioType.Historical) return closeTimeOf(closeIndexAt(at, 'weekday') - 1, 'weekday');
  // The period before: `frequency` workdays back; none at the first period.
  if (k.clock().period === 0) return null;
  return closeTimeOf(closeIndexAt(at, 'weekday') - Math.max(1, s.frequency ?? 1), 'weekday');
}

/** Every option asset's chain now, keyed by the asset's id (spec 001 §7 `fetch_options_chains`). */
function chainsNow(k: SessionKernel): Record<string, OptionAssetChain> {
  const market = k.marketView();
  const out: Record<string, OptionAssetChain> = {};
  for (const i of optionInstruments(k)) {
    const underlying = underlyingOf(k, i.ric);
    const om = optionsMarket(k, market);
    const spot = spotOf(market, underlying);
    const surface = surfaceAt(k, market, i, market.now());
    if (spot === null || !surface) continue;
    const chain = withActivity(cachedChain(k, i.ric, withMoment(surface, market.now()), spot), activityOf(k, i.ric));
    const before = previousQuoteMoment(k, market.now());
    const previous = before === null ? null : surfaceAt(k, market, i, before);
    out[String(i.asset_id)] = {
      asset_id: i.asset_id,
      ric: i.ric,
      name: i.name,
      ticker: i.ticker,
      underlying_ric: underlying,
      currency: i.variable_currency,
      underlying_spot: spot,
      expiration_dates: chain.expiration_dates,
      expiration_days: chain.expiration_days,
      strike_step: chain.strike_step,
      atm_strike: chain.atm_strike,
      atm_iv: chain.atm_iv,
      previous_atm_iv: previous && previous.quoteDate !== surface.quoteDate ? previous.atmVolatility : null,
      quote_date: surface.quoteDate,
      contracts: chain.rows,
    };
  }
  return out;
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
      return player?.book.options?.get(stored.id) ?? stored;
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
  const c = player.book.options?.get(contractId);
  if (c && named !== c.asset_id && named !== c.ric) throw notFound(OPTION_MESSAGES.notFound, { contract_id: contractId, options_instrument_id: named });
}

const holdsOptions = (k: SessionKernel) => [...k.state().players.values()].some((p) => p.book.options?.size);

/** The day whose expiries a step reached: the period's date in history; the day the roll closed in real time (none between rolls). */
function expiryDay(step: MarketStep): string | null {
  if (step.kind === 'period') return isoDay(step.market.now());
  return step.roll ? isoDay(step.roll.to) : null;
}

/** Contracts each step expired, for the revaluation phase's events. */
const expiredIn = new WeakMap<MarketStep, OptionContract[]>();

export const options: Feature = {
  name: 'options',
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
    handle(enterOptionsContract, async (k, input, actor) => {
      playerOf(k, actor, input.player_id);
      await checkPerson(k.sql, k.env.DB, actor.caller.user_id, input.person ?? null);
      // Read again after the await: the books may have been reloaded meanwhile.
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
    }),
    handle(earlyCloseOptionsContract, (k, input, actor) => {
      const player = playerOf(k, actor, input.player_id);
      k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
      checkNamedAsset(player, input.contract_id, input.options_instrument_id);
      // A close is a trade: the option's market must be open (an exercise is not).
      const held = player.book.options?.get(input.contract_id);
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
          if (!player.book.options?.size) continue;
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
