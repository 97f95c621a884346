import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiBaseUrlContext } from '../api/api-base-url';

/** Options of {@link renderPage}. */
export interface RenderPageOptions {
  /** The API base URL (a test server's). */
  baseUrl: string;
  /** The address the page is shown at. Defaults to `/`. */
  at?: string;
  /** Other pages reachable by navigation, by path. */
  routes?: Readonly<Record<string, ReactElement>>;
}

/** Renders a page in a memory router, talking to the given API. */
export function renderPage(page: ReactElement, { baseUrl, at = '/', routes = {} }: RenderPageOptions): RenderResult {
  return render(
    <ApiBaseUrlContext.Provider value={baseUrl}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={at} element={page} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </ApiBaseUrlContext.Provider>,
  );
}
