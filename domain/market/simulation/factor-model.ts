/**
 * How each instrument's daily return loads on shared factors. Loadings are chosen so their
 * squares sum to 1: an asset's return has exactly its stated volatility, while assets that
 * share a factor are correlated by the product of their loadings (two stocks of one region
 * and sector ≈ 0.4, one region different sectors ≈ 0.3, different regions ≈ 0.15–0.2).
 */
import type { Instrument } from '../instrument';

export interface Loading {
  factor: string;
  weight: number;
}

export interface FactorSpec {
  loadings: Loading[];
  /** Weight of the instrument's own noise: √(1 − Σ weight²). */
  idiosyncratic: number;
  /** Expected annual log drift before the −σ²/2 correction. */
  drift: number;
}

const REGION_WEIGHT = 0.35;
const SECTOR_WEIGHT = 0.3;

function spec(loadings: Loading[], drift: number): FactorSpec {
  const sum = loadings.reduce((s, l) => s + l.weight * l.weight, 0);
  if (sum >= 1) throw new Error(`factor loadings exceed 1 (${sum})`);
  return { loadings, idiosyncratic: Math.sqrt(1 - sum), drift };
}

const region = (i: Instrument) => `region:${i.region}`;

export function factorSpecOf(i: Instrument): FactorSpec | null {
  switch (i.resourcetype) {
    case 'Equity':
      return spec(
        [
          { factor: 'equity:global', weight: Math.min(0.6, 0.4 * i.beta) },
          { factor: region(i), weight: REGION_WEIGHT },
          { factor: `sector:${i.sector}`, weight: SECTOR_WEIGHT },
        ],
        0.07,
      );
    case 'IndexFund':
      // A bond index moves with rates, not with stocks.
      if (i.beta < 0.2) return spec([{ factor: 'rates:global', weight: -0.85 }], 0.02);
      return spec(
        i.region === 'Global'
          ? [{ factor: 'equity:global', weight: 0.95 }]
          : [
              { factor: 'equity:global', weight: 0.72 },
              { factor: region(i), weight: 0.62 },
            ],
        0.065,
      );
    case 'ETF':
      if (i.etf_class === 'equity') {
        return spec(
          i.region === 'Global' || i.region === 'North America'
            ? [{ factor: 'equity:global', weight: 0.9 }, { factor: region(i), weight: 0.35 }]
            : [{ factor: 'equity:global', weight: 0.72 }, { factor: region(i), weight: 0.62 }],
          0.065,
        );
      }
      if (i.etf_class === 'commodity') return spec([{ factor: 'commodity:global', weight: 0.85 }], 0.01);
      // Bond ETFs move against rates: they load negatively on the global rates factor.
      return spec([{ factor: 'rates:global', weight: -0.85 }], 0.02);
    case 'Metal':
      return spec(
        [
          { factor: 'commodity:global', weight: 0.55 },
          { factor: i.ticker.startsWith('XAU') || i.ticker.startsWith('XAG') ? 'metals:precious' : 'metals:industrial', weight: 0.6 },
        ],
        0.02,
      );
    case 'Crypto':
      return spec([{ factor: 'crypto:global', weight: i.ticker.startsWith('BTC') ? 0.8 : 0.75 }], 0.25);
    default:
      return null;
  }
}
