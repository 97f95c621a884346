import { describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { accountRate } from '../market/eur-rate';
import { makeSymbol } from '../test/fixtures';
import { computeTicketFigures, type TicketInput } from './ticket-figures';

const account = { equity: Decimal.from('10000.00'), margin: Decimal.from('0.00') };
const adyen = makeSymbol();
const base: TicketInput = { symbol: adyen, side: 'buy', type: 'market', volume: '40', leverage: 5, price: '', account, quoteToAccountRate: null };

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
});
