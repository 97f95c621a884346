import { JOURNAL_RULES, type Order } from '@beurs/domain';

/** "Journal buy 0.10 EURUSD": the journal button's name says which order it writes about. */
export function journalLabel(order: Order): string {
  return `Journal ${order.side} ${order.volume} ${order.instrument_id}`;
}

/**
 * The tags a trader typed, split on commas and spaces, `#` dropped, lower-case and each once;
 * the server checks each tag's characters and says which one it refuses.
 *
 * @example
 * tagsFromText('Breakout, #eur  breakout') // ['breakout', 'eur']
 */
export function tagsFromText(text: string): string[] {
  const words = text
    .split(/[\s,]+/)
    .map((word) => word.replace(/^#/, '').toLowerCase())
    .filter((word) => word !== '');
  return [...new Set(words)];
}

/** The tags as the field shows them, to edit: `breakout, eur`. */
export function tagsText(tags: readonly string[] | undefined): string {
  return (tags ?? []).join(', ');
}

/** Whether an order carries a note or tags. */
export function hasJournal(order: Pick<Order, 'note' | 'tags'>): boolean {
  return Boolean(order.note) || (order.tags?.length ?? 0) > 0;
}

/** The hint under the tags field. */
export const TAGS_HINT = `Up to ${JOURNAL_RULES.maxTags}, separated by commas or spaces: letters, digits, - and _, like breakout, news-trade`;
