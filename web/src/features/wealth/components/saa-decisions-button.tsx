/**
 * 'Check SAA decisions' (spec 000 §2: a button for wealth-management sessions not in creation)
 * and its dialog: the client investment profile the trainer sets for the session (000 §7
 * update_investment_profile), then per player the profile their answers imply against it, and
 * per asset class the player's strategic allocation, the profile's model and the deviation
 * (coloured by the stated bands, signed), the total to move, and Reset SAA (asks first).
 */
import { Badge, Box, Button, Dialog, Flex, Select, Skeleton, Table, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatNumber } from '@domain/format';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorCallout } from '@/components/error-callout';
import { EmptyRow, NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useEventVersion } from '@/lib/room/use-event-version';
import { fetchDecisions, resetSaa, setSessionProfile, type SaaDecisionsView } from '../api/wealth-api';
import { DeviationValue } from './deviation-value';

export function SaaDecisionsButton({ finished }: { finished: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="soft">Check SAA decisions</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="1500px" style={{ width: '90vw' }} aria-describedby={undefined}>
        <Dialog.Title>SAA decisions</Dialog.Title>
        {open ? <Decisions finished={finished} /> : null}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const pct = (x: number) => `${formatNumber(x, { decimals: 2, minDecimals: 0 })}%`;

function Decisions({ finished }: { finished: boolean }) {
  const { sessionId } = useSessionLive();
  // A player saved, the trainer changed something elsewhere, or an order moved an allocation: read again.
  const version = useEventVersion(['wealth_updated', 'order_executed'], 300);
  const [view, setView] = useState<SaaDecisionsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The latest read or action wins over one still in flight.
  const ticket = useRef(0);
  const load = useCallback(() => {
    const t = ++ticket.current;
    fetchDecisions(sessionId)
      .then((v) => t === ticket.current && (setView(v), setError(null)))
      .catch((e: unknown) => t === ticket.current && setError(errorMessage(e)));
  }, [sessionId]);
  useEffect(load, [load, version]);

  const act = async (run: () => Promise<SaaDecisionsView>, done: string) => {
    setBusy(true);
    const t = ++ticket.current;
    try {
      const v = await run();
      if (t === ticket.current) setView(v);
      notify({ kind: 'success', message: done });
    } catch (e) {
      notify({ kind: 'error', message: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  if (error && !view) return <ErrorCallout message={error} onRetry={load} />;
  if (!view) return <Skeleton height="240px" />;
  const model = new Map(view.session_profile.allocations.map((r) => [r.asset_class, r.percent]));
  const columns = 4 + view.asset_classes.length;

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="3" wrap="wrap">
        <Text as="label" size="2" weight="medium" htmlFor="session-investment-profile">
          Client investment profile
        </Text>
        <Select.Root
          value={String(view.session_profile.investment_profile)}
          disabled={busy || finished}
          onValueChange={(v) => void act(() => setSessionProfile(sessionId, Number(v)), 'Investment profile saved')}
        >
          <Select.Trigger id="session-investment-profile" aria-label="Client investment profile" />
          <Select.Content>
            {view.profiles.map((p) => (
              <Select.Item key={p.investment_profile} value={String(p.investment_profile)}>
                {p.investment_profile} · {p.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Text size="1" color="gray">
          Deviation = player's allocation − the {view.session_profile.label} model, in percentage points: within 5 green, within 10 amber, beyond red.
        </Text>
      </Flex>
      <Box style={{ overflowX: 'auto' }}>
        <Table.Root size="1" aria-label="SAA decisions">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Player</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Answers imply</Table.ColumnHeaderCell>
              {view.asset_classes.map((c) => (
                <NumericHeader key={c.asset_class}>
                  <Flex direction="column" align="end">
                    <span>{c.label}</span>
                    <Text size="1" color="gray" weight="regular">
                      model {pct(model.get(c.asset_class) ?? 0)}
                    </Text>
                  </Flex>
                </NumericHeader>
              ))}
              <NumericHeader>To move</NumericHeader>
              <Table.ColumnHeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.players.length === 0 ? <EmptyRow columns={columns}>No active players.</EmptyRow> : null}
            {view.players.map((p) => {
              const byClass = new Map(p.deviations.map((d) => [d.asset_class, d]));
              const saved = p.strategic_asset_allocations.length > 0;
              return (
                <Table.Row key={p.player_id} align="center">
                  <Table.RowHeaderCell>
                    <Text weight="medium">{p.name}</Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    {p.implied_profile_label ? (
                      <Badge color={p.profile_mismatch ? 'amber' : 'green'} title={p.profile_mismatch ? 'Differs from the client profile' : 'Matches the client profile'}>
                        {p.implied_profile_label}
                      </Badge>
                    ) : (
                      <Text color="gray" size="1">
                        Not answered
                      </Text>
                    )}
                  </Table.Cell>
                  {view.asset_classes.map((c) => {
                    const d = byClass.get(c.asset_class);
                    return (
                      <NumericCell key={c.asset_class}>
                        {saved && d ? (
                          <Flex direction="column" align="end" aria-label={`${p.name} ${c.label}`}>
                            <span style={TABULAR_STYLE}>{pct(d.saa)}</span>
                            <DeviationValue deviation={d} />
                          </Flex>
                        ) : (
                          <Text color="gray">—</Text>
                        )}
                      </NumericCell>
                    );
                  })}
                  <NumericCell>{p.total_deviation === null ? <Text color="gray" size="1">No SAA yet</Text> : <Text weight="bold">{pct(p.total_deviation)}</Text>}</NumericCell>
                  <Table.Cell>
                    <ConfirmDialog
                      trigger={
                        <Button size="1" variant="soft" color="red" disabled={!saved || busy || finished} title={!saved ? 'No saved allocation to reset' : finished ? 'The session is finished' : undefined}>
                          Reset SAA
                        </Button>
                      }
                      title="Reset this allocation?"
                      description={`${p.name}'s strategic asset allocation will be cleared, so they can decide again.`}
                      cancelLabel="Keep it"
                      confirmLabel="Reset"
                      confirmColor="red"
                      onConfirm={() => void act(() => resetSaa(sessionId, p.player_id), `${p.name}'s allocation was reset`)}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Flex>
  );
}
