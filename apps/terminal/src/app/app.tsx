import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppearanceProvider } from '@beurs/ui';
import { TerminalToaster } from '../feedback/terminal-toaster';
import { getQueryClient } from '../query/query-client';
import { createTerminalRouter } from './router';

/** The terminal: the query cache, appearance (theme and font), the routes and the toasts. */
export function App() {
  const [router] = useState(createTerminalRouter);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <AppearanceProvider>
        <RouterProvider router={router} />
        <TerminalToaster />
      </AppearanceProvider>
    </QueryClientProvider>
  );
}
