/**
 * The dated news feed of the simulated market: headlines generated from the same factor draws
 * and closes that make the prices (under model 2, whose prices follow real levels, from the
 * closes alone: a factor is the move standing for it), so a story's direction and figures match
 * the tape. Pure and deterministic: the same market (seed, universe) and window give the same
 * items, with ids `news-<trading date>-<kind>-<key>` that do not depend on the window asked for.
 *
 * What makes news (importance scale in ./types.ts):
 * - every business day, a market wrap at 21:05 UTC (importance 1), and a crypto wrap on weekends;
 * - the global equity factor beyond 2 sigmas, a regional factor beyond 2.3 (the quoted index
 *   must have moved the same way);
 * - a visible equity moving ≥ 2.6 daily sigmas (dividend-adjusted), at most 4 a day;
 * - a currency's overnight rate moving ≥ 20 bp in five business days (one story per ~6 weeks);
 * - the dollar factor beyond 2.2 sigmas, a floating currency moving ≥ 3.3 sigmas;
 * - metals and oil (the USO fund) moving ≥ 2.8 sigmas; the crypto factor beyond 2.3 or a coin ≥ 3.2.
 * Volume on the full universe, 2014–2023: about 7,800 items, 2.1 a calendar day (3 a business
 * day); importances roughly 79% 1, 17% 2, 4% 3, ~10 items of 4 and 0–2 of 5 (seed-dependent).
 * Under model 2 (real levels) about 9,600 items: calm years a fifth to a third more than model 1
 * (its tape moves more), crises far more (2020 alone ~95 items of importance 4–5).
 * Ten years for the whole universe take about 1 s.
 */
import type { SimulatedMarket } from '../simulation/market';
import { closeIndexAt, isoDateOfClose } from '../time-grid';
import { newsContext } from './context';
import { detectCommodities, detectCompanies, detectCrypto, detectFx, detectMarkets, detectWraps } from './detection';
import { detectRates } from './detection-rates';
import { renderCompany } from './templates-company';
import { renderCommodity, renderCrypto, renderFx, renderRates } from './templates-macro';
import { renderMarket, renderWrap } from './templates-markets';
import { timestampOf } from './timing';
import type { NewsItem, NewsOptions, Rendered, Story } from './types';

export type { Importance, NewsItem, NewsKind, NewsOptions } from './types';

function render(story: Story, id: string): Rendered {
  switch (story.kind) {
    case 'market':
      return renderMarket(story, id);
    case 'company':
      return renderCompany(story, id);
    case 'rates':
      return renderRates(story, id);
    case 'fx':
      return renderFx(story, id);
    case 'commodity':
      return renderCommodity(story, id);
    case 'crypto':
      return renderCrypto(story, id);
    case 'wrap':
      return renderWrap(story, id);
  }
}

export function newsId(story: Pick<Story, 'kind' | 'key' | 'day' | 'calendar'>): string {
  return `news-${isoDateOfClose(story.day, story.calendar)}-${story.kind}-${story.key}`;
}

/**
 * News published from `fromMs` to `toMs` (both inclusive, ms since 1970 UTC), sorted by
 * timestamp then id. Stories belong to a close (business day, or calendar day for crypto) and
 * are published on that close's UTC date (see ./timing.ts), so a window that cuts a day in two
 * gets exactly the items timed inside it.
 */
export function generateNews(market: SimulatedMarket, fromMs: number, toMs: number, options: NewsOptions = {}): NewsItem[] {
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs < fromMs) return [];
  const ctx = newsContext(market, options);
  // Stories of a close are timed from the evening before it to just after it: widen by two closes.
  const first = Math.max(1, closeIndexAt(fromMs, 'weekday') - 1);
  const last = closeIndexAt(toMs, 'weekday') + 2;
  const firstDay = Math.max(1, closeIndexAt(fromMs, 'daily') - 1);
  const lastDay = closeIndexAt(toMs, 'daily') + 2;
  const stories: Story[] = [];
  if (last >= first) {
    stories.push(
      ...detectWraps(ctx, first, last),
      ...detectMarkets(ctx, first, last),
      ...detectCompanies(ctx, first, last),
      ...detectRates(ctx, first, last),
      ...detectFx(ctx, first, last),
      ...detectCommodities(ctx, first, last),
    );
  }
  if (lastDay >= firstDay) stories.push(...detectCrypto(ctx, firstDay, lastDay));

  const items: NewsItem[] = [];
  for (const story of stories) {
    const id = newsId(story);
    const ms = timestampOf(story, id);
    if (ms < fromMs || ms > toMs) continue;
    const { headline, body, tickers } = render(story, id);
    items.push({ id, headline, body, timestamp: new Date(ms).toISOString(), importance: story.importance, tickers, kind: story.kind });
  }
  return items.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
