import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppearanceProvider } from '@beurs/ui';
import { ApiBaseUrlContext } from '../api/api-base-url';
import { SiteRouter } from '../app/site-router';
import { PlatformProvider } from '../platform/platform-provider';

/** Renders the whole site (layout and routes) at an address, talking to the given API. */
export function renderSite({ baseUrl, at = '/' }: { baseUrl: string; at?: string }): RenderResult {
  return render(
    <ApiBaseUrlContext.Provider value={baseUrl}>
      <AppearanceProvider>
        <PlatformProvider>
          <MemoryRouter initialEntries={[at]}>
            <SiteRouter />
          </MemoryRouter>
        </PlatformProvider>
      </AppearanceProvider>
    </ApiBaseUrlContext.Provider>,
  );
}

/** Sets the window's width as a browser would on resize. */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}
