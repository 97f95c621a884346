import { afterEach, beforeEach } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { notify } from '@beurs/ui';
import { TOKEN_STORAGE_KEYS } from '@beurs/domain';
import { createServices } from '../services/create-services';
import { installServices } from '../services/services';
import { resetSessionController } from '../session/session';
import { useSessionStore } from '../session/session-store';
import { createTerminalQueryClient, getQueryClient, installQueryClient } from '../query/query-client';
import { platformQuery } from '../query/server-queries';
import { makePlatform, makeUser } from './fixtures';
import { setCachedUser } from './query-cache';
import { startTestServer, type Routes, type TestServer } from './http-test-server';

/**
 * Points the page's services at a real test server on 127.0.0.1 for each test, signed in as
 * the fixture user, with an empty query cache holding the user and the platform information.
 * Returns a getter for the server.
 */
export function useTestServices(routes: () => Routes = () => ({})): () => TestServer {
  let server: TestServer | null = null;
  beforeEach(async () => {
    server = await startTestServer({
      'GET /api/v1/platform': { json: makePlatform() },
      'POST /api/v1/users/': { json: { user: makeUser() } },
      'GET /api/v1/notifications/': { json: { notifications: [], unread: 0 } },
      ...routes(),
    });
    window.localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'access-1');
    window.localStorage.setItem(TOKEN_STORAGE_KEYS.refreshToken, 'refresh-1');
    const url = server.url;
    installServices((onSessionEnded) => createServices({ baseUrl: url, onSessionEnded }));
    resetSessionController();
    useSessionStore.getState().reset();
    // A retry of a call that could not reach the server follows at once: tests wait for states, not delays.
    const queryClient = installQueryClient(createTerminalQueryClient({ retryDelay: 0 }));
    setCachedUser(makeUser());
    await queryClient.fetchQuery(platformQuery());
  });
  afterEach(async () => {
    // Unmount first, so no screen calls the server after it is gone.
    cleanup();
    getQueryClient().clear();
    act(() => notify.dismiss());
    await server?.close();
    server = null;
  });
  return () => {
    if (!server) throw new Error('The test server is not running');
    return server;
  };
}
