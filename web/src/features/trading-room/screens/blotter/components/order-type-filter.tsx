/** The Order type column's filter: all types, or one resourcetype. */
import { Select } from '@radix-ui/themes';
import { ORDER_TYPE_LABELS } from '@domain/format';

export const ALL_TYPES = 'all';

export function OrderTypeFilter({ value, onChange, label = 'Order type' }: { value: string; onChange: (value: string) => void; label?: string }) {
  return (
    <Select.Root value={value} onValueChange={onChange} size="1">
      <Select.Trigger aria-label={label} />
      <Select.Content>
        <Select.Item value={ALL_TYPES}>All order types</Select.Item>
        {Object.entries(ORDER_TYPE_LABELS).map(([key, text]) => (
          <Select.Item key={key} value={key}>
            {text}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
