/**
 * An instrument's details from the Markets tables (spec 000 §2): a bond's reference data and
 * analytics at the session's time, or an ETF's investment theme, objectives, top holdings
 * (symbol and holding, tab-separated lines) and links. Its own chunk, loaded when opened.
 */
import { Box, Button, Dialog, Flex, Link, Skeleton, Table, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { formatDate, formatNumber } from '@domain/format';
import { ErrorCallout } from '@/components/error-callout';
import { errorMessage } from '@/lib/api-client';
import { useSessionLive } from '@/lib/session-live/session-live';
import { fetchAssetDetails } from '@/lib/room/market-api';
import type { SessionAsset } from '@/lib/room/player-api';
import { numericDetail, type AssetDetails } from '@/lib/room/use-asset-details';

export function AssetDetailsDialog({ asset, onClose }: { asset: SessionAsset; onClose: () => void }) {
  const sessionId = useSessionLive().session?.id;
  const [details, setDetails] = useState<AssetDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    fetchAssetDetails(sessionId, asset.asset_id)
      .then((d) => !cancelled && setDetails(d))
      .catch((e) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [sessionId, asset.asset_id]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{asset.name}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {asset.ticker} · {asset.variable_currency}
        </Dialog.Description>
        {error ? <ErrorCallout message={error} /> : details === null ? <Skeleton height="160px" /> : asset.resourcetype === 'ETF' ? <EtfDetails d={details} /> : <BondDetails d={details} />}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Table.Root size="1">
      <Table.Body>
        {rows.map(([label, value]) => (
          <Table.Row key={label}>
            <Table.RowHeaderCell>
              <Text color="gray">{label}</Text>
            </Table.RowHeaderCell>
            <Table.Cell style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : '-');
const fig = (d: AssetDetails, field: string, decimals: number, suffix = '') => {
  const v = numericDetail(d, field);
  return v === null ? '-' : `${formatNumber(v, { decimals })}${suffix}`;
};
const FREQUENCY: Record<number, string> = { 1: 'Annual', 2: 'Semi-annual', 4: 'Quarterly', 12: 'Monthly' };

function BondDetails({ d }: { d: AssetDetails }) {
  const frequency = numericDetail(d, 'coupon_frequency');
  return (
    <Rows
      rows={[
        ['Issuer', str(d.issuer)],
        ['Issuer type', str(d.issuer_type)],
        ['Domicile', str(d.domicile)],
        ['Rating', str(d.rating)],
        ['ISIN', str(d.isin)],
        ['Coupon', fig(d, 'coupon_rate', 3, '%')],
        ['Coupon frequency', frequency === null ? '-' : (FREQUENCY[frequency] ?? `${frequency} a year`)],
        ['Next coupon', typeof d.coupon_date === 'string' ? formatDate(d.coupon_date) : '-'],
        ['Maturity', typeof d.maturity_date === 'string' ? formatDate(d.maturity_date) : '-'],
        ['Day count', str(d.day_count)],
        ['Accrued days', fig(d, 'accrued_days', 0)],
        ['Accrued interest (per 100)', fig(d, 'accrued_interest', 4)],
        ['Yield (ask)', fig(d, 'ask_yield', 3, '%')],
        ['Modified duration', fig(d, 'duration', 2, ' years')],
        ['DV01 (per 100 face)', fig(d, 'bpv', 4)],
      ]}
    />
  );
}

/** Top holdings as 'SYMBOL\tHolding' lines. */
function holdingsOf(text: unknown): [string, string][] {
  if (typeof text !== 'string') return [];
  return text
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((parts) => parts[0]?.trim())
    .map(([symbol, name]) => [symbol!.trim(), (name ?? '').trim()]);
}

function EtfDetails({ d }: { d: AssetDetails }) {
  const holdings = holdingsOf(d.top_holdings);
  const links = typeof d.links === 'string' ? d.links.split(',').map((l) => l.trim()).filter(Boolean) : [];
  return (
    <Flex direction="column" gap="3">
      <Box>
        <Text as="div" size="1" color="gray">
          Investment theme
        </Text>
        <Text as="div" size="2">
          {str(d.investment_theme)}
        </Text>
      </Box>
      <Box>
        <Text as="div" size="1" color="gray">
          Objectives
        </Text>
        <Text as="p" size="2">
          {str(d.objectives)}
        </Text>
      </Box>
      {holdings.length ? (
        <Box>
          <Text as="div" size="1" color="gray" mb="1">
            Top holdings
          </Text>
          <Rows rows={holdings} />
        </Box>
      ) : null}
      {links.length ? (
        <Box>
          <Text as="div" size="1" color="gray">
            Links
          </Text>
          {links.map((href) => (
            <Text as="div" size="2" key={href}>
              <Link href={href} target="_blank" rel="noreferrer noopener">
                {href}
              </Link>
            </Text>
          ))}
        </Box>
      ) : null}
    </Flex>
  );
}
