/**
 * Close positions (spec 002 §2, issue 13): asks first, then shows its progress while the server
 * closes every position of every player at market (each a normal order with rationale 'Close
 * position'), then a summary of what closed and what failed, with the reasons.
 */
import { Button, Dialog, Flex, Progress, Table, Text, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { SessionStatus } from '@domain/enums';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { closeAllPositions, type ClosePositionsAnswer as ClosePositionsResult } from '../api/admin-session-api';

export const CLOSE_CREATING_REASON = 'Nothing to close while the session is being created.';

type Stage = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: ClosePositionsResult } | { kind: 'failed'; message: string };

export function ClosePositionsAction({ sessionId, status, onDone }: { sessionId: number; status: number; onDone: () => void }) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const reason = status === SessionStatus.Creating ? CLOSE_CREATING_REASON : null;

  const start = async () => {
    setStage({ kind: 'running' });
    try {
      setStage({ kind: 'done', result: await closeAllPositions(sessionId) });
    } catch (error) {
      setStage({ kind: 'failed', message: errorMessage(error) });
    } finally {
      onDone();
    }
  };

  const trigger = (
    <Button variant="soft" color="amber" disabled={reason !== null}>
      Close positions
    </Button>
  );
  return (
    <>
      <ConfirmDialog
        trigger={trigger}
        triggerDisabled={reason !== null}
        wrapTrigger={(t) =>
          reason ? (
            <Tooltip content={reason}>
              <span tabIndex={0} aria-label={reason} style={{ display: 'inline-flex' }}>
                {t}
              </span>
            </Tooltip>
          ) : (
            t
          )
        }
        title="Close every position?"
        description="Every position of every player in this session is closed at market, each as a normal order with the rationale 'Close position'."
        cancelLabel="Cancel"
        confirmLabel="Close positions"
        confirmColor="amber"
        onConfirm={() => void start()}
      />
      <Dialog.Root open={stage.kind !== 'idle'} onOpenChange={(open) => (!open && stage.kind !== 'running' ? setStage({ kind: 'idle' }) : undefined)}>
        <Dialog.Content maxWidth="560px" aria-describedby={undefined}>
          <Dialog.Title>Close positions</Dialog.Title>
          {stage.kind === 'running' ? (
            <Flex direction="column" gap="2" role="status">
              <Text size="2">Closing every position at market…</Text>
              <Progress duration="8s" aria-label="Closing positions" />
            </Flex>
          ) : null}
          {stage.kind === 'failed' ? (
            <Text size="2" color="red" role="alert">
              {stage.message}
            </Text>
          ) : null}
          {stage.kind === 'done' ? <Summary result={stage.result} /> : null}
          <Flex justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray" disabled={stage.kind === 'running'}>
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

function Summary({ result }: { result: ClosePositionsResult }) {
  return (
    <Flex direction="column" gap="3" data-testid="close-positions-summary">
      <Text size="2">
        {result.closed} position{result.closed === 1 ? '' : 's'} closed, {result.failed.length} failed.
      </Text>
      {result.failed.length > 0 ? (
        <Table.Root size="1" variant="surface" aria-label="Positions not closed">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Player</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Instrument</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Reason</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.failed.map((f) => (
              <Table.Row key={`${f.player_id}-${f.ric}`}>
                <Table.Cell>{f.player_name}</Table.Cell>
                <Table.Cell>{f.ric}</Table.Cell>
                <Table.Cell>{f.reason}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Flex>
  );
}
