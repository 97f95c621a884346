import { z } from 'zod';
import { CALENDAR_IMPORTANCE, CANDLE_RESOLUTIONS, SYMBOL_TYPES } from '../constants/statuses';
import { candle, country, symbol } from '../entities/symbol';
import { earningsCalendarEntry, economicCalendarEntry, newsItem, notification } from '../entities/content';
import { entityId, isoDate, isoDateTime } from './primitives';

/** Countries response (contract §7: `countries`). */
export const countriesResponse = z.object({ countries: z.array(country) });
/** The type of {@link countriesResponse}. */
export type CountriesResponse = z.infer<typeof countriesResponse>;

/**
 * `/symbols/` filters, sent as query parameters; all optional. `country` is the country's NAME as
 * symbols carry it; a client holding an id from `deriveCountryOptions` sends that option's name.
 */
export const symbolsQuery = z
  .object({
    type: z.enum(SYMBOL_TYPES).optional(),
    country: z.string().max(100).optional(),
  })
  .default({});
/** What a caller sends: the input type of {@link symbolsQuery}. */
export type SymbolsQuery = z.input<typeof symbolsQuery>;

/** Symbols response (contract §7: `symbols`). */
export const symbolsResponse = z.object({ symbols: z.array(symbol) });
z.globalRegistry.add(symbolsResponse, { id: 'SymbolsResponse' });
/** The type of {@link symbolsResponse}. */
export type SymbolsResponse = z.infer<typeof symbolsResponse>;

/**
 * `/quotes/` filter (Beurs extension), sent as a query parameter; optional.
 */
export const quotesQuery = z
  .object({ type: z.enum(SYMBOL_TYPES, { error: `Type must be one of ${SYMBOL_TYPES.join(', ')}` }).optional() })
  .default({});
/** What a caller sends: the input type of {@link quotesQuery}. */
export type QuotesQuery = z.input<typeof quotesQuery>;

/**
 * One instrument's current quote as the public pages show it (Beurs extension): a {@link symbol}
 * without its trading conditions, which need no refresh and stay behind sign-in.
 */
export const publicQuote = symbol.pick({
  instrument_id: true,
  name: true,
  type: true,
  currency: true,
  bid: true,
  ask: true,
  change_percent: true,
  digits: true,
  is_open: true,
  quote_time: true,
  price_source: true,
});
z.globalRegistry.add(publicQuote, { id: 'PublicQuote' });
/** The type of {@link publicQuote}. */
export type PublicQuote = z.infer<typeof publicQuote>;

/** Quotes response (Beurs extension): every listed instrument's quote, as of the last tick. */
export const quotesResponse = z.object({ quotes: z.array(publicQuote) });
/** The type of {@link quotesResponse}. */
export type QuotesResponse = z.infer<typeof quotesResponse>;

/**
 * Candles of one instrument. Without `from` the server answers the latest candles the market
 * made up to `to` (default now), however long ago they were: a market closed for the weekend
 * answers its last session's candles, never an empty day (the reference server: the latest 500,
 * 300 for 1w). With `from` it answers the candles that start in the range, bounded per resolution.
 */
export const symbolHistoryRequest = z.object({
  instrument_id: z
    .string({ error: (issue) => (issue.input === undefined ? 'Choose an instrument' : 'Instrument must be given by its id, as text') })
    .trim()
    .min(1, { error: 'Choose an instrument' })
    .max(32),
  resolution: z.enum(CANDLE_RESOLUTIONS, { error: `Resolution must be one of ${CANDLE_RESOLUTIONS.join(', ')}` }).default('1m'),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});
/** What a caller sends: the input type of {@link symbolHistoryRequest}. */
export type SymbolHistoryRequest = z.input<typeof symbolHistoryRequest>;

/** Candles of one instrument, oldest first, one per time. */
export const symbolHistoryResponse = z.object({
  instrument_id: z.string(),
  resolution: z.enum(CANDLE_RESOLUTIONS),
  history: z.array(candle),
});
/** The type of {@link symbolHistoryResponse}. */
export type SymbolHistoryResponse = z.infer<typeof symbolHistoryResponse>;

/** The user's notifications, newest first, with the unread count for the header badge. */
export const notificationsResponse = z.object({
  notifications: z.array(notification),
  unread: z.number().int().nonnegative(),
});
z.globalRegistry.add(notificationsResponse, { id: 'NotificationsResponse' });
/** The type of {@link notificationsResponse}. */
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** Marks one notification read, or all of them when `id` is left out (contract §7). */
export const readNotificationsRequest = z.object({ id: entityId.optional() }).default({});
/** What a caller sends: the input type of {@link readNotificationsRequest}. */
export type ReadNotificationsRequest = z.input<typeof readNotificationsRequest>;

/** Calendar filters, sent as query parameters; all optional. */
export const calendarQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    country: z.string().max(100).optional(),
    importance: z.enum(CALENDAR_IMPORTANCE).optional(),
  })
  .default({});
/** What a caller sends: the input type of {@link calendarQuery}. */
export type CalendarQuery = z.input<typeof calendarQuery>;

/** Economic calendar response (contract §7: `celendar`, spelled as in the spec). */
export const economicCalendarResponse = z.object({ celendar: z.array(economicCalendarEntry) });
/** The type of {@link economicCalendarResponse}. */
export type EconomicCalendarResponse = z.infer<typeof economicCalendarResponse>;

/** Earnings calendar response (contract §7: `celendar`, spelled as in the spec). */
export const earningsCalendarResponse = z.object({ celendar: z.array(earningsCalendarEntry) });
/** The type of {@link earningsCalendarResponse}. */
export type EarningsCalendarResponse = z.infer<typeof earningsCalendarResponse>;

/** News response (contract §7: `news`), newest first. */
export const newsResponse = z.object({ news: z.array(newsItem) });
/** The type of {@link newsResponse}. */
export type NewsResponse = z.infer<typeof newsResponse>;
