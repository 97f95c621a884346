import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPE_OF, ENDPOINTS, endpointPath, type EndpointName } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Operation = {
  operationId: string;
  'x-beurs-extension'?: boolean;
  description?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: Record<string, unknown> };
};
type Schema = Record<string, unknown> & { $ref?: string };

async function fetchDocument(): Promise<Document> {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

/** The value a local `$ref` (`#/a/b`) points at, or undefined when it points at nothing. */
function pointedAt(document: Document, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

/** A schema as a reader sees it: through its `$ref`, if it is one. */
function schemaOf(document: Document, schema: unknown): Schema {
  const { $ref } = (schema ?? {}) as Schema;
  return $ref === undefined ? (schema as Schema) : schemaOf(document, pointedAt(document, $ref));
}

/** The JSON schema of an operation's successful answer. */
function answerOf(operation: Operation | undefined): unknown {
  return (operation?.responses['200'] as { content: Record<string, { schema: unknown }> }).content['application/json']?.schema;
}

function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)));
}

describe('GET /api/v1/openapi.json', () => {
  it('describes every call of the contract, the 29 of the spec included', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    const names = Object.keys(ENDPOINTS) as EndpointName[];
    const specCalls = names.filter((name) => !('extension' in ENDPOINTS[name] && ENDPOINTS[name].extension));
    expect(specCalls).toHaveLength(29);
    for (const name of names) {
      const endpoint = ENDPOINTS[name];
      const operation = document.paths[endpointPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      const keys = API_KEY_SCOPE_OF[name] === null ? [] : [{ apiKey: [] }];
      expect(operation?.security, name).toEqual(endpoint.auth ? [{ session: [] }, ...keys] : []);
      expect(operation?.responses['429'], name).toBeDefined();
      expect(operation?.responses['200'], name).toBeDefined();
      const extension = 'extension' in endpoint && endpoint.extension === true;
      expect(operation?.['x-beurs-extension'], name).toBe(extension ? true : undefined);
    }
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect((document.components.securitySchemes.session as { description: string }).description).toContain('Authorization header');
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'bk_live_…' });
    // Every operation says what it needs, the file downloads beside ENDPOINTS too.
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations))
        expect(Array.isArray(operation?.security), `${method} ${path}`).toBe(true);
    }
  });

  it('carries the request schemas as clients send them', async () => {
    const document = await fetchDocument();
    const signup = document.paths['/api/v1/auth/signup']?.post?.requestBody?.content['application/json']?.schema;
    expect(signup?.required).toEqual(expect.arrayContaining(['email', 'password', 'country_id', 'accept_terms']));
    const deposit = document.paths['/api/v1/users/deposit']?.post?.requestBody?.content['application/json']?.schema as {
      properties: { amount: { type: string[] } };
    };
    // Amounts are accepted as a JSON number or as text (docs/decisions.md).
    expect(deposit.properties.amount.type).toEqual(['number', 'string']);
    expect(document.paths['/api/v1/users/uploadPassport']?.post?.requestBody?.content['multipart/form-data']).toBeDefined();
    expect(document.paths['/api/v1/users/documents/{id}']?.get?.operationId).toBe('downloadDocument');
  });
});

describe('marked extensions of the contract', () => {
  it('marks the password-reset calls as public Beurs extensions', async () => {
    const document = await fetchDocument();
    for (const path of ['/api/v1/auth/password-reset/request', '/api/v1/auth/password-reset/confirm']) {
      const operation = document.paths[path]?.post;
      expect(operation?.['x-beurs-extension'], path).toBe(true);
      expect(operation?.description, path).toContain('Beurs extension');
      expect(operation?.security, path).toEqual([]);
    }
    expect(document.paths['/api/v1/auth/password-reset/request']?.post?.operationId).toBe('requestPasswordReset');
    expect(document.paths['/api/v1/auth/password-reset/confirm']?.post?.requestBody?.content['application/json']?.schema.required).toEqual([
      'token',
      'new_password',
    ]);
  });

  it("marks the transactions' ledger sequence as a Beurs extension", async () => {
    const document = await fetchDocument();
    const response = schemaOf(document, answerOf(document.paths['/api/v1/users/getTransactions']?.post)) as {
      properties: { transactions: { items: Schema } };
    };
    const transaction = schemaOf(document, response.properties.transactions.items) as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    expect(transaction.properties.sequence).toMatchObject({ 'x-beurs-extension': true });
    expect(transaction.properties.sequence?.description).toContain('Beurs extension');
    expect(transaction.required).not.toContain('sequence');
  });

  it('describes order changes and partial closes, with the order fields they add marked', async () => {
    const document = await fetchDocument();
    const modify = document.paths['/api/v1/orders/modify']?.post;
    const body = modify?.requestBody?.content['application/json']?.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(body.properties).sort()).toEqual(['id', 'limit_price', 'price', 'sl', 'tp', 'trailing_distance']);
    expect(body.required).toEqual(['id']);
    const close = document.paths['/api/v1/orders/close']?.post?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(close.properties).sort()).toEqual(['id', 'volume']);
    expect(close.required).toEqual(['id']);
    const answer = schemaOf(document, answerOf(modify)) as { properties: { order: Schema } };
    const order = schemaOf(document, answer.properties.order) as {
      properties: Record<string, Record<string, unknown>>;
      required: string[];
    };
    for (const field of ['trailing_distance', 'position_id', 'limit_price', 'triggered_at', 'expiry', 'expires_at']) {
      expect(order.properties[field], field).toMatchObject({ 'x-beurs-extension': true });
      expect(order.required).not.toContain(field);
    }
  });

  it('describes close all and reverse as Beurs extensions, and the order form with stop-limits and expiry', async () => {
    const document = await fetchDocument();
    const closeAll = document.paths['/api/v1/orders/closeAll']?.post;
    expect(closeAll).toMatchObject({ operationId: 'closeAllOrders', 'x-beurs-extension': true });
    const closeAllBody = closeAll?.requestBody?.content['application/json']?.schema as { properties: Record<string, unknown> };
    expect(Object.keys(closeAllBody.properties).sort()).toEqual(['include_pending', 'instrument_id']);
    const reverse = document.paths['/api/v1/orders/reverse']?.post;
    expect(reverse).toMatchObject({ operationId: 'reverseOrder', 'x-beurs-extension': true });
    const reversed = schemaOf(document, answerOf(reverse)) as { required: string[]; properties: Record<string, unknown> };
    expect(reversed.required).toEqual(['closed', 'opened']);
    expect(reversed.properties).toEqual({ closed: { $ref: '#/components/schemas/Order' }, opened: { $ref: '#/components/schemas/Order' } });
    const open = document.paths['/api/v1/orders/open']?.post?.requestBody?.content['application/json']?.schema as {
      properties: { type: { enum: string[] }; expiry: { enum: string[] }; limit_price: unknown; expires_at: unknown };
    };
    expect(open.properties.type.enum).toEqual(['market', 'limit', 'stop', 'stop_limit']);
    expect(open.properties.expiry.enum).toEqual(['gtc', 'day', 'date']);
    expect(open.properties.limit_price).toBeDefined();
    expect(open.properties.expires_at).toBeDefined();
  });
});

describe('named schemas', () => {
  it("keeps the contract's entities once under components.schemas and refers to them by name", async () => {
    const document = await fetchDocument();
    const schemas = document.components.schemas;
    for (const name of ['Order', 'User', 'MarketSymbol', 'Transaction', 'Notification', 'Alert', 'Watchlist', 'Candle', 'NewsItem']) {
      expect(schemas[name], name).toMatchObject({ type: 'object' });
    }
    for (const name of ['DeviceSession', 'TokenPair', 'ErrorBody', 'PriceSource', 'Quote', 'PhotoDocument', 'Activity', 'Country']) {
      expect(schemas[name], name).toMatchObject({ type: 'object' });
    }
    const refTo = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    // An order call answers { order: Order }, and the order names its fill quotes.
    expect(answerOf(document.paths['/api/v1/orders/open']?.post)).toEqual(refTo('OrderResponse'));
    expect(schemas.OrderResponse).toMatchObject({ properties: { order: refTo('Order') }, required: ['order'] });
    expect(schemas.Order?.properties).toMatchObject({ open_quote: { anyOf: [refTo('Quote'), { type: 'null' }] } });
    expect(schemas.UserResponse).toMatchObject({ properties: { user: refTo('User') } });
    expect(schemas.SymbolsResponse).toMatchObject({ properties: { symbols: { type: 'array', items: refTo('MarketSymbol') } } });
    expect(schemas.MarketSymbol?.properties).toMatchObject({ trading_hours: refTo('TradingHours'), price_source: refTo('PriceSource') });
    // Every refusal answers the one error body.
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const refused = (operation.responses['4XX'] as { content: Record<string, { schema: unknown }> }).content['application/json'];
        expect(refused?.schema, `${method} ${path}`).toEqual(refTo('ErrorBody'));
      }
    }
  });

  it('resolves every $ref, and names only schemas something refers to', async () => {
    const document = await fetchDocument();
    const refs = refsIn(document);
    expect(refs.filter((ref) => pointedAt(document, ref) === undefined)).toEqual([]);
    const referred = new Set(refs);
    const unused = Object.keys(document.components.schemas).filter((name) => !referred.has(`#/components/schemas/${name}`));
    expect(unused).toEqual([]);
  });
});
