/**
 * Trading Windows (spec 000 §2, §5): 'Trading windows (GMT+0)', an editable list of HH:mm
 * ranges; a new one starts at 00:00 to 13:00; each needs both ends ('Missing Interval') and at
 * least one window stays; 00:00 to 23:59 is continuous trading. Saved with update_trading_windows.
 */
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { Button, Flex, IconButton, Table, Text, TextField } from '@radix-ui/themes';
import { DEFAULT_NEW_TRADING_WINDOW, validateTradingWindows } from '@domain/session/trading-windows';
import { useSessionLive, useSessionRecord } from '@/lib/session-live/session-live';
import { saveTradingWindows } from '../api/settings';
import { useEdit } from '@/lib/use-edit';
import { SettingsCard } from '@/components/settings-card';

export function TradingWindowsTab() {
  const session = useSessionRecord();
  const { sessionId } = useSessionLive();
  const e = useEdit(session.trading_intervals.map((w) => ({ ...w })));
  const check = (rows: { start: string; end: string }[]) => {
    const r = validateTradingWindows(rows);
    return r.ok ? null : r.message;
  };
  const set = (k: number, patch: Partial<{ start: string; end: string }>) => e.setDraft(e.draft.map((w, i) => (i === k ? { ...w, ...patch } : w)));
  return (
    <Flex direction="column" gap="4" maxWidth="560px">
      <SettingsCard
        title="Trading windows (GMT+0)"
        description="Players may trade inside these windows, on top of each market's hours. 00:00 to 23:59 means continuous trading."
        editing={e.editing}
        dirty={e.dirty}
        saving={e.saving}
        error={e.error}
        onEdit={e.edit}
        onCancel={e.cancel}
        onSave={() => void e.save(check, (rows) => saveTradingWindows(sessionId, rows))}
      >
        <Table.Root size="2" aria-label="Trading windows">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>From</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>To</Table.ColumnHeaderCell>
              {e.editing ? <Table.ColumnHeaderCell /> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {e.draft.map((w, k) => (
              <Table.Row key={k} align="center">
                <Table.Cell style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {e.editing ? <TextField.Root type="time" size="2" aria-label="From" value={w.start} onChange={(ev) => set(k, { start: ev.target.value })} /> : w.start}
                </Table.Cell>
                <Table.Cell style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {e.editing ? <TextField.Root type="time" size="2" aria-label="To" value={w.end} onChange={(ev) => set(k, { end: ev.target.value })} /> : w.end}
                </Table.Cell>
                {e.editing ? (
                  <Table.Cell>
                    <IconButton variant="ghost" color="red" aria-label="Remove window" onClick={() => e.setDraft(e.draft.filter((_, i) => i !== k))}>
                      <TrashIcon />
                    </IconButton>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {e.editing ? (
          <Button mt="3" variant="soft" onClick={() => e.setDraft([...e.draft, { ...DEFAULT_NEW_TRADING_WINDOW }])}>
            <PlusIcon /> Add interval
          </Button>
        ) : null}
        {!e.editing && e.draft.length === 0 ? (
          <Text size="2" color="gray">
            No trading windows.
          </Text>
        ) : null}
      </SettingsCard>
    </Flex>
  );
}
