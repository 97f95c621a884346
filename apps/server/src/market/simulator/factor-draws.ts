import { hashText, uniformAt } from '../seeded-random';
import { studentTFromUniform } from './student-t';

/** The last draw of one factor: every instrument of a tick steps to the same instant and reuses it. */
interface LastDraw {
  counter: number;
  value: number;
}

/**
 * A common factor's innovation at an instant: a unit-variance Student-t number drawn from
 * (seed, factor, instant), the same for every instrument that loads on the factor, which is what
 * makes them move together. The last draw per factor is kept, since one tick asks for it once
 * per instrument; it is a cache of a pure function, not state.
 */
export class FactorDraws {
  private readonly stream: number;
  private last: LastDraw = { counter: Number.NaN, value: 0 };

  constructor(
    private readonly seed: number,
    factor: string,
  ) {
    this.stream = hashText(`factor:${factor}`);
  }

  at(counter: number): number {
    if (this.last.counter === counter) return this.last.value;
    const value = studentTFromUniform(uniformAt({ seed: this.seed, stream: this.stream, counter }));
    this.last = { counter, value };
    return value;
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
