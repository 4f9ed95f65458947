/**
 * The filters over the equities tables: name (or ticker) search, region and currency (the
 * spec's USD, EUR, GBP, JPY, as the app's other currency filters).
 */
import { Flex, Select, TextField } from '@radix-ui/themes';
import { ALL_CURRENCIES, CurrencyFilter } from '@/components/currency-filter';

export const ALL = ALL_CURRENCIES;

export interface EquityFilter {
  search: string;
  region: string;
  currency: string;
}

export const NO_FILTER: EquityFilter = { search: '', region: ALL, currency: ALL };

export function matchesFilter(e: { name: string; ticker: string; region: string; currency: string }, f: EquityFilter): boolean {
  const q = f.search.trim().toLowerCase();
  if (q && !e.name.toLowerCase().includes(q) && !e.ticker.toLowerCase().includes(q)) return false;
  if (f.region !== ALL && e.region !== f.region) return false;
  return f.currency === ALL || e.currency === f.currency;
}

export function EquityFilters({ value, onChange, regions }: { value: EquityFilter; onChange: (f: EquityFilter) => void; regions?: readonly string[] }) {
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <TextField.Root
        size="2"
        placeholder="Search name or ticker"
        aria-label="Search name or ticker"
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.target.value })}
        style={{ minWidth: 200 }}
      />
      {regions ? (
        <Select.Root value={value.region} onValueChange={(region) => onChange({ ...value, region })} size="2">
          <Select.Trigger aria-label="Region filter" />
          <Select.Content>
            <Select.Item value={ALL}>All regions</Select.Item>
            {regions.map((r) => (
              <Select.Item key={r} value={r}>
                {r}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      ) : null}
      <CurrencyFilter value={value.currency} onChange={(currency) => onChange({ ...value, currency })} />
    </Flex>
  );
}
