/** The user menu of every header: the trigger shows the username; items end with Change password and Logout. */
import { PersonIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLogout } from '../hooks/use-logout';
import { authAtom } from '@/lib/auth-state';

// Loaded when first opened: the menu is on every page, the dialog rarely used.
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

export function UserMenu({ children }: { children?: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const logout = useLogout();
  const [changing, setChanging] = useState(false);
  if (!auth) return null;
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="soft" color="gray" size="2" style={{ maxWidth: 200 }}>
            <PersonIcon aria-hidden />
            <Text truncate>{auth.username}</Text>
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end" size="2">
          {auth.selected_person ? (
            <>
              <DropdownMenu.Label>Trading as {auth.selected_person.name}</DropdownMenu.Label>
            </>
          ) : null}
          {children}
          {children || auth.selected_person ? <DropdownMenu.Separator /> : null}
          <DropdownMenu.Item onSelect={() => setChanging(true)}>Change password</DropdownMenu.Item>
          <DropdownMenu.Item color="red" onSelect={logout}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {changing ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
