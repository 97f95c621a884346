import { ALL_TYPES, type ListFilter, type TypeFilter } from '../../market/market-store';

/**
 * How many filters narrow the list now, for the phone's "Filter (2)": a chosen list (Favourites
 * or a watchlist), a type other than All and a country other than all, as the filters show them
 * (`shownFilters`: while a search runs or a list is chosen, type and country read All).
 */
export function activeFilterCount(listFilter: Pick<ListFilter, 'kind'>, shown: { type: TypeFilter; countryId: number }): number {
  return (listFilter.kind === 'all' ? 0 : 1) + (shown.type === ALL_TYPES ? 0 : 1) + (shown.countryId === 0 ? 0 : 1);
}
