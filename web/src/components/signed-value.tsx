/** A profit or loss with its sign and colour (ui.md: never colour alone). */
import { Text } from '@radix-ui/themes';
import { MISSING, formatNumber, formatPercent, formatSignedMoney } from '@domain/format';

/** Green or red only when the shown text is not zero: '-0.00%' of a tiny loss stays neutral. */
function colorOf(value: number | null | undefined, text: string) {
  if (value === null || value === undefined || !Number.isFinite(value) || !/[1-9]/.test(text)) return undefined;
  return value > 0 ? ('green' as const) : ('red' as const);
}

export function SignedMoney({ value, currency, weight }: { value: number | null | undefined; currency: string; weight?: 'bold' | 'medium' }) {
  const text = formatSignedMoney(value, currency);
  return (
    <Text color={colorOf(value, text)} weight={weight}>
      {/[1-9]/.test(text) ? text : text.replace('-', '')}
    </Text>
  );
}

/** A return as a signed percent: '+1.25%', '-0.40%'. */
export function SignedPercent({ value, digits = 2, weight }: { value: number | null | undefined; digits?: number; weight?: 'bold' | 'medium' }) {
  const text = formatPercent(value, digits);
  const nonZero = /[1-9]/.test(text);
  const signed = text !== MISSING && value !== null && value !== undefined && value > 0 && nonZero ? `+${text}` : nonZero ? text : text.replace('-', '');
  return (
    <Text color={colorOf(value, text)} weight={weight}>
      {signed}
    </Text>
  );
}

/** An amount without its currency (a column headed with it), signed and coloured as printed. */
export function SignedNumber({ value, decimals = 2, weight }: { value: number | null | undefined; decimals?: number; weight?: 'bold' | 'medium' }) {
  const text = value === null || value === undefined || !Number.isFinite(value) ? MISSING : formatNumber(value, { decimals });
  const nonZero = /[1-9]/.test(text);
  const signed = value !== null && value !== undefined && value > 0 && nonZero ? `+${text}` : nonZero ? text : text.replace('-', '');
  return (
    <Text color={colorOf(value, text)} weight={weight}>
      {signed}
    </Text>
  );
}
