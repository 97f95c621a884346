import { Decimal } from '@beurs/domain';
import { getHistoricalRates, type InstrumentType } from 'dukascopy-node';
import type { DukascopyInstrument } from './dukascopy-instruments';
import type { RecordedRow, RecordedTimeframe } from './recorded-row';
import { DAY_MS, utcDayStart } from './utc-days';

/** Where and how to read one day from Dukascopy. */
export interface DukascopyDayRequest {
  instrument: DukascopyInstrument;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  timeframe: RecordedTimeframe;
  /**
   * dukascopy-node's file cache: files found there are read instead of downloaded, and what is
   * downloaded is kept there. Without it every file is downloaded.
   */
  cacheFolder?: string;
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

async function read<T>(request: DukascopyDayRequest, options: { timeframe: 'tick' | 'm1'; priceType: 'bid' | 'ask' }): Promise<T[]> {
  const from = utcDayStart(request.day);
  try {
    const rows: unknown = await getHistoricalRates({
      instrument: request.instrument.name as InstrumentType,
      dates: { from: new Date(from), to: new Date(from + DAY_MS) },
      timeframe: options.timeframe,
      priceType: options.priceType,
      volumes: true,
      // A minute without trades is not a price: Dukascopy fills them with the last close.
      ignoreFlats: true,
      format: 'array',
      ...(request.cacheFolder === undefined ? {} : { useCache: true, cacheFolderPath: request.cacheFolder }),
      retryCount: 2,
      pauseBetweenRetriesMs: 1000,
    });
    return rows as T[];
  } catch (error) {
    // dukascopy-node throws a plain `{ validationErrors }` object for a config it refuses.
    const detail = error instanceof Error ? error.message : JSON.stringify(error);
    throw new DukascopyReadError(`Could not read ${request.instrument.name} ${options.timeframe} ${options.priceType} for ${request.day}: ${detail}`, { cause: error });
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
      Object.assign(last, { bidOpen: bid, bidHigh: bid, bidLow: bid, bidClose: bid, askOpen: ask, askHigh: ask, askLow: ask, askClose: ask });
      last.volume = Decimal.from(last.volume).add(volume).round(VOLUME_PLACES).toString();
      continue;
    }
    last = { time, bidOpen: bid, bidHigh: bid, bidLow: bid, bidClose: bid, askOpen: ask, askHigh: ask, askLow: ask, askClose: ask, volume: volume.round(VOLUME_PLACES).toString() };
    rows.push(last);
  }
  return rows;
}
