/**
 * Every feature's fuzz cases, merged: session calls by contract name, other routes by
 * "METHOD path". A key two features both build fails loudly when the fuzz tests load.
 * Adding a feature: its module here (tests/worker/fuzz/<feature>.ts), one line below.
 */
import type { ContractCase, RouteCase } from './world';
import * as auctions from './auctions';
import * as auth from './auth';
import * as benchmark from './benchmark';
import * as bondBooks from './bond-books';
import * as cds from './cds';
import * as clientDealing from './client-dealing';
import * as deposits from './deposits';
import * as errorReports from './error-reports';
import * as forwards from './forwards';
import * as insights from './insights';
import * as interbank from './interbank';
import * as lifecycle from './lifecycle';
import * as market from './market';
import * as oda from './oda';
import * as options from './options';
import * as orders from './orders';
import * as people from './people';
import * as reports from './reports';
import * as repos from './repos';
import * as settings from './settings';
import * as tbills from './tbills';
import * as wealth from './wealth';

interface FeatureCases {
  routeCases?: Record<string, RouteCase>;
  contractCases?: Record<string, ContractCase>;
}

const FEATURES: Record<string, FeatureCases> = {
  auctions, auth, benchmark, 'bond-books': bondBooks, cds, 'client-dealing': clientDealing, deposits, 'error-reports': errorReports, forwards, insights,
  interbank, lifecycle, market, oda, options, orders, people, reports, repos, settings, tbills, wealth,
};

/** The features' records merged into one; throws on a key two features both build. */
export function mergeCases<T>(what: string, records: [feature: string, cases: Record<string, T> | undefined][]): Record<string, T> {
  const merged: Record<string, T> = {};
  const owner = new Map<string, string>();
  for (const [feature, cases] of records) {
    for (const [key, c] of Object.entries(cases ?? {})) {
      if (owner.has(key)) throw new Error(`The fuzz ${what} '${key}' is built twice: by tests/worker/fuzz/${owner.get(key)}.ts and by tests/worker/fuzz/${feature}.ts`);
      owner.set(key, feature);
      merged[key] = c;
    }
  }
  return merged;
}

/** Routes that are not session calls: a valid request each. */
export const ROUTE_CASES = mergeCases('route case', Object.entries(FEATURES).map(([name, f]) => [name, f.routeCases]));

/**
 * Session calls whose example needs the books or the session in a given state (an order to
 * cancel, a position under a stop loss, a session still being created), or that have no
 * example in their contract. Calls that end, pause or delete a session act on one of their own.
 */
export const CONTRACT_CASES = mergeCases('contract case', Object.entries(FEATURES).map(([name, f]) => [name, f.contractCases]));
