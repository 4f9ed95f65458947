/**
 * A row of mutually exclusive choices (transaction, order type) where a disabled choice still
 * says why: it stays focusable and opens a popover with the spec's text on click or tap
 * (ui.md: never a silent grey button, nothing depends on hover).
 */
import { Button, Flex, Popover, Text } from '@radix-ui/themes';

export interface Refusal {
  /** The spec's exact text, e.g. 'Cannot sell'. */
  title: string;
  detail?: string;
}

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  refusal?: Refusal | null;
}

export function ChoiceGroup<T extends string | number>({
  label,
  choices,
  value,
  onChange,
  color,
}: {
  label: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  color?: (value: T) => 'green' | 'red' | 'indigo' | 'orange';
}) {
  return (
    <Flex role="radiogroup" aria-label={label} gap="2">
      {choices.map((c) => {
        const selected = c.value === value && !c.refusal;
        if (c.refusal) {
          return (
            <Popover.Root key={c.value}>
              <Popover.Trigger>
                <Button
                  type="button"
                  role="radio"
                  aria-checked={false}
                  aria-disabled="true"
                  variant="soft"
                  color="gray"
                  size="3"
                  style={{ flex: '1 1 0', minWidth: 0, paddingInline: 'var(--space-2)', whiteSpace: 'nowrap', opacity: 0.6 }}
                >
                  {c.label}
                </Button>
              </Popover.Trigger>
              <Popover.Content maxWidth="300px" size="1">
                <Text as="p" size="2" weight="bold" role="status">
                  {c.refusal.title}
                </Text>
                {c.refusal.detail ? (
                  <Text as="p" size="1" color="gray" mt="1">
                    {c.refusal.detail}
                  </Text>
                ) : null}
              </Popover.Content>
            </Popover.Root>
          );
        }
        return (
          <Button
            key={c.value}
            type="button"
            role="radio"
            aria-checked={selected}
            variant={selected ? 'solid' : 'surface'}
            color={color ? color(c.value) : 'indigo'}
            size="3"
            style={{ flex: '1 1 0', minWidth: 0, paddingInline: 'var(--space-2)', whiteSpace: 'nowrap' }}
            onClick={() => onChange(c.value)}
          >
            {c.label}
          </Button>
        );
      })}
    </Flex>
  );
}
