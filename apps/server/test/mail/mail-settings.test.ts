import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { isMailEnabled } from '../../src/config/mail-settings';

describe('SMTP settings', () => {
  it('leaves email off by default', () => {
    expect(isMailEnabled(loadConfig({}).mail)).toBe(false);
  });

  it('reads SMTP_URL, or the host and its parts', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com', COMPANY_SITE: 'https://trade.example.nl' }).mail.smtpUrl).toBe(
      'smtps://u:p@smtp.example.com',
    );
    const mail = loadConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'beurs',
      SMTP_PASSWORD: 'secret',
      MAIL_FROM: 'Beurs <no-reply@example.com>',
      COMPANY_SITE: 'https://trade.example.nl',
    }).mail;
    expect(mail).toEqual({
      smtpUrl: null,
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      user: 'beurs',
      password: 'secret',
      from: 'Beurs <no-reply@example.com>',
    });
    expect(isMailEnabled(mail)).toBe(true);
  });

  it('names every bad value', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com', SMTP_PORT: 'abc', SMTP_SECURE: 'maybe' })).toThrow(
      /SMTP_PORT must be a whole number, got "abc"[\s\S]*SMTP_SECURE must be true or false, got "maybe"[\s\S]*SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'beurs' })).toThrow('SMTP_USER and SMTP_PASSWORD go together');
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_URL: 'smtp://smtp.example.com' })).toThrow(
      'Set SMTP_URL or SMTP_HOST, not both',
    );
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com', MAIL_FROM: 'nobody' })).toThrow('MAIL_FROM must be an email address');
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com', COMPANY_SITE: 'trade.example.nl' })).toThrow(
      `COMPANY_SITE must be the site's address, like https://trade.example.nl, because password-reset emails link to it; got "trade.example.nl"`,
    );
  });
});
