/**
 * The Repo modal (spec 001 §2, §5; banking.md §2): the bond given as collateral (a bond held long
 * in the repo's currency that matures after the repo, with its available repoable amount; 'No
 * bonds in this CCY.' when there is none), the face to repo (Max: the available amount), and
 * what the repo does: the collateral value at the clean bid plus accrued, the haircut, the cash
 * received now, the repo rate (the repo's ask), the days to maturity, the interest and the
 * amount repurchased at maturity. Submit is disabled, with the reason, while the session is being
 * created, paused or frozen, when the market is closed, without a bond, for an amount of 0 or
 * above the available repoable amount; the server's refusal is shown as it says it.
 */
import { Button, Flex, Grid, Select, Separator, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { MISSING, formatDate, formatMoney, formatNumber, formatPercent } from '@domain/format';
import { formatHoursGmt } from '@domain/market-hours';
import { repoQuote } from '@domain/engine/repos/rules';
import { AmountField, ContractDialog, ContractDialogHeader, MarketClosedNotice, MissingInstrument } from '@/components/contracts/contract-dialog';
import { DialogFooter } from '@/components/dialog-footer';
import { Figure } from '@/components/figure';
import { tradedQuote } from '@/lib/room/order-limits';
import { usePrices, useSessionAssets, useTradingAllowed } from '@/lib/room/player-state';
import { readAmount, useContractSubmit, useTradingPerson } from '@/lib/room/use-contract-form';
import { notify } from '@/lib/notifications';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { enterRepo, type RepoCollateralRow, type RepoContracts } from '../api/repos-api';
import { formatRepoRate } from './repo-contracts-table';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
export const NO_BONDS = 'No bonds in this CCY.';

export function RepoDialog({ ric, data, onClose, onDone }: { ric: string | null; data: RepoContracts | null; onClose: () => void; onDone: () => void }) {
  return (
    <ContractDialog open={ric !== null} onClose={onClose} sheet maxWidth="600px">
      {ric ? <RepoForm key={ric} ric={ric} data={data} onClose={onClose} onDone={onDone} /> : null}
    </ContractDialog>
  );
}

function RepoForm({ ric, data, onClose, onDone }: { ric: string; data: RepoContracts | null; onClose: () => void; onDone: () => void }) {
  const { byRic } = useSessionAssets();
  const asset = byRic.get(ric);
  const row = data?.instruments.find((i) => i.ric === ric) ?? null;
  const currency = asset?.variable_currency ?? row?.currency ?? '';
  // Bonds in the repo's currency; those maturing on or before the repo cannot be given.
  const bonds = (data?.collateral ?? []).filter((b) => b.currency === currency);
  const eligible = bonds.filter((b) => b.maturity_date === null || row?.maturity_date == null || b.maturity_date > row.maturity_date);
  const [picked, setBondRic] = useState<string | null>(null);
  // The first eligible bond until the player picks one (the list may arrive after the modal opens).
  const bondRic = picked ?? eligible[0]?.ric ?? null;
  const [amountText, setAmountText] = useState('');
  const session = useSessionRecord();
  const prices = usePrices();
  const tradingRefusal = useTradingAllowed();
  const { sessionId } = useSessionLive();
  const person = useTradingPerson();
  const { saving, error, submit } = useContractSubmit();

  if (!asset) return <MissingInstrument title="Repo" />;

  const live = prices.get(ric);
  const open = live?.open ?? asset.market_open;
  const ask = tradedQuote(session, live ?? asset).ask;
  const bond = eligible.find((b) => b.ric === bondRic) ?? null;
  const bondAsset = bond ? byRic.get(bond.ric) : undefined;
  const bondLive = bond ? prices.get(bond.ric) : undefined;
  const cleanBid = bond ? (bondAsset ? tradedQuote(session, bondLive ?? bondAsset).bid : bond.clean_bid) : null;
  const accrued = bondLive?.accrued_interest ?? bond?.accrued_interest ?? 0;
  const available = bond?.available_repoable_amount ?? 0;
  const { amount, valid: amountValid } = readAmount(amountText, true);
  const haircut = row?.haircut ?? 0.02;
  const days = row?.days ?? null;
  const figures =
    amountValid && cleanBid !== null && ask !== null && days !== null
      ? repoQuote({ quantity: amount, cleanBid, accruedPer100: accrued, haircut, ratePercent: ask, days, currency })
      : null;
  const hours = formatHoursGmt(asset.market_hours, asset.resourcetype);
  const blocked =
    tradingRefusal ??
    (!open
      ? `Market is closed · ${hours}`
      : !data
        ? 'Loading…'
        : !bond
          ? 'A collateral bond must be selected'
          : !amountValid
            ? 'Enter an amount above 0 (whole units of face)'
            : amount > available
              ? 'The amount is above the available repoable amount'
              : null);

  const onSubmit = submit(
    blocked,
    () => enterRepo(sessionId, { repo_instrument_id: asset.ric, repoed_instrument_id: bond!.ric, repoed_shares: amount, person }),
    (c) => {
      notify({
        kind: 'success',
        message: 'Repo entered',
        description: `#${c.id} ${formatNumber(c.repoed_quantity, { decimals: 0 })} ${c.underlying_asset_name} at ${formatRepoRate(c.repo_contract_open_rate)}: ${formatMoney(c.cash, c.repo_contract_ccy)} received, ${formatMoney(c.repurchase_amount, c.repo_contract_ccy)} due on ${formatDate(c.settlement_date)}`,
      });
      onDone();
      onClose();
    },
  );

  const money = (x: number | null | undefined) => (x === null || x === undefined ? MISSING : formatMoney(x, currency));

  return (
    <form onSubmit={onSubmit} aria-label="Repo">
      <Flex direction="column" gap="4">
        <ContractDialogHeader title={`Repo · ${asset.ticker}`}>
          Borrow {currency} against a bond you hold: the bond stays yours (its price and coupons), the repoed face cannot be sold until the repo matures.
        </ContractDialogHeader>

        <Grid columns="3" gap="3" style={tabular}>
          <Figure label="Repo rate (ask)" value={formatRepoRate(ask)} />
          <Figure label="Maturity" value={formatDate(row?.maturity_date ?? null)} note={days === null ? undefined : `${days} days`} />
          <Figure label="Haircut" value={formatPercent(haircut, 2)} />
        </Grid>

        <MarketClosedNotice open={open} hours={hours} />
        <CollateralField currency={currency} loaded={data !== null} bonds={bonds} eligible={eligible} value={bondRic} bond={bond} available={available} onPick={setBondRic} />

        <AmountField
          id="repo-amount"
          label="Amount (face)"
          text={amountText}
          onChange={setAmountText}
          valid={amountValid && amount <= available}
          placeholder={bond ? `max ${formatNumber(available, { decimals: 0 })}` : ''}
        >
          <Flex justify="end">
            <Button type="button" size="1" variant="soft" disabled={!bond || available <= 0} onClick={() => setAmountText(String(available))}>
              Max
            </Button>
          </Flex>
        </AmountField>

        <Separator size="4" />
        <Grid columns="2" gap="3" style={tabular} data-testid="repo-figures">
          <Figure label="Collateral value" value={money(figures?.collateral_value)} note={cleanBid === null ? undefined : `${formatNumber(cleanBid, { decimals: 3 })} + ${formatNumber(accrued, { decimals: 3 })} accrued`} />
          <Figure label="Cash received now" value={money(figures?.cash)} emphasis />
          <Figure label={`Interest (${days ?? MISSING} days)`} value={money(figures?.interest)} />
          <Figure label="Repurchase at maturity" value={money(figures?.repurchase)} emphasis />
        </Grid>
        <DialogFooter error={error} blocked={blocked} blockedTestId="repo-blocked" loading={saving} submitLabel="Enter repo" />
      </Flex>
    </form>
  );
}

/** The collateral bond: the eligible bonds with their available amount, or why there is none; under it, the chosen bond's holding. */
function CollateralField({
  currency,
  loaded,
  bonds,
  eligible,
  value,
  bond,
  available,
  onPick,
}: {
  currency: string;
  loaded: boolean;
  bonds: readonly RepoCollateralRow[];
  eligible: readonly RepoCollateralRow[];
  value: string | null;
  bond: RepoCollateralRow | null;
  available: number;
  onPick: (ric: string) => void;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" id="repo-bond-label">
        Collateral bond ({currency})
      </Text>
      {loaded && eligible.length === 0 ? (
        <Text size="2" color="gray" data-testid="repo-no-bonds">
          {NO_BONDS}
          {bonds.length ? ' (your bonds in this currency mature before the repo)' : ''}
        </Text>
      ) : (
        <Select.Root value={value ?? undefined} onValueChange={onPick}>
          <Select.Trigger aria-labelledby="repo-bond-label" placeholder={loaded ? 'Select a bond' : 'Loading…'} />
          <Select.Content position="popper">
            {eligible.map((b) => (
              <Select.Item key={b.ric} value={b.ric}>
                {b.name} · available {formatNumber(b.available_repoable_amount, { decimals: 0 })}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
      {bond ? (
        <Text size="1" color="gray" style={tabular} data-testid="repo-available">
          Held {formatNumber(bond.owned, { decimals: 0 })} · repoed {formatNumber(bond.repoed_amount, { decimals: 0 })} · available repoable amount {formatNumber(available, { decimals: 0 })}
          {bond.maturity_date ? ` · matures ${formatDate(bond.maturity_date)}` : ''}
        </Text>
      ) : null}
    </Flex>
  );
}
