import type { MouseEvent } from 'react';

/**
 * The star of an instrument row: a toggle button (aria-pressed) that adds the instrument to
 * Favourites or takes it out. It stops the click there, so starring does not also select the row.
 */
export function FavouriteStar({ instrumentId, starred, onToggle }: { instrumentId: string; starred: boolean; onToggle: (instrumentId: string) => void }) {
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    onToggle(instrumentId);
  };
  return (
    <button
      type="button"
      className={`t-star${starred ? ' t-star--on' : ''}`}
      aria-pressed={starred}
      aria-label={starred ? `Remove ${instrumentId} from Favourites` : `Add ${instrumentId} to Favourites`}
      title={starred ? 'In Favourites' : 'Add to Favourites'}
      onClick={onClick}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" fill={starred ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
