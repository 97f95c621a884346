import type { Watchlist } from '@beurs/domain';
import { Button, EmptyState } from '@beurs/ui';
import type { ListFilter } from '../market/market-store';

/** Props of {@link ListedEmptyState}. */
export interface ListedEmptyStateProps {
  /** The exchange's list filter, resolved (useListFilter). */
  filter: ListFilter;
  /** The chosen named list, if one is. */
  watchlist: Watchlist | null;
  search: string;
  /** Goes back to every instrument. */
  onShowAll: () => void;
}

/**
 * What the exchange shows when it lists nothing, and what to do about it: Favourites with no star
 * yet, a chosen list with nothing in it yet (how to fill it, or back to every instrument), or a
 * search or filter that matches nothing.
 */
export function ListedEmptyState({ filter, watchlist, search, onShowAll }: ListedEmptyStateProps) {
  const searching = search.trim() !== '';
  if (filter.kind === 'favourites' && !searching) {
    return <EmptyState title="No favourites yet" description="Star an instrument in the list to keep it here." headingLevel={3} />;
  }
  if (watchlist && !searching) {
    return (
      <EmptyState
        title="This list is empty"
        description={`Pick an instrument under All instruments, then choose Lists… and Add it to ${watchlist.name}.`}
        action={
          <Button variant="secondary" onClick={onShowAll}>
            Show all instruments
          </Button>
        }
        headingLevel={3}
      />
    );
  }
  // With a list chosen, type and country are set aside: only the search narrows it.
  const tryAnother = filter.kind === 'all' ? 'Try another type, country or search.' : 'Try another search or another list.';
  return <EmptyState title="No instrument matches" description={tryAnother} headingLevel={3} />;
}
