/** The HTM book's status (spec 001 §2, 000 §2): 'HTM rebalancing allowed' (green) or 'HTM portfolio locked' (amber), with an icon, not colour alone. */
import { Badge } from '@radix-ui/themes';
import { LockClosedIcon, LockOpen1Icon } from '@radix-ui/react-icons';
import { BOND_BOOK_MESSAGES } from '@domain/engine/bond-books/rules';

export function HtmStatusBadge({ allowed, size = '2' }: { allowed: boolean; size?: '1' | '2' | '3' }) {
  return (
    <Badge size={size} color={allowed ? 'green' : 'amber'} variant="soft" data-testid="htm-status">
      {allowed ? <LockOpen1Icon aria-hidden /> : <LockClosedIcon aria-hidden />}
      {allowed ? BOND_BOOK_MESSAGES.allowed : BOND_BOOK_MESSAGES.locked}
    </Badge>
  );
}
