import { createHash } from 'node:crypto';

/**
 * A value as JSON with every object's keys sorted, at every depth, so two requests that mean the
 * same (the same fields in another order) read the same. Undefined fields are left out, as
 * JSON.stringify leaves them out.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return canonicalJson((value as { toJSON: () => unknown }).toJSON());
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const fields = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`);
  return `{${fields.join(',')}}`;
}

/** SHA-256 (hex) of a parsed request's canonical JSON: what tells a repeat from another request under one key. */
export function requestHash(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}
