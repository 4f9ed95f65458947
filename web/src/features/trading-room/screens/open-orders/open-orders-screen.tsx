/**
 * Open Orders (spec 001 §2): the player's orders in created status with Cancel per row and a
 * cancel-all icon (after the spec's confirmation), next to the Failed Executions table. The rows
 * come from the live player state, which revalues on every order event: no polling.
 */
import { Box, Card, Flex, Grid, Heading } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { SessionStatus } from '@domain/enums';
import { ErrorCallout } from '@/components/error-callout';
import { useSessionLive } from '@/lib/session-live/session-live';
import { usePlayer, useSessionAssets } from '@/lib/room/player-state';
import { cancelOrder, type Order } from '../shared/api/screens-api';
import { usePersonNames } from '../shared/hooks/use-person-names';
import { CancelAllButton } from './components/cancel-all-button';
import { FailedExecutionsTable, lastFailures } from './components/failed-executions-table';
import { OpenOrdersTable } from './components/open-orders-table';

/** Spec 001 §2: Cancel buttons are disabled when the session is paused, creating or frozen. */
function cancelRefusal(status: number | undefined): string | null {
  switch (status) {
    case SessionStatus.Paused:
      return 'Orders cannot be cancelled while the session is paused';
    case SessionStatus.Creating:
      return 'Orders cannot be cancelled while the session is being created';
    case SessionStatus.Frozen:
      return 'Orders cannot be cancelled while the session is frozen';
    default:
      return null;
  }
}

export function OpenOrdersScreen() {
  const { session } = useSessionLive();
  const { player, error, reload } = usePlayer();
  const { byRic } = useSessionAssets();
  const persons = usePersonNames();
  const [cancelling, setCancelling] = useState<ReadonlySet<number>>(new Set());
  const orders = (player?.open_orders ?? null) as Order[] | null;
  const reason = cancelRefusal(session?.status);

  const failures = useMemo(() => {
    if (!player) return null;
    return lastFailures(player.failed_executions, new Set(player.open_orders.map((o) => o.id)));
  }, [player]);

  const cancel = (order: Order) => {
    setCancelling((prev) => new Set(prev).add(order.id));
    cancelOrder(order.id)
      .catch(() => undefined)
      .finally(() => {
        setCancelling((prev) => {
          const next = new Set(prev);
          next.delete(order.id);
          return next;
        });
        reload();
      });
  };

  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Open Orders
      </Heading>
      {error ? <ErrorCallout message={error} onRetry={reload} /> : null}
      {/* Side by side only on wide screens: the open orders table has fourteen columns. */}
      <Grid columns={{ initial: '1', xl: '3fr 1fr' }} gap="4" align="start">
        <Card size="1">
          <Flex align="center" justify="between" mb="2" gap="2">
            <Heading as="h2" size="3">
              Open Orders
            </Heading>
            <CancelAllButton disabledReason={reason ?? (orders && orders.length === 0 ? 'There are no open orders to cancel' : null)} onDone={reload} />
          </Flex>
          <OpenOrdersTable orders={orders} byRic={byRic} persons={persons} cancelReason={reason} cancelling={cancelling} onCancel={cancel} />
        </Card>
        <Card size="1">
          <Box mb="2">
            <Heading as="h2" size="3">
              Failed Executions
            </Heading>
          </Box>
          <FailedExecutionsTable rows={failures} />
        </Card>
      </Grid>
    </Flex>
  );
}
