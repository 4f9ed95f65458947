import { Theme } from '@radix-ui/themes';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toaster';
import { appStore } from '@/lib/store';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <Theme accentColor="indigo" grayColor="slate" radius="medium" scaling="100%">
        {children}
        <Toaster />
      </Theme>
    </JotaiProvider>
  );
}
