/**
 * Fuzz cases of the market history: a player's history request, the admin's uploads.
 */
import { type RouteCase } from './world';

const historyCsv = 'timestamp,bid,ask\n2022-06-28,250,251\n2022-06-29,252,253\n';
const fundCsv = 'timestamp,close,ric,delete_prev_data\n06-28-2022,3821.55,.SPX,false\n';

/** Routes that are not session calls: a valid request each, by route. */
export const routeCases: Record<string, RouteCase> = {
  'POST /api/market_history/list_history': {
    token: 'player',
    valid: async (w) => ({
      body: { underlying_asset: w.assets['AAPL.O']!, frequency: 'daily', timestamp_range: ['2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z'], session_id: w.sessionId },
    }),
  },
  'POST /api/admin/upload_market_history': {
    token: 'admin',
    valid: async (w) => ({
      body: { form: { file: new File([historyCsv], 'history.csv', { type: 'text/csv' }), underlying_asset: String(w.assets['MSFT.O']), delete_prev_data: 'false' } },
    }),
  },
  'POST /api/admin/upload_index_fund_history': {
    token: 'admin',
    valid: async () => ({ body: { form: { news_file: new File([fundCsv], 'fund.csv', { type: 'text/csv' }) } } }),
  },
};
