/**
 * The trading room's menu (spec 001 §2): the screens the session offers, as tabs from 768 px
 * and as one menu button on phones, with the period countdown of a historical session at the end.
 */
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Box, Button, DropdownMenu, Flex, TabNav } from '@radix-ui/themes';
import { Link, useLocation, useNavigate } from 'react-router';
import { PeriodCountdown } from './period-countdown';

export interface RoomScreen {
  path: string;
  label: string;
}

export function RoomMenu({ base, screens }: { base: string; screens: RoomScreen[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = screens.find((s) => pathname === `${base}/${s.path}` || pathname.startsWith(`${base}/${s.path}/`));
  return (
    <Box
      asChild
      style={{ background: 'var(--color-panel-solid)', borderBottom: '1px solid var(--gray-a5)' }}
    >
      <nav aria-label="Trading room">
        <Flex align="center" gap="3" px={{ initial: '3', sm: '5' }} py={{ initial: '2', md: '0' }} justify="between">
          <Box display={{ initial: 'none', md: 'block' }} style={{ minWidth: 0, overflowX: 'auto' }}>
            <TabNav.Root size="2" style={{ boxShadow: 'none' }}>
              {screens.map((s) => (
                <TabNav.Link key={s.path} asChild active={current?.path === s.path}>
                  <Link to={`${base}/${s.path}`}>{s.label}</Link>
                </TabNav.Link>
              ))}
            </TabNav.Root>
          </Box>
          <Box display={{ initial: 'block', md: 'none' }}>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <Button variant="soft" size="3" aria-label="Menu">
                  <HamburgerMenuIcon aria-hidden />
                  {current?.label ?? 'Menu'}
                  <DropdownMenu.TriggerIcon />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content size="2">
                {screens.map((s) => (
                  <DropdownMenu.Item key={s.path} onSelect={() => navigate(`${base}/${s.path}`)} style={{ minHeight: 40 }}>
                    {s.label}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </Box>
          <Flex align="center" gap="2" py="1" flexShrink="0">
            <PeriodCountdown />
          </Flex>
        </Flex>
      </nav>
    </Box>
  );
}
