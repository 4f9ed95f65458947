/**
 * The news under model 2 (issue 26, item 3): prices follow real levels, so big-move stories read
 * the closes, not the factor draws. A session over the 2020 crash or 2022's yen slide must read
 * about them; calm years must read about as much news as model 1 gives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPercent } from '../../../domain/format';
import { defaultMarket } from '../../../domain/market/default-market';
import { newsContext } from '../../../domain/market/news/context';
import { detectFx, detectMarkets } from '../../../domain/market/news/detection';
import { generateNews } from '../../../domain/market/news/news-generator';
import { ALL_DOWN_WORDS, ALL_UP_WORDS } from '../../../domain/market/news/phrasing';
import { GLOBAL_INDEX, MAJOR_INDICES, REGION_DESKS } from '../../../domain/market/news/reference';
import type { NewsItem } from '../../../domain/market/news/types';
import { SimulatedMarket } from '../../../domain/market/simulation/market';
import { CLOSE_OFFSET_MS, closeIndexAt, isoDateOfClose } from '../../../domain/market/time-grid';
import { UNIVERSE } from '../../../domain/market/universe/universe';

const model1 = defaultMarket(1);
const model2 = defaultMarket(2);
const SEEDS = Array.from({ length: 200 }, (_, k) => k + 1);

const CRASH_FROM = Date.UTC(2020, 1, 20);
const CRASH_TO = Date.UTC(2020, 2, 31, 23, 59, 59);
const YEAR_2022 = [Date.UTC(2022, 0, 1), Date.UTC(2022, 11, 31, 23, 59, 59)] as const;

const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z]+/));
/** The direction a headline states: +1 up, −1 down, 0 if it uses no direction word or both. */
function direction(headline: string): number {
  const w = words(headline);
  const up = ALL_UP_WORDS.some((v) => w.has(v));
  const down = ALL_DOWN_WORDS.some((v) => w.has(v));
  return up === down ? 0 : up ? 1 : -1;
}
/** The business-day close a story belongs to, from its id's trading date. */
const closeOf = (n: NewsItem) => closeIndexAt(Date.parse(n.id.slice(5, 15)) + CLOSE_OFFSET_MS, 'weekday');
const change = (market: SimulatedMarket, ric: string, day: number) => market.closeMid(ric, day) / market.closeMid(ric, day - 1) - 1;
const isUsOrGlobal = (n: NewsItem) => n.kind === 'market' && (n.id.endsWith('-market-global') || n.id.endsWith('-market-north-america'));
const isYenStory = (n: NewsItem) => n.kind === 'fx' && n.id.endsWith('-fx-JPY');

/** Only the instruments a check reads: the same closes as the whole universe's market, built in a fraction of the time. */
const only = (rics: readonly string[]) => UNIVERSE.filter((i) => rics.includes(i.ric));
const marketOf = (seed: number, instruments: ReturnType<typeof only>) => new SimulatedMarket({ seed, instruments, currencies: [], model: 2 });

let crash: NewsItem[] = [];
let yen2022: NewsItem[] = [];

beforeAll(() => {
  crash = generateNews(model2, CRASH_FROM, CRASH_TO);
  yen2022 = generateNews(model2, ...YEAR_2022).filter(isYenStory);
});

describe('news under model 2 (real levels)', () => {
  it('reports the S&P 500’s falls of Feb–Mar 2020 in global and US market stories, the worst day at importance ≥ 4', () => {
    const stories = crash.filter(isUsOrGlobal);
    const falls = stories.filter((n) => direction(n.headline) === -1);
    expect(falls.length).toBeGreaterThanOrEqual(5);
    expect(falls.some((n) => n.importance >= 4)).toBe(true);

    // The S&P 500's worst close of the window is a high-importance story quoting its fall.
    const first = closeIndexAt(CRASH_FROM, 'weekday') + 1;
    const last = closeIndexAt(CRASH_TO, 'weekday');
    let worst = first;
    for (let day = first; day <= last; day++) if (change(model2, '.SPX', day) < change(model2, '.SPX', worst)) worst = day;
    const fall = change(model2, '.SPX', worst);
    expect(fall).toBeLessThan(-0.04);
    const onWorst = falls.filter((n) => closeOf(n) === worst && n.importance >= 4);
    expect(onWorst.length, isoDateOfClose(worst, 'weekday')).toBeGreaterThan(0);
    for (const n of onWorst) expect(n.body).toContain(`S&P 500 fell ${formatPercent(-fall, 2)}`);

    // No headline contradicts the tape: each states the direction of the index it leads with.
    for (const n of stories) expect(direction(n.headline), n.headline).toBe(Math.sign(change(model2, n.tickers[0]!, closeOf(n))));
  });

  it('reports the 2020 falls at importance ≥ 4 on at least 99% of 200 other seeds (the worst day of the S&P 500 among them)', () => {
    const indices = only([GLOBAL_INDEX, ...MAJOR_INDICES, ...REGION_DESKS['North America']!.indices]);
    const first = closeIndexAt(CRASH_FROM, 'weekday') + 1;
    const last = closeIndexAt(CRASH_TO, 'weekday');
    let reported = 0;
    let worstReported = 0;
    for (const seed of SEEDS) {
      const market = marketOf(seed, indices);
      const stories = detectMarkets(newsContext(market, { instruments: indices, currencies: [] }), first, last).filter(
        (s) => (s.key === 'global' || s.key === 'north-america') && s.lead.change < 0 && s.importance >= 4,
      );
      let worst = first;
      for (let day = first; day <= last; day++) if (change(market, '.SPX', day) < change(market, '.SPX', worst)) worst = day;
      if (stories.length > 0) reported++;
      if (stories.some((s) => s.day === worst)) worstReported++;
    }
    expect(reported).toBeGreaterThanOrEqual(0.99 * SEEDS.length);
    expect(worstReported).toBeGreaterThanOrEqual(0.99 * SEEDS.length);
  });

  it('writes FX stories on the yen’s 2022 fall (USD/JPY up), here and on at least 99% of 200 other seeds', () => {
    const falls = yen2022.filter((n) => direction(n.headline) === -1);
    expect(falls.length).toBeGreaterThan(0);
    for (const n of falls) expect(change(model2, 'JPY=', closeOf(n))).toBeGreaterThan(0);

    const jpy = only(['JPY=']);
    const first = closeIndexAt(YEAR_2022[0], 'weekday') + 1;
    const last = closeIndexAt(YEAR_2022[1], 'weekday');
    let reported = 0;
    for (const seed of SEEDS) {
      const stories = detectFx(newsContext(marketOf(seed, jpy), { instruments: jpy, currencies: [] }), first, last);
      if (stories.some((s) => s.currency === 'JPY' && s.moves[0]!.change > 0)) reported++;
    }
    expect(reported).toBeGreaterThanOrEqual(0.99 * SEEDS.length);
  });

  it('keeps the rate of stories in calm years near model 1’s, and raises it in the 2020 crash', () => {
    /** Stories a month beyond the wraps (a market wrap every business day and a crypto wrap every weekend day, under either model). */
    const perMonth = (market: SimulatedMarket, [from, to]: readonly [number, number]) => {
      const items = generateNews(market, from, to).filter((n) => n.kind !== 'wrap' && !n.id.endsWith('-crypto-weekend'));
      const months = (to - from) / ((365.25 / 12) * 86_400_000);
      return { all: items.length / months, market: items.filter((n) => n.kind === 'market').length / months };
    };
    const year = (y: number) => [Date.UTC(y, 0, 1), Date.UTC(y, 11, 31, 23, 59, 59)] as const;
    const windows: Record<string, readonly [number, number]> = { '2019': year(2019), '2021': year(2021), 'Feb 20–Mar 31 2020': [CRASH_FROM, CRASH_TO] };
    const rates = Object.fromEntries(
      Object.entries(windows).map(([label, window]) => {
        const one = perMonth(model1, window);
        const two = perMonth(model2, window);
        return [label, { one, two }];
      }),
    );
    // Calm years (model 2's regimes at their base volatility almost everywhere): comparable volumes.
    for (const label of ['2019', '2021']) {
      const { one, two } = rates[label]!;
      expect(two.all / one.all, label).toBeGreaterThan(0.8);
      expect(two.all / one.all, label).toBeLessThan(1.5);
    }
    // The crash is news: many times the market stories of a calm year, under either model.
    const calm = Math.max(rates['2019']!.one.market, rates['2021']!.one.market, rates['2019']!.two.market, rates['2021']!.two.market);
    expect(rates['Feb 20–Mar 31 2020']!.two.market).toBeGreaterThan(5 * calm);
  });
});
