/**
 * The Options route's Positions tab (spec 001 §2 "Options", banking.md §6): per option asset the
 * total premiums (− paid for bought, + received for written) and its active contracts, expandable:
 * transaction, type, strike, expiry, contracts, open price, the bid and ask now, IV, delta,
 * intrinsic value, PnL and status, with Exercise (bought contracts in the money only), Sell (a
 * bought contract, at the bid) or Buy (a written one, at the ask) to close, and the Delta Hedge
 * placeholder. Closing and exercising ask first, saying what will be received or paid. Actions
 * are disabled with the reason while the session cannot trade; the server's refusal is shown as
 * it says it. Kept current by the option events (use-options).
 */
import { ChevronDownIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { Fragment, useState } from 'react';
import { OPTION_MESSAGES } from '@domain/contracts/options';
import { MISSING, formatDate, formatMoney, formatNumber } from '@domain/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { DisabledReason } from '@/components/disabled-reason';
import { ErrorCallout } from '@/components/error-callout';
import { SignedMoney } from '@/components/signed-value';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { usePlayer, usePrice, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive } from '@/lib/session-live/session-live';
import { closeOption, exerciseOption, type OptionContractView, type OptionsInstrument } from '../api/options-api';
import { useOptionPositions } from '../hooks/use-options';
import { MULTIPLIER, premiumOf } from '../model/option-figures';
import { fmtDelta, fmtIv, fmtPrice } from './option-chain-table';

export const NO_ACTIVE_OPTIONS = 'No active options contracts.';
export const DELTA_HEDGE_UNAVAILABLE = 'Delta hedging is not available yet';
const INSTRUMENT_COLUMNS = 6;
const CONTRACT_COLUMNS = 14;
const strikeText = (k: number) => formatNumber(k, { decimals: 2, minDecimals: 0 });

type Pending = { kind: 'close' | 'exercise'; contract: OptionContractView };

export function OptionsPositions() {
  const positions = useOptionPositions(null);
  const { sessionId } = useSessionLive();
  const { player, reload: reloadPlayer } = usePlayer();
  const refusal = useTradingAllowed();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const instruments = (positions.data ?? [])
    .map((i) => ({ ...i, active: i.options_contracts.filter((c) => c.status === 'Active') }))
    .filter((i) => i.active.length > 0);

  async function act(p: Pending) {
    if (!player) return;
    setBusy(p.contract.id);
    setError(null);
    try {
      const { contract_data: c } = await (p.kind === 'close' ? closeOption : exerciseOption)(sessionId, player.id, p.contract.id);
      const amount = c.close_price === null ? null : premiumOf(c.close_price, c.contracts, c.currency);
      notify({
        kind: 'success',
        message: p.kind === 'exercise' ? 'Option exercised' : c.transaction === 'Buy' ? 'Option sold' : 'Option bought back',
        description: `#${c.id} ${c.asset_name} ${strikeText(c.strike)} ${c.contract_type}: ${amount === null ? '' : `${formatMoney(amount, c.currency)} ${c.transaction === 'Buy' ? 'received' : 'paid'}, `}PnL ${formatMoney(c.pnl, c.currency)}`,
      });
      reloadPlayer();
      positions.refresh();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  function toggle(id: number) {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <Flex direction="column" gap="3">
      {positions.error && !positions.data ? <ErrorCallout message={positions.error} onRetry={positions.reload} /> : null}
      {error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <DataTable label="Options positions" pinFirst={false}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell style={{ width: 40 }} />
            <Table.ColumnHeaderCell>Instrument</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Underlying</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Currency</Table.ColumnHeaderCell>
            <NumericHeader>Active contracts</NumericHeader>
            <NumericHeader>Total premiums</NumericHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {positions.data === null ? <LoadingRows columns={INSTRUMENT_COLUMNS} /> : null}
          {positions.data !== null && instruments.length === 0 ? <EmptyRow columns={INSTRUMENT_COLUMNS}>{NO_ACTIVE_OPTIONS}</EmptyRow> : null}
          {instruments.map((i) => {
            const open = !collapsed.has(i.id);
            return (
              <Fragment key={i.id}>
                <Table.Row data-instrument={i.options_asset.ric}>
                  <Table.Cell>
                    <IconButton size="1" variant="ghost" aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} contracts ${i.options_asset.name}`} onClick={() => toggle(i.id)}>
                      {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
                    </IconButton>
                  </Table.Cell>
                  <Table.RowHeaderCell style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{i.options_asset.name}</Table.RowHeaderCell>
                  <Table.Cell>{i.options_asset.underlying_ric}</Table.Cell>
                  <Table.Cell>{i.options_asset.currency}</Table.Cell>
                  <NumericCell>{i.active.length}</NumericCell>
                  <NumericCell data-testid="total-premiums">
                    <SignedMoney value={i.total_premiums} currency={i.options_asset.currency} weight="medium" />
                  </NumericCell>
                </Table.Row>
                {open ? (
                  <Table.Row>
                    <Table.Cell colSpan={INSTRUMENT_COLUMNS} style={{ padding: 'var(--space-2)' }}>
                      <ContractsTable instrument={i} rows={i.active} refusal={refusal} busy={busy} onAsk={setPending} />
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </DataTable>
      {pending ? <ConfirmAction pending={pending} onClose={() => setPending(null)} onConfirm={() => void act(pending)} /> : null}
    </Flex>
  );
}

function ContractsTable({
  instrument,
  rows,
  refusal,
  busy,
  onAsk,
}: {
  instrument: OptionsInstrument;
  rows: OptionContractView[];
  refusal: string | null;
  busy: number | null;
  onAsk: (p: Pending) => void;
}) {
  // A close is a trade: the option's market must be open, as the server checks (an exercise need not).
  const { byRic } = useSessionAssets();
  const asset = byRic.get(instrument.options_asset.ric);
  const live = usePrice(instrument.options_asset.ric);
  const marketClosed = (live?.open ?? asset?.market_open ?? true) ? null : (asset?.closed_reason ?? 'Market is closed');
  return (
    <DataTable label={`${instrument.options_asset.name} active contracts`}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
          <NumericHeader>Strike</NumericHeader>
          <Table.ColumnHeaderCell>Expiry</Table.ColumnHeaderCell>
          <NumericHeader>Contracts</NumericHeader>
          <NumericHeader>Open price</NumericHeader>
          <NumericHeader>Bid</NumericHeader>
          <NumericHeader>Ask</NumericHeader>
          <NumericHeader>IV</NumericHeader>
          <NumericHeader>Delta</NumericHeader>
          <NumericHeader>Intrinsic</NumericHeader>
          <NumericHeader>PnL ({instrument.options_asset.currency})</NumericHeader>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell style={{ textAlign: 'right' }}>Actions</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? <EmptyRow columns={CONTRACT_COLUMNS}>{NO_ACTIVE_OPTIONS}</EmptyRow> : null}
        {rows.map((c) => {
          const bought = c.transaction === 'Buy';
          const closeReason = refusal ?? marketClosed ?? (bought && !(c.current_bid && c.current_bid > 0) ? OPTION_MESSAGES.noBid : !bought && !(c.current_ask && c.current_ask > 0) ? OPTION_MESSAGES.noPrice : null);
          const exerciseReason = refusal ?? (!bought ? OPTION_MESSAGES.exerciseSold : !c.can_exercise ? OPTION_MESSAGES.exerciseOtm : null);
          const name = `${strikeText(c.strike)} ${c.contract_type} ${formatDate(c.expiration_date)}`;
          return (
            <Table.Row key={c.id} data-contract-id={c.id}>
              <Table.RowHeaderCell>
                <Text color={bought ? 'green' : 'red'} weight="medium">
                  {bought ? 'Buy' : 'Sell'}
                </Text>
              </Table.RowHeaderCell>
              <Table.Cell>{c.contract_type}</Table.Cell>
              <NumericCell>{strikeText(c.strike)}</NumericCell>
              <Table.Cell style={{ ...TABULAR_STYLE, whiteSpace: 'nowrap' }}>
                {formatDate(c.expiration_date)}{' '}
                <Text size="1" color="gray">
                  ({c.days_to_expiry} d)
                </Text>
              </Table.Cell>
              <NumericCell>{formatNumber(c.contracts, { decimals: 0 })}</NumericCell>
              <NumericCell>{fmtPrice(c.open_price)}</NumericCell>
              <NumericCell>{fmtPrice(c.current_bid)}</NumericCell>
              <NumericCell>{fmtPrice(c.current_ask)}</NumericCell>
              <NumericCell>{fmtIv(c.current_iv)}</NumericCell>
              <NumericCell>{fmtDelta(c.current_delta)}</NumericCell>
              <NumericCell>{c.intrinsic_value === null ? MISSING : formatNumber(c.intrinsic_value, { decimals: 2 })}</NumericCell>
              <NumericCell>
                <SignedMoney value={c.pnl} currency={c.currency} weight="medium" />
              </NumericCell>
              <Table.Cell>
                <Text size="1" color={c.status === 'Active' ? 'green' : 'gray'}>
                  {c.status}
                </Text>
              </Table.Cell>
              <Table.Cell style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                <Flex gap="2" justify="end">
                  <DisabledReason reason={exerciseReason}>
                    <Button size="1" variant="soft" disabled={Boolean(exerciseReason) || busy === c.id} aria-label={`Exercise ${name}`} onClick={() => onAsk({ kind: 'exercise', contract: c })}>
                      Exercise
                    </Button>
                  </DisabledReason>
                  <DisabledReason reason={closeReason}>
                    <Button
                      size="1"
                      color={bought ? 'red' : 'green'}
                      disabled={Boolean(closeReason) || busy === c.id}
                      loading={busy === c.id}
                      aria-label={`${bought ? 'Sell' : 'Buy'} to close ${name}`}
                      onClick={() => onAsk({ kind: 'close', contract: c })}
                    >
                      {bought ? 'Sell' : 'Buy'}
                    </Button>
                  </DisabledReason>
                  <DisabledReason reason={DELTA_HEDGE_UNAVAILABLE}>
                    <Button size="1" variant="outline" color="gray" disabled title={DELTA_HEDGE_UNAVAILABLE}>
                      Delta Hedge
                    </Button>
                  </DisabledReason>
                </Flex>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </DataTable>
  );
}

/** Asks before closing or exercising, saying what will be received or paid at the quote now. */
function ConfirmAction({ pending, onClose, onConfirm }: { pending: Pending; onClose: () => void; onConfirm: () => void }) {
  const c = pending.contract;
  const bought = c.transaction === 'Buy';
  const what = `${formatNumber(c.contracts, { decimals: 0 })} × ${c.asset_name} ${strikeText(c.strike)} ${c.contract_type} ${formatDate(c.expiration_date)}`;
  let title: string;
  let description: string;
  let confirmLabel: string;
  if (pending.kind === 'exercise') {
    const intrinsic = c.intrinsic_value ?? 0;
    const receive = premiumOf(intrinsic, c.contracts, c.currency);
    const timeValue = c.current_bid !== null && c.current_bid > intrinsic ? premiumOf(c.current_bid - intrinsic, c.contracts, c.currency) : 0;
    title = 'Exercise option?';
    description = `Exercise ${what} at its intrinsic value ${formatNumber(intrinsic, { decimals: 2 })}: you receive ${formatMoney(receive, c.currency)} (cash-settled, ${MULTIPLIER} shares per contract).${
      timeValue > 0 ? ` Selling at the bid ${fmtPrice(c.current_bid)} would bring ${formatMoney(timeValue, c.currency)} more: exercising gives up the time value.` : ''
    }`;
    confirmLabel = 'Exercise';
  } else {
    const price = bought ? c.current_bid : c.current_ask;
    const amount = price === null ? null : premiumOf(price, c.contracts, c.currency);
    title = bought ? 'Sell to close?' : 'Buy to close?';
    description = `${bought ? 'Sell' : 'Buy back'} ${what} at the ${bought ? 'bid' : 'ask'} ${fmtPrice(price)}: you ${bought ? 'receive' : 'pay'} ${amount === null ? MISSING : formatMoney(amount, c.currency)} (at the quote of the moment).${
      !bought && c.collateral > 0 ? ` The collateral reserved, ${formatMoney(c.collateral, c.currency)}, is released.` : ''
    }`;
    confirmLabel = bought ? 'Sell' : 'Buy';
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={description}
      cancelLabel="Keep"
      confirmLabel={confirmLabel}
      confirmColor={pending.kind === 'exercise' ? undefined : bought ? 'red' : 'green'}
      onConfirm={onConfirm}
    />
  );
}
