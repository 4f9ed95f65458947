/**
 * A control that may be disabled, saying why (ui.md: never a silent grey button). The reason is
 * a tooltip for mouse users and the accessible description for everyone; on touch a tap on the
 * wrapper shows the same tooltip.
 */
import { Tooltip } from '@radix-ui/themes';
import type { ReactElement } from 'react';

export function DisabledReason({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip content={reason}>
      <span tabIndex={0} aria-label={reason} style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </Tooltip>
  );
}
