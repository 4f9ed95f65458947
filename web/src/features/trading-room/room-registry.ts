/**
 * What other features put in the trading room, in one place: the screens of its menu, the notices
 * over it, and the panels inside its own screens (the cash tab, Markets, the portfolio). The room
 * imports other features only through this file and the family registry
 * (features/contract-families/family-registry.ts); a feature joins the room with a line here. The lazy entries are each
 * their own chunk, loaded when shown, as before.
 */
import { lazy } from 'react';

// The person picker, until a person is chosen.
export { PersonPickerDialog } from '@/features/persons/components/person-picker-dialog';
// The class-view notices (badges won by the class).
export { ClassViewNotices } from '@/features/badges/components/room-notices';
export { useEquitiesResearchShown } from '@/features/equities-research/hooks/use-research-shown';

// Screens of the room's menu, each its own chunk.
export const EquitiesResearchScreen = lazy(() => import('@/features/equities-research/components/equities-research-screen').then((m) => ({ default: m.EquitiesResearchScreen })));
export const BenchmarksScreen = lazy(() => import('@/features/benchmarks/components/benchmarks-screen').then((m) => ({ default: m.BenchmarksScreen })));
export const IndividualReportScreen = lazy(() => import('@/features/individual-report/components/individual-report-screen').then((m) => ({ default: m.IndividualReportScreen })));
export const RiskProfileScreen = lazy(() => import('@/features/wealth/components/risk-profile-screen').then((m) => ({ default: m.RiskProfileScreen })));
// Issue 16: the central bank's auctions (historical sessions with auctions on).
export const AuctionsScreen = lazy(() => import('@/features/auctions/components/auctions-screen').then((m) => ({ default: m.AuctionsScreen })));
export const InsightsScreen = lazy(() => import('@/features/insights/components/insights-screen').then((m) => ({ default: m.InsightsScreen })));
// Issue 17: equity options (chain, trade card, positions), only in sessions holding an Option asset.
export const OptionsScreen = lazy(() => import('@/features/options/components/options-screen').then((m) => ({ default: m.OptionsScreen })));

// Notices over the room: client-money sessions' RFQ notifications (issue 16) and the auctions' launch alert.
export const InterbankNotices = lazy(() => import('@/features/interbank/components/interbank-notices'));
export const AuctionNotices = lazy(() => import('@/features/auctions/components/auction-notices'));

// Panels inside the room's screens.
// Cash tab: the interbank requests button and the client-money view.
export { InterbankRequestsButton } from '@/features/interbank/components/interbank-button';
export const ClientMoneyView = lazy(() => import('@/features/client-dealing/components/client-money-view'));
// Markets: the wealth-management header and the client-money sessions' yield curve.
export const WealthHeader = lazy(() => import('@/features/wealth/components/wealth-header').then((m) => ({ default: m.WealthHeader })));
export const YieldCurveChart = lazy(() => import('@/features/client-dealing/components/yield-curve-chart'));
// Portfolio: the benchmark, badges and bond books cards, and the forward hedges of a currency.
export { BenchmarkCard } from '@/features/benchmarks/components/benchmark-card';
export { BadgesCard } from '@/features/badges/components/badges-card';
export const BondBooksCard = lazy(() => import('@/features/bond-books/components/bond-books-card').then((m) => ({ default: m.BondBooksCard })));
export const ForwardHedgesPanel = lazy(() => import('@/features/fx-forwards/components/forward-hedges-panel').then((m) => ({ default: m.ForwardHedgesPanel })));
