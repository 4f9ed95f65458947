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
export function RowActionsCell({ ticker, selected, onTrade, onSelect, selectHint = 'Show its price history', children }: RowActionsProps & { children?: ReactNode }) {
  return (
    <Table.Cell>
      <Flex gap="2" justify="end" style={{ whiteSpace: 'nowrap' }}>
        <Button size="2" onClick={onTrade} aria-label={`Trade ${ticker}`}>
          Trade
        </Button>
        {children}
        <Tooltip content={selectHint}>
          <IconButton size="2" variant={selected ? 'solid' : 'outline'} onClick={onSelect} aria-label={`Select ${ticker}`} aria-pressed={selected}>
            <Crosshair1Icon />
          </IconButton>
        </Tooltip>
      </Flex>
    </Table.Cell>
  );
}

/** A contract family's row actions: Trade (its contract modal), Show contracts and Select. */
export function ContractRowActions({ onShowContracts, ...props }: RowActionsProps & { onShowContracts: () => void }) {
  return (
    <RowActionsCell {...props}>
      <Button size="2" variant="soft" onClick={onShowContracts} aria-label={`Show contracts ${props.ticker}`}>
        Show contracts
      </Button>
    </RowActionsCell>
  );
}
