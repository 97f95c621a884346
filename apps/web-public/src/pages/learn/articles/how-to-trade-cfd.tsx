import { Link } from 'react-router';
import { accountMetrics, positionPnl, requiredMargin } from '@beurs/domain';
import { Callout, Card, FigureList, FigureListItem } from '@beurs/ui';
import { formatMoney } from '../../../format/format-money';
import { MarginWorkedExample } from '../../../markets/margin-worked-example';
import { routePath } from '../../../routes/route-path';
import { ArticlePage } from '../article-page';

// One lot of the DAX (1 euro a point) bought at the ask of 19,480.5, valued later at a bid of 19,180.0.
const DAX = { volume: '1', contractSize: '1', price: '19480.5' } as const;
const MARGIN_20 = requiredMargin({ ...DAX, leverage: 20 });
const MARGIN_5 = requiredMargin({ ...DAX, leverage: 5 });
const PNL = positionPnl({ side: 'buy', volume: '1', contractSize: '1', openPrice: DAX.price, bid: '19180.0', ask: '19181.0' });
const ACCOUNT = accountMetrics({ balance: '10000.00', unrealisedPnl: PNL, usedMargin: MARGIN_20 });

const eur = (value: { toFixed(scale: number): string }) => formatMoney(value.toFixed(2), 'EUR');

/** Article 2: margin and leverage, with worked examples from @beurs/domain's trading math. */
export default function HowToTradeCfdArticle() {
  return (
    <ArticlePage
      path={routePath('ltt-how-to-trade-cfd')}
      title="Margin and leverage"
      description="How margin and leverage work in CFD trading, with worked examples: required margin, equity, free margin and margin level."
      lead="Margin is the deposit a position needs; leverage is how many times the margin the position is worth. Here is how they work, in numbers."
    >
      <h2>Margin: the deposit a position needs</h2>
      <p>
        To open a CFD position you set aside part of its value from your balance: the <strong>margin</strong>. It stays yours, but while the
        position is open you cannot use it for anything else. The margin is the position&apos;s value divided by the leverage you choose:
      </p>
      <Callout as="p">
        <strong>margin = volume × contract size × price ÷ leverage</strong>, rounded up to the cent.
      </Callout>
      <MarginWorkedExample
        example={{ position: '1 lot of EUR/USD', volume: '1', contractSize: '100000', price: '1.08508', currency: 'USD', leverage: 30 }}
      />

      <h2>Leverage changes the margin, not the profit or loss</h2>
      <p>
        One lot of the DAX is worth the index level in euros: at 19,480.5 points, 19,480.50 euros. At the highest leverage for a major
        index, 20:1, the margin is {eur(MARGIN_20)}; at 5:1 it is {eur(MARGIN_5)}. Either way, each point the DAX moves is one euro of
        profit or loss. Higher leverage only means less of your money is set aside, so the same move is a bigger share of it. You choose the
        leverage of every order, up to the cap.
      </p>

      <h2>Equity, free margin and margin level</h2>
      <p>While positions are open, four figures describe your account:</p>
      <ul>
        <li>
          <strong>Equity</strong>: your balance plus the profit or loss of the open positions.
        </li>
        <li>
          <strong>Used margin</strong>: the margin your open positions hold.
        </li>
        <li>
          <strong>Free margin</strong>: equity minus used margin. New positions and withdrawals must fit in it.
        </li>
        <li>
          <strong>Margin level</strong>: equity ÷ used margin × 100%. At 50% the margin close-out applies.
        </li>
      </ul>
      <Card className="worked-example">
        <h3>Worked example: a DAX position going against you</h3>
        <p>Your balance is 10,000 euros. You buy 1 lot of the DAX at 19,480.5 with 20:1 leverage, then the bid falls to 19,180.0.</p>
        <FigureList layout="rows" className="worked-example__figures">
          <FigureListItem term="Used margin">{eur(ACCOUNT.margin)}</FigureListItem>
          <FigureListItem term="Open loss">(19,180.0 − 19,480.5) × 1 = {eur(PNL)}</FigureListItem>
          <FigureListItem term="Equity">
            10,000.00 + ({PNL.toFixed(2)}) = {eur(ACCOUNT.equity)}
          </FigureListItem>
          <FigureListItem term="Free margin">
            {ACCOUNT.equity.toFixed(2)} − {ACCOUNT.margin.toFixed(2)} = {eur(ACCOUNT.freeMargin)}
          </FigureListItem>
          <FigureListItem term="Margin level">{ACCOUNT.marginLevel?.toFixed(2)}%</FigureListItem>
        </FigureList>
        <p>
          The account is healthy: the margin level is far above 50%. But notice that a 300-point move (1.5%) has already cost{' '}
          {Math.round((Number(PNL.toFixed(2)) / -Number(MARGIN_20.toFixed(2))) * 100)}% of the margin set aside.
        </p>
      </Card>

      <h2>The caps</h2>
      <p>
        The EU rules limit leverage for retail clients by market: 30:1 for major currency pairs down to 2:1 for crypto. See the table on the{' '}
        <Link to={routePath('compliance-regulations')}>EU rules page</Link>.
      </p>
    </ArticlePage>
  );
}
