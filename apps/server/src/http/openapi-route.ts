import type { FastifyInstance } from 'fastify';
import {
  DEMO_ACCOUNT_LABEL,
  ENDPOINTS,
  REFRESH_HEADER,
  UPLOAD_FIELD_NAME,
  UPLOAD_RULES,
  endpointPath,
  errorBody,
  type EndpointBody,
  type EndpointName,
} from '@beurs/domain';
import type { AppContext } from '../app-context';
import { schemaComponents, type JsonSchema, type SchemaComponents } from './json-schema';
import { documentIdempotency } from './idempotency-openapi';
import { documentRateBudget, keyNote, rateBudgetHeaders, securityOf, securitySchemes } from './rate-budget-openapi';

function jsonContent(schema: JsonSchema) {
  return { 'application/json': { schema } };
}

function queryParameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function operationOf(name: EndpointName, schemas: SchemaComponents, errors: JsonSchema) {
  const endpoint = ENDPOINTS[name];
  const operation: Record<string, unknown> = {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.auth ? 'authenticated' : 'public'],
    responses: {
      '200': { description: 'Success', content: jsonContent(schemas.schemaOf(endpoint.response, 'output')) },
      '4XX': { description: 'Refused: the message says what to fix', content: jsonContent(errors) },
      '500': { description: 'A fault on the server; nothing was changed', content: jsonContent(errors) },
    },
  };
  // Said on every operation, the public ones included (an empty list: no credentials), so a
  // generator or a linter never has to guess which calls need the bearer token.
  operation.security = securityOf(name);
  const notes: string[] = [];
  // Marked like the extensions of the schemas and of the AsyncAPI document: clients of the bare spec can skip them.
  if ('extension' in endpoint && endpoint.extension) {
    operation['x-beurs-extension'] = true;
    notes.push("Beurs extension: beyond the contract's §7.");
  }
  if (endpoint.refusedWhenFrozen) notes.push('Refused (403, account_frozen) while the account is frozen.');
  if (endpoint.auth) notes.push(keyNote(name));
  if (notes.length > 0) operation.description = notes.join(' ');
  const body: EndpointBody = endpoint.body;
  switch (body) {
    case 'json':
      operation.requestBody = { required: true, content: jsonContent(schemas.schemaOf(endpoint.request, 'input')) };
      break;
    case 'query':
      operation.parameters = queryParameters(schemas.schemaOf(endpoint.request, 'input'));
      break;
    case 'multipart':
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [UPLOAD_FIELD_NAME],
              properties: {
                [UPLOAD_FIELD_NAME]: {
                  type: 'string',
                  contentMediaType: UPLOAD_RULES.contentTypes.join(', '),
                  description: 'JPEG, PNG or PDF (checked by content), at most 10 MB',
                },
              },
            },
          },
        },
      };
      break;
    case 'none':
      break;
    default:
      return body satisfies never;
  }
  if (name === 'refresh') {
    operation.parameters = [
      { name: REFRESH_HEADER, in: 'header', required: true, schema: { type: 'string' }, description: 'The refresh token' },
    ];
  }
  documentIdempotency(name, operation, errors);
  documentRateBudget(operation, errors);
  return operation;
}

/** `900` as `15 minutes`, `90` as `90 seconds`. */
function durationText(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}

/**
 * The OpenAPI 3.1 document of the whole `/api/v1` contract, generated from ENDPOINTS. The schemas
 * the domain names (Order, User, MarketSymbol…) sit once under `components.schemas`, so
 * generators make one type of each.
 */
export function buildOpenApiDocument(context: Pick<AppContext, 'config'>): JsonSchema {
  const schemas = schemaComponents();
  const errors = schemas.schemaOf(errorBody, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint = ENDPOINTS[name];
    const path = endpointPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(name, schemas, errors) };
  }
  paths[endpointPath('/users/documents/{id}')] = {
    get: {
      operationId: 'downloadDocument',
      summary: "Download one of the caller's uploaded documents (the url of /users/getPhoto); 404 for anyone else's",
      tags: ['authenticated'],
      security: [{ session: [] }],
      description: 'Not open to API keys (403, api_key_scope): sign in as a person.',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: {
        '200': { description: 'The file', content: Object.fromEntries(UPLOAD_RULES.contentTypes.map((type) => [type, {}])) },
        '4XX': { description: 'Refused', content: jsonContent(errors) },
      },
    },
  };
  // The statement's downloads answer files, so they sit outside ENDPOINTS (statements/routes.ts).
  const period = [
    {
      name: 'from',
      in: 'query',
      required: true,
      schema: { type: 'string', format: 'date' },
      description: 'First UTC day of the period, YYYY-MM-DD',
    },
    {
      name: 'to',
      in: 'query',
      required: true,
      schema: { type: 'string', format: 'date' },
      description: 'Last UTC day, at most tomorrow and 400 days after from',
    },
  ];
  const download = (operationId: string, summary: string, contentType: string, parameters: unknown[]) => ({
    get: {
      operationId,
      summary,
      tags: ['authenticated'],
      security: [{ session: [] }, { apiKey: [] }],
      description: 'Open to API keys with the read scope (403, api_key_scope, without it).',
      'x-beurs-extension': true,
      ...(parameters.length > 0 ? { parameters } : {}),
      responses: {
        '200': { description: 'The file, as an attachment', content: { [contentType]: {} } },
        '4XX': { description: 'Refused: the message says what to fix', content: jsonContent(errors) },
      },
    },
  });
  paths[endpointPath('/users/statement.csv')] = download(
    'downloadStatementCsv',
    'The account statement of a period as CSV (the getStatement figures; fields that start like a formula are prefixed with an apostrophe)',
    'text/csv',
    period,
  );
  paths[endpointPath('/users/statement.pdf')] = download(
    'downloadStatementPdf',
    'The account statement of a period as a PDF made on the server, with the demo label and the risk warning',
    'application/pdf',
    period,
  );
  paths[endpointPath('/users/transactions.csv')] = download(
    'downloadTransactionsCsv',
    "Every transaction of the caller's history as CSV, oldest first",
    'text/csv',
    [],
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `${context.config.company.name} API`,
      version: '1.0.0',
      description: `The Beurs /api/v1 contract, served by the reference paper-trading broker. ${DEMO_ACCOUNT_LABEL}.`,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // The paths carry the whole /api/v1 prefix, so the API is at the root of the origin that served this document.
    servers: [{ url: '/', description: 'The origin that served this document' }],
    paths,
    components: {
      schemas: schemas.named(),
      headers: rateBudgetHeaders(context.config),
      securitySchemes: securitySchemes(
        `The access token of auth/signin, auth/signin/second-factor or auth/refresh, in the Authorization header: \`Bearer <accessToken>\`. It lasts ${durationText(context.config.accessTokenTtlSeconds)}; then rotate the tokens with auth/refresh (contract §4). The same token signs in the socket (${endpointPath('asyncapi.json')}).`,
      ),
    },
  };
}

/** Serves the OpenAPI document generated from the contract at /api/v1/openapi.json. */
export function registerOpenApiRoute(app: FastifyInstance, context: AppContext): void {
  let document: JsonSchema | null = null;
  app.get(endpointPath('openapi.json'), async (request, reply) => {
    // Public, like the calls it describes: the address's budget and its headers.
    await context.rateBudgets.charge(reply, 'address', request.ip);
    document ??= buildOpenApiDocument(context);
    return document;
  });
}
