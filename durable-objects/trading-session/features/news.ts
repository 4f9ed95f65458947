/**
 * News (spec 001 §10): the market's news of the importances the session delivers, sent as
 * each step reaches their dates, and the news delivered so far on request.
 */
import { fetchPassedNews } from '../../../domain/contracts/reads';
import { ScenarioType } from '../../../domain/enums';
import { defaultMarket } from '../../../domain/market/default-market';
import { generateNews } from '../../../domain/market/news/news-generator';
import type { StoredSettings } from '../../../domain/session/session-record';
import { handle, type Feature } from '../kernel/feature';

/** The market's news dated in (from, to], of the importances the session delivers. */
function newsBetween(s: StoredSettings, from: number, to: number) {
  const wanted = new Set(s.news_importances);
  return generateNews(defaultMarket(), from, to).filter((n) => wanted.has(n.importance));
}

export const news: Feature = {
  name: 'news',
  calls: [
    /** A historical session's news from its start date to its scenario date; a real-time session's of the last 30 days. Newest first. */
    handle(fetchPassedNews, (k) => {
      const s = k.settings();
      const to = k.sessionTime();
      const from = s.scenario_type === ScenarioType.Historical ? Date.parse(`${s.start_date}T00:00:00Z`) : to - 30 * 86_400_000;
      return newsBetween(s, from, to).reverse();
    }),
  ],
  step: [
    {
      phase: 'records',
      run(_k, step) {
        if (!step.span) return;
        const items = newsBetween(step.settings, step.span.from, step.span.to);
        if (items.length) step.later.push({ audience: 'all', type: 'news_received', data: items });
      },
    },
  ],
};
