import { describe, expect, it } from 'vitest';
import { deriveCountryOptions } from '@beurs/domain';
import { makeSymbol } from '../../test/fixtures';
import { filterSymbols, firstTradable, marketOpenings, openMarketsFirst, shownFilters } from './filter-symbols';

const AMSTERDAM = { timezone: 'Europe/Amsterdam', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30' }] };
const NEW_YORK = { timezone: 'America/New_York', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:30', close: '16:00' }] };
const ALWAYS = { timezone: 'UTC', sessions: [{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }] };

// Sunday 29 November 2026, noon UTC: shares and forex closed, crypto trading.
const SUNDAY = new Date('2026-11-29T12:00:00Z');
const symbols = [
  makeSymbol({ instrument_id: 'ADYEN', name: 'Adyen N.V.', country: 'Netherlands', trading_hours: AMSTERDAM, is_open: false }),
  makeSymbol({
    instrument_id: 'AAPL',
    name: 'Apple Inc.',
    country: 'United States',
    currency: 'USD',
    trading_hours: NEW_YORK,
    is_open: false,
  }),
  makeSymbol({ instrument_id: 'EURUSD', name: 'Euro / US Dollar', type: 'forex', country: '', currency: 'USD', is_open: false }),
  makeSymbol({
    instrument_id: 'BTCUSD',
    name: 'Bitcoin / US Dollar',
    type: 'crypto',
    country: '',
    currency: 'USD',
    trading_hours: ALWAYS,
    is_open: true,
  }),
  makeSymbol({
    instrument_id: 'ETHUSD',
    name: 'Ether / US Dollar',
    type: 'crypto',
    country: '',
    currency: 'USD',
    trading_hours: ALWAYS,
    is_open: true,
  }),
];
const countries = deriveCountryOptions(symbols);
// The trader's clock in UTC, so the labels do not depend on the machine running the test.
const UTC_ROW = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const UTC_TEXT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const ids = (list: readonly { instrument_id: string }[]) => list.map((symbol) => symbol.instrument_id);

describe('the exchange list', () => {
  it('Sunday: open crypto first, closed shares marked with their opening', () => {
    const listed = filterSymbols(symbols, { type: 'all', countryId: 0, countries, search: '' });
    expect(ids(listed)).toEqual(['BTCUSD', 'ETHUSD', 'ADYEN', 'AAPL', 'EURUSD']);
    const openings = marketOpenings(listed, SUNDAY, UTC_ROW, UTC_TEXT);
    expect([...openings.keys()]).toEqual(['ADYEN', 'AAPL', 'EURUSD']);
    // 09:00 in Amsterdam is 08:00 UTC in winter, 09:30 in New York 14:30 UTC.
    expect(openings.get('ADYEN')).toEqual({ label: 'Opens Mon 08:00', text: 'Opens Monday 30 November at 08:00 (your time).' });
    expect(openings.get('AAPL')?.label).toBe('Opens Mon 14:30');
    expect(openings.has('BTCUSD')).toBe(false);
  });

  it('a search across classes shows All', () => {
    // The trader was on Stocks in the Netherlands and types "usd": every class is searched, and
    // the Type and Country filters say so.
    const filter = {
      type: 'stock' as const,
      countryId: countries.find((country) => country.name === 'Netherlands')?.id ?? -1,
      countries,
      search: 'usd',
    };
    expect(ids(filterSymbols(symbols, filter))).toEqual(['BTCUSD', 'ETHUSD', 'EURUSD']);
    expect(shownFilters(filter)).toEqual({ type: 'all', countryId: 0 });
    // Without the search the filters read what was picked, and the list follows them.
    expect(shownFilters({ ...filter, search: '' })).toEqual({ type: 'stock', countryId: filter.countryId });
    expect(ids(filterSymbols(symbols, { ...filter, search: '' }))).toEqual(['ADYEN']);
  });

  it('a chosen list (Favourites) shows All too, keeps the trader’s order and starts on its first open market', () => {
    const only = ['AAPL', 'ETHUSD', 'ADYEN', 'BTCUSD'];
    const listed = filterSymbols(symbols, { type: 'stock', countryId: 0, countries, search: '', only });
    expect(ids(listed)).toEqual(['AAPL', 'ETHUSD', 'ADYEN', 'BTCUSD']);
    expect(firstTradable(listed)?.instrument_id).toBe('ETHUSD');
    expect(shownFilters({ type: 'stock', countryId: 0, search: '', only })).toEqual({ type: 'all', countryId: 0 });
  });

  it('one class keeps the server’s order within open and closed markets', () => {
    expect(ids(filterSymbols(symbols, { type: 'crypto', countryId: 0, countries, search: '' }))).toEqual(['BTCUSD', 'ETHUSD']);
    const weekday = symbols.map((symbol) => ({ ...symbol, is_open: symbol.instrument_id !== 'ADYEN' }));
    expect(ids(openMarketsFirst(weekday))).toEqual(['AAPL', 'EURUSD', 'BTCUSD', 'ETHUSD', 'ADYEN']);
  });

  it('says so when a closed market has no session within ten days', () => {
    const halted = makeSymbol({ instrument_id: 'HALT', trading_hours: { timezone: 'UTC', sessions: [] }, is_open: false });
    expect(marketOpenings([halted], SUNDAY, UTC_ROW, UTC_TEXT).get('HALT')).toEqual({
      label: 'Closed',
      text: 'No trading session in the next ten days.',
    });
  });
});
