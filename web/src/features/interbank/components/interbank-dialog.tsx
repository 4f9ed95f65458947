/**
 * The Interbank Requests modal (spec 001 §2, §5, §6, §9; banking.md §9): Your RFQ (amount in
 * steps of 1,000,000 up to 100,000,000, default 10,000,000; the banks to ask; Send RFQ disabled
 * while one is active; Cancel), the quotes received (Lend at the bid, Borrow at the ask, or
 * Nothing, once a quote waits for a hit), the Interbank RFQ sent to this bank (bid and ask, Send
 * locks the quote in, Cancel), and the interbank deals of the current and past periods with the
 * remaining interbank limit. Every action is disabled, with its reason, while the session is
 * paused, frozen, being created, finished or between periods.
 */
import { Badge, Button, CheckboxGroup, Flex, Heading, Separator, Spinner, Table, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { formatMoney, formatNumber } from '@domain/format';
import { ContractDialog, ContractDialogHeader } from '@/components/contracts/contract-dialog';
import { ReadFailure } from '@/components/contracts/contracts-read';
import { DisabledReason } from '@/components/disabled-reason';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useTradingAllowed } from '@/lib/room/player-state';
import { cancelRequest, hitQuote, sendQuote, sendRequest, type InterbankBook, type RfqRequestView, type RfqResponseView } from '../api/interbank-api';
import { useInterbank } from '../hooks/use-interbank';
import { DealsTable, InterbankFigures, NO_REQUESTS, NO_RESPONSES, num, ratePct } from './interbank-tables';

export default function InterbankDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ContractDialog open={open} onClose={onClose} wide maxWidth="1200px">
      <InterbankRequests />
    </ContractDialog>
  );
}

const STATUS_COLOR: Record<string, 'gray' | 'amber' | 'green' | 'blue' | 'red'> = {
  'Waiting quote': 'gray',
  'Waiting hit': 'amber',
  Lend: 'green',
  Borrow: 'blue',
  Nothing: 'gray',
  Lapsed: 'gray',
  Cancelled: 'red',
};

function StatusBadge({ status }: { status: string }) {
  return <Badge color={STATUS_COLOR[status] ?? 'gray'}>{status}</Badge>;
}

/** Runs a call, reports its refusal as a notification, refreshes the book either way. */
function useAction(refresh: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await call();
      if (done) notify({ kind: 'success', message: done });
    } catch (error) {
      notify({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { busy, run };
}

function InterbankRequests() {
  const book = useInterbank(null);
  return (
    <Flex direction="column" gap="3">
      <ContractDialogHeader title="Interbank Requests">
        Quotes are rates in percent: you lend at the other bank&apos;s bid and borrow at its ask. Deals run one period and are repaid with their interest at the next period.
      </ContractDialogHeader>
      <ReadFailure read={book} />
      {!book.data ? (
        <Spinner size="3" />
      ) : (
        <>
          <InterbankFigures book={book.data} />
          <Separator size="4" />
          <YourRfq book={book.data} refresh={book.refresh} />
          <Separator size="4" />
          <RequestsToMe book={book.data} refresh={book.refresh} />
          <Separator size="4" />
          <Heading as="h3" size="3">
            Interbank deals
          </Heading>
          <DealsTable deals={book.data.deals.filter((d) => d.current)} label="Current interbank deals" empty="No interbank deals this period." />
          <Heading as="h4" size="2" color="gray">
            Past-period deals
          </Heading>
          <DealsTable deals={book.data.deals.filter((d) => !d.current)} label="Past interbank deals" empty="No past interbank deals." />
        </>
      )}
    </Flex>
  );
}

function YourRfq({ book, refresh }: { book: InterbankBook; refresh: () => void }) {
  const { sessionId } = useSessionLive();
  const refusal = useTradingAllowed();
  const { busy, run } = useAction(refresh);
  const [amount, setAmount] = useState(String(book.default_amount));
  const [banks, setBanks] = useState<string[]>([]);
  const active = book.active_request;
  const shown: RfqRequestView | null = active ?? book.my_requests[0] ?? null;
  const value = Number(amount);
  const amountProblem =
    !Number.isInteger(value) || value < book.amount_step || value > book.limit || value % book.amount_step !== 0
      ? `The amount must be a multiple of ${formatNumber(book.amount_step, { decimals: 0 })} between ${formatNumber(book.amount_step, { decimals: 0 })} and ${formatNumber(book.limit, { decimals: 0 })}`
      : null;
  const sendReason = refusal ?? (active ? 'You have an active RFQ: cancel it or wait for it to close' : !banks.length ? 'Select at least one bank' : amountProblem);
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="3">
        Your RFQ
      </Heading>
      <Flex gap="4" wrap="wrap" align="start">
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="rfq-amount">
            Amount ({book.currency})
          </Text>
          <TextField.Root
            id="rfq-amount"
            type="number"
            min={book.amount_step}
            max={book.limit}
            step={book.amount_step}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            disabled={Boolean(active)}
            style={{ width: 180, textAlign: 'right' }}
            aria-invalid={amountProblem ? true : undefined}
          />
          {amountProblem ? (
            <Text size="1" color="red">
              {amountProblem}
            </Text>
          ) : null}
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium" id="rfq-banks">
            Banks
          </Text>
          {book.other_players.length ? (
            <CheckboxGroup.Root size="2" value={banks} onValueChange={setBanks} aria-labelledby="rfq-banks" disabled={Boolean(active)}>
              <Flex gap="3" wrap="wrap">
                {book.other_players.map((p) => (
                  <CheckboxGroup.Item key={p.id} value={String(p.id)}>
                    {p.name}
                  </CheckboxGroup.Item>
                ))}
              </Flex>
            </CheckboxGroup.Root>
          ) : (
            <Text size="2" color="gray">
              No other bank in this session.
            </Text>
          )}
        </Flex>
        <Flex gap="2" align="end" style={{ alignSelf: 'end' }}>
          <DisabledReason reason={busy ? null : sendReason}>
            <Button disabled={Boolean(sendReason) || busy} onClick={() => run(() => sendRequest(sessionId, { amount: value, selected_players: banks.map(Number) }), 'RFQ sent')}>
              Send RFQ
            </Button>
          </DisabledReason>
          {active ? (
            <DisabledReason reason={refusal}>
              <Button color="red" variant="soft" disabled={Boolean(refusal) || busy} onClick={() => run(() => cancelRequest(sessionId, active.id), 'RFQ cancelled')}>
                Cancel RFQ
              </Button>
            </DisabledReason>
          ) : null}
        </Flex>
      </Flex>
      {shown ? (
        <Text size="2" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {active ? 'Active' : 'Last'} RFQ #{shown.id}: {formatMoney(shown.amount, shown.currency)} to {shown.selected_players.map((p) => p.name).join(', ')}
          {active ? '' : ` · ${shown.status}`}
        </Text>
      ) : null}
      <ResponsesTable request={shown} refresh={refresh} />
    </Flex>
  );
}

function ResponsesTable({ request, refresh }: { request: RfqRequestView | null; refresh: () => void }) {
  const { sessionId } = useSessionLive();
  const refusal = useTradingAllowed();
  const { busy, run } = useAction(refresh);
  const rows = request?.responses.filter((r) => r.status !== 'Waiting quote' || request.active) ?? [];
  if (!request || !rows.length || rows.every((r) => r.status === 'Waiting quote')) {
    return (
      <Text size="2" color="gray">
        {NO_RESPONSES}
      </Text>
    );
  }
  const hit = (r: RfqResponseView, type: 'lend' | 'borrow' | 'nothing') =>
    run(() => hitQuote(sessionId, { response_id: r.id, type }), type === 'nothing' ? 'Quote declined' : type === 'lend' ? `Lent to ${r.responding_player_name}` : `Borrowed from ${r.responding_player_name}`);
  return (
    <Table.Root size="1" variant="surface" aria-label="Responses to your RFQ">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Bank</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Bid (you lend)</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={num}>Ask (you borrow)</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Hit</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => {
          const reason = refusal ?? (r.status !== 'Waiting hit' || !r.request_active ? 'Only a quote waiting for a hit can be hit' : null);
          return (
            <Table.Row key={r.id}>
              <Table.RowHeaderCell>{r.responding_player_name}</Table.RowHeaderCell>
              <Table.Cell style={num}>{ratePct(r.bid)}</Table.Cell>
              <Table.Cell style={num}>{ratePct(r.ask)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.status} />
              </Table.Cell>
              <Table.Cell>
                {r.status === 'Waiting hit' && r.request_active ? (
                  <Flex gap="2">
                    <DisabledReason reason={reason}>
                      <Button size="1" color="green" disabled={Boolean(reason) || busy} onClick={() => hit(r, 'lend')}>
                        Lend
                      </Button>
                    </DisabledReason>
                    <DisabledReason reason={reason}>
                      <Button size="1" color="blue" disabled={Boolean(reason) || busy} onClick={() => hit(r, 'borrow')}>
                        Borrow
                      </Button>
                    </DisabledReason>
                    <DisabledReason reason={reason}>
                      <Button size="1" variant="soft" color="gray" disabled={Boolean(reason) || busy} onClick={() => hit(r, 'nothing')}>
                        Nothing
                      </Button>
                    </DisabledReason>
                  </Flex>
                ) : r.interest !== null ? (
                  <Text size="1" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    interest {formatMoney(Math.abs(r.interest), request.currency)}
                  </Text>
                ) : null}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function RequestsToMe({ book, refresh }: { book: InterbankBook; refresh: () => void }) {
  const { sessionId } = useSessionLive();
  const refusal = useTradingAllowed();
  const { busy, run } = useAction(refresh);
  const [quotes, setQuotes] = useState<Record<number, { bid: string; ask: string }>>({});
  // Open requests, and those of the last few answered.
  const rows = book.requests_to_me.filter((r) => r.request_active || r.status !== 'Waiting quote').slice(0, 10);
  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="3">
        Interbank RFQ
      </Heading>
      {!rows.length ? (
        <Text size="2" color="gray">
          {NO_REQUESTS}
        </Text>
      ) : (
        <Table.Root size="1" variant="surface" aria-label="Interbank RFQ sent to you">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell style={num}>Amount</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell style={num}>Bid (you borrow)</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell style={num}>Ask (you lend)</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => {
              const editable = r.status === 'Waiting quote' && r.request_active;
              const q = quotes[r.id] ?? { bid: '', ask: '' };
              const bid = Number(q.bid);
              const ask = Number(q.ask);
              const invalid = q.bid.trim() === '' || q.ask.trim() === '' || !Number.isFinite(bid) || !Number.isFinite(ask) ? 'Enter a bid and an ask in percent' : ask < bid ? 'The ask must be at least the bid' : null;
              const sendReason = refusal ?? invalid;
              const set = (field: 'bid' | 'ask', value: string) => setQuotes((all) => ({ ...all, [r.id]: { ...q, [field]: value } }));
              return (
                <Table.Row key={r.id}>
                  <Table.RowHeaderCell>{r.requesting_player_name}</Table.RowHeaderCell>
                  <Table.Cell style={num}>{formatMoney(r.amount, r.currency)}</Table.Cell>
                  <Table.Cell style={num}>
                    {editable ? (
                      <TextField.Root size="1" type="number" step="0.01" value={q.bid} onChange={(e) => set('bid', e.target.value)} aria-label={`Bid for ${r.requesting_player_name}`} style={{ width: 90, textAlign: 'right' }} />
                    ) : (
                      ratePct(r.bid)
                    )}
                  </Table.Cell>
                  <Table.Cell style={num}>
                    {editable ? (
                      <TextField.Root size="1" type="number" step="0.01" value={q.ask} onChange={(e) => set('ask', e.target.value)} aria-label={`Ask for ${r.requesting_player_name}`} style={{ width: 90, textAlign: 'right' }} />
                    ) : (
                      ratePct(r.ask)
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={r.status} />
                    {r.status === 'Borrow' || r.status === 'Lend' ? (
                      <Text size="1" color="gray">
                        {' '}
                        (you {r.status === 'Borrow' ? 'lent' : 'borrowed'}
                        {r.interest !== null ? `, interest ${formatMoney(Math.abs(r.interest), r.currency)}` : ''})
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2">
                      {editable ? (
                        <DisabledReason reason={sendReason}>
                          <Button size="1" disabled={Boolean(sendReason) || busy} onClick={() => run(() => sendQuote(sessionId, { response_id: r.id, bid, ask }), 'Quote sent')}>
                            Send
                          </Button>
                        </DisabledReason>
                      ) : null}
                      {r.request_active && (r.status === 'Waiting quote' || r.status === 'Waiting hit') ? (
                        <DisabledReason reason={refusal}>
                          <Button size="1" variant="soft" color="red" disabled={Boolean(refusal) || busy} onClick={() => run(() => cancelRequest(sessionId, r.request_id), 'RFQ cancelled')}>
                            Cancel
                          </Button>
                        </DisabledReason>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  );
}
