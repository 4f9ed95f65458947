/**
 * The currency filter of the player's tables (spec 001 §2 Investments, Equities research): all
 * currencies or one of the spec's four (001 §9: USD, EUR, GBP, JPY).
 */
import { Select } from '@radix-ui/themes';
import { REPORTING_CURRENCIES } from '@domain/enums';

/** The filter's value for "no filter". */
export const ALL_CURRENCIES = 'all';
const FILTER_CURRENCIES = REPORTING_CURRENCIES.slice(0, 4);

export function CurrencyFilter({ value, onChange, size = '2' }: { value: string; onChange: (currency: string) => void; size?: '1' | '2' }) {
  return (
    <Select.Root value={value} onValueChange={onChange} size={size}>
      <Select.Trigger aria-label="Currency filter" />
      <Select.Content>
        <Select.Item value={ALL_CURRENCIES}>All currencies</Select.Item>
        {FILTER_CURRENCIES.map((c) => (
          <Select.Item key={c} value={c}>
            {c}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
