import { describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { accountRate } from '../market/eur-rate';
import { makeSymbol } from '../test/fixtures';
import { computeTicketFigures, valueUnit, type TicketInput } from './ticket-figures';

const account = { equity: Decimal.from('10000.00'), margin: Decimal.from('0.00') };
const adyen = makeSymbol();
const base: TicketInput = {
  symbol: adyen,
  side: 'buy',
  type: 'market',
  volume: '40',
  leverage: 5,
  price: '',
  account,
  quoteToAccountRate: null,
};

describe('order ticket figures', () => {
  it('margin of a buy in EUR is the notional at the ask over the leverage', () => {
    const figures = computeTicketFigures(base);
    expect(figures.openPrice?.toString()).toBe('1001');
    expect(figures.margin?.toFixed(2)).toBe('8008.00');
    expect(figures.marginCurrency).toBe('EUR');
    expect(figures.approximate).toBe(false);
  });

  it('close-out of a buy is the bid at which equity falls to 50% of the margin used', () => {
    // 4,004.00 = 10,000 + (p − 1,001) × 40  →  p = 851.10
    expect(computeTicketFigures(base).closeOutPrice?.toFixed(2)).toBe('851.10');
  });

  it('a sell opens at the bid and its close-out is above it', () => {
    const figures = computeTicketFigures({ ...base, side: 'sell' });
    expect(figures.margin?.toFixed(2)).toBe('8000.00');
    // 4,000.00 = 10,000 + (1,000 − p) × 40  →  p = 1,150.00
    expect(figures.closeOutPrice?.toFixed(2)).toBe('1150.00');
  });

  it('counts the margin the open positions already use', () => {
    const figures = computeTicketFigures({ ...base, account: { equity: Decimal.from('10000'), margin: Decimal.from('1000') } });
    // threshold (1,000 + 8,008) / 2 = 4,504  →  p = 1,001 + (4,504 − 10,000) / 40 = 863.60
    expect(figures.closeOutPrice?.toFixed(2)).toBe('863.60');
  });

  it('a limit order uses its own price', () => {
    expect(computeTicketFigures({ ...base, type: 'limit', price: '900' }).margin?.toFixed(2)).toBe('7200.00');
  });

  it('converts a USD instrument to EUR at the EURUSD mid and says it is approximate', () => {
    const eurusd = makeSymbol({ instrument_id: 'EURUSD', type: 'forex', currency: 'USD', bid: '1.0849', ask: '1.0851', digits: 4 });
    const apple = makeSymbol({ instrument_id: 'AAPL', currency: 'USD', bid: '249.90', ask: '250.00', country: 'United States' });
    const rate = accountRate('USD', [eurusd, apple]);
    expect(rate?.toString()).toBe('0.9216589862');
    const figures = computeTicketFigures({ ...base, symbol: apple, volume: '10', quoteToAccountRate: rate });
    // 10 × 250 × 0.9216589862 / 5 = 460.829…, rounded up to the cent
    expect(figures.margin?.toFixed(2)).toBe('460.83');
    expect(figures.approximate).toBe(true);
    // Too small to reach the close-out at any positive price.
    expect(figures.closeOutPrice).toBeNull();
    const big = computeTicketFigures({ ...base, symbol: apple, volume: '100', quoteToAccountRate: rate });
    expect(big.margin?.toFixed(2)).toBe('4608.30');
    // 2,304.15 = 10,000 + (p − 250) × 100 × 0.9216589862  →  p = 166.50003…: due from a bid of 166.50
    expect(big.closeOutPrice?.toFixed(2)).toBe('166.50');
  });

  it('shows the margin in the quote currency when no EUR cross is quoted', () => {
    const exotic = makeSymbol({ instrument_id: 'XYZ', currency: 'XYZ', bid: '10', ask: '10' });
    const figures = computeTicketFigures({ ...base, symbol: exotic, volume: '1', quoteToAccountRate: accountRate('XYZ', []) });
    expect(figures.marginCurrency).toBe('XYZ');
    expect(figures.margin?.toFixed(2)).toBe('2.00');
    expect(figures.closeOutPrice).toBeNull();
    expect(figures.note).toMatch(/shown in XYZ/);
  });

  it('says what is missing instead of computing with a bad volume', () => {
    expect(computeTicketFigures({ ...base, volume: 'abc' })).toMatchObject({ margin: null, note: 'Enter a volume to see the margin.' });
    expect(computeTicketFigures({ ...base, type: 'stop', price: '' }).note).toBe('Enter a price to see the margin.');
  });

  it('a stop-limit is margined at its limit price, the worst it fills at, and waits for both prices', () => {
    expect(computeTicketFigures({ ...base, type: 'stop_limit', price: '1010', limitPrice: '1020' }).margin?.toFixed(2)).toBe('8160.00');
    expect(computeTicketFigures({ ...base, type: 'stop_limit', price: '1010', limitPrice: '' }).note).toBe(
      'Enter a price to see the margin.',
    );
    expect(computeTicketFigures({ ...base, type: 'stop_limit', price: '', limitPrice: '1020' }).note).toBe(
      'Enter a price to see the margin.',
    );
  });
});

describe('the value of a move', () => {
  const eurusd = makeSymbol({
    instrument_id: 'EURUSD',
    type: 'forex',
    currency: 'USD',
    bid: '1.1764',
    ask: '1.1766',
    digits: 4,
    contract_size: '100000',
  });
  const btcusd = makeSymbol({
    instrument_id: 'BTCUSD',
    type: 'crypto',
    currency: 'USD',
    bid: '91251.35',
    ask: '91281.35',
    digits: 2,
    contract_size: '1',
    max_leverage: 2,
  });

  it('BTCUSD 0.01 lot is valued per whole point: ≈ 0.0085 EUR, where its cent would be 0.000085', () => {
    expect(valueUnit(btcusd)).toMatchObject({ kind: 'point', label: 'Point value (1)' });
    const figures = computeTicketFigures({
      ...base,
      symbol: btcusd,
      volume: '0.01',
      leverage: 2,
      quoteToAccountRate: accountRate('USD', [eurusd]),
    });
    expect(figures.pipValue?.toFixed(6)).toBe('0.008500');
  });

  it('an index is valued per point, a forex pair per pip, a share per cent, a cheap coin per its last decimal', () => {
    expect(valueUnit(makeSymbol({ type: 'index', digits: 1, bid: '19480.0' })).label).toBe('Point value (1)');
    expect(valueUnit(eurusd).label).toBe('Pip value (0.0001)');
    expect(valueUnit(makeSymbol({ type: 'forex', digits: 3, bid: '151.234' })).label).toBe('Pip value (0.01)');
    expect(valueUnit(adyen).label).toBe('Pip value (0.01)');
    expect(valueUnit(makeSymbol({ type: 'crypto', digits: 5, bid: '0.38120' })).label).toBe('Pip value (0.00001)');
    // A coin under 1,000 keeps its pip: a point would be most of its price.
    expect(valueUnit(makeSymbol({ type: 'crypto', digits: 2, bid: '232.40' })).label).toBe('Pip value (0.01)');
  });

  it('EURUSD 1 lot: a pip is worth 10 USD, ≈ 8.50 EUR', () => {
    const figures = computeTicketFigures({
      ...base,
      symbol: eurusd,
      volume: '1',
      leverage: 30,
      quoteToAccountRate: accountRate('USD', [eurusd]),
    });
    expect(figures.pipValue?.toFixed(2)).toBe('8.50');
  });
});
