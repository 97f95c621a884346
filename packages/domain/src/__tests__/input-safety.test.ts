import { describe, expect, it } from 'vitest';
import { DATE_RANGE, calendarQuery, clientUpdateRequest, findUnsafeText, isoDate, isoDateTime, unsafeTextMessage } from '../index';

describe('findUnsafeText', () => {
  it('finds a NUL character and names its field', () => {
    expect(findUnsafeText({ meta: { wallet: 'ab\u0000' } })).toEqual({ path: 'meta.wallet', problem: 'nul' });
    expect(findUnsafeText('\u0000')).toEqual({ path: '', problem: 'nul' });
  });

  it('finds a lone surrogate but lets a real pair (an emoji) through', () => {
    expect(findUnsafeText({ first_name: 'Anna\ud83d' })).toEqual({ path: 'first_name', problem: 'lone_surrogate' });
    expect(findUnsafeText({ items: ['ok', '\udc00x'] })).toEqual({ path: 'items.1', problem: 'lone_surrogate' });
    expect(findUnsafeText({ first_name: 'Anna 😀', last_name: 'de Vries' })).toBeNull();
  });

  it('checks object keys too', () => {
    expect(findUnsafeText({ 'a\u0000': 1 })).toEqual({ path: 'a\u0000', problem: 'nul' });
  });

  it('walks 100 000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)?.problem).toBe('nul');
  });

  it('words the problem with the field name', () => {
    expect(unsafeTextMessage('Country', 'nul')).toBe('Country contains a NUL character (U+0000): remove it and send the text again');
  });
});

describe('date range', () => {
  it('refuses year 0 and dates past 9999, as dates and as date-times', () => {
    expect(DATE_RANGE).toEqual({ min: '1970-01-01', max: '9999-12-31' });
    expect(isoDate.safeParse('0000-01-01').error?.issues[0]?.message).toBe('Must be a date between 1970-01-01 and 9999-12-31');
    expect(isoDateTime.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(isoDateTime.safeParse('1969-12-31T23:59:59Z').success).toBe(false);
    expect(isoDateTime.safeParse('1970-01-01T00:00:00Z').success).toBe(true);
    expect(isoDate.safeParse('9999-12-31').success).toBe(true);
    expect(calendarQuery.safeParse({ to: '0000-01-01' }).success).toBe(false);
  });

  it('refuses an offset that names no real instant', () => {
    expect(isoDateTime.safeParse('2026-01-01T00:00:00+99:99').success).toBe(false);
  });

  it('refuses a country id no integer column can hold', () => {
    expect(clientUpdateRequest.safeParse({ country_id: 2 ** 31 }).success).toBe(false);
    expect(clientUpdateRequest.safeParse({ country_id: 528 }).success).toBe(true);
  });
});
