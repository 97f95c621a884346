import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { ERROR_CODES, UPLOAD_FIELD_NAME } from '@beurs/domain';
import type { ServerConfig } from '../config/config';
import { Refusal } from '../refusals/refusal';
import { SIGNATURE_BYTES, detectContentType, type UploadContentType } from './file-signature';

/** Where uploads live: `<dataDir>/uploads`, outside any folder the server serves. */
export function uploadsDir(config: ServerConfig): string {
  return join(resolve(config.dataDir), 'uploads');
}

/** The path of a stored upload; names are random hex, so no request can point elsewhere. */
export function storedFilePath(config: ServerConfig, storageName: string): string {
  if (!/^[0-9a-f]{48}$/.test(storageName)) throw new Error(`Not a storage name: ${storageName}`);
  return join(uploadsDir(config), storageName);
}

/** A file written to the uploads folder, its type checked by content. */
export interface StoredUpload {
  storageName: string;
  contentType: UploadContentType;
  size: number;
}

/**
 * Streams the uploaded file to disk under a random name, then checks it: not empty, within the
 * 10 MB limit (the multipart plugin stops at the limit and marks the file truncated), and a
 * JPEG, PNG or PDF by its first bytes. Anything refused is deleted again.
 */
export async function storeUpload(config: ServerConfig, file: MultipartFile | undefined): Promise<StoredUpload> {
  if (!file || file.fieldname !== UPLOAD_FIELD_NAME) {
    file?.file.resume();
    const message = `Upload the file as multipart/form-data in a field named "${UPLOAD_FIELD_NAME}".`;
    throw Refusal.validation(message, [{ path: UPLOAD_FIELD_NAME, message }]);
  }
  const dir = uploadsDir(config);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const storageName = randomBytes(24).toString('hex');
  const path = join(dir, storageName);
  let head = Buffer.alloc(0);
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(file.file, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    if (file.file.truncated) {
      throw new Refusal('too_large', ERROR_CODES.payloadTooLarge, 'The file is too large: upload at most 10 MB.');
    }
    if (size === 0) {
      const message = 'The file is empty. Choose the scan or photo of your document again.';
      throw Refusal.validation(message, [{ path: UPLOAD_FIELD_NAME, message }]);
    }
    const contentType = detectContentType(head);
    if (!contentType) {
      throw new Refusal(
        'unsupported_media_type',
        ERROR_CODES.unsupportedMediaType,
        'Upload a JPEG, PNG or PDF file. This file is none of them (its content was checked, not its name).',
      );
    }
    return { storageName, contentType, size };
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}
