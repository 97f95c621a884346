import { Link } from 'react-router';
import { positionPnl } from '@beurs/domain';
import { Card, FigureList, FigureListItem } from '@beurs/ui';
import { formatMoney } from '../../../format/format-money';
import { routePath } from '../../../routes/route-path';
import { ArticlePage } from '../article-page';

// 10 ASML CFDs bought at the ask of 641.40 EUR, closed at the bid of 660.20 EUR.
const PROFIT = positionPnl({ side: 'buy', volume: '10', contractSize: '1', openPrice: '641.40', bid: '660.20', ask: '660.40' });
// The same 10 ASML CFDs closed at the bid of 622.80 EUR instead.
const LOSS = positionPnl({ side: 'buy', volume: '10', contractSize: '1', openPrice: '641.40', bid: '622.80', ask: '623.00' });

/** Article 1: what a CFD is. */
export default function WhyIsCfdArticle() {
  return (
    <ArticlePage
      path={routePath('ltt-why-is-cfd')}
      title="What is a CFD?"
      description="A contract for difference explained: you trade the change in a price without owning the asset. Bid, ask, spread and a worked example."
      lead="A contract for difference lets you trade the change in a price, up or down, without owning what is priced."
    >
      <h2>A contract on a difference</h2>
      <p>
        A CFD is an agreement between you and a broker to settle the difference between the price at which you open a position and the price
        at which you close it. If you bought and the price rose, the broker pays you the difference; if it fell, you pay the broker. Nothing
        else changes hands: you never own the share, the barrel of oil or the bitcoin.
      </p>

      <h2>Two prices: bid and ask</h2>
      <p>
        The broker quotes two prices. The <strong>ask</strong> is what you pay to buy; the <strong>bid</strong>, a little lower, is what you
        get when you sell. The gap between them is the <strong>spread</strong>. A position you buy opens at the ask and is valued at the
        bid, so it starts with a small loss that the price has to make up first.
      </p>

      <Card className="worked-example">
        <h3>Worked example: ten ASML CFDs</h3>
        <p>ASML is quoted at 641.20 bid and 641.40 ask. You buy 10 CFDs at the ask, 641.40 euros. A week later the bid is 660.20.</p>
        <FigureList layout="rows" className="worked-example__figures">
          <FigureListItem term="Price change">660.20 − 641.40 = 18.80 euros per share</FigureListItem>
          <FigureListItem term="Profit on 10 CFDs">
            18.80 × 10 = <strong>{formatMoney(PROFIT.toFixed(2), 'EUR')}</strong>
          </FigureListItem>
          <FigureListItem term="Had the bid fallen to 622.80">
            (622.80 − 641.40) × 10 = <strong>{formatMoney(LOSS.toFixed(2), 'EUR')}</strong>
          </FigureListItem>
        </FigureList>
      </Card>

      <h2>Why people trade CFDs</h2>
      <ul>
        <li>To gain from falling prices as well as rising ones, by selling first (going short).</li>
        <li>To trade many markets (shares, currencies, indices, commodities, crypto) from one account.</li>
        <li>To trade with leverage: putting up only part of a position&apos;s value as margin.</li>
      </ul>

      <h2>Why CFDs are risky</h2>
      <p>
        Leverage is what makes CFDs dangerous. With 5:1 leverage you control 5 euros of shares with every euro of margin, so a 10% fall in
        the price costs half your margin. Losses can come fast, and most retail accounts lose money. The EU rules cap leverage and make sure
        you can never lose more than your account holds; they do not make CFDs safe.{' '}
        <Link to={routePath('compliance-regulations')}>The EU rules</Link>.
      </p>
    </ArticlePage>
  );
}
