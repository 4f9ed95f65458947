/** Page frame of the dashboards: header (app name, context, live indicator, user menu) and content. */
import { Box, Container, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { AppHeader } from '@/components/app-header';

export function DashboardShell({ context, actions, children }: { context?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" style={{ minHeight: '100dvh', background: 'var(--gray-2)' }}>
      <AppHeader context={context} actions={actions} />
      <Box asChild flexGrow="1">
        <main>
          <Container size="4" px={{ initial: '3', sm: '5' }} py={{ initial: '4', sm: '6' }}>
            <Flex direction="column" gap="6">
              {children}
            </Flex>
          </Container>
        </main>
      </Box>
    </Flex>
  );
}
