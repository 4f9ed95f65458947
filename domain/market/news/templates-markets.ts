/**
 * Equity-market stories (global and regional shocks) and the daily market wrap.
 */
import { formatNumber } from '../../format';
import { bp, capitalise, higherLower, list, moveClause, pct, pick, ratePct, roseFell, signedPct, strengthOf, upDown, verb } from './phrasing';
import { REGION_DESKS } from './reference';
import type { MarketStory, Move, Rendered, WrapStory } from './types';

interface Cause {
  /** Clause after 'as': 'recession fears mount'. */
  clause: string;
  /** Noun phrase: 'mounting recession fears'. */
  noun: string;
}

const cause = (clause: string, noun: string): Cause => ({ clause, noun });

const GLOBAL_UP: readonly Cause[] = [
  cause('rate-cut hopes build', 'growing hopes of lower interest rates'),
  cause('economic data beat forecasts', 'stronger-than-expected economic data'),
  cause('earnings impress', 'a run of upbeat company results'),
  cause('trade tensions ease', 'easing trade tensions'),
  cause('inflation cools', 'signs that inflation is cooling'),
  cause('stimulus hopes grow', 'hopes of fresh government stimulus'),
];

const GLOBAL_DOWN: readonly Cause[] = [
  cause('recession fears mount', 'mounting recession fears'),
  cause('inflation worries return', 'renewed inflation worries'),
  cause('bond yields spike', 'a sharp rise in bond yields'),
  cause('trade tensions flare', 'flaring trade tensions'),
  cause('geopolitical tensions escalate', 'escalating geopolitical tensions'),
  cause('the growth outlook darkens', 'a darkening growth outlook'),
];

const REGION_UP: readonly Cause[] = [
  cause('local data surprise to the upside', 'upbeat local economic data'),
  cause('foreign investors return', 'a return of foreign buyers'),
  cause('policy support hopes grow', 'hopes of policy support'),
  cause('currency stability lifts sentiment', 'a steadier local currency'),
];

const REGION_DOWN: readonly Cause[] = [
  cause('foreign investors pull out', 'heavy selling by foreign investors'),
  cause('local growth worries mount', 'worries about local growth'),
  cause('political uncertainty grows', 'growing political uncertainty'),
  cause('currency weakness hits sentiment', 'a weaker local currency'),
];

const CRISIS_DOWN = cause('panic selling grips markets', 'panic selling across asset classes');
const CRISIS_UP = cause('a historic relief rally takes hold', 'a historic relief rally');

/** Multiple of the instrument's typical daily move, one decimal: '2.8'. */
function times(move: Move): string {
  const sd = move.instrument.volatility * Math.sqrt(1 / 252);
  return formatNumber(Math.abs(move.change) / sd, { decimals: 1 });
}

export function renderMarket(story: MarketStory, id: string): Rendered {
  return story.region === 'Global' ? renderGlobal(story, id) : renderRegional(story, id);
}

function renderGlobal(story: MarketStory, id: string): Rendered {
  const { lead } = story;
  const up = lead.change >= 0;
  const why = story.importance >= 5 ? (up ? CRISIS_UP : CRISIS_DOWN) : pick(up ? GLOBAL_UP : GLOBAL_DOWN, id, 'cause');
  const strength = strengthOf(story.importance);
  const p = pct(lead.change);
  const headline = pick(
    [
      `Global stocks ${verb(lead.change, strength, id, true)} ${p} as ${why.clause}`,
      `World markets ${verb(lead.change, strength, id, true)} as ${why.clause}; ${lead.instrument.name} ${upDown(lead.change)} ${p}`,
      `${lead.instrument.name} ${verb(lead.change, strength, id)} ${p} as ${why.clause}`,
    ],
    id,
    'headline',
  );
  const sentences = [
    `${capitalise(moveClause(lead))}, about ${times(lead)} times its typical daily move.`,
    `Traders attributed the move to ${why.noun}.`,
  ];
  if (story.others.length > 0) sentences.push(`${capitalise(list(story.others.map((m) => moveClause(m, false))))}.`);
  if (story.importance >= 4) {
    sentences.push(
      up
        ? 'Short sellers scrambled to cover positions as volumes surged.'
        : 'Volatility gauges spiked and investors piled into gold and government bonds.',
    );
  }
  return { headline, body: sentences.join(' '), tickers: [lead, ...story.others].map((m) => m.instrument.ric) };
}

function renderRegional(story: MarketStory, id: string): Rendered {
  const { lead } = story;
  const desk = REGION_DESKS[story.region];
  const adjective = desk?.adjective ?? story.region;
  const why = pick(lead.change >= 0 ? REGION_UP : REGION_DOWN, id, 'cause');
  const strength = strengthOf(story.importance);
  const p = pct(lead.change);
  const headline = pick(
    [
      `${adjective} stocks ${verb(lead.change, strength, id, true)} as ${why.clause}`,
      `${lead.instrument.name} ${verb(lead.change, strength, id)} ${p}; ${adjective} markets ${higherLower(lead.change)}`,
      `${adjective} shares ${verb(lead.change, strength, id, true)} ${p} as ${why.clause}`,
    ],
    id,
    'headline',
  );
  const sentences = [
    `${capitalise(moveClause(lead))}, about ${times(lead)} times its typical daily move.`,
    `Dealers pointed to ${why.noun}.`,
  ];
  if (story.others.length > 0) sentences.push(`Across the region ${list(story.others.map((m) => moveClause(m, false)))}.`);
  return { headline, body: sentences.join(' '), tickers: [lead, ...story.others].map((m) => m.instrument.ric) };
}

// ----- The wrap --------------------------------------------------------------------------------

const SHORT_INDEX_NAMES: Record<string, string> = { '.SPX': 'S&P 500', '.STOXX50E': 'Euro Stoxx 50', '.FTSE': 'FTSE', '.N225': 'Nikkei' };

const shortIndex = (m: Move) => SHORT_INDEX_NAMES[m.instrument.ric] ?? m.instrument.name;

export function renderWrap(story: WrapStory, id: string): Rendered {
  const indices = story.moves.filter((m) => m.instrument.resourcetype === 'IndexFund');
  const others = story.moves.filter((m) => m.instrument.resourcetype !== 'IndexFund');
  const lead = indices[0] ?? story.moves[0]!;
  const second = indices[1];
  const flat = pct(lead.change) === '0.00%';
  const where = lead.instrument.ric === '.SPX' ? 'Wall Street' : 'Stocks';
  const headline = flat
    ? `Markets wrap: ${shortIndex(lead)} unchanged`
    : pick(
        [
          `Markets wrap: ${shortIndex(lead)} ${signedPct(lead.change)}${second ? `, ${shortIndex(second)} ${signedPct(second.change)}` : ''}`,
          `${where} closes ${higherLower(lead.change)}; ${shortIndex(lead)} ${upDown(lead.change)} ${pct(lead.change)}`,
          `Closing bell: ${shortIndex(lead)} ${verb(lead.change, 'mild', id)} ${pct(lead.change)}`,
        ],
        id,
        'headline',
      );
  const sentences = [`At the close ${list(indices.map((m) => moveClause(m)))}.`];
  if (others.length > 0) sentences.push(`${capitalise(list(others.map((m) => moveClause(m))))}.`);
  if (story.tenYear) {
    const change = story.tenYear.change;
    const yieldMove = Math.round(Math.abs(change) * 10_000) === 0 ? 'was little changed' : `${roseFell(change)} ${bp(change)}`;
    sentences.push(`The US 10-year yield ${yieldMove} to ${ratePct(story.tenYear.level)}.`);
  }
  return { headline, body: sentences.join(' '), tickers: story.moves.map((m) => m.instrument.ric) };
}
