/**
 * The CDS Contract modal (spec 001 §2, §5 "CDS: amount > 0 and <= maximum"; banking.md §3): Buy
 * protection or Sell protection (sent as a signed amount), the notional with its maximum for that
 * side, the spread it would open at in basis points (the ask to buy, the bid to sell), the first
 * premium it costs or earns (ACT/360 over the first period of the asset's schedule), the maturity,
 * and the investment rationale (required when the session requires it). Submit is disabled, with
 * the reason, while creating, paused or frozen, when the market is closed, for an amount of 0 or
 * above the maximum; the server's refusal is shown as it says it.
 */
import { Cross2Icon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Dialog, Flex, Grid, IconButton, Separator, Text, TextField } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH } from '@domain/constants';
import { MISSING, formatBasisPoints, formatDate, formatMoney, formatNumber } from '@domain/format';
import { formatHoursGmt } from '@domain/market-hours';
import { isoDay, periodMonths, premiumMinor, premiumSchedule } from '@domain/engine/cds/rules';
import { fromMinor } from '@domain/money';
import { DialogFooter } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { RationaleField } from '@/components/rationale-field';
import { authAtom } from '@/lib/auth-state';
import { ChoiceGroup } from '@/components/choice-group';
import { tradedQuote } from '@/lib/room/order-limits';
import { usePlayer, usePrices, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { useAssetDetails } from '@/lib/room/use-cached-asset-details';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { enterCds, type CdsContracts } from '../api/cds-api';
import { newCdsTerms, sessionNow } from '../hooks/use-cds';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
const PERIOD_NAMES: Record<number, string> = { 3: 'quarterly', 6: 'semi-annual', 12: 'yearly' };
type Side = 'buy' | 'sell';

export function CdsContractDialog({ ric, limits, onClose, onDone }: { ric: string | null; limits: CdsContracts | null; onClose: () => void; onDone: () => void }) {
  return (
    <Dialog.Root open={ric !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content className="trading-sheet" maxWidth="560px" aria-describedby={undefined}>
        {ric ? <CdsForm key={ric} ric={ric} limits={limits} onClose={onClose} onDone={onDone} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CdsForm({ ric, limits, onClose, onDone }: { ric: string; limits: CdsContracts | null; onClose: () => void; onDone: () => void }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const auth = useAtomValue(authAtom);
  const { byRic } = useSessionAssets();
  const { reload: reloadPlayer } = usePlayer();
  const prices = usePrices();
  const tradingRefusal = useTradingAllowed();
  const asset = byRic.get(ric);
  const details = useAssetDetails(asset ? [asset.asset_id] : []);
  const live = prices.get(ric);
  const [side, setSide] = useState<Side>('buy');
  const [amountText, setAmountText] = useState('1000000');
  const [rationale, setRationale] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!asset) {
    return (
      <Flex direction="column" gap="3">
        <Dialog.Title>CDS Contract</Dialog.Title>
        <Callout.Root color="red">
          <Callout.Text>Could not retrieve financial instrument!</Callout.Text>
        </Callout.Root>
      </Flex>
    );
  }

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
  const amount = Number(amountText.replace(/[,\s_]/g, ''));
  const amountValid = amountText.trim() !== '' && Number.isFinite(amount) && amount > 0;
  const overMaximum = amountValid && maximum !== null && amount > maximum;
  const signed = side === 'buy' ? amount : -amount;
  const premium = amountValid && rate !== null && firstPeriod ? fromMinor(premiumMinor(signed, rate, firstPeriod.days, asset.variable_currency), asset.variable_currency) : null;
  const rationaleLength = rationale.trim().length;
  const rationaleRequired = Boolean(session.require_investment_rationale);
  const rationaleValid = rationaleRequired ? rationaleLength >= RATIONALE_MIN_LENGTH && rationaleLength <= RATIONALE_MAX_LENGTH : rationaleLength <= RATIONALE_MAX_LENGTH;
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
            : !rationaleValid
              ? rationaleRequired
                ? 'Must provide investment rationale, minimum 10 characters.'
                : `Investment rationale: at most ${RATIONALE_MAX_LENGTH} characters`
              : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked || !asset) return;
    setSaving(true);
    setError(null);
    try {
      const c = await enterCds(sessionId, {
        cds_instrument_id: asset.ric,
        amount: signed,
        investment_rationale: rationale.trim() || null,
        person: auth?.selected_person?.id ?? null,
      });
      notify({
        kind: 'success',
        message: 'CDS contract entered',
        description: `#${c.id} ${c.transaction} ${formatNumber(Math.abs(c.amount), { decimals: 0 })} ${c.cds_contract_ccy} on ${c.underlying_asset_name} at ${formatBasisPoints(c.open_rate)} bp, maturity ${formatDate(c.cds_contract_maturity_date)}`,
      });
      // A contract moves no cash at opening: the books are valued again for its deal and value.
      reloadPlayer();
      onDone();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="CDS contract">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="start" gap="3">
          <Box>
            <Dialog.Title mb="1">CDS Contract · {asset.ticker}</Dialog.Title>
            <Text size="2" color="gray">
              {asset.name} · notional in {asset.variable_currency} · premiums {PERIOD_NAMES[months] ?? `every ${months} months`}, ACT/360
            </Text>
          </Box>
          <Dialog.Close>
            <IconButton type="button" variant="ghost" color="gray" aria-label="Close" size="3">
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>

        <Grid columns="3" gap="3" style={tabular}>
          <Figure label="Bid (bp)" value={q.bid === null ? MISSING : formatBasisPoints(q.bid)} />
          <Figure label="Ask (bp)" value={q.ask === null ? MISSING : formatBasisPoints(q.ask)} />
          <Figure label="Maturity" value={terms ? formatDate(terms.maturity) : MISSING} hint={terms?.tenor} />
        </Grid>

        {!open ? (
          <Callout.Root color="amber" size="1">
            <Callout.Text>Market is closed · {hours}</Callout.Text>
          </Callout.Root>
        ) : null}

        <Flex direction="column" gap="1">
          <Text size="2" weight="medium">
            Transaction
          </Text>
          <ChoiceGroup
            label="Transaction"
            choices={[
              { value: 'buy', label: 'Buy protection' },
              { value: 'sell', label: 'Sell protection' },
            ]}
            value={side}
            onChange={(v) => setSide(v as Side)}
            color={(v) => (v === 'buy' ? 'green' : 'red')}
          />
        </Flex>

        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="cds-amount">
            Amount ({asset.variable_currency})
          </Text>
          <TextField.Root id="cds-amount" inputMode="numeric" size="3" value={amountText} onChange={(e) => setAmountText(e.target.value)} color={amountValid || amountText === '' ? undefined : 'red'} style={tabular} />
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
        </Flex>

        <RationaleField id="cds-rationale" value={rationale} onChange={setRationale} required={rationaleRequired} valid={rationaleValid} />

        <Separator size="4" />
        <Grid columns="2" gap="3">
          <Box>
            <Text as="div" size="1" color="gray">
              Rate ({side === 'buy' ? 'ask' : 'bid'})
            </Text>
            <Text as="div" size="5" weight="bold" style={tabular} data-testid="cds-rate">
              {rate === null ? MISSING : `${formatBasisPoints(rate)} bp`}
            </Text>
          </Box>
          <Box>
            <Text as="div" size="1" color="gray">
              {side === 'buy' ? 'First premium you pay' : 'First premium you receive'}
              {firstPeriod ? ` · ${firstPeriod.days} days to ${formatDate(firstPeriod.payDate)}` : ''}
            </Text>
            <Text as="div" size="5" weight="bold" style={tabular} data-testid="cds-premium">
              {premium === null ? MISSING : formatMoney(Math.abs(premium), asset.variable_currency)}
            </Text>
          </Box>
        </Grid>
        <Text size="1" color="gray">
          {side === 'buy' ? 'Buying protection pays the spread and gains if it widens.' : 'Selling protection earns the spread and loses if it widens.'} Nothing is paid today; premiums are paid on their dates with a final stub at maturity.
        </Text>
        <DialogFooter error={error} blocked={blocked} blockedTestId="cds-blocked" loading={saving} color={side === 'buy' ? 'green' : 'red'} submitLabel={side === 'buy' ? 'Buy protection' : 'Sell protection'} />
      </Flex>
    </form>
  );
}
