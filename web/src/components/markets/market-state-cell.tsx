/**
 * The market's state in a Markets row (spec 000 §2): the row itself, greyed while its market is
 * closed and tinted when selected, and the 'Market (GMT)' cell with the Open/Closed badge and the
 * market's GMT hours (the closed reason as its title). Shared by the instrument tables and the
 * contract families' tabs (CDS, repos, FX forwards).
 */
import { DotFilledIcon } from '@radix-ui/react-icons';
import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { formatHoursGmt } from '@domain/market-hours';
import { NOT_LISTED_YET } from '@domain/market/instrument';
import type { SessionAsset } from '@/lib/room/player-api';

/** A Markets row: `data-ric`, greyed when its market is closed, tinted when selected. */
export function MarketRow({ ric, open, selected, children }: { ric: string; open: boolean; selected: boolean; children: ReactNode }) {
  return (
    <Table.Row data-ric={ric} className={open ? undefined : 'market-row--closed'} aria-selected={selected} style={selected ? { background: 'var(--accent-a3)' } : undefined}>
      {children}
    </Table.Row>
  );
}

/** The 'Market (GMT)' cell: Open/Closed badge and the GMT hours, in a row unless `direction` stacks them. */
export function MarketStateCell(props: MarketStateProps) {
  return (
    <Table.Cell>
      <MarketState {...props} />
    </Table.Cell>
  );
}

type MarketStateProps = {
  asset: Pick<SessionAsset, 'market_hours' | 'resourcetype' | 'closed_reason'>;
  open: boolean;
  align?: 'start' | 'center';
  direction?: 'row' | 'column';
};

/** The cell's content: Open/Closed (or 'Not listed yet') and the market's GMT hours, the closed reason as their title. */
export function MarketState({ asset, open, align = 'center', direction }: MarketStateProps) {
  return (
    <Flex align={align} direction={direction} gap="1" style={{ whiteSpace: 'nowrap' }}>
      <Badge color={open ? 'green' : 'gray'} variant="soft" size="1">
        <DotFilledIcon aria-hidden />
        {open ? 'Open' : asset.closed_reason === NOT_LISTED_YET ? NOT_LISTED_YET : 'Closed'}
      </Badge>
      <Text size="1" color="gray" title={asset.closed_reason ?? undefined}>
        {formatHoursGmt(asset.market_hours, asset.resourcetype).replace(' GMT', '')}
      </Text>
    </Flex>
  );
}
