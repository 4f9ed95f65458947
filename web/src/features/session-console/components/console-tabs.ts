/**
 * The console menu and the conditions of its entries (spec 000 §2). Central Bank: historical
 * sessions with auctions on, once created.
 */
import { ScenarioType, SessionStatus, TradingTimeType } from '@domain/enums';

export interface ConsoleTab {
  path: string;
  label: string;
}

export function visibleTabs(session: { scenario_type: number; trading_time_type: number; status?: number; show_auctions?: boolean }): ConsoleTab[] {
  const tabs: ConsoleTab[] = [
    { path: 'overview', label: 'Overview' },
    { path: 'session-settings', label: 'Session Settings' },
  ];
  if (session.scenario_type === ScenarioType.RealTime && session.trading_time_type === TradingTimeType.TradingWindows) {
    tabs.push({ path: 'trading-intervals', label: 'Trading Windows' });
  }
  tabs.push({ path: 'performance', label: 'Performance' });
  if (session.scenario_type !== ScenarioType.RealTime) tabs.push({ path: 'macro-background', label: 'Macro Background' });
  if (session.scenario_type === ScenarioType.Historical && session.show_auctions && session.status !== SessionStatus.Creating) tabs.push({ path: 'central-bank', label: 'Central Bank' });
  return tabs;
}
