import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions seen by the page; a journey fails on any. */
export interface PageErrors {
  list: string[];
}

/**
 * `test` with a page that records console errors and page errors, and fails the test when
 * there were any (a screen that "works" while logging errors is broken).
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: PageErrors = { list: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') errors.list.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.list.push(`page: ${error.message}`));
      await use(errors);
      expect(errors.list, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };
