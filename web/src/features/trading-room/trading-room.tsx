/**
 * The trainee's side of a session (issue 6), mounted by the session frame inside
 * `SessionLiveProvider`: the person picker until a person is chosen, the live player state,
 * the menu of the session's screens with their routes (relative to `/session/:id/*`), the
 * order ticket and ODA dialogs, and the 'Advancing to next period' overlay.
 */
import { Box, Flex, Spinner } from '@radix-ui/themes';
import './trading-room.css';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ManagementType, SessionStatus } from '@domain/enums';
import { ErrorCallout } from '@/components/error-callout';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { authAtom } from '@/lib/auth-state';
import { useSessionLive } from '@/lib/session-live/session-live';
import { RoomMenu, type RoomScreen } from './components/frame/room-menu';
import { PassingTimeOverlay } from './components/frame/passing-time-overlay';
import { TradeDialogsHost } from './components/trade-dialogs-host';
import { FillSound } from './screens/settings/hooks/use-fill-sound';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer, usePlayerLoader, useSessionAssets } from '@/lib/room/player-state';
import { PersonPickerDialog, ClassViewNotices, useEquitiesResearchShown, EquitiesResearchScreen, BenchmarksScreen, IndividualReportScreen, RiskProfileScreen, InterbankNotices, AuctionsScreen, AuctionNotices, InsightsScreen, OptionsScreen } from './room-registry';

// Each screen is its own chunk: the room loads the one on screen (Markets first) and the others when opened.
const MarketsScreen = lazy(() => import('./components/markets/markets-screen').then((m) => ({ default: m.MarketsScreen })));
const BlotterScreen = lazy(() => import('./screens/blotter/blotter-screen').then((m) => ({ default: m.BlotterScreen })));
const OpenOrdersScreen = lazy(() => import('./screens/open-orders/open-orders-screen').then((m) => ({ default: m.OpenOrdersScreen })));
const NewsScreen = lazy(() => import('./screens/news/news-screen').then((m) => ({ default: m.NewsScreen })));
const PortfolioScreen = lazy(() => import('./screens/portfolio/portfolio-screen').then((m) => ({ default: m.PortfolioScreen })));
const MetricsScreen = lazy(() => import('./screens/metrics/metrics-screen').then((m) => ({ default: m.MetricsScreen })));
const MacroBackgroundScreen = lazy(() => import('./screens/macro-background/macro-background-screen').then((m) => ({ default: m.MacroBackgroundScreen })));
const SettingsScreen = lazy(() => import('./screens/settings/settings-screen').then((m) => ({ default: m.SettingsScreen })));

interface ScreenRoute extends RoomScreen {
  element: ReactElement;
  shown: boolean;
}

export function TradingRoom() {
  const auth = useAtomValue(authAtom);
  usePlayerLoader();
  return (
    <>
      <PersonPickerDialog open={auth !== null && auth.selected_person === null} />
      <TradeDialogsHost>
        <RoomFrame />
      </TradeDialogsHost>
      <PassingTimeOverlay />
      <FillSound />
      <ClassViewNotices />
      <ClientMoneyNotices />
    </>
  );
}

function ClientMoneyNotices() {
  const { session } = useSessionFlags();
  return session?.client_money ? (
    <Suspense fallback={null}>
      <InterbankNotices />
    </Suspense>
  ) : null;
}

function RoomFrame() {
  const { sessionId } = useSessionLive();
  const { session, historical, finished } = useSessionFlags();
  const { player, error, reload } = usePlayer();
  const equitiesResearchShown = useEquitiesResearchShown();
  const { assets } = useSessionAssets();
  // Until the instruments are loaded the route stays, so a link to it is not redirected away (as Equities Research).
  const hasOptions = assets === null || assets.some((a) => a.resourcetype === 'Option');
  const base = `/session/${sessionId}`;

  if (!session) return <FullScreenSpinner label="Loading session…" />;
  if (!player && error) {
    return (
      <Box p="4">
        <ErrorCallout message={error} onRetry={reload} />
      </Box>
    );
  }
  if (!player) return <FullScreenSpinner label="Loading your portfolio…" />;

  const screens: ScreenRoute[] = [
    { path: 'markets', label: 'Markets', element: <MarketsScreen />, shown: !finished },
    { path: 'equities-research', label: 'Equities Research', element: <EquitiesResearchScreen />, shown: equitiesResearchShown },
    { path: 'blotter', label: 'Blotter', element: <BlotterScreen />, shown: true },
    { path: 'open-orders', label: 'Open Orders', element: <OpenOrdersScreen />, shown: true },
    { path: 'options', label: 'Options', element: <OptionsScreen />, shown: hasOptions },
    { path: 'auctions', label: 'Auctions', element: <AuctionsScreen />, shown: historical && Boolean(session.show_auctions) && session.status !== SessionStatus.Creating },
    { path: 'news', label: 'News', element: <NewsScreen />, shown: historical && !finished },
    { path: 'portfolio', label: 'Portfolio', element: <PortfolioScreen />, shown: true },
    { path: 'benchmarks', label: 'Benchmarks', element: <BenchmarksScreen />, shown: session.allow_individual_benchmark },
    { path: 'metrics', label: 'Metrics', element: <MetricsScreen />, shown: true },
    // Wealth Management sessions (issue 16): the Investment Profile and Strategic Asset Allocation forms.
    { path: 'risk-profile', label: 'Risk Profile', element: <RiskProfileScreen />, shown: session.management_type === ManagementType.WealthManagement },
    { path: 'macro-background', label: 'Macro Background', element: <MacroBackgroundScreen />, shown: historical },
    { path: 'individual_report', label: 'Individual Report', element: <IndividualReportScreen />, shown: finished },
    { path: 'insights', label: 'Insights', element: <InsightsScreen />, shown: true },
    { path: 'settings', label: 'Settings', element: <SettingsScreen />, shown: true },
  ];
  const shown = screens.filter((s) => s.shown);
  const home = `${base}/${finished ? 'portfolio' : 'markets'}`;

  return (
    <>
      <RoomMenu base={base} screens={shown} />
      {session.show_auctions ? (
        <Suspense fallback={null}>
          <AuctionNotices staff={false} />
        </Suspense>
      ) : null}
      <Box px={{ initial: '2', sm: '5' }} py={{ initial: '3', sm: '4' }} style={{ maxWidth: 1600, margin: '0 auto' }}>
        <Suspense fallback={<ScreenLoading />}>
          <Routes>
            <Route index element={<Navigate to={home} replace />} />
            {shown.map((s) => (
              <Route key={s.path} path={s.path} element={s.element} />
            ))}
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </Suspense>
      </Box>
    </>
  );
}

/** While a screen's chunk loads, under the menu. */
function ScreenLoading() {
  return (
    <Flex justify="center" py="9" role="status" aria-label="Loading…">
      <Spinner size="3" />
    </Flex>
  );
}
