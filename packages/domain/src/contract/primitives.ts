import { z } from 'zod';
import { DATE_RANGE, MONEY_SCALE } from '../constants/limits';
import { Decimal } from '../money/decimal';
import { DECIMAL_TEXT_PROBLEMS, checkDecimalText, decimalTextMessage } from '../money/decimal-text';

/** A decimal number written as text (`'10000.00'`, `'-3.5'`): how the contract carries money and prices. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, { error: 'Must be a decimal number written as text, like "10.50"' });

/**
 * A type error that tells a missing field from a wrong one: `'Email is required'` when the
 * field is absent, `'Email must be text'` when it is there with the wrong type.
 *
 * @example
 * z.string({ error: typeError('Email', 'text') })
 */
export function typeError(label: string, expected: 'text' | 'a number' | 'a whole number'): (issue: { input?: unknown }) => string {
  return (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be ${expected}`);
}

const DATE_RANGE_MESSAGE = `Must be a date between ${DATE_RANGE.min} and ${DATE_RANGE.max}`;
const EARLIEST_MS = Date.parse(`${DATE_RANGE.min}T00:00:00.000Z`);
const LATEST_MS = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`);

/** Whether an ISO 8601 date or date-time names a real instant within {@link DATE_RANGE}. */
function isWithinDateRange(text: string): boolean {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && ms >= EARLIEST_MS && ms <= LATEST_MS;
}

/**
 * An ISO 8601 timestamp, e.g. `2026-11-22T18:00:00.000Z`, between 1970-01-01 and 9999-12-31
 * (`DATE_RANGE`): year 0 and offsets that name no real instant are refused.
 */
export const isoDateTime = z.iso
  .datetime({ offset: true, error: 'Must be an ISO 8601 date-time, like 2026-11-22T18:00:00Z' })
  .refine(isWithinDateRange, { error: DATE_RANGE_MESSAGE });

/** A calendar date `YYYY-MM-DD`, e.g. `2026-11-22`, between 1970-01-01 and 9999-12-31 (`DATE_RANGE`). */
export const isoDate = z.iso
  .date({ error: 'Must be a date written YYYY-MM-DD, like 2026-11-22' })
  .refine(isWithinDateRange, { error: DATE_RANGE_MESSAGE });

/** Database ids are UUIDs. */
export const entityId = z.uuid({ error: 'Must be a valid id' });

/** How `decimalInput` checks a number a person typed. */
export interface DecimalInputRules {
  /** What the field is called in messages, e.g. "Amount". */
  label: string;
  /** Most decimal places allowed. */
  scale: number;
  /** Smallest allowed value (inclusive), as text. */
  min?: string;
  /** Largest allowed value (inclusive), as text. */
  max?: string;
  /** Whether 0 is accepted even when below `min` (a deposit sent with amount 0). */
  allowZero?: boolean;
  /** Unit shown after limits in messages, e.g. "EUR". */
  unit?: string;
}

/** The text a JSON number stands for, in plain digits (`1e-7` becomes `'0.0000001'`). */
function plainTextOf(value: number): string {
  // A finite double has at most 309 digits before the point and 324 after: bounded work.
  return Decimal.from(value).toString();
}

/**
 * A number a person types (sent as a JSON number or as text), checked exactly and turned
 * into canonical decimal text. Text must follow the decimal text grammar (`checkDecimalText`:
 * plain digits, no exponent, bounded digits) before any arithmetic is done with it. Every
 * refusal says what to fix.
 *
 * @example
 * decimalInput({ label: 'Amount', scale: 2, min: '10' }).parse(250.5) // '250.5'
 * decimalInput({ label: 'Amount', scale: 2 }).safeParse('1e100000000').success // false, at once
 */
export function decimalInput(rules: DecimalInputRules) {
  const unit = rules.unit ? ` ${rules.unit}` : '';
  const scaleMessage =
    rules.scale === 0 ? `${rules.label} must be a whole number` : `${rules.label} can have at most ${rules.scale} decimal places`;
  return z.union([z.number(), z.string()], { error: `${rules.label} must be a number, like 250 or 250.50` }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : plainTextOf(value);
    // The grammar first: only bounded plain digits ever reach the arithmetic below.
    const check = checkDecimalText(text);
    if (!check.ok) {
      const message =
        check.problem === DECIMAL_TEXT_PROBLEMS.tooManyFractionDigits ? scaleMessage : decimalTextMessage(rules.label, check.problem);
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const decimal = Decimal.from(text);
    if (decimal.decimalPlaces() > rules.scale) {
      ctx.addIssue({ code: 'custom', message: scaleMessage });
      return z.NEVER;
    }
    if (decimal.isNegative()) {
      ctx.addIssue({ code: 'custom', message: `${rules.label} cannot be negative` });
      return z.NEVER;
    }
    const zeroAllowed = rules.allowZero === true && decimal.isZero();
    if (!zeroAllowed && rules.min !== undefined && decimal.lt(rules.min)) {
      ctx.addIssue({ code: 'custom', message: `${rules.label} must be at least ${rules.min}${unit}` });
      return z.NEVER;
    }
    if (rules.max !== undefined && decimal.gt(rules.max)) {
      ctx.addIssue({ code: 'custom', message: `${rules.label} must be at most ${rules.max}${unit}` });
      return z.NEVER;
    }
    return decimal.toString();
  });
}

/**
 * An amount of money in the account currency: at most 2 decimals, positive.
 *
 * @example
 * moneyInput({ label: 'Amount', min: '10', unit: 'EUR' }).parse('250.50') // '250.5'
 * moneyInput({ label: 'Amount', min: '10', unit: 'EUR' }).safeParse('5') // fails: 'Amount must be at least 10 EUR'
 */
export function moneyInput(rules: Omit<DecimalInputRules, 'scale'>) {
  return decimalInput({ ...rules, scale: MONEY_SCALE });
}

/** The answer of a call that only reports success. */
export const okResponse = z.object({
  ok: z.literal(true),
  /** A message to show the user, when the call has one (e.g. 'Code saved successfully'). */
  message: z.string().optional(),
});
z.globalRegistry.add(okResponse, { id: 'OkResponse' });
/** The type of {@link okResponse}. */
export type OkResponse = z.infer<typeof okResponse>;

/** One field a request got wrong, with a message a person can act on. */
export const fieldError = z.object({
  /** Dotted path of the field in the request body, e.g. `meta.wallet`. */
  path: z.string(),
  message: z.string(),
});
z.globalRegistry.add(fieldError, { id: 'FieldError' });
/** The type of {@link fieldError}. */
export type FieldError = z.infer<typeof fieldError>;

/**
 * The body of every 4xx/5xx answer. `message` is written for the user; `code` is for
 * programs; `fields` lists the fields to fix on a validation failure; `request_id` (an
 * extension beyond the spec) is on a 500, the id the server logged the fault under.
 */
export const errorBody = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(fieldError).optional(),
  /** Extension: the id of the request a 500 answers, also sent as the `X-Request-Id` header. */
  request_id: z.string().optional(),
  /** Extension: on a 429, how many seconds to wait before trying again (also the `Retry-After` header). */
  retry_after_seconds: z.number().int().nonnegative().optional(),
});
z.globalRegistry.add(errorBody, { id: 'ErrorBody' });
/** The type of {@link errorBody}. */
export type ErrorBody = z.infer<typeof errorBody>;
