import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_REFRESH_INTERVAL_MS,
  API_PORT,
  BANK_TRANSFER_DESCRIPTION,
  DEFAULT_COUNTRY_ID,
  DEFAULT_STEP,
  DEFAULT_SYMBOL_TYPE,
  FONTS,
  FONT_IDS,
  LAYOUT_MARGINS,
  MOBILE_BREAKPOINT,
  PAYMENT_METHOD_IDS,
  REALTIME_OPTIONS,
  SOCKET_EVENTS,
  JWT_EXPIRED_MESSAGE,
  THEMES,
  THEME_IDS,
  TOAST_OPTIONS,
  WIDTH_BANDS,
  createPaymentMethods,
  riskWarning,
  RISK_WARNING_FALLBACK_SHARE,
} from '../index';

// Each value below is pinned to contract §9 unless noted: a change must be deliberate.
describe('contract §9 constants', () => {
  it('refreshes the access token every hour', () => {
    expect(ACCESS_TOKEN_REFRESH_INTERVAL_MS).toBe(3_600_000);
  });

  it('switches to the mobile layout below 1024 px, with margins right 260 and left 360 and step 1', () => {
    expect(MOBILE_BREAKPOINT).toBe(1024);
    expect(LAYOUT_MARGINS).toEqual({ right: 260, left: 360 });
    expect(DEFAULT_STEP).toBe(1);
  });

  it('has the seven width bands in ascending order', () => {
    expect(WIDTH_BANDS).toEqual([320, 375, 425, 768, 1024, 1440, 2560]);
  });

  it('offers the 9 themes, each with its own class', () => {
    expect(THEME_IDS).toEqual(['orange', 'indigo', 'tradewind', 'monalisa', 'blue', 'cyan', 'green', 'blush', 'red']);
    expect(THEMES.map((theme) => theme.id)).toEqual(THEME_IDS);
    expect(new Set(THEMES.map((theme) => theme.class)).size).toBe(9);
  });

  it('offers the 4 fonts spelled as in the spec, Plex included', () => {
    expect(FONT_IDS).toEqual(['poppins', 'opensans', 'montserrat', 'Plex']);
    expect(FONTS.map((font) => font.id)).toEqual(FONT_IDS);
  });

  it('has 6 payment methods with their detail strings', () => {
    const wallets = { bitcoin: 'bc1-test', tether: 'T-usdt', ethereum: '0xeth', tron: 'T-trx' };
    const methods = createPaymentMethods({ wallets });
    expect(methods.map((method) => method.id)).toEqual(PAYMENT_METHOD_IDS);
    expect(methods.find((method) => method.id === 'bitcoin')?.detail).toBe('bc1-test');
    expect(methods.find((method) => method.id === 'bank_transfer')?.detail).toContain(BANK_TRANSFER_DESCRIPTION);
    expect(BANK_TRANSFER_DESCRIPTION).toBe('contact support');
    expect(methods.find((method) => method.id === 'credit_card')?.detail).toMatch(/^[\d ]{16,19}$/);
  });

  it('shows at most 20 toasts, newest on top, top-right, for 5000 ms, closing on click and pausing', () => {
    expect(TOAST_OPTIONS).toEqual({
      maxVisible: 20,
      newestOnTop: true,
      position: 'top-right',
      timeoutMs: 5000,
      closeOnClick: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
    });
  });

  it('connects the socket with a 20 s timeout and 1 to 5 s reconnection delay on port 7799', () => {
    expect(REALTIME_OPTIONS).toEqual({ timeoutMs: 20_000, reconnectionDelayMs: 1_000, reconnectionDelayMaxMs: 5_000 });
    expect(API_PORT).toBe(7799);
  });

  it('names the socket events and the jwt expired message as the spec does', () => {
    expect(SOCKET_EVENTS).toEqual({
      refreshToken: 'refreshToken',
      userOrders: 'userOrders',
      authTokenRefreshed: 'authTokenRefreshed',
    });
    expect(JWT_EXPIRED_MESSAGE).toBe('jwt expired');
  });

  it('defaults the market store to stock and country 0 (contract §3)', () => {
    expect(DEFAULT_SYMBOL_TYPE).toBe('stock');
    expect(DEFAULT_COUNTRY_ID).toBe(0);
  });
});

describe('risk warning (product rule 5)', () => {
  it('states the provider share when there is enough data', () => {
    expect(riskWarning(76.4)).toBe(
      'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 76% of retail investor accounts lose money when trading CFDs with this provider. You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
    );
  });

  it('states the 74-89 % range when there is too little data', () => {
    expect(riskWarning(null)).toContain('Between 74-89 % of retail investor accounts lose money when trading CFDs');
    expect(riskWarning(null)).toContain(RISK_WARNING_FALLBACK_SHARE);
  });
});
