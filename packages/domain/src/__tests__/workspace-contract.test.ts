import { describe, expect, it } from 'vitest';
import {
  ALERT_RULES,
  ALERT_SOCKET_EVENTS,
  DEFAULT_WATCHLIST_NAME,
  WATCHLIST_RULES,
  alertTriggered,
  createAlertRequest,
  saveWatchlistRequest,
  socketPayloads,
} from '../index';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } | undefined }) => result.error?.issues[0]?.message;

describe('watchlist payloads (extension)', () => {
  it('trims the name and keeps each instrument once, where it first appears', () => {
    expect(saveWatchlistRequest.parse({ name: '  Tech  ', instrument_ids: ['AAPL', ' MSFT ', 'AAPL', 'NVDA', 'MSFT'] })).toEqual({
      name: 'Tech',
      instrument_ids: ['AAPL', 'MSFT', 'NVDA'],
    });
  });

  it('refuses an empty or too long name with a message that says what to fix', () => {
    expect(firstMessage(saveWatchlistRequest.safeParse({ name: '   ', instrument_ids: [] }))).toBe('Give the list a name');
    expect(firstMessage(saveWatchlistRequest.safeParse({ name: 'x'.repeat(41), instrument_ids: [] }))).toBe(
      'A list name has at most 40 characters',
    );
    expect(firstMessage(saveWatchlistRequest.safeParse({ instrument_ids: [] }))).toBe('Name is required');
  });

  it('counts instruments after duplicates are removed, up to 200', () => {
    const many = Array.from({ length: WATCHLIST_RULES.maxInstruments }, (_, index) => `I${index}`);
    expect(saveWatchlistRequest.safeParse({ name: 'All', instrument_ids: [...many, ...many] }).success).toBe(true);
    expect(firstMessage(saveWatchlistRequest.safeParse({ name: 'All', instrument_ids: [...many, 'ONE-MORE'] }))).toBe(
      'A list holds at most 200 instruments',
    );
    expect(firstMessage(saveWatchlistRequest.safeParse({ name: 'All', instrument_ids: 'AAPL' }))).toBe(
      'Send instrument_ids as an array of instrument ids, like ["EURUSD", "AAPL"]',
    );
  });

  it('names the default list Favourites', () => {
    expect(DEFAULT_WATCHLIST_NAME).toBe('Favourites');
    expect(WATCHLIST_RULES.maxLists).toBe(20);
  });
});

describe('price alert payloads (extension)', () => {
  it('takes an instrument, a condition, a price as text or number, and an optional note', () => {
    expect(createAlertRequest.parse({ instrument_id: ' EURUSD ', condition: 'above', price: 1.105, note: ' Breakout ' })).toEqual({
      instrument_id: 'EURUSD',
      condition: 'above',
      price: '1.105',
      note: 'Breakout',
    });
  });

  it('refuses a wrong condition, a negative price and a long note by name', () => {
    expect(firstMessage(createAlertRequest.safeParse({ instrument_id: 'EURUSD', condition: 'crosses', price: '1' }))).toBe(
      'Condition must be above or below',
    );
    expect(firstMessage(createAlertRequest.safeParse({ instrument_id: 'EURUSD', condition: 'below', price: '-1' }))).toBe(
      'Price cannot be negative',
    );
    expect(
      firstMessage(
        createAlertRequest.safeParse({
          instrument_id: 'EURUSD',
          condition: 'below',
          price: '1',
          note: 'n'.repeat(ALERT_RULES.noteMaxLength + 1),
        }),
      ),
    ).toBe('A note has at most 200 characters');
  });

  it('carries the triggered alert and the notification text on the socket', () => {
    expect(ALERT_SOCKET_EVENTS.alertTriggered).toBe('alertTriggered');
    expect(socketPayloads.alertTriggered).toBe(alertTriggered);
    const event = {
      alert: {
        id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        instrument_id: 'EURUSD',
        condition: 'above',
        price: '1.10000',
        note: null,
        status: 'triggered',
        created_at: '2026-11-23T14:30:00.000Z',
        triggered_at: '2026-11-23T14:31:00.000Z',
        triggered_price: '1.10012',
      },
      message: 'EURUSD rose to 1.10012 (bid), reaching your alert above 1.10000.',
    };
    expect(alertTriggered.safeParse(event).success).toBe(true);
    expect(alertTriggered.safeParse({ ...event, alert: { ...event.alert, triggered_price: 1.10012 } }).success).toBe(false);
  });
});
