import { describe, expect, it } from 'vitest';
import { makeOrder, makeUser } from '../test/fixtures';
import { computeAccountFigures, distanceToCloseOut, marginLevelTone } from './account-figures';

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
    // Close-out at 150.00 of equity: 10,000.40 − 150.00.
    expect(figures.closeOutDistance?.toFixed(2)).toBe('9850.40');
  });

  it("use the server's figures until the socket has pushed the positions", () => {
    const figures = computeAccountFigures(
      makeUser({ equity: '9900.00', margin: '500.00', free_margin: '9400.00', margin_level: '1980.00' }),
      [],
    );
    expect(figures.equity.toFixed(2)).toBe('9900.00');
    expect(figures.marginLevel?.toFixed(2)).toBe('1980.00');
    expect(figures.closeOutDistance?.toFixed(2)).toBe('9650.00');
  });
});

describe('distance to the 50% margin close-out', () => {
  it('distance to close-out with one position', () => {
    // Balance 10,000.00, the position 790.00 EUR down and holding 11,580.00 of margin: the
    // close-out comes at equity 5,790.00, so equity (9,210.00) can fall 3,420.00 more.
    const figures = computeAccountFigures(makeUser({ balance: '10000.00' }), [makeOrder({ pnl: '-790.00', margin: '11580.00' })]);
    expect(figures.equity.toFixed(2)).toBe('9210.00');
    expect(figures.closeOutDistance?.toFixed(2)).toBe('3420.00');
    expect(distanceToCloseOut({ equity: '10000.00', usedMargin: '11580.00' })?.toFixed(2)).toBe('4210.00');
  });

  it('no positions: no close-out', () => {
    const figures = computeAccountFigures(makeUser({ balance: '10000.00', equity: '10000.00', margin: '0.00', margin_level: null }), []);
    expect(figures.closeOutDistance).toBeNull();
    expect(distanceToCloseOut({ equity: '10000.00', usedMargin: '0' })).toBeNull();
    // A pending order holds no margin: still nothing to close out.
    expect(computeAccountFigures(makeUser(), [makeOrder({ status: 'pending', margin: '50.00', pnl: '0.00' })]).closeOutDistance).toBeNull();
  });

  it('is exact to the cent, rounded down so it never promises more room than there is', () => {
    // Half of 100.01 is 50.005: equity 100.00 can fall 49.995, shown as 49.99.
    expect(distanceToCloseOut({ equity: '100.00', usedMargin: '100.01' })?.toFixed(2)).toBe('49.99');
    expect(distanceToCloseOut({ equity: '0.3', usedMargin: '0.2' })?.toFixed(2)).toBe('0.20');
  });

  it('is 0 once the close-out is due, never negative', () => {
    expect(distanceToCloseOut({ equity: '150.00', usedMargin: '300.00' })?.toFixed(2)).toBe('0.00');
    expect(distanceToCloseOut({ equity: '-20.00', usedMargin: '300.00' })?.toFixed(2)).toBe('0.00');
  });
});

describe('the colour of the margin level', () => {
  it('is normal from 200% (and with no position), a warning from 100% to 200%, negative below 100%', () => {
    expect(marginLevelTone(null)).toBe('normal');
    expect(marginLevelTone('200.00')).toBe('normal');
    expect(marginLevelTone('3333.46')).toBe('normal');
    expect(marginLevelTone('199.99')).toBe('warning');
    expect(marginLevelTone('100.00')).toBe('warning');
    expect(marginLevelTone('99.99')).toBe('negative');
    expect(marginLevelTone('51.00')).toBe('negative');
  });
});
