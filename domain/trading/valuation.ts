/**
 * Revaluation of a player's books in the reporting currency: market value, unrealised and
 * realised profit with the FX part split out, portfolio return on the initial AUM, and the
 * allocation per asset group (spec 001 §9, money.md "Reporting currency"). Longs are marked
 * at the bid and shorts at the ask, the prices they could be closed at; bonds include their
 * accrued interest.
 */
import { fromMinor } from '../money';
import type { AssetGroup } from '../enums';
import { familyBook, type PlayerBook, type PositionState } from './book';

export interface Mark {
  bid: number;
  ask: number;
  /** Bonds: accrued per 100 face now. */
  accruedPer100: number;
  unitFactor: number;
  variableCurrency: string;
  group: AssetGroup;
}

export interface PositionValuation {
  ric: string;
  quantity: number;
  markPrice: number;
  /** Signed value in the reporting currency (shorts negative). */
  value: number;
  unrealizedPrice: number;
  unrealizedFx: number;
  realized: number;
  group: AssetGroup;
  /** HTM/AFS bonds (engine/bond-books): the carrying figures beside the market's. */
  carried?: CarriedInfo;
}

/**
 * A position its book carries at something other than the market price (banking.md §5): HTM
 * at amortised cost, AFS at fair value with a profit or loss on amortised cost. Reporting currency.
 */
export interface CarriedPosition {
  value: number;
  unrealizedPrice: number;
  /** Price and FX parts together. */
  unrealizedTotal: number;
  info: CarriedInfo;
}

export interface CarriedInfo {
  book: 'HTM' | 'AFS';
  /** Amortised cost of the amount held, accrued interest included (rounded once to the minor unit, then converted). */
  amortised_cost: number;
  /** Fair value: the bid plus accrued interest (rounded once, then converted). */
  fair_value: number;
  /** FV − AC: the AFS book's OCI reserve (equity, not profit or loss); for HTM information only. */
  fv_minus_ac: number;
}

export interface Valuation {
  marketValue: number;
  cashValue: number;
  unrealized: number;
  realized: number;
  pnl: number;
  fxPnl: number;
  portfolioReturn: number;
  /** Absolute value per group in the reporting currency, cash included under 'Cash'. */
  allocations: Partial<Record<AssetGroup, number>>;
  positions: PositionValuation[];
  /** Gross value of FX positions and total value of shorts, for the limits. */
  fxGross: number;
  shortValue: number;
  /** Unrealised PnL of open FX forward contracts, reporting currency (in marketValue, unrealized and pnl); 0 without any. */
  forwardsValue: number;
  /** What every contract family adds to the market value, reporting currency (forwards included). */
  contractsValue: number;
  /** Each family's part, as given to `revalue`. */
  contracts: readonly ContractValue[];
}

/**
 * What one contract family (forwards, repos, CDS…) adds to a player's valuation, reporting
 * currency. Families value themselves (domain/engine/contract-values.ts); the valuation only sums.
 */
export interface ContractValue {
  family: 'fx_forwards' | 'repos' | 'cds' | 'tbills' | 'options' | string;
  /** What the open contracts add to the market value (forwards: unrealised PnL; CDS: MTM; repos: −(cash + accrued interest)). */
  value: number;
  /** The part of the PnL not yet realised (in unrealized and pnl). */
  unrealized: number;
  /** Settled or closed contracts' realised PnL (in realized and pnl; their cash is in the wallets). */
  realized: number;
  /** The allocation group |value| counts in (Repo, CDS); none for forwards, which hedge FX. */
  group?: AssetGroup;
}

/** Value of `quantity` at `price` (bond prices are percent of par: `unitFactor` 0.01), or null without a price. */
export function orderValue(quantity: number, price: number | null | undefined, unitFactor: number): number | null {
  if (price === null || price === undefined) return null;
  return quantity * price * unitFactor;
}

export function revalue(
  book: PlayerBook,
  markOf: (ric: string) => Mark,
  fxToReporting: (currency: string) => number,
  reportingCurrency: string,
  aum: number,
  /** What each contract family adds (domain/engine/contract-values.ts). */
  contracts: readonly ContractValue[] = [],
  /** Positions carried other than at the market (HTM/AFS bonds, engine/bond-books); null: at the market. */
  carry?: (p: PositionState, m: Mark, fx: number) => CarriedPosition | null,
): Valuation {
  let cashValue = 0;
  for (const w of book.wallets.values()) if (w.balance !== 0) cashValue += fromMinor(w.balance, w.currency) * fxToReporting(w.currency);
  // Deposits are cash placed overnight: worth their principal and the interest accrued so far.
  for (const d of familyBook(book, 'deposits')?.values() ?? []) cashValue += fromMinor(d.principal + d.interest, d.currency) * fxToReporting(d.currency);
  const allocations: Partial<Record<AssetGroup, number>> = { Cash: Math.abs(cashValue) };
  const positions: PositionValuation[] = [];
  let positionsValue = 0;
  let unrealized = 0;
  let fxPnl = 0;
  let realized = 0;
  let fxGross = 0;
  let shortValue = 0;
  for (const p of book.positions.values()) {
    const realizedHere = fromMinor(p.realizedPrice + p.realizedFx, reportingCurrency);
    realized += realizedHere;
    fxPnl += fromMinor(p.realizedFx, reportingCurrency);
    if (p.quantity === 0) {
      if (realizedHere !== 0) {
        positions.push({ ric: p.ric, quantity: 0, markPrice: 0, value: 0, unrealizedPrice: 0, unrealizedFx: 0, realized: realizedHere, group: markOf(p.ric).group });
      }
      continue;
    }
    const m = markOf(p.ric);
    const fx = fxToReporting(m.variableCurrency);
    const markPrice = p.quantity > 0 ? m.bid : m.ask;
    const carried = carry?.(p, m, fx) ?? null;
    const value = carried ? carried.value : p.quantity * (markPrice + m.accruedPer100) * m.unitFactor * fx;
    const unrealizedPrice = carried ? carried.unrealizedPrice : p.quantity * m.unitFactor * (markPrice - p.avgPrice) * p.avgFx;
    const unrealizedTotal = carried ? carried.unrealizedTotal : p.quantity * m.unitFactor * (markPrice * fx - p.avgPrice * p.avgFx);
    positionsValue += value;
    unrealized += unrealizedTotal;
    fxPnl += unrealizedTotal - unrealizedPrice;
    allocations[m.group] = (allocations[m.group] ?? 0) + Math.abs(value);
    if (m.group === 'FX') fxGross += Math.abs(value);
    if (p.quantity < 0) shortValue += Math.abs(value);
    positions.push({
      ric: p.ric,
      quantity: p.quantity,
      markPrice,
      value,
      unrealizedPrice,
      unrealizedFx: unrealizedTotal - unrealizedPrice,
      realized: realizedHere,
      group: m.group,
      ...(carried ? { carried: carried.info } : {}),
    });
  }
  let contractsValue = 0;
  for (const c of contracts) {
    contractsValue += c.value;
    unrealized += c.unrealized;
    realized += c.realized;
    if (c.group) allocations[c.group] = (allocations[c.group] ?? 0) + Math.abs(c.value);
  }
  const forwardsValue = contracts.find((c) => c.family === 'fx_forwards')?.value ?? 0;
  const marketValue = cashValue + positionsValue + contractsValue;
  return {
    marketValue,
    cashValue,
    unrealized,
    realized,
    pnl: unrealized + realized,
    fxPnl,
    portfolioReturn: aum > 0 ? (marketValue - aum) / aum : 0,
    allocations,
    positions,
    fxGross,
    shortValue,
    forwardsValue,
    contractsValue,
    contracts,
  };
}
