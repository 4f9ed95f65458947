/**
 * The player's forward contract list (spec 001 §2 "Show contracts"; per forward or all): open
 * contracts kept current by the channel and the price ticks, closed ones on request, and per open
 * contract its ODA (set, update, delete: spec 001 §8 texts, checked against the side it would
 * close at) and Offset (a confirmation with the rationale → close_forward_contract). Both are
 * disabled with the reason while the session is being created, paused or frozen.
 */
import { AlertDialog, Button, Callout, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { RATIONALE_MAX_LENGTH } from '@domain/constants';
import { formatMoney, formatNumber, formatPrice, formatSignedMoney } from '@domain/format';
import { checkForwardOda } from '@domain/engine/fx-forwards/rules';
import { ContractDialog, ContractDialogHeader } from '@/components/contracts/contract-dialog';
import { ReadFailure } from '@/components/contracts/contracts-read';
import { DialogButtons, SubmitError } from '@/components/dialog-footer';
import { OdaChecks, OdaPriceFields, OdaStatus } from '@/components/oda-fields';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { useContractSubmit, useRationale, useTradingPerson } from '@/lib/room/use-contract-form';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { deleteForwardOda, offsetForward, saveForwardOda, type ForwardView } from '../api/forwards-api';
import { useForwardContracts } from '../hooks/use-forwards';
import { LimitBar } from './limit-bar';
import { ForwardContractsTable, ShowClosedSwitch, pricedOf } from './forward-contracts-table';

/** `ric` null lists every forward's contracts. */
export function ForwardContractsDialog({ ric, open, onClose, onChanged }: { ric: string | null | undefined; open: boolean; onClose: () => void; onChanged?: () => void }) {
  return (
    <ContractDialog open={open} onClose={onClose} wide maxWidth="1300px">
      <ContractList ric={ric ?? null} onChanged={onChanged} />
    </ContractDialog>
  );
}

function ContractList({ ric, onChanged }: { ric: string | null; onChanged?: () => void }) {
  const { reportingCurrency } = useSessionFlags();
  const { byRic } = useSessionAssets();
  const refusal = useTradingAllowed();
  const forwards = useForwardContracts(null, true);
  const [showClosed, setShowClosed] = useState(false);
  const [oda, setOda] = useState<ForwardView | null>(null);
  const [offset, setOffset] = useState<ForwardView | null>(null);
  const asset = ric ? byRic.get(ric) : undefined;
  const tickerOf = (r: string) => byRic.get(r)?.ticker ?? r;
  const rows = forwards.data ? forwards.data.contracts.filter((c) => (ric === null || c.financial_instrument === ric) && (showClosed || c.delivery_timestamp === null)) : null;
  const changed = () => {
    forwards.refresh();
    onChanged?.();
  };

  return (
    <Flex direction="column" gap="3">
      <ContractDialogHeader title={`Forward contracts${asset ? ` · ${asset.ticker}` : ''}`}>
        PnL in {reportingCurrency}: unrealised at the outright each open contract would close at now (the bid for a buy, the ask for a sell).
      </ContractDialogHeader>
      <LimitBar data={forwards.data} currency={reportingCurrency} />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        {refusal ? (
          <Callout.Root color="amber" size="1">
            <Callout.Text>ODA and Offset: {refusal}</Callout.Text>
          </Callout.Root>
        ) : (
          <span />
        )}
        <ShowClosedSwitch checked={showClosed} onChange={setShowClosed} />
      </Flex>
      <ReadFailure read={forwards} />
      <ForwardContractsTable contracts={rows} currency={reportingCurrency} tickerOf={tickerOf} mode={{ kind: 'player', disabledReason: refusal, onOda: setOda, onOffset: setOffset }} />
      <OdaDialog contract={oda} onClose={() => setOda(null)} onSaved={changed} />
      <OffsetDialog contract={offset} tickerOf={tickerOf} onClose={() => setOffset(null)} onDone={changed} />
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
    <ContractDialog open={contract !== null} onClose={onClose} maxWidth="480px">
      {contract ? <OdaForm key={contract.id} contract={contract} onClose={onClose} onSaved={onSaved} /> : null}
    </ContractDialog>
  );
}

function OdaForm({ contract: c, onClose, onSaved }: { contract: ForwardView; onClose: () => void; onSaved: () => void }) {
  const { sessionId } = useSessionLive();
  const refusal = useTradingAllowed();
  const existing = c.oda.stop_loss_price !== null || c.oda.take_profit_price !== null;
  const [stopLoss, setStopLoss] = useState(c.oda.stop_loss_price?.toString() ?? '');
  const [takeProfit, setTakeProfit] = useState(c.oda.take_profit_price?.toString() ?? '');
  const [touched, setTouched] = useState(false);
  const { saving, error, submit } = useContractSubmit();
  const priced = pricedOf(c);
  const problem = odaProblem(c.amount, c.close_price, parse(stopLoss), parse(takeProfit));
  const finish = (done: string) => () => {
    notify({ kind: 'success', message: done, description: `Forward contract #${c.id}` });
    onSaved();
    onClose();
  };
  const save = submit(
    problem ?? refusal,
    () => saveForwardOda(sessionId, existing ? 'update' : 'set', { contract_id: c.id, stop_loss_price: parse(stopLoss), take_profit_price: parse(takeProfit) }),
    finish('ODA saved'),
  );
  const remove = submit(refusal, () => deleteForwardOda(sessionId, c.id), finish('ODA deleted'));

  return (
    <form
      onSubmit={(event) => {
        setTouched(true);
        void save(event);
      }}
      aria-label="Forward ODA"
    >
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
            <Button type="button" color="red" variant="soft" size="3" disabled={Boolean(refusal) || saving} onClick={(event) => void remove(event)}>
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
  const person = useTradingPerson();
  const refusal = useTradingAllowed();
  const rationale = useRationale();
  const { saving, error, submit } = useContractSubmit();
  const priced = pricedOf(c);
  const blocked = refusal ?? rationale.refusal;
  const confirm = submit(
    blocked,
    () => offsetForward(sessionId, { contract_id: c.id, investment_rationale: rationale.value, person }),
    (r) => {
      notify({
        kind: 'success',
        message: `Contract #${c.id} offset by #${r.closing_contract.id}`,
        description: `Settled ${formatSignedMoney(r.contract.realized_pnl, c.variable_currency)} at ${formatPrice(r.contract.close_price, priced)}`,
      });
      onDone();
      onClose();
    },
  );

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
          {rationale.required ? 'Investment rationale (required)' : 'Investment rationale'}
        </Text>
        <TextArea
          id="fwd-offset-rationale"
          value={rationale.text}
          maxLength={RATIONALE_MAX_LENGTH}
          placeholder="Investment Rationale | required field min. 10 char."
          onChange={(e) => rationale.setText(e.target.value)}
          rows={2}
        />
      </Flex>
      {blocked && (rationale.required || refusal) ? (
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
        <Button color="red" loading={saving} disabled={Boolean(blocked)} onClick={(event) => void confirm(event)}>
          Offset contract
        </Button>
      </Flex>
    </Flex>
  );
}
