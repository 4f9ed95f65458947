/**
 * The contract families' dialogs (kit): the Trade dialog of a family (a full-screen sheet on
 * phones) and its contract list, with one header (title, what it is about, Close), the refusal of
 * an instrument that is not in the session, the market-closed notice, the side choice, the amount
 * field and the figure a trade comes to. The family's form supplies its own fields and rules.
 */
import { Box, Callout, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ChoiceGroup } from '@/components/choice-group';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** A family's dialog: its content is mounted only while open. `sheet`: the Trade dialog, full screen on phones. */
export function ContractDialog({
  open,
  onClose,
  sheet,
  maxWidth,
  wide,
  children,
}: {
  open: boolean;
  onClose: () => void;
  sheet?: boolean;
  maxWidth: string;
  /** Nearly the window's width (contract lists with many columns). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content className={sheet ? 'trading-sheet' : undefined} width={wide ? { initial: '96vw', md: '90vw' } : undefined} maxWidth={maxWidth} aria-describedby={undefined}>
        {open ? children : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Title, the line under it, and Close (the app's one dialog head). */
export { DialogHeader as ContractDialogHeader } from '@/components/dialog-header';

/** The dialog of an instrument the session does not have (spec 002 §8). */
export function MissingInstrument({ title }: { title: string }) {
  return (
    <Flex direction="column" gap="3">
      <Dialog.Title>{title}</Dialog.Title>
      <ErrorNotice message="Could not retrieve financial instrument!" />
    </Flex>
  );
}

export function ErrorNotice({ message }: { message: string | null }) {
  return message ? (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  ) : null;
}

export function MarketClosedNotice({ open, hours }: { open: boolean; hours: string }) {
  return open ? null : (
    <Callout.Root color="amber" size="1">
      <Callout.Text>Market is closed · {hours}</Callout.Text>
    </Callout.Root>
  );
}

export type Side = 'buy' | 'sell';

/** The 'Transaction' choice: buy (green) or sell (red), with the family's words for each. */
export function SideChoice({ side, onChange, buy, sell }: { side: Side; onChange: (side: Side) => void; buy: string; sell: string }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium">
        Transaction
      </Text>
      <ChoiceGroup
        label="Transaction"
        choices={[
          { value: 'buy', label: buy },
          { value: 'sell', label: sell },
        ]}
        value={side}
        onChange={(v) => onChange(v as Side)}
        color={(v) => (v === 'buy' ? 'green' : 'red')}
      />
    </Flex>
  );
}

/** The amount as typed (red while not a valid amount) and, under it, the family's limit or hint. */
export function AmountField({
  id,
  label,
  text,
  onChange,
  valid,
  placeholder,
  children,
}: {
  id: string;
  label: string;
  text: string;
  onChange: (text: string) => void;
  valid: boolean;
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <TextField.Root id={id} inputMode="numeric" size="3" value={text} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} color={valid || text === '' ? undefined : 'red'} style={tabular} />
      {children}
    </Flex>
  );
}

/** What the trade comes to, large: the rate it opens at, its cost, its first premium. */
export function Outcome({ label, value, testId }: { label: ReactNode; value: string; testId?: string }) {
  return (
    <Box>
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="5" weight="bold" style={tabular} data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}
