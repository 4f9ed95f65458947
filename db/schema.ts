/**
 * D1 schema: people, classes and the index of trading sessions. Market reference data
 * joins it with the market issue. Each trading session's own state lives in its Durable
 * Object; the `trading_sessions` row is the index that dashboards list and the object
 * rewrites on every status change.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
  },
  (t) => [index('trading_sessions_klass_idx').on(t.klassId)],
);

/** Failed sign-ins per (username, client address): drives the growing delay. */
export const loginThrottle = sqliteTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  blockedUntil: integer('blocked_until').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
