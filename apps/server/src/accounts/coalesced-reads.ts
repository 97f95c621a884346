import { setImmediate as nextTurn } from 'node:timers/promises';

/** Per key: what the read running now settles into, and the read queued to follow it. */
interface KeyReads<T> {
  /** Settles (never rejects) when the running read has ended, or the first read may start. */
  running: Promise<unknown>;
  /** The one read that starts when `running` settles, shared by everyone who asked meanwhile; null when nobody has. */
  next: Promise<T> | null;
}

/**
 * Coalesces concurrent reads of one key without ever answering stale: at most one read per key
 * runs at a time, and a call that arrives while one runs does not take that read's answer (it
 * started before the call and may miss a write the caller saw committed) but waits for the next
 * read, which starts when the running one ends and is shared by every call that arrived in the
 * meantime. A read that starts after a call arrived sees every write committed before it, so each
 * answer is as fresh as a read of the call's own; the key pays at most one read in flight and one
 * queued, however many calls ask.
 *
 * A key's first read starts on the next turn of the event loop, not at once: the calls that
 * arrive in the same turn (the requests Node read from the sockets together) share it. Without
 * that wait, a read that never leaves the turn it started in (PGlite's, synchronous WebAssembly
 * behind a few awaits) would end before the next request is even parsed, and nothing would share.
 *
 * A failing read rejects every call that shares it; the next read is started as usual.
 */
export function coalesceReads<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const byKey = new Map<string, KeyReads<T>>();

  const start = (key: string, reads: KeyReads<T>): Promise<T> => {
    const answer = read(key);
    reads.running = answer.then(
      () => settled(key, reads),
      () => settled(key, reads),
    );
    return answer;
  };

  // Nobody waiting: the key is forgotten, and its next call starts afresh.
  const settled = (key: string, reads: KeyReads<T>) => {
    if (reads.next === null && byKey.get(key) === reads) byKey.delete(key);
  };

  return (key) => {
    let reads = byKey.get(key);
    if (!reads) {
      reads = { running: nextTurn(), next: null };
      byKey.set(key, reads);
    }
    // Not started yet, so it starts after this call arrived: safe to share.
    if (reads.next) return reads.next;
    const queued = reads;
    queued.next = queued.running.then(() => {
      // From here on it is in flight: later calls queue behind it.
      queued.next = null;
      return start(key, queued);
    });
    return queued.next;
  };
}
