/**
 * The trainer's view of a player's interbank market (spec 000 §2 player modal; 000 §3 player fields
 * interbank_amount and interbank_interest): the figures, the player's RFQs with the quotes received,
 * and its deals of the current and past periods, read only. Loaded lazily when the tab opens.
 */
import { Badge, Callout, Flex, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import { formatMoney } from '@domain/format';
import { useInterbank } from '../hooks/use-interbank';
import { DealsTable, InterbankFigures, NO_REQUESTS, num, ratePct } from './interbank-tables';

export default function PlayerInterbankTab({ playerId }: { playerId: number }) {
  const book = useInterbank(playerId);
  if (book.error && !book.data) {
    return (
      <Callout.Root color="red">
        <Callout.Text>{book.error}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!book.data) return <Spinner size="3" />;
  const data = book.data;
  return (
    <Flex direction="column" gap="3">
      <InterbankFigures book={data} />
      <Heading as="h3" size="3">
        RFQs sent
      </Heading>
      {!data.my_requests.length ? (
        <Text size="2" color="gray">
          {NO_REQUESTS}
        </Text>
      ) : (
        <Table.Root size="1" variant="surface" aria-label="The player's RFQs">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>RFQ</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell style={num}>Amount</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Quotes (bid / ask, status)</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.my_requests.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>#{r.id}</Table.Cell>
                <Table.Cell style={num}>{formatMoney(r.amount, r.currency)}</Table.Cell>
                <Table.Cell>
                  <Badge color={r.active ? 'amber' : 'gray'}>{r.active ? 'Active' : r.status}</Badge>
                </Table.Cell>
                <Table.Cell>
                  {r.responses.map((q) => `${q.responding_player_name}: ${ratePct(q.bid)} / ${ratePct(q.ask)} (${q.status})`).join(' · ')}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Heading as="h3" size="3">
        Current interbank deals
      </Heading>
      <DealsTable deals={data.deals.filter((d) => d.current)} label="The player's current interbank deals" empty="No interbank deals this period." />
      <Heading as="h3" size="3">
        Past-period deals
      </Heading>
      <DealsTable deals={data.deals.filter((d) => !d.current)} label="The player's past interbank deals" empty="No past interbank deals." />
    </Flex>
  );
}
