import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import { generateNews } from '../../domain/market/news/news-generator';
import { signedInClass } from './setup/fixtures';
import { advanceTo, get, runningSession } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

describe('news delivery', () => {
  it('delivers a historical period’s news by date and the session’s importances', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, { ...HISTORICAL, news_importances: [2, 3] }, ['AAPL.O'], T0);
    const socket = (await connect(`/api/session/${id}/?token=${a.traineeTokens[0]}`)).socket!;
    await advanceTo(id, T0 + 30_000);
    const delivered = (await socket.next('news_received')).data;
    const from = Date.parse('2024-01-02T21:00:00Z');
    const to = Date.parse('2024-01-09T21:00:00Z');
    const expected = generateNews(defaultMarket(), from + 1, to).filter((n) => n.importance === 2 || n.importance === 3);
    expect(delivered.map((n) => n.id)).toEqual(expected.map((n) => n.id));
    expect(delivered.length).toBeGreaterThan(0);
    for (const n of delivered) {
      expect([2, 3]).toContain(n.importance);
      expect(Date.parse(n.timestamp)).toBeGreaterThan(from);
      expect(Date.parse(n.timestamp)).toBeLessThanOrEqual(to);
    }
    const passed = (await get<{ id: string }[]>(a.traineeTokens[1]!, `/api/sessions/${id}/fetch_passed_news/`)).json;
    expect(passed.map((n) => n.id)).toEqual(expect.arrayContaining(delivered.map((n) => n.id)));
    socket.close();
  });
});
