import { hashText, normalAt } from '../seeded-random';
import { COARSE_STEP_MS, LOG_VOLATILITY } from './model-parameters';

/** One AR(1) component of the log-volatility, as its parameters. */
interface ComponentSpec {
  gridMs: number;
  phi: number;
  terms: number;
}

// Read once: every step reads them, and an imported binding can cost a call per read (a loader
// that turns modules into CommonJS).
const FAST = LOG_VOLATILITY.fast;
const SLOW = LOG_VOLATILITY.slow;
const COARSE_MS = COARSE_STEP_MS;

/** How many grid points a component keeps (draws and values): a day of minutes, six weeks of hours. */
const RING_SIZE = 2048;

/**
 * One AR(1) component, x(n) = c · Σ_{j<terms} φ^j · ξ(n − j), with ξ the seeded normal draws of
 * its grid points and c chosen so Var x = 1. A truncated sum, not a recursion: the value at a
 * grid point depends only on the seed and the point, so any process computes the same number;
 * the sum always runs in the same order, so a cached draw changes nothing in the result.
 */
class ArComponent {
  private readonly draws = new Float64Array(RING_SIZE);
  private readonly drawKeys = new Float64Array(RING_SIZE).fill(Number.NaN);
  private readonly values = new Float64Array(RING_SIZE);
  private readonly valueKeys = new Float64Array(RING_SIZE).fill(Number.NaN);
  private readonly weights: Float64Array;
  /** Draws of a whole range, filled by {@link prefetch} for the seeded history's long walks. */
  private table: { first: number; draws: Float64Array } | null = null;

  constructor(
    private readonly seed: number,
    private readonly stream: number,
    spec: ComponentSpec,
  ) {
    const norm = Math.sqrt((1 - spec.phi ** 2) / (1 - spec.phi ** (2 * spec.terms)));
    this.weights = Float64Array.from({ length: spec.terms }, (_, lag) => norm * spec.phi ** lag);
  }

  /** Draws the grid points a walk over [firstPoint, lastPoint] reads, in one table (the same numbers as one by one). */
  prefetch(firstPoint: number, lastPoint: number): void {
    const first = firstPoint - this.weights.length + 1;
    const known = this.table;
    if (known && known.first <= first && known.first + known.draws.length > lastPoint) return;
    const draws = new Float64Array(lastPoint - first + 1);
    for (let index = 0; index < draws.length; index += 1)
      draws[index] = normalAt({ seed: this.seed, stream: this.stream, counter: first + index });
    this.table = { first, draws };
  }

  /** Drops the prefetched table (the live ticks need only the ring). */
  forgetTable(): void {
    this.table = null;
  }

  private draw(point: number): number {
    const table = this.table;
    if (table && point >= table.first && point < table.first + table.draws.length) return table.draws[point - table.first] as number;
    const slot = ((point % RING_SIZE) + RING_SIZE) % RING_SIZE;
    if (this.drawKeys[slot] === point) return this.draws[slot] as number;
    const value = normalAt({ seed: this.seed, stream: this.stream, counter: point });
    this.draws[slot] = value;
    this.drawKeys[slot] = point;
    return value;
  }

  /** The component at grid point `point` (a standard normal number). */
  valueAt(point: number): number {
    const slot = ((point % RING_SIZE) + RING_SIZE) % RING_SIZE;
    if (this.valueKeys[slot] === point) return this.values[slot] as number;
    let sum = 0;
    const weights = this.weights;
    const table = this.table;
    // Oldest first, always: the same additions in the same order give the same bits, from the table or draw by draw.
    if (table && point - weights.length + 1 >= table.first && point < table.first + table.draws.length) {
      const draws = table.draws;
      const offset = point - table.first;
      for (let lag = weights.length - 1; lag >= 0; lag -= 1) sum += (weights[lag] as number) * (draws[offset - lag] as number);
    } else {
      for (let lag = weights.length - 1; lag >= 0; lag -= 1) sum += (weights[lag] as number) * this.draw(point - lag);
    }
    this.values[slot] = sum;
    this.valueKeys[slot] = point;
    return sum;
  }
}

/**
 * The variance multiplier of a volatility group (a factor's instruments share it, so their
 * calm and agitated spells coincide): v = exp(a_f·F − a_f²/2 + a_s·S − a_s²/2) with F the
 * minute component and S the hourly one, so E[v] = 1 and the catalogue's volatility holds on
 * average. A step of an hour or more sees exp(a_s·S − a_s²/2) only.
 */
export class VolatilityState {
  private readonly fast: ArComponent;
  private readonly slow: ArComponent;
  // The last answer per kind of step: every instrument of the group asks for the same minute in a tick.
  private fineKey = Number.NaN;
  private fineValue = 1;
  private coarseKey = Number.NaN;
  private coarseValue = 1;

  constructor(seed: number, group: string) {
    this.fast = new ArComponent(seed, hashText(`volatility-fast:${group}`), LOG_VOLATILITY.fast);
    this.slow = new ArComponent(seed, hashText(`volatility-slow:${group}`), LOG_VOLATILITY.slow);
  }

  /**
   * Prepares the draws of a walk from `fromMs` to `toMs` whose steps shorter than an hour lie
   * after `fineFromMs` (the seeded history): one table per component instead of a draw per point.
   */
  prefetch(fromMs: number, fineFromMs: number, toMs: number): void {
    const { fast, slow } = LOG_VOLATILITY;
    this.slow.prefetch(Math.floor(fromMs / slow.gridMs), Math.floor(toMs / slow.gridMs));
    this.fast.prefetch(Math.floor(fineFromMs / fast.gridMs), Math.floor(toMs / fast.gridMs));
  }

  /** Drops the prefetched tables. */
  forgetPrefetched(): void {
    this.fast.forgetTable();
    this.slow.forgetTable();
  }

  /** The variance multiplier of a step of `stepMs` that ends at `atMs`. */
  varianceAt(atMs: number, stepMs: number): number {
    const minute = Math.floor(atMs / FAST.gridMs);
    if (stepMs >= COARSE_MS) {
      if (minute !== this.coarseKey) {
        this.coarseKey = minute;
        this.coarseValue = this.compute(atMs, stepMs);
      }
      return this.coarseValue;
    }
    if (minute !== this.fineKey) {
      this.fineKey = minute;
      this.fineValue = this.compute(atMs, stepMs);
    }
    return this.fineValue;
  }

  private compute(atMs: number, stepMs: number): number {
    const slowPart = SLOW.weight * this.slow.valueAt(Math.floor(atMs / SLOW.gridMs)) - (SLOW.weight * SLOW.weight) / 2;
    if (stepMs >= COARSE_MS) return Math.exp(slowPart);
    const fastPart = FAST.weight * this.fast.valueAt(Math.floor(atMs / FAST.gridMs)) - (FAST.weight * FAST.weight) / 2;
    return Math.exp(fastPart + slowPart);
  }
}

const states = new Map<string, VolatilityState>();

/** The (cached) volatility state of a group under a seed. */
export function volatilityState(seed: number, group: string): VolatilityState {
  const key = `${seed}:${group}`;
  let state = states.get(key);
  if (!state) {
    state = new VolatilityState(seed, group);
    states.set(key, state);
  }
  return state;
}

/** Drops every group's prefetched draws once the seeded history is written (the live ticks need none). */
export function forgetPrefetchedDraws(): void {
  for (const state of states.values()) state.forgetPrefetched();
}
