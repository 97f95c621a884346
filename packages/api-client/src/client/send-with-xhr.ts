import { NetworkError } from '../errors/network-error';
import { TimeoutError } from '../errors/timeout-error';
import type { ApiClientHooks, UploadProgress } from './api-client-types';
import type { OutgoingRequest } from './outgoing-request';

function toResponse(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  // These statuses must not carry a body, or the Response constructor throws.
  const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

/**
 * Sends an upload through XMLHttpRequest, the one browser API that reports upload progress
 * over HTTP/1.1 (fetch needs a streaming body, which Chromium allows over HTTP/2 only).
 * Resolves with a `Response` like the fetch transport, so the rest of the client is shared.
 */
export async function sendWithXhr({
  request,
  size,
  onUploadProgress,
  hooks,
}: {
  request: OutgoingRequest;
  /** The file's size, the total to report until the browser tells the body's. */
  size: number;
  onUploadProgress: (progress: UploadProgress) => void;
  hooks: ApiClientHooks | undefined;
}): Promise<Response> {
  // A Request gives the hooks the same object to read and change as on the fetch path.
  const hooked = new Request(request.url, { method: request.method, headers: request.headers });
  await hooks?.beforeRequest?.(hooked);
  const { signal } = request;
  const target = { method: request.method, url: request.url };
  const response = await new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    let last: UploadProgress = { loaded: 0, total: size, percent: 0 };
    const report = (loaded: number, total: number) => {
      last = { loaded, total, percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : 100 };
      onUploadProgress(last);
    };
    xhr.open(request.method, request.url);
    hooked.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    if (request.timeout !== undefined) xhr.timeout = request.timeout;
    xhr.upload.onprogress = (event) => report(event.loaded, event.lengthComputable ? event.total : size);
    // The last progress event usually says 100% already; say it once where it did not.
    xhr.upload.onload = () => {
      if (last.percent < 100) report(last.total, last.total);
    };
    xhr.onload = () => resolve(toResponse(xhr));
    xhr.onerror = (event) => reject(new NetworkError({ ...target, cause: event }));
    xhr.ontimeout = () => reject(new TimeoutError({ ...target, timeout: xhr.timeout }));
    xhr.onabort = () => reject(signal?.reason);
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    onUploadProgress(last);
    xhr.send(request.body);
  });
  await hooks?.afterResponse?.(hooked, response.clone());
  return response;
}
