import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('HTTP basics', () => {
  it('answers an unknown path with a 404 that names it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'There is no GET /api/v1/nope here. Check the method and the path.',
    });
  });
});
