/**
 * What each ETF holds, as model 2 prices it (issue 26, "one market"): a fund's daily move is
 * what it holds, converted to dollars along the FX path, less its yearly fee
 * (`expense_ratio`), so SPY stays the S&P 500 index fund ÷ 10 and GLD follows gold.
 * - `index`: an index fund of the universe, in its own currency, converted to USD;
 * - `metal`: a metal of the universe (physical trusts);
 * - `oil`: the WTI or Brent anchors (futures roll costs are not modelled);
 * - `bonds`: the USD curve at the fund's duration: the fund pays out its yield, so its price moves
 *   by −duration × the yield's change (convexity and credit spread moves are not modelled);
 * - `basket`: log returns weighted by the stated parts.
 */
export type EtfHolding =
  | { kind: 'index'; ric: string }
  | { kind: 'metal'; ric: string }
  | { kind: 'oil'; series: 'WTI' | 'BRENT' }
  | { kind: 'bonds'; duration: number }
  | { kind: 'basket'; parts: readonly { holding: EtfHolding; weight: number }[] };

const index = (ric: string): EtfHolding => ({ kind: 'index', ric });

export const ETF_HOLDINGS: Readonly<Record<string, EtfHolding>> = {
  'SPY.P': index('.SPX'),
  'QQQ.O': index('.NDX'),
  // The Russell 2000 has no anchor: the S&P 500 index fund (issue 26).
  'IWM.P': index('.SPX'),
  'EFA.P': index('.dMIWD00000PUS'),
  'VGK.P': index('.dMIWD00000PUS'),
  'EEM.P': index('.dMIEF00000PUS'),
  'EWJ.P': index('.N225'),
  'EWZ.P': index('.BVSP'),
  'GULF.O': index('.TASI'),
  'EZA.P': index('.JTOPI'),
  'AGG.P': { kind: 'bonds', duration: 6 },
  'TLT.O': { kind: 'bonds', duration: 17 },
  'IEF.O': { kind: 'bonds', duration: 7.5 },
  'LQD.P': { kind: 'bonds', duration: 8.5 },
  'HYG.P': { kind: 'bonds', duration: 4 },
  'BNDX.O': { kind: 'bonds', duration: 7 },
  'EMB.O': { kind: 'bonds', duration: 7 },
  'GLD.P': { kind: 'metal', ric: 'XAU=' },
  'SLV.P': { kind: 'metal', ric: 'XAG=' },
  'USO.P': { kind: 'oil', series: 'WTI' },
  // The DB Commodity Index's stated weights, in four parts: energy, gold, industrial metals, the rest with energy.
  'DBC.P': {
    kind: 'basket',
    parts: [
      { holding: { kind: 'oil', series: 'WTI' }, weight: 0.35 },
      { holding: { kind: 'oil', series: 'BRENT' }, weight: 0.3 },
      { holding: { kind: 'metal', ric: 'XAU=' }, weight: 0.15 },
      { holding: { kind: 'metal', ric: 'CMCU3' }, weight: 0.2 },
    ],
  },
};
