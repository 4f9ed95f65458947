/** The console's menu as links to its sub-routes (a tab strip that scrolls on phones). */
import { TabNav } from '@radix-ui/themes';
import { NavLink, useLocation } from 'react-router';
import type { ConsoleTab } from './console-tabs';

/** Links are absolute: relative links inside the splat route /session/:id/* resolve against the whole URL. */
export function ConsoleMenu({ tabs, sessionId }: { tabs: ConsoleTab[]; sessionId: number }) {
  const { pathname } = useLocation();
  const current = pathname.split('/')[3] ?? 'overview';
  return (
    <TabNav.Root aria-label="Session console" style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {tabs.map((t) => (
        <TabNav.Link key={t.path} asChild active={current === t.path}>
          <NavLink to={`/session/${sessionId}/${t.path}`}>{t.label}</NavLink>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  );
}
