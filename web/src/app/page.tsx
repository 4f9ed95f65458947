import { lazy, Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';

/** A lazy page: a spinner until its chunk has loaded. */
export function Page({ children, label }: { children: ReactNode; label?: string }) {
  return <Suspense fallback={<FullScreenSpinner label={label} />}>{children}</Suspense>;
}

/** Open to everyone: both route maps show it. */
export const BondCalculatorPage = lazy(() => import('@/features/bond-calculator/components/bond-calculator-page').then((m) => ({ default: m.BondCalculatorPage })));
