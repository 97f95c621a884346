import type { FastifyInstance } from 'fastify';
import { endpointPath } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { buildAsyncApiDocument } from './asyncapi-document';
import type { JsonSchema } from '../http/json-schema';

/**
 * Serves the AsyncAPI document of the socket events at /api/v1/asyncapi.json: public like the
 * OpenAPI document beside it, built once on first request, with the API's default headers.
 */
export function registerAsyncApiRoute(app: FastifyInstance, context: AppContext): void {
  let document: JsonSchema | null = null;
  app.get(endpointPath('asyncapi.json'), async (request, reply) => {
    // Public, like the OpenAPI document: the address's budget and its headers.
    await context.rateBudgets.charge(reply, 'address', request.ip);
    document ??= buildAsyncApiDocument(context);
    return document;
  });
}
