import { notionalValue, requiredMargin } from '@beurs/domain';
import { Card, FigureList, FigureListItem } from '@beurs/ui';
import { formatMoney, formatNumber } from '../format/format-money';
import { formatLeverage } from './leverage-label';

/** A position to work out the margin of. */
export interface MarginExample {
  /** What is bought, e.g. "1 lot of EUR/USD (100,000 euros)". */
  position: string;
  /** Lots. */
  volume: string;
  /** Units of the underlying in one lot. */
  contractSize: string;
  /** The opening price (the ask, for a buy). */
  price: string;
  /** Currency the price is quoted in. */
  currency: string;
  leverage: number;
}

/**
 * A worked example of margin and leverage, computed with @beurs/domain's trading math (the same
 * `requiredMargin` the server uses): the position's value, its margin, and what a 1% move does.
 */
export function MarginWorkedExample({ example, headingLevel = 3 }: { example: MarginExample; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const value = notionalValue({ volume: example.volume, contractSize: example.contractSize, price: example.price });
  const margin = requiredMargin({ ...example });
  const onePercent = value.div(100, 2, 'half-even');
  const shareOfMargin = onePercent.mul(100).div(margin, 0, 'half-even');
  return (
    <Card className="worked-example">
      <Heading>Worked example: the margin of {example.position}</Heading>
      <FigureList layout="rows" className="worked-example__figures">
        <FigureListItem term="Position">
          {formatNumber(example.volume, 2)} lot × {formatNumber(example.contractSize, 0)} units at {example.price} {example.currency}
        </FigureListItem>
        <FigureListItem term="Value of the position">{formatMoney(value.toFixed(2), example.currency)}</FigureListItem>
        <FigureListItem term="Leverage">{formatLeverage(example.leverage)}</FigureListItem>
        <FigureListItem term="Margin you put up">
          {formatMoney(value.toFixed(2), example.currency)} ÷ {example.leverage} ={' '}
          <strong>{formatMoney(margin.toFixed(2), example.currency)}</strong>
        </FigureListItem>
        <FigureListItem term="A 1% price move">
          {formatMoney(onePercent.toFixed(2), example.currency)}, which is about {shareOfMargin.toFixed(0)}% of your margin
        </FigureListItem>
      </FigureList>
      <p>
        The margin is rounded up to the cent and converted into euros at the current rate when the quote currency is not the euro. Leverage
        works both ways: the same move against you costs as much as it would earn you.
      </p>
    </Card>
  );
}
