import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, MAX_IDEMPOTENCY_KEY_LENGTH } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';

/** The answer header that marks a repeat answered from what was stored, with no new effect. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const WHAT_TO_SEND = `send a key of 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} letters, digits or . _ : - that is new for each new request (a UUID works), or leave the header out`;

function invalidKey(problem: string): Refusal {
  return Refusal.validation(`The ${IDEMPOTENCY_KEY_HEADER} header ${problem}: ${WHAT_TO_SEND}.`, [
    { path: IDEMPOTENCY_KEY_HEADER, message: `${IDEMPOTENCY_KEY_HEADER} ${problem}` },
  ]);
}

/** The request's `Idempotency-Key`, null without one; refuses (400) one that is empty, too long, repeated or has other characters. */
export function readIdempotencyKey(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return null;
  if (Array.isArray(header)) throw invalidKey(`was sent ${header.length} times`);
  const key = header.trim();
  if (key.length === 0) throw invalidKey('is empty');
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw invalidKey(`has ${key.length} characters, more than ${MAX_IDEMPOTENCY_KEY_LENGTH}`);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalidKey('holds characters other than letters, digits and . _ : -');
  return key;
}
