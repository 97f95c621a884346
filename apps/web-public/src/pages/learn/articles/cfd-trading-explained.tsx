import { Link } from 'react-router';
import {
  Decimal,
  MARGIN_CLOSE_OUT_LEVEL_PERCENT,
  isMarginCloseOutDue,
  marginCloseOutPrice,
  negativeBalanceCredit,
  positionPnl,
  requiredMargin,
} from '@beurs/domain';
import { Card, FigureList, FigureListItem } from '@beurs/ui';
import { formatMoney } from '../../../format/format-money';
import { routePath } from '../../../routes/route-path';
import { ArticlePage } from '../article-page';

const eur = (value: Decimal) => formatMoney(value.toFixed(2), 'EUR');

// The spread of EUR/USD (0.00008) on one lot of 100,000 euros, paid once per round trip.
const SPREAD_COST = Decimal.from('0.00008').mul('100000');

// Stop-loss: long 1 lot of the DAX at 19,481.0 with a stop at 19,380.0.
const STOP_LOSS = positionPnl({ side: 'buy', volume: '1', contractSize: '1', openPrice: '19481.0', bid: '19380.0', ask: '19381.0' });
const GAPPED_STOP = positionPnl({ side: 'buy', volume: '1', contractSize: '1', openPrice: '19481.0', bid: '19310.0', ask: '19311.0' });

// Margin close-out: a 2,000-euro account with one DAX lot at 19,481.0 and 20:1 leverage.
const CLOSE_OUT_MARGIN = requiredMargin({ volume: '1', contractSize: '1', price: '19481.0', leverage: 20 });
const CLOSE_OUT_LEVEL = CLOSE_OUT_MARGIN.mul(MARGIN_CLOSE_OUT_LEVEL_PERCENT).div(100, 2, 'half-even');
const CLOSE_OUT_PRICE = marginCloseOutPrice({
  side: 'buy',
  volume: '1',
  contractSize: '1',
  openPrice: '19481.0',
  equityWithoutPosition: '2000.00',
  usedMargin: CLOSE_OUT_MARGIN,
  digits: 1,
});
const EQUITY_AT_CLOSE_OUT = CLOSE_OUT_PRICE
  ? Decimal.from('2000.00').add(
      positionPnl({ side: 'buy', volume: '1', contractSize: '1', openPrice: '19481.0', bid: CLOSE_OUT_PRICE, ask: CLOSE_OUT_PRICE }),
    )
  : Decimal.ZERO;
const DUE = isMarginCloseOutDue({ equity: EQUITY_AT_CLOSE_OUT, usedMargin: CLOSE_OUT_MARGIN });

// Negative balance protection after a gap leaves a balance of −150.00 euros.
const NBP_CREDIT = negativeBalanceCredit('-150.00');

/** Article 4: costs and risk management, with worked examples from @beurs/domain. */
export default function CfdTradingExplainedArticle() {
  return (
    <ArticlePage
      path={routePath('ltt-cfd-trading-explained')}
      title="Costs and risk management"
      description="What CFD trading costs (spread, financing) and how to manage risk: stop-loss, take-profit, the 50% margin close-out and negative balance protection, worked out."
      lead="What a trade costs, and the tools and rules that limit what it can cost you."
    >
      <h2>Cost 1: the spread</h2>
      <p>
        Every position opens at one side of the quote and closes at the other, so each round trip costs the spread. On EUR/USD with a spread
        of 0.00008, one lot of 100,000 euros costs 0.00008 × 100,000 = <strong>{formatMoney(SPREAD_COST.toFixed(2), 'USD')}</strong> per
        round trip. Wider spreads (crypto, exotic pairs, small indices) cost more; trading often multiplies the cost.
      </p>

      <h2>Cost 2: overnight financing</h2>
      <p>
        Because a leveraged position is partly borrowed money, brokers usually charge (and for some short positions pay) a daily financing
        amount for positions held past the end of the trading day, based on an interest rate plus a markup. Over weeks it can cost more than
        the spread. This installation charges no financing at present; if it did, each charge would appear in your ledger with the cause
        &quot;financing&quot;.
      </p>

      <h2>Stop-loss: decide your loss in advance</h2>
      <p>
        A stop-loss closes a position by itself when the price reaches your level. Buy 1 lot of the DAX at 19,481.0 with a stop at 19,380.0:
        if the bid falls to the stop, the position closes with a loss of <strong>{eur(STOP_LOSS)}</strong>. A stop closes at the quote of
        that moment; if the market opens with a gap to 19,310.0, the loss is {eur(GAPPED_STOP)}. A stop-loss limits losses; it does not
        guarantee the price.
      </p>

      <h2>Take-profit: bank a gain at your price</h2>
      <p>
        A take-profit closes the position when the price reaches a level in your favour, so a gain is not given back while you are not
        watching. For a buy it sits above the price, for a sell below it; the server refuses one on the wrong side.
      </p>

      <Card className="worked-example">
        <h3>Worked example: the {MARGIN_CLOSE_OUT_LEVEL_PERCENT}% margin close-out</h3>
        <p>Your balance is 2,000 euros. You buy 1 lot of the DAX at 19,481.0 with 20:1 leverage and no stop-loss. Then the DAX falls.</p>
        <FigureList layout="rows" className="worked-example__figures">
          <FigureListItem term="Required margin">19,481.00 ÷ 20 = {eur(CLOSE_OUT_MARGIN)}</FigureListItem>
          <FigureListItem term="Close-out level">
            {MARGIN_CLOSE_OUT_LEVEL_PERCENT}% of the margin: equity of {eur(CLOSE_OUT_LEVEL)} or less
          </FigureListItem>
          <FigureListItem term="DAX bid at which it is due">{CLOSE_OUT_PRICE ? CLOSE_OUT_PRICE.toFixed(1) : 'none'} points</FigureListItem>
          <FigureListItem term="Equity there">
            {eur(EQUITY_AT_CLOSE_OUT)}: close-out {DUE ? 'due' : 'not yet due'}
          </FigureListItem>
        </FigureList>
        <p>
          At that bid the position is closed at the current quote and you keep what is left, about a quarter of your 2,000 euros. Without
          the rule the position could have lost the whole account. With several positions, the one with the largest loss is closed first.
        </p>
      </Card>

      <h2>Negative balance protection</h2>
      <p>
        Sometimes a price jumps past every level at once, and a close leaves the balance below zero. For retail clients the broker must
        absorb that: a balance of −150.00 euros is credited with <strong>{eur(NBP_CREDIT)}</strong> and returns to zero. You never owe the
        broker money.
      </p>

      <h2>Habits that help</h2>
      <ul>
        <li>Risk only a small part of your account on one trade, and decide the stop-loss before you open.</li>
        <li>Use less leverage than the cap: it leaves more free margin between you and the close-out.</li>
        <li>Check the economic and earnings calendars before holding positions through big announcements.</li>
        <li>Practise with virtual funds until your results are consistent, and remember they do not predict real ones.</li>
      </ul>
      <p>
        <Link to={routePath('economic-calendar')}>Economic calendar</Link> ·{' '}
        <Link to={routePath('earnings-calendar')}>Earnings calendar</Link>
      </p>
    </ArticlePage>
  );
}
