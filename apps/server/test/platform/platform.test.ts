import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskWarning } from '@beurs/domain';
import { DEFAULT_CONFIG } from '../../src/config/config';
import { startTestServer, type TestServer } from '../test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ company: { name: 'Example Trading B.V.', supportEmail: 'help@example.nl' } });
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/v1/platform', () => {
  it('names the configured operator without a token, and says when no regulator identifiers are configured', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/platform' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.company.name).toBe('Example Trading B.V.');
    expect(body.company.support_email).toBe('help@example.nl');
    expect(body.company.legal_entity_id).toBeNull();
    expect(body.company.registration_id).toBeNull();
    expect(body.is_demo).toBe(true);
  });

  it('lists the 6 payment methods with their details', async () => {
    const body = (await server.app.inject({ method: 'GET', url: '/api/v1/platform' })).json();
    expect(body.payment_methods.map((method: { id: string }) => method.id)).toEqual([
      'bitcoin',
      'tether',
      'ethereum',
      'tron',
      'bank_transfer',
      'credit_card',
    ]);
    expect(body.payment_methods[4].detail).toContain('contact support');
  });

  it('gives the 74-89 % range while too few accounts have traded', async () => {
    const body = (await server.app.inject({ method: 'GET', url: '/api/v1/platform' })).json();
    expect(body.risk_warning.loss_percent).toBeNull();
    expect(body.risk_warning.text).toBe(riskWarning(null));
  });

  it('names the configured website (COMPANY_SITE)', async () => {
    const configured = await startTestServer({ company: { site: 'https://trade.example.nl' } });
    try {
      const body = (await configured.app.inject({ method: 'GET', url: '/api/v1/platform', headers: { host: 'other.example' } })).json();
      expect(body.company.site).toBe('https://trade.example.nl');
    } finally {
      await configured.close();
    }
  });

  it('names the address the visitor reached while COMPANY_SITE is unset, never the localhost placeholder', async () => {
    const body = (await server.app.inject({ method: 'GET', url: '/api/v1/platform', headers: { host: 'demo.beurs.example:8443' } })).json();
    expect(body.company.site).toBe('http://demo.beurs.example:8443');
    expect(body.company.site).not.toBe(DEFAULT_CONFIG.company.site);
  });
});
