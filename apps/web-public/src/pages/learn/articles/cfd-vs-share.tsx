import { positionPnl, requiredMargin } from '@beurs/domain';
import { Card, FigureList, FigureListItem } from '@beurs/ui';
import { formatMoney } from '../../../format/format-money';
import { SimpleTable } from '../../../page/simple-table';
import { routePath } from '../../../routes/route-path';
import { ArticlePage } from '../article-page';

// 2,000 euros in ASML at 640.00: 3 shares bought outright, or 15 CFDs at 5:1 leverage.
const CFD_MARGIN = requiredMargin({ volume: '15', contractSize: '1', price: '640.00', leverage: 5 });
const SHARES_GAIN = positionPnl({ side: 'buy', volume: '3', contractSize: '1', openPrice: '640.00', bid: '704.00', ask: '704.00' });
const CFD_GAIN = positionPnl({ side: 'buy', volume: '15', contractSize: '1', openPrice: '640.00', bid: '704.00', ask: '704.00' });
const SHARES_LOSS = positionPnl({ side: 'buy', volume: '3', contractSize: '1', openPrice: '640.00', bid: '576.00', ask: '576.00' });
const CFD_LOSS = positionPnl({ side: 'buy', volume: '15', contractSize: '1', openPrice: '640.00', bid: '576.00', ask: '576.00' });

const eur = (value: { toFixed(scale: number): string }) => formatMoney(value.toFixed(2), 'EUR');

/** Article 5: CFDs compared with owning shares. */
export default function CfdVsShareArticle() {
  return (
    <ArticlePage
      path={routePath('ltt-cfd-vs-share')}
      title="CFDs versus owning shares"
      description="Buying a share or trading a share CFD: ownership, dividends, leverage, short selling, costs and risk compared, with a worked example."
      lead="Both follow the share price. What you own, what it costs and how much you can lose are very different."
    >
      <SimpleTable
        caption="A share CFD compared with owning the share"
        head={['', 'Owning the share', 'A share CFD']}
        rows={[
          ['What you own', 'Part of the company', 'A contract with the broker on the price'],
          ['Voting rights', 'Yes', 'No'],
          ['Dividends', 'Paid to you', 'Usually an adjustment by the broker; none on this demo platform'],
          ['Money needed', 'The full price', 'A margin: at least 20% of the value (5:1)'],
          ['Profit from a fall', 'No (except by borrowing shares)', 'Yes, by going short'],
          ['Costs', 'Commission, custody fees, taxes', 'The spread, and usually overnight financing'],
          ['Holding for years', 'Common', 'Expensive where financing is charged'],
          ['Worst case', 'The money you paid', 'Your whole account (never more, for retail clients)'],
        ]}
      />

      <Card className="worked-example">
        <h3>Worked example: 2,000 euros in ASML</h3>
        <p>
          ASML costs 640.00 euros. You can buy 3 shares for 1,920 euros, or, at 5:1 leverage, open 15 CFDs (worth 9,600 euros) with a margin
          of {eur(CFD_MARGIN)}.
        </p>
        <FigureList layout="rows" className="worked-example__figures">
          <FigureListItem term="Price up 10% to 704.00">
            shares: {eur(SHARES_GAIN)}; CFDs: {eur(CFD_GAIN)}
          </FigureListItem>
          <FigureListItem term="Price down 10% to 576.00">
            shares: {eur(SHARES_LOSS)}; CFDs: {eur(CFD_LOSS)}, half of the margin
          </FigureListItem>
        </FigureList>
        <p>
          The CFD multiplies the result five times in both directions. With 2,000 euros in the account, a fall of about 11% would bring the
          CFD position to the 50% margin close-out; the shares would simply be worth 11% less.
        </p>
      </Card>

      <h2>Which suits what</h2>
      <p>
        Owning shares suits investing for years: you share in the company&apos;s growth and dividends, and you cannot lose more than you
        paid. CFDs are built for short-term trading on price moves, in both directions, with leverage; they are complex and most retail
        accounts lose money with them. Practise first, with virtual funds.
      </p>
    </ArticlePage>
  );
}
