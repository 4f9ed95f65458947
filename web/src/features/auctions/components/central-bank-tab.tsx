/**
 * The console's Central Bank tab (spec 000 §2, §5, §9; banking.md §7): the create-auction form
 * (tenor, the generated series, the derived maturity, total value with its unit, currency, and
 * the rate as an adjustment of the day's historical yield of the tenor, ± 0.5 at a step of 0.001;
 * Start disabled without a historical rate; the server's 'Invalid Details'), and the auctions
 * with their offers and Issue Security (at least one offer: 'No submitted offers yet.').
 */
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Select, Slider, Table, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { AUCTION_TENORS, AUCTION_UNITS, auctionMaturity, auctionSeries, initialAsk } from '@domain/engine/auctions/rules';
import { actualDays } from '@domain/engine/tbills/pricing';
import { formatDate, formatNumber } from '@domain/format';
import { DataTable } from '@/components/data-table';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { fetchYields, issueAuction, startAuction, type AuctionView, type HistoricalYields } from '@/features/auctions/api/auctions-api';
import { useAuctions } from '@/features/auctions/hooks/use-auctions';
import { useSessionEvents } from '@/lib/session-live/session-live';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'IDR'];
const YIELD_KEY = ['wk4', 'wk8', 'wk13', 'wk26', 'wk52'] as const;
const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

export default function CentralBankTab() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const auctions = useAuctions();
  const [tenor, setTenor] = useState(2);
  const [valueText, setValueText] = useState('80');
  const [unit, setUnit] = useState(0);
  const [currency, setCurrency] = useState<string>(session.reporting_currency);
  const [adjust, setAdjust] = useState(0);
  const [yields, setYields] = useState<HistoricalYields | null>(null);
  const [yieldsVersion, setYieldsVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useSessionEvents((e) => {
    if (e.type === 'new_period_yields') setYieldsVersion((n) => n + 1);
  });
  useEffect(() => {
    let live = true;
    fetchYields(sessionId, currency)
      .then((y) => live && setYields(y))
      .catch(() => live && setYields(null));
    return () => {
      live = false;
    };
  }, [sessionId, currency, yieldsVersion, session.scenario_date]);

  const today = session.scenario_date ?? yields?.current_period_yields.date ?? '';
  const historical = yields?.current_period_yields[YIELD_KEY[tenor]!] ?? null;
  const rate = historical === null ? null : Math.round((historical + adjust) * 1000) / 1000;
  const value = Number(valueText);
  const maturity = today ? auctionMaturity(today, tenor) : '';
  const days = today ? actualDays(today, maturity) : 0;
  const series = auctionSeries(currency, tenor, Number.isFinite(value) ? value : 0, unit, sessionId);
  const ask = rate === null ? null : initialAsk(rate, days);
  const blocked = historical === null ? 'No historical rate for this tenor and currency today' : !(value > 0) ? 'Invalid Details' : null;

  async function start() {
    if (blocked || rate === null) return;
    setSaving(true);
    setError(null);
    try {
      const a = await startAuction(sessionId, { tenor, auction_series: series, maturity_date: maturity, bid_value_no_units: value, bid_unit: unit, currency, rate, rate_difference_from_historical_rate: Math.round(adjust * 1000) / 1000 });
      notify({ kind: 'success', message: 'Auction started', description: `${a.auction_series} at ${formatNumber(a.initial_ask, { decimals: 3 })}` });
      auctions.refresh();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading size="4">Create auction</Heading>
          <Grid columns={{ initial: '1', sm: '3' }} gap="3">
            <Field label="Tenor">
              <Select.Root value={String(tenor)} onValueChange={(v) => setTenor(Number(v))}>
                <Select.Trigger aria-label="Tenor" />
                <Select.Content>
                  {AUCTION_TENORS.map((t) => (
                    <Select.Item key={t.code} value={String(t.code)}>
                      {t.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Field>
            <Field label="Auction series">
              <TextField.Root value={series} readOnly aria-label="Auction series" />
            </Field>
            <Field label="Maturity date">
              <TextField.Root value={maturity ? `${formatDate(maturity)} (${days} days)` : ''} readOnly aria-label="Maturity date" />
            </Field>
            <Field label="Total value">
              <TextField.Root value={valueText} onChange={(e) => setValueText(e.target.value)} inputMode="decimal" aria-label="Total value" style={tabular} />
            </Field>
            <Field label="Unit">
              <Select.Root value={String(unit)} onValueChange={(v) => setUnit(Number(v))}>
                <Select.Trigger aria-label="Unit" />
                <Select.Content>
                  {AUCTION_UNITS.map((u) => (
                    <Select.Item key={u.code} value={String(u.code)}>
                      {u.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Field>
            <Field label="Currency">
              <Select.Root value={currency} onValueChange={setCurrency}>
                <Select.Trigger aria-label="Currency" />
                <Select.Content>
                  {CURRENCIES.map((c) => (
                    <Select.Item key={c} value={c}>
                      {c}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Field>
          </Grid>
          <Flex direction="column" gap="2">
            <Flex justify="between" wrap="wrap" gap="2" style={tabular}>
              <Text size="2">
                Historical rate: <strong>{historical === null ? 'N/A' : `${formatNumber(historical, { decimals: 3 })} %`}</strong>
              </Text>
              <Text size="2">
                Adjustment: <strong>{adjust >= 0 ? '+' : ''}{formatNumber(adjust, { decimals: 3 })}</strong>
              </Text>
              <Text size="2" data-testid="auction-rate">
                Rate: <strong>{rate === null ? 'N/A' : `${formatNumber(rate, { decimals: 3 })} %`}</strong> · initial ask <strong>{ask === null ? 'N/A' : formatNumber(ask, { decimals: 6 })}</strong>
              </Text>
            </Flex>
            <Slider min={-0.5} max={0.5} step={0.001} value={[adjust]} onValueChange={(v) => setAdjust(Math.round((v[0] ?? 0) * 1000) / 1000)} disabled={historical === null} aria-label="Rate adjustment" />
          </Flex>
          {error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex justify="end" align="center" gap="3">
            {blocked ? (
              <Text size="2" color="red">
                {blocked}
              </Text>
            ) : null}
            <Button size="3" onClick={() => void start()} disabled={Boolean(blocked)} loading={saving}>
              Start
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading size="4">Auctions</Heading>
          {auctions.data === null ? <LoadingRows columns={3} /> : null}
          {auctions.data?.length === 0 ? (
            <Text size="2" color="gray">
              No auctions yet.
            </Text>
          ) : null}
          {auctions.data?.map((a) => (
            <AuctionCard key={a.id} auction={a} onIssued={auctions.refresh} />
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium">
        {label}
      </Text>
      {children}
    </Flex>
  );
}

function AuctionCard({ auction, onIssued }: { auction: AuctionView; onIssued: () => void }) {
  const { sessionId } = useSessionLive();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const total = auction.responses.reduce((s, r) => s + r.initial_bid_value, 0);
  async function issue() {
    setSaving(true);
    setError(null);
    try {
      const a = await issueAuction(sessionId, auction.id);
      notify({ kind: 'success', message: 'Security issued', description: `${a.auction_series}: ${formatNumber(a.issued_value, { decimals: 0 })} ${a.currency}` });
      onIssued();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Card variant="surface" data-auction-id={auction.id}>
      <Flex direction="column" gap="2">
        <Flex justify="between" align="center" wrap="wrap" gap="2">
          <Flex gap="3" align="center" wrap="wrap" style={tabular}>
            <Text weight="bold">{auction.auction_series}</Text>
            <Text size="2" color="gray">
              {auction.tenor_label} · {formatNumber(auction.bid_value, { decimals: 0 })} {auction.currency} · rate {formatNumber(auction.rate, { decimals: 3 })} % · initial ask {formatNumber(auction.initial_ask, { decimals: 3 })} · maturity {formatDate(auction.maturity_date)}
            </Text>
            {auction.finished ? <Badge color="gray">Issued {formatNumber(auction.issued_value, { decimals: 0 })}</Badge> : <Badge color="green">Open · bids {formatNumber(total, { decimals: 0 })}</Badge>}
          </Flex>
          {auction.finished ? null : (
            <Button onClick={() => void issue()} loading={saving} disabled={auction.responses.length === 0} title={auction.responses.length === 0 ? 'No submitted offers yet.' : undefined}>
              Issue Security
            </Button>
          )}
        </Flex>
        {error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <DataTable label={`Offers on ${auction.auction_series}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Team</Table.ColumnHeaderCell>
              <NumericHeader>Bid</NumericHeader>
              <NumericHeader>Discounted value</NumericHeader>
              <NumericHeader>Allotted</NumericHeader>
              <NumericHeader>Paid</NumericHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {auction.responses.length === 0 ? <EmptyRow columns={5}>No submitted offers yet.</EmptyRow> : null}
            {auction.responses.map((r) => (
              <Table.Row key={r.player}>
                <Table.RowHeaderCell>{r.player_name}</Table.RowHeaderCell>
                <NumericCell>{formatNumber(r.initial_bid_value, { decimals: 0 })}</NumericCell>
                <NumericCell>{formatNumber(r.discounted_value, { decimals: 2 })}</NumericCell>
                <NumericCell>{r.allotted === null ? '-' : formatNumber(r.allotted, { decimals: 0 })}</NumericCell>
                <NumericCell>{r.paid === null ? '-' : formatNumber(r.paid, { decimals: 2 })}</NumericCell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      </Flex>
    </Card>
  );
}
