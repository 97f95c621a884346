import type { z } from 'zod';
import type { FieldError } from '@beurs/domain';
import { AppError } from './app-error';

/**
 * Parses input with a contract schema; a failure becomes a 400 that lists every field to fix,
 * with the first problem as the message the client shows.
 */
export function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: messageOf(issue),
  }));
  if (input === undefined || input === null) {
    throw AppError.validation('Send a JSON object as the request body.', fields);
  }
  throw AppError.validation(fields[0]?.message ?? 'The request is not valid.', fields);
}

/** The schemas' own messages name their field; zod's generic ones get the field's name in front. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${labelOf(issue.path)} is required`;
  if (issue.path.length > 0 && /^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message)) {
    return `${labelOf(issue.path)}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
  }
  return issue.message;
}

function labelOf(path: ReadonlyArray<PropertyKey>): string {
  const last = path.at(-1);
  if (last === undefined) return 'The request body';
  const text = path.map(String).join('.').replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
