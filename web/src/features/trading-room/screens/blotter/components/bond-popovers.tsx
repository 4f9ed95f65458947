/**
 * Bond rows of the blotter (spec 001 §2): the price popover shows the clean price, the dirty
 * price (clean plus accrued interest) and that execution happens at the dirty price; the value
 * popover shows the clean and dirty value (price × quantity / 100). Opened by a tap, not hover.
 */
import { moneyText } from '../../shared/components/money-text';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Button, DataList, Popover, Text } from '@radix-ui/themes';
import { formatNumber } from '@domain/format';

const PRICE = { decimals: 3 } as const;

export function BondPricePopover({ clean, accrued }: { clean: number; accrued: number }) {
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button variant="ghost" size="1" aria-label={`Price ${formatNumber(clean, PRICE)}: clean and dirty price`} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(clean, PRICE)} <InfoCircledIcon aria-hidden />
        </Button>
      </Popover.Trigger>
      <Popover.Content size="1" maxWidth="280px">
        <DataList.Root size="1">
          <DataList.Item>
            <DataList.Label>Clean price</DataList.Label>
            <DataList.Value>{formatNumber(clean, PRICE)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Dirty price</DataList.Label>
            <DataList.Value>{formatNumber(clean + accrued, PRICE)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
        <Text as="p" size="1" color="gray" mt="2">
          The order was executed at the dirty price (clean price plus accrued interest).
        </Text>
      </Popover.Content>
    </Popover.Root>
  );
}

export function BondValuePopover({ clean, accrued, quantity, currency }: { clean: number; accrued: number; quantity: number; currency: string }) {
  const cleanValue = (clean * quantity) / 100;
  const dirtyValue = ((clean + accrued) * quantity) / 100;
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button variant="ghost" size="1" aria-label={`Value ${moneyText(dirtyValue, currency)}: clean and dirty value`} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {moneyText(dirtyValue, currency)} <InfoCircledIcon aria-hidden />
        </Button>
      </Popover.Trigger>
      <Popover.Content size="1" maxWidth="300px">
        <DataList.Root size="1">
          <DataList.Item>
            <DataList.Label>Clean value</DataList.Label>
            <DataList.Value>{moneyText(cleanValue, currency)}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>Dirty value</DataList.Label>
            <DataList.Value>{moneyText(dirtyValue, currency)}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Popover.Content>
    </Popover.Root>
  );
}
