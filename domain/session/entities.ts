/**
 * The specification's entities as the API and the live channel carry them (000 §3, 001 §3,
 * 002 §3): a wallet, a financial instrument (a player's position) with its nested underlying
 * asset, an order, an ODA. The engine keeps its own working shapes (rics, minor units); these
 * views are the only shapes that leave the server, so the names are the spec's everywhere.
 */
import type { Oda, Order, SessionInstrument } from '../engine/types';
import { fromMinor } from '../money';
import type { PositionState, WalletState } from '../trading/book';
import { orderValue, type PositionValuation } from '../trading/valuation';
import type { RepoPositionFields } from '../engine/repos/value';

/** The nested asset of a financial instrument or an order. */
export type UnderlyingAssetRef = {
  id: number;
  name: string;
  ticker: string;
  ric: string;
  resourcetype: string;
  base_currency: string;
  variable_currency: string;
};

/** A reference to the financial instrument of an asset (its id is the asset's: one per player and asset). */
export type FinancialInstrumentRef = { id: number; underlying_asset: UnderlyingAssetRef };

export function underlyingAsset(i: SessionInstrument): UnderlyingAssetRef {
  return { id: i.asset_id, name: i.name, ticker: i.ticker, ric: i.ric, resourcetype: i.resourcetype, base_currency: i.base_currency, variable_currency: i.variable_currency };
}

export function instrumentRef(i: SessionInstrument): FinancialInstrumentRef {
  return { id: i.asset_id, underlying_asset: underlyingAsset(i) };
}

/** A wallet (named by its currency): its cash and the collateral open limit orders hold, major units. */
export type WalletView = { id: string; currency: string; amount: number; collateral_amount: number };

export function walletView(w: WalletState): WalletView {
  return { id: w.currency, currency: w.currency, amount: fromMinor(w.balance, w.currency), collateral_amount: fromMinor(w.reserved, w.currency) };
}

export function walletViews(wallets: Iterable<WalletState>): WalletView[] {
  return [...wallets].map(walletView);
}

/** A financial instrument as a fill leaves it: the amount held and its average open price. */
export type HeldInstrument = FinancialInstrumentRef & { amount: number; avg_open_price: number };

export function heldInstrument(p: PositionState, i: SessionInstrument): HeldInstrument {
  return { ...instrumentRef(i), amount: p.quantity, avg_open_price: p.avgPrice };
}

/** A financial instrument valued at the market: reporting-currency values and PnL. */
export type FinancialInstrumentView = HeldInstrument & {
  market_price: number;
  /** Signed value in the reporting currency (shorts negative). */
  reporting_value: number;
  reporting_unrealized_pnl: number;
  unrealized_price_pnl: number;
  unrealized_fx_pnl: number;
  reporting_realized_pnl: number;
  /** Unrealised PnL against the cost of the open amount, percent. */
  return_percent: number | null;
  asset_group: string;
  region: string | null;
  risk_weight: number;
} & Partial<RepoPositionFields>;

export function financialInstrumentView(
  v: PositionValuation,
  held: PositionState,
  i: SessionInstrument,
  /** Bonds: the face under open repos and what may still be repoed (engine/repos/value.ts). */
  repo?: RepoPositionFields,
): FinancialInstrumentView {
  const unrealized = v.unrealizedPrice + v.unrealizedFx;
  const cost = Math.abs(v.value - unrealized);
  return {
    ...heldInstrument(held, i),
    ...repo,
    market_price: v.markPrice,
    reporting_value: v.value,
    reporting_unrealized_pnl: unrealized,
    unrealized_price_pnl: v.unrealizedPrice,
    unrealized_fx_pnl: v.unrealizedFx,
    reporting_realized_pnl: v.realized,
    return_percent: cost > 0 ? (100 * unrealized) / cost : null,
    asset_group: v.group,
    region: i.region ?? null,
    risk_weight: i.risk_weight,
  };
}

/** An order (001 §3): its financial instrument nested, collateral in major units of the variable currency. */
export type OrderView = Omit<Order, 'ric' | 'person_id' | 'collateral' | 'trigger' | 'forced_price' | 'forced_by'> & {
  financial_instrument: FinancialInstrumentRef;
  person: number | null;
  collateral: number;
  /** Executed value in the variable currency (bonds: dirty), null while open. */
  value: number | null;
  /** Why the server placed it: a stop loss or take profit that triggered; null for the player's own. */
  order_type: 'stop_loss' | 'take_profit' | null;
  /** The price an administrator forced it at (spec 002 "New Order"); null for any other order. */
  forced_price: number | null;
};

export function orderView(o: Order, i: SessionInstrument): OrderView {
  // Who forced an order stays in the session's own records, not in what players read.
  const { ric: _ric, person_id, collateral, trigger, forced_by: _forcedBy, ...rest } = o;
  const bond = i.unit_factor !== 1;
  return {
    ...rest,
    financial_instrument: instrumentRef(i),
    person: person_id,
    collateral: fromMinor(collateral, i.variable_currency),
    value: orderValue(o.quantity, o.open_price === null ? null : o.open_price + (bond ? o.accrued_per_100 : 0), i.unit_factor),
    order_type: trigger ?? null,
    forced_price: o.forced_price ?? null,
  };
}

/** Stop loss and take profit of a financial instrument (001 §3 "ODA"). */
export type OdaView = { financial_instrument: FinancialInstrumentRef; stop_loss_price: number | null; take_profit_price: number | null };

export function odaView(oda: Oda, i: SessionInstrument): OdaView {
  return { financial_instrument: instrumentRef(i), stop_loss_price: oda.stop_loss_price, take_profit_price: oda.take_profit_price };
}
