/**
 * The portfolio summary's lines (spec 001 §2) as the trainee's Portfolio and the console's
 * player modal show them, in the reporting currency: market value, PnL of the positions, cash
 * transaction mark-to-market (foreign cash against its average acquisition rate; shown with the
 * cash approach when more than one currency is playable), income, fees and total return, with
 * the line that says how they add up. `children` adds rows (the risk-weighted approach's).
 */
import { DataList, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { MISSING, formatMoney, formatPercent, formatSignedMoney } from '@domain/format';
import type { SummaryFigures } from '@domain/session/player-view';
import { TABULAR_STYLE } from './numeric-style';

/** Green or red only when the shown text is not zero, with the sign in the text (ui.md: never colour alone). */
function Signed({ value, text, weight }: { value: number | null | undefined; text: string; weight?: 'bold' }) {
  const nonZero = /[1-9]/.test(text);
  const color = value === null || value === undefined || !nonZero ? undefined : value > 0 ? ('green' as const) : ('red' as const);
  return (
    <Text color={color} weight={weight}>
      {nonZero ? text : text.replace('-', '')}
    </Text>
  );
}

const money = (value: number | null | undefined, currency: string) => <Signed value={value} text={formatSignedMoney(value, currency)} />;

function percent(value: number | null | undefined) {
  const text = formatPercent(value, 2);
  const signed = text !== MISSING && value !== null && value !== undefined && value > 0 && /[1-9]/.test(text) ? `+${text}` : text;
  return <Signed value={value} text={signed} weight="bold" />;
}

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="200px">{label}</DataList.Label>
      <DataList.Value style={TABULAR_STYLE}>{children ?? <Skeleton width="120px" height="18px" />}</DataList.Value>
    </DataList.Item>
  );
}

export function PortfolioSummary({
  figures,
  currency,
  showCashMtm,
  children,
}: {
  /** Null while loading. */
  figures: SummaryFigures | null;
  currency: string;
  showCashMtm: boolean;
  children?: ReactNode;
}) {
  const f = figures;
  // The identity holds with every line; it is stated only when every line it needs is shown.
  const reconciles = f !== null && f.income !== null && f.fees !== null && f.cash_mtm !== null && (showCashMtm || Math.abs(f.cash_mtm) < 0.005);
  return (
    <>
      <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }}>
        <SummaryRow label="Market value">{f ? <Text weight="bold">{formatMoney(f.last_market_value, currency)}</Text> : null}</SummaryRow>
        <SummaryRow label="PnL">{f ? money(f.last_pnl_sum, currency) : null}</SummaryRow>
        {showCashMtm ? <SummaryRow label="Cash transaction mark-to-market">{f ? money(f.cash_mtm, currency) : null}</SummaryRow> : null}
        <SummaryRow label="Income">{f ? money(f.income, currency) : null}</SummaryRow>
        <SummaryRow label="Fees">{f ? (f.fees === null ? MISSING : formatMoney(f.fees, currency)) : null}</SummaryRow>
        <SummaryRow label="Total return">{f ? percent(f.last_portfolio_return) : null}</SummaryRow>
        {children}
      </DataList.Root>
      {reconciles ? (
        <Text as="p" size="1" color="gray" mt="3">
          Market value − initial AUM ({formatMoney(f.initial_aum, currency)}) = PnL{showCashMtm ? ' + cash transaction mark-to-market' : ''} + income − fees. Income
          counts dividends, coupons and interest (less lombard), with bonds' accrued interest.
        </Text>
      ) : null}
    </>
  );
}
