import { BufferFetcher, CacheManager, URL_ROOT } from 'dukascopy-node';

/** Where an import gets Dukascopy's files and how hard it tries. */
export interface DukascopyFilesOptions {
  /**
   * dukascopy-node's file cache: files found there are read instead of downloaded, and what is
   * downloaded is kept there. Without it every file is downloaded.
   */
  cacheFolder?: string;
  /**
   * The root the files are downloaded from, in place of Dukascopy's own (`URL_ROOT` of
   * dukascopy-node), e.g. a mirror or a test's server. The cache keys stay Dukascopy's, so a
   * cache filled from either serves both.
   */
  baseUrl?: string;
  /** Further attempts after a failed download. Defaults to 2. */
  retries?: number;
  /** Pause before each further attempt. Defaults to 1 s. */
  retryPauseMs?: number;
}

/** What one attempt at a download got, for the error once the attempts run out. */
type Attempt = { buffer: Buffer } | { failure: string };

async function attempt(url: string): Promise<Attempt> {
  try {
    const response = await fetch(url);
    if (response.status !== 200) return { failure: `Request failed with status ${response.status}` };
    return { buffer: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Dukascopy's files (one per day of one-minute candles and side, one per hour of ticks) as
 * dukascopy-node fetches them, opened once for a whole import. `getHistoricalRates` validated
 * its config and listed the entire cache folder on every call, which for a year of days cost
 * more than decoding them and grew with the cache; here the cache's listing is read once and
 * files downloaded meanwhile are added to it.
 */
export class DukascopyFiles {
  private readonly fetcher: BufferFetcher;

  constructor(options: DukascopyFilesOptions = {}) {
    const root = options.baseUrl?.replace(/\/+$/, '') ?? URL_ROOT;
    const retries = options.retries ?? 2;
    const pauseMs = options.retryPauseMs ?? 1000;
    const download = async (url: string): Promise<Buffer> => {
      const from = url.startsWith(URL_ROOT) ? root + url.slice(URL_ROOT.length) : url;
      let failure = '';
      for (let tries = 0; tries <= retries; tries += 1) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        const result = await attempt(from);
        if ('buffer' in result) return result.buffer;
        failure = result.failure;
      }
      throw new Error(`${failure} (${from})`);
    };
    this.fetcher = new BufferFetcher({
      fetcherFn: download,
      ...(options.cacheFolder === undefined ? {} : { cacheManager: new CacheManager({ cacheFolderPath: options.cacheFolder }) }),
    });
  }

  /**
   * The files at dukascopy-node's URLs, from the cache or downloaded (and then cached), empty
   * ones left out, as `processData` takes them. Downloads go ten at a time with a pause between
   * tens, as dukascopy-node paces them.
   */
  fetch(urls: string[]): ReturnType<BufferFetcher['fetch']> {
    return this.fetcher.fetch(urls);
  }
}
