import fc from 'fast-check';

/** The part of a JSON Schema (from `z.toJSONSchema(schema, { io: 'input' })`) the generators read. */
export interface FieldSchema {
  type?: string | string[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

const NUL_TEXT = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
const LONE_SURROGATE_TEXT = fc
  .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }))
  .map(([text, unit]) => `${text}${String.fromCharCode(unit)}`);
/** Refused by every field of every call, whatever its type: the shared check runs first. */
export const UNSAFE_TEXT = fc.oneof(NUL_TEXT, LONE_SURROGATE_TEXT);

/** Exponent notation, from the 18-second stall (`1e100000000`) to harmless-looking `2.5E3`. */
const EXPONENT_TEXT = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.constantFrom('e', 'E'), fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }))
  .map(([mantissa, e, exponent]) => `${mantissa}${e}${exponent}`);
const HUGE_DIGITS = fc.integer({ min: 21, max: 20_000 }).map((length) => '9'.repeat(length));
const LONG_FRACTION = fc.integer({ min: 11, max: 5_000 }).map((length) => `1.${'1'.repeat(length)}`);
const NOT_A_NUMBER = fc.constantFrom('', ' ', 'abc', '.5', '5.', '1,5', '0x10', 'Infinity', 'NaN', '--1', '-1', '-0.01', '1 000');
const HUGE_NUMBERS = fc.constantFrom(1e21, 1e300, -1e300, Number.MAX_VALUE, -1, -0.5, 1e-300, 5e-324);

/** Dates no calendar of the broker can hold: year 0, before 1970, past 9999, impossible offsets. */
const BAD_DATE_TEXT = fc.constantFrom(
  '0000-01-01',
  '1969-12-31',
  '-000001-01-01',
  '+275760-09-13',
  '10000-01-01',
  '2026-02-30',
  '2026-13-01',
  'today',
);
const BAD_DATE_TIME_TEXT = fc.constantFrom(
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '1969-12-31T23:59:59Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2026-01-01T00:00:00+99:99',
  '2026-02-30T00:00:00Z',
  '2026-01-01',
);

function wrongTypes(schema: FieldSchema): unknown[] {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const candidates: unknown[] = [null, true, false, 42, -1, 1.5, '', 'text', [], ['a'], {}, { nested: 'x' }];
  // Keep only what the field's JSON type cannot be; a const or enum is checked by value later.
  return candidates.filter((value) => {
    if (Array.isArray(value)) return !types.includes('array');
    if (value === null) return !types.includes('null');
    if (typeof value === 'object') return !types.includes('object');
    if (typeof value === 'boolean') return !types.includes('boolean');
    if (typeof value === 'number') return !types.includes('number') && !(types.includes('integer') && Number.isInteger(value));
    return !types.includes('string');
  });
}

/**
 * Values that break `schema`, whatever else the request holds: wrong types, NUL and lone
 * surrogates, and by kind exponent or overlong numbers, dates out of range, text past its
 * maximum length, values outside an enum or a number's range.
 */
export function badValueFor(schema: FieldSchema): fc.Arbitrary<unknown> {
  const choices: Array<fc.Arbitrary<unknown>> = [UNSAFE_TEXT];
  const wrong = wrongTypes(schema);
  if (wrong.length > 0) choices.push(fc.constantFrom(...wrong));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && types.includes('number')) {
    // A decimal input: text in the grammar or a JSON number.
    choices.push(EXPONENT_TEXT, HUGE_DIGITS, LONG_FRACTION, NOT_A_NUMBER, HUGE_NUMBERS);
    return fc.oneof(...choices);
  }
  if (schema.const !== undefined)
    choices.push(fc.constantFrom<unknown>('true', 1, 'yes', false, true).filter((value) => value !== schema.const));
  if (schema.enum) {
    const allowed = new Set(schema.enum);
    choices.push(
      fc.string({ maxLength: 12 }).filter((text) => !allowed.has(text)),
      fc.constantFrom('BUY', ' market', 'all'),
    );
  }
  if (schema.format === 'date') choices.push(BAD_DATE_TEXT);
  if (schema.format === 'date-time') choices.push(BAD_DATE_TIME_TEXT);
  if (schema.format === 'uuid') choices.push(fc.constantFrom('not-an-id', '00000000-0000-0000-0000', "1' or '1'='1"));
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    choices.push(fc.integer({ min: max + 1, max: max + 20_000 }).map((length) => 'x'.repeat(length)));
  }
  if (schema.minLength !== undefined && schema.minLength > 0) choices.push(fc.constant(''));
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test('')) choices.push(fc.constant(''));
  if (types.includes('integer')) {
    const low = schema.exclusiveMinimum ?? (schema.minimum === undefined ? undefined : schema.minimum - 1);
    if (low !== undefined) choices.push(fc.integer({ min: -1_000_000, max: low }));
    if (schema.maximum !== undefined) choices.push(fc.constantFrom(schema.maximum + 1, 1e300, 2 ** 63));
    choices.push(fc.constantFrom(0.5, -1e300));
  }
  return fc.oneof(...choices);
}

/** Every field of an object schema, nested ones included, as paths from the top. */
export function fieldPaths(schema: FieldSchema, prefix: string[] = []): Array<{ path: string[]; schema: FieldSchema; required: boolean }> {
  const result: Array<{ path: string[]; schema: FieldSchema; required: boolean }> = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    result.push({ path, schema: child, required: (schema.required ?? []).includes(key) });
    if (child.properties) result.push(...fieldPaths(child, path));
  }
  return result;
}

/** A copy of `value` with the field at `path` replaced by `replacement` (or removed when absent). */
export function withField(value: Record<string, unknown>, path: string[], replacement: { value: unknown } | null): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(value);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) {
      target[key] = {};
    }
    target = target[key] as Record<string, unknown>;
  }
  const last = path.at(-1) ?? '';
  if (replacement === null) delete target[last];
  else target[last] = replacement.value;
  return copy;
}

/**
 * Values that break `schema` and can travel in a query string: NUL, a repeated key (an array),
 * and by kind dates out of range, values outside an enum, text past its maximum length. A lone
 * surrogate cannot be written in a URL, so it is tried in JSON bodies only.
 */
export function badQueryValueFor(schema: FieldSchema): fc.Arbitrary<string | string[]> {
  const choices: Array<fc.Arbitrary<string | string[]>> = [NUL_TEXT, fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))];
  if (schema.enum) {
    const allowed = new Set(schema.enum);
    choices.push(fc.string({ maxLength: 12 }).filter((text) => !allowed.has(text)));
  }
  if (schema.format === 'date') choices.push(BAD_DATE_TEXT);
  if (schema.format === 'date-time') choices.push(BAD_DATE_TIME_TEXT);
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    choices.push(fc.integer({ min: max + 1, max: max + 5_000 }).map((length) => 'x'.repeat(length)));
  }
  return fc.oneof(...choices);
}

/** A query string from a record of values; an array repeats its key. */
export function toQueryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.join('&');
}
