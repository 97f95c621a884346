import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointBody, type EndpointName } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { createTrader, type TestTrader } from '../orders/test-trader';
import { UNSAFE_TEXT, badQueryValueFor, badValueFor, fieldPaths, toQueryString, withField, type FieldSchema } from './bad-inputs';
import { CONTRACT_SAMPLES } from './contract-samples';
import { badUploads } from './multipart-bodies';
import { stateSnapshot } from './state-snapshot';

// Property: for every call of the contract, a bad input gets a 4xx with a message, changes
// nothing, and leaves the server answering. Seeded, so a failure replays; FUZZ_RUNS raises the
// number of cases per call (FUZZ_SEED picks another sequence).
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** One bad request: what is sent, and a label that says what is wrong with it. */
interface BadRequest {
  label: string;
  query?: string;
  payload?: Buffer | string;
  headers?: Record<string, string>;
}

let server: TestServer;
let trader: TestTrader;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'beurs-fuzz-'));
  server = await startTestServer({ dataDir });
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const json = (body: unknown, label: string): BadRequest => ({
  label,
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const UNSAFE_QUERY = fc.constantFrom('note=%00', '%00=1', 'x=a%00b&y=1');

function badJsonRequests(name: EndpointName, schema: FieldSchema): fc.Arbitrary<BadRequest> {
  const sample = CONTRACT_SAMPLES[name] ?? {};
  const fields = fieldPaths(schema);
  const spoiled = fc
    .constantFrom(...fields)
    .chain((field) =>
      badValueFor(field.schema).map((value) =>
        json(withField(sample, field.path, { value }), `${field.path.join('.')} = ${preview(value)}`),
      ),
    );
  const required = fields.filter((field) => field.required);
  const missing =
    required.length > 0
      ? [fc.constantFrom(...required).map((field) => json(withField(sample, field.path, null), `${field.path.join('.')} missing`))]
      : [];
  const wholeBody = fc.constantFrom<unknown>(null, [], [sample], 'text', 42, true).map((body) => json(body, `body = ${preview(body)}`));
  const rawBody = fc
    .constantFrom('{', '{"a":', '{"a":1}}', `${'['.repeat(30_000)}${']'.repeat(30_000)}`, `{"x":"${'y'.repeat(70_000)}"}`)
    .map((payload) => ({
      label: `raw body ${preview(payload)}`,
      payload,
      headers: { 'content-type': 'application/json' },
    }));
  const extraKey = UNSAFE_TEXT.map((value) => json({ ...sample, extra: value }, `extra = ${preview(value)}`));
  const badQuery = UNSAFE_QUERY.map((query) => ({ ...json(sample, `query ${query}`), query }));
  return fc.oneof(spoiled, ...missing, wholeBody, rawBody, extraKey, badQuery);
}

function badQueryRequests(name: EndpointName, schema: FieldSchema): fc.Arbitrary<BadRequest> {
  const sample = CONTRACT_SAMPLES[name] ?? {};
  const fields = fieldPaths(schema);
  const spoiled = fc.constantFrom(...fields).chain((field) =>
    badQueryValueFor(field.schema).map((value) => ({
      label: `${field.path.join('.')} = ${preview(value)}`,
      query: toQueryString({ ...sample, [field.path.join('.')]: value }),
    })),
  );
  const unsafe = UNSAFE_QUERY.map((query) => ({ label: `query ${query}`, query: `${toQueryString(sample)}&${query}` }));
  return fc.oneof(spoiled, unsafe);
}

function badRequestsWithoutInput(method: 'GET' | 'POST'): fc.Arbitrary<BadRequest> {
  const query = UNSAFE_QUERY.map((text) => ({ label: `query ${text}`, query: text }));
  if (method === 'GET') return query;
  const body = fc.constantFrom({ note: 'a\u0000b' }, { 'k\u0000': 1 }, ['\ud800']).map((value) => json(value, `body ${preview(value)}`));
  return fc.oneof(query, body);
}

function badUploadRequests(): fc.Arbitrary<BadRequest> {
  return fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.uint8Array({ minLength: 0, maxLength: 400 }), fc.nat())
    .map(([cut, garbage, pick]) => {
      const uploads = badUploads(cut, Buffer.from(garbage));
      const chosen = uploads[pick % uploads.length] ?? uploads[0];
      if (!chosen) throw new Error('no bad uploads');
      return { label: chosen.label, payload: chosen.payload, headers: chosen.headers };
    });
}

function badRequestsFor(name: EndpointName): fc.Arbitrary<BadRequest> {
  const endpoint = ENDPOINTS[name];
  const body: EndpointBody = endpoint.body;
  switch (body) {
    case 'json':
      return badJsonRequests(name, z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as FieldSchema);
    case 'query':
      return badQueryRequests(name, z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as FieldSchema);
    case 'multipart':
      return badUploadRequests();
    case 'none':
      return badRequestsWithoutInput(endpoint.method);
    default:
      return body satisfies never;
  }
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}

describe('every call of the contract refuses bad input (property)', () => {
  it.each(Object.keys(ENDPOINTS) as EndpointName[])('%s', async (name) => {
    const endpoint = ENDPOINTS[name];
    const url = endpointPath(endpoint.path);
    await fc.assert(
      fc.asyncProperty(badRequestsFor(name), async (bad) => {
        const before = await stateSnapshot(server, trader.userId);
        const response = await server.app.inject({
          method: endpoint.method,
          url: bad.query ? `${url}?${bad.query}` : url,
          headers: { ...bad.headers, ...(endpoint.auth ? { authorization: `Bearer ${trader.accessToken}` } : {}) },
          ...(bad.payload === undefined ? {} : { payload: bad.payload }),
        });
        const context = `${endpoint.method} ${url} with ${bad.label}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, context).toBeLessThan(500);
        const body = response.json<{ message?: unknown }>();
        expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
        expect(await stateSnapshot(server, trader.userId), context).toEqual(before);
        // Stall detection: a request that blocked the event loop would keep this one waiting
        // until the suite's timeout.
        const probe = await server.app.inject({ method: 'GET', url: '/api/v1/countries/' });
        expect(probe.statusCode, `after ${context}`).toBe(200);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: false },
    );
  });
});
