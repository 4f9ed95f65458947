/**
 * The features of a trading session, one line each. Their order is the order of their step
 * hooks within a phase, of their finish hooks and of their timers on the one alarm.
 */
import type { Feature } from './kernel/feature';
import { adminOrders } from './features/admin-orders';
import { benchmark } from './features/benchmark';
import { badges } from './features/badges';
import { bondBooks } from './features/bond-books';
import { biases } from './features/biases';
import { cashExchange } from './features/cash-exchange';
import { correlationMatrix } from './features/correlation-matrix';
import { deposits } from './features/deposits';
import { equitiesResearch } from './features/equities-research';
import { fxForwards } from './features/fx-forwards';
import { cds } from './features/cds';
import { repos } from './features/repos';
import { tbills } from './features/tbills';
import { auctions } from './features/auctions';
import { clientDealing } from './features/client-dealing';
import { interbank } from './features/interbank';
import { errorReports } from './features/error-reports';
import { income } from './features/income';
import { individualReports } from './features/individual-reports';
import { individualBenchmarksFeature } from './features/individual-benchmarks';
import { insights } from './features/insights';
import { lifecycle } from './features/lifecycle';
import { marketClock } from './features/market-clock';
import { metrics } from './features/metrics/metrics';
import { news } from './features/news';
import { oda } from './features/oda';
import { options } from './features/options';
import { orders } from './features/orders';
import { reads } from './features/reads';
import { revaluation } from './features/revaluation';
import { settings } from './features/settings';
import { wealth } from './features/wealth';

export const FEATURES: readonly Feature[] = [
  lifecycle,
  marketClock,
  income,
  // Before revaluation: its step hook marks the open options at the step's spot before the players are valued.
  options,
  revaluation,
  orders,
  oda,
  cashExchange,
  deposits,
  fxForwards,
  bondBooks,
  cds,
  repos,
  tbills,
  auctions,
  clientDealing,
  interbank,
  metrics,
  news,
  settings,
  benchmark,
  individualBenchmarksFeature,
  reads,
  adminOrders,
  badges,
  biases,
  individualReports,
  correlationMatrix,
  equitiesResearch,
  insights,
  wealth,
  // Last: its step hook audits the books once the others booked, its flush follows their timers.
  errorReports,
];
