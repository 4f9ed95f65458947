import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { defaultMarket } from '../../domain/market/default-market';
import { api, createUser, signIn, signedInClass } from './setup/fixtures';

async function tokens() {
  const { traineeTokens, trainerToken } = await signedInClass();
  const admin = await createUser(UserType.Admin);
  return { trainee: traineeTokens[0]!, trainer: trainerToken, admin: (await signIn(admin)).access };
}

async function assetId(ric: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM underlying_assets WHERE ric = ?').bind(ric).first<{ id: number }>();
  return row!.id;
}

function upload(path: string, token: string, field: string, csv: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set(field, new File([csv], 'history.csv', { type: 'text/csv' }));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return api(path, { method: 'POST', token, body: form });
}

describe('underlying assets', () => {
  it('lists the universe with live bid/ask to the staff', async () => {
    const { trainer: trainee } = await tokens();
    const res = await api('/api/underlying_assets/', { token: trainee });
    expect(res.status).toBe(200);
    const assets = await res.json<{ ric: string; resourcetype: string; listed: boolean; bid: number | null; ask: number | null }[]>();
    expect(assets.length).toBeGreaterThanOrEqual(150);
    for (const a of assets.filter((x) => x.listed && !['Yields', 'Repo', 'Deposit', 'CDS'].includes(x.resourcetype))) {
      expect(a.bid!, a.ric).toBeGreaterThan(0);
      expect(a.bid!, a.ric).toBeLessThan(a.ask!);
    }
    const equities = await (await api('/api/underlying_assets/?resourcetype=Equity', { token: trainee })).json<{ resourcetype: string }[]>();
    expect(new Set(equities.map((e) => e.resourcetype))).toEqual(new Set(['Equity']));
    expect((await api('/api/underlying_assets/?resourcetype=Stocks', { token: trainee })).status).toBe(400);
  });

  it('details a bond with its analytics, an ETF with its description and an equity with its research figures', async () => {
    const { trainer: trainee } = await tokens();
    const bondRow = await env.DB.prepare("SELECT id, reference FROM underlying_assets WHERE resourcetype = 'GovtBond' AND json_extract(reference, '$.maturity_date') > '2030-01-01' LIMIT 1").first<{ id: number }>();
    const bond = await (await api(`/api/underlying_assets/${bondRow!.id}/details/`, { token: trainee })).json<Record<string, number | string>>();
    expect(bond).toMatchObject({ resourcetype: 'GovtBond', listed: true });
    expect(bond.duration).toBeGreaterThan(2);
    expect(bond.ask_yield).toBeGreaterThan(-1);
    expect(bond.accrued_interest).toBeGreaterThanOrEqual(0);
    expect(String(bond.coupon_date) > new Date().toISOString().slice(0, 10)).toBe(true);

    const etf = await (await api(`/api/underlying_assets/${await assetId('SPY.P')}/details/`, { token: trainee })).json<Record<string, string>>();
    expect(etf.top_holdings).toContain('\t');
    expect(etf.objectives!.length).toBeGreaterThan(10);

    const aapl = await (await api(`/api/underlying_assets/${await assetId('AAPL.O')}/details/`, { token: trainee })).json<Record<string, number>>();
    expect(aapl.last_w52_high).toBeGreaterThan(aapl.last_w52_low!);
    expect(aapl.last_pe_ratio).toBeGreaterThan(5);
    expect(aapl).not.toHaveProperty('anchor_price');
    expect((await api('/api/underlying_assets/999999/details/', { token: trainee })).status).toBe(404);
  });

  it('serves price history by period, the same as the market computes anywhere', async () => {
    const { trainer: trainee } = await tokens();
    const id = await assetId('AAPL.O');
    const res = await api(`/api/underlying_assets/${id}/retrieve_history/?period=one_year`, { token: trainee });
    const body = await res.json<{ history: { timestamp: string; close: number }[] }>();
    expect(body.history.length).toBeGreaterThan(250);
    const last = body.history.at(-1)!;
    // One market: this process computes the same close as the Worker did.
    expect(last.close).toBe(defaultMarket().midAt('AAPL.O', Date.parse(last.timestamp)));
    const bad = await api(`/api/underlying_assets/${id}/retrieve_history/?period=forever`, { token: trainee });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ error: string }>()).error).toBe('period: period must be one of one_day, one_month, six_months, one_year, three_years');
  });
});

describe('market hours, currencies and index funds', () => {
  it('serves the market hours with the spec’s defaults', async () => {
    const { trainee } = await tokens();
    const rows = await (await api('/api/market_hours/get_market_hours/', { token: trainee })).json<Record<string, string | null>[]>();
    expect(rows.find((r) => r.geography === 'US')).toMatchObject({ open_hours: '13:33', closing_hours: '19:57' });
    expect(rows.find((r) => r.geography === 'Metals')).toMatchObject({ metals_sunday_open: '21:00', metals_friday_close: '21:45' });
  });

  it('lists currencies and, to every signed-in user, the index funds', async () => {
    const { trainee } = await tokens();
    const ccys = await (await api('/api/currencies/fetch_currencies/', { token: trainee })).json<{ symbol: string }[]>();
    expect(ccys.map((c) => c.symbol)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'IDR']));
    const funds = await (await api('/api/admin/fetch_index_funds/', { token: trainee })).json<{ ric: string; issuer_name: string }[]>();
    expect(funds.find((f) => f.ric === '.SPX')?.issuer_name).toBeTruthy();
  });

  it('gives overnight deposit rates with daily = annual / 360 and a lombard rate above them', async () => {
    const { admin: trainee } = await tokens();
    const deposits = await (await api('/api/admin/fetch_deposits/', { token: trainee })).json<
      { currency: string; overnight_rate: number; annual_rate: number; policy_rate: number; lombard_rate: number }[]
    >();
    expect(deposits.map((d) => d.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'IDR']));
    for (const d of deposits) {
      expect(d.overnight_rate * 360).toBeCloseTo(d.annual_rate, 12);
      expect(d.lombard_rate - d.policy_rate).toBeCloseTo(0.01, 12);
    }
  });
});

describe('news and market state', () => {
  it('delivers the dated news of a period, filtered by importance', async () => {
    const { admin: trainee } = await tokens();
    const all = await (await api('/api/admin/fetch_news/?from=2020-03-02&to=2020-03-27', { token: trainee })).json<{ importance: number; timestamp: string; headline: string }[]>();
    expect(all.length).toBeGreaterThan(20);
    for (const n of all) expect(n.timestamp >= '2020-03-02' && n.timestamp < '2020-03-28').toBe(true);
    const important = await (await api('/api/admin/fetch_news/?from=2020-03-02&to=2020-03-27&importances=3,4,5', { token: trainee })).json<{ importance: number }[]>();
    expect(important.length).toBeLessThan(all.length);
    for (const n of important) expect(n.importance).toBeGreaterThanOrEqual(3);
    expect((await api('/api/admin/fetch_news/?from=2020-01-01&to=2020-12-31', { token: trainee })).status).toBe(400);
  });

  it('says for each instrument whether its market is open now, by the one open rule', async () => {
    const { trainer: trainee } = await tokens();
    const assets = await (await api('/api/underlying_assets/', { token: trainee })).json<{ resourcetype: string; market_open: boolean; market_hours_text: string }[]>();
    // Crypto is always open; metals show their Sunday-to-Friday hours.
    for (const a of assets.filter((x) => x.resourcetype === 'Crypto')) expect(a.market_open).toBe(true);
    expect(assets.find((x) => x.resourcetype === 'Metal')!.market_hours_text).toBe('Sunday 21:00 - Friday 21:45 GMT');
  });
});

describe('market history import', () => {
  it('is for administrators only', async () => {
    const { trainee, trainer } = await tokens();
    for (const token of [trainee, trainer]) {
      const res = await upload('/api/admin/upload_market_history/', token, 'file', 'timestamp,close\n2022-06-28,100\n', { underlying_asset: '1' });
      expect(res.status).toBe(403);
    }
  });

  it('reports each bad line and imports nothing, then imports a good file over the simulation', async () => {
    const { admin } = await tokens();
    const id = await assetId('MSFT.O');
    const before = await api('/api/market_history/list_history/', {
      method: 'POST',
      token: admin,
      json: { underlying_asset: id, frequency: 'daily', timestamp_range: ['2022-06-27T00:00:00Z', '2022-07-01T00:00:00Z'] },
    });
    const simulated = await before.json<{ timestamp: string; close: number }[]>();
    expect(simulated.map((r) => r.timestamp.slice(0, 10))).toEqual(['2022-06-27', '2022-06-28', '2022-06-29', '2022-06-30']);

    const bad = await upload('/api/admin/upload_market_history/', admin, 'file', 'timestamp,bid,ask\n2022-06-28,250,251\n2022-06-29,abc,251\n2022-06-30,252,250\n', {
      underlying_asset: String(id),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'The file has 2 errors; nothing was imported',
      details: { errors: [{ line: 3, message: 'bid and ask must be positive numbers' }, { line: 4, message: 'bid 252 is above ask 250' }] },
    });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM market_history WHERE underlying_asset_id = ?').bind(id).first<{ n: number }>())!.n).toBe(0);

    const good = await upload('/api/admin/upload_market_history/', admin, 'file', 'timestamp,bid,ask\n2022-06-28,250,251\n2022-06-29,252,253\n', {
      underlying_asset: String(id),
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ imported: 2, ric: 'MSFT.O' });
    const after = await (
      await api('/api/market_history/list_history/', {
        method: 'POST',
        token: admin,
        json: { underlying_asset: id, frequency: 'daily', timestamp_range: ['2022-06-27T00:00:00Z', '2022-07-01T00:00:00Z'] },
      })
    ).json<{ timestamp: string; close: number; bid: number }[]>();
    expect(after.map((r) => r.close)).toEqual([simulated[0]!.close, 250.5, 252.5, simulated[3]!.close]);
    expect(after[1]!.bid).toBe(250);
  });

  it('imports the index-fund format, replacing earlier data when asked', async () => {
    const { admin } = await tokens();
    const spx = await assetId('.SPX');
    const first = await upload('/api/admin/upload_index_fund_history/', admin, 'news_file', 'timestamp,close,ric,delete_prev_data\n06-28-2022,3821.55,.SPX,false\n06-29-2022,3818.83,.SPX,false\n');
    expect(first.status).toBe(200);
    const second = await upload('/api/admin/upload_index_fund_history/', admin, 'news_file', 'timestamp,close,ric,delete_prev_data\n06-30-2022,3785.38,.SPX,true\n');
    expect(second.status).toBe(200);
    const rows = await env.DB.prepare('SELECT timestamp, close FROM market_history WHERE underlying_asset_id = ? ORDER BY timestamp').bind(spx).all();
    expect(rows.results).toEqual([{ timestamp: '2022-06-30T21:00:00.000Z', close: 3785.38 }]);
    const unknown = await upload('/api/admin/upload_index_fund_history/', admin, 'news_file', 'timestamp,close,ric,delete_prev_data\n06-30-2022,1,.NOPE,false\n');
    expect(unknown.status).toBe(400);
    expect((await unknown.json<{ error: string }>()).error).toBe('Unknown index fund ric: .NOPE');
  });

  it('refuses a history range too large to list', async () => {
    const { admin } = await tokens();
    const res = await api('/api/market_history/list_history/', {
      method: 'POST',
      token: admin,
      json: { underlying_asset: await assetId('AAPL.O'), frequency: 'minute', timestamp_range: ['2022-01-01T00:00:00Z', '2022-03-01T00:00:00Z'] },
    });
    expect(res.status).toBe(400);
    expect((await res.json<{ error: string }>()).error).toMatch(/narrow the timestamp range/);
  });
});
