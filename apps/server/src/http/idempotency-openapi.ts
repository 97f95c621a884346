import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  type EndpointName,
} from '@beurs/domain';
import { IDEMPOTENT_CALLS } from './idempotent-calls';
import { IDEMPOTENT_REPLAYED_HEADER } from './idempotency-key-header';

/**
 * Documents the `Idempotency-Key` header, the `Idempotent-Replayed` answer header and the 409 of
 * a key used for another request on an operation of the OpenAPI document, when its call takes a
 * key (IDEMPOTENT_CALLS). `errors` is the schema of the error body.
 */
export function documentIdempotency(name: EndpointName, operation: Record<string, unknown>, errors: unknown): void {
  if (!IDEMPOTENT_CALLS.has(name)) return;
  const header = {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: false,
    schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH, pattern: IDEMPOTENCY_KEY_PATTERN.source },
    description:
      `Beurs extension: makes the call safe to retry. The same key with the same request within ${IDEMPOTENCY_KEY_TTL_HOURS} hours ` +
      `answers the first answer again, byte for byte, with ${IDEMPOTENT_REPLAYED_HEADER}: true, and acts no second time. ` +
      'A refused request keeps no key, so its retry is judged afresh. Keys are per account.',
  };
  const parameters = Array.isArray(operation.parameters) ? (operation.parameters as unknown[]) : [];
  operation.parameters = [...parameters, header];
  const responses = operation.responses as Record<string, Record<string, unknown>>;
  const success = responses['200'];
  if (success) {
    success.headers = {
      [IDEMPOTENT_REPLAYED_HEADER]: {
        description: 'true when this is the stored answer to an earlier request with the same key (or client_order_id)',
        schema: { type: 'string', enum: ['true'] },
      },
    };
  }
  operation.responses = {
    ...responses,
    '409': {
      description:
        'Conflict: among others, idempotency_conflict when the Idempotency-Key (or client_order_id) was used for another request; send a new one',
      content: { 'application/json': { schema: errors } },
    },
  };
}
