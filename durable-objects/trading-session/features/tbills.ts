/**
 * T-bills in the session object (banking.md §4; spec 001 §2, §3, §4, §5; 002 §7): the bills a
 * session lists (the market's T-bills of its reporting currency when auctions are on, and every
 * bill an auction issued, which other players may buy up to the face its holders sold back), the
 * calls to buy one at the ask and to sell one before term at the bid, the players' lists; in each
 * market step the bills due are redeemed at par (payments phase) and, at the daily roll or the
 * period, the open ones revalued and sent as `update_tbill_contracts` (revaluation phase). At the
 * session's finish and the admin's Close positions the house buys open bills back at the bid.
 * Rules: domain/engine/tbills.
 */
import { enterTBillContract, getTBillContracts, getTBillContractsByPlayerId, sellTBillContract, type TBillContracts, type TBillRow } from '../../../domain/contracts/tbills';
import { billOf } from '../../../domain/engine/auctions/auction';
import {
  closeAllTBills,
  openTBill,
  openTBills,
  sellTBill,
  TBILL_MESSAGES,
  TBILL_TENOR_DAYS,
  TBILL_TENOR_LABELS,
  TBillMarket,
  tbillBook,
  tbillsValue,
  tbillView,
  type BillTerms,
  type TBillContract,
} from '../../../domain/engine/tbills/contract';
import { addDays, daysLeft, isoDay, rollWeekend } from '../../../domain/engine/tbills/pricing';
import { redeemDueTBills } from '../../../domain/engine/tbills/contract';
import { familyBook } from '../../../domain/trading/book';
import type { Change, EngineEvent, MarketView } from '../../../domain/engine/types';
import { TBILLS } from '../../../domain/market/universe/rates';
import { notFound } from '../../../domain/refusal';
import { playerIdOf, type Actor } from '../kernel/actor';
import { handle, handleLoaded, type Feature } from '../kernel/feature';
import type { MarketStep } from '../kernel/market-step';
import { callerPerson } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';
import { issuedAuctionBySeries, readAuctions } from './auctions';
import { contractTable } from '../kernel/feature-storage';

const ACTIVITY = 'T-bill trading';

function tbillMarket(k: SessionKernel, market: MarketView = k.marketView()): TBillMarket {
  return new TBillMarket(k.state(), market);
}

export function nextTBillId(k: SessionKernel): number {
  return k.sql.exec<{ next: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM tbill_contracts').one().next;
}

/** The market's bills the session lists: those of its reporting currency when auctions are on (the trainer cannot select bills, 000 §2). */
function marketBills(k: SessionKernel, today: string): BillTerms[] {
  const s = k.settings();
  if (!s.show_auctions) return [];
  return TBILLS.filter((b) => b.variable_currency === s.reporting_currency && b.tbill_tenor < TBILL_TENOR_DAYS.length).map((b) => ({
    ric: b.ric,
    series: b.name,
    tenor: b.tbill_tenor,
    currency: b.variable_currency,
    maturity_date: rollWeekend(addDays(today, TBILL_TENOR_DAYS[b.tbill_tenor]!)),
    auction_id: null,
  }));
}

/** Every bill the session lists now, with its quote. */
export function sessionBills(k: SessionKernel, tm: TBillMarket = tbillMarket(k)): TBillRow[] {
  const today = isoDay(tm.now());
  const rows: TBillRow[] = [];
  const row = (b: BillTerms, issue: { issued: number; price: number; available: number } | null, name: string): TBillRow => {
    const q = tm.quote(b.currency, b.maturity_date);
    return {
      ric: b.ric,
      name,
      series: b.series,
      tenor: b.tenor,
      tenor_label: TBILL_TENOR_LABELS[b.tenor] ?? String(b.tenor),
      currency: b.currency,
      bid: q?.bid ?? null,
      ask: q?.ask ?? null,
      rate: q?.rate ?? null,
      scenario_date_maturity_date: b.maturity_date,
      days: daysLeft(tm.now(), b.maturity_date),
      auction_id: b.auction_id,
      initial_issued_amount: issue?.issued ?? null,
      price_at_issue: issue?.price ?? null,
      available_interplayer_amount: issue?.available ?? null,
    };
  };
  for (const b of marketBills(k, today)) rows.push(row(b, null, b.series));
  for (const a of readAuctions(k)) {
    if (!a.finished || a.issued_value <= 0) continue;
    rows.push(row(billOf(a), { issued: a.issued_value, price: a.initial_ask, available: a.available_interplayer_amount }, `${a.auction_series} (auction)`));
  }
  return rows;
}

/** A player's contracts, newest first (open ones marked now), with the session's bills. */
export function tbillContractsOf(k: SessionKernel, playerId: number): TBillContracts {
  const player = k.state().players.get(playerId);
  if (!player) throw notFound('Player not found');
  const tm = tbillMarket(k);
  const rows = k.sql.exec<{ json: string }>('SELECT json FROM tbill_contracts WHERE player_id = ? ORDER BY id DESC', playerId).toArray();
  const contracts = rows.map((r) => {
    const stored = JSON.parse(r.json) as TBillContract;
    return tbillView(familyBook(player.book, 'tbills')?.open.get(stored.id) ?? stored, tm);
  });
  const { value } = tbillsValue(tm, player);
  return {
    player_id: playerId,
    contracts,
    bills: sessionBills(k, tm),
    reporting_current_mkt_value: value,
    reporting_tbill_pnl: contracts.reduce((sum, c) => sum + (c.tbill_contract_reporting_unrealized_pnl ?? 0) + c.tbill_contract_reporting_realized_pnl, 0),
  };
}

/** A player's open contracts as `update_tbill_contracts` sends them (to the player and the staff). */
export function tbillContractsEvent(k: SessionKernel, tm: TBillMarket, playerId: number, closed: readonly TBillContract[] = []): EngineEvent {
  const player = k.state().players.get(playerId);
  const open = player ? openTBills(player) : [];
  return { audience: { player_id: playerId }, type: 'update_tbill_contracts', data: { player_id: playerId, contracts: [...open, ...closed].map((c) => tbillView(c, tm)) } };
}

function interplayerEvent(ric: string, available: number): EngineEvent {
  return { audience: 'all', type: 'update_tbill_asset_interplayer_amount', data: { ric, available_interplayer_amount: available } };
}

/** Players whose bills were redeemed in a step's payments phase, for its revaluation phase's event. */
const redeemedIn = new WeakMap<MarketStep, Map<number, TBillContract[]>>();

const holdsBills = (k: SessionKernel) => [...k.state().players.values()].some((p) => familyBook(p.book, 'tbills')?.open.size);

/** Held bills are in the books; sold and redeemed ones' realised PnL is summed. */
const storage = contractTable({
  table: 'tbill_contracts',
  kind: 'tbill',
  row: (c) => ({ player_id: c.player_id, status: c.contract.status, contract: c.contract }),
  open: (book) => tbillBook(book).open,
  realized: { rows: 'closed', fields: ['realized_reporting'], into: (book, [total]) => total && (tbillBook(book).realized = total) },
});

export const tbills: Feature = {
  name: 'tbills',
  storage,
  migrations: [
    {
      id: 92,
      // Open contracts (status 0) are loaded into the books; sold and redeemed ones (1) stay for the lists.
      sql: `CREATE TABLE tbill_contracts (
        id INTEGER PRIMARY KEY, player_id INTEGER NOT NULL, status INTEGER NOT NULL, json TEXT NOT NULL
      );
      CREATE INDEX tbill_contracts_player ON tbill_contracts (player_id, status);`,
    },
  ],
  calls: [
    handleLoaded(enterTBillContract, callerPerson, (k, input, actor) => {
      k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
      const tm = tbillMarket(k);
      const today = isoDay(tm.now());
      const auction = issuedAuctionBySeries(k, input.fin_id);
      const bill = auction ? billOf(auction) : marketBills(k, today).find((b) => b.ric === input.fin_id);
      if (!bill) throw notFound(TBILL_MESSAGES.notBill);
      const player = k.state().players.get(playerIdOf(actor)!)!;
      const opened = k.applyEngine(() => {
        const r = openTBill(tm, player, { bill, amount: input.amount, investmentRationale: input.investment_rationale ?? null, personId: input.person ?? null, available: auction ? auction.available_interplayer_amount : null }, { id: nextTBillId(k) });
        const changes: Change[] = [...r.changes];
        const events: EngineEvent[] = [...r.events, tbillContractsEvent(k, tm, player.id)];
        if (auction) {
          // Bought from what other players sold back: less is left for the others.
          const available = auction.available_interplayer_amount - r.value.amount;
          changes.push({ kind: 'auction', auction: { ...auction, available_interplayer_amount: available } });
          events.push(interplayerEvent(auction.auction_series, available));
        }
        return { value: r.value, changes, events };
      });
      return tbillView(opened, tm);
    }),
    handle(sellTBillContract, (k, input, actor) => {
      k.requireTradingOpen(k.clock(), k.now(), ACTIVITY);
      const tm = tbillMarket(k);
      const player = k.state().players.get(playerIdOf(actor)!)!;
      const sold = k.applyEngine(() => {
        const r = sellTBill(tm, player, input.contract_id);
        const changes: Change[] = [...r.changes];
        const events: EngineEvent[] = [...r.events, tbillContractsEvent(k, tm, player.id, [r.value])];
        const auction = r.value.auction_id === null ? null : issuedAuctionBySeries(k, r.value.ric);
        if (auction) {
          // An auction's bill sold back before term: other players may buy that face.
          const available = auction.available_interplayer_amount + r.value.amount;
          changes.push({ kind: 'auction', auction: { ...auction, available_interplayer_amount: available } });
          events.push(interplayerEvent(auction.auction_series, available));
        }
        return { value: r.value, changes, events };
      });
      return tbillView(sold, tm);
    }),
    handle(getTBillContracts, (k, _input, actor: Actor) => tbillContractsOf(k, playerIdOf(actor)!)),
    handle(getTBillContractsByPlayerId, (k, input) => tbillContractsOf(k, input.player_id)),
  ],
  step: [
    {
      // Bills whose maturity the step reached are redeemed at par.
      phase: 'payments',
      run(k, step) {
        if (!holdsBills(k)) return;
        const tm = tbillMarket(k, step.market);
        const r = redeemDueTBills(tm);
        if (!r.value.length) return;
        step.changes.push(...r.changes);
        step.events.push(...r.events);
        const byPlayer = new Map<number, TBillContract[]>();
        for (const c of r.value) byPlayer.set(c.player_id, [...(byPlayer.get(c.player_id) ?? []), c]);
        if (step.kind === 'period' || step.roll) redeemedIn.set(step, byPlayer);
        else for (const [id, closed] of byPlayer) step.events.push(tbillContractsEvent(k, tm, id, closed));
      },
    },
    {
      // The open bills at the new curve at the daily roll or the period (market value follows it at every tick).
      phase: 'revaluation',
      run(k, step) {
        const redeemed = redeemedIn.get(step);
        if (!(step.kind === 'period' || step.roll) || (!holdsBills(k) && !redeemed)) return;
        const tm = tbillMarket(k, step.market);
        const holders = new Set([...k.state().players.values()].filter((p) => familyBook(p.book, 'tbills')?.open.size).map((p) => p.id));
        for (const id of redeemed?.keys() ?? []) holders.add(id);
        for (const id of holders) step.events.push(tbillContractsEvent(k, tm, id, redeemed?.get(id) ?? []));
      },
    },
  ],
  finish: (k) => closeAll(k),
  closePositions: (k) => closeAll(k),
};

/** The house buys every open bill back at the bid, or redeems a matured one (session finish, Close positions). */
function closeAll(k: SessionKernel): { changes: Change[]; events: EngineEvent[]; closed: number } {
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  let closed = 0;
  if (!holdsBills(k)) return { changes, events, closed };
  const tm = tbillMarket(k);
  for (const player of k.state().players.values()) {
    const r = closeAllTBills(tm, player);
    if (!r.value.length) continue;
    changes.push(...r.changes);
    events.push(...r.events, tbillContractsEvent(k, tm, player.id, r.value));
    closed += r.value.length;
  }
  return { changes, events, closed };
}
