import { describe, expect, it } from 'vitest';
import {
  CREATE_SESSION_MESSAGES as M,
  HISTORICAL_START_MIN,
  createSessionSchemaFor,
  oneMonthBefore,
  parseCreateSession,
  type CreateSessionResult,
  type SessionSettings,
} from '../../../domain/session/create-session';

const TODAY = '2026-03-31'; // a Tuesday
const historical = { klass_id: 7, scenario_type: 1 };

function settingsOf(result: CreateSessionResult): SessionSettings {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.fields)}`);
  return result.settings;
}
function fieldsOf(result: CreateSessionResult): Record<string, string> {
  if (result.ok) throw new Error('expected a refusal');
  expect(result.message).toBe(Object.values(result.fields)[0]);
  return result.fields;
}
const parse = (body: unknown) => parseCreateSession(body, TODAY);

describe('defaults', () => {
  it('fills every field of a real-time session from the spec defaults', () => {
    expect(settingsOf(parse({ klass_id: 7 }))).toEqual({
      klass_id: 7,
      scenario_type: 0,
      risk_approach: 0,
      management_type: 0,
      reporting_currency: 'USD',
      limit_order_collateral: 0.1,
      transaction_fee: 0,
      short_sell_leverage: 0.3,
      fx_leverage: 1,
      bond_leverage: 1,
      starting_cash_amount: 100_000_000,
      risk_weighted_limit: 100_000_000,
      metrics_interval: 24,
      start_date: TODAY,
      end_date: null,
      trading_time_type: 0,
      trading_intervals: [],
      spread_widener: 0,
      allow_short_sell: true,
      allow_short_only_on_fx: false,
      client_money: false,
      client_money_scenario: null,
      show_auctions: false,
      news_importances: [1, 2],
      frequency: 1,
      delay_minutes_left: 0,
      limit_metric: null,
      historical_sleep_time: 120,
    } satisfies SessionSettings);
  });

  it('historical dates default to one month back to today', () => {
    const settings = settingsOf(parse(historical));
    expect(settings.start_date).toBe('2026-02-28');
    expect(settings.end_date).toBe(TODAY);
  });

  it('one month back clamps to the end of the shorter month', () => {
    expect(oneMonthBefore('2026-03-31')).toBe('2026-02-28');
    expect(oneMonthBefore('2024-03-31')).toBe('2024-02-29');
    expect(oneMonthBefore('2026-01-15')).toBe('2025-12-15');
    expect(oneMonthBefore('2026-05-31')).toBe('2026-04-30');
  });

  it('a trading-windows session without intervals gets one 00:00–13:00 window', () => {
    const settings = settingsOf(parse({ klass_id: 7, trading_time_type: 1 }));
    expect(settings.trading_intervals).toEqual([{ start: '00:00', end: '13:00' }]);
  });

  it('the schema factory can be used directly', () => {
    const parsed = createSessionSchemaFor(TODAY).safeParse({ klass_id: 1 });
    expect(parsed.success).toBe(true);
    expect(() => createSessionSchemaFor('31/03/2026')).toThrow();
  });
});

describe('normalization', () => {
  it('accepts numbers and booleans as form text, and a currency in any case', () => {
    const settings = settingsOf(
      parse({
        klass_id: '7',
        scenario_type: '0',
        risk_approach: '1',
        frequency: ' 5 ',
        delay_minutes_left: '3',
        allow_short_sell: 'false',
        reporting_currency: 'eur',
        limit_order_collateral: '0.25',
      }),
    );
    expect(settings).toMatchObject({
      klass_id: 7,
      risk_approach: 1,
      frequency: 5,
      delay_minutes_left: 3,
      allow_short_sell: false,
      reporting_currency: 'EUR',
      limit_order_collateral: 0.25,
    });
  });

  it('news importances: the comma-separated form with spaces removed, sorted and unique', () => {
    expect(settingsOf(parse({ klass_id: 7, news_importances: '1, 2' })).news_importances).toEqual([1, 2]);
    expect(settingsOf(parse({ klass_id: 7, news_importances: ' 5 ,3,3, 1,' })).news_importances).toEqual([1, 3, 5]);
    expect(settingsOf(parse({ klass_id: 7, news_importances: [4, '2'] })).news_importances).toEqual([2, 4]);
  });

  it('a real-time session ignores the dates it is sent and stores no windows for 24/5', () => {
    const settings = settingsOf(
      parse({ klass_id: 7, start_date: 'garbage', end_date: '2099-01-01', trading_intervals: [{ start: '' }] }),
    );
    expect(settings.start_date).toBe(TODAY);
    expect(settings.end_date).toBeNull();
    expect(settings.trading_intervals).toEqual([]);
  });

  it('a historical session is 24/5 and keeps its dates; timestamps become their UTC day', () => {
    const settings = settingsOf(
      parse({
        ...historical,
        trading_time_type: 1,
        trading_intervals: [{ start: '01:00', end: '02:00' }],
        start_date: '2024-01-01T00:00:00Z',
        end_date: '2024-03-29',
      }),
    );
    expect(settings).toMatchObject({
      start_date: '2024-01-01',
      end_date: '2024-03-29',
      trading_time_type: 0,
      trading_intervals: [],
    });
  });

  it('keeps valid trading windows, normalized', () => {
    const settings = settingsOf(
      parse({ klass_id: 7, trading_time_type: 1, trading_intervals: [{ start: '08:00:00', end: '23:59' }] }),
    );
    expect(settings.trading_intervals).toEqual([{ start: '08:00', end: '23:59' }]);
  });

  it('drops unknown keys and accepts a limit metric', () => {
    const settings = settingsOf(parse({ klass_id: 7, token: 'x', limit_metric: 'Sharpe' }));
    expect(settings).not.toHaveProperty('token');
    expect(settings.limit_metric).toBe('Sharpe');
    expect(settingsOf(parse({ klass_id: 7, limit_metric: '' })).limit_metric).toBeNull();
  });
});

describe('validation messages', () => {
  it('refuses a body that is not an object', () => {
    for (const body of [null, 'x', 3, []]) {
      expect(fieldsOf(parse(body))).toEqual({ body: M.notAnObject });
    }
  });

  it('requires the class', () => {
    expect(fieldsOf(parse({}))).toEqual({ klass_id: 'Please select a class.' });
    expect(fieldsOf(parse({ klass_id: 0 }))).toEqual({ klass_id: M.klassRequired });
    expect(fieldsOf(parse({ klass_id: 'abc' }))).toEqual({ klass_id: M.klassRequired });
  });

  it('refuses required fields sent empty', () => {
    const fields = fieldsOf(
      parse({
        klass_id: 7,
        scenario_type: null,
        risk_approach: '',
        management_type: null,
        reporting_currency: '',
        delay_minutes_left: null,
        client_money: null,
        show_auctions: '',
        news_importances: '',
        trading_time_type: null,
        allow_short_sell: null,
        starting_cash_amount: '',
        limit_order_collateral: null,
      }),
    );
    expect(fields).toEqual({
      scenario_type: M.scenarioType,
      risk_approach: M.riskApproach,
      management_type: M.role,
      reporting_currency: M.reportingCurrency,
      delay_minutes_left: 'Please input a valid number!',
      client_money: M.yesNo,
      show_auctions: M.yesNo,
      news_importances: M.newsRequired,
      trading_time_type: M.tradingTime,
      allow_short_sell: M.yesNo,
      starting_cash_amount: M.amountPositive,
      limit_order_collateral: 'Limits must be between 0 and 100',
    });
  });

  it("frequency, pass time and delay: 'Please input a valid number!' when non-numeric, fractional or out of range", () => {
    const cases: Array<[string, unknown[], unknown[]]> = [
      ['frequency', [0, 32, 1.5, 'x', null, ''], [1, 31, '12']],
      ['historical_sleep_time', [19, 2001, 20.5, 'fast', null], [20, 2000, '300']],
      ['delay_minutes_left', [-1, 32, 0.5, 'soon', null], [0, 31, '10']],
    ];
    for (const [field, bad, good] of cases) {
      for (const value of bad) {
        expect(fieldsOf(parse({ ...historical, start_date: '2024-01-01', [field]: value })), `${field}=${value}`).toEqual({
          [field]: 'Please input a valid number!',
        });
      }
      for (const value of good) {
        expect(parse({ ...historical, start_date: '2024-01-01', [field]: value }).ok, `${field}=${value}`).toBe(true);
      }
    }
  });

  it('percent fields are fractions 0..1 (spec: limits between 0 and 100); bond leverage above 0', () => {
    for (const field of ['limit_order_collateral', 'short_sell_leverage', 'fx_leverage', 'bond_leverage']) {
      for (const value of [-0.01, 1.01, 30, 'x']) {
        expect(fieldsOf(parse({ klass_id: 7, [field]: value })), `${field}=${value}`).toEqual({
          [field]: 'Limits must be between 0 and 100',
        });
      }
      expect(parse({ klass_id: 7, [field]: 1 }).ok).toBe(true);
      expect(parse({ klass_id: 7, [field]: 0.55 }).ok).toBe(true);
    }
    for (const field of ['limit_order_collateral', 'short_sell_leverage', 'fx_leverage']) {
      expect(parse({ klass_id: 7, [field]: 0 }).ok).toBe(true);
    }
    expect(fieldsOf(parse({ klass_id: 7, bond_leverage: 0 }))).toEqual({ bond_leverage: 'Bond leverage must be above 0%.' });
  });

  it('amounts must be positive; fee and spread widener not negative', () => {
    for (const field of ['starting_cash_amount', 'risk_weighted_limit']) {
      for (const value of [0, -5, 'lots']) {
        expect(fieldsOf(parse({ klass_id: 7, [field]: value }))).toEqual({ [field]: M.amountPositive });
      }
    }
    for (const field of ['transaction_fee', 'spread_widener']) {
      expect(fieldsOf(parse({ klass_id: 7, [field]: -0.1 }))).toEqual({ [field]: M.notNegative });
      expect(settingsOf(parse({ klass_id: 7, [field]: 0.002 }))[field as 'transaction_fee']).toBe(0.002);
    }
  });

  it('enumerations: scenario type, risk approach, role, trading time, currency, limit metric', () => {
    expect(fieldsOf(parse({ klass_id: 7, scenario_type: 2 }))).toEqual({ scenario_type: M.scenarioType });
    expect(fieldsOf(parse({ klass_id: 7, risk_approach: 3 }))).toEqual({ risk_approach: M.riskApproach });
    expect(fieldsOf(parse({ klass_id: 7, management_type: 2 }))).toEqual({ management_type: M.role });
    expect(fieldsOf(parse({ klass_id: 7, trading_time_type: 2 }))).toEqual({ trading_time_type: M.tradingTime });
    expect(fieldsOf(parse({ klass_id: 7, reporting_currency: 'AUD' }))).toEqual({
      reporting_currency: 'Please select a reporting currency (USD, EUR, GBP, JPY, CHF, IDR).',
    });
    expect(fieldsOf(parse({ klass_id: 7, limit_metric: 'Sortino' }))).toEqual({
      limit_metric: 'The limit metric must be one of VaR, Sharpe, Treynor, Alpha, Beta, Volatility.',
    });
    expect(fieldsOf(parse({ klass_id: 7, metrics_interval: 0 }))).toEqual({ metrics_interval: M.invalidNumber });
  });

  it('news importances must be 1 to 5', () => {
    for (const value of ['0,1', '1,6', '1,x', '1.5', [7], 'a b']) {
      expect(fieldsOf(parse({ klass_id: 7, news_importances: value })), String(value)).toEqual({
        news_importances: M.newsImportances,
      });
    }
    expect(fieldsOf(parse({ klass_id: 7, news_importances: [] }))).toEqual({ news_importances: M.newsRequired });
    expect(fieldsOf(parse({ klass_id: 7, news_importances: ' , ' }))).toEqual({ news_importances: M.newsRequired });
  });

  it('trading windows of a real-time session use the windows texts', () => {
    expect(
      fieldsOf(parse({ klass_id: 7, trading_time_type: 1, trading_intervals: [{ start: '09:00', end: '' }] })),
    ).toEqual({ trading_intervals: 'Missing Interval' });
    expect(fieldsOf(parse({ klass_id: 7, trading_time_type: 1, trading_intervals: [] }))).toEqual({
      trading_intervals: 'Add at least one trading window.',
    });
  });
});

describe('bank-side features', () => {
  it('client dealing and auctions need a historical session; Wealth Management is a role like the other', () => {
    expect(fieldsOf(parse({ klass_id: 7, client_money: true, client_money_scenario: 2 }))).toEqual({
      client_money: 'Client dealing requires a historical session.',
    });
    expect(fieldsOf(parse({ klass_id: 7, show_auctions: 'true' }))).toEqual({
      show_auctions: 'Auctions require a historical session.',
    });
    const wealth = parse({ klass_id: 7, management_type: 1 });
    expect(wealth.ok && wealth.settings.management_type).toBe(1);
    const auctions = parse({ ...historical, show_auctions: true });
    expect(auctions.ok && auctions.settings.show_auctions).toBe(true);
  });

  it('client dealing without a scenario says the scenario is required (spec rule)', () => {
    expect(fieldsOf(parse({ ...historical, client_money: true }))).toEqual({
      client_money_scenario: 'Please select a client dealing scenario.',
    });
    expect(fieldsOf(parse({ klass_id: 7, client_money_scenario: -1 }))).toEqual({
      client_money_scenario: M.clientMoneyScenario,
    });
  });
});

describe('historical period', () => {
  const period = (start_date: unknown, end_date: unknown, extra: object = {}) =>
    parse({ ...historical, start_date, end_date, ...extra });

  it('accepts a past range from the simulation epoch', () => {
    expect(HISTORICAL_START_MIN).toBe('2014-01-02');
    expect(settingsOf(period('2014-01-02', '2014-02-03'))).toMatchObject({ start_date: '2014-01-02', end_date: '2014-02-03' });
    expect(period('2026-03-02', TODAY).ok).toBe(true); // ending today is allowed
  });

  it('requires both dates when sent empty, and proper dates', () => {
    expect(fieldsOf(period(null, ''))).toEqual({ start_date: M.periodRequired, end_date: M.periodRequired });
    expect(fieldsOf(period('2024-02-30', '2024-03-01'))).toEqual({ start_date: 'Dates must be YYYY-MM-DD.' });
    expect(fieldsOf(period('2024-01-01', '01/03/2024'))).toEqual({ end_date: M.badDate });
    expect(fieldsOf(period(20240101, '2024-03-01'))).toEqual({ start_date: M.badDate });
  });

  it('start before end, end not after today, start not before the epoch', () => {
    expect(fieldsOf(period('2024-03-01', '2024-03-01'))).toEqual({ end_date: 'The start date must be before the end date.' });
    expect(fieldsOf(period('2024-03-01', '2024-02-01'))).toEqual({ end_date: M.startBeforeEnd });
    expect(fieldsOf(period('2026-03-02', '2026-04-01'))).toEqual({
      end_date: 'The historical period must end today or earlier.',
    });
    expect(fieldsOf(period('2014-01-01', '2014-03-01'))).toEqual({
      start_date: 'Historical data starts on 2014-01-02: choose a later start date.',
    });
  });

  it('needs at least one full period of `frequency` workdays', () => {
    // 2024-01-01 (Mon) to 2024-01-05 (Fri): 5 workdays.
    expect(period('2024-01-01', '2024-01-05', { frequency: 5 }).ok).toBe(true);
    expect(fieldsOf(period('2024-01-01', '2024-01-05', { frequency: 6 }))).toEqual({
      end_date: 'The historical period must hold at least one full period (6 workdays).',
    });
    // Saturday to Sunday: no workday at all.
    expect(fieldsOf(period('2024-01-06', '2024-01-07'))).toEqual({ end_date: M.atLeastOnePeriod(1) });
    expect(M.atLeastOnePeriod(1)).toBe('The historical period must hold at least one full period (1 workday).');
  });

  it('reports date errors together with other field errors', () => {
    expect(fieldsOf(period('2013-01-01', '2030-01-01', { allow_short_sell: 'maybe', delay_minutes_left: 99 }))).toEqual({
      allow_short_sell: M.yesNo,
      delay_minutes_left: M.invalidNumber,
      start_date: M.startFromEpoch,
      end_date: M.endNotFuture,
    });
  });
});
