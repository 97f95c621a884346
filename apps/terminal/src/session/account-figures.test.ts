import { describe, expect, it } from 'vitest';
import { makeOrder, makeUser } from '../test/fixtures';
import { computeAccountFigures } from './account-figures';

describe('live account figures', () => {
  it('add the open positions of the latest push to the balance, exactly', () => {
    const figures = computeAccountFigures(makeUser({ balance: '10000.10' }), [
      makeOrder({ pnl: '0.10', margin: '100.00' }),
      makeOrder({ pnl: '0.20', margin: '200.00' }),
      makeOrder({ status: 'pending', pnl: '0.00', margin: '50.00' }),
    ]);
    expect(figures.equity.toFixed(2)).toBe('10000.40');
    expect(figures.margin.toFixed(2)).toBe('300.00');
    expect(figures.freeMargin.toFixed(2)).toBe('9700.40');
    expect(figures.marginLevel?.toFixed(2)).toBe('3333.46');
  });

  it("use the server's figures until the socket has pushed the positions", () => {
    const figures = computeAccountFigures(makeUser({ equity: '9900.00', margin: '500.00', free_margin: '9400.00', margin_level: '1980.00' }), []);
    expect(figures.equity.toFixed(2)).toBe('9900.00');
    expect(figures.marginLevel?.toFixed(2)).toBe('1980.00');
  });
});
