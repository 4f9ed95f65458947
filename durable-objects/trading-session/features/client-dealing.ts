/**
 * Client dealing in the session object (banking.md §8; spec 001 §2 Cash tab client-money view,
 * 002 §7 `/client_money/…`, 000 §2 Client Dealing table and §7 overview cards). In a
 * historical session with client money:
 * - the starting book of every bank is booked once the session leaves Creating (after the call
 *   that finished creating it; else at its first step), dated at the session's first date;
 * - each bank saves next period's loan and deposit rates per tenor (refused while the session
 *   is being created, paused, frozen or finished; a bank that saves nothing keeps its last);
 * - each period step pays the deals' interest and maturities in the 'payments' phase and awards
 *   the new period's business in the 'awards' phase, then tells each bank its cards
 *   (`update_client_cards`) and the staff the class's totals (`update_client_money_overview_cards`).
 * Deals outliving the session stay open at par in the final value; Close positions leaves them.
 * Rules: domain/client-dealing.
 */
import { getClientLoansDepos, updateDepoRates, updateLoanRates, fetchClientDealingStats, type ClientCards, type ClientDealingStats } from '../../../domain/contracts/client-dealing';
import {
  CLIENT_RATE_MESSAGES,
  averageClientRate,
  awardCards,
  awardClientPeriod,
  checkRates,
  clientOutstanding,
  futureCards,
  maturityProfile,
  openClientBook,
  startingRates,
  payClientDeals,
  type ClientMarketState,
  type ClientPeriodRecord,
  type CurveAt,
} from '../../../domain/client-dealing/book';
import { yieldAtTenor, yieldCurve } from '../../../domain/client-dealing/curve';
import type { ClientDealingScenario } from '../../../domain/client-dealing/scenario';
import type { ClientProduct, ClientTenor } from '../../../domain/client-dealing/model';
import { dayDiff } from '../../../domain/calendar';
import { paidUnder } from '../../../domain/engine/cash-accounts';
import { valuePlayer } from '../../../domain/engine/engine-state';
import type { EngineEvent, MarketView } from '../../../domain/engine/types';
import { SessionStatus } from '../../../domain/enums';
import { conflict, forbidden, invalid, notFound } from '../../../domain/refusal';
import { clockOf, type ClockState, type StoredSettings } from '../../../domain/session/session-record';
import { interbankAmount } from '../../../domain/interbank/value';
import { playerIdOf } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { readDoc, writeDoc } from '../kernel/store';
import { bookOf, type FeatureStorage } from '../kernel/feature-storage';
import { clientDealBook, type ClientDeal } from '../../../domain/client-dealing/book';
import { familyBook } from '../../../domain/trading/book';

const MARKET_DOC = 'client_market';
const ACTIVITY = 'Client-rate adjustment';

function scenarioOf(s: StoredSettings): ClientDealingScenario | null {
  return s.client_money && s.client_dealing && clockOf(s) ? s.client_dealing : null;
}

function curveOf(market: MarketView, currency: string): CurveAt {
  return (tenor) => yieldAtTenor((ric) => market.quote(ric), currency, tenor) ?? 0;
}

function marketState(k: SessionKernel): ClientMarketState | null {
  return readDoc<ClientMarketState>(k.sql, MARKET_DOC);
}

function periodRecord(k: SessionKernel, period: number): ClientPeriodRecord | null {
  if (period < 0) return null;
  const row = k.sql.exec<{ json: string }>('SELECT json FROM client_periods WHERE period = ?', period).toArray()[0];
  return row ? (JSON.parse(row.json) as ClientPeriodRecord) : null;
}

function writePeriod(k: SessionKernel, record: ClientPeriodRecord): void {
  k.sql.exec('INSERT INTO client_periods (period, json) VALUES (?, ?) ON CONFLICT (period) DO UPDATE SET json = excluded.json', record.period, JSON.stringify(record));
}

function nextDealId(k: SessionKernel): number {
  return k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM client_deals').one().next;
}

/** The scenario dates of the session's periods up to `period` (the steps interest was paid on). */
function stepDates(s: StoredSettings, period: number): string[] {
  const clock = clockOf(s)!;
  return Array.from({ length: Math.min(period, clock.totalPeriods) + 1 }, (_, p) => clock.scenarioDateOf(p));
}

/** The starting book, once: booked with `commit` (a call's, or the step's changes). */
function openBook(k: SessionKernel, s: StoredSettings, scenario: ClientDealingScenario, market: MarketView) {
  const clock = clockOf(s)!;
  const date = clock.scenarioDateOf(0);
  const first = clock.totalPeriods >= 1 ? dayDiff(date, clock.scenarioDateOf(1)) : 7;
  return openClientBook(k.state(), {
    scenario,
    currency: s.reporting_currency,
    date,
    // Tranches past the session's end mature a first period's length apart after it.
    periodDate: (p) => (p <= clock.totalPeriods ? clock.scenarioDateOf(p) : addDaysIso(clock.finalDate, (p - clock.totalPeriods) * first)),
    firstPeriodDays: first,
    curve: curveOf(market, s.reporting_currency),
    nextId: nextDealId(k),
    at: market.now(),
  });
}

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface CardsContext {
  s: StoredSettings;
  view: MarketView;
  scenario: ClientDealingScenario | null;
  market: ClientMarketState | null;
  current: ClientPeriodRecord | null;
  past: ClientPeriodRecord | null;
}

/** What every bank's cards read, once (a step passes its own market view: the stored clock is still the last period's). */
function cardsContext(k: SessionKernel, view: MarketView): CardsContext {
  const s = k.settings();
  const scenario = scenarioOf(s);
  const market = scenario ? marketState(k) : null;
  const period = market?.period ?? null;
  return { s, view, scenario, market, current: period === null ? null : periodRecord(k, period), past: period === null ? null : periodRecord(k, period - 1) };
}

/** A bank's cards now (spec 002 §7 get_client_loans_depos). */
export function clientCardsOf(k: SessionKernel, playerId: number, at?: CardsContext): ClientCards {
  const { s, view, scenario, market, current, past } = at ?? cardsContext(k, k.marketView());
  const state = k.state();
  const player = state.players.get(playerId);
  if (!player) throw notFound('Player not found');
  const currency = s.reporting_currency;
  const quote = (ric: string) => view.quote(ric);
  const y4 = scenario ? yieldAtTenor(quote, currency, '4WK') : null;
  const period = market?.period ?? null;
  const rates = market?.rates[String(playerId)];
  const outstanding = clientOutstanding(player.book);
  const cards = (product: ClientProduct) => ({
    current: awardCards(current, product, playerId),
    past: awardCards(past, product, playerId),
    future: scenario && market && y4 !== null ? futureCards(rates, product, y4, scenario, market.period + 1) : [],
  });
  const loans = cards('loans');
  const depos = cards('depos');
  const deals = [...(familyBook(player.book, 'clientDeals')?.values() ?? [])];
  return {
    player_id: playerId,
    client_money: scenario !== null,
    period,
    date: current?.date ?? null,
    current_loans: loans.current,
    past_loans: loans.past,
    future_loans: loans.future,
    current_depos: depos.current,
    past_depos: depos.past,
    future_depos: depos.future,
    lombard_rate: scenario ? 100 * k.market().lombardRateAt(currency, view.now()) : null,
    yield_4wk: y4,
    currency,
    loans: outstanding.loans,
    depos: outstanding.depos,
    client_interest: clientInterest(player.flows),
    average_loan_rate: averageClientRate(deals, 'loans').rate,
    average_depo_rate: averageClientRate(deals, 'depos').rate,
    maturity_profile: maturityProfile(player.book, new Date(view.now()).toISOString().slice(0, 10)),
    yield_curve: scenario ? yieldCurve(quote, currency) : [],
  };
}

function clientInterest(flows: Parameters<typeof paidUnder>[0]): number {
  // paidUnder answers what was paid (positive when paid): the bank received −paid.
  return -(paidUnder(flows, 'client_loan_interest') ?? 0) - (paidUnder(flows, 'client_deposit_interest') ?? 0);
}

/** The Client Dealing table and the overview cards (spec 000 §2, §7). */
export function clientDealingStats(k: SessionKernel, view: MarketView = k.marketView()): ClientDealingStats {
  const state = k.state();
  const market = marketState(k);
  const players = [...state.players.values()].sort((a, b) => a.name.localeCompare(b.name));
  const rows = players.map((p) => {
    const outstanding = clientOutstanding(p.book);
    return {
      id: p.id,
      name: p.name,
      market_value: valuePlayer(state, view, p).marketValue,
      interbank_amount: interbankAmount(p.book, p.id),
      interbank_interest: familyBook(p.book, 'interbank')?.interest ?? 0,
      paid_lombard_interest: paidUnder(p.flows, 'lombard_interest') ?? 0,
      paid_repo_interest: paidUnder(p.flows, 'repo_interest') ?? 0,
      client_interest: clientInterest(p.flows),
      loans: outstanding.loans,
      depos: outstanding.depos,
    };
  });
  const allDeals = players.flatMap((p) => [...(familyBook(p.book, 'clientDeals')?.values() ?? [])]);
  return {
    players: rows,
    overview: {
      period: market?.period ?? null,
      loans: rows.reduce((a, r) => a + r.loans, 0),
      depos: rows.reduce((a, r) => a + r.depos, 0),
      interbank_lent: rows.reduce((a, r) => a + Math.max(0, r.interbank_amount), 0),
      interbank_borrowed: rows.reduce((a, r) => a + Math.max(0, -r.interbank_amount), 0),
      lombard_paid: rows.reduce((a, r) => a + r.paid_lombard_interest, 0),
      average_loan_rate: averageClientRate(allDeals, 'loans').rate,
      average_depo_rate: averageClientRate(allDeals, 'depos').rate,
    },
  };
}

/** Every bank's cards to it (and the staff), and the class's totals to the staff. */
function cardEvents(k: SessionKernel, view: MarketView = k.marketView()): EngineEvent[] {
  const events: EngineEvent[] = [];
  const context = cardsContext(k, view);
  for (const p of k.state().players.values()) events.push({ audience: { player_id: p.id }, type: 'update_client_cards', data: clientCardsOf(k, p.id, context) });
  events.push({ audience: 'staff', type: 'update_client_money_overview_cards', data: clientDealingStats(k, view).overview });
  return events;
}

/** Books the starting book after the call that finished creating the session (or any later call, once). */
function openAfterCall(k: SessionKernel): void {
  const memo = k.remember('client_dealing', () => ({ settled: false }));
  if (memo.settled) return;
  // The call may have deleted the session.
  if (!k.exists()) return;
  const s = k.settings();
  const scenario = scenarioOf(s);
  if (!scenario) {
    memo.settled = true;
    return;
  }
  if (k.clock().status === SessionStatus.Creating) return;
  if (marketState(k)) {
    memo.settled = true;
    return;
  }
  const c: ClockState = k.clock();
  const view = k.marketView(s, { ...c, period: 0 });
  let result: ReturnType<typeof openBook>;
  try {
    result = openBook(k, s, scenario, view);
  } catch (error) {
    k.dropBooks();
    throw error;
  }
  k.ctx.storage.transactionSync(() => {
    writeDoc(k.sql, MARKET_DOC, result.value.market);
    writePeriod(k, result.value.record);
    k.commit(result.changes, result.events);
  });
  memo.settled = true;
  k.sendAll(cardEvents(k));
}

function updateRates(k: SessionKernel, playerId: number, product: ClientProduct, rows: { id?: number | null; tenor?: string | null; rate: number }[]) {
  k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
  const s = k.settings();
  const scenario = scenarioOf(s);
  if (!scenario) throw conflict(CLIENT_RATE_MESSAGES.notClientMoney);
  openAfterCall(k);
  const market = marketState(k);
  if (!market) throw conflict(CLIENT_RATE_MESSAGES.notOpened);
  const view = k.marketView();
  const y4 = yieldAtTenor((ric) => view.quote(ric), s.reporting_currency, '4WK') ?? 0;
  let checked: Partial<Record<ClientTenor, number>>;
  try {
    checked = checkRates(product, rows, y4);
  } catch (error) {
    if (error instanceof RangeError) throw invalid(error.message);
    throw error;
  }
  const own = market.rates[String(playerId)] ?? startingRates(scenario, curveOf(view, s.reporting_currency));
  const next: ClientMarketState = { ...market, rates: { ...market.rates, [String(playerId)]: { ...own, [product]: { ...own[product], ...checked } } } };
  writeDoc(k.sql, MARKET_DOC, next);
  const cards = futureCards(next.rates[String(playerId)], product, y4, scenario, next.period + 1);
  k.send({ audience: { player_id: playerId }, type: 'update_client_cards', data: clientCardsOf(k, playerId) });
  return cards;
}

function ownPlayer(actorPlayer: number, named: number | undefined): number {
  if (named !== undefined && named !== actorPlayer) throw forbidden('A bank sets only its own client rates');
  return actorPlayer;
}

/** Client loans and deposits: open ones (status 0) in the books; the period they were dealt in is a column for the lists. */
const storage: FeatureStorage = {
  writes: {
    client_deal(sql, c) {
      sql.exec(
        `INSERT INTO client_deals (id, player_id, status, period, json) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, json = excluded.json`,
        c.deal.id,
        c.player_id,
        c.deal.status,
        c.deal.period,
        JSON.stringify(c.deal),
      );
    },
  },
  load(sql, players) {
    for (const row of sql.exec<{ player_id: number; json: string }>('SELECT player_id, json FROM client_deals WHERE status = 0').toArray()) {
      const book = bookOf(players, row.player_id);
      const deal = JSON.parse(row.json) as ClientDeal;
      if (book) clientDealBook(book).set(deal.id, deal);
    }
  },
};

export const clientDealing: Feature = {
  name: 'client dealing',
  storage,
  migrations: [
    {
      id: 100,
      // Open deals (status 0) are loaded into the books; matured ones (1) stay for the records.
      sql: `CREATE TABLE client_deals (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, status INTEGER NOT NULL, period INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX client_deals_player ON client_deals (player_id, status);
      CREATE TABLE client_periods (period INTEGER PRIMARY KEY, json TEXT NOT NULL);`,
    },
  ],
  calls: [
    handle(getClientLoansDepos, (k, input, actor) => {
      const playerId = playerIdOf(actor, input.player_id ?? undefined);
      if (playerId === undefined) throw invalid('player_id is required');
      return clientCardsOf(k, playerId);
    }),
    handle(updateLoanRates, (k, input, actor) => ({
      updated_future_loan_cards: updateRates(k, ownPlayer(playerIdOf(actor)!, input.player_id ?? undefined), 'loans', input.loan_rates),
    })),
    handle(updateDepoRates, (k, input, actor) => ({
      updated_future_depo_cards: updateRates(k, ownPlayer(playerIdOf(actor)!, input.player_id ?? undefined), 'depos', input.depo_rates),
    })),
    handle(fetchClientDealingStats, (k) => clientDealingStats(k)),
  ],
  step: [
    {
      // The starting book if no call opened it yet; then interest and maturities up to the new date.
      phase: 'payments',
      run(k, step) {
        if (step.kind !== 'period') return;
        const scenario = scenarioOf(step.settings);
        if (!scenario) return;
        const clock = clockOf(step.settings)!;
        if (!marketState(k)) {
          const opened = openBook(k, step.settings, scenario, k.marketView(step.settings, { ...step.before, period: 0 }, step.now));
          writeDoc(k.sql, MARKET_DOC, opened.value.market);
          writePeriod(k, opened.value.record);
          step.changes.push(...opened.changes);
          step.events.push(...opened.events);
        }
        const from = clock.scenarioDateOf(step.before.period);
        const to = clock.scenarioDateOf(step.after.period);
        const paid = payClientDeals(k.state(), from, to, step.market.now());
        step.changes.push(...paid.changes);
        step.events.push(...paid.events);
      },
    },
    {
      // The new period's awards at the rates saved during the last one (none at the session's last step: no period follows).
      phase: 'awards',
      run(k, step) {
        if (step.kind !== 'period') return;
        const scenario = scenarioOf(step.settings);
        const market = scenario ? marketState(k) : null;
        if (!scenario || !market) return;
        const clock = clockOf(step.settings)!;
        const period = step.after.period;
        if (market.period >= period) return;
        if (!clock.isLastPeriod(period)) {
          const from = clock.scenarioDateOf(step.before.period);
          const date = clock.scenarioDateOf(period);
          const awarded = awardClientPeriod(k.state(), {
            scenario,
            market,
            currency: step.settings.reporting_currency,
            period,
            date,
            deltaDays: dayDiff(from, date),
            curve: curveOf(step.market, step.settings.reporting_currency),
            nextId: nextDealId(k) + step.changes.filter((c) => c.kind === 'client_deal' && c.deal.status === 0).length,
            at: step.market.now(),
          });
          writeDoc(k.sql, MARKET_DOC, awarded.value.market);
          writePeriod(k, awarded.value.record);
          step.changes.push(...awarded.changes);
          step.events.push(...awarded.events);
        }
        // The books in memory already hold the step's deals and the period record is written: the cards go out after the step's own events.
        step.later.push(...cardEvents(k, step.market));
      },
    },
  ],
  afterCall: openAfterCall,
};

export { stepDates };
