import { Decimal, type MarketSymbol } from '@beurs/domain';
import { Badge, FigureList, FigureListItem, PriceChange } from '@beurs/ui';
import { QuotePrice } from '../../components/quote-price';
import { SymbolPriceSource } from '../../components/symbol-price-source';
import { formatDecimal } from '../../format/format-decimal';
import { formatDateTimeSeconds } from '../../format/format-date';
import { tradingHoursText } from './trading-hours-text';

/** Quote, where it comes from, spread, hours, leverage cap and contract of one instrument. */
export function InstrumentDetails({ symbol }: { symbol: MarketSymbol }) {
  const spread = Decimal.from(symbol.ask).sub(symbol.bid);
  const rows: Array<[string, React.ReactNode]> = [
    [
      'Bid',
      <span key="bid">
        <QuotePrice value={symbol.bid} /> {symbol.currency}
      </span>,
    ],
    [
      'Ask',
      <span key="ask">
        <QuotePrice value={symbol.ask} /> {symbol.currency}
      </span>,
    ],
    ['Spread', `${formatDecimal(spread, symbol.digits)} (typical ${symbol.spread})`],
    ['Change today', <PriceChange key="change" percent={symbol.change_percent} label="Change today" />],
    ['Quote time', formatDateTimeSeconds(symbol.quote_time)],
    ['Price source', <SymbolPriceSource key="source" symbol={symbol} />],
    [
      'Market',
      symbol.is_open ? (
        <Badge key="open" variant="positive">
          Open
        </Badge>
      ) : (
        <Badge key="closed" variant="warning">
          Closed
        </Badge>
      ),
    ],
    ['Trading hours', tradingHoursText(symbol.trading_hours)],
    ['Leverage cap', `1:${symbol.max_leverage} (ESMA retail cap)`],
    ['Contract size', `${symbol.contract_size} per lot`],
    ['Type', symbol.type],
    ['Country', symbol.country || '—'],
  ];
  return (
    <FigureList layout="rows">
      {rows.map(([label, value]) => (
        <FigureListItem key={label} term={label}>
          {value}
        </FigureListItem>
      ))}
    </FigureList>
  );
}
