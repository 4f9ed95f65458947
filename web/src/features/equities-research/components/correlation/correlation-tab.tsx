/**
 * Correlation Matrix (spec 001 §2 "Equities research"): the rows editor, the saved matrix's
 * calculations as they progress, and its 600 × 600 heatmap once generated, with its PNG.
 */
import { Callout, Flex, Grid, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useMemo } from 'react';
import { ErrorCallout } from '@/components/error-callout';
import { useCorrelationMatrix } from '../../hooks/use-correlation-matrix';
import { CalculationsList } from './calculations-list';
import { CorrelationHeatmap } from './correlation-heatmap';
import { MatrixEditor, type EquityOption } from './matrix-editor';

export function CorrelationTab({ options }: { options: EquityOption[] }) {
  const m = useCorrelationMatrix();
  const tickers = useMemo(() => new Map(options.map((o) => [o.ric, o.ticker])), [options]);
  const tickerOf = (ric: string) => tickers.get(ric) ?? ric;
  const values = useMemo(() => {
    if (!m.matrix) return [];
    return [...m.values.values()].filter((v) => v.matrix_id === m.matrix!.id);
  }, [m.values, m.matrix]);

  return (
    <Grid columns={{ initial: '1', lg: '5fr 7fr' }} gap="4" align="start">
      <Flex direction="column" gap="3">
        <MatrixEditor
          rows={m.rows}
          options={options}
          symmetric={m.symmetric}
          busy={m.busy}
          addReason={m.addReason}
          removeReason={m.removeReason}
          actionReason={m.actionReason}
          actions={m.actions}
          onSave={() => void m.onSave()}
          onGenerate={() => void m.onGenerate()}
        />
        {m.error ? <ErrorCallout message={m.error} /> : null}
        {m.matrix ? <CalculationsList values={values} tickerOf={tickerOf} asOf={m.matrix.as_of} /> : null}
      </Flex>
      <Flex direction="column" gap="3">
        {m.generated && m.matrix ? (
          <CorrelationHeatmap rows={m.matrix.rows} columns={m.matrix.columns} valueOf={m.valueOf} version={m.values} />
        ) : (
          <Callout.Root color="gray" variant="surface">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              {m.loaded ? 'Pick a row and a column equity in each row, Save, then Generate to draw the heatmap.' : 'Loading your last matrix…'}
            </Callout.Text>
          </Callout.Root>
        )}
        {m.generated && m.matrix ? (
          <Text size="1" color="gray">
            Rows: {m.matrix.rows.map((r) => r.ticker).join(', ')} · Columns: {m.matrix.columns.map((c) => c.ticker).join(', ')}
          </Text>
        ) : null}
      </Flex>
    </Grid>
  );
}
