/**
 * The administrator's forced forward contract (spec 002 §7 force_buy_forward_contract_from_admin,
 * 000 admin New Order page), after the forced-price rule of forced orders
 * (domain/engine/forced-orders.ts): whatever the market hours and the FX limit, the contract opens
 * at the market (the outright mid, to the pair's decimals) and one 'forced_price_adjustment'
 * ledger entry of amount × (mid − forced price) in the variable currency carries the difference,
 * so the contract and the entry together are exactly a contract at the forced price, and the
 * books say where the value came from. Never for a player without a wallet in the variable
 * currency ('Wallet not found!').
 */
import { dealDone } from '../deals';
import { MAX_PRICE } from '../../constants';
import { roundHalfEven, toMinor } from '../../money';
import { conflict, invalid } from '../../refusal';
import type { Change, EngineEvent, EngineResult, PlayerState } from '../types';
import { walletsEvent } from '../events';
import type { ForwardMarket } from './mark';
import { forwardBook, forwardSpec, type ForwardContract } from './contract';
import { checkAmount, FORWARD_MESSAGES, maturityDate } from './rules';

export interface ForcedForwardInput {
  ric: string;
  amount: unknown;
  forcedPrice: number;
  investmentRationale: string | null;
  personId: number | null;
  forcedBy: string;
}

export function forceForward(fm: ForwardMarket, player: PlayerState, input: ForcedForwardInput, context: { id: number }): EngineResult<ForwardContract> {
  const instrument = fm.state.instruments.get(input.ric);
  const spec = forwardSpec(instrument);
  if (!instrument || !spec) throw invalid(FORWARD_MESSAGES.notForward);
  const amount = checkAmount(input.amount);
  if (!(typeof input.forcedPrice === 'number' && Number.isFinite(input.forcedPrice) && input.forcedPrice > 0 && input.forcedPrice <= MAX_PRICE)) {
    throw invalid('The forced price must be above 0');
  }
  if (!player.book.wallets.has(instrument.variable_currency)) throw invalid(FORWARD_MESSAGES.walletNotFound);
  const now = fm.now();
  const draft = {
    ric: instrument.ric,
    spot_ric: spec.spotRic,
    decimals: spec.decimals,
    tenor_days: spec.tenorDays,
    maturity_date: maturityDate(now, spec.tenorDays),
    base_currency: instrument.base_currency,
    variable_currency: instrument.variable_currency,
  };
  const outright = fm.outright(draft);
  if (!outright) throw conflict(FORWARD_MESSAGES.noPrice);
  const mid = roundHalfEven((outright.bid + outright.ask) / 2, spec.decimals);
  const contract: ForwardContract = {
    id: context.id,
    player_id: player.id,
    person_id: input.personId,
    ...draft,
    amount,
    open_price: mid,
    opened_at: now,
    type: 'MarketOrder',
    investment_rationale: input.investmentRationale ?? `Forced by ${input.forcedBy} at ${input.forcedPrice}`,
    closing_contract_for: null,
    closed_by: null,
    close_price: null,
    delivery_timestamp: null,
    realized: null,
    realized_reporting: null,
    stop_loss_price: null,
    take_profit_price: null,
  };
  forwardBook(player.book).open.set(contract.id, contract);
  const changes: Change[] = [{ kind: 'fx_forward', player_id: player.id, contract }, dealDone(player)];
  const events: EngineEvent[] = [];
  const adjustment = toMinor(amount * (mid - input.forcedPrice), instrument.variable_currency);
  if (adjustment !== 0) {
    const wallet = player.book.wallets.get(instrument.variable_currency)!;
    const next = { ...wallet, balance: wallet.balance + adjustment };
    player.book.wallets.set(instrument.variable_currency, next);
    changes.push(
      { kind: 'ledger', player_id: player.id, entry: { currency: instrument.variable_currency, amount: adjustment, reason: 'forced_price_adjustment', orderId: null }, at: now },
      { kind: 'wallet', player_id: player.id, wallet: next },
    );
    events.push(walletsEvent(player));
  }
  return { value: contract, changes, events };
}
