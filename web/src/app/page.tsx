import { lazy, Suspense, type ReactNode } from 'react';
import { FullScreenSpinner } from '@/components/full-screen-spinner';

/** A lazy page: a spinner until its chunk has loaded. */
export function Page({ children, label }: { children: ReactNode; label?: string }) {
  return <Suspense fallback={<FullScreenSpinner label={label} />}>{children}</Suspense>;
}

const BondCalculator = lazy(() => import('@/features/bond-calculator/components/bond-calculator-page').then((m) => ({ default: m.BondCalculatorPage })));
// Only a signed-in visitor sees the user menu: the public page does not load its dropdown.
const UserMenu = lazy(() => import('@/features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })));

/** Open to everyone: both route maps show it. */
export function BondCalculatorPage() {
  return <BondCalculator userMenu={<UserMenu />} />;
}
