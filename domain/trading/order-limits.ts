/**
 * The order ticket's maximum quantity and the reason an order is refused, computed the same
 * way by the server (which enforces it) and the ticket (which shows it). Rules and examples:
 * `shared/guides/money.md` ("Limits") and spec 001 §5, §8. All values in the reporting
 * currency unless stated; quantities floored, never negative; no order crosses through zero.
 */
import { RiskApproach, TransactionType } from '../enums';

export const REFUSAL = {
  buyPastLimit: 'Cannot buy past limit',
  insufficientFunds: 'Insufficient funds',
  cannotSell: 'Cannot sell',
  cannotShortSell: 'Cannot short sell',
  cannotOpenPosition: "Can't open position.",
  marketClosed: 'Market is closed',
  /** Not the spec's words (it gives none): the session allows short selling on spot FX only. */
  shortOnlyOnFx: 'Short selling is allowed on spot FX only in this session',
} as const;

/**
 * Whether Short Sell is offered on an instrument (spec 001 §4): with allow_short_only_on_fx,
 * on spot FX only, whatever allow_short_sell says; otherwise wherever allow_short_sell allows.
 */
export function shortSellOffered(s: { allow_short_sell: boolean; allow_short_only_on_fx?: boolean | null }, resourcetype: string): boolean {
  return s.allow_short_only_on_fx ? resourcetype === 'FX' : s.allow_short_sell;
}

export interface LimitInput {
  approach: RiskApproach;
  transaction: TransactionType;
  /** Initial AUM: starting cash (cash approach) or the risk-weighted limit. */
  aum: number;
  /** Execution price per unit of quantity, in the variable currency (bonds: dirty price / 100). */
  unitPrice: number;
  /** Variable currency → reporting currency, at the mid. */
  fx: number;
  /** Signed quantity held now (negative: short). */
  heldQuantity: number;
  /** Of a long held, the face under open repos (banking.md §2): not sellable while they run. */
  repoedQuantity?: number;
  /** Value of the position held now (absolute), reporting currency. */
  heldValue: number;
  /** Class limit as a fraction of AUM (1.0 when the trainer saved none). */
  pvLimit: number;
  /** Cash available in the variable currency (balance less reserved collateral), major units. */
  freeCash: number;
  isFx: boolean;
  /** Gross value of all FX positions now, reporting currency. */
  fxGrossValue: number;
  fxLeverage: number;
  isBond: boolean;
  bondLeverage: number;
  allowShortSell: boolean;
  /** The session allows short selling on spot FX only (allow_short_only_on_fx), whatever allowShortSell says. */
  shortOnlyOnFx?: boolean;
  shortSellLeverage: number;
  /** Total value of all short positions now (absolute), reporting currency. */
  shortValue: number;
  /** Risk-weighted approach: the weight of this instrument and the weighted value used. */
  riskWeight: number;
  riskWeightedUsed: number;
}

export interface LimitResult {
  max: number;
  /** The text shown when nothing (or less than asked) can be done, and why the cap binds. */
  reason: string | null;
  /** The short-sell room left, reporting currency (the ticket warns under 1,000). */
  remainingShort?: number;
}

const floor = (x: number) => (Number.isFinite(x) && x > 0 ? Math.floor(x + 1e-9) : 0);

/**
 * The binding constraint among candidates: the smallest maximum, with its reason. On a tie the
 * later candidate wins: cash is listed after the class limit, and running out of cash is what
 * the player can act on (cash exchange, selling).
 */
function tightest(candidates: { max: number; reason: string }[]): LimitResult {
  let best = candidates[0]!;
  for (const c of candidates) if (c.max <= best.max) best = c;
  const max = floor(best.max);
  return { max, reason: best.reason };
}

function maxBuy(x: LimitInput): LimitResult {
  // Buying while short covers: at most the short amount, and it always frees collateral.
  if (x.heldQuantity < 0) return { max: -x.heldQuantity, reason: REFUSAL.buyPastLimit };
  const repUnit = x.unitPrice * x.fx;
  if (x.approach === RiskApproach.RiskWeighted) {
    const weight = x.riskWeight > 0 ? x.riskWeight : 1;
    return tightest([{ max: (x.aum - x.riskWeightedUsed) / (repUnit * weight), reason: REFUSAL.buyPastLimit }]);
  }
  const candidates: { max: number; reason: string }[] = [{ max: (x.pvLimit * x.aum - x.heldValue) / repUnit, reason: REFUSAL.buyPastLimit }];
  if (x.isFx) {
    candidates.push({ max: (x.fxLeverage * x.aum - x.fxGrossValue) / repUnit, reason: REFUSAL.buyPastLimit });
    candidates.push({ max: (x.fxLeverage * x.freeCash) / x.unitPrice, reason: REFUSAL.insufficientFunds });
  } else if (x.isBond) {
    const b = x.bondLeverage > 0 ? x.bondLeverage : 1;
    // Unlevered (b = 1) the purchase is paid in full, so what is missing is cash; levered, the
    // margin is what free cash cannot cover ("Can't open position.": no funds to cover margin).
    candidates.push({ max: x.freeCash / (x.unitPrice * b), reason: b >= 1 ? REFUSAL.insufficientFunds : REFUSAL.cannotOpenPosition });
  } else {
    candidates.push({ max: x.freeCash / x.unitPrice, reason: REFUSAL.insufficientFunds });
  }
  return tightest(candidates);
}

function maxShortSell(x: LimitInput): LimitResult {
  const remainingShort = Math.max(0, x.shortSellLeverage * x.aum - x.shortValue);
  if (x.shortOnlyOnFx && !x.isFx) return { max: 0, reason: REFUSAL.shortOnlyOnFx, remainingShort };
  // Past the line above, an FX-only session is on FX: short selling is allowed there.
  if (!(x.shortOnlyOnFx || x.allowShortSell) || x.heldQuantity > 0) return { max: 0, reason: REFUSAL.cannotShortSell, remainingShort };
  const repUnit = x.unitPrice * x.fx;
  const candidates: { max: number; reason: string }[] = [{ max: remainingShort / repUnit, reason: REFUSAL.cannotShortSell }];
  if (x.approach === RiskApproach.RiskWeighted) {
    const weight = x.riskWeight > 0 ? x.riskWeight : 1;
    candidates.push({ max: (x.aum - x.riskWeightedUsed) / (repUnit * weight), reason: REFUSAL.cannotShortSell });
  } else {
    candidates.push({ max: (x.pvLimit * x.aum - x.heldValue) / repUnit, reason: REFUSAL.cannotShortSell });
    if (x.isFx) candidates.push({ max: (x.fxLeverage * x.aum - x.fxGrossValue) / repUnit, reason: REFUSAL.cannotShortSell });
  }
  return { ...tightest(candidates), remainingShort };
}

/** Maximum quantity of a transaction and the reason its cap binds. */
export function maxQuantity(x: LimitInput): LimitResult {
  if (!(x.unitPrice > 0) || !(x.fx > 0)) return { max: 0, reason: REFUSAL.marketClosed };
  switch (x.transaction) {
    case TransactionType.Buy:
      return maxBuy(x);
    case TransactionType.Sell:
      // Selling closes a long only (less what is repoed: spec 001 §5); with a short open the ticket says 'Cannot sell'.
      return x.heldQuantity > 0 ? { max: Math.max(0, x.heldQuantity - (x.repoedQuantity ?? 0)), reason: REFUSAL.cannotSell } : { max: 0, reason: REFUSAL.cannotSell };
    case TransactionType.ShortSell:
      return maxShortSell(x);
  }
}
