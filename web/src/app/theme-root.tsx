/**
 * The markup Radix Themes' `<Theme>` renders at the root for the app's theme (components/theme.ts)
 * (node_modules/@radix-ui/themes/dist/esm/components/theme.js): the `radix-themes` class and
 * the data attributes its CSS reads. The signed-in app mounts the real `<Theme>`; the
 * signed-out pages mount this copy of its markup, because `<Theme>` always brings Radix's
 * Tooltip provider (popper, floating-ui, dismissable layer: about 19 kB gzipped) that those
 * pages never use. What reads Theme's context (Select, DropdownMenu) needs the real one, or
 * that context (the bond calculator's lists, features/bond-calculator/components/choice-select.tsx).
 */
import type { ReactNode } from 'react';
import { THEME } from '@/components/theme';

export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <div
      className="radix-themes"
      data-is-root-theme="true"
      data-accent-color={THEME.accentColor}
      data-gray-color={THEME.grayColor}
      data-has-background="true"
      data-panel-background={THEME.panelBackground}
      data-radius={THEME.radius}
      data-scaling={THEME.scaling}
    >
      {children}
    </div>
  );
}
