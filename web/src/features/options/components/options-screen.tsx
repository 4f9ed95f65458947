/**
 * The player's Options route (spec 001 §2 "Options", banking.md §6): tabs Markets (the chain of an
 * option asset with its charts and the trade card) and Positions (per option asset the total
 * premiums and the active contracts, with Exercise, Sell/Buy to close and the Delta Hedge
 * placeholder). Loaded lazily by the trading room, only in sessions holding an Option asset.
 */
import { Flex, Heading, Tabs } from '@radix-ui/themes';
import { useState } from 'react';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { OptionsMarkets } from './options-markets';
import { OptionsPositions } from './options-positions';

type Tab = 'markets' | 'positions';

export function OptionsScreen() {
  // A finished session quotes no more chains: it opens on the positions.
  const { finished } = useSessionFlags();
  const [tab, setTab] = useState<Tab>(finished ? 'positions' : 'markets');
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Options
      </Heading>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List>
          <Tabs.Trigger value="markets">Markets</Tabs.Trigger>
          <Tabs.Trigger value="positions">Positions</Tabs.Trigger>
        </Tabs.List>
        {/* Kept mounted while Positions shows: the asset, expiry, selection and ticket survive a look at the positions. */}
        <Tabs.Content value="markets" mt="3" forceMount style={tab === 'markets' ? undefined : { display: 'none' }}>
          <OptionsMarkets active={tab === 'markets'} onShowPositions={() => setTab('positions')} />
        </Tabs.Content>
        <Tabs.Content value="positions" mt="3">
          <OptionsPositions />
        </Tabs.Content>
      </Tabs.Root>
    </Flex>
  );
}
