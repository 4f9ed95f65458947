/**
 * The Cash tab's Interbank Requests button (spec 001 §2) with its badge: the quotes waiting for
 * this bank's hit and the requests waiting for its quote. The modal is its own chunk.
 */
import { Badge, Button, Skeleton } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import { useInterbank } from '../hooks/use-interbank';

const InterbankDialog = lazy(() => import('./interbank-dialog'));

export function InterbankRequestsButton() {
  const book = useInterbank(null);
  const [open, setOpen] = useState(false);
  const pending = book.data?.pending_count ?? 0;
  return (
    <>
      <Button size="3" variant="soft" onClick={() => setOpen(true)} aria-label={pending ? `Interbank Requests (${pending} waiting)` : 'Interbank Requests'}>
        Interbank Requests
        {pending ? (
          <Badge color="red" variant="solid" radius="full" aria-hidden>
            {pending}
          </Badge>
        ) : null}
      </Button>
      {open ? (
        <Suspense fallback={<Skeleton width="120px" height="32px" />}>
          <InterbankDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default InterbankRequestsButton;
