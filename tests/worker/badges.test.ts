import { describe, expect, it } from 'vitest';
import { defaultMarket } from '../../domain/market/default-market';
import type { BiasesAnswer, PlayerBadges } from '../../domain/contracts/biases-badges';
import type { BlotterOrder } from '../../domain/contracts/orders';
import { signedInClass } from './setup/fixtures';
import { advanceTo, get, post, runningSession, stubOf } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };
/** The end of period k of the scripted session (30 s periods, a 2 s margin each). */
const period = (k: number) => T0 + k * 30_000 + (k - 1) * 2_000;

const order = (token: string, id: number, ric: string, transaction: number, quantity: number) =>
  post(token, '/api/orders/', { session_id: id, financial_instrument: ric, transaction, quantity });

describe('badges and biases on a scripted session', () => {
  it('unlocks the first trade once with its live event, and gives the staff each bias as computed by hand', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'MSFT.O'], T0);
    const [t1, t2] = a.traineeTokens as [string, string];
    const socket = (await connect(`/api/session/${id}/?token=${t1}`)).socket!;
    const other = (await connect(`/api/session/${id}/?token=${t2}`)).socket!;

    // Nothing unlocked before trading.
    const before = (await get<PlayerBadges>(t1, `/api/badges/?session_id=${id}`)).json;
    expect(before.badges.map((b) => [b.badge, b.unlocked])).toEqual([
      ['first_trade', false],
      ['diversified_portfolio', false],
      ['positive_sharpe', false],
    ]);

    expect((await order(t1, id, 'AAPL.O', 0, 100)).status).toBe(201);
    const unlocked = await socket.next('badge_unlocked');
    expect(unlocked.data).toMatchObject({ player_id: 1, badge: 'first_trade', name: 'First trade' });
    expect((await order(t1, id, 'MSFT.O', 0, 200)).status).toBe(201);
    await advanceTo(id, period(1));
    // Orders wait while the period passes (2 s).
    await stubOf(id).setTestClock(period(1) + 2_000);
    const sale = await order(t1, id, 'AAPL.O', 1, 40);
    expect(sale.status, JSON.stringify(sale.json)).toBe(201);
    await advanceTo(id, period(2));
    await advanceTo(id, period(3));

    // Once only, to that player only.
    const badgeFrames = (frames: string[]) => frames.filter((f) => f.includes('"badge_unlocked"'));
    expect(badgeFrames(socket.frames).filter((f) => f.includes('first_trade'))).toHaveLength(1);
    expect(badgeFrames(other.frames)).toHaveLength(0);
    const own = (await get<PlayerBadges>(t1, `/api/badges/?session_id=${id}`)).json;
    expect(own.player_id).toBe(1);
    expect(own.badges[0]).toMatchObject({ badge: 'first_trade', unlocked: true, unlocked_at: Date.parse('2024-01-02T21:00:00Z') });
    // A trainee asking for another player still gets their own; the trainer names the player.
    expect((await get<PlayerBadges>(t2, `/api/badges/?session_id=${id}&player_id=1`)).json.badges[0]!.unlocked).toBe(false);
    expect((await get<PlayerBadges>(a.trainerToken, `/api/badges/?session_id=${id}&player_id=1`)).json.badges[0]!.unlocked).toBe(true);

    // The biases, refused to a trainee.
    const refused = await get<{ error: string }>(t1, `/api/sessions/${id}/fetch_biases/`);
    expect(refused.status).toBe(403);
    const answer = await get<BiasesAnswer>(a.trainerToken, `/api/sessions/${id}/fetch_biases/`);
    expect(answer.status).toBe(200);
    const [p1, p2] = answer.json.players as [BiasesAnswer['players'][number], BiasesAnswer['players'][number]];
    expect(answer.json.definitions.disposition_effect).toContain('PGR − PLR');

    // By hand from the fills read through the blotter.
    const blotter = (await get<BlotterOrder[]>(t1, `/api/players/get_blotter/?session_id=${id}`)).json;
    const fill = (ric: string, transaction: number) => blotter.find((o) => o.financial_instrument.underlying_asset.ric === ric && o.transaction === transaction)!;
    const [aaplBuy, msftBuy, aaplSell] = [fill('AAPL.O', 0), fill('MSFT.O', 0), fill('AAPL.O', 1)];
    // Disposition: the one sale is a realised gain or loss (sell price against the buy price);
    // MSFT, held then, a paper gain or loss (its mid then against its buy price).
    const realised = Math.sign(aaplSell.open_price! - aaplBuy.open_price!);
    const paper = Math.sign(defaultMarket().midAt('MSFT.O', aaplSell.executed_at!) - msftBuy.open_price!);
    const pgr = realised > 0 ? 1 / (1 + (paper > 0 ? 1 : 0)) : 0;
    const plr = realised < 0 ? 1 / (1 + (paper < 0 ? 1 : 0)) : 0;
    expect(p1.disposition_effect.value).toBeCloseTo(pgr - plr, 12);
    expect(p1.disposition_effect.realised_gains + p1.disposition_effect.realised_losses).toBe(1);
    expect(p2.disposition_effect.value).toBeNull();

    // Overtrading: traded value over the initial AUM; the class median of (own, 0) is half of it.
    const session = (await get<{ starting_cash_amount: number }>(a.trainerToken, `/api/sessions/${id}/fetch_session/`)).json;
    const traded = [aaplBuy, msftBuy, aaplSell].reduce((s, o) => s + o.quantity * o.open_price! * o.fx!, 0);
    expect(p1.overtrading.turnover).toBeCloseTo(traded / session.starting_cash_amount, 12);
    expect(p1.overtrading.class_median).toBeCloseTo(traded / session.starting_cash_amount / 2, 12);
    expect(p1.overtrading.value).toBeCloseTo(2, 12);
    expect(p2.overtrading).toMatchObject({ turnover: 0, value: 0 });

    // Home bias: both US equities in a USD session. Concentration: Σ wᵢ² of the two positions' values.
    const books = (await get<{ financial_instruments: { reporting_value: number }[] }>(t1, `/api/sessions/${id}/retrieve_player/`)).json;
    const values = books.financial_instruments.map((p) => Math.abs(p.reporting_value)).filter((v) => v > 0);
    const gross = values.reduce((s, v) => s + v, 0);
    expect(p1.home_bias).toEqual({ value: 1, home_region: 'North America' });
    expect(p1.concentration.positions).toBe(2);
    expect(p1.concentration.value).toBeCloseTo(values.reduce((s, v) => s + (v / gross) ** 2, 0), 10);
    expect(p2.concentration.value).toBeNull();

    // At the finish: the positive Sharpe badge exactly when the last measured Sharpe is above zero.
    const metrics = (await get<{ sharpe_ratio?: number }[]>(t1, `/api/sessions/${id}/fetch_metrics/`)).json;
    const sharpe = metrics.at(-1)!.sharpe_ratio!;
    expect(typeof sharpe).toBe('number');
    expect((await post(a.trainerToken, `/api/sessions/${id}/finish/`, {})).status).toBe(200);
    const after = (await get<PlayerBadges>(t1, `/api/badges/?session_id=${id}`)).json;
    expect(after.badges.find((b) => b.badge === 'positive_sharpe')!.unlocked).toBe(sharpe > 0);
    if (sharpe > 0) expect((await socket.next('badge_unlocked')).data.badge).toBe('positive_sharpe');
    socket.close();
    other.close();
  });
  it('awards the diversified portfolio at a period end to a player with three asset groups of at least 10 %, and measures home bias by hand', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, HISTORICAL, ['AAPL.O', 'XAU=', 'BTC='], T0);
    const [t1, t2] = a.traineeTokens as [string, string];
    const session = (await get<{ starting_cash_amount: number }>(a.trainerToken, `/api/sessions/${id}/fetch_session/`)).json;
    const assets = (await get<{ ric: string; ask: number; unit_factor?: number }[]>(t1, `/api/sessions/${id}/fetch_session_assets/`)).json;
    /** About `share` of the initial AUM of an instrument. */
    const buy = (token: string, ric: string, share: number) => {
      const asset = assets.find((x) => x.ric === ric)!;
      return order(token, id, ric, 0, Math.floor((share * session.starting_cash_amount) / (asset.ask * (asset.unit_factor ?? 1))));
    };
    // Player 1: equities, alternatives (gold) and crypto at about 15 % each; player 2: two groups only.
    for (const ric of ['AAPL.O', 'XAU=', 'BTC=']) expect((await buy(t1, ric, 0.15)).status).toBe(201);
    for (const ric of ['AAPL.O', 'BTC=']) expect((await buy(t2, ric, 0.3)).status).toBe(201);
    const socket = (await connect(`/api/session/${id}/?token=${t1}`)).socket!;
    await advanceTo(id, period(1));

    // By hand from the books at the period end: each group's value against the market value, cash aside.
    type Books = { last_market_value: number; financial_instruments: { reporting_value: number; asset_group: string; region: string | null }[] };
    const groupsOver10 = (books: Books) => {
      const byGroup = new Map<string, number>();
      for (const p of books.financial_instruments) byGroup.set(p.asset_group, (byGroup.get(p.asset_group) ?? 0) + p.reporting_value);
      return [...byGroup].filter(([g, v]) => g !== 'Cash' && v >= 0.1 * books.last_market_value).map(([g]) => g).sort();
    };
    const books1 = (await get<Books>(t1, `/api/sessions/${id}/retrieve_player/`)).json;
    const books2 = (await get<Books>(t2, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(groupsOver10(books1)).toEqual(['Alternatives', 'Crypto', 'Equities']);
    expect(groupsOver10(books2)).toEqual(['Crypto', 'Equities']);
    const unlocked = async (token: string) =>
      (await get<PlayerBadges>(token, `/api/badges/?session_id=${id}`)).json.badges.find((b) => b.badge === 'diversified_portfolio')!;
    expect(await unlocked(t1)).toMatchObject({ unlocked: true, unlocked_at: Date.parse('2024-01-02T21:00:00Z') + 7 * 86_400_000 });
    expect((await unlocked(t2)).unlocked).toBe(false);
    const frame = await socket.nextRaw((f) => f.includes('"diversified_portfolio"'));
    expect(JSON.parse(frame)).toMatchObject({ type: 'badge_unlocked', data: { player_id: 1, name: 'Diversified portfolio' } });

    // Home bias: the share of the gross position value in North America (a USD session), by hand.
    const answer = (await get<BiasesAnswer>(a.trainerToken, `/api/sessions/${id}/fetch_biases/`)).json;
    const gross = books1.financial_instruments.reduce((s, p) => s + Math.abs(p.reporting_value), 0);
    const home = books1.financial_instruments.filter((p) => p.region === 'North America').reduce((s, p) => s + Math.abs(p.reporting_value), 0);
    expect(home).toBeGreaterThan(0);
    expect(home).toBeLessThan(gross);
    const p1 = answer.players.find((p) => p.player_id === 1)!;
    expect(p1.home_bias.value).toBeCloseTo(home / gross, 3);
    expect(p1.concentration.value).toBeCloseTo(books1.financial_instruments.reduce((s, p) => s + (Math.abs(p.reporting_value) / gross) ** 2, 0), 3);
    socket.close();
  });
});
