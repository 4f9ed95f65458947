/**
 * /dashboard/data (spec 002 §2): the data tabs that exist today: Index Funds and Client
 * Dealing; the other tabs of the spec come with the market-data administration issue.
 */
import { Box, Spinner, Tabs } from '@radix-ui/themes';
import { Suspense } from 'react';
import { SectionHeading } from '@/components/section-heading';
import { IndexFundsTab } from './index-funds-tab';
import { ClientDealingTab } from '../admin-registry';

export function DataPage() {
  return (
    <section aria-labelledby="data-title">
      <SectionHeading id="data-title" title="Data" description="Reference and market data of the platform." />
      <Tabs.Root defaultValue="index-funds">
        <Tabs.List>
          <Tabs.Trigger value="index-funds">Index Funds</Tabs.Trigger>
          <Tabs.Trigger value="client-dealing">Client Dealing</Tabs.Trigger>
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="index-funds">
            <IndexFundsTab />
          </Tabs.Content>
          <Tabs.Content value="client-dealing">
            <Suspense fallback={<Spinner size="3" />}>
              <ClientDealingTab />
            </Suspense>
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </section>
  );
}
