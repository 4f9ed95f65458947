/** Why the sign-in failed: a chunk of its own, loaded by the sign-in page only when a sign-in fails. */
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';

export function LoginFailure({ message }: { message: string }) {
  return (
    <Callout.Root color="amber" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  );
}
