/**
 * The trainer's and admin's console of a session (spec 000 §2 "Session area"): the menu with
 * its conditions, the main controls, the status overlays and the tabs as sub-routes of
 * /session/{id}. Any other sub-path goes to the overview.
 */
import { Flex } from '@radix-ui/themes';
import { Navigate, Route, Routes } from 'react-router';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { ConsoleMenu } from './components/console-menu';
import { InstrumentsBanner, MainControls } from './components/main-controls';
import { visibleTabs } from './components/console-tabs';
import { OverviewTab } from './components/overview/overview-tab';
import { SettingsTab } from './components/settings/settings-tab';
import { TradingWindowsTab } from './components/trading-windows-tab';
import { PerformanceTab } from './components/performance/performance-tab';
import { MacroBackgroundTab } from './components/macro-background-tab';
import { Suspense } from 'react';
import { ClassViewNotices, CentralBankTab, AuctionNotices } from './console-registry';

export function SessionConsole() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const tabs = visibleTabs(session);
  const has = (path: string) => tabs.some((t) => t.path === path);
  return (
    <Flex direction="column" gap="4">
      <Flex
        align={{ initial: 'stretch', md: 'center' }}
        direction={{ initial: 'column', md: 'row' }}
        justify="between"
        gap="3"
        style={{ position: 'relative', zIndex: 3 }}
      >
        <ConsoleMenu tabs={tabs} sessionId={sessionId} />
        <MainControls />
      </Flex>
      <InstrumentsBanner />
      <ClassViewNotices staff />
      {session.show_auctions ? (
        <Suspense fallback={null}>
          <AuctionNotices staff />
        </Suspense>
      ) : null}
      <Routes>
        <Route path="overview" element={<OverviewTab />} />
        <Route path="session-settings" element={<SettingsTab />} />
        {has('trading-intervals') ? <Route path="trading-intervals" element={<TradingWindowsTab />} /> : null}
        <Route path="performance" element={<PerformanceTab />} />
        {has('macro-background') ? <Route path="macro-background" element={<MacroBackgroundTab />} /> : null}
        {has('central-bank') ? (
          <Route
            path="central-bank"
            element={
              <Suspense fallback={null}>
                <CentralBankTab />
              </Suspense>
            }
          />
        ) : null}
        <Route path="*" element={<Navigate to={`/session/${sessionId}/overview`} replace />} />
      </Routes>
    </Flex>
  );
}
