import { useQuery } from '@tanstack/react-query';
import { Select } from '@beurs/ui';
import { ALL_INSTRUMENTS, type ListFilter } from '../market/market-store';
import { ManageWatchlistsButton } from './manage-watchlists-button';
import { watchlistsQuery } from './watchlists-query';
import './watchlist-picker.css';

/** The Select's value for all instruments (list ids are UUIDs, never empty). */
const ALL = '';

/**
 * The exchange's Watchlist filter beside the Favourites toggle: "All instruments" or one of the
 * user's own lists (Favourites has its toggle), and "Lists…" to make and change them. Choosing a
 * list replaces Favourites, since the market store keeps one list filter.
 */
export function WatchlistPicker({
  filter,
  onFilter,
  instrumentId,
}: {
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  instrumentId: string | null;
}) {
  const { data: lists } = useQuery(watchlistsQuery());
  const named = lists?.filter((list) => !list.is_default) ?? [];
  return (
    <div className="t-watchlist-picker">
      <Select
        className="t-watchlist-picker__select"
        label="Watchlist"
        value={filter.kind === 'watchlist' ? filter.watchlistId : ALL}
        onChange={(event) =>
          onFilter(event.target.value === ALL ? ALL_INSTRUMENTS : { kind: 'watchlist', watchlistId: event.target.value })
        }
        options={[{ value: ALL, label: 'All instruments' }, ...named.map((list) => ({ value: list.id, label: list.name }))]}
      />
      <ManageWatchlistsButton instrumentId={instrumentId} />
    </div>
  );
}
