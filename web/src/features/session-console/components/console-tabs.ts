/**
 * The console menu and the conditions of its entries (spec 000 §2). Central Bank is left out
 * until auctions land (the create form refuses show_auctions, so no session could show it).
 */
import { ScenarioType, TradingTimeType } from '@domain/enums';

export interface ConsoleTab {
  path: string;
  label: string;
}

export function visibleTabs(session: { scenario_type: number; trading_time_type: number }): ConsoleTab[] {
  const tabs: ConsoleTab[] = [
    { path: 'overview', label: 'Overview' },
    { path: 'session-settings', label: 'Session Settings' },
  ];
  if (session.scenario_type === ScenarioType.RealTime && session.trading_time_type === TradingTimeType.TradingWindows) {
    tabs.push({ path: 'trading-intervals', label: 'Trading Windows' });
  }
  tabs.push({ path: 'performance', label: 'Performance' });
  if (session.scenario_type !== ScenarioType.RealTime) tabs.push({ path: 'macro-background', label: 'Macro Background' });
  return tabs;
}
