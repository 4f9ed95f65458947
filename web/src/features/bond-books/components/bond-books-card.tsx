/**
 * Portfolio: the HTM and AFS books (banking.md §5, decision 7). Each bond with its carrying
 * value (HTM: amortised cost; AFS: fair value), the other figure beside it, FV − AC (for HTM
 * information only, for AFS the OCI reserve, equity), its profit or loss (interest income
 * accreted; realised on sales), its lots' effective rates and its DV01. Reporting currency.
 */
import { Badge, Box, Card, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes';
import { formatMoney, formatNumber } from '@domain/format';
import { SignedMoney } from '@/components/signed-value';
import { useBondBooks } from '@/lib/room/use-bond-books';
import { HtmStatusBadge } from './htm-status-badge';

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' } as const;

export function BondBooksCard({ playerId = null }: { playerId?: number | null }) {
  const { data, error } = useBondBooks(playerId);
  const ccy = data?.reporting_currency ?? '';
  return (
    <Card size="2" aria-label="HTM and AFS books">
      <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" size="3">
          HTM and AFS books
        </Heading>
        {data ? <HtmStatusBadge allowed={data.allow_htm} size="1" /> : null}
      </Flex>
      {error && !data ? (
        <Text color="red" size="2">
          {error}
        </Text>
      ) : !data ? (
        <Skeleton height="120px" />
      ) : data.positions.length === 0 ? (
        <Text as="p" size="2" color="gray">
          No HTM or AFS bonds in the portfolio.
        </Text>
      ) : (
        <>
          <Box style={{ overflowX: 'auto' }}>
            <Table.Root size="1" variant="ghost">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Bond</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell style={num}>Amount</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell style={num}>Amortised cost</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell style={num}>Fair value</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell style={num}>FV − AC</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell style={num}>Effective rate</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell style={num}>DV01</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell style={num}>PnL</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.positions.map((p) => (
                  <Table.Row key={p.ric} data-ric={p.ric}>
                    <Table.RowHeaderCell>
                      <Flex gap="2" align="center">
                        <Badge size="1" color={p.book === 'HTM' ? 'indigo' : 'teal'}>
                          {p.book}
                        </Badge>
                        <Text size="2">{p.name}</Text>
                      </Flex>
                    </Table.RowHeaderCell>
                    <Table.Cell style={num}>{formatNumber(p.amount, { decimals: 0 })}</Table.Cell>
                    <Table.Cell style={num}>
                      <Text weight={p.book === 'HTM' ? 'bold' : undefined}>{formatMoney(p.amortised_cost, ccy)}</Text>
                    </Table.Cell>
                    <Table.Cell style={num}>
                      <Text weight={p.book === 'AFS' ? 'bold' : undefined} color={p.book === 'HTM' ? 'gray' : undefined}>
                        {formatMoney(p.fair_value, ccy)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell style={num} title={p.book === 'HTM' ? 'Information: not in the market value' : 'OCI reserve: equity, not PnL'}>
                      <SignedMoney value={p.fv_minus_ac} currency={ccy} />
                    </Table.Cell>
                    <Table.Cell style={num}>{p.lots.map((l) => `${formatNumber(l.effective_rate, { decimals: 4 })}%`).join(', ')}</Table.Cell>
                    <Table.Cell style={num}>{formatNumber(p.dv01, { decimals: 2 })}</Table.Cell>
                    <Table.Cell style={num}>
                      <SignedMoney value={p.reporting_unrealized_pnl + p.reporting_realized_pnl} currency={ccy} weight="bold" />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Flex gap="5" mt="3" wrap="wrap">
            <Text size="2">
              AFS OCI reserve: <SignedMoney value={data.afs_oci_reserve} currency={ccy} weight="bold" />
            </Text>
            <Text size="1" color="gray">
              HTM counts at amortised cost in the market value, AFS at fair value. DV01 in {ccy} per basis point.
            </Text>
          </Flex>
        </>
      )}
    </Card>
  );
}
