import { UPLOAD_FIELD_NAME } from '@beurs/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, createMemoryTokenStore, type UploadProgress } from '../index';
import { startTestServer, type ReceivedRequest, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp() {
  server = await startTestServer(() => ({ json: { document: { id: 'doc-1' } } }));
  const api = createApiClient({
    baseUrl: server.url,
    tokenStore: createMemoryTokenStore({ accessToken: 'access', refreshToken: 'refresh' }),
    onSessionEnded: () => {},
  });
  return { api, server };
}

/** Parses the multipart body the server received, as a server framework would. */
function formDataOf(request: ReceivedRequest | undefined): Promise<FormData> {
  return new Response(new Uint8Array(request?.body ?? []), {
    headers: { 'content-type': String(request?.headers['content-type']) },
  }).formData();
}

// Node has no XMLHttpRequest, so these run the fetch path; upload-xhr.test.ts runs the other.
describe('uploads (fetch path)', () => {
  it("sends the file as multipart/form-data under the contract's field name", async () => {
    const { api, server } = await setUp();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

    const answer = await api.uploadPassport({ file: new Blob([bytes], { type: 'image/png' }), filename: 'passport.png' });

    expect(answer).toEqual({ document: { id: 'doc-1' } });
    const received = server.requests[0];
    expect(received).toMatchObject({ method: 'POST', path: '/api/v1/users/uploadPassport', headers: { authorization: 'Bearer access' } });
    const form = await formDataOf(received);
    expect([...form.keys()]).toEqual([UPLOAD_FIELD_NAME]);
    const file = form.get(UPLOAD_FIELD_NAME) as File;
    expect(file.name).toBe('passport.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it("uses a File's own name", async () => {
    const { api, server } = await setUp();

    await api.uploadCard({ file: new File(['%PDF-1.7'], 'card.pdf', { type: 'application/pdf' }) });

    const file = (await formDataOf(server.requests[0])).get(UPLOAD_FIELD_NAME) as File;
    expect(server.requests[0]?.path).toBe('/api/v1/users/uploadCard');
    expect(file.name).toBe('card.pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('reports progress at 0 and at 100%', async () => {
    const { api } = await setUp();
    const progress: UploadProgress[] = [];

    await api.uploadCard({ file: new Blob(['0123456789']) }, { onUploadProgress: (event) => progress.push(event) });

    expect(progress).toEqual([
      { loaded: 0, total: 10, percent: 0 },
      { loaded: 10, total: 10, percent: 100 },
    ]);
  });
});
