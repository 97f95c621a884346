import type { LightMyRequestResponse } from 'fastify';
import type { ApiKey, CreatedApiKey, EndpointName } from '@beurs/domain';
import type { TestServer } from '../test-server';
import { callApi, type TestTrader } from '../orders/test-trader';

/** Creates a key as `trader` (a person's session) and answers it with its secret; any refusal fails the test. */
export async function createKey(
  server: TestServer,
  trader: TestTrader,
  body: { name?: string; scopes?: string[]; expires_at?: string | null; allowed_ips?: string[] } = {},
): Promise<CreatedApiKey> {
  const response = await callApi(server, 'createApiKey', { trader, body: { name: 'Crossover bot', scopes: ['read'], ...body } });
  if (response.statusCode !== 200) throw new Error(`Expected the key to be created, got ${response.statusCode}: ${response.body}`);
  return response.json<CreatedApiKey>();
}

/** The trader's keys as getApiKeys lists them. */
export async function listKeys(server: TestServer, trader: TestTrader): Promise<ApiKey[]> {
  const response = await callApi(server, 'getApiKeys', { trader });
  if (response.statusCode !== 200) throw new Error(`Expected the keys, got ${response.statusCode}: ${response.body}`);
  return response.json<{ keys: ApiKey[] }>().keys;
}

/** Calls one endpoint of the contract with an API key's secret as the bearer token, from `remoteAddress` when given. */
export async function callWithKey(
  server: Pick<TestServer, 'app'>,
  name: EndpointName,
  secret: string,
  options: { body?: unknown; query?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return callApi(server, name, { ...options, token: secret });
}
