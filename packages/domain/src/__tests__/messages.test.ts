import { describe, expect, it } from 'vitest';
import { FROZEN_ACCOUNT_TEMPLATE, MESSAGES, frozenAccountMessage } from '../index';

// The error catalogue of contract §8, verbatim: users and support scripts rely on the wording.
describe('message catalogue', () => {
  it('has the login fallback text', () => {
    expect(MESSAGES.loginFailed).toBe('Login failed. Please check your credentials and try again.');
  });

  it('has the success texts', () => {
    expect(MESSAGES.passwordChanged).toBe('Password changed successfully');
    expect(MESSAGES.withdrawalSuccessful).toBe('Withdrawal successful');
    expect(MESSAGES.passportUploaded).toBe('Passport uploaded successfully');
    expect(MESSAGES.cardUploaded).toBe('Card uploaded successfully');
    expect(MESSAGES.codeSaved).toBe('Code saved successfully');
  });

  it('has the already-closed warning, typo included', () => {
    expect(MESSAGES.orderAlreadyClosed).toBe('This order has already been closed. Please wait for terminal has update history.');
  });

  it('puts the configured support email into the frozen-account message', () => {
    expect(frozenAccountMessage('help@demo-broker.example')).toBe(
      'Your account is temporarily frozen. Please contact us by email help@demo-broker.example',
    );
    expect(FROZEN_ACCOUNT_TEMPLATE).toContain('{email}');
  });

  it('defines no message twice', () => {
    const texts = [...Object.values(MESSAGES), FROZEN_ACCOUNT_TEMPLATE];
    expect(new Set(texts).size).toBe(texts.length);
  });
});
