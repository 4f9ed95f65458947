/**
 * The order ticket (spec 001 §4, §5, §8): Buy / Sell / Short Sell with the spec's enabling rules,
 * Market while the market is open (else Limit), market-on-open and market-on-close in real-time
 * sessions for non-crypto, quantity (default 100) capped by the maximum the server enforces,
 * limit price (bonds in percent of par), target price, term, analysis and investment rationale.
 * A full-screen sheet on phones. A market order's result is reported from its response.
 */
import { DialogHeader } from '@/components/dialog-header';
import { Badge, Box, Button, Callout, Dialog, Flex, Grid, Select, Separator, Slider, Text, TextField } from '@radix-ui/themes';
import { NOT_LISTED_YET } from '@domain/market/instrument';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ANALYSIS_TYPES, OrderStatus, ScenarioType, TERMS, TRANSACTION_TYPE_LABELS, TransactionType, type OrderResourcetype } from '@domain/enums';
import { DEFAULT_ORDER_QUANTITY, RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH } from '@domain/constants';
import { formatDate, formatMoney, formatNumber, formatPercent, formatPrice } from '@domain/format';
import { formatHoursGmt } from '@domain/market-hours';
import { REFUSAL, shortSellOffered } from '@domain/trading/order-limits';
import { BOND_BOOK_MESSAGES, bondBookOf } from '@domain/engine/bond-books/rules';
import { DialogFooter } from '@/components/dialog-footer';
import { RationaleField } from '@/components/rationale-field';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { authAtom } from '@/lib/auth-state';
import { useSessionRecord } from '@/lib/session-live/session-live';
import { placeOrder, type SessionAsset } from '@/lib/room/player-api';
import { executionPrice, ticketLimit, tradedQuote, type TicketContext } from '@/lib/room/order-limits';
import { useMarketOrderRegistry, usePlayer, usePrices, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { orderFilledDescription } from '@/lib/room/order-filled-notice';
import { ChoiceGroup, type Choice } from '@/components/choice-group';
import { refusalOf } from './refusal-texts';

const ORDER_TYPE_LABELS: Record<OrderResourcetype, string> = {
  MarketOrder: 'Market',
  LimitOrder: 'Limit',
  MarketOnOpenOrder: 'On open',
  MarketOnCloseOrder: 'On close',
};
const isBond = (a: SessionAsset) => a.unit_factor !== 1;
const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

function newClientOrderId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function OrderTicketDialog({ ric, transaction, onClose }: { ric: string | null; transaction?: TransactionType; onClose: () => void }) {
  return (
    <Dialog.Root open={ric !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content className="trading-sheet" aria-describedby={undefined} maxWidth="600px">
        {ric ? <OrderTicket key={ric} ric={ric} initialTransaction={transaction} onClose={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function OrderTicket({ ric, initialTransaction, onClose }: { ric: string; initialTransaction?: TransactionType; onClose: () => void }) {
  const session = useSessionRecord();
  const auth = useAtomValue(authAtom);
  const { player, reload: reloadPlayer } = usePlayer();
  const { assets, byRic } = useSessionAssets();
  const prices = usePrices();
  const tradingRefusal = useTradingAllowed();
  const { claimOrder, releaseOrder } = useMarketOrderRegistry();
  const asset = byRic.get(ric);
  const live = prices.get(ric);

  const open = live?.open ?? asset?.market_open ?? false;
  // Before its first trading day (a historical session of 2018 and Solana) it has no price and takes no order.
  const notListed = !open && asset?.closed_reason === NOT_LISTED_YET && (live?.bid ?? null) === null;
  const realTimeNonCrypto = session.scenario_type === ScenarioType.RealTime && asset?.resourcetype !== 'Crypto';
  const [transaction, setTransaction] = useState<TransactionType>(initialTransaction ?? TransactionType.Buy);
  const [orderType, setOrderType] = useState<OrderResourcetype>(open ? 'MarketOrder' : 'LimitOrder');
  const [quantityText, setQuantityText] = useState(String(DEFAULT_ORDER_QUANTITY));
  const [limitText, setLimitText] = useState('');
  const [target, setTarget] = useState(0);
  const [term, setTerm] = useState<string>('');
  const [analysis, setAnalysis] = useState<string>('');
  const [rationale, setRationale] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Market orders need an open market: forced to Limit when it closes.
  useEffect(() => {
    if (!open && orderType === 'MarketOrder') setOrderType('LimitOrder');
  }, [open, orderType]);

  const ctx: TicketContext | null = useMemo(
    () => (asset && player && assets ? { session, player, asset, assets, prices } : null),
    [session, player, asset, assets, prices],
  );
  const hours = asset ? formatHoursGmt(asset.market_hours, asset.resourcetype) : '';
  const quote = tradedQuote(session, live ?? asset ?? undefined);
  const marketPrice = asset ? executionPrice(session, asset, live ?? asset, transaction) : null;
  const limitPrice = Number(limitText);
  const pricing = orderType === 'LimitOrder' ? (limitText && limitPrice > 0 ? limitPrice : null) : marketPrice;

  // Each transaction's maximum at the market price decides whether it is offered at all.
  const limits = useMemo(() => {
    if (!ctx || !asset) return null;
    const at = (t: TransactionType) => ticketLimit(ctx, t, executionPrice(session, asset, live ?? asset, t));
    return { [TransactionType.Buy]: at(TransactionType.Buy), [TransactionType.Sell]: at(TransactionType.Sell), [TransactionType.ShortSell]: at(TransactionType.ShortSell) };
  }, [ctx, asset, session, live]);
  const limit = ctx ? ticketLimit(ctx, transaction, pricing) : null;
  const held = player?.financial_instruments.find((p) => p.underlying_asset.ric === ric)?.amount ?? 0;

  const transactionChoices: Choice<TransactionType>[] = [TransactionType.Buy, TransactionType.Sell, TransactionType.ShortSell]
    // Short Sell is offered where the session allows it (on spot FX only, with allow_short_only_on_fx).
    .filter((t) => t !== TransactionType.ShortSell || shortSellOffered(session, asset?.resourcetype ?? ''))
    // …and never on an HTM bond, held to maturity (spec 001 §4).
    .filter((t) => t !== TransactionType.ShortSell || bondBookOf(asset?.resourcetype ?? '') !== 'HTM')
    .map((t) => {
      const l = limits?.[t];
      let refusal = null;
      if (t === TransactionType.Sell && held <= 0) refusal = refusalOf(REFUSAL.cannotSell);
      else if (t === TransactionType.ShortSell && held > 0) refusal = refusalOf(REFUSAL.cannotShortSell);
      // HTM locked by the trainer: the spec's 'Cannot sell', with why.
      else if (l && l.max <= 0 && l.reason === BOND_BOOK_MESSAGES.htmLocked) refusal = { title: REFUSAL.cannotSell, detail: `${BOND_BOOK_MESSAGES.locked}: the instructor has not allowed HTM rebalancing.` };
      else if (l && l.max <= 0 && l.reason !== REFUSAL.marketClosed) refusal = refusalOf(l.reason, hours);
      return { value: t, label: TRANSACTION_TYPE_LABELS[t], refusal };
    });
  // Keep the selection on an offered choice.
  const offered = transactionChoices
    .filter((c) => !c.refusal)
    .map((c) => c.value)
    .join(',');
  useEffect(() => {
    const choices = offered ? offered.split(',').map(Number) : [];
    if (choices.length && !choices.includes(transaction)) setTransaction(choices[0] as TransactionType);
  }, [offered, transaction]);

  const typeChoices: Choice<OrderResourcetype>[] = [
    { value: 'MarketOrder', label: ORDER_TYPE_LABELS.MarketOrder, refusal: open ? null : refusalOf(REFUSAL.marketClosed, hours) },
    { value: 'LimitOrder', label: ORDER_TYPE_LABELS.LimitOrder },
    ...(realTimeNonCrypto
      ? ([
          { value: 'MarketOnOpenOrder', label: ORDER_TYPE_LABELS.MarketOnOpenOrder },
          { value: 'MarketOnCloseOrder', label: ORDER_TYPE_LABELS.MarketOnCloseOrder },
        ] as Choice<OrderResourcetype>[])
      : []),
  ];

  if (!asset) {
    return (
      <Flex direction="column" gap="3">
        <Dialog.Title>Order</Dialog.Title>
        <Callout.Root color="red">
          <Callout.Text>Could not retrieve financial instrument!</Callout.Text>
        </Callout.Root>
      </Flex>
    );
  }

  const quantity = Number(quantityText);
  const quantityValid = /^\d+$/.test(quantityText.trim()) && quantity > 0;
  const max = limit?.max ?? null;
  const overMax = max !== null && quantity > max;
  const rationaleLength = rationale.trim().length;
  const rationaleRequired = Boolean(session.require_investment_rationale);
  const rationaleValid = rationaleRequired ? rationaleLength >= RATIONALE_MIN_LENGTH && rationaleLength <= RATIONALE_MAX_LENGTH : rationaleLength <= RATIONALE_MAX_LENGTH;
  const limitValid = orderType !== 'LimitOrder' || limitPrice > 0;
  const blocked = tradingRefusal ?? (notListed ? NOT_LISTED_YET : null) ?? (!quantityValid ? 'Enter a quantity above 0' : overMax ? (limit?.reason ?? REFUSAL.buyPastLimit) : !limitValid ? 'Enter a limit price above 0' : !rationaleValid ? `Investment rationale: ${RATIONALE_MIN_LENGTH} to ${RATIONALE_MAX_LENGTH} characters` : null);

  const reference = marketPrice ?? (quote.bid !== null && quote.ask !== null ? (quote.bid + quote.ask) / 2 : null);
  const targetPrice = reference !== null ? reference * (1 + target / 100) : null;
  const accrued = quote.accrued;
  const unitPrice = pricing !== null ? (pricing + (isBond(asset) ? accrued : 0)) * asset.unit_factor : null;
  const estimatedValue = unitPrice !== null && quantityValid ? unitPrice * quantity : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked || !asset) return;
    setSubmitting(true);
    setError(null);
    const clientOrderId = newClientOrderId();
    // The fill event may arrive before this response: the ticket reports this order itself.
    claimOrder(clientOrderId);
    try {
      const order = await placeOrder({
        financial_instrument: asset.asset_id,
        transaction,
        quantity,
        resourcetype: orderType,
        limit_price: orderType === 'LimitOrder' ? limitPrice : null,
        person: auth?.selected_person?.id ?? null,
        forecast: targetPrice !== null && target !== 0 ? `Target ${formatPrice(targetPrice, asset)} (${target > 0 ? '+' : ''}${target}%)` : null,
        investment_rationale: rationale.trim() || null,
        term: term || null,
        analysis: analysis || null,
        client_order_id: clientOrderId,
      });
      // The books changed: revalue now rather than only on the channel's events (which a
      // reconnecting channel may miss until its snapshot).
      reloadPlayer();
      const description = orderFilledDescription(order, asset);
      if (order.status === OrderStatus.Executed) {
        notify({ kind: 'success', message: 'Order executed', description });
      } else {
        // It rests: its later fill gets the 'Order filled' notice.
        releaseOrder(clientOrderId);
        // On-open and on-close orders say when they execute (the next open, or just before the next close).
        const when = order.execute_at ? `, executes ${formatDate(order.execute_at, { time: true })} GMT` : '';
        notify({ kind: 'info', message: 'Order placed', description: `${description} · ${ORDER_TYPE_LABELS[order.resourcetype]} order waiting in Open Orders${when}` });
      }
      onClose();
    } catch (e) {
      releaseOrder(clientOrderId);
      setError(errorMessage(e));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Order ticket">
      <Flex direction="column" gap="4">
        <DialogHeader title={`Order · ${asset.ticker}`}>
          {asset.name} · {asset.variable_currency}
        </DialogHeader>

        <Grid columns="2" gap="3" style={tabular}>
          <QuoteBox label="Bid" value={formatPrice(quote.bid, asset)} />
          <QuoteBox label="Ask" value={formatPrice(quote.ask, asset)} />
          {isBond(asset) ? (
            <>
              <QuoteBox label="Clean price" value={formatPrice(marketPrice, asset)} hint="% of par" />
              <QuoteBox label="Dirty price" value={formatPrice(marketPrice !== null ? marketPrice + accrued : null, asset)} hint="clean + accrued; executes at dirty" />
            </>
          ) : null}
        </Grid>
        {notListed ? (
          <Callout.Root color="amber" size="1">
            <Callout.Text>{NOT_LISTED_YET}: it has no price and takes no order before its first trading day.</Callout.Text>
          </Callout.Root>
        ) : !open ? (
          <Callout.Root color="amber" size="1">
            <Callout.Text>
              {REFUSAL.marketClosed} · {hours}
            </Callout.Text>
          </Callout.Root>
        ) : null}

        <Field label="Transaction">
          <ChoiceGroup
            label="Transaction"
            choices={transactionChoices}
            value={transaction}
            onChange={setTransaction}
            color={(t) => (t === TransactionType.Buy ? 'green' : 'red')}
          />
        </Field>
        <Field label="Order type">
          <ChoiceGroup label="Order type" choices={typeChoices} value={orderType} onChange={setOrderType} />
        </Field>

        <Grid columns={{ initial: '1', sm: orderType === 'LimitOrder' ? '2' : '1' }} gap="3">
          <Field label="Quantity" htmlFor="ticket-quantity">
            <TextField.Root
              id="ticket-quantity"
              inputMode="numeric"
              size="3"
              value={quantityText}
              onChange={(e) => setQuantityText(e.target.value)}
              color={overMax || (!quantityValid && quantityText !== '') ? 'red' : undefined}
              style={tabular}
            >
              <TextField.Slot side="right">
                <Button type="button" size="1" variant="soft" disabled={!max} onClick={() => max && setQuantityText(String(max))}>
                  Max
                </Button>
              </TextField.Slot>
            </TextField.Root>
            <Text size="1" color={overMax ? 'red' : 'gray'} style={tabular} data-testid="ticket-max">
              {max === null ? 'Maximum: checked by the server' : `Maximum ${formatNumber(max, { decimals: 0 })}`}
              {overMax && limit?.reason ? ` · ${limit.reason}` : ''}
            </Text>
          </Field>
          {orderType === 'LimitOrder' ? (
            <Field label={isBond(asset) ? 'Limit price (% of par)' : `Limit price (${asset.variable_currency})`} htmlFor="ticket-limit">
              <TextField.Root
                id="ticket-limit"
                inputMode="decimal"
                size="3"
                value={limitText}
                placeholder={marketPrice !== null ? formatPrice(marketPrice, asset).replace(/,/g, '') : ''}
                onChange={(e) => setLimitText(e.target.value)}
                style={tabular}
              >
                {isBond(asset) ? <TextField.Slot side="right">%</TextField.Slot> : null}
              </TextField.Root>
            </Field>
          ) : null}
        </Grid>

        <Field label={`Target price ${target > 0 ? '+' : ''}${target}%`}>
          <Flex align="center" gap="3">
            <Slider min={-50} max={50} step={1} value={[target]} onValueChange={([v]) => setTarget(v ?? 0)} aria-label="Target price" />
            <Text size="2" style={{ ...tabular, minWidth: 90, textAlign: 'right' }}>
              {formatPrice(targetPrice, asset)}
            </Text>
          </Flex>
        </Field>

        <Grid columns="2" gap="3">
          <ChoiceField label="Term" options={TERMS} value={term} onChange={setTerm} />
          <ChoiceField label="Analysis" options={ANALYSIS_TYPES} value={analysis} onChange={setAnalysis} />
        </Grid>

        <RationaleField id="ticket-rationale" value={rationale} onChange={setRationale} required={rationaleRequired} valid={rationaleValid} />

        <Separator size="4" />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Box>
            <Text as="div" size="1" color="gray">
              Estimated value{isBond(asset) ? ' (dirty)' : ''}
            </Text>
            <Text as="div" size="3" weight="bold" style={tabular}>
              {formatMoney(estimatedValue, asset.variable_currency)}
            </Text>
          </Box>
          {held !== 0 ? (
            <Badge color={held > 0 ? 'green' : 'red'} variant="soft" size="2" style={tabular}>
              Holding {formatNumber(held, { decimals: 0 })}
            </Badge>
          ) : null}
        </Flex>
        <DialogFooter error={error} blocked={blocked} blockedTestId="ticket-blocked" loading={submitting} color={transaction === TransactionType.Buy ? 'green' : 'red'} submitLabel="Place Order" />
        <Text size="1" color="gray">
          {TRANSACTION_TYPE_LABELS[transaction]} {quantityValid ? formatNumber(quantity, { decimals: 0 }) : ''} {asset.ticker} ·{' '}
          {ORDER_TYPE_LABELS[orderType]}
          {limit?.remainingShort !== undefined && limit.remainingShort < 1000 && transaction === TransactionType.ShortSell
            ? ` · Remaining short limit ${formatMoney(limit.remainingShort, session.reporting_currency)}`
            : ''}
          {target !== 0 && reference ? ` · target ${formatPercent(target / 100, 0)}` : ''}
        </Text>
      </Flex>
    </form>
  );
}

function Field({ label, htmlFor, children }: { label: string; htmlFor?: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={htmlFor}>
        {label}
      </Text>
      {children}
    </Flex>
  );
}

function QuoteBox({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box p="2" style={{ background: 'var(--gray-a2)', borderRadius: 'var(--radius-3)' }}>
      <Text as="div" size="1" color="gray">
        {label}
        {hint ? ` · ${hint}` : ''}
      </Text>
      <Text as="div" size="4" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }} align="right">
        {value}
      </Text>
    </Box>
  );
}

/** One of the ticket's optional choices (term, analysis), as a labelled select. */
function ChoiceField({ label, options, value, onChange }: { label: string; options: readonly string[]; value: string | undefined; onChange: (v: string) => void }) {
  return (
    <Field label={label}>
      <Select.Root value={value} onValueChange={onChange} size="3">
        <Select.Trigger placeholder="Choose…" aria-label={label} />
        <Select.Content>
          {options.map((t) => (
            <Select.Item key={t} value={t}>
              {t}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Field>
  );
}
