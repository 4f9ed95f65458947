/**
 * The risk-profile route (spec 001 §2 "Forms: Strategic Asset Allocation and Investment
 * Profile"), in Wealth Management sessions: the Investment Profile form (risk attitude, loss
 * tolerance, investment goal, all required), with the profile the answers imply and the client
 * profile the trainer set; and the Strategic Asset Allocation form, one percent per asset class
 * with a running total, saved only at exactly 100 % and read-only once saved (the trainer can
 * reopen it), beside the model allocation of the client's profile.
 */
import { Badge, Button, Callout, Card, Flex, Grid, Heading, Select, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { useEffect, useMemo, useState } from 'react';
import { SessionStatus } from '@domain/enums';
import { formatNumber } from '@domain/format';
import { INVESTMENT_GOALS, LOSS_TOLERANCES, RISK_ATTITUDES, type InvestmentGoal, type LossTolerance, type RiskAttitude } from '@domain/wealth/conventions';
import { WEALTH_MESSAGES } from '@domain/wealth/rules';
import { ErrorCallout } from '@/components/error-callout';
import { NumericCell, NumericHeader, TABULAR_STYLE } from '@/components/table-parts';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive } from '@/lib/session-live/session-live';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer } from '@/lib/room/player-state';
import { saveAnswers, saveSaa, type WealthPlayerView } from '../api/wealth-api';
import { useWealth } from '../hooks/use-wealth';
import { DeviationValue } from './deviation-value';

export function RiskProfileScreen() {
  const { player } = usePlayer();
  const wealth = useWealth(player?.id ?? null);
  if (wealth.error && !wealth.data) return <ErrorCallout message={wealth.error} onRetry={wealth.reload} />;
  if (!wealth.data) {
    return (
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Skeleton height="260px" />
        <Skeleton height="420px" />
      </Grid>
    );
  }
  return (
    <Grid columns={{ initial: '1', md: '2fr 3fr' }} gap="4" align="start">
      <InvestmentProfileForm view={wealth.data} onSaved={wealth.reload} />
      <SaaForm view={wealth.data} onSaved={wealth.reload} />
    </Grid>
  );
}

/** Why the forms are closed, or null. */
function useClosedReason(): string | null {
  const { finished, session } = useSessionFlags();
  if (finished) return 'The session is finished: the mandate can no longer change.';
  if (session?.status === SessionStatus.Creating) return 'The session is being created.';
  return null;
}

function InvestmentProfileForm({ view, onSaved }: { view: WealthPlayerView; onSaved: () => void }) {
  const { sessionId } = useSessionLive();
  const closed = useClosedReason();
  const saved = view.investment_profile;
  const [risk, setRisk] = useState<RiskAttitude | ''>(saved?.risk_attitude ?? '');
  const [loss, setLoss] = useState<LossTolerance | ''>(saved?.loss_tolerance ?? '');
  const [goal, setGoal] = useState<InvestmentGoal | ''>(saved?.investment_goal ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!saved) return;
    setRisk(saved.risk_attitude);
    setLoss(saved.loss_tolerance);
    setGoal(saved.investment_goal);
  }, [saved?.updated_at]);

  const missing = { risk: risk === '', loss: loss === '', goal: goal === '' };
  const submit = async () => {
    setSubmitted(true);
    if (missing.risk || missing.loss || missing.goal || closed) return;
    setSaving(true);
    setError(null);
    try {
      await saveAnswers(sessionId, { risk_attitude: risk as RiskAttitude, loss_tolerance: loss as LossTolerance, investment_goal: goal as InvestmentGoal });
      notify({ kind: 'success', message: 'Investment profile saved' });
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="2" asChild>
      <section aria-labelledby="investment-profile-title">
        <Heading as="h2" size="4" id="investment-profile-title" mb="1">
          Investment Profile
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Your client's answers. They imply a risk profile; your trainer sets the client's profile your allocation is measured against.
        </Text>
        <Flex direction="column" gap="3">
          <Choice label="Risk attitude" value={risk} options={RISK_ATTITUDES} onChange={(v) => setRisk(v as RiskAttitude)} error={submitted && missing.risk ? WEALTH_MESSAGES.riskAttitude : null} disabled={!!closed} />
          <Choice label="Loss tolerance" value={loss} options={LOSS_TOLERANCES} onChange={(v) => setLoss(v as LossTolerance)} error={submitted && missing.loss ? WEALTH_MESSAGES.lossTolerance : null} disabled={!!closed} />
          <Choice label="Investment goal" value={goal} options={INVESTMENT_GOALS} onChange={(v) => setGoal(v as InvestmentGoal)} error={submitted && missing.goal ? WEALTH_MESSAGES.investmentGoal : null} disabled={!!closed} />
          <Flex direction="column" gap="1" mt="1">
            <Text size="2">
              Client profile (set by your trainer):{' '}
              <Badge color="indigo" size="2">
                {view.session_profile.label}
              </Badge>
            </Text>
            <Text size="2">
              Profile your answers imply:{' '}
              {view.implied_profile ? (
                <Badge color={view.implied_profile.investment_profile === view.session_profile.investment_profile ? 'green' : 'amber'} size="2">
                  {view.implied_profile.label} (score {view.implied_profile.score})
                </Badge>
              ) : (
                <Text color="gray">not answered yet</Text>
              )}
            </Text>
          </Flex>
          {error ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex justify="end" gap="2" align="center">
            {closed ? (
              <Text size="1" color="gray">
                {closed}
              </Text>
            ) : null}
            <Button onClick={() => void submit()} loading={saving} disabled={!!closed}>
              Save profile
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}

function Choice({ label, value, options, onChange, error, disabled }: { label: string; value: string; options: readonly string[]; onChange: (v: string) => void; error: string | null; disabled: boolean }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium">
        {label} <Text color="red">*</Text>
      </Text>
      <Select.Root value={value || undefined} onValueChange={onChange} disabled={disabled} size="3">
        <Select.Trigger placeholder="Select…" aria-label={label} color={error ? 'red' : undefined} />
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o} value={o}>
              {o}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

const pct = (x: number) => `${formatNumber(x, { decimals: 2, minDecimals: 0 })}%`;

function SaaForm({ view, onSaved }: { view: WealthPlayerView; onSaved: () => void }) {
  const { sessionId } = useSessionLive();
  const closed = useClosedReason();
  const saved = view.strategic_asset_allocations.length > 0;
  const [draft, setDraft] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!saved) setDraft({});
  }, [saved]);

  const values = useMemo(
    () => Object.fromEntries(view.asset_classes.map((c) => [c.asset_class, saved ? (view.strategic_asset_allocations.find((r) => r.asset_class === c.asset_class)?.percent ?? 0) : Number(draft[c.asset_class] || 0)])) as Record<number, number>,
    [view, draft, saved],
  );
  const bad = view.asset_classes.some((c) => {
    const v = values[c.asset_class]!;
    return !Number.isFinite(v) || v < 0 || v > 100;
  });
  const total = Math.round(Object.values(values).reduce((s, v) => s + (Number.isFinite(v) ? v : 0), 0) * 100) / 100;
  const complete = total === 100;
  const model = new Map(view.session_profile.allocations.map((r) => [r.asset_class, r.percent]));
  const deviation = new Map(view.deviations.map((d) => [d.asset_class, d]));
  const reason = closed ?? (bad ? WEALTH_MESSAGES.percentRange : !complete ? `${WEALTH_MESSAGES.sumTo100} Now ${pct(total)}.` : null);

  const submit = async () => {
    if (reason) return;
    setSaving(true);
    setError(null);
    try {
      await saveSaa(
        sessionId,
        view.asset_classes.map((c) => ({ asset_class: c.asset_class, percent: values[c.asset_class]! })),
      );
      notify({ kind: 'success', message: 'Strategic asset allocation saved' });
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="2" asChild>
      <section aria-labelledby="saa-title">
        <Flex justify="between" align="center" gap="2" mb="1" wrap="wrap">
          <Heading as="h2" size="4" id="saa-title">
            Strategic Asset Allocation
          </Heading>
          {saved ? (
            <Badge color="gray" size="2">
              Saved · read-only
            </Badge>
          ) : null}
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          {saved
            ? 'Your long-term allocation is saved. Your trainer can reopen it for a new decision.'
            : `Percent of the client's portfolio per asset class, summing to 100%. Beside it, the model of the ${view.session_profile.label} profile.`}
        </Text>
        <Table.Root size="1" aria-label="Strategic asset allocation">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Asset class</Table.ColumnHeaderCell>
              <NumericHeader>Allocation</NumericHeader>
              <NumericHeader>Model ({view.session_profile.label})</NumericHeader>
              {saved ? <NumericHeader>Deviation</NumericHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.asset_classes.map((c) => (
              <Table.Row key={c.asset_class} align="center">
                <Table.RowHeaderCell>{c.label}</Table.RowHeaderCell>
                <NumericCell>
                  {saved ? (
                    pct(values[c.asset_class]!)
                  ) : (
                    <Flex justify="end">
                      <TextField.Root
                        size="2"
                        type="number"
                        inputMode="decimal"
                        min={0}
                        max={100}
                        step={0.01}
                        placeholder="0"
                        value={draft[c.asset_class] ?? ''}
                        disabled={!!closed}
                        aria-label={`${c.label} allocation`}
                        onChange={(e) => setDraft({ ...draft, [c.asset_class]: e.target.value })}
                        style={{ width: 110, textAlign: 'right', ...TABULAR_STYLE }}
                      >
                        <TextField.Slot side="right">%</TextField.Slot>
                      </TextField.Root>
                    </Flex>
                  )}
                </NumericCell>
                <NumericCell>
                  <Text color="gray">{pct(model.get(c.asset_class) ?? 0)}</Text>
                </NumericCell>
                {saved ? (
                  <NumericCell>
                    <DeviationValue deviation={deviation.get(c.asset_class)} />
                  </NumericCell>
                ) : null}
              </Table.Row>
            ))}
            <Table.Row align="center">
              <Table.RowHeaderCell>
                <Text weight="bold">Total</Text>
              </Table.RowHeaderCell>
              <NumericCell>
                <Text weight="bold" color={complete ? 'green' : 'red'} aria-label="Allocation total">
                  {pct(total)}
                </Text>
              </NumericCell>
              <NumericCell>
                <Text color="gray">100%</Text>
              </NumericCell>
              {saved ? (
                <NumericCell>
                  <Text size="1" color="gray">
                    {view.total_deviation === null ? '' : `${pct(view.total_deviation)} to move`}
                  </Text>
                </NumericCell>
              ) : null}
            </Table.Row>
          </Table.Body>
        </Table.Root>
        {error ? (
          <Callout.Root color="red" role="alert" mt="3">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        {!saved ? (
          <Flex justify="end" align="center" gap="3" mt="3">
            {reason ? (
              <Text size="1" color={closed ? 'gray' : 'red'} role="status">
                {reason}
              </Text>
            ) : null}
            <Button onClick={() => void submit()} loading={saving} disabled={!!reason}>
              Save
            </Button>
          </Flex>
        ) : null}
      </section>
    </Card>
  );
}
