/**
 * The session page's header (spec 002 §2): status, scenario type, class, trainer, scenario
 * date and finish date; skeletons until the session's row and record have arrived.
 */
import { Card, DataList, Flex, Heading, Skeleton } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SCENARIO_TYPE_LABELS, type ScenarioType } from '@domain/enums';
import { formatDate, MISSING } from '@domain/format';
import { SessionStatusBadge } from '@/components/session-status-badge';
import type { AdminSessionRow, SessionView } from '../api/admin-session-api';

function safeDate(value: string | null | undefined, time = false): string {
  try {
    return formatDate(value, { time });
  } catch {
    return value ?? MISSING;
  }
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="110px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

export function SessionHeader({ row, view, controls }: { row: AdminSessionRow | null; view: SessionView | null; controls: ReactNode }) {
  const loading = <Skeleton width="90px" height="16px" />;
  return (
    <Card size="2" data-testid="session-header">
      <Flex justify="between" align="start" gap="4" wrap="wrap">
        <Flex direction="column" gap="3">
          <Heading as="h1" size="5">
            Session {row?.id ?? ''}
          </Heading>
          <Flex gap="6" wrap="wrap">
            <DataList.Root size="2" aria-label="Session">
              <Item label="Status">{row ? <SessionStatusBadge status={row.status} /> : loading}</Item>
              <Item label="Scenario type">{row ? SCENARIO_TYPE_LABELS[row.scenario_type as ScenarioType] ?? MISSING : loading}</Item>
              <Item label="Class">{row ? row.klass_name : loading}</Item>
            </DataList.Root>
            <DataList.Root size="2" aria-label="Session dates">
              <Item label="Trainer">{row ? row.trainer_name ?? MISSING : loading}</Item>
              <Item label="Scenario date">{view ? safeDate(view.scenario_date) : loading}</Item>
              <Item label="Finish date">{row ? safeDate(row.finish_date, true) : loading}</Item>
            </DataList.Root>
          </Flex>
        </Flex>
        {controls}
      </Flex>
    </Card>
  );
}
