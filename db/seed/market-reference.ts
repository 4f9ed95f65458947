/**
 * Market reference data: currencies, the instrument universe and the default market hours,
 * from `domain/market/universe` and `domain/market-hours`. Idempotent (existing rows are kept,
 * so an administrator's edits survive a re-seed). Runs on drizzle over libsql (Node scripts)
 * and over D1 (integration tests, deployment) alike.
 */
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { DEFAULT_MARKET_HOURS } from '../../domain/market-hours-defaults';
import { priceDecimals } from '../../domain/format';
import { CURRENCIES } from '../../domain/market/universe/currencies';
import { UNIVERSE } from '../../domain/market/universe/universe';
import type { Instrument } from '../../domain/market/instrument';
import { currencies, marketHours, underlyingAssets } from '../schema';

// D1 allows 100 bound parameters per statement: underlying_assets rows bind 12 each.
const ROWS_PER_INSERT = 8;

type AnyAsyncDb = BaseSQLiteDatabase<'async', unknown>;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Risk weights by class (risk-weighted approach): the capital a unit of value consumes. */
function defaultRiskWeight(i: Instrument): number {
  switch (i.resourcetype) {
    case 'GovtBond':
    case 'HTMBond':
    case 'AFSBond':
    case 'TBill':
    case 'Repo':
    case 'Deposit':
      return 0.2;
    case 'CorporateBond':
      return 0.5;
    case 'FX':
    case 'FxForwards':
      return 0.1;
    default:
      return 1;
  }
}

export function assetRow(i: Instrument) {
  return {
    ric: i.ric,
    ticker: i.ticker,
    name: i.name,
    resourcetype: i.resourcetype,
    region: i.region,
    geography: i.geography,
    baseCurrency: i.base_currency,
    variableCurrency: i.variable_currency,
    riskWeight: defaultRiskWeight(i),
    visible: true,
    noOfDecimals: priceDecimals({ resourcetype: i.resourcetype, ticker: i.ticker, variable_currency: i.variable_currency }),
    reference: i,
  };
}

export async function seedMarketReference(db: AnyAsyncDb): Promise<void> {
  for (const part of chunks(CURRENCIES, 25)) {
    await db
      .insert(currencies)
      .values(part.map((c) => ({ symbol: c.symbol, name: c.name, minorUnits: c.minor_units })))
      .onConflictDoNothing();
  }
  for (const part of chunks(UNIVERSE, ROWS_PER_INSERT)) {
    await db.insert(underlyingAssets).values(part.map(assetRow)).onConflictDoNothing();
  }
  for (const part of chunks(DEFAULT_MARKET_HOURS, 12)) {
    await db
      .insert(marketHours)
      .values(
        part.map((h) => ({
          geography: h.geography,
          openHours: h.open_hours,
          closingHours: h.closing_hours,
          mocExecuteTime: h.moc_execute_time ?? null,
          metalsFridayClose: h.metals_friday_close ?? null,
          metalsSundayOpen: h.metals_sunday_open ?? null,
        })),
      )
      .onConflictDoNothing();
  }
}
