import type { RefusalKind } from '../refusals/refusal';

/** The HTTP status of each kind of refusal: decided here, at the edge, and nowhere else. */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many: 429,
};
