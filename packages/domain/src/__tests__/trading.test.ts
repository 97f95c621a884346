import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Decimal,
  LEVERAGE_CAPS,
  accountMetrics,
  isLeverageAllowed,
  isMarginCloseOutDue,
  leverageCap,
  leverageClassOf,
  marginCloseOutPrice,
  negativeBalanceCredit,
  positionPnl,
  requiredMargin,
} from '../index';

describe('ESMA leverage caps', () => {
  it('allows 30:1 on a pair of two major currencies', () => {
    expect(leverageCap(leverageClassOf({ type: 'forex', instrumentId: 'EURUSD' }))).toBe(30);
    expect(leverageCap(leverageClassOf({ type: 'forex', instrumentId: 'GBPJPY' }))).toBe(30);
  });

  it('allows 20:1 on non-major pairs, gold and major indices', () => {
    expect(leverageCap(leverageClassOf({ type: 'forex', instrumentId: 'EURTRY' }))).toBe(20);
    expect(leverageCap(leverageClassOf({ type: 'commodity', instrumentId: 'XAUUSD' }))).toBe(20);
    expect(leverageCap(leverageClassOf({ type: 'index', instrumentId: 'GER40' }))).toBe(20);
  });

  it('allows 10:1 on other commodities and non-major indices', () => {
    expect(leverageCap(leverageClassOf({ type: 'commodity', instrumentId: 'XTIUSD' }))).toBe(10);
    expect(leverageCap(leverageClassOf({ type: 'index', instrumentId: 'NED25' }))).toBe(10);
  });

  it('allows 5:1 on shares and 2:1 on crypto', () => {
    expect(leverageCap(leverageClassOf({ type: 'stock', instrumentId: 'ASML' }))).toBe(5);
    expect(leverageCap(leverageClassOf({ type: 'crypto', instrumentId: 'BTCUSD' }))).toBe(2);
  });

  it('refuses leverage above the cap, below 1 or fractional', () => {
    expect(isLeverageAllowed({ requested: 2, cap: LEVERAGE_CAPS.crypto })).toBe(true);
    expect(isLeverageAllowed({ requested: 3, cap: LEVERAGE_CAPS.crypto })).toBe(false);
    expect(isLeverageAllowed({ requested: 0, cap: 30 })).toBe(false);
    expect(isLeverageAllowed({ requested: 1.5, cap: 30 })).toBe(false);
  });
});

describe('margin and P&L', () => {
  it('holds notional / leverage as margin, rounded up to the cent', () => {
    expect(requiredMargin({ volume: '1', contractSize: '100000', price: '1.1', leverage: 30 }).toFixed(2)).toBe('3666.67');
    expect(requiredMargin({ volume: '0.5', contractSize: '1', price: '200', leverage: 5 }).toFixed(2)).toBe('20.00');
  });

  it('converts margin to the account currency', () => {
    expect(requiredMargin({ volume: '1', contractSize: '1', price: '100', leverage: 5, quoteToAccountRate: '0.9' }).toFixed(2)).toBe(
      '18.00',
    );
  });

  it('closes a long at the bid', () => {
    const pnl = positionPnl({ side: 'buy', volume: '2', contractSize: '1', openPrice: '100', bid: '104', ask: '105' });
    expect(pnl.toFixed(2)).toBe('8.00');
  });

  it('closes a short at the ask', () => {
    const pnl = positionPnl({ side: 'sell', volume: '2', contractSize: '1', openPrice: '100', bid: '104', ask: '105' });
    expect(pnl.toFixed(2)).toBe('-10.00');
  });

  it('computes equity, free margin and margin level', () => {
    const metrics = accountMetrics({ balance: '1000', unrealisedPnl: '-250.50', usedMargin: '300' });
    expect(metrics.equity.toFixed(2)).toBe('749.50');
    expect(metrics.freeMargin.toFixed(2)).toBe('449.50');
    expect(metrics.marginLevel?.toFixed(2)).toBe('249.83');
    expect(accountMetrics({ balance: '1000', unrealisedPnl: '0', usedMargin: '0' }).marginLevel).toBeNull();
  });
});

describe('margin close-out (ESMA: 50% of required margin)', () => {
  it('closes out at exactly 50% equity', () => {
    expect(isMarginCloseOutDue({ equity: '150', usedMargin: '300' })).toBe(true);
  });

  it('does not close out one cent above 50%', () => {
    expect(isMarginCloseOutDue({ equity: '150.01', usedMargin: '300' })).toBe(false);
  });

  it('never closes out an account without open margin', () => {
    expect(isMarginCloseOutDue({ equity: '-5', usedMargin: '0' })).toBe(false);
  });

  it('gives the bid at which a long would be closed out', () => {
    // Balance 1000, one long of 10 units opened at 100 with leverage 5: margin 200.
    // Close-out when 1000 + (p - 100) * 10 <= 100, i.e. p <= 10.
    const price = marginCloseOutPrice({
      side: 'buy',
      volume: '10',
      contractSize: '1',
      openPrice: '100',
      equityWithoutPosition: '1000',
      usedMargin: '200',
      digits: 2,
    });
    expect(price?.toFixed(2)).toBe('10.00');
    expect(isMarginCloseOutDue({ equity: Decimal.from('1000').add(price!.sub('100').mul('10')), usedMargin: '200' })).toBe(true);
  });

  it('gives the ask at which a short would be closed out', () => {
    // Close-out when 1000 + (100 - p) * 10 <= 100, i.e. p >= 190.
    const price = marginCloseOutPrice({
      side: 'sell',
      volume: '10',
      contractSize: '1',
      openPrice: '100',
      equityWithoutPosition: '1000',
      usedMargin: '200',
      digits: 2,
    });
    expect(price?.toFixed(2)).toBe('190.00');
  });

  it('has no close-out price for a long the account can carry to zero', () => {
    const price = marginCloseOutPrice({
      side: 'buy',
      volume: '1',
      contractSize: '1',
      openPrice: '100',
      equityWithoutPosition: '1000',
      usedMargin: '20',
      digits: 2,
    });
    expect(price).toBeNull();
  });
});

describe('negative balance protection', () => {
  it('credits a negative balance back to zero', () => {
    expect(negativeBalanceCredit('-42.17').toFixed(2)).toBe('42.17');
  });

  it('credits nothing to a positive or zero balance', () => {
    expect(negativeBalanceCredit('0').isZero()).toBe(true);
    expect(negativeBalanceCredit('12').isZero()).toBe(true);
  });
});

const price = fc.integer({ min: 1, max: 10_000_000 }).map((units) => Decimal.fromUnits(BigInt(units), 4));
const volume = fc.integer({ min: 1, max: 100_000 }).map((units) => Decimal.fromUnits(BigInt(units), 2));
const contractSize = fc.constantFrom('1', '10', '100', '100000');
const cents = fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }).map((units) => Decimal.fromUnits(units, 2));

describe('money math properties', () => {
  it('long and short P&L are mirror images at the same price', () => {
    fc.assert(
      fc.property(price, price, volume, contractSize, (open, close, lots, size) => {
        const long = positionPnl({ side: 'buy', volume: lots, contractSize: size, openPrice: open, bid: close, ask: close });
        const short = positionPnl({ side: 'sell', volume: lots, contractSize: size, openPrice: open, bid: close, ask: close });
        expect(long.add(short).isZero()).toBe(true);
      }),
    );
  });

  it('a round trip at an unchanged quote costs exactly the spread', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 1000 }), volume, (bid, spreadUnits, lots) => {
        const ask = bid.add(Decimal.fromUnits(BigInt(spreadUnits), 4));
        const pnl = positionPnl({ side: 'buy', volume: lots, contractSize: '1', openPrice: ask, bid, ask });
        expect(pnl.eq(bid.sub(ask).mul(lots).round(2))).toBe(true);
      }),
    );
  });

  it('margin never rises as leverage rises', () => {
    fc.assert(
      fc.property(price, volume, contractSize, fc.integer({ min: 1, max: 29 }), (open, lots, size, leverage) => {
        const lower = requiredMargin({ volume: lots, contractSize: size, price: open, leverage });
        const higher = requiredMargin({ volume: lots, contractSize: size, price: open, leverage: leverage + 1 });
        expect(higher.lte(lower)).toBe(true);
      }),
    );
  });

  it('margin times leverage covers the notional to within a cent per unit of leverage', () => {
    fc.assert(
      fc.property(price, volume, fc.integer({ min: 1, max: 30 }), (open, lots, leverage) => {
        const margin = requiredMargin({ volume: lots, contractSize: '1', price: open, leverage });
        const notional = lots.mul(open);
        expect(margin.mul(leverage).gte(notional)).toBe(true);
        expect(margin.sub('0.01').mul(leverage).lt(notional)).toBe(true);
      }),
    );
  });

  it('close-out is due exactly when equity is at most half the margin', () => {
    fc.assert(
      fc.property(
        cents,
        cents.filter((margin) => margin.isPositive()),
        (equity, margin) => {
          expect(isMarginCloseOutDue({ equity, usedMargin: margin })).toBe(equity.mul(2).lte(margin));
        },
      ),
    );
  });

  it('negative balance protection always leaves a balance of at least zero', () => {
    fc.assert(
      fc.property(cents, (balance) => {
        const after = balance.add(negativeBalanceCredit(balance));
        expect(after.isNegative()).toBe(false);
        if (!balance.isNegative()) expect(after.eq(balance)).toBe(true);
      }),
    );
  });
});
