import { Link } from 'react-router';
import { closingPrice, openingPrice, positionPnl } from '@beurs/domain';
import { Card, FigureList, FigureListItem } from '@beurs/ui';
import { formatMoney } from '../../../format/format-money';
import { SimpleTable } from '../../../page/simple-table';
import { routePath } from '../../../routes/route-path';
import { ArticlePage } from '../article-page';

const SAP_QUOTE_OPEN = { bid: '249.68', ask: '249.72' };
const SAP_QUOTE_CLOSE = { bid: '255.10', ask: '255.14' };
const LONG_SAP = positionPnl({
  side: 'buy',
  volume: '20',
  contractSize: '1',
  openPrice: openingPrice('buy', SAP_QUOTE_OPEN),
  ...SAP_QUOTE_CLOSE,
});

const DAX_QUOTE_OPEN = { bid: '19480.0', ask: '19481.0' };
const DAX_QUOTE_CLOSE = { bid: '19299.5', ask: '19300.5' };
const SHORT_DAX = positionPnl({
  side: 'sell',
  volume: '1',
  contractSize: '1',
  openPrice: openingPrice('sell', DAX_QUOTE_OPEN),
  ...DAX_QUOTE_CLOSE,
});

const GOLD_QUOTE_OPEN = { bid: '2648.30', ask: '2648.70' };
const GOLD_QUOTE_CLOSE = { bid: '2700.00', ask: '2700.40' };
const SHORT_GOLD = positionPnl({
  side: 'sell',
  volume: '0.1',
  contractSize: '100',
  openPrice: openingPrice('sell', GOLD_QUOTE_OPEN),
  ...GOLD_QUOTE_CLOSE,
});

/** Article 3: long and short positions, worked out with @beurs/domain. */
export default function CfdMarketsArticle() {
  return (
    <ArticlePage
      path={routePath('ltt-cfd-markets')}
      title="Going long and short"
      description="How to profit from rising and falling prices with CFDs: long and short positions on shares, indices and gold, with worked examples."
      lead="With a CFD you can gain from a falling price as easily as from a rising one. Which price you open and close at depends on the direction."
    >
      <h2>Long: buy first, sell later</h2>
      <p>Going long means buying because you expect the price to rise. You open at the ask and close by selling at the bid.</p>
      <Card className="worked-example">
        <h3>Worked example: long 20 SAP</h3>
        <FigureList layout="rows" className="worked-example__figures">
          <FigureListItem term="Open">buy 20 at the ask, {openingPrice('buy', SAP_QUOTE_OPEN).toFixed(2)} EUR</FigureListItem>
          <FigureListItem term="Close">sell at the bid, {closingPrice('buy', SAP_QUOTE_CLOSE).toFixed(2)} EUR</FigureListItem>
          <FigureListItem term="Result">
            (255.10 − 249.72) × 20 = <strong>{formatMoney(LONG_SAP.toFixed(2), 'EUR')}</strong>
          </FigureListItem>
        </FigureList>
      </Card>

      <h2>Short: sell first, buy back later</h2>
      <p>
        Going short means selling because you expect the price to fall. You open at the bid and close by buying back at the ask. You gain
        what the price falls, and lose what it rises, with no limit on how far it can rise: always use a stop-loss on a short position.
      </p>
      <Card className="worked-example">
        <h3>Worked example: short 1 lot of the DAX</h3>
        <FigureList layout="rows" className="worked-example__figures">
          <FigureListItem term="Open">sell 1 lot at the bid, {openingPrice('sell', DAX_QUOTE_OPEN).toFixed(1)} points</FigureListItem>
          <FigureListItem term="Close">buy back at the ask, {closingPrice('sell', DAX_QUOTE_CLOSE).toFixed(1)} points</FigureListItem>
          <FigureListItem term="Result">
            (19,480.0 − 19,300.5) × 1 euro = <strong>{formatMoney(SHORT_DAX.toFixed(2), 'EUR')}</strong>
          </FigureListItem>
        </FigureList>
      </Card>
      <Card className="worked-example">
        <h3>Worked example: a short that goes wrong</h3>
        <p>
          You sell 0.1 lot of gold (10 troy ounces) at the bid of 2,648.30 dollars. Gold rises, and you buy back at the ask of 2,700.40.
        </p>
        <FigureList layout="rows" className="worked-example__figures">
          <FigureListItem term="Result">
            (2,648.30 − 2,700.40) × 0.1 × 100 = <strong>{formatMoney(SHORT_GOLD.toFixed(2), 'USD')}</strong>, converted into euros at the
            current rate
          </FigureListItem>
        </FigureList>
      </Card>

      <h2>Which price, when</h2>
      <SimpleTable
        caption="The price each position opens and closes at"
        head={['Position', 'Opens at', 'Valued and closed at', 'Gains when the price']}
        rows={[
          ['Long (buy)', 'the ask', 'the bid', 'rises'],
          ['Short (sell)', 'the bid', 'the ask', 'falls'],
        ]}
      />

      <h2>Every market works the same way</h2>
      <p>
        Shares, indices, currency pairs, commodities and crypto are all traded like this on Beurs; only the lot size, the price currency,
        the trading hours and the leverage cap differ. <Link to={routePath('markets-all')}>Compare the markets</Link>.
      </p>
    </ArticlePage>
  );
}
