import { CliError } from './cli-error';

/** A required option or argument, trimmed; refuses a missing or blank one with what to type. */
export function requiredText(value: string | undefined, what: string, example: string): string {
  const text = value?.trim();
  if (!text) throw new CliError(`${what} is required, e.g. ${example}`, 2);
  return text;
}
