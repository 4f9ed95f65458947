/**
 * The class's behavioural biases (issue 14), for the trainer's Performance tab and the admin's
 * session page: per player the disposition effect (PGR − PLR), overtrading (turnover against the
 * class median), home bias (share in the reporting currency's region) and concentration
 * (Herfindahl index of position values). Each header's tooltip gives the formula the server
 * uses; a figure that cannot be computed shows '—' and why.
 */
import { InfoCircledIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Box, Card, Flex, Heading, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import type { LiveEventType } from '@domain/live-events';
import { formatNumber, formatPercent } from '@domain/format';
import { ErrorCallout } from '@/components/error-callout';
import { EmptyRow, LoadingRows, NUMERIC_STYLE } from '@/components/table-parts';
import { useSessionEvents } from '@/lib/session-live/session-live';
import { useRemote } from '@/lib/use-remote';
import { getBiases, type BiasesAnswer, type PlayerBiases } from '../api/biases-api';

type BiasName = keyof BiasesAnswer['definitions'];

const COLUMNS: { name: BiasName; label: string }[] = [
  { name: 'disposition_effect', label: 'Disposition effect' },
  { name: 'overtrading', label: 'Overtrading' },
  { name: 'home_bias', label: 'Home bias' },
  { name: 'concentration', label: 'Concentration' },
];

/** Events after which the figures may have moved (fills, a new period's prices). */
const REFRESH_ON: readonly LiveEventType[] = ['order_executed', 'historical_step_updated'];
const DASH = '—';

/** A figure, or '—' with the reason it cannot be computed; `detail` explains the figure. */
type Cell = { value: string; detail: string } | { value: null; reason: string };

export function biasCells(p: PlayerBiases): Record<BiasName, Cell> {
  const d = p.disposition_effect;
  const o = p.overtrading;
  const h = p.home_bias;
  const c = p.concentration;
  const n = (x: number, decimals = 2) => formatNumber(x, { decimals });
  return {
    disposition_effect:
      d.value === null
        ? { value: null, reason: 'never reduced a position' }
        : {
            value: `${d.value > 0 ? '+' : ''}${n(d.value)}`,
            detail: `PGR ${n(d.pgr)} (${d.realised_gains} realised, ${d.paper_gains} paper gains) − PLR ${n(d.plr)} (${d.realised_losses} realised, ${d.paper_losses} paper losses)`,
          },
    overtrading:
      o.value === null
        ? { value: null, reason: 'class median turnover is 0' }
        : { value: `${n(o.value)}×`, detail: `Turnover ${n(o.turnover, 3)} × AUM against the class median ${n(o.class_median, 3)} × AUM` },
    home_bias:
      h.value === null
        ? { value: null, reason: 'no positions' }
        : { value: formatPercent(h.value, 1), detail: h.home_region ? `Share of the gross position value in ${h.home_region}` : 'No home region for the reporting currency' },
    concentration:
      c.value === null
        ? { value: null, reason: 'no positions' }
        : { value: n(c.value), detail: `${c.positions} position${c.positions === 1 ? '' : 's'}; as concentrated as ${n(1 / c.value, 1)} equal positions` },
  };
}

export function BiasesCard({ sessionId, live = false }: { sessionId: number; live?: boolean }) {
  const biases = useRemote(() => getBiases(sessionId), [sessionId]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useSessionEvents((event) => {
    if (!live || !REFRESH_ON.includes(event.type)) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(biases.reload, 1500);
  });
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const definitions = biases.data?.definitions;
  const players = biases.data ? [...biases.data.players].sort((a, b) => a.name.localeCompare(b.name)) : null;

  return (
    <Card size="2">
      <Flex justify="between" align="center" mb="2" gap="3">
        <Heading as="h3" size="3" id="biases-title">
          Biases
        </Heading>
        <Tooltip content="Compute again">
          <IconButton size="2" variant="ghost" color="gray" aria-label="Refresh biases" onClick={biases.reload}>
            <ReloadIcon />
          </IconButton>
        </Tooltip>
      </Flex>
      <Text as="p" size="1" color="gray" mb="3">
        Per player, from the executed orders and the positions valued now. Hover or focus a column's info icon for its formula.
      </Text>
      {biases.error ? (
        <ErrorCallout message={biases.error} onRetry={biases.reload} />
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table.Root size="1" variant="surface" aria-labelledby="biases-title">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Player</Table.ColumnHeaderCell>
                {COLUMNS.map((col) => (
                  <Table.ColumnHeaderCell key={col.name} style={NUMERIC_STYLE}>
                    <Flex align="center" gap="1" justify="end">
                      {col.label}
                      {definitions ? (
                        <Tooltip content={definitions[col.name]} style={{ maxWidth: 420 }}>
                          <IconButton size="1" variant="ghost" color="gray" aria-label={`${col.label}: formula`} data-formula={col.name}>
                            <InfoCircledIcon />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                    </Flex>
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {players === null ? <LoadingRows columns={5} /> : null}
              {players?.length === 0 ? <EmptyRow columns={5}>No active players.</EmptyRow> : null}
              {players?.map((p) => {
                const cells = biasCells(p);
                return (
                  <Table.Row key={p.player_id} data-player={p.name} align="center">
                    <Table.RowHeaderCell>
                      <Text weight="medium">{p.name}</Text>
                    </Table.RowHeaderCell>
                    {COLUMNS.map((col) => {
                      const cell = cells[col.name];
                      return (
                        <Table.Cell key={col.name} style={NUMERIC_STYLE} data-bias={col.name}>
                          {cell.value === null ? (
                            <Flex direction="column" align="end">
                              <Text color="gray">{DASH}</Text>
                              <Text size="1" color="gray">
                                {cell.reason}
                              </Text>
                            </Flex>
                          ) : (
                            <Tooltip content={cell.detail}>
                              <Text>{cell.value}</Text>
                            </Tooltip>
                          )}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Card>
  );
}
