import { useCallback, useState } from 'react';
import { JOURNAL_RULES, type Order } from '@beurs/domain';
import { Button, Modal, TextArea, TextField } from '@beurs/ui';
import { fieldErrorsOf } from '../errors/field-errors';
import { showError } from '../errors/show-error';
import { journalLabel, TAGS_HINT, tagsFromText, tagsText } from './order-journal';
import { useOrderJournalMutation } from './use-order-journal-mutation';

/** What {@link useOrderJournal} returns. */
export interface OrderJournal {
  /** Opens the dialog on an order's note and tags. */
  request: (order: Order) => void;
  /** The dialog; render it once. */
  dialog: React.ReactNode;
}

interface JournalErrors {
  note?: string;
  tags?: string;
}

/**
 * The trading journal of one order, open, pending or closed: a note and tags, saved together.
 * An emptied note or tags field clears it. A refused note or tag is marked on its field with the
 * server's words; the live list gets the new journal from the server's push, the history is read
 * again.
 */
export function useOrderJournal(): OrderJournal {
  const [order, setOrder] = useState<Order | null>(null);
  const [note, setNote] = useState('');
  const [tags, setTags] = useState('');
  const [errors, setErrors] = useState<JournalErrors>({});
  const journal = useOrderJournalMutation({
    // A refused note or tag is marked on its field; only a refusal of neither is a toast.
    onFailure: (error) => {
      const fields = fieldErrorsOf(error);
      const tagError = Object.entries(fields).find(([path]) => path === 'tags' || path.startsWith('tags.'))?.[1];
      const refused: JournalErrors = {};
      if (fields.note) refused.note = fields.note;
      if (tagError) refused.tags = tagError;
      setErrors(refused);
      if (!refused.note && !refused.tags) showError(error);
    },
  });
  const busy = journal.isPending;

  // Stable, so tables that memoise their columns or rows keep them.
  const request = useCallback((next: Order) => {
    setOrder(next);
    setNote(next.note ?? '');
    setTags(tagsText(next.tags));
    setErrors({});
  }, []);

  const save = () => {
    if (!order || busy) return;
    const tagList = tagsFromText(tags);
    if (tagList.length > JOURNAL_RULES.maxTags) {
      setErrors({ tags: `An order takes at most ${JOURNAL_RULES.maxTags} tags; remove ${tagList.length - JOURNAL_RULES.maxTags}` });
      return;
    }
    setErrors({});
    journal.mutate({ id: order.id, note: note.trim() === '' ? null : note, tags: tagList }, { onSuccess: () => setOrder(null) });
  };

  const dialog = (
    <Modal
      open={order !== null}
      onClose={() => (busy ? undefined : setOrder(null))}
      title={order ? journalLabel(order) : 'Journal'}
      description="Why you took the trade and what you learnt: only you see it. Empty a field to clear it."
      footer={
        <>
          <Button variant="secondary" onClick={() => setOrder(null)} disabled={busy}>
            Cancel
          </Button>
          <Button loading={busy} onClick={save}>
            Save journal
          </Button>
        </>
      }
    >
      {order ? (
        <form
          className="t-form"
          noValidate
          aria-label={journalLabel(order)}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TextArea
            label="Note"
            rows={5}
            maxLength={JOURNAL_RULES.noteMaxLength}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={errors.note}
            hint={`Up to ${JOURNAL_RULES.noteMaxLength.toLocaleString('en')} characters`}
          />
          <TextField
            label="Tags"
            autoComplete="off"
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            error={errors.tags}
            hint={TAGS_HINT}
          />
          <button type="submit" hidden />
        </form>
      ) : null}
    </Modal>
  );

  return { request, dialog };
}
