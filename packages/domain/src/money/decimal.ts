/**
 * How a result that does not fit the requested scale is rounded.
 * - `half-even`: to nearest, ties to even (banker's rounding; unbiased over many rounds).
 * - `half-up`: to nearest, ties away from zero.
 * - `up`: away from zero. `down`: towards zero. `ceil`: towards +∞. `floor`: towards −∞.
 */
export type RoundingMode = 'half-even' | 'half-up' | 'up' | 'down' | 'ceil' | 'floor';

/** What `Decimal.from` accepts. Numbers are read through their shortest round-trip string. */
export type DecimalInput = Decimal | string | number | bigint;

const DECIMAL_PATTERN = /^([+-])?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * The largest exponent `Decimal.from` reads (`'1e400'`). Every finite JavaScript number is
 * within it; a larger one would make the arithmetic on it as slow as its digits are many.
 */
const MAX_EXPONENT = 400;

/** Thrown when a value cannot be read as a decimal number. */
export class DecimalError extends Error {
  override name = 'DecimalError' as const;
}

function exponentInRange(exponentText: string | undefined): boolean {
  return exponentText === undefined || Math.abs(Number(exponentText)) <= MAX_EXPONENT;
}

/**
 * 10^0 to 10^40: every scale money, prices, volumes and rates use. Rounding and aligning scales
 * take a power of ten each time, and raising a bigint was most of the cost of valuing a position.
 */
const POWERS_OF_TEN = Array.from({ length: 41 }, (_, exponent) => 10n ** BigInt(exponent));

function pow10(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

function absBig(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/**
 * An exact decimal number: an integer count of `10^-scale` units. Money, prices and volumes
 * use it so that 0.1 + 0.2 is 0.3 and a ledger always sums to its balance.
 *
 * @example
 * Decimal.from('0.1').add('0.2').toString() // '0.3'
 * Decimal.from('10').div('3', 2).toFixed(2) // '3.33'
 */
export class Decimal {
  /** The value in units of `10^-scale`. */
  readonly units: bigint;
  /** Number of decimal places the units carry (>= 0). */
  readonly scale: number;

  private constructor(units: bigint, scale: number) {
    this.units = units;
    this.scale = scale;
  }

  static readonly ZERO = new Decimal(0n, 0);

  /**
   * Reads a decimal from a string (`'12.50'`, `'-3'`, `'1e-4'`; exponents within ±400), a finite
   * number or a bigint. Text from outside should pass `checkDecimalText` first: it refuses
   * exponents and bounds the digits.
   */
  static from(value: DecimalInput): Decimal {
    if (value instanceof Decimal) return value;
    if (typeof value === 'bigint') return new Decimal(value, 0);
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new DecimalError(`Not a finite number: ${value}`);
      return Decimal.parse(String(value));
    }
    return Decimal.parse(value);
  }

  /** Whether `value` can be read by `Decimal.from`. */
  static isValid(value: unknown): boolean {
    if (typeof value === 'number') return Number.isFinite(value);
    if (typeof value === 'bigint' || value instanceof Decimal) return true;
    if (typeof value !== 'string') return false;
    const match = DECIMAL_PATTERN.exec(value.trim());
    return match !== null && exponentInRange(match[4]);
  }

  /** Builds a decimal from integer units and a scale: `fromUnits(1250n, 2)` is 12.50. */
  static fromUnits(units: bigint, scale: number): Decimal {
    if (!Number.isInteger(scale) || scale < 0) throw new DecimalError(`Scale must be a whole number >= 0, got ${scale}`);
    return new Decimal(units, scale);
  }

  private static parse(text: string): Decimal {
    const match = DECIMAL_PATTERN.exec(text.trim());
    if (!match) throw new DecimalError(`Not a decimal number: "${text}"`);
    const [, sign, whole = '0', fraction = '', exponentText] = match;
    if (!exponentInRange(exponentText)) throw new DecimalError(`Exponent out of range (at most ±${MAX_EXPONENT}): "${text}"`);
    const exponent = exponentText ? Number(exponentText) : 0;
    let units = BigInt(whole + fraction);
    let scale = fraction.length - exponent;
    if (scale < 0) {
      units *= pow10(-scale);
      scale = 0;
    }
    return new Decimal(sign === '-' ? -units : units, scale);
  }

  /** The same value expressed with at least `scale` decimal places (never loses digits). */
  private widen(scale: number): bigint {
    return scale <= this.scale ? this.units : this.units * pow10(scale - this.scale);
  }

  add(other: DecimalInput): Decimal {
    const b = Decimal.from(other);
    const scale = Math.max(this.scale, b.scale);
    return new Decimal(this.widen(scale) + b.widen(scale), scale);
  }

  sub(other: DecimalInput): Decimal {
    return this.add(Decimal.from(other).neg());
  }

  mul(other: DecimalInput): Decimal {
    const b = Decimal.from(other);
    return new Decimal(this.units * b.units, this.scale + b.scale);
  }

  /**
   * Divides and rounds the quotient to `scale` places. Division is the one operation that can
   * produce infinitely many digits, so the caller must say how many it wants.
   */
  div(other: DecimalInput, scale: number, mode: RoundingMode = 'half-even'): Decimal {
    const b = Decimal.from(other);
    if (b.units === 0n) throw new DecimalError('Division by zero');
    // a/b at `scale` places = (a.units * 10^(scale + b.scale)) / (b.units * 10^(a.scale)).
    const numerator = this.units * pow10(scale + b.scale);
    const denominator = b.units * pow10(this.scale);
    return new Decimal(divideRounded(numerator, denominator, mode), scale);
  }

  neg(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  abs(): Decimal {
    return this.units < 0n ? this.neg() : this;
  }

  /** Rounds to `scale` decimal places. Defaults to half-even. */
  round(scale: number, mode: RoundingMode = 'half-even'): Decimal {
    if (scale >= this.scale) return new Decimal(this.widen(scale), scale);
    return new Decimal(divideRounded(this.units, pow10(this.scale - scale), mode), scale);
  }

  /** -1, 0 or 1 as this is less than, equal to or greater than `other`. */
  cmp(other: DecimalInput): -1 | 0 | 1 {
    const b = Decimal.from(other);
    const scale = Math.max(this.scale, b.scale);
    const x = this.widen(scale);
    const y = b.widen(scale);
    return x < y ? -1 : x > y ? 1 : 0;
  }

  eq(other: DecimalInput): boolean {
    return this.cmp(other) === 0;
  }
  lt(other: DecimalInput): boolean {
    return this.cmp(other) < 0;
  }
  lte(other: DecimalInput): boolean {
    return this.cmp(other) <= 0;
  }
  gt(other: DecimalInput): boolean {
    return this.cmp(other) > 0;
  }
  gte(other: DecimalInput): boolean {
    return this.cmp(other) >= 0;
  }
  isZero(): boolean {
    return this.units === 0n;
  }
  isNegative(): boolean {
    return this.units < 0n;
  }
  isPositive(): boolean {
    return this.units > 0n;
  }

  /** Number of decimal places actually used, ignoring trailing zeros (`'1.250'` has 2). */
  decimalPlaces(): number {
    if (this.units === 0n) return 0;
    let places = this.scale;
    let units = this.units;
    while (places > 0 && units % 10n === 0n) {
      units /= 10n;
      places -= 1;
    }
    return places;
  }

  static min(...values: DecimalInput[]): Decimal {
    return values.map((v) => Decimal.from(v)).reduce((a, b) => (b.lt(a) ? b : a));
  }

  static max(...values: DecimalInput[]): Decimal {
    return values.map((v) => Decimal.from(v)).reduce((a, b) => (b.gt(a) ? b : a));
  }

  /** Fixed-point text with exactly `scale` places, rounded with `mode` (defaults to half-even). */
  toFixed(scale: number, mode: RoundingMode = 'half-even'): string {
    const rounded = this.round(scale, mode);
    const negative = rounded.units < 0n;
    const digits = absBig(rounded.units)
      .toString()
      .padStart(scale + 1, '0');
    const whole = digits.slice(0, digits.length - scale);
    const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
    return `${negative ? '-' : ''}${whole}${fraction}`;
  }

  /** Shortest exact text, trailing zeros removed (`'12.5'`, `'-3'`). */
  toString(): string {
    return this.toFixed(this.decimalPlaces(), 'down');
  }

  toJSON(): string {
    return this.toString();
  }

  /** A JavaScript number, for charts and display only; never for money arithmetic. */
  toNumber(): number {
    return Number(this.toString());
  }
}

function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const quotient = numerator / denominator; // truncates towards zero
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const negative = numerator < 0n !== denominator < 0n;
  const awayFromZero = negative ? quotient - 1n : quotient + 1n;
  const twiceRemainder = absBig(remainder) * 2n;
  const absDenominator = absBig(denominator);
  switch (mode) {
    case 'down':
      return quotient;
    case 'up':
      return awayFromZero;
    case 'ceil':
      return negative ? quotient : awayFromZero;
    case 'floor':
      return negative ? awayFromZero : quotient;
    case 'half-up':
      return twiceRemainder >= absDenominator ? awayFromZero : quotient;
    case 'half-even':
      if (twiceRemainder > absDenominator) return awayFromZero;
      if (twiceRemainder < absDenominator) return quotient;
      return quotient % 2n === 0n ? quotient : awayFromZero;
    default:
      return mode satisfies never;
  }
}
