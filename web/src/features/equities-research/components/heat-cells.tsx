/**
 * The Valuation and Dividends tables' graphic cells: the P/E and dividend-yield heat cells, the
 * 52-week range bar with the price marked, and the volatility bar. Every one prints its figure
 * too: colour is never the only carrier (ui.md).
 */
import { Box, Flex, Text, Tooltip } from '@radix-ui/themes';
import { MISSING, formatNumber, formatPercent } from '@domain/format';
import { TABULAR_STYLE } from '@/components/numeric-style';
import { PE_SCALE, YIELD_SCALE, peHeat, scalePosition, yieldHeat } from './heat-scale';

const cellBox = { borderRadius: 'var(--radius-2)', padding: '2px 8px', display: 'inline-block', minWidth: 56, textAlign: 'right' } as const;

/** A figure that cannot be given: a dash whose tooltip says why. */
function MissingFigure({ note }: { note: string | null }) {
  return (
    <Tooltip content={note ?? 'Not available'}>
      <Text color="gray" tabIndex={0}>
        {MISSING}
      </Text>
    </Tooltip>
  );
}

/** P/E on the 1..25 heat scale; a missing P/E says why. */
export function PeHeatCell({ pe, note }: { pe: number | null; note: string | null }) {
  if (pe === null) {
    return <MissingFigure note={note} />;
  }
  const heat = peHeat(pe);
  return (
    <Box
      data-heat-step={heat.step}
      title={`P/E ${formatNumber(pe, { decimals: 2 })} on a scale of ${PE_SCALE.low} or less to ${PE_SCALE.high} or more`}
      style={{ ...cellBox, ...TABULAR_STYLE, background: `var(--${heat.color}-a5)` }}
    >
      {formatNumber(pe, { decimals: 2 })}
    </Box>
  );
}

/** Dividend yield on the 0.01..0.2 heat scale. */
export function YieldHeatCell({ value }: { value: number | null }) {
  if (value === null) return <Text color="gray">{MISSING}</Text>;
  const heat = yieldHeat(value);
  return (
    <Box
      data-heat-step={heat.step}
      title={`Dividend yield on a scale of ${formatPercent(YIELD_SCALE.low, 0)} or less to ${formatPercent(YIELD_SCALE.high, 0)} or more`}
      style={{ ...cellBox, ...TABULAR_STYLE, background: `var(--teal-a${heat.alpha})` }}
    >
      {formatPercent(value, 2)}
    </Box>
  );
}

/** The 52-week low and high with the price marked between them. */
export function RangeBar({ low, high, price, format }: { low: number | null; high: number | null; price: number | null; format: (v: number) => string }) {
  if (low === null || high === null) return <Text color="gray">{MISSING}</Text>;
  const at = price === null ? null : high === low ? 0.5 : scalePosition(price, low, high);
  return (
    <Flex align="center" gap="2" style={{ ...TABULAR_STYLE, minWidth: 230 }}>
      <Text size="1" color="gray" style={{ minWidth: 52, textAlign: 'right' }}>
        {format(low)}
      </Text>
      <Box
        role="meter"
        aria-label="Price within its 52-week range"
        aria-valuemin={low}
        aria-valuemax={high}
        aria-valuenow={price ?? undefined}
        style={{ position: 'relative', flex: '1 0 80px', height: 6, borderRadius: 3, background: 'linear-gradient(to right, var(--red-a5), var(--gray-a4), var(--grass-a5))' }}
      >
        {at === null ? null : (
          <Box
            title={`Price ${format(price!)}`}
            style={{
              position: 'absolute',
              left: `calc(${(at * 100).toFixed(2)}% - 2px)`,
              top: -4,
              width: 4,
              height: 14,
              borderRadius: 2,
              background: 'var(--accent-11)',
              boxShadow: '0 0 0 1px var(--color-panel-solid)',
            }}
          />
        )}
      </Box>
      <Text size="1" color="gray" style={{ minWidth: 52 }}>
        {format(high)}
      </Text>
    </Flex>
  );
}

/** Annualised volatility as a bar on a 0..60 % scale (longer and warmer is more volatile), with its figure. */
const VOL_FULL_SCALE = 0.6;
export function VolatilityBar({ value, note }: { value: number | null; note: string | null }) {
  if (value === null) {
    return <MissingFigure note={note} />;
  }
  const t = scalePosition(value, 0, VOL_FULL_SCALE);
  const color = t < 0.34 ? 'grass' : t < 0.67 ? 'amber' : 'red';
  return (
    <Flex align="center" gap="2" justify="end" style={{ ...TABULAR_STYLE, minWidth: 130 }}>
      <Box style={{ width: 64, height: 8, borderRadius: 4, background: 'var(--gray-a3)', overflow: 'hidden' }} aria-hidden>
        <Box style={{ width: `${Math.max(2, t * 100).toFixed(1)}%`, height: '100%', background: `var(--${color}-9)` }} />
      </Box>
      <Text size="2" style={{ minWidth: 52, textAlign: 'right' }}>
        {formatPercent(value, 1)}
      </Text>
    </Flex>
  );
}
