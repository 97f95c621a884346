import { useEffect, useId, useRef } from 'react';
import type { Watchlist } from '@beurs/domain';
import { Button } from '@beurs/ui';
import { instrumentCount } from './instrument-count';

/**
 * The question before a list is deleted, in the list's own row (a second dialog over the
 * watchlists dialog would hide what is being deleted). A delete cannot be undone, so the focus
 * starts on "Keep it".
 */
export function ConfirmDeleteWatchlist({
  watchlist,
  onDelete,
  onKeep,
}: {
  watchlist: Watchlist;
  onDelete: () => void;
  onKeep: () => void;
}) {
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepRef.current?.focus();
  }, []);
  return (
    <div className="t-watchlists__confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="t-watchlists__question">
        Delete the list {watchlist.name} ({instrumentCount(watchlist.instrument_ids.length).toLowerCase()})? This cannot be undone.
      </p>
      <div className="t-watchlists__actions">
        <Button size="small" variant="danger" onClick={onDelete}>
          Delete list
        </Button>
        <Button ref={keepRef} size="small" variant="secondary" onClick={onKeep}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
