/**
 * The parts an ODA form shares (spec 001 §8), on a position (the ODA dialog) or on a forward
 * contract: whether an ODA is active with what it would close at, the stop loss and take profit
 * price fields, and the spec's check of them with the session's trading refusal.
 */
import { Badge, Flex, Grid, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** 'active' or 'inactive', then what the ODA is on and the price it would close at. */
export function OdaStatus({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Badge color={active ? 'green' : 'gray'} variant="soft" size="2">
        {active ? 'active' : 'inactive'}
      </Badge>
      <Text size="2" style={tabular}>
        {children}
      </Text>
    </Flex>
  );
}

/** The stop loss and take profit price fields, side by side from small screens. */
export function OdaPriceFields({
  ids,
  stopLoss,
  takeProfit,
  onStopLoss,
  onTakeProfit,
}: {
  ids: { stopLoss: string; takeProfit: string };
  stopLoss: string;
  takeProfit: string;
  onStopLoss: (value: string) => void;
  onTakeProfit: (value: string) => void;
}) {
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor={ids.stopLoss}>
          Stop loss price
        </Text>
        <TextField.Root id={ids.stopLoss} type="number" step="0.0001" inputMode="decimal" size="3" value={stopLoss} onChange={(e) => onStopLoss(e.target.value)} style={tabular} />
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor={ids.takeProfit}>
          Take profit price
        </Text>
        <TextField.Root id={ids.takeProfit} type="number" step="0.0001" inputMode="decimal" size="3" value={takeProfit} onChange={(e) => onTakeProfit(e.target.value)} style={tabular} />
      </Flex>
    </Grid>
  );
}

/** The check's problem (once shown: touched or a price entered), then the trading refusal. */
export function OdaChecks({ problem, show, refusal }: { problem: string | null; show: boolean; refusal: string | null }) {
  return (
    <>
      {show && problem ? (
        <Text size="2" color="red" role="alert">
          {problem}
        </Text>
      ) : null}
      {refusal ? (
        <Text size="2" color="amber">
          {refusal}
        </Text>
      ) : null}
    </>
  );
}
