/** A time shown to the minute, with the second in its tooltip (spec 002 §2: timestamps in tooltips). */
import { Text, Tooltip } from '@radix-ui/themes';
import { formatDate, MISSING } from '@domain/format';

function safe(ms: number | null | undefined, options: { time?: boolean; seconds?: boolean }): string {
  if (ms === null || ms === undefined) return MISSING;
  try {
    return formatDate(ms, options);
  } catch {
    return MISSING;
  }
}

export function TimeText({ ms }: { ms: number | null | undefined }) {
  if (ms === null || ms === undefined) return <Text color="gray">{MISSING}</Text>;
  return (
    <Tooltip content={`${safe(ms, { seconds: true })} UTC`}>
      <Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} tabIndex={0}>
        {safe(ms, { time: true })}
      </Text>
    </Tooltip>
  );
}

export function timeWithSeconds(ms: number): string {
  return safe(ms, { seconds: true });
}
