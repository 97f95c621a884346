import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, signupForm } from '../accounts/test-accounts';

// Issue 9: weak passwords such as "Summer2026!" and "Beurs2026" were accepted. New passwords are
// scored with zxcvbn (minimum 3 of 4), with the site's words and the person's own details known.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ company: { name: 'Zuiderzee Handelshuis B.V.' } });
});
afterAll(async () => {
  await server.close();
});

const signUpWith = (overrides: Parameters<typeof signupForm>[0]) => call(server, 'signup', { body: signupForm(overrides) });

/** Expects a 400 that names the field, and returns its message. */
function refusalOf(response: Awaited<ReturnType<typeof call>>, path: string): string {
  const message = expectError(response, 400, 'validation_failed');
  expect(response.json<{ fields: Array<{ path: string; message: string }> }>().fields).toEqual([{ path, message }]);
  return message;
}

describe('new passwords are scored with zxcvbn', () => {
  it('refuses "Summer2026!" at sign-up with advice a person can act on', async () => {
    expect(refusalOf(await signUpWith({ password: 'Summer2026!' }), 'password')).toBe(
      'Password is too easy to guess (Fair, 2 of 4; at least 3 is needed). Add more words that are less common. Capitalize more than the first letter.',
    );
  });

  it('refuses "Beurs2026": the name of the site is among the first words guessed', async () => {
    const message = refusalOf(await signUpWith({ password: 'Beurs2026' }), 'password');
    expect(message).toMatch(/^Password is too easy to guess \(Weak, 1 of 4; at least 3 is needed\)\./);
    expect(message).toContain('There should not be any personal or page related data.');
    expect(message).toContain('Add more words that are less common.');
  });

  it('refuses common passwords and keyboard runs', async () => {
    for (const password of ['Password123', 'sunshine2026!', 'qwerty123456', 'abcdefghij']) {
      expect(refusalOf(await signUpWith({ password }), 'password'), password).toMatch(/^Password is too easy to guess/);
    }
  });

  it("counts the person's name and the operator's company name as known words", async () => {
    // Both score 4 for a stranger; here they are built from what the site and the form know.
    expect(refusalOf(await signUpWith({ last_name: 'Oosterhuis', password: 'Oosterhuis2026!' }), 'password')).toMatch(
      /^Password is too easy to guess/,
    );
    expect(refusalOf(await signUpWith({ password: 'zuiderzeehandelshuis' }), 'password')).toMatch(/^Password is too easy to guess/);
    expect((await signUpWith({ last_name: 'de Vries', password: 'Oosterhuis2026!' })).statusCode).toBe(200);
  });

  it('accepts strong passphrases', async () => {
    for (const password of ['orchid kettle gravel lantern', 'plum-violin-harbour-42', 'Terminal journeys 2026!']) {
      const response = await signUpWith({ password });
      expect(response.statusCode, `${password}: ${response.body}`).toBe(200);
    }
  });

  it('scores the longest password the contract allows and answers', async () => {
    expect(refusalOf(await signUpWith({ password: 'Ab1!'.repeat(32) }), 'password')).toMatch(/^Password is too easy to guess/);
    expect((await signUpWith({ password: `${'orchid kettle gravel lantern '.repeat(4)}`.slice(0, 128) })).statusCode).toBe(200);
  });

  it('applies the same rule to a password change, naming the new password', async () => {
    const account = await createAccount(server);
    const change = (next: string) =>
      call(server, 'changePassword', { token: account.accessToken, body: { current_password: account.password, new_password: next } });
    expect(refusalOf(await change('Beurs2026'), 'new_password')).toMatch(
      /^New password is too easy to guess \(Weak, 1 of 4; at least 3 is needed\)\./,
    );
    expect(refusalOf(await change('Summer2026!'), 'new_password')).toContain('Add more words that are less common.');
    expect((await change('tulip anchor meadow copper')).statusCode).toBe(200);
  });
});
