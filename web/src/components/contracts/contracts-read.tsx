/**
 * How a family's screen shows its read (kit): the failure of a first read as the server said it
 * (later failures keep the last data on screen), and, for views that show nothing until the
 * read arrives (the trainer's player tabs), a spinner until then.
 */
import { Callout, Spinner } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { LiveResource } from '@/lib/room/use-live-resource';

export function ReadFailure({ read }: { read: Pick<LiveResource<unknown>, 'data' | 'error'> }) {
  return read.error && !read.data ? (
    <Callout.Root color="red" mb="2" role="alert">
      <Callout.Text>{read.error}</Callout.Text>
    </Callout.Root>
  ) : null;
}

/** `children` with the data once read; the failure or a spinner before. */
export function WhenRead<T>({ read, children }: { read: Pick<LiveResource<T>, 'data' | 'error'>; children: (data: T) => ReactNode }) {
  if (read.data === null) return read.error ? <ReadFailure read={read} /> : <Spinner size="3" />;
  return <>{children(read.data)}</>;
}
