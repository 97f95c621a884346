import { describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { makeOrder, makeSymbol } from '../test/fixtures';
import { describeOutcome, levelOutcome } from './level-outcome';
import { pendingChoicesAt } from './chart-trade-overlay';

const eurusd = makeSymbol({
  instrument_id: 'EURUSD',
  type: 'forex',
  currency: 'USD',
  digits: 5,
  bid: '1.08500',
  ask: '1.08510',
  contract_size: '100000',
});
const btcusd = makeSymbol({
  instrument_id: 'BTCUSD',
  type: 'crypto',
  currency: 'USD',
  digits: 2,
  bid: '91250.00',
  ask: '91280.00',
  contract_size: '1',
});
const usdToEur = Decimal.from('0.9');

describe('what a dragged line would mean', () => {
  it('a buy’s stop-loss dragged 30 pips under the fill loses 30 pips of 0.10 lots, in EUR', () => {
    const order = makeOrder({ side: 'buy', volume: '0.10', status: 'open', open_price: '1.08500' });
    const outcome = levelOutcome({ order, kind: 'sl', level: '1.08200', symbol: eurusd, quoteToAccountRate: usdToEur });
    // 0.003 × 0.10 lots × 100,000 = 30 USD = 27 EUR
    expect(outcome?.money?.toFixed(2)).toBe('-27.00');
    expect(outcome?.units.toFixed(1)).toBe('-30.0');
    expect(outcome && describeOutcome(outcome, 'sl', 'buy')).toBe('−27.00 EUR · −30.0 pips');
  });

  it('a sell’s take-profit under the fill is a gain', () => {
    const order = makeOrder({ side: 'sell', volume: '0.10', status: 'open', open_price: '1.08500' });
    const outcome = levelOutcome({ order, kind: 'tp', level: '1.08000', symbol: eurusd, quoteToAccountRate: usdToEur });
    expect(outcome && describeOutcome(outcome, 'tp', 'sell')).toBe('+45.00 EUR · +50.0 pips');
  });

  it('Bitcoin moves in whole points, not cents', () => {
    const order = makeOrder({ instrument_id: 'BTCUSD', side: 'buy', volume: '0.01', status: 'open', open_price: '91000.00' });
    const outcome = levelOutcome({ order, kind: 'tp', level: '92000.00', symbol: btcusd, quoteToAccountRate: usdToEur });
    expect(outcome && describeOutcome(outcome, 'tp', 'buy')).toBe('+9.00 EUR · +1,000.0 points');
  });

  it('a pending order’s stop-loss is measured from the price it waits for', () => {
    const order = makeOrder({ side: 'buy', type: 'limit', status: 'pending', volume: '1.00', price: '1.08000', open_price: null });
    const outcome = levelOutcome({ order, kind: 'sl', level: '1.07900', symbol: eurusd, quoteToAccountRate: null });
    // No cross rate known: the move alone, never a made-up amount.
    expect(outcome?.money).toBeNull();
    expect(outcome && describeOutcome(outcome, 'sl', 'buy')).toBe('−10.0 pips');
  });

  it('a pending buy’s own price says how far it is from the ask', () => {
    const order = makeOrder({ side: 'buy', type: 'limit', status: 'pending', volume: '1.00', price: '1.08000', open_price: null });
    const outcome = levelOutcome({ order, kind: 'pending', level: '1.08410', symbol: eurusd, quoteToAccountRate: usdToEur });
    expect(outcome && describeOutcome(outcome, 'pending', 'buy')).toBe('−10.0 pips from the ask');
  });

  it('the fill line does not move, so it means nothing new', () => {
    const order = makeOrder({ side: 'buy', status: 'open', open_price: '1.08500' });
    expect(levelOutcome({ order, kind: 'open', level: '1.09000', symbol: eurusd, quoteToAccountRate: usdToEur })).toBeNull();
  });
});

describe('the pending orders the price axis offers', () => {
  const quote = { bid: '1.08500', ask: '1.08510' };

  it('below the bid: a buy limit or a sell stop', () => {
    expect(pendingChoicesAt('1.08000', quote).map(({ side, type }) => `${side} ${type}`)).toEqual(['buy limit', 'sell stop']);
  });

  it('above the ask: a sell limit or a buy stop', () => {
    expect(pendingChoicesAt('1.09000', quote).map(({ side, type }) => `${side} ${type}`)).toEqual(['sell limit', 'buy stop']);
  });

  it('inside the spread: a limit on either side', () => {
    expect(pendingChoicesAt('1.08505', quote).map(({ side, type }) => `${side} ${type}`)).toEqual(['buy limit', 'sell limit']);
  });
});
