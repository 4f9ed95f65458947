/**
 * The player's Auctions route (spec 001 §2 "Auctions", §5; banking.md §7): the central bank's
 * auctions with tenor, series, value (M), issued (M), currency, initial ask, yield and the action:
 * Bid while open, View Bid once the player has bid (read-only, with a disabled 'Waiting auction
 * close'), 'Auction has concluded' once issued (with the player's allotment). The Bid dialog shows
 * the discounted value (bid / 100 × initial ask) reserved from cash; it is blocked while the
 * session is frozen or paused, or when the discounted value exceeds the free cash.
 */
import { Badge, Box, Button, Callout, Card, Dialog, Flex, Grid, Heading, Table, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { formatMoney, formatNumber } from '@domain/format';
import { discountedValue } from '@domain/engine/auctions/rules';
import { ContractDialog } from '@/components/contracts/contract-dialog';
import { DataTable } from '@/components/data-table';
import { DialogButtons, DialogFooter } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { usePlayer, useTradingAllowed } from '@/lib/room/player-state';
import { readAmount, useContractSubmit } from '@/lib/room/use-contract-form';
import { notify } from '@/lib/notifications';
import { useSessionLive } from '@/lib/session-live/session-live';
import { placeBid, type AuctionView } from '../api/auctions-api';
import { useAuctions } from '../hooks/use-auctions';

export const NO_AUCTIONS = 'The Central Bank has not launched any auctions yet. You will receive a notification when new auctions are available.';
const millions = (x: number) => formatNumber(x / 1_000_000, { decimals: 2 });

export function AuctionsScreen() {
  const auctions = useAuctions();
  const [bidding, setBidding] = useState<AuctionView | null>(null);
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Box>
          <Heading size="5">Central bank auctions</Heading>
          <Text size="2" color="gray">
            Fixed-rate tenders: every bid is priced at the initial ask; when bids exceed the total, each is allotted pro rata.
          </Text>
        </Box>
        {auctions.error && !auctions.data ? (
          <Callout.Root color="red">
            <Callout.Text>{auctions.error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <DataTable label="Auctions">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Tenor</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Series</Table.ColumnHeaderCell>
              <NumericHeader>Value (M)</NumericHeader>
              <NumericHeader>Issued (M)</NumericHeader>
              <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
              <NumericHeader>Initial ask</NumericHeader>
              <NumericHeader>Yield (%)</NumericHeader>
              <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>Action</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {auctions.data === null ? <LoadingRows columns={8} /> : null}
            {auctions.data?.length === 0 ? <EmptyRow columns={8}>{NO_AUCTIONS}</EmptyRow> : null}
            {auctions.data?.map((a) => {
              const own = a.responses[0];
              return (
                <Table.Row key={a.id} data-auction-id={a.id}>
                  <Table.Cell>{a.tenor_label}</Table.Cell>
                  <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>{a.auction_series}</Table.RowHeaderCell>
                  <NumericCell>{millions(a.bid_value)}</NumericCell>
                  <NumericCell>{a.finished ? millions(a.issued_value) : '-'}</NumericCell>
                  <Table.Cell>{a.currency}</Table.Cell>
                  <NumericCell>{formatNumber(a.initial_ask, { decimals: 3 })}</NumericCell>
                  <NumericCell>{formatNumber(a.rate, { decimals: 3 })}</NumericCell>
                  <Table.Cell style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {a.finished ? (
                      <Flex direction="column" align="end">
                        <Text size="2" color="gray">
                          Auction has concluded
                        </Text>
                        {own ? (
                          <Text size="1" color={own.allotted ? 'green' : 'gray'} data-testid="allotted">
                            Allotted {formatNumber(own.allotted ?? 0, { decimals: 0 })} of {formatNumber(own.initial_bid_value, { decimals: 0 })}
                          </Text>
                        ) : null}
                      </Flex>
                    ) : own ? (
                      <Button size="1" variant="soft" onClick={() => setBidding(a)}>
                        View Bid
                      </Button>
                    ) : (
                      <Button size="1" onClick={() => setBidding(a)}>
                        Bid
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </DataTable>
      </Flex>
      <BidDialog auction={bidding} onClose={() => setBidding(null)} onDone={auctions.refresh} />
    </Card>
  );
}

function BidDialog({ auction, onClose, onDone }: { auction: AuctionView | null; onClose: () => void; onDone: () => void }) {
  return (
    <ContractDialog open={auction !== null} onClose={onClose} maxWidth="480px">
      {auction ? <BidForm key={auction.id} auction={auction} onClose={onClose} onDone={onDone} /> : null}
    </ContractDialog>
  );
}

function BidForm({ auction, onClose, onDone }: { auction: AuctionView; onClose: () => void; onDone: () => void }) {
  const { sessionId } = useSessionLive();
  const { player } = usePlayer();
  const refusal = useTradingAllowed();
  const own = auction.responses[0];
  const [text, setText] = useState(own ? String(own.initial_bid_value) : '');
  const { saving, error, submit } = useContractSubmit();
  const { amount: value, valid } = readAmount(text, true);
  const discounted = valid ? discountedValue(value, auction.initial_ask) : null;
  const wallet = player?.wallets.find((w) => w.currency === auction.currency);
  const cash = wallet ? wallet.amount - wallet.collateral_amount : 0;
  const blocked = own
    ? 'Waiting auction close'
    : (refusal?.replace('Trading', 'Bidding') ??
      (!valid ? 'Enter a bid of at least 1' : value > cash || (discounted ?? 0) > cash ? `The bid is above your available cash (${formatMoney(cash, auction.currency)})` : null));

  const onSubmit = submit(
    blocked,
    () => placeBid(sessionId, { auction: auction.id, player: player?.id ?? null, initial_bid_value: value }),
    () => {
      notify({ kind: 'success', message: 'Bid placed', description: `${formatNumber(value, { decimals: 0 })} ${auction.currency} on ${auction.auction_series}` });
      onDone();
      onClose();
    },
  );

  return (
    <form onSubmit={onSubmit} aria-label="Auction bid">
      <Flex direction="column" gap="4">
        <Box>
          <Dialog.Title mb="1">{own ? 'View Bid' : 'Bid'} · {auction.auction_series}</Dialog.Title>
          <Text size="2" color="gray">
            {auction.tenor_label} bill, {millions(auction.bid_value)} M {auction.currency} offered at {formatNumber(auction.initial_ask, { decimals: 3 })} (rate {formatNumber(auction.rate, { decimals: 3 })} %), maturity {auction.maturity_date}
          </Text>
        </Box>
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="bid-value">
            Value (face, {auction.currency})
          </Text>
          <TextField.Root id="bid-value" inputMode="numeric" size="3" value={text} readOnly={Boolean(own)} onChange={(e) => setText(e.target.value)} style={{ fontVariantNumeric: 'tabular-nums' }} />
        </Flex>
        <Grid columns="2" gap="3">
          <Figure label="Discounted value" value={discounted === null ? '-' : formatMoney(discounted, auction.currency)} hint="bid / 100 × initial ask, reserved until the issue" />
          <Figure label="Available cash" value={formatMoney(cash, auction.currency)} />
        </Grid>
        {own ? <Badge color="amber">Your bid is reserved until the central bank issues the security.</Badge> : null}
        {own ? <DialogButtons submitLabel="Waiting auction close" loading={false} disabled /> : <DialogFooter error={error} blocked={blocked} blockedTestId="bid-blocked" loading={saving} submitLabel="Bid" />}
      </Flex>
    </form>
  );
}
