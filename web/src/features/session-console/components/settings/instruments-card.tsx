/**
 * Session Instruments (spec 000 §2): while creating, the trainer picks from the instrument
 * families the engine trades (Equity, ETF, GovtBond, CorporateBond, FX, Metal, Crypto; so no
 * TBill or Yields) and saves the selection; afterwards only the saved instruments show,
 * read-only. Pages of 20, a name search and a family filter.
 */
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Badge, Button, Checkbox, Flex, IconButton, Select, Table, Text, TextField } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { PAGE_SIZES } from '@domain/constants';
import { ScenarioType, SessionStatus } from '@domain/enums';
import { listedAfterLastDay, NOT_LISTED_YET } from '@domain/market/instrument';
import { SESSION_RESOURCETYPES } from '@domain/trading/asset-classes';
import { formatPrice } from '@domain/format';
import { errorMessage } from '@/lib/api-client';
import { EmptyRow, LoadingRows, NumericCell, NumericHeader } from '@/components/table-parts';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveUnderlyingAssets } from '../../api/settings';
import type { SessionAsset, UniverseAsset } from '../../api/types';
import { SettingsCard } from '@/components/settings-card';

export const INSTRUMENT_MESSAGES = {
  none: 'Select and save some instruments.',
  unsaved: 'Finish saving your instrument selection.',
} as const;

type Row = { id: number; ric: string; name: string; ticker: string; resourcetype: string; variable_currency: string; bid: number | null; listed_from?: string | null };

/** Family names shown in the filter where the resourcetype alone reads oddly. */
const FAMILY_LABELS: Record<string, string> = { Option: 'Options' };

/** An option asset ('AAPL.O-OPT') names the equity its options are written on (its non_derivate_asset). */
function underlyingRicOf(r: Pick<Row, 'ric' | 'resourcetype'>): string | null {
  return r.resourcetype === 'Option' ? r.ric.replace(/-OPT$/, '') : null;
}

export function InstrumentsCard({ universe, saved, onSaved }: { universe: UniverseAsset[] | null; saved: SessionAsset[] | null; onSaved: () => void }) {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const creating = session.status === SessionStatus.Creating;
  const savedIds = useMemo(() => (saved ?? []).map((a) => a.asset_id).sort((a, b) => a - b), [saved]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState('');
  const [family, setFamily] = useState('all');
  const [page, setPage] = useState(0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setChosen(new Set(savedIds)), [savedIds]);
  useEffect(() => setPage(0), [search, family]);

  const rows: Row[] | null = creating
    ? (universe?.filter((a) => SESSION_RESOURCETYPES.includes(a.resourcetype)) ?? null)
    : (saved?.map((a) => ({ id: a.asset_id, ric: a.ric, name: a.name, ticker: a.ticker, resourcetype: a.resourcetype, variable_currency: a.variable_currency, bid: a.bid })) ?? null);
  const byRic = useMemo(() => new Map<string, { name: string; ticker: string }>([...(universe ?? []), ...(saved ?? [])].map((a) => [a.ric, a])), [universe, saved]);
  const underlyingOf = (r: Row) => {
    const ric = underlyingRicOf(r);
    return ric ? (byRic.get(ric) ?? { name: ric, ticker: ric }) : null;
  };
  const needle = search.trim().toLowerCase();
  const matches = (r: Row) => {
    const under = underlyingOf(r);
    return [r.name, r.ticker, r.ric, under?.name ?? ''].some((t) => t.toLowerCase().includes(needle));
  };
  const filtered = (rows ?? []).filter((r) => (family === 'all' || r.resourcetype === family) && (!needle || matches(r)));
  const size = PAGE_SIZES.consoleInstruments;
  const pages = Math.max(1, Math.ceil(filtered.length / size));
  const shown = filtered.slice(page * size, page * size + size);
  const chosenIds = [...chosen].sort((a, b) => a - b);
  const unsaved = creating && JSON.stringify(chosenIds) !== JSON.stringify(savedIds);
  // One listed after a historical session's last day cannot be chosen (the server refuses it too).
  const listedTooLate = (r: Row) => listedAfterLastDay(r.listed_from, session);

  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    if (chosen.size === 0) {
      setError(INSTRUMENT_MESSAGES.none);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveUnderlyingAssets(sessionId, chosenIds);
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  let notice: string | null = null;
  if (creating && chosen.size === 0 && savedIds.length === 0) notice = INSTRUMENT_MESSAGES.none;
  else if (unsaved) notice = INSTRUMENT_MESSAGES.unsaved;
  const columns = creating ? 5 : 4;

  return (
    <SettingsCard title="Session Instruments" description={creating ? 'Editable while the session is being created.' : 'The instruments the session trades.'} error={error}>
      <Flex direction="column" gap="2">
        <Flex gap="2" wrap="wrap">
          <TextField.Root size="2" placeholder="Search name or ticker" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Search instruments" style={{ flexGrow: 1, minWidth: 160 }}>
            <TextField.Slot>
              <MagnifyingGlassIcon />
            </TextField.Slot>
          </TextField.Root>
          <Select.Root value={family} onValueChange={setFamily}>
            <Select.Trigger aria-label="Instrument family" />
            <Select.Content position="popper">
              <Select.Item value="all">All families</Select.Item>
              {SESSION_RESOURCETYPES.map((t) => (
                <Select.Item key={t} value={t}>
                  {FAMILY_LABELS[t] ?? t}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        {notice ? (
          <Text size="2" color="amber" role="status">
            {notice}
          </Text>
        ) : null}
        <Table.Root size="1" aria-label="Session instruments">
          <Table.Header>
            <Table.Row>
              {creating ? <Table.ColumnHeaderCell style={{ width: 32 }} /> : null}
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Type</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Ccy</Table.ColumnHeaderCell>
              <NumericHeader>Bid</NumericHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows === null ? <LoadingRows columns={columns} /> : null}
            {rows !== null && filtered.length === 0 ? <EmptyRow columns={columns}>{creating ? 'No instrument matches.' : INSTRUMENT_MESSAGES.none}</EmptyRow> : null}
            {shown.map((r) => (
              <Table.Row key={r.id} align="center">
                {creating ? (
                  <Table.Cell>
                    <Checkbox
                      checked={chosen.has(r.id)}
                      disabled={listedTooLate(r) && !chosen.has(r.id)}
                      onCheckedChange={() => toggle(r.id)}
                      aria-label={listedTooLate(r) ? `${r.name} is listed only from ${r.listed_from}, after this session's last day` : `Select ${r.name}`}
                    />
                  </Table.Cell>
                ) : null}
                <Table.RowHeaderCell>
                  <Text size="2" title={r.ric}>
                    {r.name}
                  </Text>{' '}
                  <Text size="1" color="gray">
                    {r.ticker}
                  </Text>
                  {underlyingOf(r) ? (
                    <Text as="div" size="1" color="gray">
                      on {underlyingOf(r)!.name} ({underlyingOf(r)!.ticker})
                    </Text>
                  ) : null}
                  {creating && r.listed_from && session.scenario_type === ScenarioType.Historical ? (
                    <Text as="div" size="1" color={listedTooLate(r) ? 'amber' : 'gray'}>
                      Listed from {r.listed_from}
                      {listedTooLate(r) ? ', after this session’s last day' : ''}
                    </Text>
                  ) : null}
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Badge variant="soft" color="gray">
                    {r.resourcetype}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{r.variable_currency}</Table.Cell>
                <NumericCell>
                  {r.bid === null && r.listed_from ? (
                    <Text size="1" color="gray">
                      {NOT_LISTED_YET}
                      <Text as="div">from {r.listed_from}</Text>
                    </Text>
                  ) : (
                    formatPrice(r.bid, r)
                  )}
                  {underlyingRicOf(r) ? (
                    <Text as="div" size="1" color="gray" title="The underlying's price: options are quoted in their chains">
                      spot
                    </Text>
                  ) : null}
                </NumericCell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Flex align="center" gap="2">
            <IconButton size="1" variant="soft" disabled={page === 0} onClick={() => setPage(page - 1)} aria-label="Previous page">
              <ChevronLeftIcon />
            </IconButton>
            <Text size="1" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }}>
              Page {page + 1} of {pages} · {filtered.length} instruments
            </Text>
            <IconButton size="1" variant="soft" disabled={page >= pages - 1} onClick={() => setPage(page + 1)} aria-label="Next page">
              <ChevronRightIcon />
            </IconButton>
          </Flex>
          {creating ? (
            <Button size="2" onClick={() => void save()} loading={saving} disabled={!unsaved && savedIds.length > 0}>
              Save instruments ({chosen.size})
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </SettingsCard>
  );
}
