/**
 * The Markets 'HTM' and 'AFS' tabs (spec 001 §2): the book's section, then its bonds in the
 * common instrument table (issuer type, domicile, years to maturity, duration, coupon, yield,
 * DV01, days to coupon; Trade, ODA, Select).
 * - HTM: the status badge ('HTM rebalancing allowed' / 'HTM portfolio locked'), the book's DV01
 *   and duration, its amortised cost beside its fair value and FV − AC (information only).
 * - AFS: DV01 and duration, fair value and the OCI reserve (FV − AC, equity, not PnL).
 * Each with its duration breakdown chart. Figures in the reporting currency.
 */
import { Box, Card, Flex, Grid, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { formatMoney, formatNumber } from '@domain/format';
import { ErrorCallout } from '@/components/error-callout';
import { SignedMoney } from '@/components/signed-value';
import type { FamilyTabProps } from '@/lib/room/family-tab-props';
import { columnsOf } from '@/components/markets/instrument-columns';
import { InstrumentTable } from '@/components/markets/instrument-table';
import { useAssetDetails } from '@/lib/room/use-asset-details';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePrices } from '@/lib/room/player-state';
import { useBondBooks } from '@/lib/room/use-bond-books';
import { DurationBreakdownChart } from '@/components/charts/duration-breakdown-chart';
import { HtmStatusBadge } from './htm-status-badge';

const num = { fontVariantNumeric: 'tabular-nums' } as const;

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Flex direction="column" data-testid={testId}>
      <Text size="1" color="gray">
        {label}
      </Text>
      <Text size="3" weight="bold" style={num}>
        {children}
      </Text>
    </Flex>
  );
}

function BondBookTab({ book, assets, positions, activeOnly, selectedRic, onSelect }: FamilyTabProps & { book: 'HTM' | 'AFS' }) {
  const { session, realTime, reportingCurrency } = useSessionFlags();
  const prices = usePrices();
  const books = useBondBooks(null);
  const details = useAssetDetails(useMemo(() => assets.map((a) => a.asset_id), [assets]));
  const rows = assets
    .map((asset) => ({ asset, price: prices.get(asset.ric), position: positions.get(asset.ric) }))
    .filter((r) => !activeOnly || (r.position?.amount ?? 0) !== 0);
  const data = books.data;
  const risk = data ? (book === 'HTM' ? data.htm : data.afs) : null;
  const allowed = session?.allow_htm ?? data?.allow_htm ?? false;

  return (
    <Flex direction="column" gap="3">
      <Card size="1" variant="surface" aria-label={`${book} section`}>
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Flex direction="column" gap="3">
            <Flex align="center" gap="3" wrap="wrap">
              <Heading as="h3" size="3">
                {book === 'HTM' ? 'Held to maturity' : 'Available for sale'}
              </Heading>
              {book === 'HTM' ? <HtmStatusBadge allowed={allowed} /> : null}
            </Flex>
            {books.error && !data ? <ErrorCallout message={books.error} onRetry={books.reload} /> : null}
            {!risk ? (
              <Skeleton height="48px" />
            ) : (
              <Flex gap="5" wrap="wrap">
                <Figure label={`${book} DV01 (${reportingCurrency} per bp)`} testId={`${book.toLowerCase()}-dv01`}>
                  {formatNumber(risk.dv01, { decimals: 2 })}
                </Figure>
                <Figure label={`${book} duration (years)`} testId={`${book.toLowerCase()}-duration`}>
                  {formatNumber(risk.duration, { decimals: 2 })}
                </Figure>
                {book === 'HTM' ? (
                  <>
                    <Figure label="Amortised cost">{formatMoney(risk.amortised_cost, reportingCurrency)}</Figure>
                    <Figure label="Fair value (information)">{formatMoney(risk.fair_value, reportingCurrency)}</Figure>
                    <Figure label="FV − AC (information)">
                      <SignedMoney value={risk.fv_minus_ac} currency={reportingCurrency} />
                    </Figure>
                  </>
                ) : (
                  <>
                    <Figure label="Fair value">{formatMoney(risk.fair_value, reportingCurrency)}</Figure>
                    <Figure label="OCI reserve (FV − AC)" testId="afs-oci-reserve">
                      <SignedMoney value={risk.fv_minus_ac} currency={reportingCurrency} />
                    </Figure>
                  </>
                )}
              </Flex>
            )}
            <Text size="1" color="gray">
              {book === 'HTM'
                ? 'Valued at amortised cost: rate moves do not change it until a bond is sold.'
                : 'Valued at fair value; the change against amortised cost goes to the OCI reserve, not to PnL, until a bond is sold.'}
            </Text>
          </Flex>
          <Box>
            <Text as="div" size="1" color="gray" mb="1">
              {book === 'HTM' ? 'Duration breakdown (modified duration, years)' : 'Duration breakdown (years to maturity)'}
            </Text>
            {risk ? <DurationBreakdownChart book={book} breakdown={risk.breakdown} currency={reportingCurrency} /> : <Skeleton height="160px" />}
          </Box>
        </Grid>
      </Card>
      {rows.length === 0 ? (
        <Text as="p" size="2" color="gray" my="3">
          {activeOnly ? `No ${book} bonds held.` : `No ${book} bonds in this session.`}
        </Text>
      ) : (
        <InstrumentTable
          rows={rows}
          selectedRic={selectedRic}
          onSelect={onSelect}
          reportingCurrency={reportingCurrency}
          columns={columnsOf(book, realTime)}
          details={details}
        />
      )}
    </Flex>
  );
}

export function HtmMarketTab(props: FamilyTabProps) {
  return <BondBookTab book="HTM" {...props} />;
}

export function AfsMarketTab(props: FamilyTabProps) {
  return <BondBookTab book="AFS" {...props} />;
}
