import { createApiClient, createBrowserTokenStore, type ApiClient } from '@beurs/api-client';

const clients = new Map<string, ApiClient>();

/**
 * The API client for a base URL, created once. Tokens go to `createBrowserTokenStore()`, the
 * same localStorage keys the terminal restores at start, so signing in here signs in there.
 * The public site makes no authenticated call, so there is no session to end here: the terminal
 * handles an ended session.
 */
export function siteApiFor(baseUrl: string): ApiClient {
  let client = clients.get(baseUrl);
  if (!client) {
    client = createApiClient({ baseUrl, tokenStore: createBrowserTokenStore(), onSessionEnded: () => undefined });
    clients.set(baseUrl, client);
  }
  return client;
}
