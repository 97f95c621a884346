import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { authedRoute, sessionRoute } from '../http/route';
import { originOf } from '../http/request-origin';
import { listApiKeys } from './api-key-view';
import { createApiKey } from './create-api-key';
import { revokeApiKey } from './revoke-api-key';

/** Registers getApiKeys, createApiKey, revokeApiKey: a person's session only (API_KEY_SCOPE_OF says null). */
export function registerApiKeyRoutes(app: FastifyInstance, context: AppContext): void {
  sessionRoute(app, context, 'getApiKeys', async ({ session }) => ({ keys: await listApiKeys(context.db, session.userId, context.now()) }));

  // Refused to frozen accounts: a frozen account may not start a program on it.
  authedRoute(app, context, 'createApiKey', async ({ caller, input, request }) =>
    createApiKey(context, { userId: caller.user.id, input, origin: originOf(request) }),
  );

  sessionRoute(app, context, 'revokeApiKey', async ({ session, input, request }) =>
    revokeApiKey(context, { userId: session.userId, keyId: input.id, origin: originOf(request) }),
  );
}
