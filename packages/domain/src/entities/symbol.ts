import { z } from 'zod';
import { SYMBOL_TYPES } from '../constants/statuses';
import { LEVERAGE_CLASS_IDS } from '../trading/leverage';
import { decimalString, isoDateTime } from '../contract/primitives';
import { priceSource } from './price-source';

/** One trading session on given weekdays, in the instrument's exchange time zone. */
export const tradingSession = z.object({
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: z.array(z.number().int().min(1).max(7)),
  /** Opening time, `HH:MM`. */
  open: z.string().regex(/^\d{2}:\d{2}$/),
  /** Closing time, `HH:MM`; `24:00` means midnight at the end of the day. */
  close: z.string().regex(/^\d{2}:\d{2}$/),
});
z.globalRegistry.add(tradingSession, { id: 'TradingSession' });

/** When an instrument trades: its sessions in its exchange's time zone. */
export const tradingHours = z.object({
  /** IANA time zone, e.g. `America/New_York`. */
  timezone: z.string(),
  sessions: z.array(tradingSession),
});
z.globalRegistry.add(tradingHours, { id: 'TradingHours' });
/** The type of {@link tradingHours}. */
export type TradingHours = z.infer<typeof tradingHours>;

/** A tradable instrument with its live quote (contract §3: instrument_id, country, type). */
export const symbol = z.object({
  instrument_id: z.string(),
  name: z.string(),
  type: z.enum(SYMBOL_TYPES),
  /** Country name for shares and indices; empty for instruments without one. */
  country: z.string(),
  /** Currency the price is quoted in. */
  currency: z.string(),
  bid: decimalString,
  ask: decimalString,
  /** Change of the mid price against the previous close, in percent. */
  change_percent: decimalString,
  /** Decimal places of the price. */
  digits: z.number().int().min(0).max(10),
  /** Typical spread (ask − bid) in price units. */
  spread: decimalString,
  /** Units of the underlying in one lot. */
  contract_size: decimalString,
  leverage_class: z.enum(LEVERAGE_CLASS_IDS),
  /** The highest leverage a retail client may use (ESMA cap of its class). */
  max_leverage: z.number().int().positive(),
  trading_hours: tradingHours,
  /** Whether the market is open right now. */
  is_open: z.boolean(),
  quote_time: isoDateTime,
  /** Where the price comes from and how that source is doing (every reference server sends it). */
  price_source: priceSource.optional(),
});
z.globalRegistry.add(symbol, { id: 'MarketSymbol' });
/** The type of {@link symbol}: an instrument with its live quote. */
export type MarketSymbol = z.infer<typeof symbol>;

/** A symbol as the client keeps it: with an image path and whether that image failed to load (contract §3). */
export type ClientSymbol = MarketSymbol & { image: string; imageError: boolean };

/** One price candle. `time` is the candle's start in milliseconds since the epoch. */
export const candle = z.object({
  time: z.number().int(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});
z.globalRegistry.add(candle, { id: 'Candle' });
/** The type of {@link candle}. */
export type Candle = z.infer<typeof candle>;

/** A country as `/countries/` lists it. */
export const country = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** ISO 3166-1 alpha-2 code. */
  code: z.string().length(2),
  /** International dialling prefix, e.g. `+31`. */
  phone_code: z.string(),
});
z.globalRegistry.add(country, { id: 'Country' });
/** The type of {@link country}. */
export type Country = z.infer<typeof country>;
