/**
 * A counter-based pseudo-random generator: every draw is a pure function of (seed, stream,
 * counter), so the simulator needs no generator state between ticks (a second process, or a
 * restart, draws the same numbers for the same instrument and instant).
 */

/** FNV-1a hash of a text, as an unsigned 32-bit integer: turns an instrument id into a stream number. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit integer finaliser (murmur3's fmix32): small input changes spread over every bit. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Where a draw comes from: the simulator's seed, the instrument's stream and the instant (ms). */
export interface DrawKey {
  seed: number;
  stream: number;
  counter: number;
}

/**
 * The part of a draw's hash that depends on the seed and the stream only: a stream drawn at
 * every tick computes it once ({@link uniformFromPrefix}).
 */
export function streamPrefix(seed: number, stream: number): number {
  return mix32(mix32(seed ^ 0x9e3779b9) ^ stream);
}

/** {@link uniformAt} of (seed, stream, counter, lane) from the stream's {@link streamPrefix}: the same number. */
export function uniformFromPrefix(prefix: number, counter: number, lane = 0): number {
  // Counters are epoch milliseconds (above 2^32), so both halves go into the hash.
  const high = Math.floor(counter / 0x100000000);
  const low = counter >>> 0;
  let h = mix32(prefix ^ low);
  h = mix32(h ^ high);
  h = mix32(h ^ Math.imul(lane + 1, 0x27d4eb2f));
  return (h + 0.5) / 0x100000000;
}

/** A uniform number in (0, 1), never exactly 0 or 1, determined by the key and a lane (0, 1, …). */
export function uniformAt(key: DrawKey, lane = 0): number {
  return uniformFromPrefix(streamPrefix(key.seed, key.stream), key.counter, lane);
}

/** A standard normal draw (Box-Muller on two uniform lanes) determined by the key. */
export function normalAt(key: DrawKey): number {
  const u1 = uniformAt(key, 0);
  const u2 = uniformAt(key, 1);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
