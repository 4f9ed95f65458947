/**
 * The options trade card and order summary (spec 001 §2 "Options", §5, §9; banking.md §6): Call or
 * Put, Buy or Sell, the price (the ask when buying, the bid when selling), IV, delta, gamma, vega,
 * theta of the selected chain row, the number of contracts (whole, default 100, at least 1), the
 * equity equivalent (±100 × contracts), the premium (100 × price × contracts, paid or received in
 * the underlying's currency) and, for a sale, the collateral the written option reserves. The
 * summary's BUY or SELL is disabled with the reason: the session's state, no contract selected
 * ('Please re-select desired contract'), a bad number of contracts, no bid to sell at, the cash
 * for the premium or the collateral, the investment rationale. The server's refusal is shown as it
 * says it; the fill is at the quote of the moment.
 */
import { Box, Button, Card, Flex, Grid, Heading, Separator, Text, TextField } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { OPTION_MESSAGES } from '@domain/contracts/options';
import { RATIONALE_MAX_LENGTH, RATIONALE_MIN_LENGTH } from '@domain/constants';
import { MISSING, formatDate, formatMoney, formatNumber } from '@domain/format';
import { SubmitError } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { RationaleField } from '@/components/rationale-field';
import { authAtom } from '@/lib/auth-state';
import { ChoiceGroup } from '@/components/choice-group';
import { useSessionFlags } from '@/lib/room/use-session-flags';
import { usePlayer, usePrice, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { enterOption, type OptionAssetChain } from '../api/options-api';
import {
  DEFAULT_CONTRACTS,
  MAX_CONTRACTS,
  equityEquivalent,
  premiumOf,
  rowOf,
  tradePrice,
  writtenCollateral,
  type OptionSide,
  type OptionTxn,
  type SelectedContract,
} from '../model/option-figures';
import { fmtDelta, fmtIv, fmtPrice } from './option-chain-table';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
const strikeText = (k: number) => formatNumber(k, { decimals: 2, minDecimals: 0 });

export function OptionTradeCard({
  chain,
  selected,
  onChange,
  onTraded,
  writing,
  premiumLimit,
}: {
  chain: OptionAssetChain | null;
  selected: SelectedContract | null;
  onChange: (s: SelectedContract) => void;
  onTraded: () => void;
  /** The player has written contracts open in this chain's currency (a shortfall then blocks new writing). */
  writing: boolean;
  /** What a purchase may still pay under the options class's limit, in the chain's currency (null: not known yet). */
  premiumLimit: number | null;
}) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const auth = useAtomValue(authAtom);
  const { player, reload: reloadPlayer } = usePlayer();
  const refusal = useTradingAllowed();
  // The option asset's market (its underlying's exchange hours): a closed one refuses, as the server does.
  const { byRic } = useSessionAssets();
  const asset = chain ? byRic.get(chain.ric) : undefined;
  const live = usePrice(chain?.ric ?? '');
  const marketOpen = live?.open ?? asset?.market_open ?? true;
  const marketClosed = marketOpen ? null : (asset?.closed_reason ?? 'Market is closed');
  const { cashApproach } = useSessionFlags();
  const [type, setType] = useState<OptionSide>('call');
  const [txn, setTxn] = useState<OptionTxn>('buy');
  const [contractsText, setContractsText] = useState(String(DEFAULT_CONTRACTS));
  const [rationale, setRationale] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refusal speaks of the contract it was about: a new selection drops it.
  useEffect(() => setError(null), [selected]);

  // The toggles follow the chain's click; on a selection they move it to the other side of the same row.
  const sel = selected && chain && selected.assetId === chain.asset_id ? selected : null;
  const shownType = sel?.type ?? type;
  const shownTxn = sel?.txn ?? txn;
  const row = rowOf(chain, sel);
  const price = tradePrice(row, shownTxn);
  const currency = chain?.currency ?? '';
  const contracts = Number(contractsText.replace(/[,\s_]/g, ''));
  const contractsValid = contractsText.trim() !== '' && Number.isInteger(contracts) && contracts >= 1;
  const premium = price !== null && contractsValid ? premiumOf(price, contracts, currency) : null;
  const collateral = shownTxn === 'sell' && row && price !== null && contractsValid && chain ? writtenCollateral(shownType, row.strike, chain.underlying_spot, row.bid, contracts, currency) : null;
  const wallet = player?.wallets.find((w) => w.currency === currency);
  const freeCash = wallet ? wallet.amount - wallet.collateral_amount : 0;
  const rationaleRequired = Boolean(session.require_investment_rationale);
  const rationaleLength = rationale.trim().length;
  const rationaleValid = rationaleRequired ? rationaleLength >= RATIONALE_MIN_LENGTH && rationaleLength <= RATIONALE_MAX_LENGTH : rationaleLength <= RATIONALE_MAX_LENGTH;

  const blocked =
    refusal ??
    marketClosed ??
    (!row
      ? OPTION_MESSAGES.reselect
      : !contractsValid
        ? OPTION_MESSAGES.contracts
        : contracts > MAX_CONTRACTS
          ? OPTION_MESSAGES.tooMany
          : price === null
            ? shownTxn === 'sell'
              ? OPTION_MESSAGES.noBid
              : OPTION_MESSAGES.noPrice
            : shownTxn === 'buy' && cashApproach && premium !== null && premium > freeCash
              ? `${OPTION_MESSAGES.insufficientFunds}: the premium is above your available ${currency} cash (${formatMoney(freeCash, currency)})`
              : shownTxn === 'buy' && premiumLimit !== null && premium !== null && premium > premiumLimit + 1e-9
                ? `${OPTION_MESSAGES.limit} (${formatMoney(premiumLimit, currency)} left)`
              : shownTxn === 'sell' && writing && freeCash < 0
                ? OPTION_MESSAGES.shortfall
                : shownTxn === 'sell' && collateral !== null && premium !== null && collateral > freeCash + premium
                  ? OPTION_MESSAGES.collateral
                  : !rationaleValid
                    ? rationaleRequired
                      ? OPTION_MESSAGES.rationale
                      : `Investment rationale: at most ${RATIONALE_MAX_LENGTH} characters`
                    : null);

  function pickType(t: OptionSide) {
    setType(t);
    if (sel) onChange({ ...sel, type: t });
  }
  function pickTxn(t: OptionTxn) {
    setTxn(t);
    if (sel) onChange({ ...sel, txn: t });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked || !sel || !chain || !player) return;
    setSaving(true);
    setError(null);
    try {
      const { new_contract: c } = await enterOption(sessionId, {
        player_id: player.id,
        options_asset: chain.asset_id,
        strike: sel.strike,
        expiration: sel.expiration,
        type: sel.type,
        txn: sel.txn,
        contracts,
        investment_rationale: rationale.trim() || null,
        person: auth?.selected_person?.id ?? null,
      });
      notify({
        kind: 'success',
        message: c.transaction === 'Buy' ? 'Option bought' : 'Option written',
        description: `#${c.id} ${c.transaction} ${formatNumber(c.contracts, { decimals: 0 })} ${c.asset_name} ${strikeText(c.strike)} ${c.contract_type} ${formatDate(c.expiration_date)} at ${fmtPrice(c.open_price)}: premium ${formatMoney(c.premium, c.currency)} ${c.transaction === 'Buy' ? 'paid' : 'received'}`,
      });
      setRationale('');
      reloadPlayer();
      onTraded();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  const days = sel && chain ? chain.expiration_days[chain.expiration_dates.indexOf(sel.expiration)] : undefined;
  const verb = shownTxn === 'buy' ? 'BUY' : 'SELL';

  return (
    <Card size="2" asChild>
      <form onSubmit={submit} aria-label="Option trade">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="baseline" gap="2">
            <Heading as="h2" size="3">
              Trade
            </Heading>
            <Text size="2" color="gray" style={tabular} data-testid="option-contract">
              {sel && chain ? `${chain.ticker} ${strikeText(sel.strike)} ${sel.type === 'call' ? 'Call' : 'Put'} · ${formatDate(sel.expiration)}${days !== undefined ? ` (${days} d)` : ''}` : 'Click a bid or an ask in the chain'}
            </Text>
          </Flex>
          <ChoiceGroup
            label="Option type"
            choices={[
              { value: 'call', label: 'Call' },
              { value: 'put', label: 'Put' },
            ]}
            value={shownType}
            onChange={(v) => pickType(v as OptionSide)}
          />
          <ChoiceGroup
            label="Transaction"
            choices={[
              { value: 'buy', label: 'Buy' },
              { value: 'sell', label: 'Sell' },
            ]}
            value={shownTxn}
            onChange={(v) => pickTxn(v as OptionTxn)}
            color={(v) => (v === 'buy' ? 'green' : 'red')}
          />
          <Grid columns="3" gap="3" style={tabular}>
            <Figure label={shownTxn === 'buy' ? 'Price (ask)' : 'Price (bid)'} value={fmtPrice(price)} emphasis />
            <Figure label="IV" value={fmtIv(row?.implied_volatility)} />
            <Figure label="Delta" value={fmtDelta(row?.delta)} />
            <Figure label="Gamma" value={row ? formatNumber(row.gamma, { decimals: 4 }) : MISSING} />
            {/* The chain's greeks are per 1.00 of volatility and per year: a desk reads vega per IV point and theta per day. */}
            <Figure label="Vega" hint="1 % IV" value={row ? formatNumber(row.vega / 100, { decimals: 3 }) : MISSING} />
            <Figure label="Theta" hint="day" value={row ? formatNumber(row.theta / 365, { decimals: 3 }) : MISSING} />
          </Grid>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor="option-contracts">
              Contracts
            </Text>
            <TextField.Root
              id="option-contracts"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              size="3"
              value={contractsText}
              onChange={(e) => setContractsText(e.target.value)}
              color={contractsValid || contractsText === '' ? undefined : 'red'}
              style={tabular}
            />
          </Flex>
          <Grid columns="2" gap="3" style={tabular}>
            <Figure label="Equity equivalent" value={contractsValid ? `${shownTxn === 'buy' ? '+' : ''}${formatNumber(equityEquivalent(shownTxn, contracts), { decimals: 0 })} shares` : MISSING} hint="100 per contract" />
            <Figure label={shownTxn === 'buy' ? 'Premium you pay' : 'Premium you receive'} value={premium === null ? MISSING : formatMoney(premium, currency)} hint="100 × price × contracts" />
            {shownTxn === 'sell' ? (
              <Figure label="Collateral reserved (estimate)" value={collateral === null ? MISSING : formatMoney(collateral, currency)} note="max(p + 20 % S − OTM, p + 10 % of S or K) × 100 × contracts, p the sale price; recomputed each period at the ask" />
            ) : null}
            <Figure label={`Available ${currency || 'cash'}`} value={wallet ? formatMoney(freeCash, currency) : MISSING} />
          </Grid>
          <RationaleField id="option-rationale" value={rationale} onChange={setRationale} required={rationaleRequired} valid={rationaleValid} />
          <Separator size="4" />
          <Box data-testid="option-summary">
            <Text as="div" size="1" color="gray">
              Order summary
            </Text>
            <Text as="div" size="3" weight="bold" style={tabular}>
              {sel && chain && contractsValid ? `${verb} ${formatNumber(contracts, { decimals: 0 })} × ${chain.ticker} ${strikeText(sel.strike)} ${sel.type === 'call' ? 'Call' : 'Put'} @ ${fmtPrice(price)}` : MISSING}
            </Text>
            {premium !== null ? (
              <Text as="div" size="2" color="gray" style={tabular}>
                Premium {formatMoney(premium, currency)} {shownTxn === 'buy' ? 'paid' : 'received'} · fills at the quote of the moment
              </Text>
            ) : null}
          </Box>
          <SubmitError error={error} />
          {blocked && !error ? (
            <Text size="2" color={blocked === OPTION_MESSAGES.reselect ? 'amber' : 'red'} role="status" data-testid="option-blocked">
              {blocked}
            </Text>
          ) : null}
          <Button type="submit" size="3" color={shownTxn === 'buy' ? 'green' : 'red'} loading={saving} disabled={Boolean(blocked)}>
            {verb}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
