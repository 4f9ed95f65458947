/**
 * The create-session modal (spec 000 §2, §5, §9): every field with its default, the
 * historical and cash-approach fields shown by choice, and the server's own validation run as
 * the trainer types (after a first submit), so the form and POST /api/sessions/ agree word for
 * word. Client dealing and auctions need a historical session and say so while another scenario is chosen;
 * a client dealing scenario, once chosen, fills and locks the dates, the initial amount and the frequency.
 */
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Dialog, Flex, Grid, Select, Separator, Switch, Text, TextField, Tooltip } from '@radix-ui/themes';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  MANAGEMENT_TYPE_LABELS,
  ManagementType,
  REPORTING_CURRENCIES,
  RISK_APPROACH_LABELS,
  RiskApproach,
  SCENARIO_TYPE_LABELS,
  ScenarioType,
  TRADING_TIME_TYPE_LABELS,
  TradingTimeType,
} from '@domain/enums';
import { CREATE_SESSION_MESSAGES } from '@domain/session/create-session';
import { ApiError, errorMessage } from '@/lib/api-client';
import { createSession } from '../api/create-session';
import { defaultValues, isCash, isHistorical, shownDuration, toPayload, todayIso, validate, type CreateFormValues } from '../model/create-form';
import { FormField } from '@/components/form-field';
import { fetchScenarios, type ClientDealingScenario } from '@/lib/client-dealing-scenarios-api';

type Key = keyof CreateFormValues;

export function CreateSessionDialog({
  open,
  klass,
  onClose,
  onCreated,
}: {
  open: boolean;
  klass: { id: number; name: string } | null;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Content maxWidth="760px" aria-describedby={undefined}>
        <Dialog.Title>Create session{klass ? ` — ${klass.name}` : ''}</Dialog.Title>
        {open && klass ? <CreateSessionForm klassId={klass.id} onCancel={onClose} onCreated={onCreated} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CreateSessionForm({ klassId, onCancel, onCreated }: { klassId: number; onCancel: () => void; onCreated: (id: number) => void }) {
  const today = useMemo(todayIso, []);
  const [values, setValues] = useState<CreateFormValues>(() => defaultValues(today));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const clientErrors = useMemo(() => validate(values, klassId, today), [values, klassId, today]);
  const errors = submitted ? { ...serverErrors, ...clientErrors } : {};
  const historical = isHistorical(values);
  const cash = isCash(values);
  const duration = historical ? shownDuration(values) : null;
  // Client dealing (spec 000 §2): the chosen scenario fills the dates, the initial amount and the frequency and locks them.
  const [scenarios, setScenarios] = useState<ClientDealingScenario[] | null>(null);
  useEffect(() => {
    if (!historical || !values.client_money || scenarios) return;
    fetchScenarios()
      .then(setScenarios)
      .catch(() => setScenarios([]));
  }, [historical, values.client_money, scenarios]);
  const locked = historical && values.client_money && values.client_money_scenario !== '';
  const chooseScenario = (id: string) => {
    const s = scenarios?.find((x) => String(x.id) === id);
    if (!s) return;
    setValues((v) => ({
      ...v,
      client_money_scenario: id,
      start_date: s.first_date_in_session,
      end_date: s.session_end_date,
      frequency: String(s.period_frequency),
      starting_cash_amount: String(s.aum),
    }));
  };

  const set = <K extends Key>(key: K, value: CreateFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => {
      const { [key]: _dropped, ...rest } = e;
      return rest;
    });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerMessage(null);
    if (Object.keys(clientErrors).length > 0) return;
    setBusy(true);
    try {
      const created = await createSession(toPayload(values, klassId));
      onCreated(created.id);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.details as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      if (fields) setServerErrors(fields);
      setServerMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const num = (key: Key, label: string, props: { min?: number; max?: number; step?: number | string; hint?: ReactNode; suffix?: string; disabled?: boolean } = {}) => (
    <FormField label={label} htmlFor={`cs-${key}`} error={errors[key]} hint={props.hint}>
      <TextField.Root
        id={`cs-${key}`}
        type="number"
        inputMode="decimal"
        min={props.min}
        max={props.max}
        step={props.step ?? 'any'}
        value={values[key] as string}
        disabled={props.disabled}
        aria-invalid={errors[key] ? true : undefined}
        onChange={(e) => set(key, e.target.value as never)}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {props.suffix ? <TextField.Slot side="right">{props.suffix}</TextField.Slot> : null}
      </TextField.Root>
    </FormField>
  );

  const select = (key: Key, label: string, options: { value: string; label: string; disabled?: string }[]) => (
    <FormField label={label} htmlFor={`cs-${key}`} error={errors[key]}>
      <Select.Root value={values[key] as string} onValueChange={(v) => set(key, v as never)}>
        <Select.Trigger id={`cs-${key}`} aria-label={label} />
        <Select.Content position="popper">
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value} disabled={Boolean(o.disabled)}>
              {o.label}
              {o.disabled ? ` — ${o.disabled}` : ''}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Create session">
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
          {select('scenario_type', 'Scenario type', [
            { value: String(ScenarioType.RealTime), label: SCENARIO_TYPE_LABELS[0] },
            { value: String(ScenarioType.Historical), label: SCENARIO_TYPE_LABELS[1] },
          ])}
          {select('risk_approach', 'Risk approach', [
            { value: String(RiskApproach.Cash), label: RISK_APPROACH_LABELS[0] },
            { value: String(RiskApproach.RiskWeighted), label: RISK_APPROACH_LABELS[1] },
          ])}
          {select('management_type', 'Role', [
            { value: String(ManagementType.PortfolioManagement), label: MANAGEMENT_TYPE_LABELS[0] },
            { value: String(ManagementType.WealthManagement), label: MANAGEMENT_TYPE_LABELS[1] },
          ])}
          {select(
            'reporting_currency',
            'Reporting currency',
            REPORTING_CURRENCIES.map((c) => ({ value: c, label: c })),
          )}
          {num('delay_minutes_left', 'Delay (minutes)', { min: 0, max: 31, step: 1, hint: 'Minutes between finishing creation and the start.' })}
          {num('metrics_interval', 'Metrics interval (hours)', { min: 1, step: 1 })}
          <FormField label="News importances" htmlFor="cs-news_importances" error={errors.news_importances} hint="Comma-separated, 1 to 5, e.g. 1,2">
            <TextField.Root
              id="cs-news_importances"
              value={values.news_importances}
              aria-invalid={errors.news_importances ? true : undefined}
              onChange={(e) => set('news_importances', e.target.value.replace(/\s+/g, ''))}
            />
          </FormField>
          {!historical
            ? select('trading_time_type', 'Trading time', [
                { value: String(TradingTimeType.TwentyFourFive), label: TRADING_TIME_TYPE_LABELS[0] },
                { value: String(TradingTimeType.TradingWindows), label: TRADING_TIME_TYPE_LABELS[1] },
              ])
            : null}
          <SwitchField label="Allow short sell" checked={values.allow_short_sell} onChange={(v) => set('allow_short_sell', v)} />
          <SwitchField label="Short sell only on spot FX" checked={values.allow_short_only_on_fx} onChange={(v) => set('allow_short_only_on_fx', v)} />
          <SwitchField
            label="Client dealing"
            checked={historical && values.client_money}
            onChange={(v) => set('client_money', v)}
            disabledReason={historical ? undefined : CREATE_SESSION_MESSAGES.clientMoneyHistorical}
          />
          {historical && values.client_money ? (
            <FormField label="Client dealing scenario" htmlFor="cs-client_money_scenario" error={errors.client_money_scenario}>
              <Select.Root value={values.client_money_scenario || undefined} onValueChange={chooseScenario}>
                <Select.Trigger id="cs-client_money_scenario" aria-label="Client dealing scenario" placeholder={scenarios === null ? 'Loading…' : scenarios.length ? 'Choose a scenario' : 'No scenarios yet'} />
                <Select.Content position="popper">
                  {(scenarios ?? []).map((s) => (
                    <Select.Item key={s.id} value={String(s.id)}>
                      #{s.id} {s.name} · {s.first_date_in_session} → {s.session_end_date}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </FormField>
          ) : null}
          <SwitchField
            label="Auctions"
            checked={historical && values.show_auctions}
            onChange={(v) => set('show_auctions', v)}
            disabledReason={historical ? undefined : CREATE_SESSION_MESSAGES.auctionsHistorical}
          />
        </Grid>

        {historical ? (
          <>
            <Separator size="4" />
            <Text as="p" size="2" weight="bold">
              Historical scenario
            </Text>
            <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
              <FormField label="Start date" htmlFor="cs-start_date" error={errors.start_date}>
                <TextField.Root id="cs-start_date" type="date" max={today} value={values.start_date} disabled={locked} onChange={(e) => set('start_date', e.target.value)} />
              </FormField>
              <FormField label="End date" htmlFor="cs-end_date" error={errors.end_date}>
                <TextField.Root id="cs-end_date" type="date" max={today} value={values.end_date} disabled={locked} onChange={(e) => set('end_date', e.target.value)} />
              </FormField>
              {num('frequency', 'Frequency (days)', { min: 1, max: 31, step: 1, hint: locked ? 'Set by the client dealing scenario.' : 'Workdays per period, 1 to 31.', disabled: locked })}
              {num('historical_sleep_time', 'Pass time (seconds per period)', { min: 20, max: 2000, step: 1, hint: '20 to 2000 seconds.' })}
            </Grid>
            <Text size="2" color="gray" aria-live="polite">
              Historical session duration:{' '}
              <Text weight="bold" color="gray" highContrast style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="historical-duration">
                {duration ?? '—'}
              </Text>
            </Text>
          </>
        ) : null}

        <Separator size="4" />
        {cash ? (
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
            {num('starting_cash_amount', 'Initial amount', { min: 0, step: 1_000_000, suffix: values.reporting_currency, disabled: locked, hint: locked ? 'Set by the client dealing scenario.' : undefined })}
            {num('limit_order_collateral', 'Limit order collateral', { min: 0, max: 100, step: 0.01, suffix: '%' })}
            {num('short_sell_leverage', 'Short sell leverage', { min: 0, max: 100, step: 0.01, suffix: '%' })}
            {num('fx_leverage', 'FX leverage', { min: 0, max: 100, step: 0.01, suffix: '%' })}
            {num('bond_leverage', 'Bond leverage', { min: 0, max: 100, step: 0.01, suffix: '%' })}
          </Grid>
        ) : (
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
            {num('risk_weighted_limit', 'Risk weighted limit', { min: 0, step: 1_000_000, suffix: values.reporting_currency })}
          </Grid>
        )}

        {serverMessage ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{serverMessage}</Callout.Text>
          </Callout.Root>
        ) : null}

        <Flex justify="end" gap="3">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Create
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function SwitchField({ label, checked, onChange, disabledReason }: { label: string; checked: boolean; onChange?: (v: boolean) => void; disabledReason?: string }) {
  const control = (
    <Text as="label" size="2">
      <Flex gap="2" align="center" style={{ minHeight: 40 }}>
        <Switch checked={checked} disabled={Boolean(disabledReason)} onCheckedChange={onChange} aria-label={label} />
        {label}
        {disabledReason ? <InfoCircledIcon aria-hidden color="var(--gray-10)" /> : null}
      </Flex>
    </Text>
  );
  return (
    <Flex direction="column" gap="1" justify="end">
      {disabledReason ? (
        <Tooltip content={disabledReason}>
          <span>{control}</span>
        </Tooltip>
      ) : (
        control
      )}
      {disabledReason ? (
        <Text size="1" color="gray">
          {disabledReason}
        </Text>
      ) : null}
    </Flex>
  );
}
