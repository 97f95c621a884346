import { Badge, Heading } from '@beurs/ui';
import type { MarketSymbol } from '@beurs/domain';
import { SymbolPriceSource } from '../components/symbol-price-source';

/** The ticket's title, where its prices come from, and whether the market is open. */
export function TicketHead({ symbol, titleId, inSheet }: { symbol: MarketSymbol; titleId: string; inSheet: boolean }) {
  return (
    <div className="t-ticket__head">
      {/* In a sheet, the sheet's own title says it: the heading stays for the form's name. */}
      {/* Where the prices come from, under the title: the head stays one row beside the badge. */}
      <div className="t-ticket__title-group">
        <Heading level={2} id={titleId} className={inSheet ? 'bx-visually-hidden' : 't-card-title t-ticket__title'}>
          Trade {symbol.instrument_id}
        </Heading>
        <SymbolPriceSource symbol={symbol} />
      </div>
      {symbol.is_open ? <Badge variant="positive">Market open</Badge> : <Badge variant="warning">Market closed</Badge>}
    </div>
  );
}
