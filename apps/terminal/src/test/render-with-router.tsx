import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppearanceProvider, Toaster } from '@beurs/ui';
import { QueryWrapper } from './query-cache';

/** Renders an element at `path` in a memory router, with the page's query client and the toaster. */
export function renderWithRouter(element: ReactElement, options: { path?: string; routes?: RouteObject[] } = {}): RenderResult {
  const routes = options.routes ?? [{ path: '*', element }];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  return render(
    <QueryWrapper>
      <AppearanceProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AppearanceProvider>
    </QueryWrapper>,
  );
}
