import { errorBody } from '@beurs/domain/contract';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from '../errors/read-error-body';

const body = { statusCode: 422, code: 'validation_failed', message: 'Leverage must be at most 30' };

// Each case is checked against the contract's zod `errorBody` too, so the hand-written reader
// accepts and refuses exactly what the schema does.
const ACCEPTED: Record<string, unknown> = {
  'the three required fields': body,
  'fields to fix': { ...body, fields: [{ path: 'leverage', message: 'Leverage must be at most 30' }] },
  'no fields to fix': { ...body, fields: [] },
  'fields left undefined': { ...body, fields: undefined },
  "a 500's request id": { ...body, statusCode: 500, request_id: 'req-7' },
  "a 429's wait": { ...body, statusCode: 429, code: 'rate_limited', retry_after_seconds: 30 },
  'no wait at all': { ...body, statusCode: 429, retry_after_seconds: 0 },
  'keys the contract does not name': { ...body, error: 'Unprocessable Entity', fields: [{ path: 'a', message: 'b', rule: 'max' }] },
  'a negative status': { ...body, statusCode: -1 },
  'an empty code and message': { ...body, code: '', message: '' },
};

const REFUSED: Record<string, unknown> = {
  null: null,
  'an array': [body],
  text: 'Bad Gateway',
  'a number': 502,
  'a missing status': { code: body.code, message: body.message },
  'a status written as text': { ...body, statusCode: '422' },
  'a fractional status': { ...body, statusCode: 422.5 },
  'a status beyond safe integers': { ...body, statusCode: 2 ** 53 },
  'a missing code': { statusCode: 422, message: body.message },
  'a code that is not text': { ...body, code: 42 },
  'a missing message': { statusCode: 422, code: body.code },
  'a message that is not text': { ...body, message: { text: 'no' } },
  'fields that are not a list': { ...body, fields: { leverage: 'too high' } },
  'fields set to null': { ...body, fields: null },
  'a field without a path': { ...body, fields: [{ message: 'Leverage must be at most 30' }] },
  'a field whose message is not text': { ...body, fields: [{ path: 'leverage', message: 30 }] },
  'a field that is not an object': { ...body, fields: ['leverage'] },
  'a request id that is not text': { ...body, request_id: 7 },
  'a request id set to null': { ...body, request_id: null },
  'a negative wait': { ...body, retry_after_seconds: -1 },
  'a fractional wait': { ...body, retry_after_seconds: 1.5 },
  'a wait written as text': { ...body, retry_after_seconds: '30' },
  'a wait set to null': { ...body, retry_after_seconds: null },
};

describe('readErrorBody', () => {
  it.each(Object.entries(ACCEPTED))('accepts %s, as the contract does, keeping only the named fields', (_case, data) => {
    const parsed = errorBody.safeParse(data);
    expect(parsed.success).toBe(true);
    expect(readErrorBody(data)).toEqual(parsed.data);
  });

  it.each(Object.entries(REFUSED))('refuses %s, as the contract does', (_case, data) => {
    expect(errorBody.safeParse(data).success).toBe(false);
    expect(readErrorBody(data)).toBeUndefined();
  });
});
