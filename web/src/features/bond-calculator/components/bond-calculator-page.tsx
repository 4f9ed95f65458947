/** /bond-calculator: open to everyone, signed in or not. The page frame; the calculator mounts in its main area. */
import { Box, Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'react-router';
import { AppHeader } from '@/components/app-header';
import { UserMenu } from '@/features/auth/components/user-menu';
import { authAtom } from '@/features/auth/state/auth-state';

export function BondCalculatorPage() {
  const auth = useAtomValue(authAtom);
  return (
    <Flex direction="column" style={{ minHeight: '100dvh', background: 'var(--gray-2)' }}>
      <AppHeader
        homeTo={auth ? '/dashboard' : '/auth/login'}
        context={<Text color="gray">Bond calculator</Text>}
        actions={
          auth ? (
            <UserMenu />
          ) : (
            <Button asChild variant="soft">
              <RouterLink to="/auth/login">Log in</RouterLink>
            </Button>
          )
        }
      />
      <Box asChild flexGrow="1">
        <main>
          <Container size="3" px={{ initial: '3', sm: '5' }} py={{ initial: '4', sm: '6' }}>
            <Flex direction="column" gap="1" mb="5">
              <Heading as="h1" size="6">
                Bond calculator
              </Heading>
              <Text size="2" color="gray">
                Price a bond from its yield, or find its yield from a price.
              </Text>
            </Flex>
            <Box id="bond-calculator-root" />
          </Container>
        </main>
      </Box>
    </Flex>
  );
}
