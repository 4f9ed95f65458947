/**
 * The trainee's side of a session (issue 6), mounted by the session frame inside
 * `SessionLiveProvider`: the person picker until a person is chosen, the live player state,
 * the menu of the session's screens with their routes (relative to `/session/:id/*`), the
 * order ticket and ODA dialogs, and the 'Advancing to next period' overlay.
 */
import { Box } from '@radix-ui/themes';
import './trading-room.css';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ErrorCallout } from '@/components/error-callout';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { authAtom } from '@/features/auth/state/auth-state';
import { PersonPickerDialog } from '@/features/persons/components/person-picker-dialog';
import { useSessionLive } from '@/features/session-live/session-live';
import { BlotterScreen } from './screens/blotter/blotter-screen';
import { OpenOrdersScreen } from './screens/open-orders/open-orders-screen';
import { PortfolioScreen } from './screens/portfolio/portfolio-screen';
import { MetricsScreen } from './screens/metrics/metrics-screen';
import { NewsScreen } from './screens/news/news-screen';
import { MacroBackgroundScreen } from './screens/macro-background/macro-background-screen';
import { SettingsScreen } from './screens/settings/settings-screen';
import { MarketsScreen } from './components/markets/markets-screen';
import { RoomMenu, type RoomScreen } from './components/frame/room-menu';
import { PassingTimeOverlay } from './components/frame/passing-time-overlay';
import { TradeDialogsHost } from './components/trade-dialogs-host';
import { FillSound } from './screens/settings/hooks/use-fill-sound';
import { useSessionFlags } from './hooks/use-session-flags';
import { PlayerStateProvider, usePlayer } from './state/player-state';

interface ScreenRoute extends RoomScreen {
  element: ReactElement;
  shown: boolean;
}

export function TradingRoom() {
  const auth = useAtomValue(authAtom);
  return (
    <PlayerStateProvider>
      <PersonPickerDialog open={auth !== null && auth.selected_person === null} />
      <TradeDialogsHost>
        <RoomFrame />
      </TradeDialogsHost>
      <PassingTimeOverlay />
      <FillSound />
    </PlayerStateProvider>
  );
}

function RoomFrame() {
  const { sessionId } = useSessionLive();
  const { session, historical, finished } = useSessionFlags();
  const { player, error, reload } = usePlayer();
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
    { path: 'blotter', label: 'Blotter', element: <BlotterScreen />, shown: true },
    { path: 'open-orders', label: 'Open Orders', element: <OpenOrdersScreen />, shown: true },
    { path: 'news', label: 'News', element: <NewsScreen />, shown: historical && !finished },
    { path: 'portfolio', label: 'Portfolio', element: <PortfolioScreen />, shown: true },
    { path: 'metrics', label: 'Metrics', element: <MetricsScreen />, shown: true },
    { path: 'macro-background', label: 'Macro Background', element: <MacroBackgroundScreen />, shown: historical },
    { path: 'settings', label: 'Settings', element: <SettingsScreen />, shown: true },
  ];
  const shown = screens.filter((s) => s.shown);
  const home = `${base}/${finished ? 'portfolio' : 'markets'}`;

  return (
    <>
      <RoomMenu base={base} screens={shown} />
      <Box px={{ initial: '2', sm: '5' }} py={{ initial: '3', sm: '4' }} style={{ maxWidth: 1600, margin: '0 auto' }}>
        <Routes>
          <Route index element={<Navigate to={home} replace />} />
          {shown.map((s) => (
            <Route key={s.path} path={s.path} element={s.element} />
          ))}
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </Box>
    </>
  );
}
