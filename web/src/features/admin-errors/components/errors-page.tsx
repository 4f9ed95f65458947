/**
 * /dashboard/errors (spec 002 §2): six tabs — execution errors (mark as seen), pending orders
 * tried and failed, players with differences (threshold), pending market-on-open/close orders,
 * those executed in the last 7 days, pending stop loss and take profit — 10 rows a page. The
 * admin channel keeps them current (a new execution error, an on-open order placed or filled, a
 * session's differences computed), and shows the 20-second on-open/close notice.
 */
import { Badge, Card, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useState } from 'react';
import { useAdminEvents } from '@/lib/admin-live';
import { getExecutionErrors, getOrderList, getPlayersWithDifferences, type OrderListName } from '../api/errors-api';
import { usePagedList } from '../hooks/use-paged-list';
import { AdminOrdersTab } from './admin-orders-tab';
import { ExecutionErrorsTab } from './execution-errors-tab';
import { DEFAULT_DIFFERENCE, PlayersDifferencesTab } from './players-differences-tab';

const LIVE_EVENTS = ['execution_error', 'moo_pending', 'moo_executed', 'players_with_differences', 'session_updated'] as const;
const THRESHOLD_DELAY_MS = 400;

function useOrderList(name: OrderListName) {
  const load = useCallback((n: number) => getOrderList(name, n), [name]);
  return usePagedList(load, name);
}

/** The threshold as typed, and the last valid one after a short pause in typing. */
function useThreshold(): [string, (text: string) => void, number] {
  const [text, setText] = useState(String(DEFAULT_DIFFERENCE));
  const [value, setValue] = useState(DEFAULT_DIFFERENCE);
  useEffect(() => {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || n < 0) return;
    const timer = setTimeout(() => setValue(n), THRESHOLD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText, value];
}

function TabLabel({ text, count }: { text: string; count: number | undefined }) {
  return (
    <Flex align="center" gap="2">
      {text}
      {count ? (
        <Badge size="1" radius="full" variant="soft">
          {count}
        </Badge>
      ) : null}
    </Flex>
  );
}

export function ErrorsPage() {
  const errors = usePagedList(getExecutionErrors, 'errors');
  const tried = useOrderList('get_pending_orders_with_one_or_more_execution_tries');
  const pendingMoos = useOrderList('get_pending_moos');
  const executedMoos = useOrderList('get_moos_executed_today');
  const slTp = useOrderList('get_all_pending_sl_tp');
  const [thresholdText, setThresholdText, threshold] = useThreshold();
  const loadDifferences = useCallback((n: number) => getPlayersWithDifferences(threshold, n), [threshold]);
  const differences = usePagedList(loadDifferences, `differences:${threshold}`);

  useAdminEvents(LIVE_EVENTS, (event) => {
    if (event.type === 'execution_error') {
      errors.reload();
      tried.reload();
    } else if (event.type === 'moo_pending') {
      pendingMoos.reload();
    } else if (event.type === 'moo_executed') {
      pendingMoos.reload();
      executedMoos.reload();
    } else if (event.type === 'players_with_differences') {
      differences.reload();
    } else {
      // A status change (a finished session cancels its open orders).
      tried.reload();
      pendingMoos.reload();
      slTp.reload();
    }
  });

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Errors
      </Heading>
      <Card size="2">
        <Tabs.Root defaultValue="execution-errors">
          <Tabs.List size="2" wrap="wrap" aria-label="Error lists">
            <Tabs.Trigger value="execution-errors">
              <TabLabel text="Execution errors" count={errors.page?.count} />
            </Tabs.Trigger>
            <Tabs.Trigger value="tried">
              <TabLabel text="Tried and failed" count={tried.page?.count} />
            </Tabs.Trigger>
            <Tabs.Trigger value="differences">
              <TabLabel text="Players with differences" count={differences.page?.count} />
            </Tabs.Trigger>
            <Tabs.Trigger value="pending-moos">
              <TabLabel text="Pending MOO/MOC" count={pendingMoos.page?.count} />
            </Tabs.Trigger>
            <Tabs.Trigger value="executed-moos">Executed MOO/MOC</Tabs.Trigger>
            <Tabs.Trigger value="sl-tp">
              <TabLabel text="Pending SL/TP" count={slTp.page?.count} />
            </Tabs.Trigger>
          </Tabs.List>
          <Flex direction="column" pt="3">
            <Tabs.Content value="execution-errors">
              <ExecutionErrorsTab list={errors} />
            </Tabs.Content>
            <Tabs.Content value="tried">
              <Description>Open orders that were tried and could not execute, with their last error.</Description>
              <AdminOrdersTab list={tried} label="Pending orders tried and failed" empty="No pending order has failed." time="none" />
            </Tabs.Content>
            <Tabs.Content value="differences">
              <PlayersDifferencesTab list={differences} threshold={thresholdText} onThreshold={setThresholdText} />
            </Tabs.Content>
            <Tabs.Content value="pending-moos">
              <Description>Market-on-open and market-on-close orders waiting for their market.</Description>
              <AdminOrdersTab list={pendingMoos} label="Pending market-on-open orders" empty="No pending market-on-open or market-on-close orders." time="execute_at" />
            </Tabs.Content>
            <Tabs.Content value="executed-moos">
              <Description>Market-on-open and market-on-close orders executed in the last 7 days.</Description>
              <AdminOrdersTab list={executedMoos} label="Executed market-on-open orders" empty="None executed in the last 7 days." time="executed_at" />
            </Tabs.Content>
            <Tabs.Content value="sl-tp">
              <Description>Stop loss and take profit orders waiting for their price.</Description>
              <AdminOrdersTab list={slTp} label="Pending stop loss and take profit" empty="No pending stop loss or take profit." time="none" />
            </Tabs.Content>
          </Flex>
        </Tabs.Root>
      </Card>
    </Flex>
  );
}

function Description({ children }: { children: string }) {
  return (
    <Text as="p" size="1" color="gray" mb="2">
      {children}
    </Text>
  );
}
