import type { ReactNode } from 'react';
import { AppearanceProvider } from '@beurs/ui';
import { PlatformProvider } from '../platform/platform-provider';

/** What every page needs around it: the appearance (theme, font) and the platform's details. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppearanceProvider>
      <PlatformProvider>{children}</PlatformProvider>
    </AppearanceProvider>
  );
}
