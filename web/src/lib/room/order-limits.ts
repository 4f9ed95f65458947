/**
 * The ticket's limits, computed with the very rule the server enforces
 * (`domain/trading/order-limits.ts` maxQuantity): the inputs are rebuilt here from the session
 * settings, the player's books as `retrieve_player` valued them, and the live quotes widened by
 * the session's spread widener (`domain/engine/engine-state.ts` widened), as the engine does.
 */
import { RiskApproach, TransactionType } from '@domain/enums';
import { widened } from '@domain/engine/engine-state';
import type { AssetClassOption } from '@domain/engine/types';
import { fromMinor, toMinor } from '@domain/money';
import { maxQuantity, type LimitInput, type LimitResult } from '@domain/trading/order-limits';
import { bondBookRefusal } from '@domain/engine/bond-books/rules';
import { withRiskLimits, type RiskLimitSettings } from '@domain/engine/risk-limits';
import type { SessionView } from '@domain/session/session-record';
import type { PlayerView, SessionAsset } from './player-api';
import type { LivePrice } from '@/lib/session-live/live-state';

export type Quote = Pick<LivePrice, 'bid' | 'ask' | 'accrued_interest'>;

/** The quote the engine trades at: the spread widener applied to the raw bid and ask. */
export function tradedQuote(session: SessionView, q: Quote | undefined): { bid: number | null; ask: number | null; accrued: number } {
  if (!q || q.bid === null || q.ask === null) return { bid: q?.bid ?? null, ask: q?.ask ?? null, accrued: q?.accrued_interest ?? 0 };
  const w = widened({ spread_widener: session.spread_widener } as Parameters<typeof widened>[0], q.bid, q.ask);
  return { bid: w.bid, ask: w.ask, accrued: q.accrued_interest };
}

/** The price an order of this direction executes at now (clean; bonds in percent of par). */
export function executionPrice(session: SessionView, asset: SessionAsset, q: Quote | undefined, transaction: TransactionType): number | null {
  const t = tradedQuote(session, q);
  return transaction === TransactionType.Buy ? t.ask : t.bid;
}

/**
 * Variable currency → reporting currency at the mid: 1 for the reporting currency, else the
 * server's rate for that currency (`fx_to_reporting`, moved by `send_price`), else from an FX
 * pair of the session (either way round), else implied by a position held in that currency.
 * Null when nothing in view tells (the server still checks every order).
 */
export function fxToReporting(
  currency: string,
  reporting: string,
  assets: readonly SessionAsset[],
  prices: ReadonlyMap<string, Quote>,
  player: PlayerView | null,
): number | null {
  if (currency === reporting) return 1;
  // The server's own rate, when the session's instruments carry it.
  const served = assets.find((a) => a.variable_currency === currency && typeof a.fx_to_reporting === 'number')?.fx_to_reporting;
  if (typeof served === 'number' && served > 0) return served;
  const midOf = (a: SessionAsset) => {
    const q = prices.get(a.ric) ?? a;
    return q.bid !== null && q.ask !== null ? (q.bid + q.ask) / 2 : null;
  };
  for (const a of assets) {
    if (a.resourcetype !== 'FX') continue;
    const m = midOf(a);
    if (!m) continue;
    if (a.base_currency === currency && a.variable_currency === reporting) return m;
    if (a.base_currency === reporting && a.variable_currency === currency) return 1 / m;
  }
  for (const p of player?.financial_instruments ?? []) {
    const a = assets.find((x) => x.ric === p.underlying_asset.ric);
    if (!a || a.variable_currency !== currency || p.amount === 0) continue;
    const local = p.amount * (p.market_price + (prices.get(a.ric)?.accrued_interest ?? a.accrued_interest)) * a.unit_factor;
    if (local !== 0 && p.reporting_value !== 0) return p.reporting_value / local;
  }
  return null;
}

function classOption(session: SessionView, asset: SessionAsset): AssetClassOption | undefined {
  return (session.asset_class_options as AssetClassOption[]).find((o) => o.asset_class === asset.asset_class);
}

export interface TicketContext {
  session: SessionView;
  player: PlayerView;
  asset: SessionAsset;
  assets: readonly SessionAsset[];
  prices: ReadonlyMap<string, Quote>;
}

/** The `LimitInput` the engine would build for this player, instrument and unit price. */
export function limitInput(ctx: TicketContext, transaction: TransactionType, unitPrice: number, fx: number): LimitInput {
  const { session, player, asset, assets } = ctx;
  const aum = session.risk_approach === RiskApproach.Cash ? session.starting_cash_amount : session.risk_weighted_limit;
  const held = player.financial_instruments.find((p) => p.underlying_asset.ric === asset.ric);
  const option = classOption(session, asset);
  const wallet = player.wallets.find((w) => w.currency === asset.variable_currency);
  let fxGross = 0;
  let shortValue = 0;
  let riskWeightedUsed = 0;
  for (const p of player.financial_instruments) {
    if (p.amount === 0) continue;
    const v = Math.abs(p.reporting_value);
    if (p.asset_group === 'FX') fxGross += v;
    if (p.amount < 0) shortValue += v;
    const a = assets.find((x) => x.ric === p.underlying_asset.ric);
    if (a) riskWeightedUsed += v * (classOption(session, a)?.risk_weight ?? a.risk_weight);
  }
  return {
    approach: session.risk_approach,
    transaction,
    aum,
    unitPrice,
    fx,
    heldQuantity: held?.amount ?? 0,
    // Repoed face cannot be sold (spec 001 §5: selling = owned minus repoed).
    repoedQuantity: held?.repoed_amount ?? 0,
    heldValue: Math.abs(held?.reporting_value ?? 0),
    pvLimit: option?.pv_limit ?? 1,
    // The risk-weighted approach finances purchases: cash does not bind there (as the engine).
    freeCash:
      session.risk_approach === RiskApproach.RiskWeighted
        ? Number.POSITIVE_INFINITY
        : wallet
          ? fromMinor(toMinor(wallet.amount, wallet.currency) - toMinor(wallet.collateral_amount, wallet.currency), wallet.currency)
          : 0,
    isFx: asset.resourcetype === 'FX',
    fxGrossValue: fxGross,
    fxLeverage: session.fx_leverage,
    isBond: asset.unit_factor !== 1,
    bondLeverage: session.bond_leverage,
    allowShortSell: session.allow_short_sell,
    shortOnlyOnFx: Boolean(session.allow_short_only_on_fx),
    shortSellLeverage: session.short_sell_leverage,
    shortValue,
    riskWeight: option?.risk_weight ?? asset.risk_weight,
    riskWeightedUsed,
  };
}

/**
 * The maximum quantity of a transaction at a clean price (market: the execution price; limit:
 * the limit price), or null when the price or the FX rate is not known here.
 */
export function ticketLimit(ctx: TicketContext, transaction: TransactionType, cleanPrice: number | null): LimitResult | null {
  // HTM: no sale while the trainer has the book locked, never a short (as the engine, domain/engine/bond-books).
  const bookRefusal = bondBookRefusal(Boolean(ctx.session.allow_htm), ctx.asset.resourcetype, transaction);
  if (bookRefusal) return { max: 0, reason: bookRefusal };
  const fx = fxToReporting(ctx.asset.variable_currency, ctx.session.reporting_currency, ctx.assets, ctx.prices, ctx.player);
  if (fx === null) return null;
  const accrued = ctx.prices.get(ctx.asset.ric)?.accrued_interest ?? ctx.asset.accrued_interest;
  const unitPrice = cleanPrice !== null && cleanPrice > 0 ? (cleanPrice + accrued) * ctx.asset.unit_factor : 0;
  const base = maxQuantity(limitInput(ctx, transaction, unitPrice, fx));
  // The trainer's group allocation and enforced metric limits, as the engine applies them.
  return withRiskLimits(ctx.session as RiskLimitSettings, base, {
    allocations: ctx.player.allocations,
    group: ctx.asset.group,
    transaction,
    heldQuantity: ctx.player.financial_instruments.find((p) => p.underlying_asset.ric === ctx.asset.ric)?.amount ?? 0,
    unitValue: unitPrice * fx,
    breaches: ctx.player.metric_breaches,
  });
}
