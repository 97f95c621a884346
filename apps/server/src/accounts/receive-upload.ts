import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { UPLOAD_FIELD_NAME } from '@beurs/domain';
import type { ServerConfig } from '../config/config';
import { Refusal } from '../refusals/refusal';
import { storeUpload, storedFilePath, type StoredUpload } from './document-storage';

const ONE_FILE_MESSAGE = `Upload exactly one file, in a field named "${UPLOAD_FIELD_NAME}", and nothing else.`;

/** What an unexpected part of the form was, for the message. */
function describePart(part: Multipart): string {
  if (part.type === 'file') {
    return part.fieldname === UPLOAD_FIELD_NAME
      ? `The request holds more than one file: upload one file per request. Nothing was stored.`
      : `The file is in a field named "${part.fieldname}": put it in a field named "${UPLOAD_FIELD_NAME}". Nothing was stored.`;
  }
  return `The request holds a form field "${part.fieldname}" besides the file: ${ONE_FILE_MESSAGE} Nothing was stored.`;
}

/**
 * Whether an error came from the multipart parser meeting a malformed body (no boundary, a body
 * cut short, a broken part header). busboy throws plain errors without a `code`; the file system
 * (a full disk) and Fastify (limits, mapped in error-handler.ts) set one, and stay what they are.
 */
function isMalformedBody(error: unknown): error is Error {
  return error instanceof Error && !(error instanceof Refusal) && (error as { code?: unknown }).code === undefined;
}

/**
 * Reads an upload that must hold exactly one file in the field `file` and no other part, and
 * stores it (storeUpload checks size and content). A second file, an extra field, a body without
 * a boundary or cut short: each is a 400 that names the problem, and nothing stays stored.
 */
export async function receiveSingleUpload(config: ServerConfig, request: FastifyRequest): Promise<StoredUpload> {
  let stored: StoredUpload | null = null;
  let refusal: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (stored === null && refusal === null && part.type === 'file' && part.fieldname === UPLOAD_FIELD_NAME) {
        stored = await storeUpload(config, part);
        continue;
      }
      // Read past whatever else arrives, so the whole body is seen before answering.
      if (part.type === 'file') part.file.resume();
      refusal ??= describePart(part);
    }
  } catch (error) {
    if (stored) await rm(storedFilePath(config, stored.storageName), { force: true });
    if (isMalformedBody(error)) {
      const message = `The upload is not complete multipart/form-data (${error.message}). Send the file again as multipart/form-data in a field named "${UPLOAD_FIELD_NAME}".`;
      throw Refusal.validation(message, [{ path: UPLOAD_FIELD_NAME, message }]);
    }
    throw error;
  }
  if (refusal !== null || stored === null) {
    if (stored) await rm(storedFilePath(config, stored.storageName), { force: true });
    const message = refusal ?? `Upload the file as multipart/form-data in a field named "${UPLOAD_FIELD_NAME}".`;
    throw Refusal.validation(message, [{ path: UPLOAD_FIELD_NAME, message }]);
  }
  return stored;
}
