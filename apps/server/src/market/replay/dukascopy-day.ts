import { Decimal } from '@beurs/domain';
import { generateUrls, normaliseDates, processData, type InstrumentType } from 'dukascopy-node';
import type { DukascopyFiles } from './dukascopy-files';
import type { DukascopyInstrument } from './dukascopy-instruments';
import type { RecordedRow, RecordedTimeframe } from './recorded-row';
import { DAY_MS, utcDayStart } from './utc-days';

/** Where and how to read one day from Dukascopy. */
export interface DukascopyDayRequest {
  instrument: DukascopyInstrument;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  timeframe: RecordedTimeframe;
  /** Where the files come from: the cache, or downloads kept in it. */
  files: DukascopyFiles;
}

/** Thrown when Dukascopy's data for a day cannot be read; the import stops before that day. */
export class DukascopyReadError extends Error {
  override name = 'DukascopyReadError' as const;
}

// Volumes go in with the column's 10 places; prices are never longer than Dukascopy's own.
const VOLUME_PLACES = 10;

/**
 * A number's shortest round-trip text is the decimal dukascopy-node rounded it to, and needs no
 * arithmetic when it is plain (no exponent) and short enough: the common case, and the import's
 * hot loop.
 */
function plainText(value: number, places: number): string | null {
  const text = String(value);
  if (text.includes('e')) return null;
  const point = text.indexOf('.');
  return point < 0 || text.length - point - 1 <= places ? text : null;
}

function priceText(value: number, instrument: DukascopyInstrument): string {
  if (!instrument.scale) return plainText(value, VOLUME_PLACES) ?? Decimal.from(value).toString();
  return Decimal.from(value).mul(instrument.scale).toString();
}

function volumeText(value: number | undefined): string {
  if (value === undefined) return '0';
  return plainText(value, VOLUME_PLACES) ?? Decimal.from(value).round(VOLUME_PLACES).toString();
}

/**
 * What `getHistoricalRates` answers for the day, in the same steps (dates clamped to the
 * instrument's history, its URLs, the files decoded, the day's rows kept) without its per-call
 * config validation and cache listing: the files come from the import's one `DukascopyFiles`.
 */
async function read<T>(request: DukascopyDayRequest, options: { timeframe: 'tick' | 'm1'; priceType: 'bid' | 'ask' }): Promise<T[]> {
  const instrument = request.instrument.name as InstrumentType;
  const from = utcDayStart(request.day);
  try {
    const [startDate, endDate] = normaliseDates({
      instrument,
      startDate: new Date(from),
      endDate: new Date(from + DAY_MS),
      timeframe: options.timeframe,
      utcOffset: 0,
    });
    const urls = generateUrls({ instrument, timeframe: options.timeframe, priceType: options.priceType, startDate, endDate });
    const bufferObjects = await request.files.fetch(urls);
    // A minute without trades is not a price: Dukascopy fills them with the last close.
    const rows = processData({
      instrument,
      requestedTimeframe: options.timeframe,
      bufferObjects,
      priceType: options.priceType,
      volumes: true,
      volumeUnits: 'millions',
      ignoreFlats: true,
    });
    const [start, end] = [startDate.getTime(), endDate.getTime()];
    return rows.filter(([time]) => time !== undefined && time >= start && time < end) as T[];
  } catch (error) {
    const detail = error instanceof Error ? error.message : JSON.stringify(error);
    throw new DukascopyReadError(
      `Could not read ${request.instrument.name} ${options.timeframe} ${options.priceType} for ${request.day}: ${detail}`,
      { cause: error },
    );
  }
}

type Candle = [number, number, number, number, number, number?];
type Tick = [number, number, number, number?, number?];

/**
 * One UTC day of an instrument from Dukascopy, bid and ask, in time order: the day's one-minute
 * bars (minutes present on both sides) or its ticks. Ticks of the same millisecond are one row:
 * the last price, their volumes added. An empty array is a day without trading.
 */
export async function readDukascopyDay(request: DukascopyDayRequest): Promise<RecordedRow[]> {
  const { instrument } = request;
  if (request.timeframe === 'm1') {
    const [bids, asks] = await Promise.all([
      read<Candle>(request, { timeframe: 'm1', priceType: 'bid' }),
      read<Candle>(request, { timeframe: 'm1', priceType: 'ask' }),
    ]);
    const askByTime = new Map(asks.map((ask) => [ask[0], ask]));
    const rows: RecordedRow[] = [];
    for (const [time, open, high, low, close, volume] of bids) {
      const ask = askByTime.get(time);
      if (!ask) continue;
      rows.push({
        time,
        bidOpen: priceText(open, instrument),
        bidHigh: priceText(high, instrument),
        bidLow: priceText(low, instrument),
        bidClose: priceText(close, instrument),
        askOpen: priceText(ask[1], instrument),
        askHigh: priceText(ask[2], instrument),
        askLow: priceText(ask[3], instrument),
        askClose: priceText(ask[4], instrument),
        volume: volumeText(volume),
      });
    }
    return rows;
  }
  const ticks = await read<Tick>(request, { timeframe: 'tick', priceType: 'bid' });
  const rows: RecordedRow[] = [];
  let last: RecordedRow | undefined;
  for (const [time, askPrice, bidPrice, askVolume = 0, bidVolume = 0] of ticks) {
    const bid = priceText(bidPrice, instrument);
    const ask = priceText(askPrice, instrument);
    const volume = Decimal.from(askVolume).add(Decimal.from(bidVolume));
    if (last && last.time === time) {
      Object.assign(last, {
        bidOpen: bid,
        bidHigh: bid,
        bidLow: bid,
        bidClose: bid,
        askOpen: ask,
        askHigh: ask,
        askLow: ask,
        askClose: ask,
      });
      last.volume = Decimal.from(last.volume).add(volume).round(VOLUME_PLACES).toString();
      continue;
    }
    last = {
      time,
      bidOpen: bid,
      bidHigh: bid,
      bidLow: bid,
      bidClose: bid,
      askOpen: ask,
      askHigh: ask,
      askLow: ask,
      askClose: ask,
      volume: volume.round(VOLUME_PLACES).toString(),
    };
    rows.push(last);
  }
  return rows;
}
