import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { riskWarning } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMONSTRATION_STATEMENT } from '../company/regulatory-status';
import { platformFixture } from '../test/fixtures';
import { renderSite } from '../test/render-site';
import { startTestServer, type Handler, type TestServer } from '../test/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

async function openSite(handler: Handler, at = '/') {
  server = await startTestServer(handler);
  renderSite({ baseUrl: server.url, at });
  return userEvent.setup();
}

function riskWarningText(): string {
  return within(screen.getByRole('complementary', { name: 'Risk warning' })).getByText(/CFDs are complex instruments/).textContent ?? '';
}

describe('SiteLayout', () => {
  it("shows riskWarning(null) until /platform answers, then the provider's own warning", async () => {
    const platform = platformFixture({ lossPercent: 76 });
    await openSite((request) => (request.path === '/api/v1/platform' ? { json: platform, delayMs: 150 } : undefined));
    expect(riskWarningText()).toBe(riskWarning(null));
    await waitFor(() => expect(riskWarningText()).toBe(platform.risk_warning.text));
    expect(riskWarningText()).toContain('76% of retail investor accounts lose money');
  });

  it('keeps the risk warning on every page while moving around the site', async () => {
    const platform = platformFixture({ lossPercent: 81 });
    const user = await openSite((request) => (request.path === '/api/v1/platform' ? { json: platform } : undefined));
    await waitFor(() => expect(riskWarningText()).toBe(platform.risk_warning.text));
    const main = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(main).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(riskWarningText()).toBe(platform.risk_warning.text);
    await user.click(within(screen.getByRole('navigation', { name: 'Site map' })).getByRole('link', { name: 'Terms and conditions' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' });
    expect(riskWarningText()).toBe(platform.risk_warning.text);
  });

  it('says the platform is a demo and names the operator, plainly saying it is not authorised when identifiers are missing', async () => {
    const platform = platformFixture();
    await openSite((request) => (request.path === '/api/v1/platform' ? { json: platform } : undefined));
    expect(screen.getByText(/Demo platform: virtual funds/)).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText('Example Broker B.V.');
    for (const detail of ['Herengracht 1, 1015 BA Amsterdam', 'Netherlands', '+31 20 123 4567', 'support@broker.example']) {
      expect(within(footer).getByText(detail)).toBeTruthy();
    }
    expect(within(footer).getByText(DEMONSTRATION_STATEMENT)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/upon request/i);
  });

  it('shows the LEI and the registration ID when the operator has configured them', async () => {
    const platform = platformFixture({ company: { legal_entity_id: '724500EXAMPLE0000000', registration_id: 'AFM 12345678' } });
    await openSite((request) => (request.path === '/api/v1/platform' ? { json: platform } : undefined));
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText('724500EXAMPLE0000000');
    expect(within(footer).getByText('AFM 12345678')).toBeTruthy();
    expect(within(footer).queryByText(DEMONSTRATION_STATEMENT)).toBeNull();
  });

  it('keeps the standard warning and logs the failure when /platform cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openSite(() => ({ status: 500, json: { statusCode: 500, code: 'internal_error', message: 'Database down' } }));
    await within(screen.getByRole('contentinfo')).findByText(/could not be loaded/);
    expect(log).toHaveBeenCalledWith('Could not load the platform details', expect.anything());
    expect(riskWarningText()).toBe(riskWarning(null));
  });

  it('sets the title and meta description of the page shown', async () => {
    await openSite((request) => (request.path === '/api/v1/platform' ? { json: platformFixture() } : undefined), '/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(document.title).toBe('Frequently asked questions | Beurs');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\w/);
  });
});
