/** One widget of the report: its title and its figures as tiles (label, value coloured by sign, detail). */
import { Box, Card, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReportWidget } from '@domain/reports/individual-report-figures';
import { TABULAR_STYLE } from '@/components/numeric-style';

const COLOR = { profit: 'green', loss: 'red', default: undefined } as const;

export function FigureWidget({ widget }: { widget: ReportWidget }) {
  return (
    <Card size="2" aria-label={widget.title}>
      <Heading as="h3" size="3" mb="3">
        {widget.title}
      </Heading>
      <Grid columns={{ initial: '2', sm: widget.figures.length === 4 ? '2' : '3' }} gap="3">
        {widget.figures.map((f) => (
          <Box key={f.label} minWidth="0" data-figure={f.label}>
            <Text as="div" size="1" color="gray">
              {f.label}
            </Text>
            <Text as="div" size="4" weight="bold" color={COLOR[f.tone]} style={TABULAR_STYLE}>
              {f.value}
            </Text>
            {f.detail ? (
              <Text as="div" size="1" color="gray" truncate title={f.detail}>
                {f.detail}
              </Text>
            ) : null}
          </Box>
        ))}
      </Grid>
    </Card>
  );
}
