/**
 * The session the conservation properties trade in: two players with 1,000,000 USD (and an empty
 * EUR wallet) in a real-time session under the cash approach, the instruments of every contract
 * family, and a market view stepped by whole business days from early 2024.
 */
import { AssetClass, RiskApproach, ScenarioType } from '../../../../domain/enums';
import type { EngineState } from '../../../../domain/engine/engine-state';
import type { MarketView, Quote, SessionInstrument } from '../../../../domain/engine/types';
import { defaultMarket } from '../../../../domain/market/default-market';
import { closeTimeOf } from '../../../../domain/market/time-grid';
import { toMinor } from '../../../../domain/money';
import { toSessionInstrument } from '../../../../domain/engine/session-instrument';
import { marketIncomeCalendar } from '../../../../domain/engine/market-income-calendar';

export const market = defaultMarket();
export const calendar = marketIncomeCalendar(market);
export const INCOME_REASONS = new Set(['dividend', 'coupon', 'interest', 'lombard_interest', 'deposit_interest']);
export const BOND = 'US10YT=RR';
// SAP.DE trades in euros: paid with EUR bought by exchange, its dividends paid in EUR.
export const RICS = ['AAPL.O', 'MSFT.O', 'SAP.DE', 'EUR=', 'BTC=', BOND];
export const AUM = 1_000_000;
export const START_INDEX = 2600; // a business day in early 2024
// EURUSD outright forwards (their spot 'EUR=' trades too): 1 month matures within the steps.
export const FORWARDS = ['EUR1M=', 'EUR3M='];
// CDS in USD and in EUR (premiums in the EUR wallet); their lives are drawn short (terms as the session object passes them).
export const CDS_RICS = ['ITGV5YUSAC=R', 'VOD3YEUAM=R'];
// Repos: a US Treasury (3.5 % 2027, coupons on 30 April and 31 October) and the USD 1-week and 1-month repos.
export const REPO_BOND = '91282CPE5=';
export const REPO_RICS = ['USD1WRP=', 'USD1MRP='];
// HTM and AFS books (engine/bond-books): US Treasury 3.125 % 2041 held to maturity, Apple 3.85 % 2043 available for sale.
export const HTM_BOND = '912810QT8=';
export const AFS_BOND = '037833AL4=';
/** Options on Apple (engine/options). */
export const OPTION_RIC = 'AAPL.O-OPT';
/** The market's USD bills, by tenor (engine/tbills). */
export const TBILL_RICS = ['USTB4WK=', 'USTB8WK=', 'USTB13WK=', 'USTB26WK=', 'USTB52WK='];
/** The bonds whose accrued interest the books hold. */
export const ACCRUING_BONDS = [BOND, REPO_BOND, HTM_BOND, AFS_BOND];

function instrument(ric: string, k: number): SessionInstrument {
  return toSessionInstrument(market.instrument(ric), { asset_id: k + 1, risk_weight: 1, no_of_decimals: 2, market_hours: null });
}

export class TestMarket implements MarketView {
  index = START_INDEX;
  now() {
    return closeTimeOf(this.index, 'weekday');
  }
  quote(ric: string): Quote | null {
    const q = market.quoteAt(ric, this.now());
    return { bid: q.bid, ask: q.ask, accruedPer100: q.accrued_interest ?? 0 };
  }
  fxToReporting(ccy: string) {
    return market.fxRate(ccy, 'USD', this.now());
  }
  isOpen() {
    return true;
  }
}

export function freshState(): EngineState {
  const settings = {
    // Real time with the cash approach: the sessions where deposits exist.
    scenario_type: ScenarioType.RealTime,
    reporting_currency: 'USD',
    risk_approach: RiskApproach.Cash,
    starting_cash_amount: AUM,
    risk_weighted_limit: AUM,
    limit_order_collateral: 0.1,
    short_sell_leverage: 0.3,
    fx_leverage: 1,
    bond_leverage: 1,
    allow_short_sell: true,
    spread_widener: 0,
    transaction_fee: 0,
    require_investment_rationale: false,
    asset_class_options: [{ asset_class: AssetClass.Equities, pv_limit: 0.4, risk_weight: 1 }],
    // The trainer's group bands: two equities could reach 80 % under the class limit alone.
    asset_group_allocations: [
      { asset_group: 'Equities', lower_limit: null, upper_limit: 0.5 },
      { asset_group: 'Cash', lower_limit: 0.05, upper_limit: null },
    ],
  };
  const players = new Map(
    [1, 2].map((id) => [
      id,
      {
        id,
        user_id: id,
        name: `p${id}`,
        deals: 0,
        book: {
          wallets: new Map([
            ['USD', { currency: 'USD', balance: toMinor(AUM, 'USD'), reserved: 0 }],
            ['EUR', { currency: 'EUR', balance: 0, reserved: 0 }],
          ]),
          positions: new Map(),
          families: {},
        },
      },
    ]),
  );
  const instruments = new Map(RICS.map((r, k) => [r, instrument(r, k)]));
  for (const [k, ric] of FORWARDS.entries()) instruments.set(ric, toSessionInstrument(market.instrument(ric), { asset_id: 100 + k, risk_weight: 1, no_of_decimals: 4, market_hours: null }));
  for (const [k, ric] of CDS_RICS.entries()) instruments.set(ric, toSessionInstrument(market.instrument(ric), { asset_id: 200 + k, risk_weight: 1, no_of_decimals: 4, market_hours: null }));
  for (const [k, ric] of [REPO_BOND, ...REPO_RICS].entries()) instruments.set(ric, toSessionInstrument(market.instrument(ric), { asset_id: 300 + k, risk_weight: 1, no_of_decimals: 4, market_hours: null }));
  for (const [k, ric] of [HTM_BOND, AFS_BOND].entries()) instruments.set(ric, toSessionInstrument(market.instrument(ric), { asset_id: 400 + k, risk_weight: 1, no_of_decimals: 4, market_hours: null }));
  instruments.set(OPTION_RIC, toSessionInstrument(market.instrument(OPTION_RIC), { asset_id: 500, risk_weight: 1, no_of_decimals: 2, market_hours: null }));
  return { settings, instruments, players, openOrders: new Map(), nextOrderId: 1, odas: new Map() };
}

export const midRate = (view: MarketView) => (from: string, to: string) => view.fxToReporting(from) / view.fxToReporting(to);
