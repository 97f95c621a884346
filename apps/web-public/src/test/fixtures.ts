import type { PlatformInfo } from '@beurs/domain';

/** A `/platform` answer like the reference server's, with the operator's identifiers not configured. */
export function platformFixture(overrides: { company?: Partial<PlatformInfo['company']>; lossPercent?: number | null } = {}): PlatformInfo {
  const lossPercent = overrides.lossPercent ?? null;
  const share =
    lossPercent === null
      ? 'Between 74-89 % of retail investor accounts lose money when trading CFDs.'
      : `${lossPercent}% of retail investor accounts lose money when trading CFDs with this provider.`;
  return {
    company: {
      name: 'Example Broker B.V.',
      site: 'https://broker.example',
      legal_entity_id: null,
      registration_id: null,
      address: 'Herengracht 1, 1015 BA Amsterdam',
      country: 'Netherlands',
      phone: '+31 20 123 4567',
      support_email: 'support@broker.example',
      ...overrides.company,
    },
    is_demo: true,
    currency: 'EUR',
    demo_balance: '10000.00',
    payment_methods: [],
    risk_warning: {
      loss_percent: lossPercent,
      text: `CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. ${share} You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.`,
      computed_at: '2026-11-01T00:00:00.000Z',
    },
  };
}
