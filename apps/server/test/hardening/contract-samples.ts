import type { EndpointName } from '@beurs/domain';

/**
 * One valid input for every call that takes a JSON body or a query (null for the others). The
 * fuzz test spoils one field of it at a time, so each bad input differs from a good one in one
 * place. Typed over every EndpointName: a new call of the contract does not compile until it
 * has a sample here, so it cannot escape the fuzz test.
 */
export const CONTRACT_SAMPLES: Record<EndpointName, Record<string, unknown> | null> = {
  signup: {
    email: 'fuzz.sample@example.com',
    password: 'correct horse battery staple',
    first_name: 'Anna',
    last_name: 'de Vries',
    phone: '+31 20 123 4567',
    country_id: 528,
    accept_terms: true,
    accept_risk_warning: true,
  },
  signin: { email: 'fuzz.sample@example.com', password: 'correct horse battery staple' },
  logout: null,
  refresh: null,
  changePassword: { current_password: 'correct horse battery staple', new_password: 'another long passphrase 42' },
  getUser: null,
  updateClient: { first_name: 'Anna', last_name: 'de Vries', phone: '+31 20 123 4567', country_id: 528 },
  deposit: { meta: { wallet: 'NL00BANK0123456789', extra: 'note' }, amount: '250.00', type: 'bank_transfer', first_name: 'Anna', last_name: 'de Vries' },
  withdraw: { meta: { wallet: 'NL00BANK0123456789' }, amount: '100.00', type: 'bank_transfer', pin: '1234' },
  openOrder: { instrument_id: 'EURUSD', side: 'buy', type: 'limit', volume: '0.10', leverage: 30, price: '1.00000', stop_loss: '0.90000', take_profit: '1.05000' },
  closeOrder: { id: '00000000-0000-4000-8000-000000000000' },
  getOrderHistory: { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z', instrument_id: 'EURUSD', limit: 10, offset: 0 },
  uploadPassport: null,
  uploadCard: null,
  getPhoto: null,
  savePin: { code: '1234', current_code: '5678' },
  getTransactions: { limit: 10, offset: 0 },
  giveMeCredit: null,
  setWalletIdentification: { wallet: 'NL00BANK0123456789', type: 'bank_transfer' },
  getActivities: { limit: 10, offset: 0 },
  getCountries: null,
  getSymbols: { type: 'forex', country: 'Netherlands' },
  getSymbolHistory: { instrument_id: 'EURUSD', resolution: '1h', from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' },
  getSpecialSymbols: null,
  getNotifications: null,
  readNotifications: { id: '00000000-0000-4000-8000-000000000000' },
  getEconomicCalendar: { from: '2026-11-01', to: '2026-11-30', country: 'US', importance: 'high' },
  getEarningsCalendar: { from: '2026-11-01', to: '2026-11-30', country: 'US' },
  getNews: null,
  getPlatform: null,
  getQuotes: { type: 'crypto' },
  signinSecondFactor: { challenge_token: 'a-challenge-token', code: '123456' },
  getTwoFactor: null,
  enrolTwoFactor: { password: 'correct horse battery staple' },
  confirmTwoFactor: { code: '123456' },
  disableTwoFactor: { password: 'correct horse battery staple', code: '123456' },
  getSessions: null,
  endSession: { id: '00000000-0000-4000-8000-000000000000' },
};
