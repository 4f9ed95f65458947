import { describe, expect, it } from 'vitest';
import { dailyBars, intradayPoints, periodHistory } from '../../../domain/market/history';
import { parseHistoryCsv } from '../../../domain/market/history-csv';
import { MarketWithImports } from '../../../domain/market/imported-history';
import { SimulatedMarket } from '../../../domain/market/simulation/market';
import { CURRENCIES } from '../../../domain/market/universe/currencies';
import { UNIVERSE } from '../../../domain/market/universe/universe';
import { closeIndexAt } from '../../../domain/market/time-grid';

const market = new SimulatedMarket({ seed: 20140102, instruments: UNIVERSE, currencies: CURRENCIES });
const spread = () => 0.001;

describe('history CSV import', () => {
  it('reads bid/ask files and derives bid/ask from close with the class spread', () => {
    const a = parseHistoryCsv('timestamp,bid,ask\n2022-06-28,99.5,100.5\n2022-06-29T14:30:00Z,101,101.2\n', spread);
    expect(a).toEqual({
      ok: true,
      rows: [
        { ric: null, frequency: 'daily', timestamp: '2022-06-28T21:00:00.000Z', bid: 99.5, ask: 100.5, close: 100, delete_prev_data: false },
        { ric: null, frequency: 'minute', timestamp: '2022-06-29T14:30:00.000Z', bid: 101, ask: 101.2, close: 101.1, delete_prev_data: false },
      ],
    });
    const b = parseHistoryCsv('timestamp,close\n2022-06-28,200\n', spread);
    expect(b.ok && b.rows[0]).toMatchObject({ bid: 199.9, ask: 200.1, close: 200 });
  });

  it('reads the index-fund format with US dates, ric and delete_prev_data', () => {
    const r = parseHistoryCsv('timestamp, close, ric, delete_prev_data\n06-28-2022,3821.55,.SPX,true\n06-29-2022,3818.83,.SPX,false\n', spread);
    expect(r.ok).toBe(true);
    expect(r.ok && r.rows.map((x) => [x.timestamp, x.ric, x.delete_prev_data])).toEqual([
      ['2022-06-28T21:00:00.000Z', '.SPX', true],
      ['2022-06-29T21:00:00.000Z', '.SPX', false],
    ]);
  });

  it('reports every bad line and imports nothing', () => {
    const csv = [
      'timestamp,bid,ask',
      '2022-06-28,99.5,100.5',
      '2022-02-30,99,100',
      'yesterday,99,100',
      '2022-06-29,-1,100',
      '2022-06-30,101,100',
      '2022-07-01,100',
      '2022-06-28,99.5,100.5',
      '',
    ].join('\n');
    const r = parseHistoryCsv(csv, spread);
    expect(r).toEqual({
      ok: false,
      errors: [
        { line: 3, message: "Invalid timestamp '2022-02-30' (use YYYY-MM-DD, an ISO date-time or MM-DD-YYYY)" },
        { line: 4, message: "Invalid timestamp 'yesterday' (use YYYY-MM-DD, an ISO date-time or MM-DD-YYYY)" },
        { line: 5, message: 'bid and ask must be positive numbers' },
        { line: 6, message: 'bid 101 is above ask 100' },
        { line: 7, message: 'Expected 3 values, found 2' },
        { line: 8, message: 'Duplicate timestamp 2022-06-28T21:00:00.000Z' },
      ],
    });
    expect(parseHistoryCsv('date,price\n2022-01-01,1\n', spread)).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(parseHistoryCsv('timestamp,close\n', spread)).toEqual({ ok: false, errors: [{ line: 2, message: 'The file has no data rows' }] });
  });
});

describe('imported history over the simulation', () => {
  it('replaces the simulated series inside the imported range only', () => {
    const june28 = Date.parse('2022-06-28T21:00:00Z');
    const june30 = Date.parse('2022-06-30T21:00:00Z');
    const overlay = new MarketWithImports(
      market,
      new Map([['AAPL.O', [
        { ms: june28, bid: 136.9, ask: 137.1, close: 137 },
        { ms: june30, bid: 136.6, ask: 136.8, close: 136.7 },
      ]]]),
    );
    const bars = dailyBars(overlay, 'AAPL.O', Date.parse('2022-06-24T00:00:00Z'), Date.parse('2022-07-06T00:00:00Z'));
    const byDate = Object.fromEntries(bars.map((b) => [b.timestamp.slice(0, 10), b]));
    expect(byDate['2022-06-28']).toMatchObject({ close: 137, bid: 136.9, ask: 137.1 });
    // The 29th was not imported: the 28th's price holds inside the range.
    expect(byDate['2022-06-29']!.close).toBe(137);
    expect(byDate['2022-06-30']!.close).toBe(136.7);
    expect(byDate['2022-07-01']!.close).toBe(market.closeMid('AAPL.O', indexOf('2022-07-01')));
    expect(byDate['2022-06-27']!.close).toBe(market.closeMid('AAPL.O', indexOf('2022-06-27')));
  });
});

const indexOf = (date: string) => closeIndexAt(Date.parse(`${date}T21:00:00Z`), 'weekday');

describe('period history', () => {
  const now = Date.parse('2026-11-20T15:00:00Z'); // a Friday afternoon
  it('gives minute points for a day, hourly for a month and daily closes beyond', () => {
    expect(periodHistory(market, 'AAPL.O', 'one_day', now)).toHaveLength(1440);
    const month = periodHistory(market, 'AAPL.O', 'one_month', now);
    // 30 days of hours less the weekends (Friday 21:00 to Monday 00:00).
    expect(month.length).toBeGreaterThan(500);
    expect(month.length).toBeLessThan(560);
    const year = periodHistory(market, 'AAPL.O', 'one_year', now);
    expect(year.length).toBeGreaterThan(255);
    expect(year.length).toBeLessThan(263);
    const btcYear = periodHistory(market, 'BTC=', 'one_year', now);
    expect(btcYear.length).toBe(365);
    for (const p of year) expect(p.bid).toBeLessThan(p.ask);
  });

  it('ends a weekday market’s day at Friday’s close on a weekend', () => {
    const sunday = Date.parse('2026-11-22T12:00:00Z');
    const day = periodHistory(market, 'AAPL.O', 'one_day', sunday);
    expect(day.at(-1)!.timestamp).toBe('2026-11-20T21:00:00.000Z');
    expect(intradayPoints(market, 'BTC=', sunday - 3_600_000, sunday, 60_000)).toHaveLength(60);
  });
});
