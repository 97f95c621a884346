import { useMemo, useRef } from 'react';

/**
 * The countries seen in the calendar so far, sorted, so the country filter keeps offering every
 * country after one is chosen (the server then sends only that country's entries).
 */
export function useKnownCountries(entries: ReadonlyArray<{ country: string }> | undefined, selected: string): string[] {
  const known = useRef(new Set<string>());
  return useMemo(() => {
    for (const entry of entries ?? []) if (entry.country) known.current.add(entry.country);
    if (selected) known.current.add(selected);
    return [...known.current].sort((a, b) => a.localeCompare(b));
  }, [entries, selected]);
}
