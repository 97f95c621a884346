import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { WATCHLIST_RULES, type Watchlist } from '@beurs/domain';
import { Button, TextField } from '@beurs/ui';
import { showError } from '../errors/show-error';
import { nameFieldError } from './name-field-error';
import { useSaveWatchlist } from './use-save-watchlist';

/**
 * Renames a list in place: the new name is shown at once (the Watchlist filter too) and the form
 * stays open until the server agrees; a refusal (a name already used) puts the old name back
 * and is shown under the field. Escape cancels here without closing the dialog.
 */
export function RenameWatchlistForm({ watchlist, onDone }: { watchlist: Watchlist; onDone: (renamedTo: string | null) => void }) {
  // The name shown in the label stays the one being changed while the new one is saved.
  const [original] = useState(watchlist.name);
  const [name, setName] = useState(original);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const save = useSaveWatchlist({
    onFailure: (failure) => {
      const message = nameFieldError(failure);
      if (message) setError(message);
      else showError(failure);
    },
  });

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const next = name.trim();
    if (next === original) {
      onDone(null);
      return;
    }
    setError(null);
    save.mutate({ ...watchlist, name: next }, { onSuccess: (saved) => onDone(saved.name) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDone(null);
  };

  return (
    <form className="t-watchlists__rename" onSubmit={onSubmit} noValidate aria-label={`Rename ${original}`}>
      <TextField
        ref={inputRef}
        className="t-watchlists__rename-name"
        label={`New name for ${original}`}
        autoComplete="off"
        maxLength={WATCHLIST_RULES.nameMaxLength}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        error={error}
      />
      <div className="t-watchlists__actions">
        <Button type="submit" size="small" loading={save.isPending}>
          Save name
        </Button>
        <Button size="small" variant="ghost" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
