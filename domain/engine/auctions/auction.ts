/**
 * A central-bank auction's life (banking.md §7; spec 000 §2, 001 §2 "Auctions", §5): the trainer
 * creates it (the central bank offers `total` of face at initial_ask), each player bids once
 * while it is open (the discounted value reserved on the wallet of the auction's currency,
 * free cash must cover it), and Issue Security closes it: each reserve released, each winner
 * debited allot × initial_ask / 100 ('auction_allotment', one rounding) and given a T-bill
 * contract at initial_ask; the bill becomes one the session lists. The central bank is the
 * counterparty: the allotments are the cash that leaves the players' books to it.
 */
import { fromMinor } from '../../money';
import { conflict, invalid } from '../../refusal';
import { freeCashMinor } from '../../trading/book';
import { dealDone } from '../deals';
import { walletsEvent } from '../events';
import type { Change, EngineEvent, EngineResult, PlayerState } from '../types';
import { bookCash, holdTBill, newContract, type BillTerms, type TBillContract, TBillMarket } from '../tbills/contract';
import { faceValueMinor } from '../tbills/pricing';
import { allot, AUCTION_MESSAGES, AUCTION_TENORS, AUCTION_UNITS, discountedValue } from './rules';

export interface AuctionResponse {
  player: number;
  player_name: string;
  /** Face amount bid. */
  initial_bid_value: number;
  currency_symbol: string;
  /** The discounted value reserved on the wallet, minor units (released at Issue Security). */
  reserved: number;
  at: number;
  /** After Issue Security: the face allotted, what it cost (minor units) and the contract. */
  allotted: number | null;
  paid: number | null;
  contract_id: number | null;
}

export interface Auction {
  id: number;
  session: number;
  tenor: number;
  auction_series: string;
  issue_date: string;
  maturity_date: string;
  bid_value_no_units: number;
  bid_unit: number;
  currency: string;
  /** Percent. */
  rate: number;
  rate_difference_from_historical_rate: number;
  historical_rate: number;
  /** Percent of face, 6 decimals, as stored. */
  initial_ask: number;
  /** Σ allotments, set at Issue Security. */
  issued_value: number;
  finished: boolean;
  created_at: number;
  closed_at: number | null;
  responses: AuctionResponse[];
  /** Face of the issued bill its holders sold back before term, which other players may buy. */
  available_interplayer_amount: number;
}

declare module '../types' {
  interface FamilyChanges {
    /** A central-bank auction created, bid on or issued. */
    auction: { kind: 'auction'; auction: Auction };
  }
}

export function auctionTotalOf(a: Auction): number {
  return a.bid_value_no_units * (AUCTION_UNITS[a.bid_unit]?.factor ?? 1_000_000);
}

/** The bill an issued auction became, as the T-bill contracts name it. */
export function billOf(a: Auction): BillTerms {
  return { ric: a.auction_series, series: a.auction_series, tenor: a.tenor, currency: a.currency, maturity_date: a.maturity_date, auction_id: a.id };
}

/**
 * A player's bid: once per auction, while it is open, a whole face amount from 1 to the free
 * cash of the auction's currency whose discounted value free cash covers; that value is reserved.
 */
export function placeBid(player: PlayerState, auction: Auction, bidValue: unknown, now: number): EngineResult<Auction> {
  if (auction.finished) throw conflict(AUCTION_MESSAGES.concluded);
  if (auction.responses.some((r) => r.player === player.id)) throw conflict(AUCTION_MESSAGES.alreadyBid);
  if (typeof bidValue !== 'number' || !Number.isInteger(bidValue) || bidValue < 1) throw invalid(AUCTION_MESSAGES.bidValue);
  const currency = auction.currency;
  const wallet = player.book.wallets.get(currency) ?? { currency, balance: 0, reserved: 0 };
  const free = freeCashMinor(wallet);
  const reserve = faceValueMinor(bidValue, auction.initial_ask, currency);
  if (bidValue > fromMinor(Math.max(0, free), currency) || reserve > free) {
    throw invalid(AUCTION_MESSAGES.aboveCash, { available_cash: fromMinor(free, currency), discounted_value: discountedValue(bidValue, auction.initial_ask) });
  }
  const nextWallet = { ...wallet, reserved: wallet.reserved + reserve };
  player.book.wallets.set(currency, nextWallet);
  const response: AuctionResponse = {
    player: player.id,
    player_name: player.name,
    initial_bid_value: bidValue,
    currency_symbol: currency,
    reserved: reserve,
    at: now,
    allotted: null,
    paid: null,
    contract_id: null,
  };
  const next: Auction = { ...auction, responses: [...auction.responses, response] };
  return {
    value: next,
    changes: [{ kind: 'wallet', player_id: player.id, wallet: nextWallet }, { kind: 'auction', auction: next }],
    events: [walletsEvent(player)],
  };
}

/**
 * Issue Security: at least one offer; a finished auction is left as it is (no-op). Allots the
 * total among the bids, releases each reserve, books each winner's 'auction_allotment' and
 * opens its T-bill contract at initial_ask.
 */
export function issueSecurity(tm: TBillMarket, auction: Auction, nextContractId: () => number): EngineResult<{ auction: Auction; contracts: TBillContract[] }> {
  if (auction.finished) return { value: { auction, contracts: [] }, changes: [], events: [] };
  if (!auction.responses.length) throw conflict(AUCTION_MESSAGES.noOffers);
  const now = tm.now();
  const allotments = allot(auctionTotalOf(auction), auction.responses.map((r) => ({ player: r.player, bid: r.initial_bid_value })));
  const changes: Change[] = [];
  const events: EngineEvent[] = [];
  const contracts: TBillContract[] = [];
  const responses: AuctionResponse[] = [];
  const bill = billOf(auction);
  auction.responses.forEach((r, k) => {
    const player = tm.state.players.get(r.player);
    const allotted = allotments[k] ?? 0;
    if (!player) {
      responses.push({ ...r, allotted: 0, paid: 0 });
      return;
    }
    const wallet = player.book.wallets.get(r.currency_symbol) ?? { currency: r.currency_symbol, balance: 0, reserved: 0 };
    const released = { ...wallet, reserved: Math.max(0, wallet.reserved - r.reserved) };
    player.book.wallets.set(r.currency_symbol, released);
    changes.push({ kind: 'wallet', player_id: player.id, wallet: released });
    if (allotted <= 0) {
      responses.push({ ...r, allotted: 0, paid: 0 });
      events.push(walletsEvent(player));
      return;
    }
    const paid = faceValueMinor(allotted, auction.initial_ask, auction.currency);
    bookCash(player, auction.currency, -paid, 'auction_allotment', now, changes);
    const contract = newContract(player, bill, allotted, auction.initial_ask, paid, now, nextContractId(), null, null);
    changes.push(holdTBill(player, contract), dealDone(player));
    contracts.push(contract);
    responses.push({ ...r, allotted, paid, contract_id: contract.id });
    events.push(walletsEvent(player));
  });
  const issued = allotments.reduce((s, a) => s + a, 0);
  const next: Auction = { ...auction, responses, issued_value: issued, finished: true, closed_at: now };
  changes.push({ kind: 'auction', auction: next });
  return { value: { auction: next, contracts }, changes, events };
}

/** An auction as the lists show it (spec 000 §4, 001 §4): a player sees only its own offer. */
export function auctionView(a: Auction, viewer: { playerId: number | null }) {
  const tenor = AUCTION_TENORS[a.tenor];
  const unit = AUCTION_UNITS[a.bid_unit];
  const responses = viewer.playerId === null ? a.responses : a.responses.filter((r) => r.player === viewer.playerId);
  return {
    id: a.id,
    session: a.session,
    tenor: a.tenor,
    tenor_label: tenor?.label ?? String(a.tenor),
    auction_series: a.auction_series,
    issue_date: a.issue_date,
    maturity_date: a.maturity_date,
    bid_value_no_units: a.bid_value_no_units,
    bid_unit: a.bid_unit,
    bid_unit_label: unit?.label ?? 'Million',
    /** The total offered, face. */
    bid_value: auctionTotalOf(a),
    currency: a.currency,
    currency_symbol: a.currency,
    rate: a.rate,
    rate_difference_from_historical_rate: a.rate_difference_from_historical_rate,
    historical_rate: a.historical_rate,
    initial_ask: a.initial_ask,
    issued_value: a.issued_value,
    finished: a.finished,
    available_interplayer_amount: a.available_interplayer_amount,
    responses: responses.map((r) => ({
      auction: a.id,
      player: r.player,
      player_name: r.player_name,
      initial_bid_value: r.initial_bid_value,
      currency_symbol: r.currency_symbol,
      discounted_value: discountedValue(r.initial_bid_value, a.initial_ask),
      reserved: fromMinor(r.reserved, r.currency_symbol),
      allotted: r.allotted,
      paid: r.paid === null ? null : fromMinor(r.paid, r.currency_symbol),
    })),
  };
}
export type AuctionView = ReturnType<typeof auctionView>;
