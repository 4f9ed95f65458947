import { beforeAll, describe, expect, it } from 'vitest';
import { formatPercent } from '../../../domain/format';
import { generateNews } from '../../../domain/market/news/news-generator';
import type { NewsItem } from '../../../domain/market/news/types';
import { ALL_DOWN_WORDS, ALL_UP_WORDS } from '../../../domain/market/news/phrasing';
import { GLOBAL_INDEX } from '../../../domain/market/news/reference';
import { stream } from '../../../domain/market/random';
import { SimulatedMarket } from '../../../domain/market/simulation/market';
import { closeIndexAt, closeTimeOf, isoDateOfClose } from '../../../domain/market/time-grid';
import { CURRENCIES } from '../../../domain/market/universe/currencies';
import { EQUITIES, UNIVERSE } from '../../../domain/market/universe/universe';

const SEED = 20140102;
const FROM = Date.UTC(2014, 0, 2);
const TO = Date.UTC(2024, 0, 2);
const KINDS = ['market', 'company', 'rates', 'fx', 'commodity', 'crypto', 'wrap'];

const newMarket = () => new SimulatedMarket({ seed: SEED, instruments: UNIVERSE, currencies: CURRENCIES });
const market = newMarket();
let decade: NewsItem[] = [];
let elapsedMs = 0;

const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z]+/));
/** The direction a headline states: +1 up, −1 down, 0 if it uses no direction word or both. */
function direction(headline: string): number {
  const w = words(headline);
  const up = ALL_UP_WORDS.some((v) => w.has(v));
  const down = ALL_DOWN_WORDS.some((v) => w.has(v));
  return up === down ? 0 : up ? 1 : -1;
}
const byId = () => new Map(decade.map((n) => [n.id, n]));

beforeAll(() => {
  const started = performance.now();
  decade = generateNews(market, FROM, TO);
  elapsedMs = performance.now() - started;
});

describe('simulated news feed', () => {
  it('generates ten years for the whole universe quickly (figure printed)', () => {
    const days = (TO - FROM) / 86_400_000;
    console.log(`news: 10 years, ${decade.length} items (${(decade.length / days).toFixed(2)} a calendar day) in ${elapsedMs.toFixed(0)} ms`);
    expect(elapsedMs).toBeLessThan(20_000);
    expect(decade.length / days).toBeGreaterThan(1);
    expect(decade.length / days).toBeLessThan(6);
  });

  it('is deterministic, and a window gets exactly the items of the whole range that fall in it', () => {
    const from = Date.UTC(2019, 2, 4, 9, 30);
    const to = Date.UTC(2019, 3, 12, 17, 0);
    const a = generateNews(newMarket(), from, to);
    const b = generateNews(newMarket(), from, to);
    expect(a).toEqual(b);
    const slice = decade.filter((n) => Date.parse(n.timestamp) >= from && Date.parse(n.timestamp) <= to);
    expect(a).toEqual(slice);
    expect(a.length).toBeGreaterThan(20);
  });

  it('gives every item an importance 1–5, a timestamp in range, a stable id and 2–4 sentences', () => {
    let previous = '';
    const ids = new Set<string>();
    for (const n of decade) {
      expect([1, 2, 3, 4, 5]).toContain(n.importance);
      expect(KINDS).toContain(n.kind);
      const ms = Date.parse(n.timestamp);
      expect(new Date(ms).toISOString()).toBe(n.timestamp);
      expect(ms).toBeGreaterThanOrEqual(FROM);
      expect(ms).toBeLessThanOrEqual(TO);
      expect(n.timestamp >= previous).toBe(true);
      previous = n.timestamp;
      expect(n.id).toMatch(new RegExp(`^news-\\d{4}-\\d{2}-\\d{2}-${n.kind}-\\S+$`));
      expect(ids.has(n.id)).toBe(false);
      ids.add(n.id);
      expect(n.headline.length).toBeGreaterThan(10);
      const sentences = n.body.match(/[.!?](\s|$)/g)?.length ?? 0;
      expect(sentences, n.body).toBeGreaterThanOrEqual(2);
      expect(sentences, n.body).toBeLessThanOrEqual(4);
      for (const ric of n.tickers) expect(() => market.instrument(ric)).not.toThrow();
    }
    const empty = generateNews(market, TO, FROM);
    expect(empty).toEqual([]);
  });

  it('has a market wrap every business day at 21:05 UTC', () => {
    const wraps = decade.filter((n) => n.kind === 'wrap');
    const businessDays = closeIndexAt(TO, 'weekday') - closeIndexAt(FROM, 'weekday');
    expect(Math.abs(wraps.length - businessDays)).toBeLessThanOrEqual(1);
    for (const w of wraps) {
      expect(w.timestamp.slice(11, 16)).toBe('21:05');
      expect(w.importance).toBe(1);
    }
  });

  it('reports the largest equity move of the decade with its real direction and percent', () => {
    let best = { ric: '', day: 0, change: 0 };
    for (const e of EQUITIES) {
      const listed = e.listed_from ? Date.parse(e.listed_from) : -Infinity;
      for (let day = 2; day < closeIndexAt(TO, 'weekday'); day++) {
        if (closeTimeOf(day - 1, 'weekday') < listed) continue;
        const change = market.closeMid(e.ric, day) / market.closeMid(e.ric, day - 1) - 1;
        if (Math.abs(change) > Math.abs(best.change)) best = { ric: e.ric, day, change };
      }
    }
    const story = byId().get(`news-${isoDateOfClose(best.day, 'weekday')}-company-${best.ric}`);
    expect(story, `${best.ric} ${best.change}`).toBeDefined();
    const percent = formatPercent(Math.abs(best.change), 2);
    expect(story!.headline).toContain(percent);
    expect(direction(story!.headline)).toBe(Math.sign(best.change));
    expect(story!.body).toContain(`${best.change > 0 ? 'rose' : 'fell'} ${percent}`);
    expect(story!.tickers).toEqual([best.ric]);
    expect(story!.importance).toBeGreaterThanOrEqual(2);
    console.log(`news: largest equity move ${best.ric} ${isoDateOfClose(best.day, 'weekday')} ${percent} → "${story!.headline}" [${story!.importance}]`);
  });

  it('writes a global story on every large draw of the global equity factor, matching MSCI World', () => {
    const global = stream(SEED, 'equity:global');
    const stories = byId();
    let checked = 0;
    for (let day = 1; day < closeIndexAt(TO, 'weekday'); day++) {
      const z = global.normal(day);
      if (Math.abs(z) <= 2) continue;
      const change = market.closeMid(GLOBAL_INDEX, day) / market.closeMid(GLOBAL_INDEX, day - 1) - 1;
      const story = stories.get(`news-${isoDateOfClose(day, 'weekday')}-market-global`);
      if (Math.sign(change) !== Math.sign(z)) {
        expect(story).toBeUndefined(); // the index went the other way: no contradicting headline
        continue;
      }
      expect(story, isoDateOfClose(day, 'weekday')).toBeDefined();
      expect(direction(story!.headline), story!.headline).toBe(Math.sign(change));
      expect(story!.body).toContain(`${change > 0 ? 'rose' : 'fell'} ${formatPercent(Math.abs(change), 2)}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('states every story direction consistently with its headline verbs', () => {
    for (const n of decade) {
      const d = direction(n.headline);
      if (n.kind === 'market' || n.kind === 'company' || n.kind === 'commodity') expect(d, n.headline).not.toBe(0);
      if (d === 0) continue;
      const lead = n.body.match(/\b(rose|fell)\b/);
      // Currency stories quote the pair first (USD/TRY rose while the lira fell): skip those.
      if (lead && !(n.kind === 'fx' && !n.id.endsWith('-usd'))) expect(lead[1], `${n.headline} | ${n.body}`).toBe(d > 0 ? 'rose' : 'fell');
    }
  });

  it('follows a ≥ 20 bp move of an overnight rate with a central-bank story', () => {
    const on = (ccy: string, day: number) => market.overnightRateAt(ccy, closeTimeOf(day, 'weekday'));
    const stories = byId();
    let found = 0;
    for (const { symbol } of CURRENCIES) {
      // The first such move of each currency: no earlier story can have silenced the bank.
      for (let day = 5; day < closeIndexAt(TO, 'weekday'); day++) {
        const change = on(symbol, day) - on(symbol, day - 5);
        if (Math.abs(change) < 0.002) continue;
        const story = stories.get(`news-${isoDateOfClose(day, 'weekday')}-rates-${symbol}`);
        expect(story, `${symbol} ${isoDateOfClose(day, 'weekday')}`).toBeDefined();
        expect(`${story!.headline} ${story!.body}`).toContain(formatPercent(on(symbol, day), 2));
        expect(story!.body).toContain(`${change > 0 ? 'rose' : 'fell'} ${Math.round(Math.abs(change) * 10_000)} bp`);
        found++;
        break;
      }
    }
    expect(found).toBeGreaterThan(20);
    const rates = decade.filter((n) => n.kind === 'rates');
    for (const r of rates) expect(Number(r.body.match(/(\d+) bp/)![1])).toBeGreaterThanOrEqual(20);
    console.log(`news: ${rates.length} central-bank stories in 10 years`);
  });

  it('keeps importance 1–2 common and 4–5 rare (counts printed)', () => {
    const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    const kinds: Record<string, number> = {};
    for (const n of decade) {
      counts[n.importance]++;
      kinds[n.kind] = (kinds[n.kind] ?? 0) + 1;
    }
    console.log(`news: importance counts over 10 years ${JSON.stringify(counts)}; by kind ${JSON.stringify(kinds)}`);
    expect((counts[1] + counts[2]) / decade.length).toBeGreaterThan(0.85);
    expect(counts[1]).toBeGreaterThan(counts[2]);
    expect(counts[2]).toBeGreaterThan(counts[3]);
    expect(counts[3]).toBeGreaterThan(counts[4]);
    expect(counts[4] + counts[5]).toBeLessThan(0.01 * decade.length);
    expect(counts[5]).toBeLessThanOrEqual(5);
    for (const kind of KINDS) expect(kinds[kind], kind).toBeGreaterThan(0);
  });

  it('writes company news only about visible equities', () => {
    const from = Date.UTC(2016, 0, 1);
    const to = Date.UTC(2017, 0, 1);
    const visible = new Set(EQUITIES.filter((_, i) => i % 2 === 0).map((e) => e.ric));
    const items = generateNews(market, from, to, { isVisible: (ric) => visible.has(ric) });
    const company = items.filter((n) => n.kind === 'company');
    expect(company.length).toBeGreaterThan(10);
    for (const n of company) expect(visible.has(n.tickers[0]!)).toBe(true);
  });
});
