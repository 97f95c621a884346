import { useState, type FormEvent } from 'react';
import { WATCHLIST_RULES, type Watchlist } from '@beurs/domain';
import { Button, TextField } from '@beurs/ui';
import { showError } from '../errors/show-error';
import { nameFieldError } from './name-field-error';
import { useCreateWatchlist } from './use-create-watchlist';

/**
 * A name and "Create list". The server decides whether the name is free; its refusal (a name
 * already used, the most lists one may keep) is shown under the field, where the fix is typed.
 */
export function CreateWatchlistForm({ onCreated }: { onCreated: (list: Watchlist) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWatchlist();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setError(null);
    create.mutate(name, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
      onError: (failure) => {
        const message = nameFieldError(failure);
        if (message) setError(message);
        else showError(failure);
      },
    });
  };

  return (
    <form className="t-watchlists-create" onSubmit={onSubmit} noValidate aria-label="New watchlist">
      <TextField
        className="t-watchlists-create__name"
        label="New list"
        placeholder="e.g. Chip makers"
        autoComplete="off"
        maxLength={WATCHLIST_RULES.nameMaxLength}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <Button type="submit" loading={create.isPending}>
        Create list
      </Button>
    </form>
  );
}
