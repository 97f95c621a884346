import type { ApiClientHooks, UploadProgress } from './api-client-types';
import type { OutgoingRequest, SendRequest } from './outgoing-request';
import { sendWithXhr } from './send-with-xhr';

/**
 * Sends a multipart upload. With a progress callback it goes through XMLHttpRequest where
 * that exists (browsers); elsewhere through fetch, reporting 0% before and 100% after.
 */
export async function sendUpload({
  send,
  request,
  size,
  onUploadProgress,
  hooks,
}: {
  send: SendRequest;
  request: OutgoingRequest;
  /** The file's size in bytes. */
  size: number;
  onUploadProgress: ((progress: UploadProgress) => void) | undefined;
  hooks: ApiClientHooks | undefined;
}): Promise<Response> {
  if (!onUploadProgress) return send(request);
  if (typeof XMLHttpRequest === 'function') return sendWithXhr({ request, size, onUploadProgress, hooks });
  onUploadProgress({ loaded: 0, total: size, percent: 0 });
  const response = await send(request);
  onUploadProgress({ loaded: size, total: size, percent: 100 });
  return response;
}
