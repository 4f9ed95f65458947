/**
 * The admin dashboard's top menu (spec 002 §2): data, users, trainers, sessions, errors.
 * market-history, initial-portfolio and commands join when their issue lands; the logout item
 * with the username is the header's user menu.
 */
import { TabNav } from '@radix-ui/themes';
import { NavLink, useLocation } from 'react-router';

export const ADMIN_MENU = [
  { path: 'data', label: 'Data' },
  { path: 'users', label: 'Users' },
  { path: 'trainers', label: 'Trainers' },
  { path: 'sessions', label: 'Sessions' },
  { path: 'errors', label: 'Errors' },
] as const;

export function AdminMenu() {
  const { pathname } = useLocation();
  const current = pathname.split('/')[2] ?? 'data';
  return (
    <TabNav.Root aria-label="Admin dashboard" size="2" style={{ overflowX: 'auto', maxWidth: '100%', boxShadow: 'none' }}>
      {ADMIN_MENU.map((item) => (
        <TabNav.Link key={item.path} asChild active={current === item.path}>
          <NavLink to={`/dashboard/${item.path}`}>{item.label}</NavLink>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  );
}
