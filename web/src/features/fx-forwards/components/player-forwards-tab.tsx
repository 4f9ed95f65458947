/**
 * The trainer's view of a player's FX forwards (spec 000 §2 player modal and trainer position
 * view, §4): the player's 'FX FWDS limit usage' and remaining hedge amount, the open contracts
 * (closed ones on request) with their ODA shown read-only and the trainer action column, with
 * no Offset (a trainer cannot offset a player's contracts; the API answers 403), and the PnL
 * distribution of the contracts: the 10 largest by absolute PnL and the others in one bar.
 * Loaded lazily when the player modal's tab opens.
 */
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { formatSignedMoney } from '@domain/format';
import { ThemedChart } from '@/components/charts/themed-chart';
import { LOSS_COLOR, PROFIT_COLOR, baseOptions } from '@/components/charts/chart-theme';
import { WhenRead } from '@/components/contracts/contracts-read';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import type { ForwardView } from '../api/forwards-api';
import { useForwardContracts } from '../hooks/use-forwards';
import { LimitBar } from './limit-bar';
import { ForwardContractsTable, ShowClosedSwitch } from './forward-contracts-table';

export default function PlayerForwardsTab({ playerId, tickerOf }: { playerId: number; tickerOf: (ric: string) => string }) {
  const { reportingCurrency: currency } = useSessionFlags();
  const forwards = useForwardContracts(playerId);
  const [showClosed, setShowClosed] = useState(false);
  return (
    <WhenRead read={forwards}>
      {(data) => (
        <Flex direction="column" gap="3">
          <LimitBar data={data} currency={currency} />
          <Flex justify="between" align="center" wrap="wrap" gap="2">
            <Text size="2" color="gray">
              Trainers see the player's contracts and their stop loss and take profit; offsetting stays with the player.
            </Text>
            <ShowClosedSwitch checked={showClosed} onChange={setShowClosed} />
          </Flex>
          <ForwardContractsTable
            contracts={data.contracts.filter((c) => showClosed || c.delivery_timestamp === null)}
            currency={currency}
            tickerOf={tickerOf}
            mode={{ kind: 'staff' }}
            empty="No active forward contracts."
          />
          <PnlDistribution contracts={data.contracts} currency={currency} tickerOf={tickerOf} />
        </Flex>
      )}
    </WhenRead>
  );
}

/** PnL per contract (unrealised while open, realised once closed), top 10 by |PnL| and the others summed. */
export function pnlDistribution(contracts: readonly ForwardView[], tickerOf: (ric: string) => string = (r) => r): { label: string; pnl: number }[] {
  const items = contracts
    .filter((c) => c.closing_contract_for === null)
    .map((c) => ({ label: `#${c.id} ${tickerOf(c.financial_instrument)}`, pnl: c.delivery_timestamp === null ? (c.reporting_unrealized_pnl ?? 0) : (c.reporting_realized_pnl ?? 0) }))
    .sort((a, b) => Math.abs(b.pnl) - Math.abs(a.pnl));
  const top = items.slice(0, 10);
  const rest = items.slice(10);
  return rest.length ? [...top, { label: `Others (${rest.length})`, pnl: rest.reduce((s, i) => s + i.pnl, 0) }] : top;
}

function PnlDistribution({ contracts, currency, tickerOf }: { contracts: readonly ForwardView[]; currency: string; tickerOf: (ric: string) => string }) {
  const bars = useMemo(() => pnlDistribution(contracts, tickerOf), [contracts, tickerOf]);
  if (bars.length === 0) return null;
  const options = baseOptions<'bar'>();
  options.plugins = { ...options.plugins, tooltip: { callbacks: { label: (ctx) => formatSignedMoney(Number(ctx.raw), currency) } } };
  return (
    <Card size="2">
      <Heading as="h3" size="2" mb="2">
        PnL distribution of the forward contracts ({currency})
      </Heading>
      <ThemedChart
        type="bar"
        label={`PnL distribution of the forward contracts in ${currency}`}
        height={200}
        data={{ labels: bars.map((b) => b.label), datasets: [{ data: bars.map((b) => b.pnl), maxBarThickness: 48, backgroundColor: bars.map((b) => (b.pnl >= 0 ? PROFIT_COLOR() : LOSS_COLOR())) }] }}
        options={options}
      />
    </Card>
  );
}
