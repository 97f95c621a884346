import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UPLOAD_RULES, type PhotoDocument, type User } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, type TestAccount } from './test-accounts';
import { SAMPLE_FILES, multipartFile } from './multipart';
import { approveDocument, rejectDocument } from '../../src/cli/documents-commands';
import { operatorContext } from '../cli/operator-fixture';

let server: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'beurs-uploads-'));
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(account: TestAccount, path: 'uploadPassport' | 'uploadCard', file: ReturnType<typeof multipartFile>) {
  return server.app.inject({
    method: 'POST',
    url: path === 'uploadPassport' ? '/api/v1/users/uploadPassport' : '/api/v1/users/uploadCard',
    headers: { ...file.headers, authorization: `Bearer ${account.accessToken}` },
    payload: file.payload,
  });
}

const download = (account: TestAccount, url: string) =>
  server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${account.accessToken}` } });

describe('document uploads', () => {
  it('accepts a PNG named .pdf as a PNG and puts the account under review', async () => {
    const account = await createAccount(server);
    const response = await upload(
      account,
      'uploadPassport',
      multipartFile({ filename: 'passport.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.png }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { document } = response.json<{ document: PhotoDocument }>();
    expect(document).toMatchObject({
      kind: 'passport',
      status: 'pending_review',
      content_type: 'image/png',
      size: SAMPLE_FILES.png.length,
    });
    expect(MESSAGES.passportUploaded).toBe('Passport uploaded successfully');
    const user = (await call(server, 'getUser', { token: account.accessToken })).json<{ user: User }>().user;
    expect(user.verification).toEqual({ status: 'pending_review', documents: { passport: 'pending_review' } });
    // Stored under a random name, without the client's file name, inside <dataDir>/uploads.
    const stored = await readdir(join(dataDir, 'uploads'));
    expect(stored.some((name) => /^[0-9a-f]{48}$/.test(name))).toBe(true);
    expect(stored.some((name) => name.includes('passport'))).toBe(false);
  });

  it('accepts a JPEG card and a PDF passport', async () => {
    const account = await createAccount(server);
    const card = await upload(
      account,
      'uploadCard',
      multipartFile({ filename: 'card.jpg', contentType: 'image/jpeg', content: SAMPLE_FILES.jpeg }),
    );
    expect(card.json<{ document: PhotoDocument }>().document).toMatchObject({ kind: 'card', content_type: 'image/jpeg' });
    const pdf = await upload(
      account,
      'uploadPassport',
      multipartFile({ filename: 'scan', contentType: 'application/octet-stream', content: SAMPLE_FILES.pdf }),
    );
    expect(pdf.json<{ document: PhotoDocument }>().document).toMatchObject({ kind: 'passport', content_type: 'application/pdf' });
  });

  it('refuses a text file named .png with 415 and a message', async () => {
    const account = await createAccount(server);
    const response = await upload(
      account,
      'uploadPassport',
      multipartFile({ filename: 'photo.png', contentType: 'image/png', content: SAMPLE_FILES.text }),
    );
    expect(expectError(response, 415, 'unsupported_media_type')).toContain('JPEG, PNG or PDF');
    const photos = (await call(server, 'getPhoto', { token: account.accessToken })).json<{ photo: PhotoDocument[] }>().photo;
    expect(photos).toEqual([]);
  });

  it('refuses a file of 10 MB + 1 byte with 413 and keeps nothing', async () => {
    const account = await createAccount(server);
    const before = (await readdir(join(dataDir, 'uploads'))).length;
    const content = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(UPLOAD_RULES.maxBytes + 1 - SAMPLE_FILES.png.length)]);
    const response = await upload(account, 'uploadPassport', multipartFile({ filename: 'big.png', contentType: 'image/png', content }));
    expect(expectError(response, 413, 'payload_too_large')).toBe('The file is too large: upload at most 10 MB.');
    expect((await readdir(join(dataDir, 'uploads'))).length).toBe(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const account = await createAccount(server);
    const content = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(UPLOAD_RULES.maxBytes - SAMPLE_FILES.pdf.length)]);
    const response = await upload(account, 'uploadCard', multipartFile({ filename: 'card.pdf', contentType: 'application/pdf', content }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a wrong field name, an empty file, JSON and no body with a message', async () => {
    const account = await createAccount(server);
    const wrongField = await upload(
      account,
      'uploadCard',
      multipartFile({ field: 'document', filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png }),
    );
    expect(expectError(wrongField, 400, 'validation_failed')).toContain('field named "file"');
    const empty = await upload(
      account,
      'uploadCard',
      multipartFile({ filename: 'a.png', contentType: 'image/png', content: Buffer.alloc(0) }),
    );
    expect(expectError(empty, 400, 'validation_failed')).toContain('empty');
    const json = await call(server, 'uploadCard', { token: account.accessToken, body: { file: 'abc' } });
    expect(expectError(json, 415, 'unsupported_media_type')).toContain('multipart/form-data');
    const none = await call(server, 'uploadPassport', { token: account.accessToken });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
  });
});

describe('/users/getPhoto and the document download', () => {
  it("lists only the caller's documents and serves each file to its owner alone", async () => {
    const anna = await createAccount(server);
    const bram = await createAccount(server);
    await upload(anna, 'uploadPassport', multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png }));
    server.clock.advance(1000);
    await upload(anna, 'uploadCard', multipartFile({ filename: 'b.jpg', contentType: 'image/jpeg', content: SAMPLE_FILES.jpeg }));
    await upload(bram, 'uploadPassport', multipartFile({ filename: 'c.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf }));
    const annaPhotos = (await call(server, 'getPhoto', { token: anna.accessToken })).json<{ photo: PhotoDocument[] }>().photo;
    const bramPhotos = (await call(server, 'getPhoto', { token: bram.accessToken })).json<{ photo: PhotoDocument[] }>().photo;
    expect(annaPhotos.map((photo) => photo.kind)).toEqual(['card', 'passport']);
    expect(bramPhotos).toHaveLength(1);
    const annaPassport = annaPhotos[1];
    if (!annaPassport) throw new Error('no passport listed');
    expect(annaPassport.url).toBe(`/api/v1/users/documents/${annaPassport.id}`);

    const own = await download(anna, annaPassport.url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

    expectError(await download(bram, annaPassport.url), 404, 'not_found');
    expectError(await download(bram, '/api/v1/users/documents/00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expectError(await download(bram, '/api/v1/users/documents/not-an-id'), 404, 'not_found');
    expectError(await server.app.inject({ method: 'GET', url: annaPassport.url }), 401, 'unauthorized');
  });

  it('moves verification on as the operator approves or rejects', async () => {
    const account = await createAccount(server);
    const passport = (
      await upload(account, 'uploadPassport', multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png }))
    ).json<{
      document: PhotoDocument;
    }>().document;
    const operator = operatorContext(server);
    await rejectDocument(operator, { id: passport.id, reason: 'The photo is blurred' });
    let user = (await call(server, 'getUser', { token: account.accessToken })).json<{ user: User }>().user;
    expect(user.verification).toEqual({ status: 'rejected', documents: { passport: 'rejected' } });
    server.clock.advance(1000);
    const again = (
      await upload(account, 'uploadPassport', multipartFile({ filename: 'b.png', contentType: 'image/png', content: SAMPLE_FILES.png }))
    ).json<{
      document: PhotoDocument;
    }>().document;
    await approveDocument(operator, { id: again.id });
    user = (await call(server, 'getUser', { token: account.accessToken })).json<{ user: User }>().user;
    expect(user.verification).toEqual({ status: 'verified', documents: { passport: 'verified' } });
  });

  it('shows the status of the newest upload of each kind, whatever older ones say', async () => {
    const account = await createAccount(server);
    const operator = operatorContext(server);
    const send = async (path: 'uploadPassport' | 'uploadCard') => {
      // Each upload a second later: "newest" is by upload time.
      server.clock.advance(1000);
      const response = await upload(
        account,
        path,
        multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ document: PhotoDocument }>().document;
    };
    await approveDocument(operator, { id: (await send('uploadPassport')).id });
    await rejectDocument(operator, { id: (await send('uploadCard')).id, reason: 'The card is cut off' });
    await rejectDocument(operator, { id: (await send('uploadPassport')).id, reason: 'The photo is blurred' });
    await send('uploadCard');
    await send('uploadCard');
    const user = (await call(server, 'getUser', { token: account.accessToken })).json<{ user: User }>().user;
    expect(user.verification.documents).toEqual({ passport: 'rejected', card: 'pending_review' });
  });
});
