import type { MarketSymbol, Order, PlatformInfo, User } from '@beurs/domain';

let sequence = 0;

/** A UUID-shaped id, unique per call. */
export function testId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

/** The signed-in user with 10,000 EUR and nothing open. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    currency: 'EUR',
    balance: '10000.00',
    equity: '10000.00',
    margin: '0.00',
    free_margin: '10000.00',
    margin_level: null,
    unrealised_pnl: '0.00',
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+31 20 123 4567',
    country_id: 528,
    status: 'active',
    is_demo: true,
    verification: { status: 'unverified', documents: {} },
    has_pin: true,
    pin_locked_until: null,
    wallet: null,
    credit_available_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An open buy position. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: testId(),
    instrument_id: 'EURUSD',
    side: 'buy',
    type: 'market',
    status: 'open',
    volume: '0.10',
    leverage: 30,
    price: null,
    open_price: '1.08500',
    open_quote: null,
    close_price: null,
    close_quote: null,
    stop_loss: null,
    take_profit: null,
    margin: '333.34',
    pnl: '0.00',
    current_price: '1.08500',
    close_reason: null,
    created_at: '2026-11-22T10:00:00.000Z',
    opened_at: '2026-11-22T10:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

/** An instrument with a quote. */
export function makeSymbol(overrides: Partial<MarketSymbol> = {}): MarketSymbol {
  return {
    instrument_id: 'ADYEN',
    name: 'Adyen N.V.',
    type: 'stock',
    country: 'Netherlands',
    currency: 'EUR',
    bid: '1000.00',
    ask: '1001.00',
    change_percent: '0.50',
    digits: 2,
    spread: '1.00',
    contract_size: '1',
    leverage_class: 'share',
    max_leverage: 5,
    trading_hours: { timezone: 'Europe/Amsterdam', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30' }] },
    is_open: true,
    quote_time: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** The platform information of a demo installation. */
export function makePlatform(): PlatformInfo {
  return {
    company: {
      name: 'Test Broker',
      site: 'http://localhost',
      legal_entity_id: null,
      registration_id: null,
      address: 'Teststraat 1, Amsterdam',
      country: 'Netherlands',
      phone: '+31 20 000 0000',
      support_email: 'help@test-broker.example',
    },
    is_demo: true,
    currency: 'EUR',
    demo_balance: '10000.00',
    payment_methods: [
      { id: 'bitcoin', name: 'Bitcoin', kind: 'crypto', detail: 'bc1qtest' },
      { id: 'tether', name: 'Tether (USDT)', kind: 'crypto', detail: 'Ttether' },
      { id: 'ethereum', name: 'Ethereum', kind: 'crypto', detail: '0xeth' },
      { id: 'tron', name: 'Tron', kind: 'crypto', detail: 'Ttron' },
      { id: 'bank_transfer', name: 'Bank transfer', kind: 'bank', detail: 'Payment description: contact support' },
      { id: 'credit_card', name: 'Credit card', kind: 'card', detail: '4111 1111 1111 1111' },
    ],
    risk_warning: { loss_percent: null, text: 'CFDs are complex instruments (test warning).', computed_at: '2026-11-22T10:00:00.000Z' },
  };
}
