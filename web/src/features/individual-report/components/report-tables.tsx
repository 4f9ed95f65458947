/**
 * The report's positions and deals (spec 000 §2; issue #14). A position or deal whose figures
 * could not be computed carries the server's error text, shown under its row with a red icon
 * (visible without hovering, for phones).
 */
import { CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge, Flex, Table, Text } from '@radix-ui/themes';
import { Fragment } from 'react';
import type { IndividualReport } from '@domain/contracts/reports';
import { formatDate, formatMoney, formatSignedMoney } from '@domain/format';
import { priceText, quantityText, toneAsPrinted, transactionLabel } from '@domain/reports/individual-report-figures';
import { DataTable } from '@/components/data-table';
import { EmptyRow, NumericCell, NumericHeader } from '@/components/table-parts';

const COLOR = { profit: 'green', loss: 'red', default: undefined } as const;

function Signed({ value, currency, strong }: { value: number | null; currency: string; strong?: boolean }) {
  const text = formatSignedMoney(value, currency);
  return (
    <Text color={COLOR[toneAsPrinted(value, text)]} weight={strong ? 'bold' : undefined}>
      {text}
    </Text>
  );
}

function ErrorRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns} style={{ background: 'var(--red-a2)' }}>
        <Flex gap="2" align="center">
          <CrossCircledIcon color="var(--red-9)" aria-label="Error" style={{ flexShrink: 0 }} />
          <Text size="1" color="red" role="note">
            {text}
          </Text>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

function Instrument({ name, ric, error }: { name: string; ric: string; error: boolean }) {
  return (
    <Flex gap="1" align="center">
      {error ? <CrossCircledIcon color="var(--red-9)" aria-hidden style={{ flexShrink: 0 }} /> : null}
      <Text truncate title={`${name} (${ric})`} style={{ maxWidth: 240 }}>
        {name}
      </Text>
      <Text size="1" color="gray">
        {ric}
      </Text>
    </Flex>
  );
}

export function PositionsTable({ report }: { report: IndividualReport }) {
  const ccy = report.reporting_currency;
  const columns = 8;
  return (
    <DataTable label="Positions" maxHeight="420px">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Instrument</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Asset class</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Region</Table.ColumnHeaderCell>
          <NumericHeader>Quantity</NumericHeader>
          <NumericHeader>Value</NumericHeader>
          <NumericHeader>Realized</NumericHeader>
          <NumericHeader>Unrealized</NumericHeader>
          <NumericHeader>PnL</NumericHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {report.positions.length === 0 ? <EmptyRow columns={columns}>No instrument traded or held.</EmptyRow> : null}
        {report.positions.map((p) => (
          <Fragment key={p.ric}>
            <Table.Row>
              <Table.RowHeaderCell>
                <Instrument name={p.name} ric={p.ric} error={p.error !== null} />
              </Table.RowHeaderCell>
              <Table.Cell>{p.asset_class}</Table.Cell>
              <Table.Cell>{p.region}</Table.Cell>
              <NumericCell>{quantityText(p.quantity)}</NumericCell>
              <NumericCell>{formatMoney(p.value, ccy)}</NumericCell>
              <NumericCell>
                <Signed value={p.realized_pnl} currency={ccy} />
              </NumericCell>
              <NumericCell>
                <Signed value={p.unrealized_pnl} currency={ccy} />
              </NumericCell>
              <NumericCell>
                <Signed value={p.pnl} currency={ccy} strong />
              </NumericCell>
            </Table.Row>
            {p.error ? <ErrorRow columns={columns} text={p.error} /> : null}
          </Fragment>
        ))}
      </Table.Body>
    </DataTable>
  );
}

export function DealsTable({ report }: { report: IndividualReport }) {
  const ccy = report.reporting_currency;
  const columns = 8;
  return (
    <DataTable label="Deals" maxHeight="480px">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>#</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Instrument</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Executed</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Transaction</Table.ColumnHeaderCell>
          <NumericHeader>Quantity</NumericHeader>
          <NumericHeader>Price</NumericHeader>
          <NumericHeader>Realized PnL</NumericHeader>
          <Table.ColumnHeaderCell>Intraday</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {report.deals.length === 0 ? <EmptyRow columns={columns}>No executed orders.</EmptyRow> : null}
        {report.deals.map((d) => (
          <Fragment key={d.order_id}>
            <Table.Row>
              <Table.RowHeaderCell>
                <Text color="gray">{d.order_id}</Text>
              </Table.RowHeaderCell>
              <Table.Cell>
                <Instrument name={d.name} ric={d.ric} error={d.error !== null} />
              </Table.Cell>
              <Table.Cell style={{ whiteSpace: 'nowrap' }}>{formatDate(d.executed_at, { time: true })}</Table.Cell>
              <Table.Cell>{transactionLabel(d.transaction)}</Table.Cell>
              <NumericCell>{quantityText(d.quantity)}</NumericCell>
              <NumericCell>{priceText(d.price)}</NumericCell>
              <NumericCell>
                {d.reduces || d.realized_pnl === null ? (
                  <Signed value={d.realized_pnl} currency={ccy} />
                ) : (
                  <Text color="gray" size="1">
                    Opening
                  </Text>
                )}
              </NumericCell>
              <Table.Cell>
                {d.intraday ? (
                  <Badge color="blue" variant="soft">
                    Intraday
                  </Badge>
                ) : null}
              </Table.Cell>
            </Table.Row>
            {d.error ? <ErrorRow columns={columns} text={d.error} /> : null}
          </Fragment>
        ))}
      </Table.Body>
    </DataTable>
  );
}
