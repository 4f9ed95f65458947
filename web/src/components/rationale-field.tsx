/**
 * The investment rationale of a trade (spec 000 §3): its label (marked required when the session
 * requires it), the text (at most RATIONALE_MAX_LENGTH characters) and the count of its trimmed
 * characters, red while the rationale is not acceptable.
 */
import { Flex, Text, TextArea } from '@radix-ui/themes';
import { RATIONALE_MAX_LENGTH } from '@domain/constants';

const RATIONALE_PLACEHOLDER = 'Investment Rationale | required field min. 10 char.';

export function RationaleField({ id, value, onChange, required, valid }: { id: string; value: string; onChange: (value: string) => void; required: boolean; valid: boolean }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {required ? 'Investment rationale (required)' : 'Investment rationale'}
      </Text>
      <TextArea id={id} value={value} maxLength={RATIONALE_MAX_LENGTH} placeholder={required ? RATIONALE_PLACEHOLDER : 'Investment Rationale'} onChange={(e) => onChange(e.target.value)} rows={2} />
      <Text size="1" color={valid ? 'gray' : 'red'} align="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.trim().length} / {RATIONALE_MAX_LENGTH}
      </Text>
    </Flex>
  );
}
