/**
 * The Cash tab's client-money view (spec 001 §2, §4, §5; banking.md §8): the Adjust Client Rates
 * button and modal ('Set next period's Rates Offer'), the bank's client book at a glance
 * (outstanding loans and deposits, net client interest, the lombard rate) and the previous and
 * current period's loans and deposits tables. Its own chunk (the trading room loads it lazily).
 * `playerId` null: the signed-in bank's own; a number: the trainer's view of that bank (read-only).
 */
import { Badge, Button, Callout, Card, Dialog, Flex, Grid, Heading, SegmentedControl, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { lazy, Suspense, useMemo, useState } from 'react';
import { formatNumber } from '@domain/format';
import type { ClientAwardCard, ClientCard } from '@domain/client-dealing/book';
import { errorMessage } from '@/lib/api-client';
import { DisabledReason } from '@/components/disabled-reason';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useTradingAllowed } from '@/lib/room/player-state';
import { saveRates, type ClientCards } from '../api/client-dealing-api';
import { useClientCards } from '../hooks/use-client-cards';

const ClientProfileDialog = lazy(() => import('./client-profile-dialog'));

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' } as const;
const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatNumber(v, { decimals: 2 }));
const pct = (v: number | null | undefined, d = 3) => (v === null || v === undefined ? '—' : `${formatNumber(v, { decimals: d })}%`);

export default function ClientMoneyView({ playerId = null }: { playerId?: number | null }) {
  const cards = useClientCards(playerId);
  const [adjusting, setAdjusting] = useState(false);
  const [profile, setProfile] = useState(false);
  const refusal = useTradingAllowed();
  const data = cards.data;
  if (!data) return cards.error ? <Text color="red">{cards.error}</Text> : <Skeleton height="160px" />;
  if (!data.client_money) return null;
  const ccy = data.currency;
  const own = playerId === null;
  const blocked = refusal ? refusal.replace('Trading', 'Client-rate adjustment') : data.period === null ? 'The client book opens when the session starts' : null;
  return (
    <Flex direction="column" gap="3" aria-label="Client money">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h3" size="3">
          Client money ({ccy})
        </Heading>
        {data.period !== null ? (
          <Badge color="gray" variant="soft">
            Period {data.period} · {data.date}
          </Badge>
        ) : null}
        {own ? (
          <>
            <DisabledReason reason={blocked}>
              <Button size="3" variant="soft" onClick={() => setAdjusting(true)} disabled={Boolean(blocked)}>
                Adjust Client Rates
              </Button>
            </DisabledReason>
            <Button size="3" variant="soft" color="gray" onClick={() => setProfile(true)}>
              Client Profile
            </Button>
            {blocked ? (
              <Text size="2" color="gray">
                {blocked}
              </Text>
            ) : null}
          </>
        ) : null}
      </Flex>
      <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3">
        <Figure label={`Loans (${ccy})`} value={money(data.loans)} />
        <Figure label={`Deposits (${ccy})`} value={money(data.depos)} />
        <Figure label={`Client interest (${ccy})`} value={money(data.client_interest)} color={data.client_interest < 0 ? 'red' : data.client_interest > 0 ? 'green' : undefined} />
        <Figure label="Avg loan / deposit rate" value={`${pct(data.average_loan_rate, 2)} / ${pct(data.average_depo_rate, 2)}`} />
        <Figure label="Lombard rate" value={pct(data.lombard_rate, 2)} />
      </Grid>
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <AwardTable title="Current period loans" rows={data.current_loans} ccy={ccy} />
        <AwardTable title="Current period deposits" rows={data.current_depos} ccy={ccy} />
        <AwardTable title="Previous period loans" rows={data.past_loans} ccy={ccy} />
        <AwardTable title="Previous period deposits" rows={data.past_depos} ccy={ccy} />
      </Grid>
      {own && adjusting ? <AdjustRatesDialog cards={data} onClose={() => setAdjusting(false)} onSaved={cards.reload} /> : null}
      {own && profile ? (
        <Suspense fallback={null}>
          <ClientProfileDialog cards={data} onClose={() => setProfile(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color?: 'red' | 'green' }) {
  return (
    <Card size="1">
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="3" weight="bold" color={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Card>
  );
}

function AwardTable({ title, rows, ccy }: { title: string; rows: ClientAwardCard[]; ccy: string }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="bold">
        {title}
      </Text>
      <Table.Root size="1" variant="surface" aria-label={title}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Tenor</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Rate</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>
              <abbr title="The period's reference rate">Ref.</abbr>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>
              <abbr title="Total tenor pool">Pool</abbr>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Share</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Awarded</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell style={num}>Interest</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={7}>
                <Text size="2" color="gray">
                  No period yet.
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.RowHeaderCell>{r.tenor}</Table.RowHeaderCell>
                <Table.Cell style={num}>{pct(r.rate)}</Table.Cell>
                <Table.Cell style={num}>{pct(r.reference_rate)}</Table.Cell>
                <Table.Cell style={num}>{formatNumber(r.total_tenor_pool, { decimals: 0 })}</Table.Cell>
                <Table.Cell style={num}>{pct(100 * r.share, 1)}</Table.Cell>
                <Table.Cell style={num}>
                  <Text weight="bold">{money(r.awarded_sum)}</Text>
                </Table.Cell>
                <Table.Cell style={num}>{money(r.interest)}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}

/** 'Set next period's Rates Offer': loan and deposit rates per tenor within their limits, a view and an edit mode. */
function AdjustRatesDialog({ cards, onClose, onSaved }: { cards: ClientCards; onClose: () => void; onSaved: () => void }) {
  const { sessionId } = useSessionLive();
  const [product, setProduct] = useState<'loans' | 'depos'>('loans');
  const [editing, setEditing] = useState(false);
  const future = product === 'loans' ? cards.future_loans : cards.future_depos;
  const initial = useMemo(() => Object.fromEntries(future.map((c) => [c.tenor, String(c.rate)])), [future]);
  const [draft, setDraft] = useState<Record<string, string>>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = future.map((c) => problemOf(c, draft[c.tenor] ?? ''));

  const switchTo = (p: 'loans' | 'depos') => {
    setProduct(p);
    setEditing(false);
    setError(null);
    setDraft(Object.fromEntries((p === 'loans' ? cards.future_loans : cards.future_depos).map((c) => [c.tenor, String(c.rate)])));
  };

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await saveRates(sessionId, product, future.map((c) => ({ tenor: c.tenor, rate: Number(draft[c.tenor]) })));
      setEditing(false);
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Content maxWidth="640px" aria-describedby={undefined}>
        <Dialog.Title>Set next period&apos;s Rates Offer</Dialog.Title>
        <Flex direction="column" gap="3">
          <SegmentedControl.Root value={product} onValueChange={(v) => switchTo(v as 'loans' | 'depos')} aria-label="Product">
            <SegmentedControl.Item value="loans">Loans</SegmentedControl.Item>
            <SegmentedControl.Item value="depos">Deposits</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Text size="2" color="gray">
            Rates apply to the clients awarded at the next period step; a tenor you leave keeps its rate. 4-week yield now {pct(cards.yield_4wk)}.
          </Text>
          <Table.Root size="2" variant="surface" aria-label={product === 'loans' ? 'Loan rates' : 'Deposit rates'}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Tenor</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Rate %</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Min</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Max</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell style={num}>Tenor pool</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {future.map((c, k) => (
                <Table.Row key={c.tenor}>
                  <Table.RowHeaderCell>{c.tenor}</Table.RowHeaderCell>
                  <Table.Cell style={num}>
                    {editing ? (
                      <Flex direction="column" gap="1" align="end">
                        <TextField.Root
                          type="number"
                          step="0.001"
                          min={c.min}
                          max={c.max}
                          value={draft[c.tenor] ?? ''}
                          aria-label={`${product === 'loans' ? 'Loan' : 'Deposit'} rate ${c.tenor}`}
                          aria-invalid={problems[k] ? true : undefined}
                          onChange={(e) => setDraft((d) => ({ ...d, [c.tenor]: e.target.value }))}
                          style={{ width: 110, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                        />
                        {problems[k] ? (
                          <Text size="1" color="red">
                            {problems[k]}
                          </Text>
                        ) : null}
                      </Flex>
                    ) : (
                      pct(c.rate)
                    )}
                  </Table.Cell>
                  <Table.Cell style={num}>{pct(c.min)}</Table.Cell>
                  <Table.Cell style={num}>{pct(c.max)}</Table.Cell>
                  <Table.Cell style={num}>{formatNumber(c.total_tenor_pool, { decimals: 0 })}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex justify="end" gap="3">
            {editing ? (
              <>
                <Button variant="soft" color="gray" onClick={() => (setEditing(false), setDraft(initial))}>
                  Cancel
                </Button>
                <DisabledReason reason={problems.some(Boolean) ? 'Every rate must be within its limits' : null}>
                  <Button onClick={save} loading={busy} disabled={problems.some(Boolean)}>
                    Save
                  </Button>
                </DisabledReason>
              </>
            ) : (
              <>
                <Button variant="soft" color="gray" onClick={onClose}>
                  Close
                </Button>
                <Button onClick={() => setEditing(true)}>Edit</Button>
              </>
            )}
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function problemOf(card: ClientCard, text: string): string | null {
  if (text.trim() === '') return 'Required';
  const v = Number(text);
  if (!Number.isFinite(v)) return 'A number';
  if (v < card.min || v > card.max) return `Between ${card.min} and ${card.max}`;
  return null;
}
