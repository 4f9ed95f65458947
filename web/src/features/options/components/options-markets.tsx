/**
 * The Options route's Markets tab (spec 001 §2 "Options"): the option asset selector (the
 * session's Option assets), the expiry in days with previous and next, the underlying's spot, the
 * ATM IV % change card (the one-month ATM IV against the previous quote date's; '-' at the
 * first), the quote date and expiry; the chain (option-chain-table) beside the trade card, then the
 * IV smile, term structure and spot charts. A new quote date (`send_new_period_options_chains`)
 * refetches the chains and drops the selected contract; a real-time session refetches them every
 * 15 s while this tab shows.
 */
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Card, Flex, IconButton, Select, Skeleton, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { MISSING, formatDate, formatNumber, formatPercent } from '@domain/format';
import { ErrorCallout } from '@/components/error-callout';
import { SignedPercent } from '@/components/signed-value';
import { useSessionEvents } from '@/lib/session-live/session-live';
import type { OptionAssetChain } from '../api/options-api';
import { useOptionChains, useOptionPositions } from '../hooks/use-options';
import { atmIvChange, type SelectedContract } from '../model/option-figures';
import { OptionChainTable } from './option-chain-table';
import { OptionCharts } from './option-charts';
import { OptionTradeCard } from './option-trade-card';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** The default expiry: the first at least three weeks out (the liveliest month), else the last. */
function defaultExpiry(chain: OptionAssetChain): string | null {
  const i = chain.expiration_days.findIndex((d) => d >= 21);
  return chain.expiration_dates[i >= 0 ? i : chain.expiration_dates.length - 1] ?? null;
}

export function OptionsMarkets({ active, onShowPositions }: { active: boolean; onShowPositions: () => void }) {
  const chains = useOptionChains(active);
  const positions = useOptionPositions(null);
  const [assetKey, setAssetKey] = useState<string | null>(null);
  const [expiryPick, setExpiryPick] = useState<string | null>(null);
  const [selected, setSelected] = useState<SelectedContract | null>(null);

  // A new quote date: the chains are refetched (use-options) and the selected contract is dropped (spec 001 §7).
  useSessionEvents((event) => {
    if (event.type === 'send_new_period_options_chains') setSelected(null);
  });

  const list = useMemo(() => Object.entries(chains.data ?? {}).sort(([, a], [, b]) => a.name.localeCompare(b.name)), [chains.data]);
  const chain = (assetKey ? chains.data?.[assetKey] : undefined) ?? list[0]?.[1] ?? null;
  const expiries = chain?.expiration_dates ?? [];
  const expiration = chain ? (expiryPick && expiries.includes(expiryPick) ? expiryPick : defaultExpiry(chain)) : null;
  const expiryIndex = expiration ? expiries.indexOf(expiration) : -1;
  const daysOf = (e: string) => chain?.expiration_days[expiries.indexOf(e)];
  const change = chain ? atmIvChange(chain) : null;
  const active_ = (positions.data ?? []).flatMap((i) => i.options_contracts).filter((c) => c.status === 'Active');

  if (chains.error && !chains.data) return <ErrorCallout message={chains.error} onRetry={chains.reload} />;
  if (chains.data && list.length === 0) {
    return (
      <Callout.Root color="gray">
        <Callout.Text>No option chains are quoted in this session yet.</Callout.Text>
      </Callout.Root>
    );
  }

  function pickAsset(key: string) {
    setAssetKey(key);
    setExpiryPick(null);
    setSelected(null);
  }
  function pickExpiry(e: string) {
    setExpiryPick(e);
    setSelected((s) => (s && s.expiration !== e ? null : s));
  }

  return (
    <Flex direction="column" gap="3">
      <Card size="2">
        <Flex gap="5" align="end" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text size="1" color="gray" id="option-asset-label">
              Option asset
            </Text>
            {chain ? (
              <Select.Root value={String(chain.asset_id)} onValueChange={pickAsset}>
                <Select.Trigger aria-labelledby="option-asset-label" style={{ minWidth: 180 }} />
                <Select.Content>
                  {list.map(([key, c]) => (
                    <Select.Item key={key} value={key}>
                      {c.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            ) : (
              <Skeleton height="32px" width="180px" />
            )}
          </Flex>
          <Flex direction="column" gap="1">
            <Text size="1" color="gray" id="option-expiry-label">
              Expiry
            </Text>
            <Flex gap="1" align="center">
              <IconButton variant="soft" aria-label="Previous expiry" disabled={expiryIndex <= 0} onClick={() => pickExpiry(expiries[expiryIndex - 1]!)}>
                <ChevronLeftIcon />
              </IconButton>
              {expiration ? (
                <Select.Root value={expiration} onValueChange={pickExpiry}>
                  <Select.Trigger aria-labelledby="option-expiry-label" style={{ minWidth: 90, ...tabular }}>
                    {`${daysOf(expiration) ?? '?'} d`}
                  </Select.Trigger>
                  <Select.Content>
                    {expiries.map((e) => (
                      <Select.Item key={e} value={e}>
                        {daysOf(e)} d · {formatDate(e)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              ) : (
                <Skeleton height="32px" width="90px" />
              )}
              <IconButton variant="soft" aria-label="Next expiry" disabled={expiryIndex < 0 || expiryIndex >= expiries.length - 1} onClick={() => pickExpiry(expiries[expiryIndex + 1]!)}>
                <ChevronRightIcon />
              </IconButton>
            </Flex>
          </Flex>
          <Stat label="Underlying spot" testId="option-spot" value={chain ? `${formatNumber(chain.underlying_spot, { decimals: 2 })} ${chain.currency}` : null} note={chain?.underlying_ric} />
          <Card size="1" variant="surface" data-testid="atm-iv-card">
            <Text as="div" size="1" color="gray">
              ATM IV % change
            </Text>
            <Flex gap="2" align="baseline" style={tabular}>
              <Text size="4" weight="bold">
                {chain ? (change === null ? MISSING : <SignedPercent value={change} />) : '…'}
              </Text>
              <Text size="1" color="gray">
                {chain ? `ATM IV ${formatPercent(chain.atm_iv, 1)}${chain.previous_atm_iv !== null ? ` (was ${formatPercent(chain.previous_atm_iv, 1)})` : ''}` : ''}
              </Text>
            </Flex>
          </Card>
          <Stat label="Quote date" value={chain ? formatDate(chain.quote_date) : null} />
          <Stat label="Expiry" value={expiration ? formatDate(expiration) : null} note={expiration ? `${daysOf(expiration)} days` : undefined} />
          <Stat label="Strike step" value={chain ? formatNumber(chain.strike_step, { decimals: 2, minDecimals: 0 }) : null} note={chain ? `ATM ${formatNumber(chain.atm_strike, { decimals: 2, minDecimals: 0 })}` : undefined} />
          {active_.length ? (
            <Button variant="ghost" size="2" onClick={onShowPositions}>
              {active_.length} active contract{active_.length === 1 ? '' : 's'}
            </Button>
          ) : null}
        </Flex>
      </Card>
      {chains.error && chains.data ? (
        <Callout.Root color="amber" size="1">
          <Callout.Text>{chains.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <div style={{ display: 'grid', gap: 'var(--space-3)', gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 360px)', alignItems: 'start' }} className="opt-desk">
        <Box style={{ minWidth: 0 }}>
          <OptionChainTable chain={chain} expiration={expiration} selected={selected} onSelect={setSelected} />
        </Box>
        <OptionTradeCard chain={chain} selected={selected} onChange={setSelected} onTraded={positions.refresh} writing={active_.some((c) => c.transaction === 'Sell' && c.currency === chain?.currency)}
          premiumLimit={positions.data?.find((i) => i.options_asset.id === chain?.asset_id)?.premium_limit_remaining ?? null}
        />
      </div>
      {chain ? <OptionCharts chain={chain} expiration={expiration} selected={selected} positions={active_} /> : null}
    </Flex>
  );
}

function Stat({ label, value, note, testId }: { label: string; value: string | null; note?: string; testId?: string }) {
  return (
    <Box>
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
      <Text as="div" size="4" weight="bold" style={tabular} data-testid={testId}>
        {value ?? '…'}
      </Text>
      {note ? (
        <Text as="div" size="1" color="gray">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
