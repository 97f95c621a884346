import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { frozenAccountMessage, type EndpointName, type User } from '@beurs/domain';
import { auditLog } from '../../src/db/schema/index';
import { freezeUser, unfreezeUser } from '../../src/cli/users-commands';
import { startTestServer, type TestServer } from '../test-server';
import { operatorContext } from '../cli/operator-fixture';
import { createRecordingHub, type RecordingHub } from './recording-hub';
import { call, createAccount, expectError, signIn, type TestAccount } from './test-accounts';
import { SAMPLE_FILES, multipartFile } from './multipart';

let server: TestServer;
let hub: RecordingHub;
let dataDir: string;
let account: TestAccount;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'beurs-frozen-'));
  server = await startTestServer({ dataDir });
  hub = createRecordingHub();
  server.context.realtime = hub;
  account = await createAccount(server);
  await call(server, 'savePin', { token: account.accessToken, body: { code: '1234' } });
  await call(server, 'withdraw', { token: account.accessToken, body: { meta: { wallet: 'w' }, amount: 100, type: 'tron', pin: '1234' } });
  await freezeUser(operatorContext(server, 'alice'), { email: account.email, reason: 'Suspicious activity reported by the bank' });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every action of contract §6 this module serves, with a body that would otherwise pass. */
const REFUSED: Array<[EndpointName, unknown]> = [
  ['updateClient', { first_name: 'Frozen' }],
  ['withdraw', { meta: { wallet: 'w' }, amount: 20, type: 'tron', pin: '1234' }],
  ['savePin', { code: '5678', current_code: '1234' }],
  ['giveMeCredit', undefined],
  ['setWalletIdentification', { wallet: 'TWallet', type: 'tron' }],
];

describe('a frozen account', () => {
  it.each(REFUSED)('is refused %s with the spec message', async (name, body) => {
    const response = await call(server, name, { token: account.accessToken, body });
    expect(expectError(response, 403, 'account_frozen')).toBe(frozenAccountMessage(server.context.config.company.supportEmail));
    expect(response.json<{ message: string }>().message).toBe(
      'Your account is temporarily frozen. Please contact us by email support@demo-broker.example',
    );
  });

  it.each(['/api/v1/users/uploadPassport', '/api/v1/users/uploadCard'])('is refused the upload %s', async (url) => {
    const file = multipartFile({ filename: 'a.png', contentType: 'image/png', content: SAMPLE_FILES.png });
    const response = await server.app.inject({
      method: 'POST',
      url,
      headers: { ...file.headers, authorization: `Bearer ${account.accessToken}` },
      payload: file.payload,
    });
    expect(expectError(response, 403, 'account_frozen')).toBe(frozenAccountMessage(server.context.config.company.supportEmail));
  });

  it('can still sign in and read its data', async () => {
    const tokens = await signIn(server, account.email, account.password);
    const user = await call(server, 'getUser', { token: tokens.accessToken });
    expect(user.json<{ user: User }>().user).toMatchObject({ status: 'frozen', balance: '9900.00' });
    for (const name of ['getTransactions', 'getActivities', 'getNotifications', 'getPhoto', 'readNotifications'] as const) {
      const response = await call(server, name, {
        token: tokens.accessToken,
        body: name === 'getNotifications' || name === 'getPhoto' ? undefined : {},
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    // Not in the spec's list: a deposit of virtual funds stays possible.
    const deposit = await call(server, 'deposit', {
      token: tokens.accessToken,
      body: { meta: { wallet: '' }, amount: 0, type: 'bank_transfer', first_name: 'A', last_name: 'B' },
    });
    expect(deposit.statusCode).toBe(200);
  });

  it('was frozen by an audited operator action that disconnected its sockets', async () => {
    expect(hub.disconnected).toContain(account.userId);
    const rows = await server.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, account.userId), eq(auditLog.action, 'user.freeze')));
    expect(rows).toEqual([expect.objectContaining({ actor: 'alice', reason: 'Suspicious activity reported by the bank' })]);
  });

  it('acts again once unfrozen', async () => {
    const other = await createAccount(server);
    await freezeUser(operatorContext(server), { email: other.email, reason: 'check' });
    expectError(await call(server, 'updateClient', { token: other.accessToken, body: { first_name: 'X' } }), 403, 'account_frozen');
    const output = await unfreezeUser(operatorContext(server), { email: other.email, reason: 'Checked with the customer' });
    expect(output).toContain('Unfroze');
    expect((await call(server, 'updateClient', { token: other.accessToken, body: { first_name: 'X' } })).statusCode).toBe(200);
  });
});
