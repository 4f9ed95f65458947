/**
 * The trainer's HTM control (spec 000 §2/§4): the status line 'HTM rebalancing allowed' or
 * 'HTM portfolio locked' beside the session's status, and Allow/Lock for sessions with HTM
 * bonds that are not being created (`switch_htm_permission`); disabled with its reason
 * while creating or once finished. The players' screens follow through the session channel.
 */
import { LockClosedIcon, LockOpen1Icon } from '@radix-ui/react-icons';
import { Button, Flex, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import { SessionStatus } from '@domain/enums';
import type { SessionView } from '@domain/session/session-record';
import { switchHtm } from '@/lib/room/bond-books-api';
import { HtmStatusBadge } from './htm-status-badge';

export function HtmConsoleControl({ session }: { session: SessionView }) {
  const [busy, setBusy] = useState(false);
  const allowed = Boolean(session.allow_htm);
  const reason =
    session.status === SessionStatus.Creating
      ? 'HTM rebalancing can be switched once the session is created'
      : session.status === SessionStatus.Finished
        ? 'The session is finished'
        : null;
  const toggle = async () => {
    setBusy(true);
    try {
      await switchHtm(session.id, !allowed);
    } catch {
      // The request layer shows the server's reason.
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button size="1" variant="soft" color={allowed ? 'amber' : 'green'} disabled={busy || reason !== null} onClick={toggle} data-testid="htm-switch">
      {allowed ? <LockClosedIcon /> : <LockOpen1Icon />}
      {allowed ? 'Lock' : 'Allow'}
    </Button>
  );
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <HtmStatusBadge allowed={allowed} size="1" />
      {reason ? (
        <Tooltip content={reason}>
          <span tabIndex={0}>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
    </Flex>
  );
}
