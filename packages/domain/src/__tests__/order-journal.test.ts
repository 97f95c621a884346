import { describe, expect, it } from 'vitest';
import { ENDPOINTS, JOURNAL_RULES, order, orderHistoryRequest, orderJournalRequest } from '../index';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the trading journal contract', () => {
  it('trims the note, keeps its line breaks and lower-cases, dedupes and keeps the order of the tags', () => {
    expect(
      orderJournalRequest.parse({
        id,
        note: '  Entered on the retest\r\nHeld to TP  ',
        tags: [' Breakout', 'eur', 'BREAKOUT', 'news-trade', 'a_b'],
      }),
    ).toEqual({
      id,
      note: 'Entered on the retest\nHeld to TP',
      tags: ['breakout', 'eur', 'news-trade', 'a_b'],
    });
  });

  it('clears with null, an empty note or an empty list, and leaves out what is not sent', () => {
    expect(orderJournalRequest.parse({ id, note: null, tags: [] })).toEqual({ id, note: null, tags: [] });
    expect(orderJournalRequest.parse({ id, note: '   ' })).toEqual({ id, note: null });
    expect(orderJournalRequest.parse({ id })).toEqual({ id });
  });

  it('refuses control characters other than line breaks, long notes and bad tags, each with its own words', () => {
    expect(messages(orderJournalRequest.safeParse({ id, note: 'a\tb' }))).toEqual([
      'A note may hold line breaks but no other control character; remove the U+0009 character (a tab or an invisible one) and save again',
    ]);
    expect(messages(orderJournalRequest.safeParse({ id, note: 'x'.repeat(JOURNAL_RULES.noteMaxLength + 1) }))).toEqual([
      'A note has at most 2000 characters; this one has 2001',
    ]);
    expect(messages(orderJournalRequest.safeParse({ id, tags: ['ok', 'über'] }))).toEqual([
      'Tag "über" may hold only letters, digits, - and _ (no spaces), like "news-trade"',
    ]);
    expect(messages(orderJournalRequest.safeParse({ id, tags: ['y'.repeat(33)] }))).toEqual(['A tag has at most 32 characters']);
    expect(messages(orderJournalRequest.safeParse({ id, tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }))).toEqual([
      'An order takes at most 10 tags',
    ]);
  });

  it('filters the history by a tag, whatever its case, and by a note search', () => {
    expect(orderHistoryRequest.parse({ tag: 'Breakout', search: ' retest ' })).toEqual({ tag: 'breakout', search: 'retest' });
    expect(orderHistoryRequest.safeParse({ tag: 'two words' }).success).toBe(false);
  });

  it('is an extension a frozen account may call, and the order carries the journal as optional fields', () => {
    expect(ENDPOINTS.setOrderJournal).toMatchObject({
      method: 'POST',
      path: '/orders/journal',
      auth: true,
      refusedWhenFrozen: false,
      extension: true,
    });
    const shape = order.shape;
    expect(shape.note.safeParse(undefined).success).toBe(true);
    expect(shape.tags.safeParse(undefined).success).toBe(true);
  });
});
