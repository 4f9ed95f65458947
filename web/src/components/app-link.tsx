/** A link inside the app: react-router navigation with Radix's link styling (not the browser's default blue). */
import { Link } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function AppLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Link asChild>
      <RouterLink to={to} aria-label={label}>
        {children}
      </RouterLink>
    </Link>
  );
}
