/**
 * An allocation's deviation from its model, in percentage points with its sign, coloured by the
 * stated bands (domain/wealth/conventions.ts: within 5 green, within 10 amber, beyond red), with
 * a word for the colour so it is not colour alone.
 */
import { Text } from '@radix-ui/themes';
import { formatNumber } from '@domain/format';
import type { ClassDeviation } from '@domain/wealth/rules';
import { TABULAR_STYLE } from '@/components/table-parts';

const COLOR = { green: 'green', amber: 'amber', red: 'red' } as const;
const WORD = { green: 'on model', amber: 'drifting', red: 'off model' } as const;

export function DeviationValue({ deviation }: { deviation: Pick<ClassDeviation, 'deviation' | 'level'> | undefined }) {
  if (!deviation) return <Text color="gray">—</Text>;
  const d = deviation.deviation;
  const text = `${d > 0 ? '+' : d < 0 ? '−' : ''}${formatNumber(Math.abs(d), { decimals: 2, minDecimals: 0 })} pp`;
  return (
    <Text color={COLOR[deviation.level]} weight={deviation.level === 'green' ? 'regular' : 'medium'} style={TABULAR_STYLE} title={WORD[deviation.level]} aria-label={`${text}, ${WORD[deviation.level]}`}>
      {text}
    </Text>
  );
}
