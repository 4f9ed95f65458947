/**
 * The Markets header's wealth-management part (spec 001 §2 "Markets page"): the strategic
 * allocations table, the player's own mandate limits per asset group with view and edit modes
 * (Edit, Save, Cancel; 'Lower limit values must be lesser than upper limit values!') and the
 * current allocation beside them, with the trainer's band that orders obey; and the HTM or AFS
 * duration breakdown bar chart. The mandate is advisory: it colours, it never refuses an order.
 */
import { Badge, Card, Flex, Heading, SegmentedControl, Skeleton, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { RiskApproach, SessionStatus, type AssetGroup } from '@domain/enums';
import { formatPercent } from '@domain/format';
import { groupLimitsBody } from '@domain/contracts/wealth';
import { WEALTH_MESSAGES, groupLimitsProblem, limitState } from '@domain/wealth/rules';
import { ErrorCallout } from '@/components/error-callout';
import { NumericCell, NumericHeader } from '@/components/table-parts';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer, useSessionAssets } from '@/lib/room/player-state';
import { SettingsCard } from '@/components/settings-card';
import { PercentInput, fromPercentText, toPercentText } from '@/components/percent-input';
import { useEdit } from '@/lib/use-edit';
import { DurationBreakdownChart } from '@/components/charts/duration-breakdown-chart';
import { useBondBooks } from '@/lib/room/use-bond-books';
import { saveMandate } from '../api/wealth-api';
import { useWealth } from '../hooks/use-wealth';

const ORDER: AssetGroup[] = ['Cash', 'Equities', 'Bonds', 'Alternatives', 'FX', 'Crypto', 'AFS bonds', 'HTM Bonds', 'Repo', 'CDS', 'Options'];
const STATE_COLOR = { under: 'amber', over: 'red', within: 'green', none: 'gray' } as const;
const STATE_WORD = { under: 'under', over: 'over', within: 'within', none: '' } as const;

export function WealthHeader() {
  return (
    <Flex direction={{ initial: 'column', md: 'row' }} gap="3" align="stretch">
      <div style={{ flex: 3, minWidth: 0 }}>
        <MandateTable />
      </div>
      <div style={{ flex: 2, minWidth: 0 }}>
        <DurationCard />
      </div>
    </Flex>
  );
}

type Row = { asset_group: AssetGroup; lower: string; upper: string };

function MandateTable() {
  const { sessionId } = useSessionLive();
  const { session, finished } = useSessionFlags();
  const { player } = usePlayer();
  const { assets } = useSessionAssets();
  const wealth = useWealth(player?.id ?? null);
  const view = wealth.data;
  const present = new Set<string>((assets ?? []).map((a) => a.group));
  for (const g of view?.strategic_group_allocations ?? []) present.add(g.asset_group);
  const groups = ORDER.filter((g) => (g === 'Cash' ? session?.risk_approach === RiskApproach.Cash : present.has(g)));
  const saved: Row[] = groups.map((g) => {
    const l = view?.strategic_group_allocations.find((r) => r.asset_group === g);
    return { asset_group: g, lower: toPercentText(l?.lower_limit), upper: toPercentText(l?.upper_limit) };
  });
  const e = useEdit(saved);
  const toPayload = (rows: Row[]) => rows.map((r) => ({ asset_group: r.asset_group, lower_limit: fromPercentText(r.lower), upper_limit: fromPercentText(r.upper) }));
  const check = (rows: Row[]) => {
    const payload = toPayload(rows);
    if (payload.some((r) => [r.lower_limit, r.upper_limit].some((v) => v !== null && !Number.isFinite(v)))) return WEALTH_MESSAGES.groupLimitRange;
    const parsed = groupLimitsBody.safeParse({ player_id: player?.id ?? 1, allocations: payload });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? WEALTH_MESSAGES.groupLimitRange;
    return groupLimitsProblem(payload)?.error ?? null;
  };
  const set = (k: number, key: 'lower' | 'upper', v: string) => e.setDraft(e.draft.map((r, i) => (i === k ? { ...r, [key]: v } : r)));
  const closed = finished || session?.status === SessionStatus.Creating;
  const band = (g: string) => session?.asset_group_allocations.find((a) => a.asset_group === g);
  const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatPercent(v, 0));

  if (wealth.error && !view) return <ErrorCallout message={wealth.error} onRetry={wealth.reload} />;
  return (
    <SettingsCard
      title="Strategic allocations"
      description="Your client mandate per asset group (advisory), against your allocation now. Orders obey your trainer's bands."
      editable={!closed && view !== null}
      editing={e.editing}
      dirty={e.dirty}
      saving={e.saving}
      error={e.error}
      onEdit={e.edit}
      onCancel={e.cancel}
      onSave={() =>
        void e.save(check, async (rows) => {
          await saveMandate(sessionId, player!.id, toPayload(rows));
          wealth.reload();
        })
      }
    >
      {!view ? (
        <Skeleton height="120px" />
      ) : (
        <Table.Root size="1" aria-label="Strategic allocations">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Group</Table.ColumnHeaderCell>
              <NumericHeader>Lower</NumericHeader>
              <NumericHeader>Upper</NumericHeader>
              <NumericHeader>Current</NumericHeader>
              <NumericHeader>Trainer band</NumericHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {e.draft.map((r, k) => {
              const current = view.current_group_allocations[r.asset_group] ?? 0;
              const lower = fromPercentText(r.lower);
              const upper = fromPercentText(r.upper);
              const state = limitState(current, Number.isFinite(lower) ? lower : null, Number.isFinite(upper) ? upper : null);
              const b = band(r.asset_group);
              return (
                <Table.Row key={r.asset_group} align="center">
                  <Table.RowHeaderCell>{r.asset_group}</Table.RowHeaderCell>
                  <NumericCell>{e.editing ? <PercentInput label={`${r.asset_group} lower limit`} value={r.lower} onChange={(v) => set(k, 'lower', v)} /> : fmt(lower)}</NumericCell>
                  <NumericCell>{e.editing ? <PercentInput label={`${r.asset_group} upper limit`} value={r.upper} onChange={(v) => set(k, 'upper', v)} /> : fmt(upper)}</NumericCell>
                  <NumericCell>
                    <Flex gap="1" justify="end" align="center">
                      <Text color={STATE_COLOR[state] === 'gray' ? undefined : STATE_COLOR[state]} weight="medium">
                        {formatPercent(current, 1)}
                      </Text>
                      {state !== 'none' ? (
                        <Badge size="1" color={STATE_COLOR[state]}>
                          {STATE_WORD[state]}
                        </Badge>
                      ) : null}
                    </Flex>
                  </NumericCell>
                  <NumericCell>
                    <Text color="gray">{b && (b.lower_limit !== null || b.upper_limit !== null) ? `${fmt(b.lower_limit)} – ${fmt(b.upper_limit)}` : '—'}</Text>
                  </NumericCell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </SettingsCard>
  );
}

function DurationCard() {
  const { reportingCurrency } = useSessionFlags();
  const books = useBondBooks(null);
  const [book, setBook] = useState<'HTM' | 'AFS'>('HTM');
  const risk = books.data ? (book === 'HTM' ? books.data.htm : books.data.afs) : null;
  return (
    <Card size="2" style={{ height: '100%' }}>
      <Flex justify="between" align="center" gap="2" mb="2">
        <Heading as="h3" size="3">
          Duration breakdown
        </Heading>
        <SegmentedControl.Root size="1" value={book} onValueChange={(v) => setBook(v as 'HTM' | 'AFS')} aria-label="Book">
          <SegmentedControl.Item value="HTM">HTM</SegmentedControl.Item>
          <SegmentedControl.Item value="AFS">AFS</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <Text as="p" size="1" color="gray" mb="2">
        {book === 'HTM' ? 'HTM value by modified duration (years)' : 'AFS value by years to maturity'}, {reportingCurrency}
      </Text>
      {books.error && !books.data ? <ErrorCallout message={books.error} onRetry={books.reload} /> : risk ? <DurationBreakdownChart book={book} breakdown={risk.breakdown} currency={reportingCurrency} /> : <Skeleton height="160px" />}
    </Card>
  );
}
