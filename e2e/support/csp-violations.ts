import { expect, type Page, type Response } from '@playwright/test';

/** One `securitypolicyviolation` event as the page saw it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
  /** Script and position that caused it, to find the culprit in the build. */
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Records every Content-Security-Policy violation of every document the page loads: the listener
 * is installed before any script of the page runs (init script), so even a blocked inline script
 * of the prerendered HTML is seen. Chromium also logs violations as console errors, which the
 * fixture fails on; this list says which directive and what was blocked.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
}

/** The violations the current document recorded so far. */
export async function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** Expects a page answer under the platform's strict policy: no inline or eval'd script allowed but hashed ones. */
export async function expectStrictPolicy(response: Response | null): Promise<void> {
  expect(response, 'the navigation answered').not.toBeNull();
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  expect(scriptSources[0], policy).toBe("'self'");
  for (const source of scriptSources.slice(1)) expect(source, policy).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(policy).toContain("frame-ancestors 'none'");
}
