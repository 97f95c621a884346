import { hashText, streamPrefix, uniformFromPrefix } from '../seeded-random';
import { fatTailedFromUniform } from './fat-tailed-draw';

// Read once: every instrument's step asks for its factors' draws, and an imported binding can
// cost a call per read (a loader that turns modules into CommonJS).
const drawUniform = uniformFromPrefix;
const laplace = fatTailedFromUniform;

/**
 * A common factor's innovation at an instant: a unit-variance fat-tailed (Laplace) number drawn from
 * (seed, factor, instant), the same for every instrument that loads on the factor, which is what
 * makes them move together. The last draw per factor is kept, since one tick asks for it once
 * per instrument; it is a cache of a pure function, not state.
 */
export class FactorDraws {
  private readonly prefix: number;
  // The last draw: every instrument of a tick steps to the same instant and reuses it.
  private lastCounter = Number.NaN;
  private lastValue = 0;

  constructor(seed: number, factor: string) {
    this.prefix = streamPrefix(seed, hashText(`factor:${factor}`));
  }

  at(counter: number): number {
    if (this.lastCounter === counter) return this.lastValue;
    this.lastValue = laplace(drawUniform(this.prefix, counter));
    this.lastCounter = counter;
    return this.lastValue;
  }
}

const factors = new Map<string, FactorDraws>();

/** The (shared) draws of a factor under a seed. */
export function factorDraws(seed: number, factor: string): FactorDraws {
  const key = `${seed}:${factor}`;
  let draws = factors.get(key);
  if (!draws) {
    draws = new FactorDraws(seed, factor);
    factors.set(key, draws);
  }
  return draws;
}
