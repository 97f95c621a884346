/**
 * The most digits decimal text may carry before and after the point: what the broker's
 * `numeric(30, 10)` price and volume columns hold. A bound on digits is a bound on the work
 * exact arithmetic does with the number, so no input can make it slow.
 */
export const DECIMAL_TEXT_LIMITS = { integerDigits: 20, fractionDigits: 10 } as const;

/** Digit bounds for {@link checkDecimalText}. */
export interface DecimalTextLimits {
  /** Most digits before the point, leading zeros included. Defaults to 20. */
  integerDigits: number;
  /** Most digits after the point, trailing zeros included. Defaults to 10. */
  fractionDigits: number;
}

/** Why text is not decimal text (a closed list; see {@link checkDecimalText}). */
export const DECIMAL_TEXT_PROBLEMS = {
  /** Not digits with an optional sign and fraction at all (`'abc'`, `'.5'`, `'1,5'`, `' 1'`). */
  notANumber: 'not_a_number',
  /** Exponent notation (`'1e5'`): refused so that a few characters cannot stand for a huge number. */
  exponent: 'exponent',
  /** More digits before the point than the limit. */
  tooManyIntegerDigits: 'too_many_integer_digits',
  /** More digits after the point than the limit. */
  tooManyFractionDigits: 'too_many_fraction_digits',
} as const;
/** One of {@link DECIMAL_TEXT_PROBLEMS}. */
export type DecimalTextProblem = (typeof DECIMAL_TEXT_PROBLEMS)[keyof typeof DECIMAL_TEXT_PROBLEMS];

/** What {@link checkDecimalText} found: the text is fine, or the one problem it has. */
export type DecimalTextCheck = { ok: true } | { ok: false; problem: DecimalTextProblem };

// Linear: no nested quantifiers, so even a 64 KB string is matched in one pass.
const DECIMAL_TEXT_SHAPE = /^[+-]?(\d+)(?:\.(\d+))?$/;
const EXPONENT_SHAPE = /^[+-]?(\d+(\.\d*)?|\.\d+)[eE][+-]?\d+$/;

/**
 * Checks decimal text against the one grammar the contract accepts for money, prices and
 * volumes: digits with an optional sign (`+` or `-`) and an optional fraction after a point,
 * at most `limits.integerDigits` digits before the point and `limits.fractionDigits` after,
 * no exponent, no spaces, no thousands separators. Call it before any arithmetic on the text.
 *
 * @example
 * checkDecimalText('250.50') // { ok: true }
 * checkDecimalText('1e100000000') // { ok: false, problem: 'exponent' }
 * checkDecimalText('1.5', { integerDigits: 18, fractionDigits: 0 }) // { ok: false, problem: 'too_many_fraction_digits' }
 */
export function checkDecimalText(text: string, limits: DecimalTextLimits = DECIMAL_TEXT_LIMITS): DecimalTextCheck {
  const match = DECIMAL_TEXT_SHAPE.exec(text);
  if (!match) {
    return { ok: false, problem: EXPONENT_SHAPE.test(text) ? DECIMAL_TEXT_PROBLEMS.exponent : DECIMAL_TEXT_PROBLEMS.notANumber };
  }
  const [, whole = '', fraction = ''] = match;
  if (whole.length > limits.integerDigits) return { ok: false, problem: DECIMAL_TEXT_PROBLEMS.tooManyIntegerDigits };
  if (fraction.length > limits.fractionDigits) return { ok: false, problem: DECIMAL_TEXT_PROBLEMS.tooManyFractionDigits };
  return { ok: true };
}

/**
 * Whether `text` is decimal text within `limits` (see {@link checkDecimalText}). Defaults to
 * {@link DECIMAL_TEXT_LIMITS}.
 *
 * @example
 * isDecimalText('-3.5') // true
 * isDecimalText('1e3') // false
 */
export function isDecimalText(text: string, limits: DecimalTextLimits = DECIMAL_TEXT_LIMITS): boolean {
  return checkDecimalText(text, limits).ok;
}

/**
 * A sentence a person can act on for a problem of {@link checkDecimalText}, naming the field.
 *
 * @example
 * decimalTextMessage('Amount', 'exponent') // 'Amount must be written with plain digits, like 250.50, not in exponent notation such as 1e3'
 */
export function decimalTextMessage(label: string, problem: DecimalTextProblem, limits: DecimalTextLimits = DECIMAL_TEXT_LIMITS): string {
  switch (problem) {
    case DECIMAL_TEXT_PROBLEMS.notANumber:
      return `${label} must be a number, like 250 or 250.50`;
    case DECIMAL_TEXT_PROBLEMS.exponent:
      return `${label} must be written with plain digits, like 250.50, not in exponent notation such as 1e3`;
    case DECIMAL_TEXT_PROBLEMS.tooManyIntegerDigits:
      return `${label} can have at most ${limits.integerDigits} digits before the decimal point`;
    case DECIMAL_TEXT_PROBLEMS.tooManyFractionDigits:
      return limits.fractionDigits === 0
        ? `${label} must be a whole number`
        : `${label} can have at most ${limits.fractionDigits} digits after the decimal point`;
    default:
      return problem satisfies never;
  }
}
