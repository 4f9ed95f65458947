/**
 * Market benchmarks: how long the simulated provider takes to produce ten years of daily
 * history for the whole universe and one day of minute data for one asset, and how long the
 * `retrieve_history` call takes end to end on a local server.
 */
import { DAY_MS } from '../domain/constants';
import { LOCAL_MARKET_SEED } from '../domain/market/default-market';
import { dailyBars, intradayPoints } from '../domain/market/history';
import { SimulatedMarket } from '../domain/market/simulation/market';
import type { MarketModel } from '../domain/market/model-version';
import { CURRENCIES } from '../domain/market/universe/currencies';
import { UNIVERSE } from '../domain/market/universe/universe';
import { quoteOption, sessionChain } from '../domain/engine/options/chain';
import { line, summarize, timed } from './stats';
import type { BenchServer } from './server';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const fresh = (model: MarketModel = 1) => new SimulatedMarket({ seed: LOCAL_MARKET_SEED, instruments: UNIVERSE, currencies: CURRENCIES, model });

export function benchProvider(): void {
  console.log('\nSimulated market provider (fresh market, nothing cached)');
  const from = NOW - 10 * 365 * DAY_MS;
  const listed = UNIVERSE.filter((i) => i.resourcetype !== 'Option');
  // Model 1 prices every session today; model 2 (real levels, issue 26) conditions each anchored series once, up front.
  for (const model of [1, 2] as const) {
    const daily = timed(() => {
      const m = fresh(model);
      let bars = 0;
      for (const i of listed) bars += dailyBars(m, i.ric, from, NOW).length;
      return bars;
    });
    line(`10 years of daily bars, ${listed.length} instruments, model ${model} (${daily.value} bars; target ≤ 1000 ms)`, `${daily.ms.toFixed(0)} ms`);
  }
  const minute = timed(() => intradayPoints(fresh(), 'AAPL.O', NOW - DAY_MS, NOW, 60_000).length);
  line(`one day of minute data, one equity (${minute.value} points)`, `${minute.ms.toFixed(1)} ms`);
  const warm = fresh();
  intradayPoints(warm, 'AAPL.O', NOW - DAY_MS, NOW, 60_000);
  const quotes = timed(() => {
    for (let k = 0; k < 10_000; k++) warm.quoteAt('AAPL.O', NOW - k * 5000);
  });
  line('quotes per second, one equity, warm (5 s ticks over 14 h)', `${Math.round(10_000 / (quotes.ms / 1000)).toLocaleString('en-US')}/s`);
}

/**
 * Option chains (issue 17): a whole chain (every expiration × strike × side with American prices
 * and greeks) as the session computes it for a new spot, and single contract quotes as a tick
 * marks the open contracts.
 */
export function benchOptionChains(): void {
  console.log('\nOption chains (American prices and greeks, in process)');
  const surface = { quoteDate: '2026-11-20', atmVolatility: 0.28, dividendYield: 0.015, rates: [{ days: 28, rate: 0.043 }, { days: 91, rate: 0.042 }, { days: 364, rate: 0.04 }], seed: 7 };
  sessionChain(surface, 180); // warm the code
  const samples: number[] = [];
  let rows = 0;
  for (let k = 0; k < 40; k++) {
    const t0 = performance.now();
    rows = sessionChain(surface, 170 + k * 0.5).rows.length;
    samples.push(performance.now() - t0);
  }
  const s = summarize(samples);
  line(`one chain at a new spot (${rows} contracts)`, `p50 ${s.p50.toFixed(1)} ms`);
  line('', `p99 ${s.p99.toFixed(1)} ms`);
  const quotes = timed(() => {
    for (let k = 0; k < 5_000; k++) quoteOption(surface, 170 + (k % 100) * 0.1, { type: k % 2 ? 'put' : 'call', strike: 150 + (k % 5) * 10, expiration: '2027-03-19' });
  });
  line('contract quotes per second (a tick marking open contracts)', `${Math.round(5_000 / (quotes.ms / 1000)).toLocaleString('en-US')}/s`);
}

export async function benchRetrieveHistory(server: BenchServer): Promise<void> {
  console.log(`\nGET /api/underlying_assets/{id}/retrieve_history/ on ${server.url} (sequential, one client)`);
  const assets = await server.get<{ id: number; ric: string; resourcetype: string }[]>('/api/underlying_assets/');
  const pick = ['AAPL.O', 'EUR=', 'BTC=', assets.find((a) => a.resourcetype === 'GovtBond')!.ric].map((ric) => assets.find((a) => a.ric === ric)!);
  for (const period of ['one_day', 'one_month', 'one_year', 'three_years'] as const) {
    const samples: number[] = [];
    for (let k = 0; k < 40; k++) {
      const a = pick[k % pick.length]!;
      const t0 = performance.now();
      await server.get(`/api/underlying_assets/${a.id}/retrieve_history/?period=${period}`);
      samples.push(performance.now() - t0);
    }
    const s = summarize(samples.slice(4));
    line(`retrieve_history ${period} (equity, FX, crypto, bond)`, `p50 ${s.p50.toFixed(1)} ms`, undefined);
    line('', `p99 ${s.p99.toFixed(1)} ms`);
  }
  const list: number[] = [];
  for (let k = 0; k < 12; k++) {
    const t0 = performance.now();
    await server.get('/api/underlying_assets/');
    list.push(performance.now() - t0);
  }
  const s = summarize(list.slice(2));
  line(`GET /api/underlying_assets/ (${assets.length} live quotes)`, `p50 ${s.p50.toFixed(1)} ms`);
}
