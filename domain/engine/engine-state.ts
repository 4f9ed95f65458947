/**
 * The engine's in-memory state and the lookups every operation needs: the instrument, the
 * player's wallet in the instrument's currency, the class limits, and the limit inputs
 * (held value, FX gross, shorts, risk-weighted use) from a revaluation of the player's book.
 */
import { RiskApproach, type TransactionType } from '../enums';
import { fromMinor } from '../money';
import { familyBook, freeCashMinor } from '../trading/book';
import { maxQuantity, type LimitInput, type LimitResult } from '../trading/order-limits';
import { revalue, type Mark, type Valuation } from '../trading/valuation';
import { enforcedMetricLimits, metricBreaches, withRiskLimits } from './risk-limits';
import type { EngineSettings, MarketView, Oda, Order, PlayerState, SessionInstrument } from './types';
import { contractValues } from './contract-values';
import { widened } from './spread-widener';
import { bondBookCarry } from './bond-books/valuation';
import { bondBookRefusal } from './bond-books/rules';
import { maturedRefusal } from './bond-books/lots';
import { repoedQuantity } from './repos/value';
import { ForwardMarket, forwardGross } from './fx-forwards/mark';

export interface EngineState {
  settings: EngineSettings;
  instruments: Map<string, SessionInstrument>;
  players: Map<number, PlayerState>;
  /** Open orders by id; executed and cancelled ones live only in storage. */
  openOrders: Map<number, Order>;
  nextOrderId: number;
  /** ODAs by `${player_id}|${ric}`. */
  odas: Map<string, Oda>;
}

export const odaKey = (playerId: number, ric: string) => `${playerId}|${ric}`;

export function initialAum(s: EngineSettings): number {
  return s.risk_approach === RiskApproach.Cash ? s.starting_cash_amount : s.risk_weighted_limit;
}

export function classOption(s: EngineSettings, instrument: SessionInstrument) {
  return s.asset_class_options.find((o) => o.asset_class === instrument.asset_class);
}

export { widened };

export function markOf(state: EngineState, market: MarketView, ric: string): Mark {
  const i = state.instruments.get(ric)!;
  const q = market.quote(ric);
  const { bid, ask } = q ? widened(state.settings, q.bid, q.ask) : { bid: 0, ask: 0 };
  return { bid, ask, accruedPer100: q?.accruedPer100 ?? 0, unitFactor: i.unit_factor, variableCurrency: i.variable_currency, group: i.group };
}

export function valuePlayer(state: EngineState, market: MarketView, player: PlayerState): Valuation {
  return revalue(
    player.book,
    (ric) => markOf(state, market, ric),
    (ccy) => market.fxToReporting(ccy),
    state.settings.reporting_currency,
    initialAum(state.settings),
    contractValues(state, market, player),
    // HTM bonds at amortised cost, AFS with its reserve apart (engine/bond-books).
    bondBookCarry(state, market, player),
  );
}

/** Σ |position value| × risk weight (the class option's, else the instrument's). */
export function riskWeightedUsed(state: EngineState, valuation: Valuation): number {
  let used = 0;
  for (const p of valuation.positions) {
    const i = state.instruments.get(p.ric);
    if (!i) continue;
    used += Math.abs(p.value) * (classOption(state.settings, i)?.risk_weight ?? i.risk_weight);
  }
  return used;
}

/** The ticket's maximum for this player, instrument and transaction at a unit price. */
export function limitFor(
  state: EngineState,
  market: MarketView,
  player: PlayerState,
  instrument: SessionInstrument,
  transaction: TransactionType,
  unitPrice: number,
  valuation = valuePlayer(state, market, player),
): LimitResult {
  const s = state.settings;
  // HTM: no sale while the trainer has the book locked, never a short; a matured bond is not bought (engine/bond-books).
  const bookRefusal = bondBookRefusal(Boolean(s.allow_htm), instrument.resourcetype, transaction) ?? maturedRefusal(instrument, transaction, market.now());
  if (bookRefusal) return { max: 0, reason: bookRefusal };
  const held = player.book.positions.get(instrument.ric);
  const heldValue = Math.abs(valuation.positions.find((p) => p.ric === instrument.ric)?.value ?? 0);
  const option = classOption(s, instrument);
  const input: LimitInput = {
    approach: s.risk_approach,
    transaction,
    aum: initialAum(s),
    unitPrice,
    fx: market.fxToReporting(instrument.variable_currency),
    heldQuantity: held?.quantity ?? 0,
    repoedQuantity: familyBook(player.book, 'repos')?.open.size ? repoedQuantity(player.book, instrument.ric) : 0,
    heldValue,
    pvLimit: option?.pv_limit ?? 1,
    freeCash: fromMinor(freeCashMinor(player.book.wallets.get(instrument.variable_currency)), instrument.variable_currency),
    isFx: instrument.resourcetype === 'FX',
    // Spot FX shares its limit with FX forwards' gross notional (banking.md §1).
    fxGrossValue: valuation.fxGross + (familyBook(player.book, 'forwards')?.open.size ? forwardGross(new ForwardMarket(state, market), player) : 0),
    fxLeverage: s.fx_leverage,
    isBond: instrument.unit_factor !== 1,
    bondLeverage: s.bond_leverage,
    allowShortSell: s.allow_short_sell,
    shortOnlyOnFx: Boolean(s.allow_short_only_on_fx),
    shortSellLeverage: s.short_sell_leverage,
    shortValue: valuation.shortValue,
    riskWeight: option?.risk_weight ?? instrument.risk_weight,
    riskWeightedUsed: riskWeightedUsed(state, valuation),
  };
  // The risk-weighted approach finances purchases: cash does not bind, the weighted limit does.
  if (s.risk_approach === RiskApproach.RiskWeighted) input.freeCash = Number.POSITIVE_INFINITY;
  return withRiskLimits(s, maxQuantity(input), {
    allocations: valuation.allocations,
    group: instrument.group,
    transaction,
    heldQuantity: held?.quantity ?? 0,
    unitValue: unitPrice * input.fx,
    breaches: metricBreaches(player.metrics, enforcedMetricLimits(s)),
  });
}
