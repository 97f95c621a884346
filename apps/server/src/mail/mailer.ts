import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config/config';
import { isMailEnabled, type MailSettings } from '../config/mail-settings';

/** One email to send: plain text always, HTML beside it when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends the server's emails, or knows that email is off. */
export interface Mailer {
  /** False when no SMTP server is configured: nothing is sent, and the operator CLI prints reset links. */
  readonly enabled: boolean;
  /** Sends one email; rejects with the SMTP server's error. Does nothing when email is off. */
  send(message: MailMessage): Promise<void>;
  /** Closes the SMTP connections. */
  close(): void;
}

/** How long to wait for the SMTP server before giving up on one email. */
const SMTP_TIMEOUT_MS = 15_000;

function transportOptions(mail: MailSettings) {
  const timeouts = { connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS };
  if (mail.smtpUrl) return { url: mail.smtpUrl, ...timeouts };
  return {
    host: mail.host ?? undefined,
    port: mail.port ?? (mail.secure ? 465 : 587),
    secure: mail.secure,
    ...(mail.user && mail.password ? { auth: { user: mail.user, pass: mail.password } } : {}),
    ...timeouts,
  };
}

/** The sender: `MAIL_FROM`, else the operator's name and support address. */
export function senderOf(config: Pick<ServerConfig, 'mail' | 'company'>): string {
  return config.mail.from ?? `"${config.company.name.replace(/["\\]/g, '')}" <${config.company.supportEmail}>`;
}

/**
 * The mailer of the configuration: nodemailer over SMTP when `SMTP_URL` or `SMTP_HOST` is set,
 * else a mailer that sends nothing. The SMTP connection is opened per email, so a mail server
 * that restarts costs no reconnect logic here.
 */
export function createMailer(config: Pick<ServerConfig, 'mail' | 'company'>, log: FastifyBaseLogger): Mailer {
  if (!isMailEnabled(config.mail)) {
    return { enabled: false, send: async () => undefined, close: () => undefined };
  }
  const transport = createTransport(transportOptions(config.mail), { from: senderOf(config) });
  return {
    enabled: true,
    async send(message) {
      const info = await transport.sendMail(message);
      log.debug({ messageId: info.messageId }, 'email sent');
    },
    close: () => transport.close(),
  };
}
