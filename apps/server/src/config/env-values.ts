/** The process environment, or a test's stand-in for it. */
export type Env = Record<string, string | undefined>;

/** A whole number from `env[key]`; absent or empty is `undefined`, anything else is an error. */
export function integer(env: Env, key: string, errors: string[]): number | undefined {
  const raw = env[key];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) {
    errors.push(`${key} must be a whole number, got "${raw}"`);
    return undefined;
  }
  return value;
}

/** A yes/no switch from `env[key]` (`true`/`false`, `1`/`0`, `yes`/`no`, `on`/`off`). */
export function flag(env: Env, key: string, errors: string[]): boolean | undefined {
  const raw = env[key]?.toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  errors.push(`${key} must be true or false, got "${env[key]}"`);
  return undefined;
}

/** Text from `env[key]`; absent or empty is `undefined`. */
export function text(env: Env, key: string): string | undefined {
  const raw = env[key];
  return raw === undefined || raw === '' ? undefined : raw;
}
