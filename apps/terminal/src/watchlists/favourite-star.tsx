import { StarToggle } from '@beurs/ui';

/**
 * The star of an instrument row: a toggle button (aria-pressed) that adds the instrument to
 * Favourites or takes it out. It stops the click there, so starring does not also select the row.
 * The class t-star is how the exchange's row handler recognises the star (exchange-flow.tsx).
 */
export function FavouriteStar({
  instrumentId,
  starred,
  onToggle,
}: {
  instrumentId: string;
  starred: boolean;
  onToggle: (instrumentId: string) => void;
}) {
  return (
    <StarToggle
      className="t-star"
      pressed={starred}
      label={starred ? `Remove ${instrumentId} from Favourites` : `Add ${instrumentId} to Favourites`}
      title={starred ? 'In Favourites' : 'Add to Favourites'}
      onClick={(event) => event.stopPropagation()}
      onPressedChange={() => onToggle(instrumentId)}
      onKeyDown={(event) => event.stopPropagation()}
    />
  );
}
