/**
 * What other features put in the trainer's session console, in one place: the player modal's
 * tabs other than the contract families' (those come from the family registry), the cards and
 * controls of the Overview and Performance tabs, the Central Bank tab and the notices. The console
 * imports other features only through this file and the family registry; a feature joins it with
 * a line here. The lazy entries are each their own chunk, loaded when shown, as before.
 */
import { lazy } from 'react';

// The class-view notices (badges won by the class).
export { ClassViewNotices } from '@/features/badges/components/room-notices';
// Issue 16: the Central Bank tab and the offers' notifications, their own chunk.
export const CentralBankTab = lazy(() => import('@/features/auctions/components/central-bank-tab'));
export const AuctionNotices = lazy(() => import('@/features/auctions/components/auction-notices'));

// Overview: the HTM Allow/Lock control of the details card; client-money sessions' Client Dealing
// tab beside the players table (issue 16) and the wealth sessions' SAA decisions, their own chunks.
export { HtmConsoleControl } from '@/features/bond-books/components/htm-console-control';
export const ClientDealingConsole = lazy(() => import('@/features/client-dealing/components/client-dealing-console'));
export const SaaDecisionsButton = lazy(() => import('@/features/wealth/components/saa-decisions-button').then((m) => ({ default: m.SaaDecisionsButton })));

// Performance: the class's benchmark and biases cards.
export { BenchmarkCard } from '@/features/benchmarks/components/benchmark-card';
export { BiasesCard } from '@/features/biases/components/biases-card';

// The player modal's tabs, each loaded when its tab is opened (the contract families' tabs come
// from features/contract-families/family-registry.ts).
export const PlayerReportTab = lazy(() => import('@/features/individual-report/components/player-report-tab'));
export const PlayerInsightsTab = lazy(() => import('@/features/insights/components/player-insights-tab'));
// Client-money sessions (issue 16): the bank's client cards, read-only.
export const PlayerClientMoneyTab = lazy(() => import('@/features/client-dealing/components/client-money-view'));
