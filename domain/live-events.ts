/**
 * Messages on the live channels (spec 002 section 7): JSON objects `{ type, data }`.
 * The Durable Objects build them with `liveEvent()` and the web app parses them with
 * `parseLiveEvent()`, so both sides share one discriminated union. Later issues add
 * their events to `liveEventSchema`.
 */
import type { NewsItem } from './market/news/types';
import { z } from 'zod';

/** Exact strings of the keep-alive, answered by the runtime's auto-response without waking an object. */
export const PING_MESSAGE = '{"type":"ping"}';
export const PONG_MESSAGE = '{"type":"pong"}';

export const sessionIndexRowSchema = z.object({
  id: z.number().int(),
  klass_id: z.number().int(),
  klass_name: z.string(),
  trainer_id: z.number().int(),
  /** The trainer's username (absent in events sent before it was kept). */
  trainer_name: z.string().nullish(),
  status: z.number().int(),
  scenario_type: z.number().int(),
  risk_approach: z.number().int(),
  create_date: z.string(),
  finish_date: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type SessionIndexRow = z.infer<typeof sessionIndexRowSchema>;

/** A news item (domain/market/news/types.ts). */
const newsItemSchema: z.ZodType<NewsItem> = z.object({
  id: z.string(),
  headline: z.string(),
  body: z.string(),
  timestamp: z.string(),
  importance: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  tickers: z.array(z.string()),
  kind: z.enum(['market', 'company', 'rates', 'fx', 'commodity', 'crypto', 'wrap']),
});

/** A player's metrics point (domain/engine/player-metrics.ts), sent once the series is long enough. */
const metricsRowSchema = z.object({
  player_id: z.number().int(),
  step: z.number().int(),
  timestamp: z.number(),
  market_value: z.number(),
  portfolio_volatility: z.number(),
  // Null (N/A) without a benchmark series to measure them against.
  alpha: z.number().nullable(),
  beta: z.number().nullable(),
  sharpe_ratio: z.number(),
  treynor_ratio: z.number().nullable(),
  var05: z.number(),
  market_index_return: z.number().nullable(),
});

/** The spec's entities as domain/session/entities.ts builds them. */
const walletSchema = z.object({ id: z.string(), currency: z.string(), amount: z.number(), collateral_amount: z.number() });
const assetRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ticker: z.string(),
  ric: z.string(),
  resourcetype: z.string(),
  base_currency: z.string(),
  variable_currency: z.string(),
});
/** An option contract as sent live (domain/contracts/options.ts OptionContractView). */
const optionContractSchema = z.looseObject({ id: z.number().int(), status: z.string() });
const instrumentRefSchema = z.object({ id: z.number().int(), underlying_asset: assetRefSchema });
const heldInstrumentSchema = instrumentRefSchema.extend({ amount: z.number(), avg_open_price: z.number() });
const financialInstrumentSchema = heldInstrumentSchema.extend({
  market_price: z.number(),
  reporting_value: z.number(),
  reporting_unrealized_pnl: z.number(),
  unrealized_price_pnl: z.number(),
  unrealized_fx_pnl: z.number(),
  reporting_realized_pnl: z.number(),
  return_percent: z.number().nullable(),
  asset_group: z.string(),
  region: z.string().nullable(),
  risk_weight: z.number(),
  // Bonds under repo (issue 15, engine/repos): the face repoed, what may still be repoed, the latest repo maturity.
  repoed_amount: z.number().optional(),
  available_repoable_amount: z.number().optional(),
  repo_maturity_date: z.string().nullable().optional(),
});
/** A player's totals at a step; the player's own copy also values each financial instrument held. */
const portfolioValueSchema = z.looseObject({
  id: z.number().int(),
  last_market_value: z.number(),
  last_pnl_sum: z.number(),
  last_fx_return: z.number(),
  last_portfolio_return: z.number(),
  // The summary's reconciling lines (player-view.ts SummaryFigures); null where not counted.
  initial_aum: z.number().optional(),
  cash_mtm: z.number().nullable().optional(),
  income: z.number().nullable().optional(),
  fees: z.number().nullable().optional(),
  deals: z.number().int(),
  positions: z.array(financialInstrumentSchema).optional(),
});
const odaSchema = z.object({ financial_instrument: instrumentRefSchema, stop_loss_price: z.number().nullable(), take_profit_price: z.number().nullable() });
const presenceSchema = z.object({ user_id: z.number().int(), username: z.string(), player_id: z.number().int().nullable() });

/** Sent by every channel right after the socket is accepted, so a client knows whom the server sees. */
const channelWelcomeSchema = z.object({
  channel: z.enum(['session', 'klass', 'admin']),
  user_id: z.number().int(),
  username: z.string(),
  online_user_ids: z.array(z.number().int()),
});

/** Session payloads are the engine's records; the channel checks their shape loosely. */
const record = z.record(z.string(), z.unknown());
const orderEventSchema = z.looseObject({ id: z.number().int(), player_id: z.number().int(), status: z.number().int(), financial_instrument: instrumentRefSchema });
const priceRowSchema = z.object({ ric: z.string(), bid: z.number().nullable(), ask: z.number().nullable(), accrued_interest: z.number().optional(), open: z.boolean() });
export type PriceRow = z.infer<typeof priceRowSchema>;
/**
 * On the wire a price is a tuple `[ric, bid, ask, open (1/0), accrued?]`: it goes to every
 * socket every tick, and tuples halve the frame against objects. Parsed back into objects.
 */
export type PriceTuple = [string, number | null, number | null, 0 | 1] | [string, number | null, number | null, 0 | 1, number];
const priceTupleSchema = z
  .tuple([z.string(), z.number().nullable(), z.number().nullable(), z.union([z.literal(0), z.literal(1)])], z.number())
  .transform(([ric, bid, ask, open, accrued]): PriceRow => ({ ric, bid, ask, open: open === 1, ...(accrued === undefined ? {} : { accrued_interest: accrued }) }));

export function priceTuple(p: PriceRow): PriceTuple {
  const head: [string, number | null, number | null, 0 | 1] = [p.ric, p.bid, p.ask, p.open ? 1 : 0];
  return p.accrued_interest === undefined ? head : [...head, p.accrued_interest];
}

const priceSchema = z.object({
  timestamp: z.number(),
  prices: z.array(z.union([priceTupleSchema, priceRowSchema])),
  /** Variable → reporting currency at the mid, per currency of the session's instruments. */
  fx_rates: z.record(z.string(), z.number().nullable()).optional(),
});

/** An execution error as the admin's errors page lists it (worker/routes/errors.ts); times in epoch ms. */
export const executionErrorRowSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  timestamp: z.number(),
  seen: z.boolean(),
  session_id: z.number().int(),
  klass_name: z.string(),
  player_id: z.number().int(),
  player_name: z.string(),
  order_id: z.number().int(),
  ric: z.string(),
});
export type ExecutionErrorRow = z.infer<typeof executionErrorRowSchema>;

/** A market-on-open or market-on-close order pending or executed (the admin's notices). */
const onOpenCloseNoticeSchema = z.object({
  session_id: z.number().int(),
  order_id: z.number().int(),
  ric: z.string(),
  resourcetype: z.string(),
  execute_at: z.number().nullable(),
});

/** A pair's state in a correlation matrix (domain/research/correlation.ts CorrelationValue). */
const correlationValueSchema = z.object({
  matrix_id: z.number().int(),
  equities: z.tuple([z.string(), z.string()]),
  status: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
  value: z.number().nullable(),
  error: z.string().nullable(),
});

export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('channel_welcome'), data: channelWelcomeSchema }),
  z.object({ type: z.literal('session_created'), data: sessionIndexRowSchema }),
  // From the class channel an index row; from the session channel the whole session record.
  z.object({ type: z.literal('session_updated'), data: z.union([sessionIndexRowSchema, record]) }),
  z.object({ type: z.literal('player_connected'), data: presenceSchema }),
  z.object({ type: z.literal('player_disconnected'), data: presenceSchema }),
  z.object({ type: z.literal('echo'), data: z.object({ text: z.string().max(200) }) }),
  z.object({ type: z.literal('session_deleted'), data: z.object({ id: z.number().int() }) }),
  z.object({ type: z.literal('snapshot'), data: z.object({ session: record, wallets: z.array(walletSchema).nullable(), positions: z.array(heldInstrumentSchema).nullable() }) }),
  z.object({ type: z.literal('send_price'), data: priceSchema }),
  z.object({ type: z.literal('order_executed'), data: orderEventSchema }),
  z.object({ type: z.literal('order_updated'), data: orderEventSchema }),
  z.object({ type: z.literal('order_canceled'), data: orderEventSchema }),
  z.object({ type: z.literal('update_wallets'), data: z.array(walletSchema) }),
  z.object({ type: z.literal('update_instruments'), data: z.array(heldInstrumentSchema) }),
  z.object({ type: z.literal('portfolio_value_updated'), data: portfolioValueSchema }),
  z.object({ type: z.literal('historical_step_updated'), data: record }),
  z.object({ type: z.literal('currently_passing_time'), data: z.object({ currently_passing_time: z.boolean() }) }),
  z.object({ type: z.literal('oda_updated'), data: odaSchema }),
  z.object({
    type: z.literal('player_history_created'),
    data: z.object({ player_id: z.number().int(), step: z.number().int(), timestamp: z.number(), portfolio_return: z.number(), market_value: z.number() }),
  }),
  z.object({ type: z.literal('passed_time'), data: record }),
  z.object({
    type: z.literal('news_received'),
    data: z.array(newsItemSchema),
  }),
  z.object({ type: z.literal('metrics_received'), data: metricsRowSchema }),
  z.object({ type: z.literal('oda_canceled'), data: odaSchema }),
  z.object({ type: z.literal('deposit_updated'), data: z.looseObject({ id: z.number().int(), currency_symbol: z.string(), status: z.number().int() }) }),
  z.object({ type: z.literal('update_delay'), data: z.object({ delay_minutes_left: z.number().int() }) }),
  // The admin channel's error monitoring (issue 13): what the session objects report to D1.
  z.object({ type: z.literal('execution_error'), data: executionErrorRowSchema }),
  z.object({ type: z.literal('moo_pending'), data: onOpenCloseNoticeSchema }),
  z.object({ type: z.literal('moo_executed'), data: onOpenCloseNoticeSchema }),
  z.object({ type: z.literal('players_with_differences'), data: z.object({ session_id: z.number().int(), count: z.number().int() }) }),
  // A badge a player unlocked (issue 14, domain/reports/badges.ts), to that player only.
  z.object({
    type: z.literal('badge_unlocked'),
    data: z.object({ player_id: z.number().int(), badge: z.enum(['first_trade', 'diversified_portfolio', 'positive_sharpe']), name: z.string(), description: z.string(), unlocked_at: z.number() }),
  }),
  // A pair of the player's correlation matrix computed (issue 14, domain/research/correlation.ts): done with its value, or error (−1).
  z.object({ type: z.literal('correlation_value'), data: correlationValueSchema }),
  // A player's individual report computed (issue 14): 1 ready, 2 failed (domain/reports/individual-report.ts).
  z.object({ type: z.literal('individual_report_updated'), data: z.object({ player_id: z.number().int(), status: z.number().int() }) }),
  // A player's insights report changed state (issue 14, domain/contracts/insights.ts): creating, then created or error.
  z.object({
    type: z.literal('insights_report'),
    data: z.looseObject({ id: z.number().int(), player_id: z.number().int(), status: z.enum(['creating', 'created', 'error']), error: z.string().nullable() }),
  }),
  // A player's own benchmark saved or cleared (issue 14, features/individual-benchmarks.ts): to that player and the staff.
  z.object({ type: z.literal('benchmark_updated'), data: z.object({ player_id: z.number().int(), individual: z.boolean() }) }),
  // A benchmark without a price at a metrics step (spec 002 §8 'Missing benchmark prices'): the session's (player_id null, to all) or a player's own; errors [] once priced again.
  z.object({
    type: z.literal('benchmark_prices_missing'),
    data: z.object({ player_id: z.number().int().nullable(), step: z.number().int(), timestamp: z.number(), errors: z.array(z.string()) }),
  }),
  // A player's open forward contracts revalued at the daily roll or period (issue 15, domain/engine/fx-forwards): to that player and the staff.
  z.object({
    type: z.literal('update_forward_contracts_unrealized'),
    data: z.object({ player_id: z.number().int(), contracts: z.array(z.looseObject({ id: z.number().int(), reporting_unrealized_pnl: z.number().nullable() })) }),
  }),
  // A player's open CDS contracts after premiums were paid or at the daily roll or period's revaluation (issue 15, domain/engine/cds): to that player and the staff.
  z.object({
    type: z.literal('update_cds_contracts'),
    data: z.object({ player_id: z.number().int(), contracts: z.array(z.looseObject({ id: z.number().int(), cds_contract_current_mkt_value: z.number().nullable() })) }),
  }),
  // A repo settled at maturity, or early at the session's end or Close positions (issue 15, domain/engine/repos): to that player and the staff.
  z.object({
    type: z.literal('repo_settled'),
    data: z.object({ player_id: z.number().int(), contract: z.looseObject({ id: z.number().int(), settled: z.boolean(), paid_interest: z.number() }) }),
  }),
  // Interbank RFQ events (issue 16, domain/interbank; spec 002 §8 "RFQ events"), each to the players concerned only:
  // a request sent (to the chosen banks and the sender), a quote locked in (to the requester: the 5-second notification),
  // a quote answered Lend, Borrow or Nothing (to its responder), a request or response cancelled, lapsed or expired.
  z.object({
    type: z.literal('rfq_sent'),
    data: z.looseObject({ request_id: z.number().int(), response_id: z.number().int().nullable(), from_player_id: z.number().int(), from_player_name: z.string(), amount: z.number() }),
  }),
  z.object({
    type: z.literal('rfq_response_sent'),
    data: z.looseObject({ request_id: z.number().int(), response_id: z.number().int(), from_player_id: z.number().int(), from_player_name: z.string(), bid: z.number(), ask: z.number() }),
  }),
  z.object({
    type: z.literal('rfq_hit'),
    data: z.looseObject({ request_id: z.number().int(), response_id: z.number().int(), from_player_id: z.number().int(), from_player_name: z.string(), status: z.string(), direction: z.enum(['lend', 'borrow']).nullable(), amount: z.number(), rate: z.number().nullable() }),
  }),
  z.object({
    type: z.literal('rfq_cancelled'),
    data: z.looseObject({ request_id: z.number().int(), response_id: z.number().int().nullable(), from_player_id: z.number().int(), reason: z.string().nullable() }),
  }),
  // An interbank deal repaid with its interest at the period step, the session's end or Close positions: to each party and the staff.
  z.object({
    type: z.literal('interbank_deal_settled'),
    data: z.looseObject({ player_id: z.number().int(), deal_id: z.number().int(), side: z.enum(['lend', 'borrow']), interest: z.number(), settlement: z.string() }),
  }),
  // A bank's client cards after a period's awards or its saved rates (issue 16, features/client-dealing.ts; spec 002 §7): to that player and the staff.
  z.object({
    type: z.literal('update_client_cards'),
    data: z.looseObject({ player_id: z.number().int(), period: z.number().int().nullable(), current_loans: z.array(z.looseObject({ tenor: z.string() })), current_depos: z.array(z.looseObject({ tenor: z.string() })) }),
  }),
  // The class's client-dealing totals after a period (issue 16, spec 000 §7): to the staff.
  z.object({
    type: z.literal('update_client_money_overview_cards'),
    data: z.looseObject({ period: z.number().int().nullable(), loans: z.number(), depos: z.number() }),
  }),
  // The trainer allowed or locked HTM sales (issue 15, switch_htm_permission; spec 002 "htm updates"): to everyone.
  z.object({ type: z.literal('htm_updated'), data: z.object({ allow_htm: z.boolean() }) }),
  // Wealth management (issue 16, features/wealth.ts): a player's SAA, answers or mandate saved or reset (to that player and the staff), or the session's investment profile (player_id null, to all).
  z.object({
    type: z.literal('wealth_updated'),
    data: z.object({ player_id: z.number().int().nullable(), what: z.enum(['saa', 'saa_reset', 'answers', 'mandate', 'session_profile']) }),
  }),
  // A player's T-bill contracts after a purchase, a sale, an auction's issue, a redemption or the period's revaluation (issue 16, domain/engine/tbills): to that player and the staff.
  z.object({
    type: z.literal('update_tbill_contracts'),
    data: z.object({ player_id: z.number().int(), contracts: z.array(z.looseObject({ id: z.number().int(), status: z.number().int() })) }),
  }),
  // The face of an auction's bill its holders sold back, which other players may buy (issue 16): to everyone.
  z.object({ type: z.literal('update_tbill_asset_interplayer_amount'), data: z.object({ ric: z.string(), available_interplayer_amount: z.number() }) }),
  // The central bank launched an auction (issue 16, domain/engine/auctions): to everyone; players show 'The Central Bank just launched a new auction!'.
  z.object({ type: z.literal('new_auction_created'), data: z.looseObject({ id: z.number().int(), auction_series: z.string(), message: z.string() }) }),
  // A player bid on an auction: to the staff ('New offer received!' with team, bid amount, currency and series).
  z.object({
    type: z.literal('new_auction_response'),
    data: z.object({
      auction: z.number().int(),
      auction_series: z.string(),
      player: z.number().int(),
      player_name: z.string(),
      initial_bid_value: z.number(),
      currency_symbol: z.string(),
      message: z.string(),
    }),
  }),
  // Issue Security closed an auction: to everyone (each reads its own result with list_auctions_by_session).
  z.object({ type: z.literal('auction_closed'), data: z.looseObject({ id: z.number().int(), auction_series: z.string(), issued_value: z.number(), finished: z.boolean() }) }),
  // The period's government yields of the session's currency at the bill tenors, percent (historical sessions with auctions on): to everyone.
  z.object({
    type: z.literal('new_period_yields'),
    data: z.object({ current_period_yields: z.looseObject({ ccy_symbol: z.string() }), past_period_yields: z.looseObject({ ccy_symbol: z.string() }) }),
  }),
  // Equity options (issue 17, domain/engine/options): a player's active contracts marked at the tick's or period's spot (to that player and the staff).
  z.object({ type: z.literal('update_options_contracts_price'), data: z.object({ player_id: z.number().int(), contracts: z.array(optionContractSchema) }) }),
  // A contract closed early by its player, or exercised early: to that player and the staff.
  z.object({ type: z.literal('options_contract_closed'), data: z.object({ player_id: z.number().int(), contract: optionContractSchema }) }),
  z.object({ type: z.literal('options_contract_execised_early'), data: z.object({ player_id: z.number().int(), contract: optionContractSchema }) }),
  // Contracts processed at their expiry (exercised, assigned or worthless): to that player and the staff.
  z.object({ type: z.literal('expiring_contracts_update'), data: z.object({ player_id: z.number().int(), contracts: z.array(optionContractSchema) }) }),
  // A player entered a contract: to that player and the staff.
  z.object({ type: z.literal('player_entered_new_options_contract'), data: z.object({ player_id: z.number().int(), contract: optionContractSchema }) }),
  // A new quote date (period or day): everyone refetches the chains and drops the selected contract.
  z.object({ type: z.literal('send_new_period_options_chains'), data: z.object({ quote_date: z.string() }) }),
  // A forward contract closed by its stop loss or take profit (issue 15): the original and its closing contract.
  z.object({
    type: z.literal('fwd_contract_closed_by_oda'),
    data: z.looseObject({ player_id: z.number().int(), contract: z.looseObject({ id: z.number().int() }), closing_contract: z.looseObject({ id: z.number().int(), type: z.string() }) }),
  }),
]);
/** An event as a client reads it (prices parsed back into objects). */
export type LiveEvent = z.infer<typeof liveEventSchema>;
/** An event as the server sends it (prices as tuples). */
export type WireEvent = z.input<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** What clients may send besides the auto-answered ping. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('echo'), data: z.object({ text: z.string().max(200) }) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export function liveEvent(event: WireEvent): string {
  return JSON.stringify(event);
}

/**
 * The events of a raw frame: a frame is one event, or a JSON array of events when the server
 * sent several to the same socket at once (a step's prices, values and fills). Unknown ones
 * are left out.
 */
export function parseLiveEvents(raw: string): LiveEvent[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.flatMap((item) => {
      const r = liveEventSchema.safeParse(item);
      return r.success ? [r.data] : [];
    });
  } catch {
    return [];
  }
}

/** Parse a raw frame of one event; returns null for anything that is not a known event. */
export function parseLiveEvent(raw: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function parseClientMessage(raw: string): ClientMessage | null {
  try {
    const parsed = clientMessageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
