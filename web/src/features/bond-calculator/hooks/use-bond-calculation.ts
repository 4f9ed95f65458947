/**
 * The calculator's result for the form, recomputed on every change (a few microseconds).
 * The calculation and the bond maths arrive in their own chunk, fetched while the page paints,
 * so that the public page's first load stays small; until then the result is `undefined`.
 */
import { useEffect, useMemo, useState } from 'react';
import type { BondCalculation } from '../model/calculate-bond';
import type { BondFormState } from '../model/bond-form';

type Calculator = typeof import('../model/calculate-bond').calculateBond;

let loading: Promise<Calculator> | undefined;
function loadCalculator(): Promise<Calculator> {
  loading ??= import('../model/calculate-bond').then((m) => m.calculateBond);
  return loading;
}

export function useBondCalculation(form: BondFormState): BondCalculation | undefined {
  const [calculate, setCalculate] = useState<Calculator>();
  useEffect(() => {
    let live = true;
    void loadCalculator().then((loaded) => {
      if (live) setCalculate(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => calculate?.(form), [calculate, form]);
}
