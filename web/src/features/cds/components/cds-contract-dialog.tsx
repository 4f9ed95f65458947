/**
 * The CDS Contract modal (spec 001 §2, §5 "CDS: amount > 0 and <= maximum"; banking.md §3): Buy
 * protection or Sell protection (sent as a signed amount), the notional with its maximum for that
 * side, the spread it would open at in basis points (the ask to buy, the bid to sell), the first
 * premium it costs or earns (ACT/360 over the first period of the asset's schedule), the maturity,
 * and the investment rationale (required when the session requires it). Submit is disabled, with
 * the reason, while creating, paused or frozen, when the market is closed, for an amount of 0 or
 * above the maximum; the server's refusal is shown as it says it.
 */
import { Button, Flex, Grid, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { MISSING, formatBasisPoints, formatDate, formatMoney, formatNumber } from '@domain/format';
import { formatHoursGmt } from '@domain/market-hours';
import { isoDay, periodMonths, premiumMinor, premiumSchedule } from '@domain/engine/cds/rules';
import { fromMinor } from '@domain/money';
import { AmountField, ContractDialog, ContractDialogHeader, MarketClosedNotice, MissingInstrument, Outcome, SideChoice, type Side } from '@/components/contracts/contract-dialog';
import { DialogFooter } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { RationaleField } from '@/components/rationale-field';
import { tradedQuote } from '@/lib/room/order-limits';
import { usePrices, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { sessionNow } from '@/lib/room/session-now';
import { useAssetDetails } from '@/lib/room/use-cached-asset-details';
import { readAmount, useContractSubmit, useRationale, useTradingPerson } from '@/lib/room/use-contract-form';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { enterCds, type CdsContracts } from '../api/cds-api';
import { newCdsTerms } from '../hooks/use-cds';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
const PERIOD_NAMES: Record<number, string> = { 3: 'quarterly', 6: 'semi-annual', 12: 'yearly' };

export function CdsContractDialog({ ric, limits, onClose, onDone }: { ric: string | null; limits: CdsContracts | null; onClose: () => void; onDone: () => void }) {
  return (
    <ContractDialog open={ric !== null} onClose={onClose} sheet maxWidth="560px">
      {ric ? <CdsForm key={ric} ric={ric} limits={limits} onClose={onClose} onDone={onDone} /> : null}
    </ContractDialog>
  );
}

function CdsForm({ ric, limits, onClose, onDone }: { ric: string; limits: CdsContracts | null; onClose: () => void; onDone: () => void }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const person = useTradingPerson();
  const { byRic } = useSessionAssets();
  const prices = usePrices();
  const tradingRefusal = useTradingAllowed();
  const asset = byRic.get(ric);
  const details = useAssetDetails(asset ? [asset.asset_id] : []);
  const [side, setSide] = useState<Side>('buy');
  const [amountText, setAmountText] = useState('1000000');
  const rationale = useRationale();
  const { saving, error, submit } = useContractSubmit();

  if (!asset) return <MissingInstrument title="CDS Contract" />;

  const live = prices.get(ric);
  const open = live?.open ?? asset.market_open;
  const q = tradedQuote(session, live ?? asset);
  const rate = side === 'buy' ? q.ask : q.bid;
  const now = sessionNow(session);
  const terms = newCdsTerms(asset, now);
  const frequency = (details.get(asset.asset_id) as { cds_frequency?: number } | undefined)?.cds_frequency;
  const months = periodMonths(frequency);
  const firstPeriod = terms ? premiumSchedule(isoDay(now), terms.maturity, months)[0] : undefined;
  const limit = limits?.limits.find((l) => l.financial_instrument === asset.ric);
  const maximum = limit ? (side === 'buy' ? limit.maximum_buy : limit.maximum_sell) : null;
  const { amount, valid: amountValid } = readAmount(amountText);
  const overMaximum = amountValid && maximum !== null && amount > maximum;
  const signed = side === 'buy' ? amount : -amount;
  const premium = amountValid && rate !== null && firstPeriod ? fromMinor(premiumMinor(signed, rate, firstPeriod.days, asset.variable_currency), asset.variable_currency) : null;
  const hours = formatHoursGmt(asset.market_hours, asset.resourcetype);
  const blocked =
    tradingRefusal?.replace('Trading', 'CDS trading') ??
    (!open
      ? `Market is closed · ${hours}`
      : rate === null
        ? 'Could not retrieve price!'
        : !amountValid
          ? 'Enter an amount above 0'
          : overMaximum
            ? `The amount is above the maximum (${formatNumber(maximum, { decimals: 0 })} ${asset.variable_currency})`
            : rationale.refusal);

  const onSubmit = submit(
    blocked,
    () => enterCds(sessionId, { cds_instrument_id: asset.ric, amount: signed, investment_rationale: rationale.value, person }),
    (c) => {
      notify({
        kind: 'success',
        message: 'CDS contract entered',
        description: `#${c.id} ${c.transaction} ${formatNumber(Math.abs(c.amount), { decimals: 0 })} ${c.cds_contract_ccy} on ${c.underlying_asset_name} at ${formatBasisPoints(c.open_rate)} bp, maturity ${formatDate(c.cds_contract_maturity_date)}`,
      });
      onDone();
      onClose();
    },
  );

  return (
    <form onSubmit={onSubmit} aria-label="CDS contract">
      <Flex direction="column" gap="4">
        <ContractDialogHeader title={`CDS Contract · ${asset.ticker}`}>
          {asset.name} · notional in {asset.variable_currency} · premiums {PERIOD_NAMES[months] ?? `every ${months} months`}, ACT/360
        </ContractDialogHeader>

        <Grid columns="3" gap="3" style={tabular}>
          <Figure label="Bid (bp)" value={q.bid === null ? MISSING : formatBasisPoints(q.bid)} />
          <Figure label="Ask (bp)" value={q.ask === null ? MISSING : formatBasisPoints(q.ask)} />
          <Figure label="Maturity" value={terms ? formatDate(terms.maturity) : MISSING} hint={terms?.tenor} />
        </Grid>

        <MarketClosedNotice open={open} hours={hours} />
        <SideChoice side={side} onChange={setSide} buy="Buy protection" sell="Sell protection" />

        <AmountField id="cds-amount" label={`Amount (${asset.variable_currency})`} text={amountText} onChange={setAmountText} valid={amountValid}>
          <Flex justify="between" gap="2">
            <Text size="1" color={overMaximum ? 'red' : 'gray'} style={tabular} data-testid="cds-maximum">
              Maximum {maximum === null ? '…' : `${formatNumber(maximum, { decimals: 0 })} ${asset.variable_currency}`}
            </Text>
            {maximum !== null && maximum > 0 ? (
              <Button type="button" size="1" variant="ghost" onClick={() => setAmountText(String(maximum))}>
                Use maximum
              </Button>
            ) : null}
          </Flex>
        </AmountField>

        <RationaleField id="cds-rationale" value={rationale.text} onChange={rationale.setText} required={rationale.required} valid={rationale.valid} />

        <Separator size="4" />
        <Grid columns="2" gap="3">
          <Outcome label={`Rate (${side === 'buy' ? 'ask' : 'bid'})`} value={rate === null ? MISSING : `${formatBasisPoints(rate)} bp`} testId="cds-rate" />
          <Outcome
            label={`${side === 'buy' ? 'First premium you pay' : 'First premium you receive'}${firstPeriod ? ` · ${firstPeriod.days} days to ${formatDate(firstPeriod.payDate)}` : ''}`}
            value={premium === null ? MISSING : formatMoney(Math.abs(premium), asset.variable_currency)}
            testId="cds-premium"
          />
        </Grid>
        <Text size="1" color="gray">
          {side === 'buy' ? 'Buying protection pays the spread and gains if it widens.' : 'Selling protection earns the spread and loses if it widens.'} Nothing is paid today; premiums are paid on their dates with a final stub at maturity.
        </Text>
        <DialogFooter error={error} blocked={blocked} blockedTestId="cds-blocked" loading={saving} color={side === 'buy' ? 'green' : 'red'} submitLabel={side === 'buy' ? 'Buy protection' : 'Sell protection'} />
      </Flex>
    </form>
  );
}
