import type { z } from 'zod';
import { ERROR_CODES, findUnsafeText, unsafeTextMessage, type FieldError } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';

/**
 * Parses input with a contract schema; a failure becomes a 400 that lists every field to fix,
 * with the first problem as the message the client shows.
 */
export function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  assertSafeText(input);
  // reportInput: zod 4 leaves `issue.input` out by default, and messageOf needs it to tell a
  // missing field ("is required") from one of the wrong type.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: messageOf(issue),
  }));
  if (input === undefined || input === null) {
    throw Refusal.validation('Send a JSON object as the request body.', fields);
  }
  if (typeof input === 'string') {
    // Fastify parses text/plain bodies into a string; a JSON call cannot use one.
    throw new Refusal(
      'unsupported_media_type',
      ERROR_CODES.unsupportedMediaType,
      'Send the request body as JSON with Content-Type: application/json.',
      fields,
    );
  }
  throw Refusal.validation(fields[0]?.message ?? 'The request is not valid.', fields);
}

/**
 * Refuses a NUL character or a lone surrogate anywhere in the input, before any schema sees it:
 * PostgreSQL cannot store the one, UTF-8 cannot carry the other, and no person types either.
 * Every call's body and query pass here, so no route has to think of it.
 */
export function assertSafeText(input: unknown): void {
  const unsafe = findUnsafeText(input);
  if (!unsafe) return;
  const message = unsafeTextMessage(labelOf(unsafe.path === '' ? [] : unsafe.path.split('.')), unsafe.problem);
  throw Refusal.validation(message, [{ path: unsafe.path, message }]);
}

/** The schemas' own messages name their field; zod's generic ones get the field's name in front. */
function messageOf(issue: z.core.$ZodIssue): string {
  // Shared primitives (dates, ids) say "Must be …" without knowing their field's name.
  const generic = /^(Invalid|Too (small|big)|Unrecognized|Must )/.test(issue.message);
  if (generic && issue.code === 'invalid_type' && issue.input === undefined) return `${labelOf(issue.path)} is required`;
  if (generic && issue.path.length > 0) {
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
