/**
 * PnL Breakdown of the player modal: the portfolio summary as the trainee sees it (how market
 * value, PnL, cash transaction mark-to-market, income and fees add up), then each position's
 * value and its realized and unrealized PnL, in the reporting currency.
 */
import { Box, Heading, Table, Text } from '@radix-ui/themes';
import { formatNumber } from '@domain/format';
import { PortfolioSummary } from '@/components/portfolio-summary';
import { EmptyRow, NumericCell, NumericHeader } from '@/components/table-parts';
import type { PlayerDetails, SessionAsset } from '../../api/types';
import { pnlColor, signedAmount } from '../overview/player-format';

export function PnlTab({ details, assets, currency, showCashMtm }: { details: PlayerDetails; assets: SessionAsset[]; currency: string; showCashMtm: boolean }) {
  const nameOf = (ric: string) => assets.find((a) => a.ric === ric)?.name ?? ric;
  const rows = details.financial_instruments;
  const total = (f: (p: (typeof rows)[number]) => number) => rows.reduce((s, p) => s + f(p), 0);
  return (
    <>
      <Box mb="4">
        <Heading as="h3" size="2" mb="2">
          Summary
        </Heading>
        <PortfolioSummary figures={details} currency={currency} showCashMtm={showCashMtm} />
      </Box>
      <Text as="p" size="1" color="gray" mb="2">
        Figures in {currency}.
      </Text>
      <Table.Root variant="surface" size="1" aria-label="PnL breakdown">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Instrument</Table.ColumnHeaderCell>
            <NumericHeader>Quantity</NumericHeader>
            <NumericHeader>Avg open price</NumericHeader>
            <NumericHeader>Value</NumericHeader>
            <NumericHeader>Unrealized</NumericHeader>
            <NumericHeader>Realized</NumericHeader>
            <NumericHeader>PnL</NumericHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? <EmptyRow columns={7}>No positions yet.</EmptyRow> : null}
          {rows.map((p) => {
            const pnl = p.reporting_unrealized_pnl + p.reporting_realized_pnl;
            return (
              <Table.Row key={p.underlying_asset.ric}>
                <Table.RowHeaderCell title={p.underlying_asset.ric}>{nameOf(p.underlying_asset.ric)}</Table.RowHeaderCell>
                <NumericCell>{formatNumber(p.amount, { decimals: 0 })}</NumericCell>
                <NumericCell>{formatNumber(p.avg_open_price, { decimals: 4, minDecimals: 2 })}</NumericCell>
                <NumericCell>{formatNumber(p.reporting_value, { decimals: 2 })}</NumericCell>
                <NumericCell>
                  <Text color={pnlColor(p.reporting_unrealized_pnl)}>{signedAmount(p.reporting_unrealized_pnl)}</Text>
                </NumericCell>
                <NumericCell>
                  <Text color={pnlColor(p.reporting_realized_pnl)}>{signedAmount(p.reporting_realized_pnl)}</Text>
                </NumericCell>
                <NumericCell>
                  <Text weight="bold" color={pnlColor(pnl)}>
                    {signedAmount(pnl)}
                  </Text>
                </NumericCell>
              </Table.Row>
            );
          })}
          {rows.length > 0 ? (
            <Table.Row>
              <Table.RowHeaderCell>
                <Text weight="bold">Total</Text>
              </Table.RowHeaderCell>
              <Table.Cell />
              <Table.Cell />
              <NumericCell>{formatNumber(total((p) => p.reporting_value), { decimals: 2 })}</NumericCell>
              <NumericCell>{signedAmount(total((p) => p.reporting_unrealized_pnl))}</NumericCell>
              <NumericCell>{signedAmount(total((p) => p.reporting_realized_pnl))}</NumericCell>
              <NumericCell>
                <Text weight="bold">{signedAmount(total((p) => p.reporting_unrealized_pnl + p.reporting_realized_pnl))}</Text>
              </NumericCell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </>
  );
}
