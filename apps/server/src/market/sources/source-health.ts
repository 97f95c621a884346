/** How a market-data source is doing, as `/readyz`, `/metrics` and `market sources` report it. */
export interface SourceHealth {
  /** `simulated`, `live:<exchange>` or `replay:<dataset>`. */
  source: string;
  /** `ok`; `connecting` (a live feed not yet subscribed); `down` (no connection, or silent too long; no data to replay); `stopped` (this process does not run it). */
  state: 'ok' | 'connecting' | 'down' | 'stopped';
  /** Messages (live) or quotes (replay) since the process started the source. */
  messages: number;
  /** Reconnections since the process started the source. */
  reconnects: number;
  /** When the last message arrived (ms), null before the first. */
  lastMessageAt: number | null;
  /** Exchange time to arrival of the last message (ms), when the exchange gives its time. */
  lagMs: number | null;
  /** The last error or state change, for a person. */
  detail: string | null;
}

/** A source this process does not run (it does not hold the market-feed lease, or the feed is off). */
export function stoppedHealth(source: string, detail: string | null = null): SourceHealth {
  return { source, state: 'stopped', messages: 0, reconnects: 0, lastMessageAt: null, lagMs: null, detail };
}
