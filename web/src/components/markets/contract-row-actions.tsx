/**
 * A Markets row's actions (spec 000 §2, 001 §2): Trade, the row's own actions (ODA and details on
 * the instrument tables; Show contracts on the contract families' tabs) and Select, which shows
 * the instrument's history beside the table.
 */
import { Crosshair1Icon } from '@radix-ui/react-icons';
import { Button, Flex, IconButton, Table, Tooltip } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface RowActionsProps {
  ticker: string;
  selected: boolean;
  onTrade: () => void;
  onSelect: () => void;
  /** The Select button's tooltip. */
  selectHint?: string;
}

/** Trade, then `children`, then Select, right-aligned in the row's 'Actions' cell. */
export function RowActionsCell(props: RowActionsProps & { children?: ReactNode }) {
  return (
    <Table.Cell>
      <RowActionButtons {...props} />
    </Table.Cell>
  );
}

/** The buttons themselves: Trade, then `children`, then Select. */
export function RowActionButtons({ children, ...props }: RowActionsProps & { children?: ReactNode }) {
  return (
    <Flex gap="2" justify="end" style={{ whiteSpace: 'nowrap' }}>
      <TradeButton {...props} />
      {children}
      <SelectButton {...props} />
    </Flex>
  );
}

/** Trade: the one action a phone row keeps in view. */
export function TradeButton({ ticker, onTrade, size = '2' }: Pick<RowActionsProps, 'ticker' | 'onTrade'> & { size?: '1' | '2' }) {
  return (
    <Button size={size} onClick={onTrade} aria-label={`Trade ${ticker}`}>
      Trade
    </Button>
  );
}

function SelectButton({ ticker, selected, onSelect, selectHint = 'Show its price history' }: Omit<RowActionsProps, 'onTrade'>) {
  return (
    <Tooltip content={selectHint}>
      <IconButton size="2" variant={selected ? 'solid' : 'outline'} onClick={onSelect} aria-label={`Select ${ticker}`} aria-pressed={selected}>
        <Crosshair1Icon />
      </IconButton>
    </Tooltip>
  );
}

/** A contract family's row actions after Trade: Show contracts and Select (under a phone row's Details). */
export function ContractRowMoreButtons({ onShowContracts, ...props }: Omit<RowActionsProps, 'onTrade'> & { onShowContracts: () => void }) {
  return (
    <>
      <Button size="2" variant="soft" onClick={onShowContracts} aria-label={`Show contracts ${props.ticker}`}>
        Show contracts
      </Button>
      <SelectButton {...props} />
    </>
  );
}
