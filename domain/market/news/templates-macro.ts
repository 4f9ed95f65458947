/**
 * Central banks, currencies, commodities and crypto.
 */
import { formatNumber } from '../../format';
import { currencyBySymbol } from '../universe/currencies';
import { bp, capitalise, higherLower, list, moveClause, pct, pick, price, ratePct, roseFell, strengthOf, upDown, verb } from './phrasing';
import { bankSubject, centralBankOf, COMMODITIES } from './reference';
import type { CommodityStory, CryptoStory, FxStory, Rendered, RatesStory } from './types';

// ----- Central banks -----------------------------------------------------------------------------

export function renderRates(story: RatesStory, id: string): Rendered {
  const bank = centralBankOf(story.currency);
  const up = story.change >= 0;
  const rate = ratePct(story.rate);
  const headline = pick(
    up
      ? [
          `${bank.short} signals tighter policy; overnight rate at ${rate}`,
          `${bank.name} signals further hikes as overnight rate climbs to ${rate}`,
          `${story.currency} rates jump ${bp(story.change)} in a week as ${bank.short} turns hawkish`,
        ]
      : [
          `${bank.short} signals easier policy; overnight rate at ${rate}`,
          `${bank.name} signals more cuts as overnight rate falls to ${rate}`,
          `${story.currency} rates drop ${bp(story.change)} in a week as ${bank.short} turns dovish`,
        ],
    id,
    'headline',
  );
  const sentences = [
    `${capitalise(bankSubject(bank))} signalled a ${up ? 'tighter' : 'looser'} stance: the ${story.currency} overnight rate ${roseFell(story.change)} ${bp(story.change)} over five business days to ${rate}.`,
    `The 2-year yield stands at ${ratePct(story.twoYear)} and the 10-year at ${ratePct(story.tenYear)}.`,
  ];
  if (story.rate < 0) sentences.push('Short-term rates remain below zero.');
  if (story.importance >= 3) sentences.push(`Markets now price further ${up ? 'hikes' : 'cuts'} in the coming months.`);
  return { headline, body: sentences.join(' '), tickers: story.tickers };
}

// ----- Currencies ----------------------------------------------------------------------------------

interface Cause {
  clause: string;
  noun: string;
}

const DOLLAR_UP: readonly Cause[] = [
  { clause: 'US data surprise', noun: 'strong US economic data' },
  { clause: 'haven demand builds', noun: 'demand for safe havens' },
  { clause: 'Fed rate bets build', noun: 'bets on higher US interest rates' },
];
const DOLLAR_DOWN: readonly Cause[] = [
  { clause: 'US data disappoint', noun: 'soft US economic data' },
  { clause: 'risk appetite returns', noun: 'a return of risk appetite' },
  { clause: 'Fed rate bets fade', noun: 'bets on lower US interest rates' },
];
const CURRENCY_UP: readonly Cause[] = [
  { clause: 'intervention supports it', noun: 'suspected central-bank intervention' },
  { clause: 'inflows pick up', noun: 'strong portfolio inflows' },
  { clause: 'the trade surplus widens', noun: 'a wider than expected trade surplus' },
];
const CURRENCY_DOWN: readonly Cause[] = [
  { clause: 'capital outflows accelerate', noun: 'accelerating capital outflows' },
  { clause: 'political worries mount', noun: 'mounting political worries' },
  { clause: 'reserve concerns grow', noun: 'concerns about foreign-exchange reserves' },
];

export function renderFx(story: FxStory, id: string): Rendered {
  const strength = strengthOf(story.importance);
  const tickers = story.moves.map((m) => m.instrument.ric);
  if (story.currency === 'USD') {
    const why = pick(story.basket >= 0 ? DOLLAR_UP : DOLLAR_DOWN, id, 'cause');
    const eur = story.moves[0];
    const headline = pick(
      [
        `Dollar ${verb(story.basket, strength, id)} broadly as ${why.clause}`,
        `Dollar ${verb(story.basket, strength, id)} ${pct(story.basket)} against majors${eur ? `; ${eur.instrument.name} at ${price(eur.close, eur.instrument)}` : ''}`,
      ],
      id,
      'headline',
    );
    const sentences = [`The dollar ${roseFell(story.basket)} ${pct(story.basket)} against a basket of major currencies.`];
    if (story.moves.length > 0) sentences.push(`${capitalise(list(story.moves.map((m) => moveClause(m))))}.`);
    sentences.push(`Traders cited ${why.noun}.`);
    return { headline, body: sentences.join(' '), tickers };
  }
  const m = story.moves[0]!;
  const name = currencyBySymbol(story.currency)?.name ?? story.currency;
  const change = m.instrument.base_currency === story.currency ? m.change : 1 / (1 + m.change) - 1;
  const why = pick(change >= 0 ? CURRENCY_UP : CURRENCY_DOWN, id, 'cause');
  const headline = pick(
    [
      `${name} ${verb(change, strength, id)} ${pct(change)} against the dollar`,
      `${name} ${verb(change, strength, id)} as ${why.clause}; ${m.instrument.name} at ${price(m.close, m.instrument)}`,
    ],
    id,
    'headline',
  );
  const body = [
    `${capitalise(moveClause(m))}, leaving the ${name} ${pct(change)} ${higherLower(change)} against the dollar on the day.`,
    `Dealers cited ${why.noun}.`,
  ].join(' ');
  return { headline, body, tickers };
}

// ----- Commodities ---------------------------------------------------------------------------------

const COMMODITY_REASONS = {
  precious: { up: ['safe-haven buying', 'a weaker dollar', 'central-bank buying'], down: ['rising real yields', 'a firmer dollar', 'heavy profit-taking'] },
  industrial: { up: ['Chinese stimulus hopes', 'mine supply disruptions', 'falling warehouse stocks'], down: ['weak Chinese factory data', 'rising warehouse stocks', 'demand worries'] },
  energy: { up: ['OPEC+ output cuts', 'a surprise inventory draw', 'supply disruptions'], down: ['a surprise inventory build', 'more OPEC+ supply', 'demand worries'] },
} as const;

export function renderCommodity(story: CommodityStory, id: string): Rendered {
  const { move } = story;
  const desk = COMMODITIES[move.instrument.ric] ?? { label: move.instrument.name, unit: '', group: 'precious' as const };
  const reason = pick(COMMODITY_REASONS[desk.group][move.change >= 0 ? 'up' : 'down'], id, 'reason');
  const v = verb(move.change, strengthOf(story.importance), id);
  const at = `${price(move.close, move.instrument)}${desk.unit}`;
  const headline = pick(
    [
      desk.group === 'energy' ? `${desk.label} ${v} ${pct(move.change)}; ${move.instrument.ticker} at ${at}` : `${desk.label} ${v} ${pct(move.change)} to ${at}`,
      `${desk.label} ${v} ${pct(move.change)} on ${reason}`,
    ],
    id,
    'headline',
  );
  const subject = desk.group === 'energy' ? `The ${move.instrument.name} (${move.instrument.ticker}), which tracks crude oil futures,` : desk.label;
  const times = formatNumber(Math.abs(story.sigmas), { decimals: 1 });
  const body = [
    `${subject} ${roseFell(move.change)} ${pct(move.change)} to ${at}, about ${times} times its typical daily move.`,
    `Traders cited ${reason}.`,
  ].join(' ');
  return { headline, body, tickers: [move.instrument.ric] };
}

// ----- Crypto ----------------------------------------------------------------------------------------

const CRYPTO_UP = ['ETF inflow hopes', 'institutional buying', 'a short squeeze'] as const;
const CRYPTO_DOWN = ['regulatory crackdown fears', 'forced liquidations of leveraged positions', 'large outflows from exchanges'] as const;
const COIN_UP = ['a network upgrade', 'a major exchange listing', 'partnership news'] as const;
const COIN_DOWN = ['a network outage', 'delisting fears', 'selling by large holders'] as const;

export function renderCrypto(story: CryptoStory, id: string): Rendered {
  const lead = story.moves[0]!;
  const name = lead.instrument.name;
  const at = price(lead.close, lead.instrument);
  const tickers = story.moves.map((m) => m.instrument.ric);
  const clauses = `${capitalise(list(story.moves.map((m) => moveClause(m))))}.`;
  if (story.scope === 'weekend') {
    const headline = pct(lead.change) === '0.00%' ? `Crypto weekend: ${name} flat at ${at}` : `Crypto weekend: ${name} ${upDown(lead.change)} ${pct(lead.change)} at ${at}`;
    return { headline, body: `${clauses} Crypto trades through the weekend while other markets are closed.`, tickers };
  }
  const up = lead.change >= 0;
  const v = verb(lead.change, strengthOf(story.importance), id);
  const reason = pick(story.scope === 'market' ? (up ? CRYPTO_UP : CRYPTO_DOWN) : up ? COIN_UP : COIN_DOWN, id, 'reason');
  const headline = pick(
    story.scope === 'market'
      ? [`${name} ${v} ${pct(lead.change)} as crypto ${up ? 'rallies' : 'sells off'}`, `Crypto ${up ? 'rally' : 'rout'}: ${name} ${upDown(lead.change)} ${pct(lead.change)} at ${at}`]
      : [`${name} ${v} ${pct(lead.change)} on ${reason}`, `${name} ${v} ${pct(lead.change)} to ${at}`],
    id,
    'headline',
  );
  return { headline, body: `${clauses} Traders cited ${reason}.`, tickers };
}
