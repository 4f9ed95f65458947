/**
 * Central-bank auctions in the session object (banking.md §7; spec 000 §2 Central Bank tab, §5,
 * §7; 001 §2 Auctions route, §5): the staff create an auction (historical sessions with auctions
 * on, not while creating or finished; the rate within the day's historical yield ± 0.5) and
 * issue it; players bid once while it is open (not while paused or frozen), the discounted value
 * reserved on their wallet. Issue Security allots, books and opens each winner's T-bill in one
 * transaction. Each period sends the day's yields (`new_period_yields`). Rules:
 * domain/engine/auctions; the bills themselves: features/tbills.ts.
 */
import {
  createAuction,
  createPlayerAuctionResponse,
  fetchTodaysHistoricalYields,
  issueSecurity as issueSecurityCall,
  listAuctionsBySession,
  type HistoricalYields,
  type PeriodYields,
} from '../../../domain/contracts/auctions';
import { auctionView, issueSecurity, placeBid, type Auction } from '../../../domain/engine/auctions/auction';
import { AUCTION_MESSAGES, auctionSeries, checkAuctionDetails, initialAsk, tenorOf } from '../../../domain/engine/auctions/rules';
import { TBillMarket, tbillView } from '../../../domain/engine/tbills/contract';
import { familyBook } from '../../../domain/trading/book';
import { billYield } from '../../../domain/engine/tbills/mark';
import { isoDay } from '../../../domain/engine/tbills/pricing';
import type { Change, EngineEvent, MarketView } from '../../../domain/engine/types';
import { ScenarioType, SessionStatus } from '../../../domain/enums';
import { conflict, forbidden, notFound } from '../../../domain/refusal';
import { scenarioDate } from '../../../domain/session/session-record';
import { playerIdOf, type Actor } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';
import { nextTBillId } from './tbills';
import type { FeatureStorage } from '../kernel/feature-storage';

const YIELD_KEYS = [
  ['wk4', '4WK'],
  ['wk8', '8WK'],
  ['wk13', '13WK'],
  ['wk26', '26WK'],
  ['wk52', '52WK'],
] as const;

// ----- Queries other features use --------------------------------------------------------------

/** Every auction of the session, oldest first. */
export function readAuctions(k: SessionKernel): Auction[] {
  if (!hasTable(k)) return [];
  return k.sql
    .exec<{ json: string }>('SELECT json FROM auctions ORDER BY id')
    .toArray()
    .map((r) => JSON.parse(r.json) as Auction);
}

/** The issued auction whose bill has this series, or null. */
export function issuedAuctionBySeries(k: SessionKernel, series: string): Auction | null {
  return readAuctions(k).find((a) => a.finished && a.issued_value > 0 && a.auction_series === series) ?? null;
}

function hasTable(k: SessionKernel): boolean {
  return k.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'auctions'").toArray().length > 0;
}

function readAuction(k: SessionKernel, id: number): Auction {
  const row = k.sql.exec<{ json: string }>('SELECT json FROM auctions WHERE id = ?', id).toArray()[0];
  if (!row) throw notFound(AUCTION_MESSAGES.notFound, { auction_id: id });
  return JSON.parse(row.json) as Auction;
}

// ----- Yields ----------------------------------------------------------------------------------

function yieldsOf(market: MarketView, currency: string): PeriodYields {
  const out: PeriodYields = { ccy_symbol: currency, date: isoDay(market.now()), wk4: null, wk8: null, wk13: null, wk26: null, wk52: null };
  for (const [key, tenor] of YIELD_KEYS) out[key] = billYield(market, currency, tenor);
  return out;
}

/** The session's day's yields and the previous period's (historical), or the day before's (real time). */
export function historicalYields(k: SessionKernel, currency: string, current: MarketView = k.marketView()): HistoricalYields {
  const s = k.settings();
  const c = k.clock();
  const previous = s.scenario_type === ScenarioType.Historical ? k.marketView(s, { ...c, period: Math.max(0, c.period - 1) }) : null;
  return { current_period_yields: yieldsOf(current, currency), past_period_yields: previous ? yieldsOf(previous, currency) : yieldsOf(current, currency) };
}

// ----- The calls -------------------------------------------------------------------------------

/** Auctions run only in historical sessions with auctions on, not while being created nor once finished. */
function requireAuctions(k: SessionKernel): void {
  const s = k.settings();
  if (s.scenario_type !== ScenarioType.Historical || !s.show_auctions) throw conflict(AUCTION_MESSAGES.notAuctions);
  const status = k.clock().status;
  if (status === SessionStatus.Creating || status === SessionStatus.Finished) throw conflict(k.clock().status === SessionStatus.Finished ? 'The session is finished' : 'The session is being created');
}

function uniqueSeries(k: SessionKernel, series: string): string {
  const taken = new Set(readAuctions(k).map((a) => a.auction_series));
  if (!taken.has(series)) return series;
  for (let n = 2; ; n++) if (!taken.has(`${series}-${n}`)) return `${series}-${n}`;
}

const viewerOf = (actor: Actor) => ({ playerId: actor.kind === 'player' ? actor.player_id : null });

/** The central bank's auctions, open and finished. */
const storage: FeatureStorage = {
  writes: {
    auction(sql, c) {
      sql.exec(
        `INSERT INTO auctions (id, finished, json) VALUES (?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET finished = excluded.finished, json = excluded.json`,
        c.auction.id,
        c.auction.finished ? 1 : 0,
        JSON.stringify(c.auction),
      );
    },
  },
};

export const auctions: Feature = {
  name: 'auctions',
  storage,
  migrations: [
    {
      id: 93,
      // One row per auction; its responses (the players' offers) live in its JSON.
      sql: `CREATE TABLE auctions (id INTEGER PRIMARY KEY, finished INTEGER NOT NULL, json TEXT NOT NULL);`,
    },
  ],
  calls: [
    handle(createAuction, (k, input) => {
      requireAuctions(k);
      const s = k.settings();
      const c = k.clock();
      const issueDate = scenarioDate(s, c, k.now());
      const market = k.marketView();
      const historical = billYield(market, input.currency, tenorOf(Number.isInteger(input.tenor) && input.tenor >= 0 && input.tenor <= 4 ? input.tenor : 99).label);
      const { days } = checkAuctionDetails({ ...input, maturity_date: input.maturity_date.slice(0, 10) }, issueDate, historical);
      const id = k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM auctions').one().next;
      const series = uniqueSeries(k, auctionSeries(input.currency, input.tenor, input.bid_value_no_units, input.bid_unit, c.id));
      const auction: Auction = {
        id,
        session: c.id,
        tenor: input.tenor,
        auction_series: series,
        issue_date: issueDate,
        maturity_date: input.maturity_date.slice(0, 10),
        bid_value_no_units: input.bid_value_no_units,
        bid_unit: input.bid_unit,
        currency: input.currency,
        rate: input.rate,
        rate_difference_from_historical_rate: input.rate_difference_from_historical_rate,
        historical_rate: historical!,
        initial_ask: 0,
        issued_value: 0,
        finished: false,
        created_at: k.now(),
        closed_at: null,
        responses: [],
        available_interplayer_amount: 0,
      };
      auction.initial_ask = initialAsk(input.rate, days);
      const view = auctionView(auction, { playerId: null });
      k.commit([{ kind: 'auction', auction }], [{ audience: 'all', type: 'new_auction_created', data: { ...view, responses: [], message: AUCTION_MESSAGES.newAuction } }]);
      return view;
    }),
    handle(listAuctionsBySession, (k, _input, actor) => readAuctions(k).map((a) => auctionView(a, viewerOf(actor))).reverse()),
    handle(createPlayerAuctionResponse, (k, input, actor) => {
      const playerId = playerIdOf(actor)!;
      if (input.player !== null && input.player !== undefined && input.player !== playerId) throw forbidden('A player bids only for itself');
      requireAuctions(k);
      k.requireTradingOpen(k.clock(), k.now(), 'Bidding');
      const auction = readAuction(k, input.auction);
      const player = k.state().players.get(playerId)!;
      const placed = k.applyEngine(() => {
        const r = placeBid(player, auction, input.initial_bid_value, k.now());
        const response = r.value.responses[r.value.responses.length - 1]!;
        const event: EngineEvent = {
          audience: 'staff',
          type: 'new_auction_response',
          data: {
            auction: auction.id,
            auction_series: auction.auction_series,
            player: player.id,
            player_name: player.name,
            initial_bid_value: response.initial_bid_value,
            currency_symbol: response.currency_symbol,
            message: AUCTION_MESSAGES.newOffer,
          },
        };
        return { ...r, events: [...r.events, event] };
      });
      return auctionView(placed, { playerId });
    }),
    handle(issueSecurityCall, (k, input) => {
      const auction = readAuction(k, input.auction_id);
      if (auction.finished) return auctionView(auction, { playerId: null });
      requireAuctions(k);
      let next = nextTBillId(k);
      const tm = new TBillMarket(k.state(), k.marketView());
      const issued = k.applyEngine(() => {
        const r = issueSecurity(tm, auction, () => next++);
        const events: EngineEvent[] = [...r.events, { audience: 'all', type: 'auction_closed', data: { ...auctionView(r.value.auction, { playerId: null }), responses: [] } }];
        for (const playerId of new Set(r.value.contracts.map((c) => c.player_id))) {
          const player = k.state().players.get(playerId)!;
          events.push({ audience: { player_id: playerId }, type: 'update_tbill_contracts', data: { player_id: playerId, contracts: [...(familyBook(player.book, 'tbills')?.open.values() ?? [])].map((c) => tbillView(c, tm)) } });
        }
        return { ...r, events };
      });
      return auctionView(issued.auction, { playerId: null });
    }),
    handle(fetchTodaysHistoricalYields, (k, input) => historicalYields(k, input.ccy_symbol ?? k.settings().reporting_currency)),
  ],
  step: [
    {
      // The period's yields of the session's currency, for the Central Bank tab's historical rate.
      phase: 'records',
      run(k, step) {
        if (step.kind !== 'period' || !step.settings.show_auctions || step.settings.scenario_type !== ScenarioType.Historical) return;
        const currency = step.settings.reporting_currency;
        const previous = k.marketView(step.settings, step.before);
        step.events.push({ audience: 'all', type: 'new_period_yields', data: { current_period_yields: yieldsOf(step.market, currency), past_period_yields: yieldsOf(previous, currency) } });
      },
    },
  ],
  /** Open auctions end with the session: each reserve is released (nothing is issued). */
  finish: (k) => releaseOpen(k),
};

/** Releases the reserves of every open auction's offers and closes it unissued (the session's finish). */
function releaseOpen(k: SessionKernel) {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  for (const a of readAuctions(k)) {
    if (a.finished) continue;
    for (const r of a.responses) {
      const player = k.state().players.get(r.player);
      const wallet = player?.book.wallets.get(r.currency_symbol);
      if (!player || !wallet) continue;
      const released = { ...wallet, reserved: Math.max(0, wallet.reserved - r.reserved) };
      player.book.wallets.set(r.currency_symbol, released);
      changes.push({ kind: 'wallet', player_id: player.id, wallet: released });
    }
    changes.push({ kind: 'auction', auction: { ...a, finished: true, closed_at: k.now(), responses: a.responses.map((r) => ({ ...r, allotted: 0, paid: 0 })) } });
  }
  return { changes, events };
}
