/** The calculator's inputs: the bond (dates, coupon, schedule, redemption) and what to solve from. */
import { Card, Flex, Grid, Heading, SegmentedControl, Select, Separator, Text, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { CouponFrequency, DayCount } from '@domain/bonds';
import type { BondField } from '../hooks/use-bond-calculation';
import { DAY_COUNT_OPTIONS, FREQUENCY_OPTIONS, type BondFormState, type SolveFrom } from '../model/bond-form';

export const BOND_ERROR_ID = 'bond-calculator-error';

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
          <Field id="bond-frequency" label="Frequency">
            <Select.Root size="3" value={String(form.frequency)} onValueChange={(v) => onChange({ frequency: Number(v) as CouponFrequency })}>
              <Select.Trigger id="bond-frequency" />
              <Select.Content position="popper">
                {FREQUENCY_OPTIONS.map((option) => (
                  <Select.Item key={option.value} value={String(option.value)}>
                    {option.label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Field>
          <Field id="bond-day-count" label="Day count">
            <Select.Root size="3" value={form.dayCount} onValueChange={(v) => onChange({ dayCount: v as DayCount })}>
              <Select.Trigger id="bond-day-count" />
              <Select.Content position="popper">
                {DAY_COUNT_OPTIONS.map((option) => (
                  <Select.Item key={option.value} value={option.value}>
                    {option.label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Field>
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
            <SegmentedControl.Root
              size="3"
              aria-labelledby="bond-solve-from-label"
              value={form.solveFrom}
              onValueChange={(v) => onChange({ solveFrom: v as SolveFrom })}
            >
              <SegmentedControl.Item value="yield">Yield</SegmentedControl.Item>
              <SegmentedControl.Item value="price">Price</SegmentedControl.Item>
            </SegmentedControl.Root>
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
