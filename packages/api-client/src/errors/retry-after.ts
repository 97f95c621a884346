/**
 * The seconds a `Retry-After` header asks to wait: its delay in seconds, or the time until its
 * HTTP date (0 once past). `undefined` when the header is missing or neither form.
 *
 * @example
 * retryAfterSeconds('42') // 42
 * retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT') // seconds until then, rounded up
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
