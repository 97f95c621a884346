import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppearanceProvider, Toaster } from '@beurs/ui';
import { createTerminalRouter } from './router';

/** The terminal: appearance (theme and font), the routes and the toasts. */
export function App() {
  const [router] = useState(createTerminalRouter);
  return (
    <AppearanceProvider>
      <RouterProvider router={router} />
      <Toaster />
    </AppearanceProvider>
  );
}
