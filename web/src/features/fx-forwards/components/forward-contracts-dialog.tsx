/**
 * The player's forward contract list (spec 001 §2 "Show contracts"; per forward or all): open
 * contracts kept current by the channel and the price ticks, closed ones on request, and per open
 * contract its ODA (set, update, delete: spec 001 §8 texts, checked against the side it would
 * close at) and Offset (a confirmation with the rationale → close_forward_contract). Both are
 * disabled with the reason while the session is being created, paused or frozen.
 */
import { Cross2Icon } from '@radix-ui/react-icons';
import { AlertDialog, Box, Button, Callout, Dialog, Flex, IconButton, Switch, Text, TextArea } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH } from '@domain/constants';
import { formatMoney, formatNumber, formatPrice, formatSignedMoney } from '@domain/format';
import { authAtom } from '@/lib/auth-state';
import { checkForwardOda } from '@domain/engine/fx-forwards/rules';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { DialogButtons, SubmitError } from '@/components/dialog-footer';
import { OdaChecks, OdaPriceFields, OdaStatus } from '@/components/oda-fields';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { deleteForwardOda, offsetForward, saveForwardOda, type ForwardView } from '../api/forwards-api';
import { useForwardContracts } from '../hooks/use-forwards';
import { LimitBar } from './limit-bar';
import { ForwardContractsTable, pricedOf } from './forward-contracts-table';

/** `ric` null lists every forward's contracts. */
export function ForwardContractsDialog({ ric, open, onClose, onChanged }: { ric: string | null | undefined; open: boolean; onClose: () => void; onChanged?: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content width={{ initial: '96vw', md: '90vw' }} maxWidth="1300px" aria-describedby={undefined}>
        {open ? <ContractList ric={ric ?? null} onChanged={onChanged} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ContractList({ ric, onChanged }: { ric: string | null; onChanged?: () => void }) {
  const { reportingCurrency } = useSessionFlags();
  const { byRic } = useSessionAssets();
  const refusal = useTradingAllowed();
  const forwards = useForwardContracts(null, true);
  const { reload: reloadPlayer } = usePlayer();
  const [showClosed, setShowClosed] = useState(false);
  const [oda, setOda] = useState<ForwardView | null>(null);
  const [offset, setOffset] = useState<ForwardView | null>(null);
  const asset = ric ? byRic.get(ric) : undefined;
  const all = (forwards.data?.contracts ?? []).filter((c) => ric === null || c.financial_instrument === ric);
  const rows = all.filter((c) => showClosed || c.delivery_timestamp === null);
  const changed = () => {
    forwards.refresh();
    reloadPlayer();
    onChanged?.();
  };

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="start" gap="3">
        <Box>
          <Dialog.Title mb="1">Forward contracts{asset ? ` · ${asset.ticker}` : ''}</Dialog.Title>
          <Text size="2" color="gray">
            PnL in {reportingCurrency}: unrealised at the outright each open contract would close at now (the bid for a buy, the ask for a sell).
          </Text>
        </Box>
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label="Close" size="3">
            <Cross2Icon />
          </IconButton>
        </Dialog.Close>
      </Flex>
      <LimitBar data={forwards.data} currency={reportingCurrency} />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        {refusal ? (
          <Callout.Root color="amber" size="1">
            <Callout.Text>ODA and Offset: {refusal}</Callout.Text>
          </Callout.Root>
        ) : (
          <span />
        )}
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch checked={showClosed} onCheckedChange={setShowClosed} />
            Show closed contracts
          </Flex>
        </Text>
      </Flex>
      {forwards.error && !forwards.data ? (
        <Callout.Root color="red">
          <Callout.Text>{forwards.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {forwards.data === null && !forwards.error ? (
        <Text size="2" color="gray">
          Loading…
        </Text>
      ) : (
        <ForwardContractsTable
          contracts={rows}
          currency={reportingCurrency}
          tickerOf={(r) => byRic.get(r)?.ticker ?? r}
          mode={{ kind: 'player', disabledReason: refusal, onOda: setOda, onOffset: setOffset }}
        />
      )}
      <OdaDialog contract={oda} onClose={() => setOda(null)} onSaved={changed} />
      <OffsetDialog contract={offset} tickerOf={(r) => byRic.get(r)?.ticker ?? r} onClose={() => setOffset(null)} onDone={changed} />
    </Flex>
  );
}

const parse = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The server's own check of a contract's ODA (spec 001 §8 texts), or null when it may be sent. */
function odaProblem(amount: number, current: number | null, stopLoss: number | null, takeProfit: number | null): string | null {
  const bad = (x: number | null) => x !== null && !(Number.isFinite(x) && x > 0);
  if (bad(stopLoss) || bad(takeProfit) || (stopLoss === null && takeProfit === null)) return 'Prices must be numbers!';
  if (current === null) return null;
  try {
    checkForwardOda(amount, current, stopLoss, takeProfit);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Stop loss and take profit of one contract, checked against the side it would close at (spec 001 §5, §8). */
function OdaDialog({ contract, onClose, onSaved }: { contract: ForwardView | null; onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog.Root open={contract !== null} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        {contract ? <OdaForm key={contract.id} contract={contract} onClose={onClose} onSaved={onSaved} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function OdaForm({ contract: c, onClose, onSaved }: { contract: ForwardView; onClose: () => void; onSaved: () => void }) {
  const { sessionId } = useSessionLive();
  const refusal = useTradingAllowed();
  const existing = c.oda.stop_loss_price !== null || c.oda.take_profit_price !== null;
  const [stopLoss, setStopLoss] = useState(c.oda.stop_loss_price?.toString() ?? '');
  const [takeProfit, setTakeProfit] = useState(c.oda.take_profit_price?.toString() ?? '');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const priced = pricedOf(c);
  const problem = odaProblem(c.amount, c.close_price, parse(stopLoss), parse(takeProfit));

  async function run(action: () => Promise<unknown>, done: string) {
    setSaving(true);
    setError(null);
    try {
      await action();
      notify({ kind: 'success', message: done, description: `Forward contract #${c.id}` });
      onSaved();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || refusal) return;
    void run(() => saveForwardOda(sessionId, existing ? 'update' : 'set', { contract_id: c.id, stop_loss_price: parse(stopLoss), take_profit_price: parse(takeProfit) }), 'ODA saved');
  }

  return (
    <form onSubmit={submit} aria-label="Forward ODA">
      <Flex direction="column" gap="4">
        <Dialog.Title mb="0">ODA · contract #{c.id}</Dialog.Title>
        <OdaStatus active={Boolean(existing)}>
          {c.transaction} {formatNumber(Math.abs(c.amount), { decimals: 0 })} {c.base_currency} · closes at {c.amount > 0 ? 'bid' : 'ask'} {formatPrice(c.close_price, priced)}
        </OdaStatus>
        <Text size="2" color="gray">
          A stop loss or take profit offsets the whole contract at the outright it would close at when the level is reached.
        </Text>
        <OdaPriceFields ids={{ stopLoss: 'fwd-oda-sl', takeProfit: 'fwd-oda-tp' }} stopLoss={stopLoss} takeProfit={takeProfit} onStopLoss={setStopLoss} onTakeProfit={setTakeProfit} />
        <OdaChecks problem={problem} show={Boolean(touched || stopLoss || takeProfit)} refusal={refusal} />
        <SubmitError error={error} />
        <DialogButtons submitLabel={existing ? 'Update ODA' : 'Set ODA'} loading={saving} disabled={Boolean(refusal)} wrap="wrap">
          {existing ? (
            <Button type="button" color="red" variant="soft" size="3" disabled={Boolean(refusal) || saving} onClick={() => void run(() => deleteForwardOda(sessionId, c.id), 'ODA deleted')}>
              Delete ODA
            </Button>
          ) : null}
        </DialogButtons>
      </Flex>
    </form>
  );
}

/** 'Offset contract' with its confirmation and rationale (spec 000 §3: 10 to 511 characters when the session requires it). */
function OffsetDialog({ contract, tickerOf, onClose, onDone }: { contract: ForwardView | null; tickerOf: (ric: string) => string; onClose: () => void; onDone: () => void }) {
  return (
    <AlertDialog.Root open={contract !== null} onOpenChange={(o) => !o && onClose()}>
      <AlertDialog.Content maxWidth="520px">{contract ? <OffsetForm key={contract.id} contract={contract} ticker={tickerOf(contract.financial_instrument)} onClose={onClose} onDone={onDone} /> : null}</AlertDialog.Content>
    </AlertDialog.Root>
  );
}

function OffsetForm({ contract: c, ticker, onClose, onDone }: { contract: ForwardView; ticker: string; onClose: () => void; onDone: () => void }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const auth = useAtomValue(authAtom);
  const refusal = useTradingAllowed();
  const [rationale, setRationale] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const required = Boolean(session.require_investment_rationale);
  const length = rationale.trim().length;
  const valid = required ? length >= RATIONALE_MIN_LENGTH && length <= RATIONALE_MAX_LENGTH : length <= RATIONALE_MAX_LENGTH;
  const priced = pricedOf(c);
  const blocked = refusal ?? (!valid ? 'Must provide investment rationale, minimum 10 characters.' : null);

  async function confirm() {
    if (blocked) return;
    setSaving(true);
    setError(null);
    try {
      const r = await offsetForward(sessionId, { contract_id: c.id, investment_rationale: rationale.trim() || null, person: auth?.selected_person?.id ?? null });
      notify({
        kind: 'success',
        message: `Contract #${c.id} offset by #${r.closing_contract.id}`,
        description: `Settled ${formatSignedMoney(r.contract.realized_pnl, c.variable_currency)} at ${formatPrice(r.contract.close_price, priced)}`,
      });
      onDone();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex direction="column" gap="3">
      <AlertDialog.Title>Offset contract #{c.id}?</AlertDialog.Title>
      <AlertDialog.Description size="2">
        {c.amount > 0 ? 'Sell' : 'Buy'} {formatNumber(Math.abs(c.amount), { decimals: 0 })} {c.base_currency} {ticker} for the same maturity at the {c.amount > 0 ? 'bid' : 'ask'} outright{' '}
        {formatPrice(c.close_price, priced)}. Both contracts close now and the difference,{' '}
        <Text weight="bold" color={(c.unrealized_pnl ?? 0) >= 0 ? 'green' : 'red'}>
          {formatSignedMoney(c.unrealized_pnl, c.variable_currency)}
        </Text>{' '}
        at this price, is settled in {c.variable_currency}
        {c.reporting_unrealized_pnl !== null && c.variable_currency !== session.reporting_currency ? ` (${formatMoney(c.reporting_unrealized_pnl, session.reporting_currency)})` : ''}.
      </AlertDialog.Description>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor="fwd-offset-rationale">
          {required ? 'Investment rationale (required)' : 'Investment rationale'}
        </Text>
        <TextArea
          id="fwd-offset-rationale"
          value={rationale}
          maxLength={RATIONALE_MAX_LENGTH}
          placeholder="Investment Rationale | required field min. 10 char."
          onChange={(e) => setRationale(e.target.value)}
          rows={2}
        />
      </Flex>
      {blocked && (required || refusal) ? (
        <Text size="2" color={refusal ? 'amber' : 'red'} role="status">
          {blocked}
        </Text>
      ) : null}
      <SubmitError error={error} />
      <Flex gap="3" justify="end">
        <AlertDialog.Cancel>
          <Button variant="soft" color="gray">
            Cancel
          </Button>
        </AlertDialog.Cancel>
        <Button color="red" loading={saving} disabled={Boolean(blocked)} onClick={() => void confirm()}>
          Offset contract
        </Button>
      </Flex>
    </Flex>
  );
}
