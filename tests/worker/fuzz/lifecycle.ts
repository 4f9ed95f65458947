/**
 * Fuzz cases of the session lifecycle: creating a session, and the session calls that clone, pause,
 * freeze, finish or delete one (each acts on a session of its own) or save its instruments.
 */
import { creatingSession, freshSession, type RouteCase, type ContractCase } from './world';

/** Routes that are not session calls: a valid request each, by route. */
export const routeCases: Record<string, RouteCase> = {
  'POST /api/sessions': {
    token: 'trainer',
    valid: async (w) => ({
      body: {
        klass_id: w.klassId,
        scenario_type: 1,
        start_date: '2024-01-02',
        end_date: '2024-03-28',
        frequency: 5,
        historical_sleep_time: 30,
        starting_cash_amount: 1_000_000,
        reporting_currency: 'USD',
        risk_approach: 0,
        management_type: 0,
        limit_order_collateral: 0.1,
        transaction_fee: 0.001,
        spread_widener: 0.001,
        short_sell_leverage: 0.3,
        fx_leverage: 0.5,
        bond_leverage: 1,
        risk_weighted_limit: 100_000_000,
        metrics_interval: 24,
        trading_time_type: 0,
        delay_minutes_left: 0,
        allow_short_sell: true,
        allow_short_only_on_fx: false,
        client_money: false,
        show_auctions: false,
        limit_metric: 'VaR',
        news_importances: [2, 3],
      },
    }),
  },
};

/** Session calls whose valid request needs the books or a session in a given state, by contract name. */
export const contractCases: Record<string, ContractCase> = {
  'lifecycle.clone': async (w) => ({ body: { klass_id: w.klassId } }),
  'lifecycle.play_pause': async (w) => ({ sessionId: await freshSession(w) }),
  'lifecycle.freeze': async (w) => ({ sessionId: await freshSession(w) }),
  'lifecycle.finish': async (w) => ({ sessionId: await freshSession(w) }),
  'lifecycle.delete': async (w) => ({ sessionId: await creatingSession(w) }),
  'lifecycle.instruments': async (w) => ({ sessionId: await creatingSession(w), body: { underlying_assets: [w.assets['AAPL.O']!] } }),
};
