/**
 * D1 schema: people, classes and the index of trading sessions. Market reference data
 * joins it with the market issue. Each trading session's own state lives in its Durable
 * Object; the `trading_sessions` row is the index that dashboards list and the object
 * rewrites on every status change.
 */
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
  passwordHash: text('password_hash').notNull(),
  /** Trainee 0, Trainer 1, Admin 2 */
  userType: integer('user_type').notNull(),
  email: text('email').notNull().default(''),
  createdAt: createdAt(),
});

export const persons = sqliteTable(
  'persons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('persons_user_idx').on(t.userId)],
);

export const klasses = sqliteTable(
  'klasses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull().unique(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('klasses_trainer_idx').on(t.trainerId)],
);

export const klassMembers = sqliteTable(
  'klass_members',
  {
    klassId: integer('klass_id')
      .notNull()
      .references(() => klasses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.klassId, t.userId] }), index('klass_members_user_idx').on(t.userId)],
);

/** Index of trading sessions; the id names the session's Durable Object. */
export const tradingSessions = sqliteTable(
  'trading_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    klassId: integer('klass_id')
      .notNull()
      .references(() => klasses.id),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id),
    status: integer('status').notNull(),
    scenarioType: integer('scenario_type').notNull(),
    riskApproach: integer('risk_approach').notNull(),
    managementType: integer('management_type').notNull().default(0),
    reportingCurrency: text('reporting_currency').notNull().default('USD'),
    createDate: text('create_date').notNull(),
    finishDate: text('finish_date'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    /** The market model the session is priced by (domain/market/model-version.ts): the one current at its creation. */
    marketModel: integer('market_model').notNull().default(1),
  },
  (t) => [index('trading_sessions_klass_idx').on(t.klassId)],
);

/**
 * Failed sign-ins, one row per counter (`p:` username and address, `a:` address, `u:` username;
 * worker/auth/login-throttle.ts): drives the growing delays. Times are epoch milliseconds; rows
 * expire 24 hours after their last failure and the table is capped.
 */
export const loginThrottle = sqliteTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** When the counter's window began: its failures are forgotten when the window has passed. */
    windowStart: integer('window_start').notNull().default(0),
    blockedUntil: integer('blocked_until').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('login_throttle_updated_idx').on(t.updatedAt)],
);

/** Addresses a user signed in from successfully: the per-username delay never applies to them. */
export const loginKnownAddresses = sqliteTable(
  'login_known_addresses',
  {
    /** Lower-cased, as the throttle counts it. */
    username: text('username').notNull(),
    address: text('address').notNull(),
    /** Epoch milliseconds of the last successful sign-in from this address. */
    lastSuccessAt: integer('last_success_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] }), index('login_known_addresses_seen_idx').on(t.lastSuccessAt)],
);

/**
 * Refresh-token families (RFC 9700 §4.14.2): a sign-in starts one, each refresh rotates its
 * current token. The previous token stays answerable for a short grace (tabs refresh at once)
 * with the same successor pair, re-signed from `issued_at`; any later use revokes the family.
 * No token is stored, only its id (jti).
 */
export const refreshTokenFamilies = sqliteTable(
  'refresh_token_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentJti: text('current_jti').notNull(),
    previousJti: text('previous_jti'),
    /** Epoch seconds: `iat` of the current pair, so a grace replay re-signs it identically. */
    issuedAt: integer('issued_at').notNull(),
    /** Epoch milliseconds when the previous token was rotated (starts its grace). */
    rotatedAt: integer('rotated_at'),
    /** Epoch seconds: the refresh tokens' `exp`, fixed at sign-in (rotation never extends a sign-in). */
    expiresAt: integer('expires_at').notNull(),
    /** Epoch milliseconds; set when the family was revoked (logout or replay). */
    revokedAt: integer('revoked_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId), index('refresh_token_families_expiry_idx').on(t.expiresAt)],
);

// ----- Market reference data (seeded from domain/market/universe, admin-editable later) -----

export const currencies = sqliteTable('currencies', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  minorUnits: integer('minor_units').notNull(),
});

/**
 * Every tradable and reference instrument. Columns hold what lists filter and sort on; the
 * class-specific reference fields of the spec (sector, coupon, maturity, top holdings …)
 * live in `reference` as JSON, shaped by `domain/market/instrument.ts`.
 */
export const underlyingAssets = sqliteTable(
  'underlying_assets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ric: text('ric').notNull().unique(),
    ticker: text('ticker').notNull(),
    name: text('name').notNull(),
    resourcetype: text('resourcetype').notNull(),
    region: text('region').notNull(),
    geography: text('geography').notNull(),
    baseCurrency: text('base_currency').notNull(),
    variableCurrency: text('variable_currency').notNull(),
    riskWeight: real('risk_weight').notNull().default(1),
    visible: integer('visible', { mode: 'boolean' }).notNull().default(true),
    noOfDecimals: integer('no_of_decimals').notNull(),
    reference: text('reference', { mode: 'json' }).notNull(),
  },
  (t) => [index('underlying_assets_type_idx').on(t.resourcetype)],
);

export const marketHours = sqliteTable('market_hours', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  geography: text('geography').notNull().unique(),
  openHours: text('open_hours'),
  closingHours: text('closing_hours'),
  mocExecuteTime: text('moc_execute_time'),
  metalsFridayClose: text('metals_friday_close'),
  metalsSundayOpen: text('metals_sunday_open'),
});

/**
 * Imported history only: simulated history is computed on demand and never stored. A row
 * here replaces the simulated value of its asset at its timestamp.
 */
export const marketHistory = sqliteTable(
  'market_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    underlyingAssetId: integer('underlying_asset_id')
      .notNull()
      .references(() => underlyingAssets.id, { onDelete: 'cascade' }),
    /** 'daily' or 'minute'. */
    frequency: text('frequency').notNull(),
    /** ISO 8601 UTC. */
    timestamp: text('timestamp').notNull(),
    bid: real('bid').notNull(),
    ask: real('ask').notNull(),
    close: real('close').notNull(),
  },
  (t) => [uniqueIndex('market_history_asset_freq_ts').on(t.underlyingAssetId, t.frequency, t.timestamp)],
);

// ----- Error monitoring (admin errors page): reported by the session objects as it happens -----
// Each session object keeps an outbox written with the change that produced a report and
// flushes it here on its alarm (durable-objects/trading-session/features/error-reports.ts).
// Rows are keyed by session and the object's own key, so a retried flush rewrites them.

/** Why a resting order could not fill (the object's failed_executions rows). */
export const executionErrors = sqliteTable(
  'execution_errors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id').notNull(),
    /** The failure's id in the session object: the report's key. */
    localId: integer('local_id').notNull(),
    orderId: integer('order_id').notNull(),
    playerId: integer('player_id').notNull(),
    playerName: text('player_name').notNull(),
    ric: text('ric').notNull(),
    message: text('message').notNull(),
    /** Session time of the failure, epoch milliseconds. */
    at: integer('at').notNull(),
    seen: integer('seen', { mode: 'boolean' }).notNull().default(false),
    /** Real time the object reported it, epoch milliseconds. */
    reportedAt: integer('reported_at').notNull(),
  },
  (t) => [uniqueIndex('execution_errors_key').on(t.sessionId, t.localId), index('execution_errors_order_idx').on(t.sessionId, t.orderId)],
);

/**
 * Orders the admin watches: pending ones tried at least once, market-on-open/close ones pending
 * or executed, and each pending stop loss or take profit (`key` 'order:<id>' or
 * 'oda:<player>:<ric>:sl|tp'; an ODA has no order id).
 */
export const adminOrders = sqliteTable(
  'admin_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id').notNull(),
    key: text('key').notNull(),
    orderId: integer('order_id'),
    playerId: integer('player_id').notNull(),
    playerName: text('player_name').notNull(),
    ric: text('ric').notNull(),
    assetName: text('asset_name').notNull(),
    resourcetype: text('resourcetype').notNull(),
    transaction: integer('transaction').notNull(),
    quantity: real('quantity').notNull(),
    limitPrice: real('limit_price'),
    status: integer('status').notNull(),
    executionTries: integer('execution_tries').notNull().default(0),
    /** Session times, epoch milliseconds. */
    timestamp: integer('timestamp').notNull(),
    executedAt: integer('executed_at'),
    executeAt: integer('execute_at'),
    /** Real time it was first reported executed (the "last 7 days" of executed on-open orders). */
    executedReportedAt: integer('executed_reported_at'),
    reportedAt: integer('reported_at').notNull(),
  },
  (t) => [uniqueIndex('admin_orders_key').on(t.sessionId, t.key), index('admin_orders_status_idx').on(t.status, t.resourcetype)],
);

/** Players whose cached books differ from a fresh recomputation by more than one minor unit. */
export const playerDifferences = sqliteTable(
  'player_differences',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id').notNull(),
    playerId: integer('player_id').notNull(),
    playerName: text('player_name').notNull(),
    lastMarketValue: real('last_market_value').notNull(),
    lastPortfolioReturn: real('last_portfolio_return').notNull(),
    /** |cached − fresh| market value, reporting currency. */
    difference: real('difference').notNull(),
    /** Real time of the check, epoch milliseconds. */
    computedAt: integer('computed_at').notNull(),
  },
  (t) => [uniqueIndex('player_differences_key').on(t.sessionId, t.playerId), index('player_differences_difference_idx').on(t.difference)],
);

// ----- Insights (issue 14, spec 001 §2 "Insights"): a player's roadmap and insights reports -----
// Written and read through the session's object, which checks the caller's place in the session
// (durable-objects/trading-session/features/insights.ts). Times are epoch milliseconds.

/** An image uploaded for a roadmap item (PNG or JPEG, at most 1 MB), served by the access-checked media route. */
export const insightsImages = sqliteTable(
  'insights_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id').notNull(),
    playerId: integer('player_id').notNull(),
    userId: integer('user_id').notNull(),
    /** image/png or image/jpeg, from the file's magic bytes. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: blob('bytes').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('insights_images_player_idx').on(t.sessionId, t.playerId)],
);

/** A roadmap item: layout 1 (text) or 2 (text beside an image), the editor's allow-listed JSON document. */
export const roadmapItems = sqliteTable(
  'roadmap_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id').notNull(),
    playerId: integer('player_id').notNull(),
    personId: integer('person_id').notNull(),
    personName: text('person_name').notNull(),
    layout: integer('layout').notNull(),
    /** The document after validation (domain/insights/document.ts), JSON. */
    content: text('content').notNull(),
    /** Layout 2's image beside the text. */
    imageId: integer('image_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('roadmap_items_player_idx').on(t.sessionId, t.playerId, t.createdAt)],
);

/** An insights report: creating, then created (its PDF in chunks) or error. */
export const insightsReports = sqliteTable(
  'insights_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: integer('session_id').notNull(),
    playerId: integer('player_id').notNull(),
    personId: integer('person_id').notNull(),
    personName: text('person_name').notNull(),
    portfolioName: text('portfolio_name').notNull(),
    /** creating | created | error */
    status: text('status').notNull(),
    error: text('error'),
    size: integer('size'),
    createdAt: integer('created_at').notNull(),
    finishedAt: integer('finished_at'),
  },
  (t) => [index('insights_reports_player_idx').on(t.sessionId, t.playerId, t.createdAt)],
);

/** A report's PDF in pieces below D1's 2 MB row limit, in order of `seq`. */
export const insightsReportChunks = sqliteTable(
  'insights_report_chunks',
  {
    reportId: integer('report_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: blob('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.seq] })],
);

/**
 * A client-dealing scenario (spec 002 §3, §7; banking.md §8 and decision 2): the admin's plan of
 * a bank simulation that sessions with client money play. Both pairs of alpha and gamma are
 * kept; starting_ldr is derived (P_loans / P_depos).
 */
export const clientDealingScenarios = sqliteTable('client_dealing_scenarios', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  /** Workdays per period, as a historical session's frequency. */
  frequency: integer('frequency').notNull(),
  players: integer('players').notNull(),
  aum: real('aum').notNull(),
  startingLoansCurve: real('starting_loans_curve').notNull(),
  startingDeposCurve: real('starting_depos_curve').notNull(),
  loansAlpha: real('loans_alpha').notNull(),
  loansGamma: real('loans_gamma').notNull(),
  deposAlpha: real('depos_alpha').notNull(),
  deposGamma: real('depos_gamma').notNull(),
  initialLoansPool: real('initial_loans_pool').notNull(),
  initialDeposPool: real('initial_depos_pool').notNull(),
  totalPoolFactor: real('total_pool_factor').notNull().default(1),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});
