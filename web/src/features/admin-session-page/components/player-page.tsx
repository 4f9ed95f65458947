/**
 * /dashboard/sessions/{id}/players/{player_id} (spec 002 §2): the player's blotter and open
 * orders, and New Order. A player id that is not a number is the spec's 'Player id missing in
 * url, wrong path?'.
 */
import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Heading, Link as RadixLink } from '@radix-ui/themes';
import { ErrorCallout } from '@/components/error-callout';
import { Link, useParams } from 'react-router';
import { getOpenOrders, getPlayerBlotter, getPlayerPersons, type PlayerRow, type SessionAsset } from '../api/admin-session-api';
import { useRemote } from '@/lib/use-remote';
import { NewOrderForm } from './new-order-form';
import { PlayerOrders } from './player-orders';

export const PLAYER_ID_MISSING = 'Player id missing in url, wrong path?';

export function parsePositiveId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export function PlayerPage({ sessionId, players, assets, onChanged }: { sessionId: number; players: PlayerRow[] | null; assets: SessionAsset[] | null; onChanged: () => void }) {
  const playerId = parsePositiveId(useParams().playerId);
  const blotter = useRemote(playerId ? () => getPlayerBlotter(sessionId, playerId) : null, [sessionId, playerId]);
  const open = useRemote(playerId ? () => getOpenOrders(sessionId, playerId) : null, [sessionId, playerId]);
  const persons = useRemote(playerId ? () => getPlayerPersons(sessionId, playerId) : null, [sessionId, playerId]);

  if (playerId === null) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{PLAYER_ID_MISSING}</Callout.Text>
      </Callout.Root>
    );
  }
  const name = players?.find((p) => p.id === playerId)?.name ?? `Player ${playerId}`;
  const placed = () => {
    blotter.reload();
    open.reload();
    persons.reload();
    onChanged();
  };
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="3">
        <RadixLink asChild size="2">
          <Link to={`/dashboard/sessions/${sessionId}/players`}>
            <ArrowLeftIcon style={{ verticalAlign: 'middle' }} /> Players
          </Link>
        </RadixLink>
        <Heading as="h2" size="4">
          {name}
        </Heading>
      </Flex>
      <NewOrderForm sessionId={sessionId} playerId={playerId} persons={persons.data} assets={assets} onPlaced={placed} />
      {blotter.error ? <ErrorCallout message={blotter.error} onRetry={blotter.reload} /> : null}
      <PlayerOrders title="Blotter" orders={blotter.data} assets={assets ?? []} persons={persons.data ?? []} open={false} />
      {open.error ? <ErrorCallout message={open.error} onRetry={open.reload} /> : null}
      <PlayerOrders title="Open orders" orders={open.data} assets={assets ?? []} persons={persons.data ?? []} open />
    </Flex>
  );
}
