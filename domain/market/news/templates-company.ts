/**
 * Company stories: the company, its move, and a plausible reason. When the asset's own noise
 * made the move the reason is company news (results, guidance, deals, analysts, regulators);
 * when its market and sector factors did, the story says it was swept along.
 */
import { formatNumber } from '../../format';
import type { Sector } from '../instrument';
import { capitalise, moveClause, pct, pick, price, roseFell, strengthOf, verb } from './phrasing';
import { REGION_DESKS, SECTOR_WORDS, shortName } from './reference';
import type { CompanyStory, Rendered } from './types';

interface Reason {
  /** After 'on' / 'after' in a headline: 'earnings beat'. */
  headline: string;
  /** A full sentence for the body. */
  sentence: (name: string) => string;
}

const reason = (headline: string, sentence: (name: string) => string): Reason => ({ headline, sentence });

const GOOD_NEWS: readonly Reason[] = [
  reason('earnings beat', (n) => `${n} reported quarterly earnings well above analysts' estimates.`),
  reason('raised guidance', (n) => `${n} raised its full-year outlook, citing stronger demand.`),
  reason('takeover talk', (n) => `Traders cited reports that ${n} has attracted takeover interest.`),
  reason('analyst upgrade', (n) => `A major broker upgraded ${n} to buy and lifted its price target.`),
  reason('buyback plan', (n) => `${n} announced a larger-than-expected share buyback.`),
  reason('big contract win', (n) => `${n} said it had won a multi-year contract, its largest to date.`),
  reason('strong sales', (n) => `${n} posted quarterly sales ahead of the most optimistic forecasts.`),
  reason('merger news', (n) => `${n} confirmed talks on a merger that analysts see as value-creating.`),
];

const BAD_NEWS: readonly Reason[] = [
  reason('earnings miss', (n) => `${n} reported quarterly earnings well short of analysts' estimates.`),
  reason('guidance cut', (n) => `${n} cut its full-year outlook, warning of weaker demand.`),
  reason('profit warning', (n) => `${n} issued an unexpected profit warning.`),
  reason('analyst downgrade', (n) => `A major broker downgraded ${n} to sell and cut its price target.`),
  reason('regulatory probe', (n) => `Regulators opened an investigation into ${n}'s business practices.`),
  reason('CEO exit', (n) => `${n} announced the surprise departure of its chief executive.`),
  reason('lost contract', (n) => `${n} said a major customer would not renew its contract.`),
  reason('deal collapse', (n) => `Talks on a planned acquisition by ${n} broke down.`),
];

const SECTOR_GOOD: Partial<Record<Sector, readonly Reason[]>> = {
  'Health Care': [reason('trial success', (n) => `${n} reported positive late-stage trial results for a key drug.`)],
  Technology: [reason('demand boom', (n) => `${n} said orders had accelerated on strong demand for its products.`)],
  Financials: [reason('margin boost', (n) => `${n} reported a jump in net interest income.`)],
  Energy: [reason('output boost', (n) => `${n} announced a major discovery and higher production targets.`)],
};

const SECTOR_BAD: Partial<Record<Sector, readonly Reason[]>> = {
  'Health Care': [reason('trial setback', (n) => `${n} said a late-stage trial of a key drug had missed its main goal.`)],
  Technology: [reason('order slump', (n) => `${n} warned that customer orders had slowed sharply.`)],
  Financials: [reason('loan-loss charge', (n) => `${n} set aside far more than expected for bad loans.`)],
  Energy: [reason('output setback', (n) => `${n} cut its production targets after outages at key sites.`)],
};

function companyReason(story: CompanyStory, id: string): Reason {
  const up = story.move.change >= 0;
  const sector = story.equity.sector;
  const options = [...(up ? GOOD_NEWS : BAD_NEWS), ...((up ? SECTOR_GOOD : SECTOR_BAD)[sector] ?? [])];
  return pick(options, id, 'reason');
}

function marketReason(story: CompanyStory, id: string): Reason {
  const up = story.move.change >= 0;
  const sectorWord = SECTOR_WORDS[story.equity.sector];
  const region = REGION_DESKS[story.equity.region]?.adjective ?? 'regional';
  const options = up
    ? [
        reason(`strength in ${sectorWord} stocks`, (n) => `${n} was carried by broad buying of ${sectorWord} stocks.`),
        reason('a broad market upswing', (n) => `${n} moved with a strong session for ${region} stocks.`),
      ]
    : [
        reason(`weakness in ${sectorWord} stocks`, (n) => `${n} was caught in a broad sell-off in ${sectorWord} stocks.`),
        reason('a market rout', (n) => `${n} moved with the wider ${region} market as investors cut risk.`),
      ];
  return pick(options, id, 'reason');
}

export function renderCompany(story: CompanyStory, id: string): Rendered {
  const { equity, move } = story;
  const name = shortName(equity.name);
  const why = story.companySpecific ? companyReason(story, id) : marketReason(story, id);
  const v = verb(move.change, strengthOf(story.importance), id);
  const p = pct(move.change);
  const headline = pick(
    [
      `${name} ${v} ${p} on ${why.headline}`,
      `${name} shares ${verb(move.change, strengthOf(story.importance), id, true)} ${p} after ${why.headline}`,
      `${capitalise(why.headline)}: ${name} ${v} ${p}`,
      `${equity.ticker} ${v} ${p} on ${why.headline}`,
    ],
    id,
    'headline',
  );
  const times = formatNumber(Math.abs(story.sigmas), { decimals: 1 });
  const sentences = [
    `Shares of ${equity.name} (${equity.ticker}) ${roseFell(move.change)} ${p} to ${price(move.close, equity)} on the day, about ${times} times their typical daily move.`,
    why.sentence(name),
  ];
  if (story.dividend > 0) sentences.push(`The stock also went ex-dividend, ${price(story.dividend, equity)} a share.`);
  else if (story.benchmark) sentences.push(`${capitalise(moveClause(story.benchmark))}.`);
  return { headline, body: sentences.join(' '), tickers: [equity.ric] };
}
