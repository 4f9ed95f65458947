/**
 * The whole simulated market universe: every instrument of every type, in one list, plus a
 * lookup by ric. Currencies are reference data of their own (./currencies).
 */
import { RESOURCETYPES, type Resourcetype } from '../../enums';
import type { Instrument } from '../instrument';
import { AFS_BONDS, CORPORATE_BONDS, GOVT_BONDS, HTM_BONDS } from './bonds';
import { EQUITIES } from './equities';
import { ETFS } from './etfs';
import { FX_FORWARDS, FX_PAIRS } from './fx';
import { INDEX_FUNDS } from './index-funds';
import { CRYPTO, METALS } from './metals-crypto';
import { OPTION_UNDERLYINGS } from './options';
import { CDS, DEPOSITS, REPOS, TBILLS, YIELD_SERIES } from './rates';

export { CURRENCIES, currencyBySymbol } from './currencies';
export { AFS_BONDS, CORPORATE_BONDS, GOVT_BONDS, HTM_BONDS } from './bonds';
export { EQUITIES } from './equities';
export { ETFS } from './etfs';
export { FX_FORWARDS, FX_PAIRS } from './fx';
export { INDEX_FUNDS, REPORTING_BENCHMARKS } from './index-funds';
export { CRYPTO, METALS } from './metals-crypto';
export { OPTION_UNDERLYINGS } from './options';
export { CDS, DEPOSITS, EPOCH_YIELDS_PCT, REPOS, TBILLS, YIELD_SERIES } from './rates';

export const UNIVERSE: readonly Instrument[] = [
  ...FX_PAIRS,
  ...FX_FORWARDS,
  ...EQUITIES,
  ...ETFS,
  ...GOVT_BONDS,
  ...CORPORATE_BONDS,
  ...HTM_BONDS,
  ...AFS_BONDS,
  ...METALS,
  ...CRYPTO,
  ...CDS,
  ...TBILLS,
  ...REPOS,
  ...OPTION_UNDERLYINGS,
  ...YIELD_SERIES,
  ...INDEX_FUNDS,
  ...DEPOSITS,
];

let byRic: ReadonlyMap<string, Instrument> | undefined;

/** The instrument with this ric, or undefined. The map is built on first use. */
export function instrumentByRic(ric: string): Instrument | undefined {
  if (!byRic) {
    const map = new Map<string, Instrument>();
    for (const instrument of UNIVERSE) {
      if (map.has(instrument.ric)) throw new Error(`duplicate ric in universe: ${instrument.ric}`);
      map.set(instrument.ric, instrument);
    }
    byRic = map;
  }
  return byRic.get(ric);
}

/** Number of instruments per resourcetype (every resourcetype present as a key). */
export function universeCounts(): Record<Resourcetype, number> {
  const counts = Object.fromEntries(RESOURCETYPES.map((t) => [t, 0])) as Record<Resourcetype, number>;
  for (const instrument of UNIVERSE) counts[instrument.resourcetype] += 1;
  return counts;
}

/** The instruments of one resourcetype, typed by it. */
export function instrumentsOfType<T extends Resourcetype>(type: T): readonly (Instrument & { resourcetype: T })[] {
  return UNIVERSE.filter((i): i is Instrument & { resourcetype: T } => i.resourcetype === type);
}
