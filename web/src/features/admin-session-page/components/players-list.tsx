/**
 * /dashboard/sessions/{id}/players (spec 002 §2): the session's players with their market value,
 * PnL, return and deals; a player's name opens their page (blotter, open orders, New Order).
 */
import { Badge, Box, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { SessionStatus } from '@domain/enums';
import { formatNumber } from '@domain/format';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { ErrorCallout } from '@/components/error-callout';
import { SignedNumber, SignedPercent } from '@/components/signed-value';
import type { PlayerRow } from '../api/admin-session-api';

const COLUMNS = 6;

export function PlayersList({
  sessionId,
  players,
  error,
  status,
  currency,
}: {
  sessionId: number;
  players: PlayerRow[] | null;
  error: string | null;
  status: number | null;
  currency: string | null;
}) {
  const creating = status === SessionStatus.Creating;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="baseline">
          <Heading as="h2" size="4">
            Players
          </Heading>
          {currency ? (
            <Text size="1" color="gray">
              Figures in {currency}
            </Text>
          ) : null}
        </Flex>
        {error ? <ErrorCallout message={error} /> : null}
        <Box style={{ overflowX: 'auto' }}>
          <Table.Root size="1" variant="surface" aria-label="Players">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Player</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Connection</Table.ColumnHeaderCell>
                <NumericHeader>Deals</NumericHeader>
                <NumericHeader>PnL</NumericHeader>
                <NumericHeader>Return</NumericHeader>
                <NumericHeader>Market value</NumericHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {players === null && !error && !creating ? <LoadingRows columns={COLUMNS} /> : null}
              {creating ? <EmptyRow columns={COLUMNS}>Players and their figures appear once the session has finished creating.</EmptyRow> : null}
              {players !== null && players.length === 0 && !creating ? <EmptyRow columns={COLUMNS}>No players in this session.</EmptyRow> : null}
              {!creating &&
                players?.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.RowHeaderCell>
                      <Link to={`/dashboard/sessions/${sessionId}/players/${p.id}`}>{p.name}</Link>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <Badge color={p.online ? 'green' : 'gray'} variant="soft">
                        {p.online ? 'Online' : 'Offline'}
                      </Badge>
                    </Table.Cell>
                    <NumericCell>{formatNumber(p.deals, { decimals: 0 })}</NumericCell>
                    <NumericCell>
                      <SignedNumber value={p.last_pnl_sum} />
                    </NumericCell>
                    <NumericCell>
                      <SignedPercent value={p.last_portfolio_return} />
                    </NumericCell>
                    <NumericCell style={{ fontWeight: 600 }}>{formatNumber(p.last_market_value, { decimals: 2 })}</NumericCell>
                  </Table.Row>
                ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Flex>
    </Card>
  );
}
