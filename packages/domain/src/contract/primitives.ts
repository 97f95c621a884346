import { z } from 'zod';
import { MONEY_SCALE } from '../constants/limits';
import { Decimal } from '../money/decimal';

/** A decimal number written as text (`'10000.00'`, `'-3.5'`): how the contract carries money and prices. */
export const decimalString = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, { error: 'Must be a decimal number written as text, like "10.50"' });

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

/** An ISO 8601 timestamp, e.g. `2026-11-22T18:00:00.000Z`. */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });

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

/**
 * A number a person types (sent as a JSON number or as text), checked exactly and turned
 * into canonical decimal text. Every refusal says what to fix.
 *
 * @example
 * decimalInput({ label: 'Amount', scale: 2, min: '10' }).parse(250.5) // '250.5'
 */
export function decimalInput(rules: DecimalInputRules) {
  const unit = rules.unit ? ` ${rules.unit}` : '';
  return z
    .union([z.number(), z.string()], { error: `${rules.label} must be a number, like 250 or 250.50` })
    .transform((value, ctx) => {
      if (!Decimal.isValid(typeof value === 'string' ? value.trim() : value)) {
        ctx.addIssue({ code: 'custom', message: `${rules.label} must be a number, like 250 or 250.50` });
        return z.NEVER;
      }
      const decimal = Decimal.from(typeof value === 'string' ? value.trim() : value);
      if (decimal.decimalPlaces() > rules.scale) {
        ctx.addIssue({
          code: 'custom',
          message:
            rules.scale === 0
              ? `${rules.label} must be a whole number`
              : `${rules.label} can have at most ${rules.scale} decimal places`,
        });
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

/** An amount of money in the account currency: at most 2 decimals, positive. */
export function moneyInput(rules: Omit<DecimalInputRules, 'scale'>) {
  return decimalInput({ ...rules, scale: MONEY_SCALE });
}

/** The answer of a call that only reports success. */
export const okResponse = z.object({
  ok: z.literal(true),
  /** A message to show the user, when the call has one (e.g. 'Code saved successfully'). */
  message: z.string().optional(),
});
/** The type of {@link okResponse}. */
export type OkResponse = z.infer<typeof okResponse>;

/** One field a request got wrong, with a message a person can act on. */
export const fieldError = z.object({
  /** Dotted path of the field in the request body, e.g. `meta.wallet`. */
  path: z.string(),
  message: z.string(),
});
/** The type of {@link fieldError}. */
export type FieldError = z.infer<typeof fieldError>;

/**
 * The body of every 4xx/5xx answer. `message` is written for the user; `code` is for
 * programs; `fields` lists the fields to fix on a validation failure.
 */
export const errorBody = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(fieldError).optional(),
});
/** The type of {@link errorBody}. */
export type ErrorBody = z.infer<typeof errorBody>;
