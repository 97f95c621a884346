import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { JOURNAL_RULES, type Order } from '@beurs/domain';
import { Button, LinkButton, TextField } from '@beurs/ui';
import { orderHistoryQuery } from '../../query/server-queries';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';
import { hasJournal, journalLabel } from '../../orders/order-journal';
import '../../orders/order-journal.css';

/** The history's journal filter, kept in the URL (`?tag=breakout&q=retest`) so a filtered list can be bookmarked and shared between tabs. */
export interface JournalFilter {
  /** The tag typed, as typed. */
  tag: string;
  /** The note text searched for, as typed. */
  search: string;
  setTag: (tag: string) => void;
  setSearch: (search: string) => void;
  /** Why the typed tag cannot be asked for; null when it can (or is empty). */
  tagProblem: string | null;
  /** Whether a tag or a search narrows the list. */
  active: boolean;
}

const TAG_PARAM = 'tag';
const SEARCH_PARAM = 'q';

function problemOfTag(tag: string): string | null {
  if (tag === '') return null;
  if (tag.length > JOURNAL_RULES.tagMaxLength) return `A tag has at most ${JOURNAL_RULES.tagMaxLength} characters`;
  if (!JOURNAL_RULES.tagPattern.test(tag)) return 'A tag holds only letters, digits, - and _';
  return null;
}

/** The filter's state, read from and written to the URL's query string (replacing the entry, not adding one per key). */
export function useJournalFilter(): JournalFilter {
  const [params, setParams] = useSearchParams();
  const tag = params.get(TAG_PARAM) ?? '';
  const search = params.get(SEARCH_PARAM) ?? '';
  const write = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setTag = useCallback((value: string) => write(TAG_PARAM, value), [write]);
  const setSearch = useCallback((value: string) => write(SEARCH_PARAM, value), [write]);
  const tagProblem = problemOfTag(tag.trim().replace(/^#/, '').toLowerCase());
  return { tag, search, setTag, setSearch, tagProblem, active: tag.trim() !== '' || search.trim() !== '' };
}

/** Waits until the trader pauses typing, so a search is asked for once, not once a key. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The history as the server filters it: all of it without a filter (the query the rest of the
 * terminal shares), else the orders with the tag and whose note contains the text. An unusable
 * tag asks for nothing new; the list shown stays while the next one loads.
 */
export function useHistoryQueryOptions(filter: JournalFilter) {
  const typedTag = useSettled(filter.tag.trim().replace(/^#/, '').toLowerCase(), 250);
  const tag = problemOfTag(typedTag) ? '' : typedTag;
  const search = useSettled(filter.search.trim().slice(0, JOURNAL_RULES.searchMaxLength), 250);
  const filtered = tag !== '' || search !== '';
  return queryOptions({
    // Unfiltered, the key (and the call) of the history the rest of the terminal shares; filtered,
    // under it: closing an order, or saving a journal, reads either again.
    queryKey: (filtered ? [...queryKeys.orderHistory(), { tag, search }] : orderHistoryQuery().queryKey) as readonly unknown[],
    queryFn: async () =>
      (await getServices().api.getOrderHistory({ limit: 1000, ...(tag ? { tag } : {}), ...(search ? { search } : {}) })).orders,
    placeholderData: keepPreviousData,
    meta: { what: 'the order history' },
  });
}

/** The tag and note-search fields of the history's toolbar. */
export function JournalFilters({ filter }: { filter: JournalFilter }) {
  return (
    <>
      <TextField
        label="Tag"
        autoComplete="off"
        value={filter.tag}
        onChange={(event) => filter.setTag(event.target.value)}
        error={filter.tagProblem ?? undefined}
      />
      <TextField
        label="Search notes"
        autoComplete="off"
        maxLength={JOURNAL_RULES.searchMaxLength}
        value={filter.search}
        onChange={(event) => filter.setSearch(event.target.value)}
      />
    </>
  );
}

/** The Journal cell of a closed order: its tags (each filters the history by itself), its note cut short, and the pencil that edits them. */
export function JournalCell({ order, onEdit, onTag }: { order: Order; onEdit: (order: Order) => void; onTag: (tag: string) => void }) {
  return (
    <span className="t-journal-cell">
      {(order.tags ?? []).map((tag) => (
        <LinkButton key={tag} onClick={() => onTag(tag)} title={`Show the orders tagged ${tag}`}>
          {`#${tag}`}
        </LinkButton>
      ))}
      {order.note ? (
        <span className="t-journal-cell__note" title={order.note}>
          {order.note}
        </span>
      ) : null}
      <Button
        size="small"
        variant="ghost"
        onClick={() => onEdit(order)}
        aria-label={journalLabel(order)}
        title={hasJournal(order) ? 'Edit the note and tags' : 'Add a note and tags'}
      >
        {hasJournal(order) ? '✎' : '✐'}
      </Button>
    </span>
  );
}
