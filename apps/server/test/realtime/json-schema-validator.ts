import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * A JSON Schema draft-07 validator (the dialect of AsyncAPI 3.0's schemas and of the official
 * AsyncAPI JSON Schema) with the standard formats checked. Not strict: documents carry `x-`
 * fields and descriptive keywords a strict validator would refuse.
 */
export function createSchemaValidator(): { compile(schema: object): ValidateFunction } {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return { compile: (schema) => ajv.compile(schema) };
}

/** The errors of the last validation, one per line, for a failing assertion's message. */
export function errorText(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`).join('\n');
}
