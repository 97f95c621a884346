/** One HTTP request as the transports send it. */
export interface OutgoingRequest {
  method: string;
  /** Absolute (or page-relative) URL, query string included. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | undefined;
  /** Milliseconds before the attempt is abandoned; `undefined` for none. */
  timeout?: number | undefined;
  signal?: AbortSignal | undefined;
}

/** Sends a request and resolves with the answer, whatever its status. */
export type SendRequest = (request: OutgoingRequest) => Promise<Response>;
