import { useEffect, useRef, useState } from 'react';
import type { Watchlist } from '@beurs/domain';
import { Button, Text } from '@beurs/ui';
import { ConfirmDeleteWatchlist } from './confirm-delete-watchlist';
import { instrumentCount } from './instrument-count';
import { RenameWatchlistForm } from './rename-watchlist-form';
import { useDeleteWatchlist } from './use-delete-watchlist';
import { useSaveWatchlist } from './use-save-watchlist';
import { withInstrumentToggled } from './with-instrument-toggled';

/** What a row shows: the list, its name being edited, or the question before it is deleted. */
type RowMode = 'view' | 'rename' | 'delete';

/** Props of {@link WatchlistRow}. */
export interface WatchlistRowProps {
  watchlist: Watchlist;
  /** The exchange's selected instrument, which the row adds or removes; null hides the toggle. */
  instrumentId: string | null;
  /** Says what was done in the dialog's status line. */
  onSay: (message: string) => void;
  /** After a confirmed delete, when this row is about to go. */
  onDeleted: () => void;
}

/**
 * One list in the watchlists dialog: its name and instrument count, "Add ASML" or "Remove ASML"
 * for the selected instrument, and for the user's own lists Rename (in place) and Delete (after
 * a question). Favourites can be neither renamed nor deleted (the server refuses both), so it
 * offers neither. When an edit or the question closes, the focus goes back to its button.
 */
export function WatchlistRow({ watchlist, instrumentId, onSay, onDeleted }: WatchlistRowProps) {
  const [mode, setMode] = useState<RowMode>('view');
  const renameRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<RowMode | null>(null);
  const { mutate: save } = useSaveWatchlist();
  const { mutate: remove } = useDeleteWatchlist();
  const holds = instrumentId !== null && watchlist.instrument_ids.includes(instrumentId);

  useEffect(() => {
    if (mode !== 'view' || returnTo.current === null) return;
    (returnTo.current === 'rename' ? renameRef : deleteRef).current?.focus();
    returnTo.current = null;
  }, [mode]);

  const back = (from: RowMode) => {
    returnTo.current = from;
    setMode('view');
  };

  const toggleInstrument = () => {
    if (instrumentId === null) return;
    save(withInstrumentToggled(watchlist, instrumentId));
    onSay(holds ? `Removed ${instrumentId} from ${watchlist.name}` : `Added ${instrumentId} to ${watchlist.name}`);
  };

  if (mode === 'rename') {
    return (
      <li className="t-watchlists__item">
        <RenameWatchlistForm
          watchlist={watchlist}
          onDone={(renamed) => {
            if (renamed) onSay(`Renamed the list to ${renamed}`);
            back('rename');
          }}
        />
      </li>
    );
  }
  if (mode === 'delete') {
    return (
      <li className="t-watchlists__item">
        <ConfirmDeleteWatchlist
          watchlist={watchlist}
          onKeep={() => back('delete')}
          onDelete={() => {
            remove(watchlist);
            onSay(`Deleted the list ${watchlist.name}`);
            onDeleted();
          }}
        />
      </li>
    );
  }
  return (
    <li className="t-watchlists__item">
      <div className="t-watchlists__text">
        <strong className="t-watchlists__name">{watchlist.name}</strong>
        <Text variant="muted">{instrumentCount(watchlist.instrument_ids.length)}</Text>
      </div>
      <div className="t-watchlists__actions">
        {instrumentId === null ? null : (
          <Button
            size="small"
            variant={holds ? 'secondary' : 'primary'}
            aria-label={holds ? `Remove ${instrumentId} from ${watchlist.name}` : `Add ${instrumentId} to ${watchlist.name}`}
            onClick={toggleInstrument}
          >
            {holds ? `Remove ${instrumentId}` : `Add ${instrumentId}`}
          </Button>
        )}
        {watchlist.is_default ? null : (
          <>
            <Button ref={renameRef} size="small" variant="ghost" aria-label={`Rename ${watchlist.name}`} onClick={() => setMode('rename')}>
              Rename
            </Button>
            <Button ref={deleteRef} size="small" variant="ghost" aria-label={`Delete ${watchlist.name}`} onClick={() => setMode('delete')}>
              Delete
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
