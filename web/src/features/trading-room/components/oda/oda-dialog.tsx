/**
 * ODA: stop loss and take profit on an open position (spec 001 §4, §5, §8). Prices are checked
 * against the price the position would close at (the bid for a long, the ask for a short) with
 * the spec's texts before sending; create when none is known, update otherwise.
 */
import { DialogHeader } from '@/components/dialog-header';
import { Dialog, Flex } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { ODA_MESSAGES } from '@domain/engine/oda';
import { formatNumber, formatPrice } from '@domain/format';
import { DialogButtons, SubmitError } from '@/components/dialog-footer';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { saveOda } from '@/lib/room/player-api';
import { tradedQuote } from '@/lib/room/order-limits';
import { useOdas, usePlayer, usePrices, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { OdaChecks, OdaPriceFields, OdaStatus } from '@/components/oda-fields';

export function OdaDialog({ ric, onClose }: { ric: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={ric !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content className="trading-sheet" maxWidth="480px" aria-describedby={undefined}>
        {ric ? <OdaForm key={ric} ric={ric} onClose={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The spec's check of an ODA, or null when it may be sent. */
export function odaProblem(held: number, current: number | null, stopLoss: number | null, takeProfit: number | null): string | null {
  const bad = (x: number | null) => x !== null && !(Number.isFinite(x) && x > 0);
  if (bad(stopLoss) || bad(takeProfit) || (stopLoss === null && takeProfit === null)) return ODA_MESSAGES.notNumbers;
  if (current === null) return null;
  if (held > 0) {
    if (stopLoss !== null && stopLoss >= current) return ODA_MESSAGES.stopLossBelow;
    if (takeProfit !== null && takeProfit <= current) return ODA_MESSAGES.takeProfitAbove;
  } else {
    if (stopLoss !== null && stopLoss <= current) return ODA_MESSAGES.stopLossAbove;
    if (takeProfit !== null && takeProfit >= current) return ODA_MESSAGES.takeProfitBelow;
  }
  return null;
}

const parse = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function OdaForm({ ric, onClose }: { ric: string; onClose: () => void }) {
  const session = useSessionRecord();
  const { player } = usePlayer();
  const { byRic } = useSessionAssets();
  const prices = usePrices();
  const odas = useOdas();
  const tradingRefusal = useTradingAllowed();
  const asset = byRic.get(ric);
  const existing = odas.get(ric);
  const [stopLoss, setStopLoss] = useState(existing?.stop_loss_price?.toString() ?? '');
  const [takeProfit, setTakeProfit] = useState(existing?.take_profit_price?.toString() ?? '');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const held = player?.financial_instruments.find((p) => p.underlying_asset.ric === ric)?.amount ?? 0;
  const q = tradedQuote(session, prices.get(ric) ?? asset ?? undefined);
  const current = held > 0 ? q.bid : q.ask;
  const problem = held === 0 ? 'An ODA needs an open position in this instrument' : odaProblem(held, current, parse(stopLoss), parse(takeProfit));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem || tradingRefusal || !asset) return;
    setSaving(true);
    setError(null);
    try {
      await saveOda(existing ? 'update' : 'create', { financial_instrument: asset.asset_id, stop_loss_price: parse(stopLoss), take_profit_price: parse(takeProfit) });
      notify({ kind: 'success', message: 'ODA saved', description: `${asset.ticker}: stop loss ${stopLoss || '-'}, take profit ${takeProfit || '-'}` });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  if (!asset) return <Dialog.Title>ODA</Dialog.Title>;
  return (
    <form onSubmit={submit} aria-label="ODA">
      <Flex direction="column" gap="4">
        <DialogHeader title={`ODA · ${asset.ticker}`}>Stop loss and take profit close the whole position with a market order.</DialogHeader>
        <OdaStatus active={Boolean(existing)}>
          Position {formatNumber(held, { decimals: 0 })} · {held >= 0 ? 'bid' : 'ask'} {formatPrice(current, asset)}
        </OdaStatus>
        <OdaPriceFields ids={{ stopLoss: 'oda-stop-loss', takeProfit: 'oda-take-profit' }} stopLoss={stopLoss} takeProfit={takeProfit} onStopLoss={setStopLoss} onTakeProfit={setTakeProfit} />
        <OdaChecks problem={problem} show={Boolean(touched || stopLoss || takeProfit)} refusal={tradingRefusal} />
        <SubmitError error={error} />
        <DialogButtons submitLabel={existing ? 'Update ODA' : 'Create ODA'} loading={saving} disabled={Boolean(tradingRefusal) || held === 0} />
      </Flex>
    </form>
  );
}
