import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DividedList, EmptyState, Modal } from '@beurs/ui';
import { LoadView } from '../async/load-view';
import { loadStateOf } from '../async/load-state';
import { CreateWatchlistForm } from './create-watchlist-form';
import { WatchlistRow } from './watchlist-row';
import { watchlistsQuery } from './watchlists-query';
import './manage-watchlists-dialog.css';

/**
 * "Your watchlists": make a list, rename or delete one (after a confirmation), and put the
 * exchange's selected instrument in any list or take it out, Favourites included. Every change
 * is in the cache at once, so the star column and the Watchlist filter behind follow it. A
 * hidden status line says what was done, for screen readers.
 */
export function ManageWatchlistsDialog({ instrumentId, onClose }: { instrumentId: string | null; onClose: () => void }) {
  const query = useQuery(watchlistsQuery());
  const lists = query.data ?? [];
  const [said, setSaid] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  return (
    <Modal
      open
      onClose={onClose}
      title="Your watchlists"
      description={
        instrumentId
          ? `Add ${instrumentId} to a list or take it out, and make, rename or delete your lists.`
          : 'Make, rename or delete your lists. Pick an instrument to add it to one.'
      }
      className="t-watchlists-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <CreateWatchlistForm onCreated={(list) => setSaid(`Created the list ${list.name}`)} />
      <LoadView
        state={loadStateOf(query)}
        what="your watchlists"
        isEmpty={lists.length === 0}
        lines={3}
        empty={<EmptyState title="No lists yet" description="Give a new list a name above." headingLevel={3} />}
      >
        <DividedList ref={listRef} className="t-watchlists" aria-label="Your watchlists" tabIndex={-1}>
          {lists.map((list) => (
            <WatchlistRow
              key={list.id}
              watchlist={list}
              instrumentId={instrumentId}
              onSay={setSaid}
              // The row and the button that had the focus are gone: the focus goes to the lists.
              onDeleted={() => listRef.current?.focus()}
            />
          ))}
        </DividedList>
      </LoadView>
      <p role="status" className="bx-visually-hidden">
        {said}
      </p>
    </Modal>
  );
}
