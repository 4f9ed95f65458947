/** The calculator's outputs, or the one message saying why there are none. */
import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import type { BondCalculation } from '../model/calculate-bond';
import { BOND_ERROR_ID } from './bond-calculator-form';

// Only input the form cannot price shows it: loaded then.
const ErrorCallout = lazy(() => import('@/components/error-callout').then((m) => ({ default: m.ErrorCallout })));
// The table comes with the number formatting, the calculation with the bond maths: both arrive
// while the page paints (use-bond-calculation.ts), keeping the public page's first load small.
const ResultsTable = lazy(() => import('./results-table').then((m) => ({ default: m.ResultsTable })));

const CALCULATING = (
  <Text as="p" size="2" color="gray" role="status">
    Calculating…
  </Text>
);

export function BondResults({ calculation }: { calculation: BondCalculation | undefined }) {
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby="bond-results-heading">
        <Flex direction="column" gap="1" mb="3">
          <Heading as="h2" size="4" id="bond-results-heading">
            Results
          </Heading>
          <Text size="2" color="gray">
            Prices, accrued interest and DV01 per 100 face value.
          </Text>
        </Flex>
        {!calculation ? (
          CALCULATING
        ) : calculation.result ? (
          <Suspense fallback={CALCULATING}>
            <ResultsTable result={calculation.result} solveFrom={calculation.solveFrom} />
          </Suspense>
        ) : (
          <Box id={BOND_ERROR_ID}>
            <Suspense fallback={null}>
              <ErrorCallout message={calculation.error} />
            </Suspense>
          </Box>
        )}
      </section>
    </Card>
  );
}
