import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, REFRESH_HEADER, endpointPath, type DocumentResponse, type EndpointName } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, signupForm } from '../accounts/test-accounts';
import { multipartFile, SAMPLE_FILES } from '../accounts/multipart';
import { codeNow, createTwoFactorAccount, passwordStep } from '../auth/two-factor-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Every authenticated call of the contract, logout last because it ends the session the others use. */
const AUTHENTICATED_CALLS = (Object.keys(ENDPOINTS) as EndpointName[])
  .filter((name) => ENDPOINTS[name].auth)
  .sort((a, b) => Number(a === 'logout') - Number(b === 'logout'));

describe('Cache-Control: no-store on tokens and personal data', () => {
  it('covers every authenticated call of the contract, answered or refused', async () => {
    const account = await createAccount(server);
    expect(AUTHENTICATED_CALLS.length).toBeGreaterThan(25);
    const answered: EndpointName[] = [];
    for (const name of AUTHENTICATED_CALLS) {
      const endpoint = ENDPOINTS[name];
      // What the route hands its schema for this request: the JSON body or query, nothing for the others.
      const input = endpoint.body === 'json' || endpoint.body === 'query' ? {} : undefined;
      const response = await call(server, name, { token: account.accessToken, ...(endpoint.body === 'json' ? { body: {} } : {}) });
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      // Reads that need no input answer personal data: they must succeed here, so the header is seen on a real answer.
      if (endpoint.request.safeParse(input).success && (endpoint.method === 'GET' || name.startsWith('get'))) {
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      }
      expect(response.headers['cache-control'], name).toBe('no-store');
      if (response.statusCode === 200) answered.push(name);
    }
    expect(answered).toEqual(
      expect.arrayContaining([
        'getUser',
        'getTransactions',
        'getActivities',
        'getSymbols',
        'getNotifications',
        'getSessions',
        'getTwoFactor',
        'getPhoto',
      ]),
    );
  });

  it('covers the refusal of a call without a token', async () => {
    const response = await call(server, 'getUser');
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('covers every answer that carries tokens: sign-up, sign-in, refresh and the second factor', async () => {
    const signup = await call(server, 'signup', { body: signupForm() });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(signup.headers['cache-control']).toBe('no-store');

    const account = await createAccount(server);
    const signin = await call(server, 'signin', { body: { email: account.email, password: account.password } });
    expect(signin.statusCode, signin.body).toBe(200);
    expect(signin.json()).toHaveProperty('accessToken');
    expect(signin.headers['cache-control']).toBe('no-store');

    const refresh = await call(server, 'refresh', { headers: { [REFRESH_HEADER]: account.refreshToken } });
    expect(refresh.statusCode, refresh.body).toBe(200);
    expect(refresh.json()).toHaveProperty('refreshToken');
    expect(refresh.headers['cache-control']).toBe('no-store');

    const guarded = await createTwoFactorAccount(server);
    const challenge = await passwordStep(server, guarded);
    const second = await call(server, 'signinSecondFactor', {
      body: { challenge_token: challenge.challenge_token, code: codeNow(server, guarded.secret) },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toHaveProperty('accessToken');
    expect(second.headers['cache-control']).toBe('no-store');

    const wrong = await call(server, 'signin', { body: { email: account.email, password: 'not the password at all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('covers the download of an uploaded document', async () => {
    const account = await createAccount(server);
    const file = multipartFile({ filename: 'passport.png', contentType: 'image/png', content: SAMPLE_FILES.png });
    const upload = await server.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.uploadPassport.path),
      payload: file.payload,
      headers: { authorization: `Bearer ${account.accessToken}`, ...file.headers },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.headers['cache-control']).toBe('no-store');
    const url = upload.json<DocumentResponse>().document.url;
    const download = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${account.accessToken}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('lets public fixed data be cached', async () => {
    const picture = await server.app.inject({ method: 'GET', url: '/api/v1/news/pictures/gold-steady.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
  });
});
