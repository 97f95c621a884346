import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  VOLUME_RULES,
  closeAllOrdersRequest,
  dayOrderExpiry,
  modifyOrderRequest,
  openOrderRequest,
  volumeForRisk,
  type TradingHours,
  type VolumeForRiskInput,
} from '../index';

const eurusd: VolumeForRiskInput = {
  side: 'buy',
  entryPrice: '1.10000',
  stopLoss: '1.09500',
  risk: { kind: 'percent', value: '1' },
  equity: '10000',
  contractSize: '100000',
  quoteToAccountRate: '1',
  volumeStep: VOLUME_RULES.step,
  minVolume: VOLUME_RULES.min,
  maxVolume: VOLUME_RULES.max,
};

describe('volume from risk', () => {
  it('risking 1% of 10,000 EUR with a 50-pip stop on EURUSD buys 0.20 lots', () => {
    expect(volumeForRisk(eurusd)).toEqual({ volume: '0.20', riskAmount: '100.00', capped: false, note: null });
  });

  it('a sell with its stop-loss above the entry sizes the same way', () => {
    expect(volumeForRisk({ ...eurusd, side: 'sell', stopLoss: '1.10500' })).toMatchObject({ volume: '0.20', riskAmount: '100.00' });
  });

  it('rounds the volume down to the step, so the loss at the stop stays within the budget', () => {
    // 50 EUR over 30 pips: 0.1666… lots, taken as 0.16 (48.00 EUR), never 0.17 (51.00 EUR).
    expect(volumeForRisk({ ...eurusd, stopLoss: '1.09700', risk: { kind: 'money', value: '50' } })).toEqual({
      volume: '0.16',
      riskAmount: '48.00',
      capped: false,
      note: null,
    });
  });

  it('converts the quote currency to the account currency (USDJPY risked in EUR)', () => {
    // 1 lot of USDJPY moves 100,000 JPY per yen; at 0.0062 EUR a yen, 0.50 yen costs 310 EUR a lot.
    const result = volumeForRisk({
      ...eurusd,
      entryPrice: '150.000',
      stopLoss: '149.500',
      quoteToAccountRate: '0.0062',
      risk: { kind: 'money', value: '100' },
    });
    expect(result).toEqual({ volume: '0.32', riskAmount: '99.20', capped: false, note: null });
  });

  it('refuses a stop-loss on the wrong side of the entry, saying which side it belongs on', () => {
    expect(volumeForRisk({ ...eurusd, stopLoss: '1.10100' })).toEqual({ error: expect.stringContaining('must be below the entry price') });
    expect(volumeForRisk({ ...eurusd, side: 'sell', stopLoss: '1.09900' })).toEqual({
      error: expect.stringContaining('must be above the entry price'),
    });
  });

  it('refuses a stop-loss equal to the entry', () => {
    expect(volumeForRisk({ ...eurusd, stopLoss: '1.10000' })).toEqual({ error: expect.stringContaining('equals the entry price') });
  });

  it('refuses a risk too small for the smallest lot, and says what that lot would risk', () => {
    const result = volumeForRisk({ ...eurusd, risk: { kind: 'money', value: '3' } });
    expect(result).toEqual({ error: expect.stringContaining('less than the smallest volume of 0.01 lots (which would risk 5.00)') });
  });

  it('caps a volume above the largest at the largest, and says so', () => {
    const result = volumeForRisk({ ...eurusd, stopLoss: '1.09999', risk: { kind: 'money', value: '1000000' } });
    expect(result).toMatchObject({ volume: '1000.00', riskAmount: '1000.00', capped: true });
    expect('note' in result && result.note).toContain('capped');
  });

  it('refuses a risk of zero, above 100% of equity, or a percentage of no equity', () => {
    expect(volumeForRisk({ ...eurusd, risk: { kind: 'percent', value: '0' } })).toEqual({ error: 'The risk must be above 0.' });
    expect(volumeForRisk({ ...eurusd, risk: { kind: 'percent', value: '150' } })).toEqual({
      error: 'The risk can be at most 100% of equity.',
    });
    expect(volumeForRisk({ ...eurusd, equity: '-20' })).toEqual({ error: expect.stringContaining('no equity') });
  });
});

const amsterdam: TradingHours = { timezone: 'Europe/Amsterdam', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30' }] };
const crypto: TradingHours = { timezone: 'UTC', sessions: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '24:00' }] };
const forex: TradingHours = {
  timezone: 'America/New_York',
  sessions: [
    { days: [7], open: '17:00', close: '24:00' },
    { days: [1, 2, 3, 4], open: '00:00', close: '24:00' },
    { days: [5], open: '00:00', close: '17:00' },
  ],
};

describe('day order expiry', () => {
  it('a day order on shares placed during the session expires at that day’s close', () => {
    expect(dayOrderExpiry(amsterdam, new Date('2026-11-24T10:00:00Z'))?.toISOString()).toBe('2026-11-24T16:30:00.000Z');
  });

  it('placed over the weekend, it lives through Monday’s session', () => {
    expect(dayOrderExpiry(amsterdam, new Date('2026-11-28T12:00:00Z'))?.toISOString()).toBe('2026-11-30T16:30:00.000Z');
  });

  it('on a market open around the clock it expires at midnight UTC', () => {
    expect(dayOrderExpiry(crypto, new Date('2026-11-24T10:17:00Z'))?.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('on forex it expires at the end of the New York day, or at Friday’s close', () => {
    expect(dayOrderExpiry(forex, new Date('2026-11-24T15:00:00Z'))?.toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(dayOrderExpiry(forex, new Date('2026-11-27T15:00:00Z'))?.toISOString()).toBe('2026-11-27T22:00:00.000Z');
  });
});

describe('order tools contract', () => {
  const base = { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 } as const;

  it('a stop-limit order needs its limit price, and only a stop-limit takes one', () => {
    expect(openOrderRequest.safeParse({ ...base, type: 'stop_limit', price: '1.1', limit_price: '1.2' }).success).toBe(true);
    const missing = openOrderRequest.safeParse({ ...base, type: 'stop_limit', price: '1.1' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['limit_price'] });
    const stray = openOrderRequest.safeParse({ ...base, type: 'limit', price: '1.1', limit_price: '1.2' });
    expect(stray.error?.issues[0]?.message).toContain('Only a stop_limit order takes a limit_price');
  });

  it('expiry defaults to gtc, a date needs expires_at, and a market order takes none', () => {
    expect(openOrderRequest.parse({ ...base, type: 'limit', price: '1.1' }).expiry).toBe('gtc');
    expect(openOrderRequest.safeParse({ ...base, type: 'limit', price: '1.1', expiry: 'date' }).error?.issues[0]).toMatchObject({
      path: ['expires_at'],
    });
    expect(
      openOrderRequest.safeParse({ ...base, type: 'limit', price: '1.1', expires_at: '2026-12-01T00:00:00Z' }).error?.issues[0],
    ).toMatchObject({ path: ['expires_at'] });
    expect(openOrderRequest.safeParse({ ...base, expiry: 'day' }).error?.issues[0]?.message).toContain(
      'A market order fills at once and takes no expiry',
    );
  });

  it('close all defaults to positions only; modify takes a limit price', () => {
    expect(closeAllOrdersRequest.parse(undefined)).toEqual({ include_pending: false });
    expect(closeAllOrdersRequest.parse({ instrument_id: 'EURUSD' })).toEqual({ instrument_id: 'EURUSD', include_pending: false });
    expect(modifyOrderRequest.parse({ id: '7c1a3c39-4f7e-4b6f-9a37-1f7a2f5b9d10', limit_price: '1.2' }).limit_price).toBe('1.2');
  });

  it('close all and reverse are extensions of the contract that a frozen account is refused', () => {
    expect(ENDPOINTS.closeAllOrders).toMatchObject({ method: 'POST', path: '/orders/closeAll', extension: true, refusedWhenFrozen: true });
    expect(ENDPOINTS.reverseOrder).toMatchObject({ method: 'POST', path: '/orders/reverse', extension: true, refusedWhenFrozen: true });
  });
});
