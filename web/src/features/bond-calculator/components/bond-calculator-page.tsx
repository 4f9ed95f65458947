/** /bond-calculator: open to everyone, signed in or not. Inputs left and results right; stacked on phones. */
import { Box, Button, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppHeader } from '@/components/app-header';
import { authAtom } from '@/lib/auth-state';
import { useBondCalculation } from '../hooks/use-bond-calculation';
import { defaultBondForm, type BondFormState } from '../model/bond-form';
import { BondCalculatorForm } from './bond-calculator-form';
import { BondResults } from './bond-results';
import '../bond-calculator.css';

/** `userMenu`: the signed-in visitor's menu, given by the app's route (only a signed-in visitor sees it). */
export function BondCalculatorPage({ userMenu }: { userMenu: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const [form, setForm] = useState<BondFormState>(() => defaultBondForm());
  const onChange = useCallback((patch: Partial<BondFormState>) => setForm((current) => ({ ...current, ...patch })), []);
  const calculation = useBondCalculation(form);

  return (
    <Flex direction="column" style={{ minHeight: '100dvh', background: 'var(--gray-2)' }}>
      <AppHeader
        homeTo={auth ? '/dashboard' : '/auth/login'}
        context={<Text color="gray">Bond calculator</Text>}
        actions={
          auth ? (
            <Suspense fallback={null}>
              {userMenu}
            </Suspense>
          ) : (
            <Button asChild variant="soft">
              <RouterLink to="/auth/login">Log in</RouterLink>
            </Button>
          )
        }
      />
      <Box asChild flexGrow="1">
        <main>
          <Container size="4" px={{ initial: '3', sm: '5' }} py={{ initial: '4', sm: '6' }}>
            <Flex direction="column" gap="1" mb="5">
              <Heading as="h1" size="6">
                Bond calculator
              </Heading>
              <Text size="2" color="gray">
                Price a bond from its yield, or find its yield from a price.
              </Text>
            </Flex>
            <Grid id="bond-calculator-root" columns={{ initial: '1', md: '3fr 2fr' }} gap={{ initial: '4', sm: '5' }} align="start">
              <BondCalculatorForm form={form} onChange={onChange} errorField={calculation?.error ? calculation.field : undefined} />
              <BondResults calculation={calculation} />
            </Grid>
          </Container>
        </main>
      </Box>
    </Flex>
  );
}
