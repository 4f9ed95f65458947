/**
 * Shared wording: deterministic choices by hashing, direction verbs, and number formatting
 * through domain/format.ts so figures read as they do on screen.
 */
import { formatNumber, formatPercent, formatPrice } from '../../format';
import type { Instrument } from '../instrument';
import { hashString } from '../random';
import type { Importance, Move } from './types';

/** FNV-1a of the key, then a MurmurHash3 finaliser: ids differing only in their date still spread evenly. */
function mixedHash(key: string): number {
  let h = hashString(key);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A deterministic choice from `options`, keyed by the story id and a salt. */
export function pick<T>(options: readonly T[], id: string, salt: string): T {
  const value = options[mixedHash(`${id}|${salt}`) % options.length];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

/** A deterministic integer in [min, max] keyed by the story id and a salt. */
export function spread(id: string, salt: string, min: number, max: number): number {
  return min + (mixedHash(`${id}|${salt}`) % (max - min + 1));
}

/** Headline verbs (third person singular) by direction and strength; the tests read these. */
export const UP_VERBS = {
  mild: ['rises', 'gains', 'climbs', 'advances'],
  strong: ['jumps', 'rallies', 'leaps'],
  huge: ['surges', 'soars', 'rockets'],
} as const;
export const DOWN_VERBS = {
  mild: ['falls', 'drops', 'declines', 'retreats'],
  strong: ['slides', 'tumbles', 'sinks'],
  huge: ['plunges', 'slumps', 'plummets'],
} as const;
/** Same in the plural ('Global stocks slide'). */
export const UP_VERBS_PLURAL = {
  mild: ['rise', 'gain', 'climb', 'advance'],
  strong: ['jump', 'rally', 'leap'],
  huge: ['surge', 'soar', 'rocket'],
} as const;
export const DOWN_VERBS_PLURAL = {
  mild: ['fall', 'drop', 'decline', 'retreat'],
  strong: ['slide', 'tumble', 'sink'],
  huge: ['plunge', 'slump', 'plummet'],
} as const;

/** Every headline verb of a direction, for checking a headline's direction. */
export const ALL_UP_WORDS: readonly string[] = [...new Set([...Object.values(UP_VERBS).flat(), ...Object.values(UP_VERBS_PLURAL).flat(), 'higher', 'up'])];
export const ALL_DOWN_WORDS: readonly string[] = [...new Set([...Object.values(DOWN_VERBS).flat(), ...Object.values(DOWN_VERBS_PLURAL).flat(), 'lower', 'down'])];

export type Strength = keyof typeof UP_VERBS;

export function strengthOf(importance: Importance): Strength {
  return importance <= 1 ? 'mild' : importance <= 3 ? 'strong' : 'huge';
}

export function verb(change: number, strength: Strength, id: string, plural = false): string {
  const table = change >= 0 ? (plural ? UP_VERBS_PLURAL : UP_VERBS) : plural ? DOWN_VERBS_PLURAL : DOWN_VERBS;
  return pick(table[strength], id, 'verb');
}

/** Magnitude of a fractional change as a percent: −0.0321 → '3.21%'. */
export function pct(change: number): string {
  return formatPercent(Math.abs(change), 2);
}

/** Signed percent: +3.21% / -3.21%. */
export function signedPct(change: number): string {
  return `${change >= 0 ? '+' : '-'}${pct(change)}`;
}

export const upDown = (change: number) => (change >= 0 ? 'up' : 'down');
export const higherLower = (change: number) => (change >= 0 ? 'higher' : 'lower');
export const roseFell = (change: number) => (change >= 0 ? 'rose' : 'fell');

/** Index levels and other plain levels: '16,290.35'. */
export function level(value: number): string {
  return formatNumber(value, { decimals: 2 });
}

/** A price with its currency: 'EUR 123.45' (FX pairs and index levels have none). */
export function price(value: number, instrument: Instrument): string {
  // Coins above a dollar read better with cents than with formatPrice's five decimals.
  const text = instrument.resourcetype === 'Crypto' && value >= 1 ? formatNumber(value, { decimals: 2 }) : formatPrice(value, instrument);
  if (instrument.resourcetype === 'FX' || instrument.resourcetype === 'IndexFund') return text;
  return `${instrument.variable_currency} ${text}`;
}

/** Short display name of an index or instrument for running text ('S&P 500'). */
export function label(move: Move): string {
  const { name } = move.instrument;
  return move.instrument.resourcetype === 'IndexFund' && name.startsWith('MSCI') ? `${name} index` : name;
}

/** 'the S&P 500 rose 1.20% to 4,512.30'. */
export function moveClause(move: Move, withLevel = true): string {
  const name = move.instrument.resourcetype === 'IndexFund' ? `the ${label(move)}` : label(move);
  if (Math.abs(move.change) < 0.00005) return `${name} was unchanged at ${levelOf(move)}`;
  return `${name} ${roseFell(move.change)} ${pct(move.change)}${withLevel ? ` to ${levelOf(move)}` : ''}`;
}

function levelOf(move: Move): string {
  return move.instrument.resourcetype === 'IndexFund' ? level(move.close) : price(move.close, move.instrument);
}

/** 'a, b and c'. */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Basis points of a rate change, rounded: 0.00237 → '24 bp'. */
export function bp(change: number): string {
  return `${Math.round(Math.abs(change) * 10_000)} bp`;
}

export function ratePct(rate: number): string {
  return formatPercent(rate, 2);
}
