import { memo, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button, DataTable, LinkButton, PriceChange, TableScroll, Text } from '@beurs/ui';
import { QuotePrice } from '../../components/quote-price';
import { FavouriteStar } from '../../watchlists/favourite-star';
import { OneClickPrice } from './one-click-price';
import type { MarketSymbol, OrderSide } from '@beurs/domain';
import type { MarketOpening } from './filter-symbols';
import { SymbolPriceSource } from '../../components/symbol-price-source';
import { priceSourceOf } from '../../market/price-source';
import './instrument-list.css';

/** Props of {@link InstrumentList}. */
export interface InstrumentListProps {
  symbols: readonly MarketSymbol[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  caption: string;
  /** When each closed market opens (`marketOpenings`), shown in its row. */
  openings?: ReadonlyMap<string, MarketOpening> | undefined;
  /**
   * With one-click trading on: sends a market order at once from the row's Sell and Buy (in the
   * compact list, a click on the bid sells and on the ask buys).
   */
  onOneClick?: ((symbol: MarketSymbol, side: OrderSide) => void) | undefined;
  /**
   * Fewer columns (the workspace's narrow list, phones): name and market state go, and the change
   * and the Details link move under the symbol, so bid and ask stay whole at the least width.
   */
  compact?: boolean;
  /** The star of every row: which instruments are in Favourites, and how to add or remove one. */
  favourites?: { isFavourite: (instrumentId: string) => boolean; toggle: (instrumentId: string) => void } | undefined;
}

interface RowProps {
  symbol: MarketSymbol;
  selected: boolean;
  onSelect: (id: string) => void;
  onOneClick: InstrumentListProps['onOneClick'];
  compact: boolean;
  starred: boolean | null;
  onStar: (instrumentId: string) => void;
  opening: MarketOpening | undefined;
}

/** "Opens Mon 14:30" on a closed market's row, the ticket's full sentence as its tooltip. */
function Opening({ opening }: { opening: MarketOpening | undefined }) {
  if (!opening) return <>Closed</>;
  return (
    <span className="t-instrument-opens" title={opening.text}>
      <span className="bx-visually-hidden">Closed. </span>
      {opening.label}
    </span>
  );
}

/**
 * Whether a row names its price source: a live feed, a replay, or a source that is stale or
 * standing in. The plain working simulator, every row of a default install, goes unsaid in the
 * list (the chart, the ticket and the details say it): a column of "Simulated" tells nothing.
 */
function namesSource(symbol: MarketSymbol): boolean {
  const source = priceSourceOf(symbol);
  return source.kind !== 'simulated' || source.state !== 'ok';
}

const Row = memo(function Row({ symbol, selected, onSelect, onOneClick, compact, starred, onStar, opening }: RowProps) {
  const id = symbol.instrument_id;
  const details = (
    // The name starts with the text shown, as speech input expects ("click Info").
    <Link
      to={`/instrument/${encodeURIComponent(id)}`}
      aria-label={compact ? `Info on ${id}` : `Details of ${id}`}
      onClick={(event) => event.stopPropagation()}
    >
      {compact ? 'Info' : 'Details'}
    </Link>
  );
  // The whole row selects; Enter or Space too when the row itself has focus (not a button in it).
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onSelect(id);
  };
  return (
    <DataTable.Row selected={selected} interactive tabIndex={0} onClick={() => onSelect(id)} onKeyDown={onKeyDown} data-instrument-id={id}>
      {starred === null ? null : (
        <td className="t-star-cell">
          <FavouriteStar instrumentId={id} starred={starred} onToggle={onStar} />
        </td>
      )}
      <td>
        <LinkButton onClick={() => onSelect(id)} aria-pressed={selected}>
          {id}
        </LinkButton>
        {compact ? (
          // The narrow list has no room for Change and Details columns: they sit under the symbol.
          <Text variant="small" className="t-instrument-subline">
            <PriceChange percent={symbol.change_percent} label="Change today" />
            {details}
          </Text>
        ) : null}
        {compact && !symbol.is_open ? (
          <Text variant="small" className="t-instrument-subline">
            <Opening opening={opening} />
          </Text>
        ) : null}
        {compact && namesSource(symbol) ? (
          <SymbolPriceSource symbol={symbol} className="t-instrument-subline t-instrument-source--compact" />
        ) : null}
      </td>
      {compact ? null : (
        <td className="t-hide-narrow">
          <span className="t-ellipsis t-instrument-name" title={symbol.name}>
            {symbol.name}
          </span>
        </td>
      )}
      <td className="t-num" data-testid="quote-bid">
        {compact && onOneClick ? <OneClickPrice symbol={symbol} side="sell" onOneClick={onOneClick} /> : <QuotePrice value={symbol.bid} />}
      </td>
      <td className="t-num" data-testid="quote-ask">
        {compact && onOneClick ? <OneClickPrice symbol={symbol} side="buy" onOneClick={onOneClick} /> : <QuotePrice value={symbol.ask} />}
      </td>
      {compact ? null : (
        <td className="t-num">
          <PriceChange percent={symbol.change_percent} label="Change today" />
        </td>
      )}
      {compact ? null : (
        <td className="t-hide-narrow">
          {symbol.is_open ? 'Open' : <Opening opening={opening} />}
          {namesSource(symbol) ? <SymbolPriceSource symbol={symbol} className="t-instrument-source" /> : null}
        </td>
      )}
      {onOneClick && !compact ? (
        <td className="t-one-click">
          <Button
            size="small"
            variant="sell"
            disabled={!symbol.is_open}
            onClick={(event) => (event.stopPropagation(), onOneClick(symbol, 'sell'))}
            aria-label={`One-click sell ${id}`}
          >
            S
          </Button>
          <Button
            size="small"
            variant="buy"
            disabled={!symbol.is_open}
            onClick={(event) => (event.stopPropagation(), onOneClick(symbol, 'buy'))}
            aria-label={`One-click buy ${id}`}
          >
            B
          </Button>
        </td>
      ) : null}
      {compact ? null : <td>{details}</td>}
    </DataTable.Row>
  );
});

const NO_STAR = () => undefined;

/**
 * The instruments with live quotes. A click anywhere on a row (or Enter/Space on a focused row)
 * selects it for the chart and the ticket; the symbol stays a button and Details a link. A closed
 * market's row says when it opens.
 */
export function InstrumentList({
  symbols,
  selectedId,
  onSelect,
  caption,
  openings,
  onOneClick,
  compact = false,
  favourites,
}: InstrumentListProps) {
  return (
    <TableScroll className="t-instrument-scroll" aria-label={caption}>
      <DataTable
        caption={caption}
        hideCaption
        size={compact ? 'small' : 'medium'}
        className={`t-instrument-table${compact ? ' t-instrument-table--compact' : ''}`}
      >
        <thead>
          <tr>
            {favourites ? (
              <DataTable.HeaderCell className="t-star-cell">
                <span className="bx-visually-hidden">Favourite</span>
              </DataTable.HeaderCell>
            ) : null}
            <DataTable.HeaderCell>Instrument</DataTable.HeaderCell>
            {compact ? null : <DataTable.HeaderCell className="t-hide-narrow">Name</DataTable.HeaderCell>}
            <DataTable.HeaderCell className="t-num">Bid</DataTable.HeaderCell>
            <DataTable.HeaderCell className="t-num">Ask</DataTable.HeaderCell>
            {compact ? null : <DataTable.HeaderCell className="t-num">Change</DataTable.HeaderCell>}
            {compact ? null : <DataTable.HeaderCell className="t-hide-narrow">Market</DataTable.HeaderCell>}
            {onOneClick && !compact ? <DataTable.HeaderCell>One-click</DataTable.HeaderCell> : null}
            {compact ? null : (
              <DataTable.HeaderCell>
                <span className="bx-visually-hidden">Link</span>
              </DataTable.HeaderCell>
            )}
          </tr>
        </thead>
        <tbody>
          {symbols.map((symbol) => (
            <Row
              key={symbol.instrument_id}
              symbol={symbol}
              selected={symbol.instrument_id === selectedId}
              onSelect={onSelect}
              onOneClick={onOneClick}
              compact={compact}
              starred={favourites ? favourites.isFavourite(symbol.instrument_id) : null}
              onStar={favourites?.toggle ?? NO_STAR}
              opening={openings?.get(symbol.instrument_id)}
            />
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
