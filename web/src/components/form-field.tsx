/** A labelled form control with its hint and its validation text (the spec's words). */
import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export function FormField({ label, htmlFor, error, hint, children }: { label: string; htmlFor?: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  const errorId = htmlFor ? `${htmlFor}-error` : undefined;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={htmlFor}>
        {label}
      </Text>
      {children}
      {hint && !error ? (
        <Text size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text size="1" color="red" role="alert" id={errorId}>
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
