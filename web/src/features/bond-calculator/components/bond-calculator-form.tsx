/** The calculator's inputs: the bond (dates, coupon, schedule, redemption) and what to solve from. */
import { Card, Flex, Grid, Heading, Separator, Text, TextField } from '@radix-ui/themes';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CouponFrequency, DayCount } from '@domain/bonds';
import type { BondField } from '../model/calculate-bond';
import { DAY_COUNT_OPTIONS, FREQUENCY_OPTIONS, type BondFormState, type SolveFrom } from '../model/bond-form';
import type { Choice } from './choice-select';
import { SegmentedChoice } from './segmented-choice';

export const BOND_ERROR_ID = 'bond-calculator-error';

const ChoiceSelect = lazy(() => import('./choice-select').then((m) => ({ default: m.ChoiceSelect })));

const SOLVE_FROM_CHOICES: readonly { value: SolveFrom; label: string }[] = [
  { value: 'yield', label: 'Yield' },
  { value: 'price', label: 'Price' },
];

const FREQUENCY_CHOICES: readonly Choice[] = FREQUENCY_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

type Patch = (patch: Partial<BondFormState>) => void;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
    </Flex>
  );
}

/** Props that mark a text field as the one the error message is about. */
function invalidProps(invalid: boolean, className?: string) {
  const classes = [className, invalid ? 'bond-field-invalid' : undefined].filter(Boolean).join(' ') || undefined;
  return invalid
    ? ({ className: classes, color: 'red', 'aria-invalid': true, 'aria-describedby': BOND_ERROR_ID } as const)
    : ({ className: classes } as const);
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

function DateField(props: TextFieldProps) {
  return (
    <Field id={props.id} label={props.label}>
      <TextField.Root
        id={props.id}
        type="date"
        size="3"
        required
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        {...invalidProps(props.invalid)}
      />
    </Field>
  );
}

/** A decimal text field: right-aligned tabular digits, decimal keypad on phones. */
function NumberField(props: TextFieldProps) {
  return (
    <Field id={props.id} label={props.label}>
      <TextField.Root
        id={props.id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        size="3"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        {...invalidProps(props.invalid, 'bond-number-input')}
      />
    </Field>
  );
}

/**
 * Radix Select's closed trigger (size 3, surface), as Select.Trigger renders it: the form shows
 * it until the Select's chunk has loaded, since the list and its popper are not needed to paint
 * the page. A click on it opens the list as soon as the chunk is there.
 */
function ClosedSelect({ id, label, onOpen }: { id: string; label: string; onOpen: () => void }) {
  return (
    <button
      id={id}
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      data-state="closed"
      className="rt-reset rt-SelectTrigger rt-r-size-3 rt-variant-surface"
      onClick={onOpen}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{label}</span>
      </span>
      <svg width="9" height="9" viewBox="0 0 9 9" fill="currentcolor" className="rt-SelectIcon" aria-hidden>
        <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
      </svg>
    </button>
  );
}

function ChoiceField(props: { id: string; label: string; value: string; choices: readonly Choice[]; onChange: (value: string) => void }) {
  const [openRequested, setOpenRequested] = useState(false);
  const chosen = props.choices.find((choice) => choice.value === props.value);
  return (
    <Field id={props.id} label={props.label}>
      <Suspense fallback={<ClosedSelect id={props.id} label={chosen?.label ?? ''} onOpen={() => setOpenRequested(true)} />}>
        <ChoiceSelect id={props.id} value={props.value} choices={props.choices} defaultOpen={openRequested} onValueChange={props.onChange} />
      </Suspense>
    </Field>
  );
}

export function BondCalculatorForm({ form, onChange, errorField }: { form: BondFormState; onChange: Patch; errorField?: BondField }) {
  const solvingFromYield = form.solveFrom === 'yield';
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby="bond-inputs-heading">
        <Heading as="h2" size="4" mb="4" id="bond-inputs-heading">
          Bond
        </Heading>
        <Grid columns={{ initial: '1', xs: '2' }} gapX="4" gapY="3">
          <DateField
            id="bond-settlement"
            label="Settlement date"
            value={form.settlement}
            onChange={(settlement) => onChange({ settlement })}
            invalid={errorField === 'settlement'}
          />
          <DateField
            id="bond-maturity"
            label="Maturity date"
            value={form.maturity}
            onChange={(maturity) => onChange({ maturity })}
            invalid={errorField === 'maturity'}
          />
          <NumberField
            id="bond-coupon"
            label="Coupon (%)"
            value={form.couponPct}
            onChange={(couponPct) => onChange({ couponPct })}
            invalid={errorField === 'couponPct'}
          />
          <ChoiceField
            id="bond-frequency"
            label="Frequency"
            value={String(form.frequency)}
            choices={FREQUENCY_CHOICES}
            onChange={(v) => onChange({ frequency: Number(v) as CouponFrequency })}
          />
          <ChoiceField
            id="bond-day-count"
            label="Day count"
            value={form.dayCount}
            choices={DAY_COUNT_OPTIONS}
            onChange={(v) => onChange({ dayCount: v as DayCount })}
          />
          <NumberField
            id="bond-redemption"
            label="Redemption"
            value={form.redemption}
            onChange={(redemption) => onChange({ redemption })}
            invalid={errorField === 'redemption'}
          />
        </Grid>

        <Separator size="4" my="4" />

        <Grid columns={{ initial: '1', xs: '2' }} gapX="4" gapY="3" align="end">
          <Flex direction="column" gap="1">
            <Text as="div" id="bond-solve-from-label" size="2" weight="medium">
              Solve from
            </Text>
            <SegmentedChoice labelledBy="bond-solve-from-label" value={form.solveFrom} choices={SOLVE_FROM_CHOICES} onValueChange={(solveFrom) => onChange({ solveFrom })} />
          </Flex>
          {solvingFromYield ? (
            <NumberField
              key="yield"
              id="bond-yield"
              label="Yield (%)"
              value={form.yieldPct}
              onChange={(yieldPct) => onChange({ yieldPct })}
              invalid={errorField === 'yieldPct'}
            />
          ) : (
            <NumberField
              key="price"
              id="bond-clean-price"
              label="Clean price"
              value={form.cleanPrice}
              onChange={(cleanPrice) => onChange({ cleanPrice })}
              invalid={errorField === 'cleanPrice'}
            />
          )}
        </Grid>
      </section>
    </Card>
  );
}
