/**
 * The players table (spec 000 §2): name with online indicator, market value in millions, PnL,
 * FX PnL, return, deals, volatility, alpha, beta, Sharpe, Treynor, VaR, the allocation columns
 * coloured against the group limits, Details (the player modal); radio or checkbox selection
 * for the evolution chart; 'Only show active accounts' and Download CSV in the footer.
 * On phones the table scrolls sideways with the name pinned.
 */
import { DownloadIcon } from '@radix-ui/react-icons';
import { Box, Button, Checkbox, Flex, Radio, Switch, Table, Text, Tooltip, VisuallyHidden } from '@radix-ui/themes';
import { formatNumber, formatPercent } from '@domain/format';
import { EmptyRow, LoadingRows, NUMERIC_STYLE } from '@/components/table-parts';
import type { CsvTable } from '@/lib/csv';
import type { ConsolePlayer } from '../../api/types';
import { allocationColor, type GroupLimit } from './allocation-groups';
import { millions, percentMetric, pnlColor, ratio, signedAmount, signedPercent } from './player-format';

export const EMPTY_CREATING = 'Please finish creating the session, then players and their stats will appear here.';
export const EMPTY_PLAYERS = 'No active players.';

const PINNED: React.CSSProperties = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--color-panel-solid)' };

export function shareOf(player: ConsolePlayer, group: string): number {
  return (player.tactical_asset_allocations.find((a) => a.asset_class === group)?.percent ?? 0) / 100;
}

export function PlayersTable({
  players,
  creating,
  groups,
  limits,
  currency,
  selection,
  radio,
  onlyActive,
  onOnlyActive,
  onToggle,
  onDetails,
  onDownload,
  onDownloadOpenOrders,
}: {
  players: ConsolePlayer[] | null;
  creating: boolean;
  groups: string[];
  limits: GroupLimit[];
  currency: string;
  selection: number[];
  radio: boolean;
  onlyActive: boolean;
  onOnlyActive: (v: boolean) => void;
  onToggle: (id: number) => void;
  onDetails: (p: ConsolePlayer) => void;
  onDownload: () => void;
  /** The server's CSV of every player's open orders. */
  onDownloadOpenOrders: () => void;
}) {
  const hideVar = hidesVar(groups);
  const columns = 14 + groups.length - (hideVar ? 1 : 0);
  const rows = (players ?? []).filter((p) => !onlyActive || p.deals > 0);
  return (
    <Flex direction="column" gap="2">
      <Text size="1" color="gray">
        Figures in {currency}; market value in millions.
      </Text>
      <Box style={{ overflowX: 'auto' }}>
        <Table.Root variant="surface" size="1" aria-label="Players" aria-busy={players === null && !creating}>
          <Table.Header style={{ position: 'sticky', top: 0, zIndex: 2 }}>
            <Table.Row>
              <Table.ColumnHeaderCell style={{ width: 32 }}>
                <VisuallyHidden>Show in chart</VisuallyHidden>
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell style={PINNED}>Name</Table.ColumnHeaderCell>
              <Head>Market value (M)</Head>
              <Head>PnL</Head>
              <Head>FX PnL</Head>
              <Head>Return</Head>
              <Head>Deals</Head>
              <Head>Volatility</Head>
              <Head>Alpha</Head>
              <Head>Beta</Head>
              <Head>Sharpe</Head>
              <Head>Treynor</Head>
              {hideVar ? null : <Head>VaR</Head>}
              {groups.map((g) => (
                <Head key={g}>{g}</Head>
              ))}
              <Table.ColumnHeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {creating ? <EmptyRow columns={columns}>{EMPTY_CREATING}</EmptyRow> : null}
            {!creating && players === null ? <LoadingRows columns={columns} /> : null}
            {!creating && players !== null && rows.length === 0 ? <EmptyRow columns={columns}>{EMPTY_PLAYERS}</EmptyRow> : null}
            {!creating &&
              rows.map((p) => {
                const selected = selection.includes(p.id);
                return (
                  <Table.Row key={p.id} align="center" data-player={p.name}>
                    <Table.Cell>
                      {radio ? (
                        <Radio name="chart-player" value={String(p.id)} checked={selected} onChange={() => onToggle(p.id)} aria-label={`Show ${p.name} in the chart`} />
                      ) : (
                        <Checkbox checked={selected} onCheckedChange={() => onToggle(p.id)} aria-label={`Show ${p.name} in the chart`} />
                      )}
                    </Table.Cell>
                    <Table.RowHeaderCell style={{ ...PINNED, whiteSpace: 'nowrap' }}>
                      <Flex align="center" gap="2">
                        <Tooltip content={p.online ? 'Online' : 'Offline'}>
                          <span
                            aria-label={p.online ? 'Online' : 'Offline'}
                            role="img"
                            style={{ width: 8, height: 8, borderRadius: '50%', background: p.online ? 'var(--green-9)' : 'var(--gray-7)', flexShrink: 0 }}
                          />
                        </Tooltip>
                        <Text weight="medium">{p.name}</Text>
                      </Flex>
                    </Table.RowHeaderCell>
                    <Num strong>{millions(p.last_market_value)}</Num>
                    <Num color={pnlColor(p.last_pnl_sum)}>{signedAmount(p.last_pnl_sum)}</Num>
                    <Num color={pnlColor(p.last_fx_return)}>{signedAmount(p.last_fx_return)}</Num>
                    <Num color={pnlColor(p.last_portfolio_return)} strong>
                      {signedPercent(p.last_portfolio_return)}
                    </Num>
                    <Num>{p.deals}</Num>
                    <Num color={breached(p, 'Volatility')}>{percentMetric(p.portfolio_volatility)}</Num>
                    <Num color={breached(p, 'Alpha')}>{percentMetric(p.alpha)}</Num>
                    <Num color={breached(p, 'Beta')}>{ratio(p.beta)}</Num>
                    <Num color={breached(p, 'Sharpe')}>{ratio(p.sharpe_ratio)}</Num>
                    <Num color={breached(p, 'Treynor')}>{ratio(p.treynor_ratio)}</Num>
                    {hideVar ? null : <Num color={breached(p, 'VaR')}>{p.var05 === null ? 'N/A' : formatNumber(p.var05, { decimals: 0 })}</Num>}
                    {groups.map((g) => {
                      const share = shareOf(p, g);
                      const color = allocationColor(share, limits.find((l) => l.asset_group === g));
                      return (
                        <Num key={g} color={color} data-group={g} data-color={color ?? 'none'}>
                          {formatPercent(share, 1)}
                        </Num>
                      );
                    })}
                    <Table.Cell>
                      <Button size="1" variant="ghost" onClick={() => onDetails(p)}>
                        Details
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
          </Table.Body>
        </Table.Root>
      </Box>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text as="label" size="2">
          <Flex gap="2" align="center" style={{ minHeight: 40 }}>
            <Switch checked={onlyActive} onCheckedChange={onOnlyActive} />
            Only show active accounts
          </Flex>
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" color="gray" onClick={onDownloadOpenOrders} disabled={creating}>
            <DownloadIcon /> Open orders CSV
          </Button>
          <Button variant="soft" onClick={onDownload} disabled={creating || !players?.length}>
            <DownloadIcon /> Download CSV
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

function Head({ children }: { children: React.ReactNode }) {
  return <Table.ColumnHeaderCell style={NUMERIC_STYLE}>{children}</Table.ColumnHeaderCell>;
}

/** Red when the player is outside an enforced limit of this metric (the server lists them). */
function breached(p: { metric_breaches?: readonly string[] }, metric: string): 'red' | undefined {
  return p.metric_breaches?.includes(metric) ? 'red' : undefined;
}

function Num({ children, color, strong, ...rest }: { children: React.ReactNode; color?: 'green' | 'red' | 'amber'; strong?: boolean } & Record<`data-${string}`, string | undefined>) {
  return (
    <Table.Cell style={NUMERIC_STYLE} {...rest}>
      <Text color={color} weight={strong ? 'bold' : undefined}>
        {children}
      </Text>
    </Table.Cell>
  );
}

/** VaR is hidden when the session has HTM or AFS bonds (spec 000 §2): on screen and in the CSV alike. */
function hidesVar(groups: string[]): boolean {
  return groups.includes('HTM Bonds') || groups.includes('AFS bonds');
}

/** The table as CSV, the same figures and columns as on screen but unformatted for spreadsheets. */
export function playersCsv(players: ConsolePlayer[], groups: string[]): CsvTable {
  const hideVar = hidesVar(groups);
  const header = ['name', 'online', 'market_value', 'pnl', 'fx_pnl', 'return', 'deals', 'volatility', 'alpha', 'beta', 'sharpe', 'treynor', ...(hideVar ? [] : ['var']), ...groups];
  const rows = players.map((p) => [
    p.name,
    p.online,
    p.last_market_value,
    p.last_pnl_sum,
    p.last_fx_return,
    p.last_portfolio_return,
    p.deals,
    p.portfolio_volatility,
    p.alpha,
    p.beta,
    p.sharpe_ratio,
    p.treynor_ratio,
    ...(hideVar ? [] : [p.var05]),
    ...groups.map((g) => shareOf(p, g)),
  ]);
  return { header, rows };
}
