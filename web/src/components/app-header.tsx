/**
 * The top bar of every page: the app name (a link to the dashboard) on the left, optional
 * context after it, and the page's controls (live indicator, user menu) on the right. Below
 * 768 px the context moves to its own line under the name and controls.
 */
import { Box, Link, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from './app-name';

export function AppHeader({ context, actions, homeTo = '/dashboard' }: { context?: ReactNode; actions?: ReactNode; homeTo?: string }) {
  return (
    <Box asChild style={{ borderBottom: '1px solid var(--gray-a5)', background: 'var(--color-panel-solid)', position: 'sticky', top: 0, zIndex: 10 }}>
      <header>
        <div className="app-header">
          <Link asChild weight="bold" size={{ initial: '2', sm: '3' }} highContrast underline="none" className="app-header__home">
            <RouterLink to={homeTo}>{APP_NAME}</RouterLink>
          </Link>
          {context ? (
            <div className="app-header__context">
              <Separator orientation="vertical" size="1" className="app-header__separator" style={{ height: 20 }} />
              <Text as="div" size="2" style={{ minWidth: 0 }}>
                {context}
              </Text>
            </div>
          ) : null}
          <div className="app-header__actions">{actions}</div>
        </div>
      </header>
    </Box>
  );
}
