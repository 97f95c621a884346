import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES, type ErrorBody } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';
import { REFUSAL_STATUS } from './refusal-status';

function body(statusCode: number, code: string, message: string, fields?: ErrorBody['fields']): ErrorBody {
  return fields ? { statusCode, code, message, fields } : { statusCode, code, message };
}

/** Fastify's own error codes for malformed requests, each with a message a person can act on. */
function describeFastifyError(error: FastifyError, bodyLimit: number): ErrorBody | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return body(413, ERROR_CODES.payloadTooLarge, `The request body is too large: send at most ${Math.floor(bodyLimit / 1024)} KB.`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return body(415, ERROR_CODES.unsupportedMediaType, 'Send the request body as application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return body(400, ERROR_CODES.validation, 'The JSON body is empty: send {} or leave out the Content-Type header.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return body(400, ERROR_CODES.validation, 'The request body is not valid JSON.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return body(413, ERROR_CODES.payloadTooLarge, 'The file is too large: upload at most 10 MB.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return body(415, ERROR_CODES.unsupportedMediaType, 'Upload the file as multipart/form-data with a field named "file".');
    case 'FST_FILES_LIMIT':
      return body(400, ERROR_CODES.validation, 'The request holds more than one file: upload one file per request. Nothing was stored.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return body(400, ERROR_CODES.validation, 'Upload exactly one file in a field named "file", and nothing else.');
    case 'FST_MP_PREMATURE_CLOSE':
      return body(400, ERROR_CODES.validation, 'The upload ended before the whole file arrived. Send it again.');
    default:
      break;
  }
  if (error instanceof SyntaxError) return body(400, ERROR_CODES.validation, 'The request body is not valid JSON.');
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return body(error.statusCode, ERROR_CODES.validation, error.message);
  }
  return null;
}

/**
 * Answers every error with the contract's error body; only real faults become a 500, which is
 * logged with the request id and carries it as `request_id` (an extension of the error body).
 */
export function installErrorHandler(app: FastifyInstance, options: { bodyLimit: number }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Refusal) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      const statusCode = REFUSAL_STATUS[error.kind];
      const answer = body(statusCode, error.code, error.message, error.fields);
      // A spent request budget also says in the body when to retry, for clients that do not read headers.
      if (error.code === ERROR_CODES.rateLimited && error.retryAfterSeconds !== undefined) {
        answer.retry_after_seconds = Math.max(1, Math.ceil(error.retryAfterSeconds));
      }
      return reply.status(statusCode).send(answer);
    }
    const known = describeFastifyError(error, options.bodyLimit);
    if (known) return reply.status(known.statusCode).send(known);
    // The log line and the answer carry the same id, so a user's report finds the cause.
    request.log.error({ err: error, request_id: request.id }, 'unhandled error');
    return reply.status(500).send({
      ...body(
        500,
        ERROR_CODES.internal,
        `Something went wrong on our side and nothing was changed. Please try again; if it keeps happening, quote request id ${request.id}.`,
      ),
      request_id: request.id,
    });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        body(404, ERROR_CODES.notFound, `There is no ${request.method} ${request.url.split('?')[0]} here. Check the method and the path.`),
      );
  });
}
