/**
 * /dashboard/data (spec 002 §2): the data tabs that exist today. Only Index Funds for now;
 * the other tabs of the spec come with the market-data administration issue.
 */
import { Box, Tabs } from '@radix-ui/themes';
import { SectionHeading } from '@/components/section-heading';
import { IndexFundsTab } from './index-funds-tab';

export function DataPage() {
  return (
    <section aria-labelledby="data-title">
      <SectionHeading id="data-title" title="Data" description="Reference and market data of the platform." />
      <Tabs.Root defaultValue="index-funds">
        <Tabs.List>
          <Tabs.Trigger value="index-funds">Index Funds</Tabs.Trigger>
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="index-funds">
            <IndexFundsTab />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </section>
  );
}
