/**
 * The market as one session sees it at one moment: the shared simulated market (with the
 * history imported over the session's dates), read at the session's time — now in real
 * time, the close of the scenario date in a historical scenario — and the open rule with the
 * session's trading windows.
 */
import { ScenarioType, TradingTimeType } from '../../../domain/enums';
import { isMarketOpen } from '../../../domain/market-hours';
import type { MarketView, Quote, SessionInstrument } from '../../../domain/engine/types';
import type { SimulatedMarket } from '../../../domain/market/simulation/market';
import { NOT_LISTED_YET } from '../../../domain/market/instrument';
import { MarketWithImports } from '../../../domain/market/imported-history';
import { tradingClosedReason, type TradingWindow } from '../../../domain/session/trading-windows';

export interface ViewSettings {
  scenario_type: ScenarioType;
  reporting_currency: string;
  trading_time_type: TradingTimeType;
  trading_intervals: TradingWindow[];
}

export class SessionMarketView implements MarketView {
  private readonly quotes = new Map<string, Quote | null>();
  private readonly fx = new Map<string, number>();

  constructor(
    private readonly market: SimulatedMarket,
    private readonly imports: MarketWithImports | null,
    private readonly settings: ViewSettings,
    private readonly at: number,
  ) {}

  now(): number {
    return this.at;
  }

  quote(ric: string): Quote | null {
    if (this.quotes.has(ric)) return this.quotes.get(ric)!;
    let q: Quote | null = null;
    if (this.market.isListed(ric, this.at)) {
      const imported = this.imports?.importedAt(ric, this.at);
      if (imported) q = { bid: imported.bid, ask: imported.ask, accruedPer100: 0 };
      else {
        const raw = this.market.quoteAt(ric, this.at);
        q = { bid: raw.bid, ask: raw.ask, accruedPer100: raw.accrued_interest ?? 0 };
      }
    }
    this.quotes.set(ric, q);
    return q;
  }

  fxToReporting(currency: string): number {
    let rate = this.fx.get(currency);
    if (rate === undefined) {
      rate = this.market.fxRate(currency, this.settings.reporting_currency, this.at);
      this.fx.set(currency, rate);
    }
    return rate;
  }

  notListedYet(ric: string): boolean {
    return this.market.notListedYet(ric, this.at);
  }

  /** Why the instrument cannot trade now ('Not listed yet', market hours, trading windows), or null. */
  closedReason(instrument: SessionInstrument): string | null {
    if (this.notListedYet(instrument.ric)) return NOT_LISTED_YET;
    const marketOpen = isMarketOpen({
      resourcetype: instrument.resourcetype,
      hours: instrument.market_hours,
      at: new Date(this.at),
      scenarioType: this.settings.scenario_type,
    });
    return tradingClosedReason({
      tradingTimeType: this.settings.trading_time_type,
      windows: this.settings.trading_intervals,
      marketOpen,
      at: new Date(this.at),
      scenarioType: this.settings.scenario_type,
    });
  }

  isOpen(instrument: SessionInstrument): boolean {
    return this.closedReason(instrument) === null;
  }
}
