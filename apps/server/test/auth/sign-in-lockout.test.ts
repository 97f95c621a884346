import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, signIn } from '../accounts/test-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function retryAfter(response: { headers: Record<string, unknown> }): number {
  return Number(response.headers['retry-after']);
}

// Issue 9: five wrong guesses by anyone used to lock the real owner out for 15 minutes, and
// 40 wrong passwords on 40 emails from one address were all answered.
describe('sign-in lockout', () => {
  it("locks only the stranger's address: the owner signs in from their own address at once", async () => {
    const owner = await createAccount(server); // signed in from 127.0.0.1: the owner's address
    const stranger = '203.0.113.50';
    const statuses: number[] = [];
    for (let guess = 1; guess <= 8; guess += 1) {
      statuses.push(
        (await call(server, 'signin', { body: { email: owner.email, password: `guess ${guess}` }, from: stranger })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    const refused = await call(server, 'signin', { body: { email: owner.email, password: owner.password }, from: stranger });
    expect(expectError(refused, 429, 'account_locked')).toContain('from your address');
    expect(retryAfter(refused)).toBe(15 * 60);

    await signIn(server, owner.email, owner.password);
  });

  it('slows a new address down after guesses from many addresses, but never locks the owner out', async () => {
    const owner = await createAccount(server);
    // A botnet: 4 guesses from each of 5 addresses, under every pair's lock.
    for (let host = 1; host <= 5; host += 1) {
      for (let guess = 1; guess <= 4; guess += 1) {
        await call(server, 'signin', { body: { email: owner.email, password: `guess ${guess}` }, from: `198.18.0.${host}` });
      }
    }
    const fromNewPlace = await call(server, 'signin', { body: { email: owner.email, password: owner.password }, from: '192.0.2.77' });
    const message = expectError(fromNewPlace, 429, 'too_many_requests');
    expect(message).toContain('from an address you signed in from before, you can sign in now');
    const wait = retryAfter(fromNewPlace);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(120);

    await signIn(server, owner.email, owner.password); // the owner's own address: no wait
    server.clock.advance(wait * 1000);
    await signIn(server, owner.email, owner.password, '192.0.2.77'); // after the wait, the new address too
  });

  it('slows one address guessing across 40 emails, then refuses it until the wait is over', async () => {
    const guesser = '203.0.113.60';
    const answers = [];
    for (let victim = 1; victim <= 40; victim += 1) {
      answers.push(
        await call(server, 'signin', { body: { email: `victim${victim}@example.com`, password: 'Summer2026!' }, from: guesser }),
      );
    }
    const answered = answers.filter((response) => response.statusCode === 401);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(answered).toHaveLength(10);
    expect(refused).toHaveLength(30);
    for (const response of refused) {
      expect(expectError(response, 429, 'too_many_requests')).toContain('from your address');
      expect(retryAfter(response)).toBeGreaterThanOrEqual(1);
    }
    // After the wait, one more guess is answered, and the next wait is longer.
    server.clock.advance(retryAfter(refused.at(-1)!) * 1000);
    expect((await call(server, 'signin', { body: { email: 'victim41@example.com', password: 'x' }, from: guesser })).statusCode).toBe(401);
    const next = await call(server, 'signin', { body: { email: 'victim42@example.com', password: 'x' }, from: guesser });
    expect(retryAfter(next)).toBeGreaterThan(retryAfter(refused.at(-1)!));

    // Someone else's address is not affected.
    expect((await call(server, 'signin', { body: { email: 'victim1@example.com', password: 'x' }, from: '203.0.113.61' })).statusCode).toBe(
      401,
    );
  });

  it('counts a wrong current password on a password change for the caller’s address, and locks that address only', async () => {
    const account = await createAccount(server);
    const thief = '203.0.113.70';
    const change = (from: string) =>
      call(server, 'changePassword', {
        token: account.accessToken,
        body: { current_password: 'a wild guess', new_password: 'violet tramway okapi lantern 2026' },
        from,
      });
    for (let guess = 1; guess <= 4; guess += 1) expectError(await change(thief), 400, 'validation_failed');
    expect(retryAfter(await change(thief))).toBe(15 * 60);
    // The owner, from their own address, is still answered and still signs in.
    expectError(await change('127.0.0.1'), 400, 'validation_failed');
    await signIn(server, account.email, account.password);
  });

  it('counts one IPv6 /64 network as one address', async () => {
    const account = await createAccount(server);
    for (let host = 1; host <= 5; host += 1) {
      await call(server, 'signin', { body: { email: account.email, password: `guess ${host}` }, from: `2001:db8:7:1::${host}` });
    }
    const sameNetwork = await call(server, 'signin', {
      body: { email: account.email, password: account.password },
      from: '2001:db8:7:1::99',
    });
    expectError(sameNetwork, 429, 'account_locked');
    await signIn(server, account.email, account.password, '2001:db8:7:2::1');
  });
});
