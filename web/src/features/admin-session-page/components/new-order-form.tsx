/**
 * New Order (spec 002 §2, issue 13): the admin places a market order for a player, on behalf of
 * one of the player's persons or the admin person, at a forced price. Defaults: quantity 100,
 * price 1; bond prices are per 100 of nominal. 'Wallet not found!' when the player has no wallet
 * in the instrument's currency (the server's refusal, shown here and in the notification).
 * On an FX forward it forces a forward contract instead (spec 002 §7
 * force_buy_forward_contract_from_admin): the quantity is the amount of base currency, bought
 * or sold, and the price the contract's outright (booked at the mid with the difference as a
 * forced price adjustment, like forced orders).
 */
import { Box, Button, Callout, Card, Flex, Grid, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { TransactionType } from '@domain/enums';
import { errorMessage } from '@/lib/api-client';
import { forceForwardContract, placeForcedOrder, type PlayerPerson, type SessionAsset } from '../api/admin-session-api';
import { DisabledReason } from '@/components/disabled-reason';

/** The person select's value for the admin person (sent as `person: null`). */
const ADMIN_PERSON = 'admin';
export const ADMIN_PERSON_NAME = 'admin';

function positiveNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

export function NewOrderForm({
  sessionId,
  playerId,
  persons,
  assets,
  onPlaced,
}: {
  sessionId: number;
  playerId: number;
  persons: PlayerPerson[] | null;
  assets: SessionAsset[] | null;
  onPlaced: () => void;
}) {
  const [person, setPerson] = useState(ADMIN_PERSON);
  const [ric, setRic] = useState<string>('');
  const [transaction, setTransaction] = useState<string>(String(TransactionType.Buy));
  const [quantity, setQuantity] = useState('100');
  const [price, setPrice] = useState('1');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const asset = assets?.find((a) => a.ric === ric) ?? null;
  const bond = asset !== null && asset.unit_factor !== 1;
  const forward = asset?.resourcetype === 'FxForwards';
  const qty = positiveNumber(quantity);
  const forced = positiveNumber(price);
  const qtyError = qty === null || !Number.isInteger(qty) ? 'A whole number above 0' : null;
  const priceError = forced === null ? 'A price above 0' : null;
  // The admin person is the select's own option: the list hides its stored copy.
  const playerPersons = (persons ?? []).filter((p) => p.name !== ADMIN_PERSON_NAME);

  const submitReason = !asset ? 'Choose an instrument first.' : (qtyError ?? priceError) ? 'Correct the quantity and the price first.' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!asset || qtyError || priceError) return;
    setBusy(true);
    setProblem(null);
    try {
      if (forward) {
        await forceForwardContract(sessionId, {
          player_id: playerId,
          person: person === ADMIN_PERSON ? null : Number(person),
          financial_instrument: asset.ric,
          amount: Number(transaction) === TransactionType.Sell ? -qty! : qty!,
          forced_price: forced!,
        });
        onPlaced();
        return;
      }
      await placeForcedOrder(sessionId, {
        player_id: playerId,
        person: person === ADMIN_PERSON ? null : Number(person),
        financial_instrument: asset.asset_id,
        transaction: Number(transaction) === TransactionType.Sell ? 1 : 0,
        quantity: qty!,
        forced_price: forced!,
      });
      onPlaced();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="2">
      <form onSubmit={(e) => void submit(e)} aria-label="New Order">
        <Flex direction="column" gap="3">
          <Flex align="baseline" gap="3" wrap="wrap">
            <Heading as="h2" size="4">
              New Order
            </Heading>
            <Text size="1" color="gray">
              A market order booked at once at the forced price, whatever the market hours.
            </Text>
          </Flex>
          <Grid columns={{ initial: '1', sm: '2', md: '170px minmax(0, 1fr) 110px 110px 200px auto' }} gap="3" align="start">
            <Field label="Person" id="new-order-person">
              <Select.Root value={person} onValueChange={setPerson} disabled={persons === null}>
                <Select.Trigger id="new-order-person" aria-label="Person" />
                <Select.Content>
                  <Select.Item value={ADMIN_PERSON}>Admin person</Select.Item>
                  {playerPersons.map((p) => (
                    <Select.Item key={p.id} value={String(p.id)}>
                      {p.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Field>
            <Field label="Instrument" id="new-order-instrument">
              <Select.Root value={ric || undefined} onValueChange={setRic} disabled={assets === null || assets.length === 0}>
                <Select.Trigger id="new-order-instrument" aria-label="Instrument" placeholder={assets?.length === 0 ? 'No instruments in this session' : 'Choose an instrument'} />
                <Select.Content position="popper" style={{ maxHeight: 320 }}>
                  {(assets ?? []).map((a) => (
                    <Select.Item key={a.ric} value={a.ric}>
                      {a.name} ({a.ric})
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Field>
            <Field label="Direction" id="new-order-direction">
              <Select.Root value={transaction} onValueChange={setTransaction}>
                <Select.Trigger id="new-order-direction" aria-label="Direction" />
                <Select.Content>
                  <Select.Item value={String(TransactionType.Buy)}>Buy</Select.Item>
                  <Select.Item value={String(TransactionType.Sell)}>Sell</Select.Item>
                </Select.Content>
              </Select.Root>
            </Field>
            <Field label={forward ? `Amount (${asset.base_currency})` : 'Quantity'} id="new-order-quantity" error={qtyError} hint={forward ? 'A forward contract of this amount.' : undefined}>
              <TextField.Root id="new-order-quantity" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} style={{ fontVariantNumeric: 'tabular-nums' }} />
            </Field>
            <Field
              label="Forced price"
              id="new-order-price"
              error={priceError}
              hint={forward ? `The forward outright, ${asset.variable_currency} per ${asset.base_currency}.` : bond ? 'A bond: price per 100 of nominal.' : asset ? `In ${asset.variable_currency}; bond prices are per 100.` : 'Bond prices are per 100 of nominal.'}
            >
              <TextField.Root id="new-order-price" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} style={{ fontVariantNumeric: 'tabular-nums' }} />
            </Field>
            <Box pt={{ initial: '0', md: '5' }}>
              <DisabledReason reason={submitReason}>
                <Button type="submit" loading={busy} disabled={submitReason !== null}>
                  {forward ? 'Force forward contract' : 'Place order'}
                </Button>
              </DisabledReason>
            </Box>
          </Grid>
          {problem ? (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Text>{problem}</Callout.Text>
            </Callout.Root>
          ) : null}
        </Flex>
      </form>
    </Card>
  );
}

function Field({ label, id, error, hint, children }: { label: string; id: string; error?: string | null; hint?: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error ? (
        <Text size="1" color="red">
          {error}
        </Text>
      ) : hint ? (
        <Text size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}

