import { z } from 'zod';

/** A JSON Schema (or any JSON object of a generated document). */
export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema, for the generated API documents. `io` picks the side: `input` is
 * what a client may send (before defaults and transforms), `output` what the server answers.
 * `target` is the dialect the document speaks: draft 2020-12 for OpenAPI 3.1, draft-07 for
 * AsyncAPI 3.0's schema format. Schemas that cannot be written as JSON Schema become `{}`
 * (anything), so one odd schema never breaks a document; the server still validates.
 */
export function jsonSchemaOf(schema: z.ZodType, options: { io: 'input' | 'output'; target?: 'draft-2020-12' | 'draft-7' }): JsonSchema {
  const { io, target = 'draft-2020-12' } = options;
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target, unrepresentable: 'any' }) as JsonSchema;
    return rest;
  } catch {
    // Documented fallback: an empty schema accepts anything.
    return {};
  }
}
